/**
 * downloadMultipleFiles: a real .zip (yazl) streamed as it is built. Each entry is named by its
 * path without the client folder; if two clients' files would share a name, the later keeps its
 * full path.
 *
 * The files are opened one at a time, each when its turn in the zip comes, and closed as soon as
 * its bytes are in: a reader that stops reading holds one open file at most (a descriptor on disk,
 * a read in Azure), whatever the zip's length. The first is opened before the 200, so a storage
 * that fails outright is an error answer rather than a broken zip. A file once opened keeps the
 * bytes it had then for this reader, whatever another request does to it meanwhile (storage.open);
 * one deleted before its turn is left out, and the zip ends with a note naming what is missing.
 * Whatever ends the download (done, the client gone, a read error) closes the open file and
 * releases the download's place (downloadSlots.ts); an error ends this response only.
 */
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { attachment } from '../../lib/contentDisposition';
import { processLogger } from '../../operations/logger';
import type { DocumentStorage, OpenedObject } from '../../storage/documentStorage';
import type { ReleaseSlot } from './downloadSlots';
import type { FileRow } from './fileAccess';

/** The entry that lists the files gone before their turn. */
const missingNoteName = 'FICHEROS NO INCLUIDOS.txt';

/** Each row with its entry name: its path without the client folder, unless already taken. */
function entryNames(rows: readonly FileRow[]) {
  const names = new Set<string>([missingNoteName]);
  return rows.map((row) => {
    const inClient = row.blobUri.slice(row.blobUri.indexOf('/') + 1);
    const name = names.has(inClient) ? row.blobUri : inClient;
    names.add(name);
    return { row, name };
  });
}

function missingNote(names: readonly string[]): Buffer {
  const lines = [
    'Estos ficheros se borraron mientras se preparaba la descarga y no están en el .zip:',
    '',
    ...names.map((name) => `- ${name}`),
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

export async function zipResponse(
  storage: DocumentStorage,
  rows: readonly FileRow[],
  options: { filename?: string; release?: ReleaseSlot } = {},
): Promise<Response> {
  const entries = entryNames(rows);
  const opened: (OpenedObject | undefined)[] = [];
  // The first file before the 200 (see above); the rest in turn.
  const [first] = entries;
  if (first) opened.push(await storage.open(first.row.blobUri));

  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  let reading: { object: OpenedObject; stream: Readable } | undefined;
  let stopped = false;
  output.once('close', () => {
    stopped = true;
    reading?.stream.destroy();
    void reading?.object.close();
    void opened[0]?.close();
    options.release?.();
  });
  // yazl reports any failure of an entry here; without a listener it would end the process.
  const fail = (error: Error) => {
    if (!output.destroyed) processLogger.error({ err: error }, 'zip stream failed');
    output.destroy(error);
  };
  zip.on('error', fail);

  const addInTurn = async () => {
    const missing: string[] = [];
    for (const [index, { row, name }] of entries.entries()) {
      const object = index === 0 ? opened[0] : await storage.open(row.blobUri);
      if (!object) {
        missing.push(name);
        continue;
      }
      if (stopped) return object.close();
      const stream = object.stream();
      reading = { object, stream };
      zip.addReadStream(stream, name, { mtime: row.lastModified, size: object.size });
      try {
        await finished(stream);
      } finally {
        reading = undefined;
        await object.close();
      }
      if (stopped) return;
    }
    if (missing.length > 0) zip.addBuffer(missingNote(missing), missingNoteName, { mtime: new Date() });
    zip.end();
  };
  addInTurn().catch((error: unknown) => {
    // The client going away destroys the stream being read: not a failure of the zip.
    if (!stopped) fail(error instanceof Error ? error : new Error(String(error)));
  });

  return new Response(Readable.toWeb(output) as ReadableStream, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachment(options.filename ?? 'archivos.zip'),
    },
  });
}
