/**
 * downloadMultipleFiles: a real .zip (yazl) streamed as it is built. Each entry is named by its
 * path without the client folder; if two clients' files would share a name, the later keeps its
 * full path.
 */
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { attachment } from '../../lib/contentDisposition';
import { notFound } from '../../lib/errors';
import type { FileRow } from './fileAccess';
import { absoluteStoragePath } from './storagePaths';

export async function zipResponse(
  storageRoot: string,
  rows: readonly FileRow[],
  filename = 'archivos.zip',
): Promise<Response> {
  // Every file's bytes must be there before the 200 starts: a zip cannot fail halfway cleanly.
  await Promise.all(
    rows.map((row) =>
      stat(absoluteStoragePath(storageRoot, row.blobUri.split('/'))).catch(() => {
        throw notFound(`No existe el fichero ${row.blobUri}.`);
      }),
    ),
  );
  const zip = new yazl.ZipFile();
  const names = new Set<string>();
  for (const row of rows) {
    const inClient = row.blobUri.slice(row.blobUri.indexOf('/') + 1);
    const name = names.has(inClient) ? row.blobUri : inClient;
    names.add(name);
    zip.addFile(absoluteStoragePath(storageRoot, row.blobUri.split('/')), name, { mtime: row.lastModified });
  }
  zip.end();
  return new Response(Readable.toWeb(zip.outputStream as Readable) as ReadableStream, {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': attachment(filename) },
  });
}
