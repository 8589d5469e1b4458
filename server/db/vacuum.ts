/**
 * What autovacuum would do, for the embedded database that has none. PGlite runs no background
 * workers, so a table's visibility map is only ever set by an explicit VACUUM: without it an
 * index-only scan reads every row's page as well. The grid's exact total is such a scan: at 500,000
 * services a client's 120,180 were counted in 340 ms reading 21,000 pages of rows, and in 85 ms
 * from the (direction, fecha, id) index alone once the table was vacuumed.
 */
import { sql } from 'drizzle-orm';
import { type Database, isEmbedded } from './database';

/** Tables smaller than this (8 KiB pages) are read whole quickly anyway. */
const minPages = 128;

/**
 * The tables of the embedded database that have pages of rows but under half of them marked
 * all-visible (never vacuumed: seeded or written since), vacuumed and analyzed. On PostgreSQL
 * autovacuum does it, and this does nothing. Returns the tables it vacuumed.
 */
export async function vacuumNeglectedTables(db: Database): Promise<string[]> {
  if (!isEmbedded(db)) return [];
  const { rows } = (await db.execute(sql`
    select c.relname as "table"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public'
      and c.relpages >= ${minPages} and c.relallvisible < c.relpages / 2
    order by c.relpages desc`)) as unknown as { rows: { table: string }[] };
  for (const { table } of rows) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  return rows.map(({ table }) => table);
}
