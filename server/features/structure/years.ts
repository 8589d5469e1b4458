/** The years with services on some service directions, newest first, with how many each has. */
import { and, count, desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tickets } from '../../db/schema';
import { ofRegeneraClients } from '../../lib/regeneraClients';

export async function serviceYears(db: Database, directionIds: readonly number[], regenera: boolean) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const year = sql<number>`extract(year from ${tickets.fecha})::int`.mapWith(Number);
  const items = await db
    .select({ year, servicios: count() })
    .from(tickets)
    .where(
      and(
        inArray(tickets.iddireccionservicio, [...directionIds]),
        regenera ? ofRegeneraClients(db, tickets.clientId) : undefined,
      ),
    )
    .groupBy(year)
    .orderBy(desc(year));
  return { items, total: items.length };
}
