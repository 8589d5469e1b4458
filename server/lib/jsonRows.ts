/**
 * Rows read as one JSON text each, built by the database, instead of one field per column. On the
 * embedded PGlite every field of every row is sliced and decoded on its own in JavaScript, on the
 * same thread that serves requests: reading a 100,000-row export (16 columns) took 2.2 s of CPU that
 * way and 1.1 s as one JSON text per row (JSON.parse does the rest); a 15-row grid page, 1.1 to
 * 0.9 ms. On PGlite only: PostgreSQL spends more building the JSON than node-postgres spends
 * reading the columns (features/tickets/serviceList.ts).
 *
 * The JSON is an array of the columns' text forms, in the selection's order. The values come out as
 * drizzle maps them (each column's own mapping, nulls as null) for the column types whose text
 * form decodes here to their driver form (fromText): integers, doubles, text, booleans and dates. A
 * selection with any other type (a timestamp, whose text depends on the session's settings) is
 * refused when it is declared.
 */
import { Column, type SQL, sql } from 'drizzle-orm';

/**
 * Each column type's text form back to the value its driver hands drizzle (then each column's
 * own mapping applies). Dates stay 'YYYY-MM-DD' text, as both drivers give them.
 */
const fromText: Readonly<Record<string, (text: string) => unknown>> = {
  serial: Number,
  integer: Number,
  bigint: (text) => text,
  'double precision': Number,
  boolean: (text) => text === 'true',
  text: (text) => text,
  date: (text) => text,
};

export interface JsonRows<Row> {
  /** `array_to_json(array[column::text, ...])::text`, to select as a row's only field. */
  select: SQL<string>;
  /** The row back from its JSON text. */
  parse(text: string): Row;
}

export function jsonRowsOf<Row>(selection: Readonly<Record<string, unknown>>): JsonRows<Row> {
  const fields = Object.entries(selection).map(([key, column]) => {
    const decode = column instanceof Column ? fromText[column.getSQLType()] : undefined;
    if (!(column instanceof Column) || !decode || !/^\w+$/.test(key))
      throw new Error(`jsonRowsOf: ${key} is not a column of a type read the same through JSON`);
    return { key, column, decode };
  });
  const texts = fields.map(({ column }) => sql`${column}::text`);
  return {
    // An array of one type: json_build_object looked up the output of each of its arguments' types
    // again for every row (a third of a 100,000-row read, 1.45 s against 1.0 s this way).
    select: sql<string>`array_to_json(array[${sql.join(texts, sql`, `)}])::text`,
    parse(text) {
      const values = JSON.parse(text) as (string | null)[];
      const row: Record<string, unknown> = {};
      fields.forEach(({ key, column, decode }, index) => {
        const value = values[index];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(decode(value));
      });
      return row as Row;
    },
  };
}
