/**
 * Rows read as one JSON text each, built by the database, instead of one field per column. On the
 * embedded PGlite every field of every row is sliced and decoded on its own in JavaScript, on the
 * same thread that serves requests: reading a 100,000-row export (16 columns) took 2.2 s of CPU that
 * way and 1.1 s as one JSON text per row (JSON.parse does the rest); a 15-row grid page, 1.1 to
 * 0.9 ms. On PGlite only: PostgreSQL spends more building the JSON than node-postgres spends
 * reading the columns (features/tickets/serviceList.ts).
 *
 * The values come out as drizzle maps them (each column's own mapping, nulls as null) for the
 * column types whose JSON form is their driver form: integers, doubles, text, booleans and dates
 * ('YYYY-MM-DD' in both). A timestamp would come out as ISO 8601 with a 'T' where drizzle gives
 * PostgreSQL's text, so a selection with any other type is refused when it is declared.
 */
import { Column, type SQL, sql } from 'drizzle-orm';

const jsonSafeTypes = new Set(['serial', 'integer', 'bigint', 'text', 'boolean', 'date', 'double precision']);

export interface JsonRows<Row> {
  /** `json_build_object('key', column, ...)::text`, to select as a row's only field. */
  select: SQL<string>;
  /** The row back from its JSON text. */
  parse(text: string): Row;
}

export function jsonRowsOf<Row>(selection: Readonly<Record<string, unknown>>): JsonRows<Row> {
  const entries = Object.entries(selection).map(([key, column]) => {
    if (!(column instanceof Column) || !jsonSafeTypes.has(column.getSQLType()) || !/^\w+$/.test(key))
      throw new Error(`jsonRowsOf: ${key} is not a column of a type read the same through JSON`);
    return [key, column] as const;
  });
  const pairs = entries.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return {
    select: sql<string>`json_build_object(${sql.join(pairs, sql`, `)})::text`,
    parse(text) {
      const row = JSON.parse(text) as Record<string, unknown>;
      for (const [key, column] of entries) {
        const value = row[key];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as Row;
    },
  };
}
