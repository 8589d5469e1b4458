/**
 * The global search's documents carry their document type (docs/product-rules.md#documents: Factura,
 * FacturaProforma, Albaran, TicketDePeso, Di: the contract's DocumentType) when the file is one of those,
 * null for any other file, and always the file's category (DocumentCategory) as the explorer shows it.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { SearchFilesResponse } from '../../server/generated/search/search.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { ok } from './support/http';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ tickets: 300 });
}, 120_000);
afterAll(() => api?.close());

const expected = [
  ['FACTURA', 'Factura'],
  ['FACTURAPROFORMA', 'FacturaProforma'],
  ['ALBARAN', 'Albaran'],
  ['TICKETDEPESO', 'TicketDePeso'],
  ['DI', 'Di'],
  ['AUTORIZACIONES', null],
  ['MISDOCUMENTOS', null],
  ['CERTIFICACIONES', null],
  ['CONOCEACEITE', null],
] as const;

describe('POST /search/files: document type and category', () => {
  it.each(expected)('a %s file has the document type %s', async (category, documentType) => {
    const [file] = await api.db
      .select()
      .from(files)
      .where(eq(files.category, category))
      .orderBy(asc(files.blobUri))
      .limit(1);
    if (!file) throw new Error(`the seed has no ${category} file`);
    // Administrators see every client's files; the file is found by its own name.
    const page = await ok(
      await api.unchecked(
        'admin@demo.es',
        'POST',
        `/search/files?take=0&text=${encodeURIComponent(file.name.replaceAll('_', ' '))}`,
      ),
      SearchFilesResponse,
    );
    const found = page.items.find((item) => item.filePath === file.blobUri);
    expect(found, `${file.blobUri} among ${page.total}`).toBeDefined();
    expect(found).toMatchObject({ category, documentType });
  });
});
