/**
 * What every document list (invoices, pro-formas, delivery notes, DIs, weight tickets) shares: the
 * rows are limited to already authorized service directions, filtered by dates, year, free text,
 * column filters and the Regenera flag, sorted by a whitelisted field with a unique tiebreaker, and
 * paged on the server (grids) or read in batches (exports and sends).
 */
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import {
  type ColumnFilter,
  columnFilters,
  type DateRange,
  dateRangeFilter,
  type FieldColumns,
  orderByFor,
  paging,
  textFilter,
  whereAll,
  yearFilter,
} from '../../lib/grid';

/** The filters a list, its export and its send share (no paging). */
export interface DocumentFilters {
  betweenDates?: DateRange | undefined;
  filterText?: string | undefined;
  filters?: ColumnFilter[] | undefined;
  year?: number | null | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: string | undefined;
  regenera?: boolean | undefined;
}

export interface DocumentPaging {
  position?: number | undefined;
  take?: number | undefined;
}

/** How one document table is listed. */
export interface DocumentList<Rows extends PgSelect> {
  /** The contract's rows: `select(selection).from(table)` with its joins, as a dynamic query. */
  rows(db: Database): Rows;
  /** `select({ total: count() })` over the same joins. */
  count(db: Database): PgSelect;
  directionColumn: AnyColumn;
  clientColumn: AnyColumn;
  /** The column `betweenDates` and `year` apply to. */
  dateColumn: AnyColumn;
  /** A timestamp column is compared by its local (Madrid) calendar day. */
  dateKind: 'date' | 'timestamp';
  /** Columns `filterText` searches. */
  textFields: readonly (AnyColumn | SQL)[];
  /** Contract field -> column, for `filters` and `orderByField`. */
  fields: FieldColumns;
  defaultOrder: { field: string; direction: 'asc' | 'desc' };
  /** A unique column, so pages never overlap. */
  tiebreaker: AnyColumn;
}

export type ListRow<Rows extends PgSelect> = Awaited<Rows>[number];

function regeneraFilter(db: Database, column: AnyColumn, regenera: boolean | undefined): SQL | undefined {
  if (!regenera) return undefined;
  return inArray(column, db.select({ id: clients.clientId }).from(clients).where(eq(clients.regenera, true)));
}

/**
 * `betweenDates` and `year` on a timestamp column: the day it happened in Spain (the seed and the
 * business record instants in Europe/Madrid), with the bounds bound as plain date parameters.
 */
function localDayFilters(
  column: AnyColumn,
  range: DateRange | undefined,
  year: number | null | undefined,
): SQL[] {
  const day = sql`(${column} at time zone 'Europe/Madrid')::date`;
  const conditions: SQL[] = [];
  if (range?.desde) conditions.push(sql`${day} >= ${range.desde}::date`);
  if (range?.hasta) conditions.push(sql`${day} <= ${range.hasta}::date`);
  if (year) conditions.push(sql`${day} between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`);
  return conditions;
}

function dateFilters<Rows extends PgSelect>(list: DocumentList<Rows>, request: DocumentFilters): SQL[] {
  if (list.dateKind === 'timestamp')
    return localDayFilters(list.dateColumn, request.betweenDates, request.year);
  return [
    ...dateRangeFilter(list.dateColumn, request.betweenDates),
    ...yearFilter(list.dateColumn, request.year),
  ];
}

export function documentsWhere<Rows extends PgSelect>(
  db: Database,
  list: DocumentList<Rows>,
  directionIds: readonly number[],
  request: DocumentFilters,
): SQL | undefined {
  return whereAll(
    inArray(list.directionColumn, [...directionIds]),
    ...dateFilters(list, request),
    textFilter(list.textFields, request.filterText),
    ...columnFilters(list.fields, request.filters),
    regeneraFilter(db, list.clientColumn, request.regenera),
  );
}

function documentsOrder<Rows extends PgSelect>(list: DocumentList<Rows>, request: DocumentFilters): SQL[] {
  return orderByFor(list.fields, request, list.defaultOrder, list.tiebreaker);
}

/** One page and the total that match, over the given (already authorized) directions. */
export async function documentsPage<Rows extends PgSelect>(
  db: Database,
  list: DocumentList<Rows>,
  directionIds: readonly number[],
  request: DocumentFilters & DocumentPaging,
): Promise<{ items: ListRow<Rows>[]; total: number }> {
  // Built (and so validated) even when nothing can match, so a bad field is always a 400.
  const order = documentsOrder(list, request);
  const where = documentsWhere(db, list, directionIds, request);
  if (directionIds.length === 0) return { items: [], total: 0 };
  const { limit, offset } = paging(request.position, request.take);
  const page = list
    .rows(db)
    .where(where)
    .orderBy(...order)
    .offset(offset);
  const [items, counted] = await Promise.all([limit ? page.limit(limit) : page, list.count(db).where(where)]);
  const total = Number((counted[0] as { total?: unknown } | undefined)?.total ?? 0);
  return { items: items as ListRow<Rows>[], total };
}

/** Every matching row, read in batches for exports and sends. */
export function documentsBatchReader<Rows extends PgSelect>(
  db: Database,
  list: DocumentList<Rows>,
  directionIds: readonly number[],
  request: DocumentFilters,
): (limit: number, offset: number) => Promise<ListRow<Rows>[]> {
  const order = documentsOrder(list, request);
  const where = documentsWhere(db, list, directionIds, request);
  return async (limit, offset) =>
    directionIds.length === 0
      ? []
      : ((await list
          .rows(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)) as ListRow<Rows>[]);
}
