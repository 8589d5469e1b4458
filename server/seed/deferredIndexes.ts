/**
 * Loading first and indexing after: PostgreSQL's advice for a bulk load, and the seed's. Each row
 * the seed inserts into an indexed table also updates every secondary index, one entry at a time
 * (the services' trigram index splits each row's search text into trigrams there and then); an
 * index built over the loaded table sorts its entries once. Only plain secondary indexes wait:
 * primary keys, unique indexes and the indexes of constraints stay, because the load's foreign
 * keys and conflicts need them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * Drops the schema's plain secondary indexes and answers what rebuilds them. Inside the seed's
 * transaction: a failed seed leaves the indexes as they were.
 */
export async function dropSecondaryIndexes(db: Database): Promise<() => Promise<void>> {
  const { rows } = (await db.execute(sql`
    select ic.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    join pg_namespace n on n.oid = ic.relnamespace
    where n.nspname = current_schema()
      and not i.indisunique and not i.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by ic.relname`)) as unknown as { rows: SecondaryIndex[] };
  for (const index of rows) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  return async () => {
    // Sorting in less memory spills to disk a little sooner; the embedded engine's memory, once
    // grown, stays grown for the rest of the process (its WebAssembly memory only grows).
    await db.execute(sql`set local maintenance_work_mem = '16MB'`);
    for (const index of rows) await db.execute(sql.raw(index.definition));
  };
}
