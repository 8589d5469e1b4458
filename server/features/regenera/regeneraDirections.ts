/**
 * The regenera screens only concern used-oil clients: of the (already authorized) service
 * directions of a request, those of a regenera client count; the others have nothing to show.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, serviceDirections } from '../../db/schema';

export async function regeneraDirections(db: Database, directionIds: readonly number[]): Promise<number[]> {
  if (directionIds.length === 0) return [];
  const rows = await db
    .select({ id: serviceDirections.iddireccionservicio })
    .from(serviceDirections)
    .innerJoin(clients, eq(clients.clientId, serviceDirections.clientId))
    .where(
      and(inArray(serviceDirections.iddireccionservicio, [...directionIds]), eq(clients.regenera, true)),
    );
  return rows.map((r) => r.id);
}
