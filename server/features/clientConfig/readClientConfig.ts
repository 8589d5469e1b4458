/**
 * A client's configuration of one kind, for any user who may see the client. A client without one
 * is a 404 on purpose: the portal then falls back to the defaults (every key, in order).
 */
import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { clientConfigs } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireClientById } from '../structure/clients';
import { type ConfigKind, configKindNames } from './configKinds';

export async function readClientConfig(db: Database, kind: ConfigKind, clientId: number, scope: Scope) {
  const client = await requireClientById(db, scope, clientId);

  const [saved] = await db
    .select({ id: clientConfigs.id, config: clientConfigs.config })
    .from(clientConfigs)
    .where(and(eq(clientConfigs.kind, kind), eq(clientConfigs.clientId, clientId)));
  if (!saved)
    throw notFound(`El cliente «${client.client}» no tiene configuración de ${configKindNames[kind]}.`);
  return { id: saved.id, cliente: client.client, config: saved.config };
}
