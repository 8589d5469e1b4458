/**
 * A client's centers as the contract's Centro: the flat list the user may open and the tree down to
 * it (the accessible centers plus their ancestors, so the portal can draw the branches).
 */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers } from '../../db/schema';
import { depthFirst, withAncestors } from '../../lib/centerTree';
import { centroSelection } from '../../lib/structureRows';

/** The client's centers by name (Spanish collation, sorted here so every server agrees). */
async function centersOfClient(db: Database, clientId: number) {
  const rows = await db.select(centroSelection).from(centers).where(eq(centers.clientId, clientId));
  return rows.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.centerId - b.centerId);
}

/** The client's centers the user may open, by name. */
export async function accessibleCenters(db: Database, scope: Scope, clientId: number) {
  const items = (await centersOfClient(db, clientId)).filter((c) => scope.centerIds.has(c.centerId));
  return { items, total: items.length };
}

/** The tree down to the accessible centers, depth first (parents first, siblings by name). */
export async function accessibleTree(db: Database, scope: Scope, clientId: number) {
  const all = await centersOfClient(db, clientId);
  const shown = withAncestors(
    all,
    all.filter((c) => scope.centerIds.has(c.centerId)).map((c) => c.centerId),
  );
  const items = depthFirst(all.filter((c) => shown.has(c.centerId)));
  return { items, total: items.length };
}

/** Every center of the client, depth first: the administration's view of its tree. */
export async function clientCenterTree(db: Database, clientId: number) {
  const items = depthFirst(await centersOfClient(db, clientId));
  return { items, total: items.length };
}
