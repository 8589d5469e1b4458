/**
 * The server's one list engine. A list is defined once (`defineList`): where its rows come from,
 * the contract's fields a request may filter and sort by, what its free text searches, its default
 * order and a unique tiebreaker, and what else narrows it (service directions, dates, its own
 * conditions). Every list is then read one of two ways:
 * - `listPage`: a page of rows and the number that match in all (the grid's pager needs it), the
 *   two queries over the same FROM, joins and WHERE, run side by side;
 * - `listBatches`: every row, a batch at a time by keyset (server/lib/keyset.ts), for exports and
 *   sends.
 * (`listRows` reads the few lists the contract answers unpaged whole.)
 * A request naming a field the list does not declare is a 400, checked before any row is read.
 */
import { type AnyColumn, and, asc, Column, count, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  columnFilters,
  type DateRange,
  dateRangeFilter,
  type FieldColumns,
  type GridQuery,
  paging,
  sortFor,
  textFilter,
  whereAll,
  yearFilter,
} from './grid';
import { exportBatchSize, type KeysetOrder, keysetBatches } from './keyset';

type Direction = 'asc' | 'desc';

/** What a request may ask of any list: free text, column filters, a sort, and dates. */
export interface ListRequest extends GridQuery {
  betweenDates?: DateRange | undefined;
  year?: number | null | undefined;
}

/**
 * Which rows a page holds: `take` of them (0 or none: the largest page) from the first one's
 * position, which GET lists call `skip` and POST grids `position`.
 */
export interface ListPaging {
  skip?: number | undefined;
  position?: number | undefined;
  take?: number | undefined;
}

/** A select with its WHERE and ORDER BY, still open to OFFSET and LIMIT. */
interface OpenQuery<Row> extends PromiseLike<Row[]> {
  offset(offset: number): PromiseLike<Row[]> & { limit(limit: number): PromiseLike<Row[]> };
  limit(limit: number): PromiseLike<Row[]>;
}

/**
 * A list's rows: its selection, FROM and joins (a page's total counts what that query, with the
 * page's WHERE, matches: the planner reads it as a count over the same joins).
 */
export interface ListQueries<Row> {
  rows(db: Database): {
    where(
      where: SQL | undefined,
    ): PromiseLike<Row[]> & SQLWrapper & { orderBy(...order: SQL[]): OpenQuery<Row> };
  };
}

/** One read of a list: the request it answers, its WHERE and ORDER BY, and how many rows from where. */
export interface ListRead<Request> {
  request: Request;
  /** The directions the caller named, for a list over service directions. */
  directionIds?: readonly number[] | undefined;
  where: SQL | undefined;
  order: SQL[];
  /** Rows to skip: a page's; a batch, which starts after a row (keyset), skips none and says none. */
  offset?: number | undefined;
  limit: number;
}

/** A list that reads and counts its rows its own way (the services grid, tuned to its size). */
interface ListReader<Row, Request> {
  read(db: Database, read: ListRead<Request>): PromiseLike<Row[]>;
  total(db: Database, read: Omit<ListRead<Request>, 'order' | 'offset' | 'limit'>): PromiseLike<number>;
}

export interface ListDefinition<Row, Request extends ListRequest = ListRequest> {
  source: ListQueries<Row> | ListReader<Row, Request>;
  /** Contract field -> the SQL it reads, for `filters` and `orderByField` (and the keyset's fields). */
  fields: FieldColumns;
  /**
   * Fields sorted by another expression than the one they are filtered by: text sorted case- and
   * accent-insensitively (server/lib/foldedText.ts, `sortKey`). A list read in batches has none:
   * its batches start after a row's own value.
   */
  sortFields?: FieldColumns;
  /** What `filterText` searches, "contains, case-insensitive". */
  textFields?: readonly (AnyColumn | SQL)[];
  /** A list with an indexed way to search its text builds the condition itself (wins over textFields). */
  textSearch?: (text: string) => SQL | undefined;
  defaultOrder: { field: string; direction: Direction };
  /** Rows without a value of the sort go last either way (PostgreSQL's default when unsaid). */
  nulls?: 'last';
  /**
   * Fixed sorts between the requested one and the tiebreaker, for a list whose order is not
   * unique until several columns (a list sorted this way is not read in batches).
   */
  thenBy?: readonly { column: AnyColumn | SQL; direction: Direction }[];
  /** A unique column, so pages never overlap: in the sort's direction, or in its own. */
  tiebreaker: AnyColumn | { column: AnyColumn; direction: Direction };
  /** A list over service directions: the column holding a row's; a read names the directions. */
  directionColumn?: AnyColumn;
  /**
   * The column `betweenDates` and `year` apply to. A timestamp column is compared by its local
   * (Madrid) calendar day.
   */
  dates?: { column: AnyColumn; kind: 'date' | 'timestamp' };
  /** What the list's own request fields narrow it to (a client, a state, the Regenera flag...). */
  conditions?: (db: Database, request: Request) => readonly (SQL | undefined)[];
}

/** A list, with its row type taken from its source's rows. */
export const defineList = <Row, Request extends ListRequest = ListRequest>(
  list: ListDefinition<Row, Request>,
): ListDefinition<Row, Request> => list;

/** What the caller narrows a read to, beyond the request: its directions and its own conditions (a scope). */
export interface ListBounds {
  /** The already authorized directions a list over service directions reads (none: no rows). */
  directionIds?: readonly number[] | undefined;
  conditions?: readonly (SQL | undefined)[];
}

/**
 * `betweenDates` and `year` on a timestamp column: the day it happened in Spain (the seed and the
 * business record instants in Europe/Madrid), with the bounds bound as plain date parameters.
 */
function localDayFilters(column: AnyColumn, request: ListRequest): SQL[] {
  const day = sql`(${column} at time zone 'Europe/Madrid')::date`;
  const { betweenDates: range, year } = request;
  const conditions: SQL[] = [];
  if (range?.desde) conditions.push(sql`${day} >= ${range.desde}::date`);
  if (range?.hasta) conditions.push(sql`${day} <= ${range.hasta}::date`);
  if (year) conditions.push(sql`${day} between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`);
  return conditions;
}

function dateFilters(dates: ListDefinition<unknown, never>['dates'], request: ListRequest): SQL[] {
  if (!dates) return [];
  if (dates.kind === 'timestamp') return localDayFilters(dates.column, request);
  return [...dateRangeFilter(dates.column, request.betweenDates), ...yearFilter(dates.column, request.year)];
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

/** The WHERE of a request: directions, dates, free text, column filters and every condition. */
export function listWhere<Row, Request extends ListRequest>(
  db: Database,
  list: ListDefinition<Row, Request>,
  request: Request,
  bounds: ListBounds = {},
): SQL | undefined {
  const text = request.filterText?.trim();
  return whereAll(
    list.directionColumn && bounds.directionIds
      ? inDirections(list.directionColumn, bounds.directionIds)
      : undefined,
    ...dateFilters(list.dates, request),
    list.textSearch && text ? list.textSearch(text) : textFilter(list.textFields ?? [], text),
    ...columnFilters(list.fields, request.filters),
    ...(list.conditions?.(db, request) ?? []),
    ...(bounds.conditions ?? []),
  );
}

const tiebreakerOf = (list: ListDefinition<unknown, never>) =>
  list.tiebreaker instanceof Column ? { column: list.tiebreaker, direction: undefined } : list.tiebreaker;

const by = (direction: Direction) => (direction === 'desc' ? desc : asc);

/** What a request may sort the list by: its fields, each by its sort expression where it has one. */
const sortableFields = (list: ListDefinition<unknown, never>): FieldColumns =>
  list.sortFields ? { ...list.fields, ...list.sortFields } : list.fields;

/** ORDER BY for a request: its field (whitelisted), the list's fixed sorts, then the tiebreaker. */
function listOrder<Row, Request extends ListRequest>(
  list: ListDefinition<Row, Request>,
  request: Request,
): SQL[] {
  const { column, direction } = sortFor(sortableFields(list), request, list.defaultOrder);
  const tiebreaker = tiebreakerOf(list);
  return [
    list.nulls === 'last' ? sql`${column} ${sql.raw(direction)} nulls last` : by(direction)(column),
    ...(list.thenBy ?? []).map((then) => by(then.direction)(then.column)),
    by(tiebreaker.direction ?? direction)(tiebreaker.column),
  ];
}

/** The order a request asks of the list as its batches read it: the sort and the tiebreaker, each with its row field. */
function keysetOrder<Row, Request extends ListRequest>(
  list: ListDefinition<Row, Request>,
  request: Request,
): KeysetOrder<Row> {
  if (list.thenBy?.length) throw new Error('A list read in batches sorts by one field and its tiebreaker');
  if (list.sortFields) throw new Error('A list read in batches sorts by the values its rows hold');
  const sort = sortFor(list.fields, request, list.defaultOrder);
  const tiebreaker = tiebreakerOf(list);
  const field = Object.entries(list.fields).find(([, column]) => column === tiebreaker.column)?.[0];
  if (!field) throw new Error('A list read in batches selects its tiebreaker as one of its fields');
  return {
    sort: { ...sort, field: sort.field as keyof Row & string, ...(list.nulls ? { nulls: list.nulls } : {}) },
    tiebreaker: {
      column: tiebreaker.column,
      field: field as keyof Row & string,
      ...(tiebreaker.direction ? { direction: tiebreaker.direction } : {}),
    },
  };
}

/** `limit` rows of an ordered query, from `offset` (a page's) or from its first (a batch's). */
export function readRange<Row>(
  query: OpenQuery<Row>,
  { offset, limit }: Pick<ListRead<unknown>, 'offset' | 'limit'>,
): PromiseLike<Row[]> {
  return offset === undefined ? query.limit(limit) : query.offset(offset).limit(limit);
}

function readerOf<Row, Request>(
  source: ListQueries<Row> | ListReader<Row, Request>,
): ListReader<Row, Request> {
  if ('read' in source) return source;
  return {
    read: (db, { where, order, ...range }) =>
      readRange(
        source
          .rows(db)
          .where(where)
          .orderBy(...order),
        range,
      ),
    async total(db, { where }) {
      const matched = source.rows(db).where(where);
      const [counted] = await db.select({ total: count() }).from(sql`(${matched}) as matched`);
      return counted?.total ?? 0;
    },
  };
}

/** A page of the list and the number of rows that match in all. */
export async function listPage<Row, Request extends ListRequest>(
  db: Database,
  list: ListDefinition<Row, Request>,
  request: Request & ListPaging,
  bounds: ListBounds = {},
): Promise<{ items: Row[]; total: number }> {
  // Built before anything else: a bad field is a 400 whatever the directions.
  const where = listWhere(db, list, request, bounds);
  const order = listOrder(list, request);
  const { directionIds } = bounds;
  if (directionIds?.length === 0) return { items: [], total: 0 };
  const { limit, offset } = paging(request.position ?? request.skip, request.take);
  const reader = readerOf(list.source);
  const [items, total] = await Promise.all([
    reader.read(db, { request, directionIds, where, order, offset, limit }),
    reader.total(db, { request, directionIds, where }),
  ]);
  return { items, total };
}

/**
 * Every matching row in the page's order, `size` at a time, by keyset: each batch read while the
 * one before is written.
 */
export function listBatches<Row, Request extends ListRequest>(
  db: Database,
  list: ListDefinition<Row, Request>,
  request: Request,
  bounds: ListBounds = {},
  size = exportBatchSize,
): AsyncIterable<Row[]> {
  // Built before any row is read: an unknown filter or sort field is a 400, not a broken download.
  const where = listWhere(db, list, request, bounds);
  const order = listOrder(list, request);
  const keyset = keysetOrder(list, request);
  const { directionIds } = bounds;
  const reader = readerOf(list.source);
  return keysetBatches(
    async (after, limit) =>
      directionIds?.length === 0
        ? []
        : reader.read(db, { request, directionIds, where: and(where, after), order, limit }),
    keyset,
    size,
  );
}

/**
 * Every matching row in the list's order, in one read: only for a list the contract answers
 * unpaged, whose rows are a client's few (its requests). Not by keyset: their dates are instants
 * finer than a JavaScript Date holds, so a batch could not start exactly after its last row.
 */
export function listRows<Row, Request extends ListRequest>(
  db: Database,
  list: ListDefinition<Row, Request>,
  request: Request,
  bounds: ListBounds = {},
): PromiseLike<Row[]> {
  const { source } = list;
  if ('read' in source) throw new Error('A list read whole selects its rows with a query');
  return source
    .rows(db)
    .where(listWhere(db, list, request, bounds))
    .orderBy(...listOrder(list, request));
}
