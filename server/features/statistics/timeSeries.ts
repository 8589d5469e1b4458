/**
 * Usage over time: one row per month of a date range or per day of a month up to today, also those
 * without events (zeros), oldest first, so a chart's axis has no gaps; the future is not a row (a
 * chart would draw it as a fall to zero).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usageEvents } from '../../db/schema';
import { calendarPeriod, dateRangePeriod, daysOfMonth, monthsBetween } from './periods';
import { homeViews, noUsage, type UsageCount, usageByBucket, within } from './usageCounts';

interface DateRangeQuery {
  startDate: string;
  endDate: string;
  /** 'YYYY-MM-DD' on the API's calendar: later months are left out. */
  today: string;
}

interface MonthQuery {
  year: number;
  month: number;
  /** 'YYYY-MM-DD' on the API's calendar: later days are left out. */
  today: string;
}

/** Optional narrowing of the interaction series to one client and/or one page. */
interface InteractionFilter {
  client?: string | undefined;
  page?: string | undefined;
}

async function monthly(db: Database, query: DateRangeQuery, filter: SQL | undefined) {
  const period = dateRangePeriod(query.startDate, query.endDate);
  const months = monthsBetween(query.startDate, query.endDate).filter(
    (mes) => mes <= query.today.slice(0, 7),
  );
  const counts = await usageByBucket(db, 'month', and(within(period), filter));
  return months.map((mes) => ({ mes, usage: counts.get(mes) ?? noUsage }));
}

async function daily(db: Database, query: MonthQuery, filter: SQL | undefined) {
  const counts = await usageByBucket(db, 'day', and(within(calendarPeriod(query)), filter));
  return daysOfMonth(query.year, query.month)
    .filter((dia) => dia <= query.today)
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

export async function homeAccessByMonth(db: Database, query: DateRangeQuery) {
  const rows = await monthly(db, query, homeViews);
  return page(rows.map(({ mes, usage }) => ({ mes, ...accesses(usage) })));
}

export async function homeAccessByDay(db: Database, query: MonthQuery) {
  const rows = await daily(db, query, homeViews);
  return page(rows.map(({ dia, usage }) => ({ dia, ...accesses(usage) })));
}

export async function interactionsByMonth(db: Database, query: DateRangeQuery & InteractionFilter) {
  const rows = await monthly(db, query, interactionFilter(query));
  return page(rows.map(({ mes, usage }) => ({ mes, ...interactions(usage) })));
}

export async function interactionsByDay(db: Database, query: MonthQuery & InteractionFilter) {
  const rows = await daily(db, query, interactionFilter(query));
  return page(rows.map(({ dia, usage }) => ({ dia, ...interactions(usage) })));
}
