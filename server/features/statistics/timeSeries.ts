/**
 * Usage over time: one row per month of a date range or per day of a month, also those without
 * events (zeros), oldest first, so a chart's axis has no gaps; but none after today (UTC), which
 * a chart would draw as a fall to zero of days that have not happened yet.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usageEvents } from '../../db/schema';
import { calendarPeriod, dateRangePeriod, daysOfMonth, monthsBetween } from './periods';
import { homeViews, noUsage, type UsageCount, usageByBucket, within } from './usageCounts';

interface DateRangeQuery {
  startDate: string;
  endDate: string;
}

interface MonthQuery {
  year: number;
  month: number;
}

/** Optional narrowing of the interaction series to one client and/or one page. */
interface InteractionFilter {
  client?: string | undefined;
  page?: string | undefined;
}

/** Today's day ('YYYY-MM-DD', UTC) on the API's calendar. */
const dayOf = (today: Date) => today.toISOString().slice(0, 10);

async function monthly(db: Database, query: DateRangeQuery, filter: SQL | undefined, today: Date) {
  const period = dateRangePeriod(query.startDate, query.endDate);
  const thisMonth = dayOf(today).slice(0, 7);
  const months = monthsBetween(query.startDate, query.endDate).filter((mes) => mes <= thisMonth);
  const counts = await usageByBucket(db, 'month', and(within(period), filter));
  return months.map((mes) => ({ mes, usage: counts.get(mes) ?? noUsage }));
}

async function daily(db: Database, query: MonthQuery, filter: SQL | undefined, today: Date) {
  const counts = await usageByBucket(db, 'day', and(within(calendarPeriod(query)), filter));
  return daysOfMonth(query.year, query.month)
    .filter((dia) => dia <= dayOf(today))
    .map((dia) => ({ dia, usage: counts.get(dia) ?? noUsage }));
}

const interactionFilter = (filter: InteractionFilter) =>
  and(
    filter.client === undefined ? undefined : eq(usageEvents.client, filter.client),
    filter.page === undefined ? undefined : eq(usageEvents.page, filter.page),
  );

const accesses = (usage: UsageCount) => ({ accesos: usage.events, usuariosUnicos: usage.users });
const interactions = (usage: UsageCount) => ({ interacciones: usage.events, usuariosUnicos: usage.users });
const page = <T>(items: T[]) => ({ items, total: items.length });

export async function homeAccessByMonth(db: Database, query: DateRangeQuery, today: Date) {
  const rows = await monthly(db, query, homeViews, today);
  return page(rows.map(({ mes, usage }) => ({ mes, ...accesses(usage) })));
}

export async function homeAccessByDay(db: Database, query: MonthQuery, today: Date) {
  const rows = await daily(db, query, homeViews, today);
  return page(rows.map(({ dia, usage }) => ({ dia, ...accesses(usage) })));
}

export async function interactionsByMonth(
  db: Database,
  query: DateRangeQuery & InteractionFilter,
  today: Date,
) {
  const rows = await monthly(db, query, interactionFilter(query), today);
  return page(rows.map(({ mes, usage }) => ({ mes, ...interactions(usage) })));
}

export async function interactionsByDay(db: Database, query: MonthQuery & InteractionFilter, today: Date) {
  const rows = await daily(db, query, interactionFilter(query), today);
  return page(rows.map(({ dia, usage }) => ({ dia, ...interactions(usage) })));
}
