/**
 * Reading every row of a sorted list in batches without OFFSET: each batch starts after the last
 * row of the one before (keyset), so a batch costs the same however deep into the list it is,
 * where OFFSET read and threw away every row before it (1.6 s of a 100,000-row export). The order
 * is a sort expression and a unique tiebreaker, as the list engine sorts (server/lib/list.ts).
 */
import {
  type AnyColumn,
  and,
  Column,
  eq,
  getTableName,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';

interface KeysetSort {
  column: AnyColumn | SQL;
  direction: 'asc' | 'desc';
  /** Where rows without a value go; PostgreSQL's default (last ascending, first descending) when unsaid. */
  nulls?: 'first' | 'last';
}

/**
 * The last row's sort value as the database holds it. A timestamp holds microseconds and the row's
 * JavaScript Date only milliseconds, so a batch starting after the Date would skip (descending) or
 * repeat (ascending) the rows of that millisecond: the value is read again by the row's unique id,
 * from the table that holds both, and the Date is the fallback should the row be gone since.
 */
function exactValue(column: AnyColumn | SQL, tiebreaker: AnyColumn, value: unknown, id: unknown): SQL {
  const asParam = sql`${column instanceof Column ? sql.param(value, column) : sql.param(value)}`;
  const sameTable =
    column instanceof Column &&
    tiebreaker instanceof Column &&
    getTableName(column.table) === getTableName(tiebreaker.table);
  if (!(value instanceof Date) || !sameTable) return asParam;
  return sql`coalesce((select ${column} from ${column.table} where ${tiebreaker} = ${sql.param(id, tiebreaker)}), ${asParam})`;
}

/**
 * The rows after (`value`, `id`) in the order `sort`, then `tiebreaker` (in `tiebreakerDirection`,
 * the sort's by default). A column declared not null, sorted with its tiebreaker in one direction,
 * skips the null branches and keeps a plain range on the sort column, which its index can serve.
 */
function rowsAfter(
  sort: KeysetSort,
  tiebreaker: AnyColumn,
  value: unknown,
  id: unknown,
  tiebreakerDirection: 'asc' | 'desc' = sort.direction,
): SQL | undefined {
  const { column, direction } = sort;
  const last = exactValue(column, tiebreaker, value, id);
  const nullsLast = (sort.nulls ?? (direction === 'asc' ? 'last' : 'first')) === 'last';
  const nullable = !(column instanceof Column && column.notNull);
  const beyond = direction === 'asc' ? gt : lt;
  const upTo = direction === 'asc' ? gte : lte;
  const idBeyond = tiebreakerDirection === 'asc' ? gt : lt;
  if (value === null || value === undefined) {
    // Nulls last: only the rest of the nulls, by id. Nulls first: those, then every value.
    const restOfNulls = and(isNull(column), idBeyond(tiebreaker, id));
    return nullsLast ? restOfNulls : or(restOfNulls, isNotNull(column));
  }
  if (!nullable && tiebreakerDirection === direction) {
    // A row comparison, which a (column, tiebreaker) index serves as a range read in order: with
    // the equivalent OR the planner misjudged how many rows remain, sorted them all for each batch
    // and built every remaining row's JSON below that sort (an export read in n²/batch rows).
    const past = sql.raw(direction === 'asc' ? '>' : '<');
    return sql`(${column}, ${tiebreaker}) ${past} (${last}, ${sql.param(id, tiebreaker as Column)})`;
  }
  // drizzle's comparisons take an SQL expression as they take a column (the value as a parameter).
  const key = column as AnyColumn;
  const after = and(upTo(key, last), or(beyond(key, last), and(eq(key, last), idBeyond(tiebreaker, id))));
  return nullable && nullsLast ? or(after, isNull(column)) : after;
}

/**
 * Every row `read` gives, `size` at a time: `read(last)` answers the batch after the row `last`
 * (undefined: the first). The next batch is asked for as soon as one arrives, so the database
 * reads it while the caller writes the one before; a consumer that stops early leaves that read
 * to finish unheard, never as an unhandled rejection.
 */
async function* batchesAfter<Row>(
  read: (last: Row | undefined) => PromiseLike<Row[]>,
  size: number,
): AsyncIterable<Row[]> {
  const start = (last: Row | undefined) => {
    const next = Promise.resolve(read(last));
    next.catch(() => {});
    return next;
  };
  let pending = start(undefined);
  for (;;) {
    const rows = await pending;
    const last = rows.length >= size ? rows[rows.length - 1] : undefined;
    if (last !== undefined) pending = start(last);
    if (rows.length > 0) yield rows;
    if (last === undefined) return;
  }
}

/** Rows per batch of an export or send: a few MB of rows in memory at a time. */
export const exportBatchSize = 5000;

/** How a list is read by keyset: its sort, its tiebreaker, and the row fields holding their values. */
export interface KeysetOrder<Row> {
  sort: KeysetSort & { field: keyof Row & string };
  tiebreaker: { column: AnyColumn; field: keyof Row & string; direction?: 'asc' | 'desc' };
}

/**
 * Every row of a list, `size` at a time: `read(after, limit)` reads the list's rows in its order
 * that meet `after` (none: from the first). The list engine's batch reader (server/lib/list.ts).
 * A batch that ends on the row the one before ended on means the keyset cannot move past it: the
 * export stops with an error rather than sending the same rows without end.
 */
export function keysetBatches<Row>(
  read: (after: SQL | undefined, limit: number) => PromiseLike<Row[]>,
  { sort, tiebreaker }: KeysetOrder<Row>,
  size = exportBatchSize,
): AsyncIterable<Row[]> {
  let endedOn: unknown;
  return batchesAfter((last: Row | undefined) => {
    if (last === undefined || last === null) return read(undefined, size);
    const key = last[tiebreaker.field];
    if (endedOn !== undefined && Object.is(key, endedOn))
      throw new Error(`Keyset batches stopped moving at ${tiebreaker.field} ${String(key)}`);
    endedOn = key;
    return read(rowsAfter(sort, tiebreaker.column, last[sort.field], key, tiebreaker.direction), size);
  }, size);
}

/** Each batch of `batches` as `map` turns its rows. */
export async function* mapBatches<Row, Out>(
  batches: AsyncIterable<Row[]>,
  map: (row: Row) => Out,
): AsyncIterable<Out[]> {
  for await (const batch of batches) yield batch.map(map);
}
