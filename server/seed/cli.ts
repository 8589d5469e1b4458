/**
 * Seeds the reference API's database: `npm run seed [-- --reset]`, whose node flags bound its
 * memory: a 256 MB JavaScript heap and a 2 MB young generation (the seed holds a few batches at a
 * time; the limits make V8 collect their garbage early), and V8's baseline WebAssembly compiler
 * only (optimizing the embedded engine's SQL parser alone takes about 600 MB; docs/performance.md).
 *
 * DATABASE_URL selects a PostgreSQL server, otherwise the embedded PGlite in DATA_DIR (default
 * .data/db); the files go to STORAGE_ROOT (default .data/storage). SEED_TICKETS (default 6000),
 * SEED (default 20241) and SEED_TODAY (default 2026-11-15) are the seed's options. A database that
 * already has data is left alone unless --reset is given: then it is dropped and recreated, and
 * the client folders of the storage are removed.
 */
import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { DatabaseLocation, OpenedDatabase } from '../db/database';
import { clients, users } from '../db/schema';
import { seedDatabase, seedDefaults } from './seed';
import { openForSeeding } from './seedingDatabase';

function integerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} debe ser un entero no negativo (es «${raw}»).`);
  return value;
}

async function isEmpty(opened: OpenedDatabase): Promise<boolean> {
  const [c] = await opened.db.select({ n: count() }).from(clients);
  const [u] = await opened.db.select({ n: count() }).from(users);
  return (c?.n ?? 0) === 0 && (u?.n ?? 0) === 0;
}

/** Drops everything: the PGlite folder, or the server's schemas (Drizzle's migration journal included). */
async function reset(location: DatabaseLocation, opened: OpenedDatabase): Promise<OpenedDatabase> {
  if ('url' in location) {
    await opened.db.execute(sql.raw('drop schema if exists drizzle cascade'));
    await opened.db.execute(sql.raw('drop schema public cascade'));
    await opened.db.execute(sql.raw('create schema public'));
    await opened.close();
  } else {
    await opened.close();
    await rm(location.dataDir, { recursive: true, force: true });
  }
  return openForSeeding(location);
}

/** Client folders are named by clientId; anything else under the storage root is not the seed's. */
async function clearClientFolders(storageRoot: string): Promise<void> {
  const entries = await readdir(storageRoot, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isDirectory() && /^\d+$/.test(entry.name))
      await rm(join(storageRoot, entry.name), { recursive: true });
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const resetRequested = process.argv.includes('--reset');
  const url = process.env.DATABASE_URL || undefined;
  const location: DatabaseLocation = url ? { url } : { dataDir: resolve(process.env.DATA_DIR ?? '.data/db') };
  const storageRoot = resolve(process.env.STORAGE_ROOT ?? '.data/storage');
  const options = {
    tickets: integerEnv('SEED_TICKETS', seedDefaults.tickets),
    seed: integerEnv('SEED', seedDefaults.seed),
    today: process.env.SEED_TODAY || seedDefaults.today,
    storageRoot,
  };

  let opened = await openForSeeding(location);
  try {
    if (!(await isEmpty(opened))) {
      if (!resetRequested) {
        console.error('La base de datos ya tiene datos. Use --reset para borrarla y volver a sembrarla.');
        return 1;
      }
      opened = await reset(location, opened);
      await clearClientFolders(storageRoot);
    }
    const where = 'url' in location ? 'PostgreSQL (DATABASE_URL)' : location.dataDir;
    console.log(
      `Sembrando ${where} (${opened.engine}): ${options.tickets} servicios, semilla ${options.seed}, hoy ${options.today}`,
    );
    const summary = await seedDatabase(opened.db, options);
    console.log(JSON.stringify(summary, null, 2));
    console.log(
      `Ficheros en ${storageRoot}: ${summary.files.count} (${(summary.files.bytes / 1024).toFixed(0)} KiB)`,
    );
    console.log(`Tiempo: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await opened.close();
  }
}

process.exitCode = await main();
