/**
 * Who uses the portal: each user's activity in a period, one user's events, and each client's
 * totals since the first event.
 */
import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usageEvents, users } from '../../db/schema';
import { roleGroups } from '../../generated/roles';
import { defineList, listPage } from '../../lib/list';
import { calendarPeriod } from './periods';
import { byteOrder, within } from './usageCounts';

interface CalendarDayQuery {
  year: number;
  month?: number | undefined;
  day?: number | undefined;
}

/** Portal opens: only `view` events count as accesses; any event counts as activity. */
const viewCount = sql<number>`count(*) filter (where ${usageEvents.action} = 'view')`.mapWith(Number);
const lastEvent = max(usageEvents.fecha);

/** The role at the time of the event: the company's staff, or a client's user. */
const internFilter = (intern: boolean | undefined) =>
  intern === undefined
    ? undefined
    : inArray(usageEvents.role, [...(intern ? roleGroups.staff : roleGroups.client)]);

export async function userActivity(db: Database, query: CalendarDayQuery & { intern?: boolean | undefined }) {
  // The user's current e-mail and company; the ones logged with their events if they were deleted.
  const email = sql<string>`coalesce(${users.email}, max(${usageEvents.email}))`;
  const empresa = sql<string>`coalesce(${users.empresa}, max(${usageEvents.empresa}), '')`;
  const rows = await db
    .select({ userId: usageEvents.oid, email, empresa, accesos: viewCount, ultimoAcceso: lastEvent })
    .from(usageEvents)
    .leftJoin(users, eq(users.oid, usageEvents.oid))
    .where(and(within(calendarPeriod(query)), internFilter(query.intern)))
    .groupBy(usageEvents.oid, users.email, users.empresa)
    .orderBy(desc(lastEvent), asc(usageEvents.oid));
  const items = rows.flatMap((row) => (row.ultimoAcceso ? [{ ...row, ultimoAcceso: row.ultimoAcceso }] : []));
  return { items, total: items.length };
}

/** One user's events, newest first. */
const eventList = defineList({
  source: {
    rows: (db) =>
      db
        .select({
          fecha: usageEvents.fecha,
          page: usageEvents.page,
          action: usageEvents.action,
          client: usageEvents.client,
          centro: usageEvents.centro,
          detalle: usageEvents.detalle,
        })
        .from(usageEvents),
  },
  fields: { fecha: usageEvents.fecha },
  defaultOrder: { field: 'fecha', direction: 'desc' },
  tiebreaker: usageEvents.id,
});

export function userEvents(
  db: Database,
  query: CalendarDayQuery & { userId: string; skip?: number | undefined; take?: number | undefined },
) {
  return listPage(
    db,
    eventList,
    { skip: query.skip, take: query.take },
    { conditions: [eq(usageEvents.oid, query.userId), within(calendarPeriod(query))] },
  );
}

export async function clientTotals(db: Database) {
  const rows = await db
    .select({
      client: usageEvents.client,
      usuarios: countDistinct(usageEvents.oid),
      accesos: viewCount,
      ultimoAcceso: lastEvent,
    })
    .from(usageEvents)
    .where(isNotNull(usageEvents.client))
    .groupBy(usageEvents.client)
    .orderBy(desc(lastEvent), byteOrder(usageEvents.client));
  const items = rows.flatMap(({ client, ultimoAcceso, ...totals }) =>
    client !== null && ultimoAcceso ? [{ client, ...totals, ultimoAcceso }] : [],
  );
  return { items, total: items.length };
}
