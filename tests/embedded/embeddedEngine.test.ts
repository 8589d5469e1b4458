/**
 * The embedded engine (server/db/embeddedEngine.ts) answers as PGlite's own `query` does, while
 * each SQL text is prepared once and a bounded number stay prepared.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EmbeddedEngine, preparedStatementLimit } from '../../server/db/embeddedEngine';

let engine: EmbeddedEngine;
let plain: PGlite;

/** What drizzle-orm/pglite passes with each query: these types stay text. */
const drizzleOptions = {
  rowMode: 'array' as const,
  parsers: Object.fromEntries(
    [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231].map((type) => [type, (value: string) => value]),
  ),
};

const schema = `
  create table sample (
    id integer primary key,
    name text not null unique,
    born date,
    seen timestamptz,
    amount numeric(10, 2),
    tags text[],
    details jsonb
  );
  insert into sample values
    (1, 'uno', '2024-02-29', '2024-03-01 10:00:00+01', 12.5, '{a,"b c"}', '{"k": [1, 2]}'),
    (2, 'dos', null, null, null, null, null);
`;

beforeAll(async () => {
  engine = await EmbeddedEngine.start({});
  plain = new PGlite();
  for (const database of [engine, plain]) await database.exec(schema);
});

afterAll(async () => {
  await engine.close();
  await plain.close();
});

/** The texts the engine keeps prepared now (the counting statement is one of them). */
const preparedCount = async () =>
  (
    await engine.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where name like 'embedded_statement_%'`,
    )
  ).rows[0]?.n ?? 0;

describe('the embedded engine', () => {
  test("answers rows, fields and values as PGlite's query does with drizzle's options", async () => {
    const query = 'select * from sample where id = any($1::integer[]) order by id';
    for (const options of [drizzleOptions, { ...drizzleOptions, rowMode: 'object' as const }]) {
      const ours = await engine.query(query, [[1, 2]], options);
      const theirs = await plain.query(query, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const written = await engine.query('update sample set amount = $1 where id = $2', ['3.25', 2]);
    expect(written.affectedRows).toBe(1);
  });

  test('keeps dates, timestamps and intervals as text for every query, as drizzle asks', async () => {
    const [row] = (
      await engine.query<unknown[]>(
        "select born, seen, interval '1 day', array[born] from sample where id = $1",
        [1],
        { rowMode: 'array' },
      )
    ).rows;
    expect(row).toEqual(['2024-02-29', '2024-03-01 09:00:00+00', '1 day', '{2024-02-29}']);
  });

  test('prepares a SQL text once, whatever its values', async () => {
    const before = await preparedCount();
    for (const id of [1, 2, 1, 2, 1, 2, 1, 2])
      await engine.query('select name from sample where id = $1', [id]);
    expect(await preparedCount()).toBe(before + 1);
  });

  test("keeps a database error's code and constraint, and serves the next statement", async () => {
    const duplicate = engine.query('insert into sample (id, name) values ($1, $2)', [3, 'uno']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 'sample_name_key' });
    await expect(engine.query('select nonsense from')).rejects.toMatchObject({ code: '42601' });
    expect((await engine.query('select name from sample where id = $1', [1])).rows).toEqual([
      { name: 'uno' },
    ]);
  });

  test(`keeps at most ${preparedStatementLimit} texts prepared, closing the least recently used`, async () => {
    for (let i = 0; i < preparedStatementLimit + 20; i++)
      await engine.query(`select $1::int + ${i} as n`, [1]);
    expect(await preparedCount()).toBe(preparedStatementLimit);
    expect((await engine.query('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }]);
  });

  test('answers from the table as it is after an index or a column changes under a prepared text', async () => {
    const query = 'select id, name from sample where name = $1';
    expect((await engine.query(query, ['dos'])).rows).toEqual([{ id: 2, name: 'dos' }]);
    await engine.exec(
      'create index sample_born_idx on sample (born); alter table sample add column extra text',
    );
    await engine.exec("update sample set name = 'dos bis' where id = 2");
    expect((await engine.query(query, ['dos bis'])).rows).toEqual([{ id: 2, name: 'dos bis' }]);
  });

  test('runs statements inside a transaction, and rolls them back with it', async () => {
    await expect(
      engine.transaction(async (tx) => {
        await tx.query('update sample set name = $1 where id = $2', ['cambiado', 1], drizzleOptions);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await engine.query('select name from sample where id = $1', [1])).rows).toEqual([
      { name: 'uno' },
    ]);
  });
});
