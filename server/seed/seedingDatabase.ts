/**
 * Opens the database a seed writes into (`npm run seed` and `npm run bench:seed`), keeping the
 * seeding process small on the embedded PGlite, whose engine runs inside it:
 * - a new folder is created and migrated by a short child process (createDatabase.ts): PGlite's
 *   initdb peaks at 1.1-1.2 GB, and the allocator keeps most of that in the process after it ends
 *   (an empty database opened after an in-process initdb rests at 550-650 MB, opened by a fresh
 *   process at 250-270 MB; measured 2026-11-29);
 * - the engine starts with a small page cache (seedPageCacheMb).
 * A PostgreSQL server is opened as usual.
 */
import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseLocation, type OpenedDatabase, openDatabase } from '../db/database';

/**
 * The embedded engine's page cache while seeding (openDatabase's embeddedPageCacheMb): the seed
 * writes each page once and reads little back, so PostgreSQL's 128 MB default only holds memory
 * (500,000 services: the seeding process's sampled peak 610 MB with it, 480 MB with 16 MB, in about
 * the same time; measured 2026-11-29).
 */
export const seedPageCacheMb = 16;

const createDatabaseMain = fileURLToPath(new URL('./createDatabase.ts', import.meta.url));

export async function openForSeeding(location: DatabaseLocation): Promise<OpenedDatabase> {
  if ('dataDir' in location && location.dataDir !== 'memory') await createInChildProcess(location.dataDir);
  return openDatabase(location, { embeddedPageCacheMb: seedPageCacheMb });
}

/** Runs createDatabase.ts for a folder PostgreSQL has not initialised yet (no PG_VERSION file). */
async function createInChildProcess(dataDir: string): Promise<void> {
  const initialised = await access(join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (initialised) return;
  await new Promise<void>((resolve, reject) =>
    // The error, when it fails, carries the child's stderr.
    execFile(process.execPath, ['--import', 'tsx', createDatabaseMain, dataDir], (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}
