/**
 * Backups, round trip: seed, write (a contact, an uploaded document), back up, wipe, restore, and
 * every row of every table and every document is there again, byte for byte.
 *
 * 1. The embedded database with its documents: `npm run backup` and `npm run restore` as an
 *    operator runs them (child processes, the deployment's DATA_DIR), refused while a server holds
 *    the database.
 * 2. PostgreSQL: the documented pg_dump / pg_restore commands (docs/operations.md), on a database of
 *    the test server (TEST_DATABASE_URL); skipped without one.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { databaseContents } from '../../server/operations/backup';
import { seedDatabase } from '../../server/seed/seed';
import { multipartFile } from '../../server/testing/fleetProcess';
import { startStackForTests } from '../../server/testing/startedStack';
import { freshServerDatabase } from '../../server/testing/testApi';

const work: string[] = [];
afterAll(async () => {
  for (const dir of work) await rm(dir, { recursive: true, force: true });
});

/** Every file under `root`, by relative path, with its digest. */
async function filesIn(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found[path.slice(root.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return found;
}

async function embeddedContents(dataDir: string) {
  const database = await openDatabase({ dataDir: join(dataDir, 'db') }, { migrate: false });
  try {
    return await databaseContents(database.db, { hashes: true });
  } finally {
    await database.close();
  }
}

function npmRun(script: 'backup' | 'restore', args: string[], dataDir: string) {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AZURE_STORAGE_CONNECTION_STRING: '' },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run backup / restore (embedded database and documents folder)', () => {
  it('brings back every row and every document after the data folder is wiped', async () => {
    const root = await mkdtemp(join(tmpdir(), 'backup-test-'));
    work.push(root);
    const dataDir = join(root, 'data');
    const target = join(root, 'copia');

    const stack = await startStackForTests({ seedTickets: 40, dataDir });
    try {
      const created = await stack.call('POST', '/api/contact', {
        as: 'gestor@demo.es',
        json: {
          clientId: 1,
          name: 'Carmen Copia',
          email: 'carmen.copia@hotelescostaazul.es',
          phone: '+34 952 123 456',
        },
      });
      expect(created.status, created.text()).toBeLessThan(300);
      const upload = multipartFile(
        'copia.pdf',
        'application/pdf',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000, 7)]),
      );
      const uploaded = await stack.call(
        'POST',
        `/api/uploadFileWeb?folder=${encodeURIComponent('1/MISDOCUMENTOS/Copias')}`,
        {
          as: 'gestor@demo.es',
          headers: { 'content-type': upload.contentType },
          body: upload.body,
        },
      );
      expect(uploaded.status, uploaded.text()).toBe(200);

      // The server holds the database: a backup now is refused, saying by whom.
      const refused = npmRun('backup', [target], dataDir);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(`abierta por el proceso ${process.pid}`);
    } finally {
      await stack.close();
    }

    const rows = await embeddedContents(dataDir);
    const documents = await filesIn(join(dataDir, 'storage'));
    const keys = await filesIn(join(dataDir, 'identity'));
    expect(Object.keys(documents)).toContain('1/MISDOCUMENTOS/Copias/copia.pdf');
    expect(Number(String(rows.contacts).split(':')[0])).toBeGreaterThan(0);

    const backedUp = npmRun('backup', [target], dataDir);
    expect(backedUp.status, backedUp.output).toBe(0);

    await rm(dataDir, { recursive: true, force: true });
    const restored = npmRun('restore', [target], dataDir);
    expect(restored.status, restored.output).toBe(0);

    expect(await embeddedContents(dataDir)).toEqual(rows);
    expect(await filesIn(join(dataDir, 'storage'))).toEqual(documents);
    expect(await filesIn(join(dataDir, 'identity'))).toEqual(keys);
    // A second restore over the restored deployment needs --replace.
    expect(npmRun('restore', [target], dataDir).status).toBe(1);
  }, 300_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('pg_dump / pg_restore (PostgreSQL)', () => {
  it('brings back every row of a dropped database', async () => {
    const root = await mkdtemp(join(tmpdir(), 'pg-backup-test-'));
    work.push(root);
    const database = await freshServerDatabase(String(adminUrl));
    try {
      const opened = await openDatabase({ url: database.url });
      let rows: Record<string, number | string>;
      try {
        await seedDatabase(opened.db, { tickets: 40, storageRoot: join(root, 'storage') });
        rows = await databaseContents(opened.db, { hashes: true });
      } finally {
        await opened.close();
      }
      const dump = join(root, 'portal.dump');
      // As docs/operations.md says: the custom format, then into an empty database of the same name.
      const dumped = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, database.url], {
        encoding: 'utf8',
      });
      expect(dumped.status, dumped.stderr).toBe(0);

      const name = new URL(database.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name}`);
      await admin.end();
      const restored = spawnSync(
        'pg_restore',
        ['--no-owner', '--exit-on-error', `--dbname=${database.url}`, dump],
        { encoding: 'utf8' },
      );
      expect(restored.status, restored.stderr).toBe(0);

      const reopened = await openDatabase({ url: database.url }, { migrate: false });
      try {
        expect(await databaseContents(reopened.db, { hashes: true })).toEqual(rows);
      } finally {
        await reopened.close();
      }
    } finally {
      await database.drop();
    }
  }, 300_000);
});
