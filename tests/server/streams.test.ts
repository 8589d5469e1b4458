/**
 * Streamed answers (a .zip of files, one stored file, an .xlsx export) against what can happen
 * while they stream: another request deletes or replaces a file being sent, the reader goes away
 * midway, the rows of an export fail halfway. Each case ends that answer only: the bytes sent are
 * whole or the answer is cut, no file stays open, nothing escapes as an unhandled error. The files
 * cases run on both document storages (the local folder, Azure Blob Storage on Azurite).
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UploadMultipleFilesResponse } from '../../server/generated/files/files.zod';
import { xlsxResponse } from '../../server/lib/xlsx';
import { processLogger } from '../../server/operations/logger';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { unzip } from '../support/unzip';
import { present } from './support/http';
import { stopAzurite, storageKinds, storageOptions } from './support/storages';

let api: TestApi;
const GESTOR = 'gestor@demo.es';

afterAll(() => stopAzurite());

/** Uploads files into a folder of client 1 and answers their blobUris. */
async function uploaded(folder: string, contents: Record<string, Buffer>): Promise<string[]> {
  const files = Object.entries(contents).map(([name, bytes]) => new File([new Uint8Array(bytes)], name));
  const response = await api.as(GESTOR).POST('/uploadMultipleFiles', { body: { folder, files } });
  expect(response.status).toBe(200);
  return UploadMultipleFilesResponse.parse(await response.json()).items.map((item) => item.blobUri);
}

const deleteFile = (blobUri: string) =>
  api.as(GESTOR).DELETE('/deleteFile', { params: { query: { blobUri } } });

/** Open file descriptors of this process (Linux). */
const openDescriptors = async () => (await readdir('/proc/self/fd')).length;

/**
 * Waits until every stored object a download opened is closed again (closing is asynchronous) and,
 * on the local folder, the open descriptors are back to `baseline`.
 */
async function everythingClosed(baseline: number) {
  await vi.waitFor(
    async () => {
      expect(api.openObjects()).toBe(0);
      if (api.storageKind === 'disco') expect(await openDescriptors()).toBeLessThanOrEqual(baseline);
    },
    { timeout: 3000, interval: 25 },
  );
}

/** Reads one chunk of a streamed answer, then goes away as a client closing the tab would. */
async function readSomeThenCancel(response: Response): Promise<number> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const first = await reader.read();
  await reader.cancel();
  return first.value?.byteLength ?? 0;
}

describe.each(storageKinds)('almacenamiento %s', (kind) => {
  beforeAll(async () => {
    api = await createTestApi({ tickets: 100, ...(await storageOptions(kind)) });
  }, 120_000);
  afterAll(() => api?.close());

  describe('downloadMultipleFiles', () => {
    it('sends each file as it is when its turn comes: whole once opened, left out and named if deleted before', async () => {
      const original = {
        'grande.pdf': randomBytes(3 * 1024 * 1024),
        'contrato.pdf': Buffer.from('versión 1'),
        'anexo.pdf': Buffer.from('anexo'),
      };
      const [big, contract, annex] = await uploaded('1/MISDOCUMENTOS/ZipCarrera', original);
      const response = await api.as(GESTOR).POST('/downloadMultipleFiles', {
        body: { blobFilenameList: [present(big), present(contract), present(annex)] },
      });
      expect(response.status).toBe(200);
      // Unread, the zip is still on its first file: that one alone is open.
      expect(api.openObjects()).toBe(1);

      // Meanwhile the open file goes, the next is replaced and the last goes before its turn.
      expect((await deleteFile(String(big))).status).toBe(200);
      await uploaded('1/MISDOCUMENTOS/ZipCarrera', { 'contrato.pdf': Buffer.from('versión 2, más larga') });
      expect((await deleteFile(String(annex))).status).toBe(200);

      const entries = unzip(Buffer.from(await response.arrayBuffer()));
      expect([...entries.keys()]).toEqual([
        'MISDOCUMENTOS/ZipCarrera/grande.pdf',
        'MISDOCUMENTOS/ZipCarrera/contrato.pdf',
        'FICHEROS NO INCLUIDOS.txt',
      ]);
      expect(entries.get('MISDOCUMENTOS/ZipCarrera/grande.pdf')?.equals(original['grande.pdf'])).toBe(true);
      expect(entries.get('MISDOCUMENTOS/ZipCarrera/contrato.pdf')?.toString()).toBe('versión 2, más larga');
      expect(entries.get('FICHEROS NO INCLUIDOS.txt')?.toString()).toMatch(
        /se borraron mientras se preparaba la descarga[\s\S]*- MISDOCUMENTOS\/ZipCarrera\/anexo\.pdf/,
      );
      await everythingClosed(Number.POSITIVE_INFINITY);
    });

    it('closes every file when the client goes away midway', async () => {
      const files = await uploaded('1/MISDOCUMENTOS/ZipCorte', {
        'a.pdf': randomBytes(2 * 1024 * 1024),
        'b.pdf': randomBytes(2 * 1024 * 1024),
        'c.pdf': randomBytes(1024),
      });
      const baseline = await openDescriptors();
      const response = await api
        .as(GESTOR)
        .POST('/downloadMultipleFiles', { body: { blobFilenameList: files } });
      expect(response.status).toBe(200);
      // One file at a time: the first is open, the others wait for their turn.
      expect(api.openObjects()).toBe(1);
      if (kind === 'disco') expect(await openDescriptors()).toBeGreaterThanOrEqual(baseline + 1);
      expect(await readSomeThenCancel(response)).toBeGreaterThan(0);
      await everythingClosed(baseline);

      const again = await api
        .as(GESTOR)
        .POST('/downloadMultipleFiles', { body: { blobFilenameList: files } });
      expect(unzip(Buffer.from(await again.arrayBuffer())).size).toBe(3);
    });

    it('leaves out a file whose bytes are gone, and names it, leaving nothing open', async () => {
      const [kept, gone] = await uploaded('1/MISDOCUMENTOS/ZipFalta', {
        'queda.pdf': Buffer.from('queda'),
        'se-va.pdf': Buffer.from('se va'),
      });
      // Gone from the storage but still listed: the bytes went missing behind the API's back.
      await api.storage.remove([String(gone)]);
      const baseline = await openDescriptors();
      const response = await api
        .as(GESTOR)
        .POST('/downloadMultipleFiles', { body: { blobFilenameList: [present(gone), present(kept)] } });
      expect(response.status).toBe(200);
      const entries = unzip(Buffer.from(await response.arrayBuffer()));
      expect(entries.get('MISDOCUMENTOS/ZipFalta/queda.pdf')?.toString()).toBe('queda');
      expect(entries.has('MISDOCUMENTOS/ZipFalta/se-va.pdf')).toBe(false);
      expect(entries.get('FICHEROS NO INCLUIDOS.txt')?.toString()).toContain(
        '- MISDOCUMENTOS/ZipFalta/se-va.pdf',
      );
      await everythingClosed(baseline);
    });
  });

  describe('downloadFile', () => {
    it('sends the file whole when it is deleted while streaming', async () => {
      const bytes = randomBytes(3 * 1024 * 1024);
      const [blobUri] = await uploaded('1/MISDOCUMENTOS/UnoCarrera', { 'informe.pdf': bytes });
      const response = await api
        .as(GESTOR)
        .GET('/downloadFile', { params: { query: { filename: String(blobUri) } } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Length')).toBe(String(bytes.length));
      expect((await deleteFile(String(blobUri))).status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('closes the file when the client goes away midway', async () => {
      const [blobUri] = await uploaded('1/MISDOCUMENTOS/UnoCorte', {
        'informe.pdf': randomBytes(4 * 1024 * 1024),
      });
      const baseline = await openDescriptors();
      const response = await api
        .as(GESTOR)
        .GET('/downloadFile', { params: { query: { filename: String(blobUri) } } });
      expect(response.status).toBe(200);
      expect(api.openObjects()).toBe(1);
      expect(await readSomeThenCancel(response)).toBeGreaterThan(0);
      await everythingClosed(baseline);
    });
  });

  // Exports do not touch the document storage: once is enough.
  describe.skipIf(kind === 'azure')('xlsx exports', () => {
    const columns = [{ header: 'Número', key: 'n' as const, kind: 'number' as const }];

    it('ends the answer (and logs) when its rows fail halfway, without touching the process', async () => {
      const logged = vi.spyOn(processLogger, 'error').mockImplementation(() => undefined);
      try {
        async function* failing() {
          yield Array.from({ length: 100 }, (_, n) => ({ n }));
          throw new Error('la base de datos se ha ido');
        }
        const response = xlsxResponse('roto.xlsx', [{ name: 'Hoja', columns, rows: failing() }]);
        await expect(response.arrayBuffer()).rejects.toThrow();
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ err: expect.any(Error), file: 'roto.xlsx' }),
          'export stream failed',
        );
      } finally {
        logged.mockRestore();
      }
      // The API goes on.
      expect((await api.as(GESTOR).GET('/getClients')).status).toBe(200);
    });

    it('stops reading rows once the client goes away', async () => {
      let batches = 0;
      let closed = false;
      async function* endless() {
        try {
          for (;;) {
            batches++;
            // As a database page would, each batch takes a turn of the event loop.
            await new Promise((resolve) => setImmediate(resolve));
            yield Array.from({ length: 2000 }, (_, n) => ({ n: batches * 2000 + n }));
          }
        } finally {
          closed = true;
        }
      }
      const logged = vi.spyOn(console, 'error');
      const response = xlsxResponse('infinito.xlsx', [{ name: 'Hoja', columns, rows: endless() }]);
      // Read until the rows are being read (the workbook's first parts come before them).
      const reader = response.body?.getReader();
      if (!reader) throw new Error('no body');
      while (batches === 0) if ((await reader.read()).done) throw new Error('ended before its rows');
      await reader.cancel();
      await vi.waitFor(() => expect(closed).toBe(true), { timeout: 3000 });
      const readBeforeStop = batches;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(batches).toBe(readBeforeStop);
      // A client leaving is not an error of the server.
      expect(logged).not.toHaveBeenCalled();
      logged.mockRestore();
    });
  });
});
