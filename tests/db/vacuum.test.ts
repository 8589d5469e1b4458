/**
 * The embedded database has no autovacuum (server/db/vacuum.ts): the seed vacuums what it wrote, and
 * a start vacuums a table that was written since without it (a database seeded before the seed did),
 * so that the grid's counts can read their indexes alone. On PostgreSQL autovacuum does it, and the
 * start leaves it alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedded } from '../../server/db/database';
import { vacuumNeglectedTables } from '../../server/db/vacuum';
import { createTestApi, type TestApi } from '../../server/testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ tickets: 6000 });
}, 180_000);
afterAll(() => api?.close());

async function ticketPages() {
  const { rows } = (await api.db.execute(
    sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'tickets'`,
  )) as unknown as { rows: { pages: number; visible: number }[] };
  const [row] = rows;
  if (!row) throw new Error('no tickets table');
  return { pages: Number(row.pages), visible: Number(row.visible) };
}

describe('vacuuming what autovacuum would', () => {
  it('finds the seeded services already vacuumed: their pages are all visible', async () => {
    const { pages, visible } = await ticketPages();
    expect(pages).toBeGreaterThanOrEqual(128);
    expect(visible).toBeGreaterThanOrEqual(pages / 2);
    expect(await vacuumNeglectedTables(api.db)).toEqual([]);
  });

  it('vacuums on the embedded database a table written since, and nothing on PostgreSQL', async () => {
    // Every row written again, as a long-lived database's tables are over time.
    await api.db.execute(sql`update tickets set cantidad = cantidad`);
    await api.db.execute(sql`analyze tickets`);
    expect((await ticketPages()).visible).toBeLessThan((await ticketPages()).pages / 2);

    const vacuumed = await vacuumNeglectedTables(api.db);
    if (!isEmbedded(api.db)) {
      expect(vacuumed).toEqual([]);
      return;
    }
    expect(vacuumed).toContain('tickets');
    const { pages, visible } = await ticketPages();
    expect(visible).toBeGreaterThanOrEqual(pages / 2);
    expect(await vacuumNeglectedTables(api.db)).toEqual([]);
  });
});
