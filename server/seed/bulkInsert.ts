/**
 * Fast inserts for the seed. Drizzle's multi-row `insert().values()` spends more time building
 * 40,000 parameters than the database spends inserting them; one array parameter per column,
 * spread with `unnest`, inserts the same rows several times faster on PGlite and on PostgreSQL.
 */
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

/** Rows of a batch; every row must give every column it inserts (no defaults inside a batch). */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => first[key] !== undefined)
    .map(([key, column]) => ({ key, column, type: column.getSQLType() }));
  const arrays = columns.map(({ key, type }) => {
    const isArray = isArrayType(type);
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) throw new Error(`bulkInsert: ${getTableName(table)} row without ${key}`);
      if (isArray) return arrayLiteral(value as readonly unknown[] | null);
      return value instanceof Date ? value.toISOString() : value;
    });
    // unnest flattens multidimensional arrays: an array column travels as the text of each array.
    const unnested = isArray ? 'text' : type === 'serial' ? 'integer' : type;
    return sql`${sql.param(values)}::${sql.raw(unnested)}[]`;
  });
  const names = sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const aliases = columns.map((_, index) => sql.identifier(`c${index}`));
  const selected = columns.map(({ type }, index) =>
    isArrayType(type) ? sql`${aliases[index]}::${sql.raw(type)}` : aliases[index],
  );
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})`,
  );
}

const isArrayType = (sqlType: string) => sqlType.endsWith(']');

/** PostgreSQL's text form of a one-dimensional array: every element quoted, null as NULL. */
export function arrayLiteral(values: readonly unknown[] | null): string | null {
  if (values === null) return null;
  const elements = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replace(/["\\]/g, '\\$&')}"`,
  );
  return `{${elements.join(',')}}`;
}

/** Collects rows and inserts them in batches, so big tables never sit whole in memory. */
export class BatchWriter<T extends PgTable> {
  private rows: T['$inferInsert'][] = [];
  count = 0;

  constructor(
    private readonly db: Database,
    private readonly table: T,
    private readonly batchSize = 2000,
  ) {}

  push(row: T['$inferInsert']): void {
    this.rows.push(row);
    this.count++;
  }

  /** The batch is full: time to await `flush`. */
  get full(): boolean {
    return this.rows.length >= this.batchSize;
  }

  async flush(): Promise<void> {
    const rows = this.rows;
    this.rows = [];
    await bulkInsert(this.db, this.table, rows);
  }
}

/**
 * The seed gives serial ids explicitly (so related rows can refer to them before they are
 * inserted); afterwards each sequence must continue after the highest id, or the API's own inserts
 * would collide with seeded rows.
 */
export async function resetSequences(db: Database): Promise<void> {
  for (const table of Object.values(schema)) {
    if (!isTable(table)) continue;
    for (const column of Object.values(getTableColumns(table))) {
      if (column.getSQLType() !== 'serial') continue;
      const name = getTableName(table);
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${`"${name}"`}, ${column.name}), coalesce((select max(${sql.identifier(column.name)}) from ${sql.identifier(name)}), 0) + 1, false)`,
      );
    }
  }
}

function isTable(value: unknown): value is PgTable {
  return is(value, PgTable);
}
