/**
 * The seed drops the schema's plain secondary indexes while it loads and builds them again after
 * (server/seed/deferredIndexes.ts): a seeded database must end with exactly the indexes its
 * migrations declared, on PGlite and, under `npm run test:postgres`, on PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../server/db/database';
import { dropSecondaryIndexes } from '../../server/seed/deferredIndexes';
import { seedDatabase } from '../../server/seed/seed';
import { freshTestDatabase } from '../../server/testing/testApi';

let opened: OpenedDatabase;
let storageRoot: string;

beforeAll(async () => {
  opened = await freshTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'deferred-indexes-'));
}, 120_000);
afterAll(async () => {
  await opened?.close();
  await rm(storageRoot, { recursive: true, force: true });
});

async function indexes(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select indexdef from pg_indexes where schemaname = current_schema() order by indexname`,
  )) as unknown as { rows: { indexdef: string }[] };
  return rows.map((row) => row.indexdef);
}

describe('secondary indexes during the seed', () => {
  it('leaves the unique and primary keys while loading, and the seeded database with every index the migrations made', async () => {
    const migrated = await indexes(opened.db);
    expect(migrated.some((definition) => definition.includes('gin_trgm_ops'))).toBe(true);

    await opened.db.transaction(async (tx) => {
      const rebuild = await dropSecondaryIndexes(tx);
      const loading = await indexes(tx);
      expect(loading.length).toBeLessThan(migrated.length);
      expect(loading.every((definition) => definition.startsWith('CREATE UNIQUE INDEX'))).toBe(true);
      await rebuild();
      expect(await indexes(tx)).toEqual(migrated);
    });

    await seedDatabase(opened.db, { tickets: 300, storageRoot });
    expect(await indexes(opened.db)).toEqual(migrated);
  }, 120_000);
});
