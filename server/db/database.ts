/**
 * Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise the embedded
 * PGlite (in-process PostgreSQL) persisted in a folder, or in memory for tests. Both get the same
 * migrations and the same Drizzle query layer.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  /** 'pglite' or 'postgres', for logs and benchmarks. */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { url: string }
  /** A folder for a persistent embedded database, or 'memory'. */
  | { dataDir: string | 'memory' };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies pending migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  const client = location.dataDir === 'memory' ? new PGlite() : new PGlite(location.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
}
