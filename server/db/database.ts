/**
 * Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise the embedded
 * PGlite (in-process PostgreSQL) persisted in a folder, or in memory for tests. Both get the same
 * migrations and the same Drizzle query layer.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { processLogger } from '../operations/logger';
import { operationalMetrics } from '../operations/metrics';
import { EmbeddedEngine } from './embeddedEngine';
import { lockFolder } from './folderLock';
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

/**
 * Whether `db` is the embedded PGlite, which runs on the thread that serves requests: there every
 * field read is decoded in JavaScript on that thread, so long reads are shaped differently
 * (features/tickets/serviceList.ts reads exports as one JSON text per row).
 */
export function isEmbedded(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

export interface OpenOptions {
  /**
   * Apply pending migrations (the default); false when another process has: a fleet's primary
   * migrates once before its workers open the database, not racing in each.
   */
  migrate?: boolean;
  /**
   * The embedded engine's page cache (PostgreSQL's shared_buffers, 128 MB by default), for the
   * start only: it is not written to the folder's configuration. The seed, which writes each page
   * once, opens with a small one, so that the engine inside its process stays small (the
   * cache is part of the engine's WASM memory, which is never given back). Ignored for a server:
   * its cache is the server's configuration.
   */
  embeddedPageCacheMb?: number;
}

/** Opens the database and applies pending migrations (unless options.migrate is false). */
export async function openDatabase(
  location: DatabaseLocation,
  { migrate = true, embeddedPageCacheMb }: OpenOptions = {},
): Promise<OpenedDatabase> {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection the server drops (restart, database dropped while closing) is reported
    // here; without a listener the pool's 'error' event would crash the process. The pool has
    // already discarded that connection and opens a new one when needed.
    pool.on('error', (error) =>
      processLogger.warn({ err: error }, 'idle database connection closed by the server'),
    );
    timeQueries(pool, 'postgres');
    const db = drizzleNodePg(pool, { schema });
    if (migrate) await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }
  // PGlite creates its folder but not the folders above it.
  if (location.dataDir !== 'memory') await mkdir(dirname(location.dataDir), { recursive: true });
  const unlock = location.dataDir === 'memory' ? () => {} : lockFolder(location.dataDir);
  // pg_trgm backs the trigram indexes of free-text filters (migration 0001).
  const options = {
    extensions: { pg_trgm },
    ...(embeddedPageCacheMb !== undefined && {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${embeddedPageCacheMb}MB`],
    }),
  };
  const client = await EmbeddedEngine.start(
    location.dataDir === 'memory' ? options : { ...options, dataDir: location.dataDir },
  ).catch((error: unknown) => {
    unlock();
    throw error;
  });
  timeQueries(client, 'pglite');
  const db = drizzlePglite(client, { schema });
  if (migrate) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * Each statement sent through `client.query` (what drizzle calls outside transactions) is timed into
 * the metrics' database histogram; a call with a callback (pg's own internals) is left alone.
 */
function timeQueries(client: { query: (...args: never[]) => unknown }, engine: OpenedDatabase['engine']) {
  const query = client.query;
  client.query = function timedQuery(this: unknown, ...args: never[]) {
    const started = performance.now();
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      const observe = () =>
        operationalMetrics.queryDuration.observe({ engine }, (performance.now() - started) / 1000);
      result.then(observe, observe);
    }
    return result;
  } as typeof query;
}
