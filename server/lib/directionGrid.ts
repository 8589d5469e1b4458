/**
 * The grids over service directions: services (also Regenera's) and their documents (invoices,
 * pro-formas, delivery notes, DIs, weight tickets). Their rows are limited to already authorized
 * directions, filtered by dates, year, free text and column filters, and sorted by a whitelisted
 * field with a unique tiebreaker; each grid's page, export and send read them this way.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  columnFilters,
  type DateRange,
  dateRangeFilter,
  type FieldColumns,
  type GridQuery,
  orderByFor,
  sortFor,
  textFilter,
  whereAll,
  yearFilter,
} from './grid';
import type { KeysetOrder } from './keyset';
import type { ListSource } from './pagedQuery';

/** The filters of a grid request, shared by its export and its send (no paging). */
export interface DatedGridQuery extends GridQuery {
  betweenDates?: DateRange | undefined;
  year?: number | null | undefined;
}

/** The paging of a grid request: `take` rows from `position` (take 0: the largest page). */
export interface GridPosition {
  position?: number | undefined;
  take?: number | undefined;
}

export interface DirectionGrid<Row> extends ListSource<Row> {
  directionColumn: AnyColumn;
  /** The column `betweenDates` and `year` apply to. */
  dateColumn: AnyColumn;
  /** A timestamp column is compared by its local (Madrid) calendar day. */
  dateKind: 'date' | 'timestamp';
  /** Columns `filterText` searches. */
  textFields: readonly (AnyColumn | SQL)[];
  /** A grid with an indexed way to search its text builds the condition itself (wins over textFields). */
  textSearch?: (text: string) => SQL;
  /** Contract field -> column, for `filters` and `orderByField`. */
  fields: FieldColumns;
  defaultOrder: { field: string; direction: 'asc' | 'desc' };
  /** A unique column, so pages never overlap. */
  tiebreaker: AnyColumn;
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

function dateFilters<Row>(grid: DirectionGrid<Row>, request: DatedGridQuery): SQL[] {
  if (grid.dateKind === 'timestamp')
    return localDayFilters(grid.dateColumn, request.betweenDates, request.year);
  return [
    ...dateRangeFilter(grid.dateColumn, request.betweenDates),
    ...yearFilter(grid.dateColumn, request.year),
  ];
}

/**
 * `column = any($1::integer[])`: the directions as one array parameter, where `in ($1, ..., $n)`
 * bound one parameter each. An administrator's grid names every direction (105 in the seed), and
 * on PGlite each parameter is described, serialized and bound through the WASM boundary and each
 * list element planned: at 500,000 services the 15-row page took about twice as long with the
 * list as with the array (the same plan on PGlite and PostgreSQL 15: the array is a constant
 * when an unnamed statement is planned).
 */
function inDirections(column: AnyColumn, directionIds: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...directionIds])}::integer[])`;
}

/** The request's filters over the given directions, and the grid's own `conditions`. */
export function directionGridWhere<Row>(
  grid: DirectionGrid<Row>,
  directionIds: readonly number[],
  request: DatedGridQuery,
  ...conditions: (SQL | undefined)[]
): SQL | undefined {
  return whereAll(
    inDirections(grid.directionColumn, directionIds),
    ...dateFilters(grid, request),
    grid.textSearch && request.filterText?.trim()
      ? grid.textSearch(request.filterText.trim())
      : textFilter(grid.textFields, request.filterText),
    ...columnFilters(grid.fields, request.filters),
    ...conditions,
  );
}

export function directionGridOrder<Row>(grid: DirectionGrid<Row>, request: DatedGridQuery): SQL[] {
  return orderByFor(grid.fields, request, grid.defaultOrder, grid.tiebreaker);
}

/** A request's ORDER BY and WHERE (with the grid's own `conditions`), both checked at once. */
export function directionGridQuery<Row>(
  grid: DirectionGrid<Row>,
  directionIds: readonly number[],
  request: DatedGridQuery,
  ...conditions: (SQL | undefined)[]
): { where: SQL | undefined; order: SQL[] } {
  const order = directionGridOrder(grid, request);
  return { where: directionGridWhere(grid, directionIds, request, ...conditions), order };
}

/**
 * The order a request asks of the grid as its batches read it by keyset (server/lib/keyset.ts): the
 * sort, then the tiebreaker, each with the row field that holds its value.
 */
export function directionGridKeyset<Row>(
  grid: DirectionGrid<Row>,
  request: DatedGridQuery,
): KeysetOrder<Row> {
  const sort = sortFor(grid.fields, request, grid.defaultOrder);
  const tiebreaker = Object.entries(grid.fields).find(([, column]) => column === grid.tiebreaker)?.[0];
  if (!tiebreaker) throw new Error('A grid read by keyset selects its tiebreaker as one of its fields');
  return {
    sort: { ...sort, field: sort.field as keyof Row & string },
    tiebreaker: { column: grid.tiebreaker, field: tiebreaker as keyof Row & string },
  };
}
