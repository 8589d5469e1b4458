/**
 * Reading a page of a list the way its grid does: the rows with the number that match in all (the
 * grid's pager needs it), two queries over the same FROM, joins and WHERE, run side by side. Every
 * row of a list, for an export or a send, is read in batches by keyset (server/lib/keyset.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { paging } from './grid';

/** A select with its WHERE and ORDER BY, still open to OFFSET and LIMIT. */
export interface OpenQuery<Row> {
  offset(offset: number): PromiseLike<Row[]> & { limit(limit: number): PromiseLike<Row[]> };
  limit(limit: number): PromiseLike<Row[]>;
}

/** `select({ total: count() })` over the page's FROM, joins and WHERE. */
export type CountQuery = PromiseLike<{ total: number }[]>;

/** `take` rows from `skip` on (take 0 or none: the largest page) and the number that match. */
export async function pageWithTotal<Row>(
  rows: OpenQuery<Row>,
  counted: CountQuery,
  skip: number | undefined,
  take: number | undefined,
): Promise<{ items: Row[]; total: number }> {
  const { limit, offset } = paging(skip, take);
  const [items, [count]] = await Promise.all([rows.offset(offset).limit(limit), counted]);
  return { items, total: count?.total ?? 0 };
}

/** A list's FROM and joins, once selecting its rows and once counting them. */
export interface ListSource<Row> {
  rows(db: Database): { where(where: SQL | undefined): { orderBy(...order: SQL[]): OpenQuery<Row> } };
  count(db: Database): { where(where: SQL | undefined): CountQuery };
}

export function listPage<Row>(
  db: Database,
  source: ListSource<Row>,
  where: SQL | undefined,
  order: SQL[],
  skip: number | undefined,
  take: number | undefined,
): Promise<{ items: Row[]; total: number }> {
  return pageWithTotal(
    source
      .rows(db)
      .where(where)
      .orderBy(...order),
    source.count(db).where(where),
    skip,
    take,
  );
}
