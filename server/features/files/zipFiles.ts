/**
 * downloadMultipleFiles: a real .zip (yazl) streamed as it is built. Each entry is named by its
 * path without the client folder; if two clients' files would share a name, the later keeps its
 * full path.
 *
 * Every file is opened before the 200 starts (storage.open), and the zip reads from those open
 * files: a file that another request deletes or replaces meanwhile keeps its bytes for an open
 * reader (a descriptor on disk, a read already under way in Azure), so the zip holds each file
 * whole, as it was when asked.
 * Whatever ends the download (done, the client gone, a read error) closes every file; an error ends
 * this response only.
 */
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { attachment } from '../../lib/contentDisposition';
import { notFound } from '../../lib/errors';
import type { DocumentStorage, OpenedObject } from '../../storage/documentStorage';
import type { FileRow } from './fileAccess';

interface OpenedFile {
  row: FileRow;
  object: OpenedObject;
}

/** Opens every file (404 naming the first one missing), closing those opened if one fails. */
async function openAll(storage: DocumentStorage, rows: readonly FileRow[]): Promise<OpenedFile[]> {
  const opened: OpenedFile[] = [];
  try {
    for (const row of rows) {
      const object = await storage.open(row.blobUri);
      if (!object) throw notFound(`No existe el fichero ${row.blobUri}.`);
      opened.push({ row, object });
    }
    return opened;
  } catch (error) {
    await Promise.all(opened.map((file) => file.object.close()));
    throw error;
  }
}

export async function zipResponse(
  storage: DocumentStorage,
  rows: readonly FileRow[],
  filename = 'archivos.zip',
): Promise<Response> {
  const opened = await openAll(storage, rows);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const reading = new Set<Readable>();
  const names = new Set<string>();
  for (const { row, object } of opened) {
    const inClient = row.blobUri.slice(row.blobUri.indexOf('/') + 1);
    const name = names.has(inClient) ? row.blobUri : inClient;
    names.add(name);
    zip.addReadStreamLazy(name, { mtime: row.lastModified }, (callback) => {
      // The files are closed together at the end, not by each stream.
      const stream = object.stream();
      reading.add(stream);
      stream.once('close', () => reading.delete(stream));
      callback(null, stream);
    });
  }
  zip.end();

  let released = false;
  output.once('close', () => {
    if (released) return;
    released = true;
    for (const stream of reading) stream.destroy();
    void Promise.all(opened.map((file) => file.object.close()));
  });
  // yazl reports any failure of an entry here; without a listener it would end the process.
  zip.on('error', (error: Error) => {
    if (!output.destroyed) console.error('[api] downloadMultipleFiles: zip stream failed:', error);
    output.destroy(error);
  });
  return new Response(Readable.toWeb(output) as ReadableStream, {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': attachment(filename) },
  });
}
