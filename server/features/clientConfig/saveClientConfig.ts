/**
 * Saving a client's configuration of one kind (administrators only, checked by the middleware).
 * One configuration per client and kind: saving without an id for a client that already has one
 * overwrites it. The generated validator has already refused a key outside the kind's closed set
 * (the contract's enum), so the portal never receives a key it cannot render; repeated keys are
 * refused here (zod does not check `uniqueItems`).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientConfigs } from '../../db/schema';
import { requireClientNamed } from '../../lib/clientNames';
import { notFound } from '../../lib/errors';
import { requireDistinct } from '../../lib/requireDistinct';
import { type ConfigKind, configKindNames } from './configKinds';

/** Any kind's validated body (each kind's `config` is its own closed set). */
export interface ClientConfigInput {
  id?: number | null | undefined;
  cliente: string;
  config: readonly string[];
}

export async function saveClientConfig(db: Database, kind: ConfigKind, input: ClientConfigInput) {
  requireDistinct(input.config, 'config');
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
