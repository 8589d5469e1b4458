/**
 * The aggregations every statistics report is built from: events and distinct users (oid) of the
 * usage events that match a condition, grouped by a UTC month, a UTC day or a column. Grouping and
 * counting happen in SQL, so the reports stay quick over years of events.
 */
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usageEvents } from '../../db/schema';
import type { Period } from './periods';

export interface UsageCount {
  events: number;
  users: number;
}

export const noUsage: UsageCount = { events: 0, users: 0 };

/** Home-page accesses: opening the portal's start page (normal or digitalized). */
export const homeViews = and(
  eq(usageEvents.action, 'view'),
  inArray(usageEvents.page, ['/', '/digitalized/dservices']),
);

export const views = eq(usageEvents.action, 'view');

export const within = (period: Period) =>
  and(gte(usageEvents.fecha, period.from), lt(usageEvents.fecha, period.to));

// Literal formats (no bound parameters), so GROUP BY repeats the very expression selected.
const utcBuckets = {
  month: sql<string>`to_char(${usageEvents.fecha} at time zone 'UTC', 'YYYY-MM')`,
  day: sql<string>`to_char(${usageEvents.fecha} at time zone 'UTC', 'YYYY-MM-DD')`,
};

/** Counts per UTC month ('YYYY-MM') or day ('YYYY-MM-DD'); buckets without events are absent. */
export async function usageByBucket(
  db: Database,
  unit: keyof typeof utcBuckets,
  where: SQL | undefined,
): Promise<Map<string, UsageCount>> {
  const bucket = utcBuckets[unit];
  const rows = await db
    .select({ bucket, events: count(), users: countDistinct(usageEvents.oid) })
    .from(usageEvents)
    .where(where)
    .groupBy(bucket);
  return new Map(rows.map((row) => [row.bucket, { events: row.events, users: row.users }]));
}

/** Ties ordered by the text's bytes, not the server's collation: the same order on every database. */
export const byteOrder = (column: SQLWrapper) => sql`${column} collate "C"`;

/** Counts per value of a text column (null values left out), most events first. */
export async function usageByColumn(
  db: Database,
  column: typeof usageEvents.page | typeof usageEvents.client | typeof usageEvents.centro,
  where: SQL | undefined,
): Promise<({ key: string } & UsageCount)[]> {
  const rows = await db
    .select({ key: column, events: count(), users: countDistinct(usageEvents.oid) })
    .from(usageEvents)
    .where(and(isNotNull(column), where))
    .groupBy(column)
    .orderBy(desc(count()), byteOrder(column));
  return rows.flatMap((row) => (row.key === null ? [] : [{ ...row, key: row.key }]));
}
