/**
 * Clients as the contract's Cliente (with their principal CIF), and the lookups by name and id the
 * structure operations start from: an unknown client is a 404, one outside the scope a 403.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { accessTtlMs } from '../../auth/accessCache';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { briefCache } from '../../lib/briefCache';
import { clientesQuery } from '../../lib/structureRows';
import { requireVisible } from '../../lib/visibleRecord';

/** The clients of one variant (normal or digitalized) the scope reaches, by name. */
export async function visibleClients(db: Database, scope: Scope, digitalized: boolean) {
  const ids = [...scope.clientIds].sort((a, b) => a - b);
  if (ids.length === 0) return { items: [], total: 0 };
  // The client picker asks on every screen: kept as briefly as the scope it comes from, and
  // forgotten with it when an administrator changes clients or their CIFs (auth/accessCache.ts).
  const key = `${digitalized}|${ids.join(',')}`;
  return briefCache<Awaited<ReturnType<typeof readVisibleClients>>>(db, 'visibleClients', accessTtlMs).get(
    key,
    () => readVisibleClients(db, ids, digitalized),
  );
}

async function readVisibleClients(db: Database, ids: number[], digitalized: boolean) {
  const items = await clientesQuery(db)
    .where(and(inArray(clients.clientId, ids), eq(clients.digitalized, digitalized)))
    .orderBy(asc(clients.clientId));
  // Short lists: sorted here by Spanish collation, the same on PGlite and any PostgreSQL.
  items.sort((a, b) => a.client.localeCompare(b.client, 'es') || a.clientId - b.clientId);
  return { items, total: items.length };
}

/**
 * The client named `name` of the given variant, checked against the scope. A client of the other
 * variant is "no such client" for this operation (getCenter never serves a digitalized client).
 */
export async function requireClientNamed(db: Database, scope: Scope, name: string, digitalized: boolean) {
  const [client] = await db
    .select({ clientId: clients.clientId, client: clients.client })
    .from(clients)
    .where(and(eq(clients.client, name), eq(clients.digitalized, digitalized)));
  return requireVisible(
    client,
    (found) => scope.clientIds.has(found.clientId),
    digitalized ? `No existe el cliente digitalizado "${name}".` : `No existe el cliente "${name}".`,
  );
}

/** The client with this id, checked against the scope. */
export async function requireClientById(db: Database, scope: Scope, clientId: number) {
  const [client] = await db
    .select({ clientId: clients.clientId, client: clients.client, digitalized: clients.digitalized })
    .from(clients)
    .where(eq(clients.clientId, clientId));
  return requireVisible(
    client,
    (found) => scope.clientIds.has(found.clientId),
    'No existe el cliente solicitado.',
  );
}
