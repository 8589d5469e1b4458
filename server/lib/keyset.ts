/**
 * Reading every row of a sorted list in batches without OFFSET: each batch starts after the last
 * row of the one before (keyset), so a batch costs the same however deep into the list it is,
 * where OFFSET read and threw away every row before it (1.6 s of a 100,000-row export). The order
 * is a sort expression and a unique tiebreaker, both in the same direction, as orderByFor sorts.
 */
import {
  type AnyColumn,
  and,
  Column,
  eq,
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

export interface KeysetSort {
  column: AnyColumn | SQL;
  direction: 'asc' | 'desc';
}

/**
 * The rows after (`value`, `id`) in the order `sort`, then `tiebreaker`. PostgreSQL puts nulls
 * last ascending and first descending; a column declared not null skips those branches and keeps
 * a plain range on the sort column, which its index can serve.
 */
export function rowsAfter(
  sort: KeysetSort,
  tiebreaker: AnyColumn,
  value: unknown,
  id: unknown,
): SQL | undefined {
  const { column, direction } = sort;
  const nullable = !(column instanceof Column && column.notNull);
  const beyond = direction === 'asc' ? gt : lt;
  const upTo = direction === 'asc' ? gte : lte;
  if (value === null || value === undefined) {
    // Ascending: only nulls are left, by id. Descending: the rest of the nulls, then every value.
    return direction === 'asc'
      ? and(isNull(column), beyond(tiebreaker, id))
      : or(and(isNull(column), beyond(tiebreaker, id)), isNotNull(column));
  }
  if (!nullable) {
    // A row comparison, which a (column, tiebreaker) index serves as a range read in order: with
    // the equivalent OR the planner misjudged how many rows remain, sorted them all for each batch
    // and built every remaining row's JSON below that sort (an export read in n²/batch rows).
    const past = sql.raw(direction === 'asc' ? '>' : '<');
    return sql`(${column}, ${tiebreaker}) ${past} (${sql.param(value, column as Column)}, ${sql.param(id, tiebreaker as Column)})`;
  }
  // drizzle's comparisons take an SQL expression as they take a column (the value as a parameter).
  const key = column as AnyColumn;
  const after = and(upTo(key, value), or(beyond(key, value), and(eq(key, value), beyond(tiebreaker, id))));
  return nullable && direction === 'asc' ? or(after, isNull(column)) : after;
}

/**
 * Every row `read` gives, `size` at a time: `read(last)` answers the batch after the row `last`
 * (undefined: the first). The next batch is asked for as soon as one arrives, so the database
 * reads it while the caller writes the one before; a consumer that stops early leaves that read
 * to finish unheard, never as an unhandled rejection.
 */
export async function* keysetBatches<Row>(
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
