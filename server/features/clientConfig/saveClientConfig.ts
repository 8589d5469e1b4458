/**
 * Saving a client's configuration of one kind (administrators only, checked by the middleware).
 * One configuration per client and kind: saving without an id for a client that already has one
 * overwrites it. Keys are checked against the kind's list, so the portal never receives a key it
 * cannot render.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientConfigs } from '../../db/schema';
import { requireClientNamed } from '../../lib/clientNames';
import { badRequest, notFound } from '../../lib/errors';
import { requireDistinct } from '../../lib/requireDistinct';
import { type ConfigKind, configKeys, configKindNames } from './configKinds';

export interface ClientConfigInput {
  id?: number | null | undefined;
  cliente: string;
  config: string[];
}

function requireKnownKeys(kind: ConfigKind, config: readonly string[]): void {
  const valid = configKeys[kind];
  const unknown = config.find((key) => !valid.includes(key));
  if (unknown !== undefined)
    throw badRequest(
      `La clave «${unknown}» no es válida para ${configKindNames[kind]}. Claves válidas: ${valid.join(', ')}.`,
      'config',
    );
  requireDistinct(config, 'config');
}

export async function saveClientConfig(db: Database, kind: ConfigKind, input: ClientConfigInput) {
  requireKnownKeys(kind, input.config);
  const client = await requireClientNamed(db, input.cliente);
  const config = [...input.config];

  let saved: { id: number } | undefined;
  if (input.id != null) {
    // An id names one existing configuration of this kind for this very client.
    [saved] = await db
      .update(clientConfigs)
      .set({ config })
      .where(
        and(
          eq(clientConfigs.id, input.id),
          eq(clientConfigs.kind, kind),
          eq(clientConfigs.clientId, client.clientId),
        ),
      )
      .returning({ id: clientConfigs.id });
    if (!saved)
      throw notFound(
        `No existe la configuración de ${configKindNames[kind]} ${input.id} del cliente «${client.client}».`,
      );
  } else {
    [saved] = await db
      .insert(clientConfigs)
      .values({ kind, clientId: client.clientId, config })
      .onConflictDoUpdate({ target: [clientConfigs.kind, clientConfigs.clientId], set: { config } })
      .returning({ id: clientConfigs.id });
  }
  if (!saved) throw new Error('The configuration upsert returned no row.');
  return { id: saved.id, cliente: client.client, config };
}
