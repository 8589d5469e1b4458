/**
 * A client's service directions as the contract's DireccionServicio, limited to the scope and,
 * when a center is named, to that center's subtree.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers, serviceDirections } from '../../db/schema';
import { withDescendants } from '../../lib/centerTree';
import { notFound } from '../../lib/errors';
import { direccionSelection } from '../../lib/structureRows';

const missingCenter = (center: string) => notFound(`No existe el centro "${center}" en el cliente.`);

/**
 * The centers of `clientId` named `center` and every center below them (404 when the client has no
 * center of that name).
 */
export async function centerSubtree(db: Database, clientIds: readonly number[], center: string) {
  const all =
    clientIds.length === 0
      ? []
      : await db
          .select({ centerId: centers.centerId, parentId: centers.parentId, nombre: centers.nombre })
          .from(centers)
          .where(inArray(centers.clientId, [...clientIds]));
  const named = all.filter((c) => c.nombre === center);
  if (named.length === 0) throw missingCenter(center);
  return withDescendants(
    all,
    named.map((c) => c.centerId),
  );
}

export async function visibleDirections(
  db: Database,
  scope: Scope,
  clientId: number,
  center?: string | undefined,
) {
  let centerIds: Set<number> | undefined;
  if (center !== undefined) {
    centerIds = await centerSubtree(db, [clientId], center);
    // The named center may be an ancestor drawn in the tree: it is unknown to the user only when
    // nothing under it is theirs, and then answered as one the client has not (lib/visibleRecord.ts).
    if (![...centerIds].some((id) => scope.centerIds.has(id))) throw missingCenter(center);
  }
  const rows = await db
    .select(direccionSelection)
    .from(serviceDirections)
    .where(eq(serviceDirections.clientId, clientId));
  const items = rows
    .filter((d) => scope.directionIds.has(d.iddireccionservicio) && (!centerIds || centerIds.has(d.centerId)))
    // By name in Spanish collation, sorted here so every server agrees.
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.iddireccionservicio - b.iddireccionservicio);
  return { items, total: items.length };
}
