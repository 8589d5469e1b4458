/**
 * The seed's bulk insert (server/seed/bulkInsert.ts) sends one array per column, spread by unnest.
 * An array column (files.tags) travels as the text of each row's array; these tests read the rows
 * back exactly, awkward characters included, on the engine the suite runs on (PGlite, or
 * PostgreSQL under `npm run test:postgres`).
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { files } from '../../server/db/schema';
import { arrayLiteral, bulkInsert } from '../../server/seed/bulkInsert';
import { freshTestDatabase } from '../../server/testing/testApi';

let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await freshTestDatabase();
}, 120_000);
afterAll(async () => {
  await opened?.close();
});

const awkwardTags = [
  [],
  ['factura'],
  ['con "comillas"', 'barra \\ invertida', 'coma, y {llaves}', 'NULL', ''],
  ['ñandú', 'año 2026', ' espacios '],
];

function fileRow(index: number, tags: string[]): typeof files.$inferInsert {
  return {
    blobUri: `1/ADMINISTRATIVO/fichero-${index}.pdf`,
    clientId: 1,
    centerId: index % 2 === 0 ? null : 7,
    name: `fichero-${index}.pdf`,
    contentType: 'application/pdf',
    size: 100 + index,
    tags,
    category: 'Facturas',
    group: 'ADMINISTRATIVO',
    kind: 'ADMINISTRATIVO',
    lastModified: new Date(Date.UTC(2026, 0, index + 1, 10, 30)),
    uploadedBy: null,
  };
}

describe('bulkInsert', () => {
  it('writes an array column element by element, quotes, backslashes, braces and empty arrays included', async () => {
    const rows = awkwardTags.map((tags, index) => fileRow(index, tags));
    await bulkInsert(opened.db, files, rows);
    const stored = await opened.db.select().from(files).orderBy(asc(files.blobUri));
    expect(stored).toEqual(rows);
  });

  it('spells the array text PostgreSQL reads back', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(null)).toBeNull();
    expect(arrayLiteral(['a"b', 'c\\d', null])).toBe('{"a\\"b","c\\\\d",NULL}');
  });

  it('refuses a row that leaves out a column the first row gives', async () => {
    const incomplete = { ...fileRow(9, []), category: undefined } as unknown as typeof files.$inferInsert;
    await expect(bulkInsert(opened.db, files, [fileRow(8, []), incomplete])).rejects.toThrow(
      'files row without category',
    );
  });
});
