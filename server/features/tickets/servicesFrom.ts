/**
 * FROM services joined to their service direction and center: every services list, detail and report
 * reads them this way, since their rows show (and their free text searches) the center's and the
 * direction's names.
 */
import { eq, type SQL } from 'drizzle-orm';
import { centers, serviceDirections, tickets } from '../../db/schema';

/**
 * `servicesFrom(db.select(selection))`. Typed by the select it is given, so each caller keeps its own
 * row type: a function generic over the selection would leave drizzle's join types unresolved.
 */
export function servicesFrom<Query>(select: {
  from(table: typeof tickets): {
    innerJoin(table: typeof serviceDirections, on: SQL): { innerJoin(table: typeof centers, on: SQL): Query };
  };
}): Query {
  return select
    .from(tickets)
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
    .innerJoin(centers, eq(centers.centerId, tickets.centerId));
}
