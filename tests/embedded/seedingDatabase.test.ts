/**
 * The seed's database (server/seed/seedingDatabase.ts): a new embedded folder is created and
 * migrated by a child process, not by the seeding process (initdb's memory would stay in it), and
 * the seeding process opens it with a small page cache; an existing folder is opened as it is.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { openForSeeding, seedPageCacheMb } from '../../server/seed/seedingDatabase';

// The real execFile, watched: the arguments of each process the seed's open starts.
const started = vi.hoisted(() => [] as string[][]);
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  const execFile = (...args: Parameters<typeof actual.execFile>) => {
    started.push([...((args[1] as readonly string[] | undefined) ?? [])]);
    return actual.execFile(...args);
  };
  return { ...actual, execFile };
});

let workDir: string;
beforeEach(() => {
  started.length = 0;
});

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'seeding-database-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function setting(db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) {
  const { rows } = (await db.execute(sql`select current_setting(${name}) as value`)) as unknown as {
    rows: { value: string }[];
  };
  return rows[0]?.value;
}

describe('opening the database a seed writes into', () => {
  it('creates and migrates a new folder in a child process, then opens it with the small page cache', async () => {
    const dataDir = join(workDir, 'nested', 'db');
    const opened = await openForSeeding({ dataDir });
    try {
      // The folder exists and has the migrations' tables (the journal proves they ran).
      expect((await stat(join(dataDir, 'PG_VERSION'))).isFile()).toBe(true);
      const { rows } = (await opened.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBeGreaterThan(0);
      expect(await setting(opened.db, 'shared_buffers')).toBe(`${seedPageCacheMb}MB`);
    } finally {
      await opened.close();
    }
    expect(started.map((args) => args.slice(-2))).toEqual([
      [expect.stringMatching(/createDatabase\.ts$/), dataDir],
    ]);
  }, 120_000);

  it('opens an existing folder as it is, and a plain open keeps the engine default cache', async () => {
    const dataDir = join(workDir, 'existing', 'db');
    const created = await openDatabase({ dataDir });
    await created.db.execute(sql`create table kept (id int)`);
    await created.db.execute(sql`insert into kept values (7)`);
    expect(await setting(created.db, 'shared_buffers')).toBe('128MB');
    await created.close();

    const opened = await openForSeeding({ dataDir });
    try {
      const { rows } = (await opened.db.execute(sql`select id from kept`)) as unknown as {
        rows: { id: number }[];
      };
      expect(rows).toEqual([{ id: 7 }]);
      expect(started).toEqual([]);
      expect(await setting(opened.db, 'shared_buffers')).toBe(`${seedPageCacheMb}MB`);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
