/**
 * Server-side filtering, sorting and paging shared by every list operation. A list declares which
 * of its fields map to which SQL expressions; a request naming any other field is a 400, so no
 * client input ever reaches SQL except as a bound parameter.
 */
import { type AnyColumn, and, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ColumnFilter } from '../generated/model';
import { badRequest } from './errors';

export type { ColumnFilter };

/** The contract's field name -> the SQL expression it reads. */
export type FieldColumns = Readonly<Record<string, AnyColumn | SQL>>;

export interface DateRange {
  desde?: string | null;
  hasta?: string | null;
}

/** What a grid request may ask of any list: free text, column filters and a sort. */
export interface GridQuery {
  filterText?: string | undefined;
  filters?: readonly ColumnFilter[] | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: string | undefined;
}

/** Escapes LIKE wildcards so a user's "%" or "_" matches literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function columnOf(fields: FieldColumns, field: string, purpose: 'filtrar' | 'ordenar'): AnyColumn | SQL {
  const column = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!column)
    throw badRequest(
      `No se puede ${purpose} por el campo "${field}".`,
      purpose === 'ordenar' ? 'orderByField' : 'filters',
    );
  return column;
}

/**
 * Column filters, all of which must hold: each is "one of these values" on the field's text when it
 * lists `values` (a quick filter), else "contains, case-insensitive" its `value`.
 */
export function columnFilters(fields: FieldColumns, filters: readonly ColumnFilter[] | undefined): SQL[] {
  return (filters ?? []).flatMap((f) => {
    const text = sql`(${columnOf(fields, f.field, 'filtrar')})::text`;
    if (f.values?.length) return [inArray(text, [...f.values])];
    const value = f.value?.trim();
    return value ? [ilike(text, containsPattern(value))] : [];
  });
}

/** Free text: "contains, case-insensitive" on any of the listed text fields. */
export function textFilter(
  textFields: readonly (AnyColumn | SQL)[],
  text: string | undefined,
): SQL | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  return or(...textFields.map((column) => ilike(sql`(${column})::text`, containsPattern(value))));
}

export function dateRangeFilter(column: AnyColumn, range: DateRange | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (range?.desde) conditions.push(gte(column, range.desde));
  // A date-time column compares with the end of the `hasta` day.
  if (range?.hasta) conditions.push(lte(sql`(${column})::date`, range.hasta));
  return conditions;
}

export function yearFilter(column: AnyColumn, year: number | null | undefined): SQL[] {
  if (!year) return [];
  return [gte(column, `${year}-01-01`), lte(column, `${year}-12-31`)];
}

/** The field a request sorts by, its expression and direction (a field outside `fields` is a 400). */
export function sortFor(
  fields: FieldColumns,
  request: { orderByField?: string | undefined; orderBy?: 'asc' | 'desc' | undefined },
  fallback: { field: string; direction: 'asc' | 'desc' },
): { field: string; column: AnyColumn | SQL; direction: 'asc' | 'desc' } {
  const field = request.orderByField || fallback.field;
  // `orderBy` alone turns the default order around; a field alone sorts it ascending.
  const direction = request.orderBy ?? (request.orderByField ? 'asc' : fallback.direction);
  return { field, column: columnOf(fields, field, 'ordenar'), direction };
}

/**
 * The most rows one answer of a list holds: the contract's maximum `take` (tests/contract/coverage
 * holds them equal). A list is read a page at a time, however it is asked for: no request makes the
 * server read and send every row of a table (exports and sends read theirs in batches).
 */
export const largestPage = 1000;

/** LIMIT/OFFSET from the contract's paging: take 0 (or none) is the largest page. */
export function paging(
  offset: number | undefined,
  take: number | undefined,
): { limit: number; offset: number } {
  return { limit: take || largestPage, offset: offset ?? 0 };
}

export const whereAll = (...conditions: (SQL | undefined)[]): SQL | undefined => and(...conditions);
