/**
 * The service directions of a services-screen KPI request: the requested (authorized) ones, limited
 * to a center of their client and the centers below it when `center` names one.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serviceDirections } from '../../db/schema';
import { centerSubtree } from '../structure/serviceDirections';

export async function directionsUnderCenter(
  db: Database,
  directionIds: readonly number[],
  center: string | undefined,
): Promise<number[]> {
  if (center === undefined) return [...directionIds];
  const rows =
    directionIds.length === 0
      ? []
      : await db
          .select({
            id: serviceDirections.iddireccionservicio,
            centerId: serviceDirections.centerId,
            clientId: serviceDirections.clientId,
          })
          .from(serviceDirections)
          .where(inArray(serviceDirections.iddireccionservicio, [...directionIds]));
  // The center is looked up among the centers of the directions' clients (404 when none has it).
  const subtree = await centerSubtree(db, [...new Set(rows.map((r) => r.clientId))], center);
  return rows.filter((r) => subtree.has(r.centerId)).map((r) => r.id);
}
