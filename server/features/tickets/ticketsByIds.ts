/**
 * The services a user picked in the grid, by id: every one must exist (404) and be of a service
 * direction the user may see (403), so a send never carries someone else's services.
 */
import { desc, inArray } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { tickets } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { servicesFrom } from './servicesFrom';
import { ticketSelection } from './ticketRows';

export async function selectedTickets(db: Database, scope: Scope, requested: readonly number[]) {
  const ids = [...new Set(requested)];
  const rows = await servicesFrom(db.select(ticketSelection))
    .where(inArray(tickets.idTicket, ids))
    // The grid's default order: newest first.
    .orderBy(desc(tickets.fecha), desc(tickets.idTicket));
  // A service the user does not see is named like one that does not exist (lib/visibleRecord.ts).
  const seen = new Set(
    rows.filter((t) => scope.directionIds.has(t.iddireccionservicio)).map((t) => t.idTicket),
  );
  const missing = ids.filter((id) => !seen.has(id)).sort((a, b) => a - b);
  if (missing.length > 0) throw notFound(`No existen los servicios ${missing.slice(0, 5).join(', ')}.`);
  return rows;
}
