/**
 * Usage ranked by page, client or center: most events first (ties by name, so the order is stable).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { usageEvents } from '../../db/schema';
import { calendarPeriod } from './periods';
import { usageByColumn, views, within } from './usageCounts';

interface CalendarQuery {
  year: number;
  month?: number | undefined;
}

const page = <T>(items: T[]) => ({ items, total: items.length });

/** Every event since the first one, by page. */
export async function interactionsByPage(db: Database) {
  const rows = await usageByColumn(db, usageEvents.page, undefined);
  return page(rows.map((row) => ({ page: row.key, interacciones: row.events, usuariosUnicos: row.users })));
}

export async function pageViews(db: Database, query: CalendarQuery & { client?: string | undefined }) {
  const where = and(
    views,
    within(calendarPeriod(query)),
    query.client === undefined ? undefined : eq(usageEvents.client, query.client),
  );
  const rows = await usageByColumn(db, usageEvents.page, where);
  return page(rows.map((row) => ({ page: row.key, vistas: row.events })));
}

export async function clientViews(db: Database, query: CalendarQuery) {
  const rows = await usageByColumn(db, usageEvents.client, and(views, within(calendarPeriod(query))));
  return page(rows.map((row) => ({ client: row.key, vistas: row.events, usuariosUnicos: row.users })));
}

export async function centerViews(db: Database, query: CalendarQuery & { client: string }) {
  const where = and(views, within(calendarPeriod(query)), eq(usageEvents.client, query.client));
  const rows = await usageByColumn(db, usageEvents.centro, where);
  return page(rows.map((row) => ({ centro: row.key, vistas: row.events, usuariosUnicos: row.users })));
}
