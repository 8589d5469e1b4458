/**
 * The embedded engine on its worker thread (server/db/embeddedClient.ts) keeps PGlite's own
 * semantics across the thread: database errors with their fields, a transaction that holds the
 * engine (a statement from outside waits for its end, and sees nothing of a rolled-back one),
 * types drizzle keeps as text, and a closed client that refuses statements instead of hanging.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedClient } from '../../server/db/embeddedClient';

const clientModule = fileURLToPath(new URL('../../server/db/embeddedClient.ts', import.meta.url));

let client: EmbeddedClient;

beforeAll(async () => {
  client = await EmbeddedClient.open('memory');
  await client.query('create table counter (id int primary key, n int not null)');
  await client.query('insert into counter values (1, 0)');
}, 60_000);
afterAll(() => client?.close());

const storedCount = async () =>
  (await client.query<{ n: number }>('select n from counter where id = 1')).rows[0]?.n;

describe('the embedded engine on its own thread', () => {
  it("rejects with PostgreSQL's error and its fields", async () => {
    const error = await client.query('insert into counter values (1, 5)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'counter_pkey' });
    expect((error as Error).message).toContain('duplicate key');
  });

  it('holds statements from outside a transaction until it commits', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query('update counter set n = n + 1 where id = 1');
      order.push('updated');
      await held;
      order.push('committing');
    });
    // Issued while the transaction is open: it must not read before the commit.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = storedCount().then((n) => {
      order.push(`read ${n}`);
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['updated']);
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['updated', 'committing', 'read 1']);
  });

  it('rolls back a transaction whose callback throws, and goes on serving', async () => {
    const failed = client.transaction(async (tx) => {
      await tx.query('update counter set n = 100 where id = 1');
      throw new Error('a mitad');
    });
    await expect(failed).rejects.toThrow('a mitad');
    expect(await storedCount()).toBe(1);
  });

  it('keeps the types it is told to as text, and parses the rest', async () => {
    const sql = "select date '2026-11-15' as day, 42::int as n";
    const asText = await client.query<{ day: unknown; n: unknown }>(sql, [], {
      parsers: { 1082: (value: string) => value },
    });
    expect(asText.rows[0]).toEqual({ day: '2026-11-15', n: 42 });
    const parsed = await client.query<{ day: unknown }>(sql);
    expect(parsed.rows[0]?.day).toBeInstanceOf(Date);
    const arrays = await client.query(sql, [], { rowMode: 'array' });
    expect(arrays.rows[0]).toHaveLength(2);
  });

  it('does not keep a process alive once idle, as PGlite on the main thread did not', async () => {
    // A script that opens the engine, reads, and never closes it: it must end by itself.
    const script = `import { EmbeddedClient } from ${JSON.stringify(clientModule)};
      const client = await EmbeddedClient.open('memory');
      const { rows } = await client.query('select 6 * 7 as n');
      console.log(rows[0].n);`;
    const dir = await mkdtemp(join(tmpdir(), 'embedded-idle-'));
    const file = join(dir, 'idle.mts');
    await writeFile(file, script);
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', file], { timeout: 60_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    await rm(dir, { recursive: true, force: true });
    expect(output.trim()).toBe('42');
  }, 90_000);

  it('refuses statements once closed', async () => {
    const other = await EmbeddedClient.open('memory');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('cerrado');
  }, 60_000);
});
