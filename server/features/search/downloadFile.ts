/**
 * One stored document streamed to the user: the path is checked (no way out of the storage root),
 * the document must be known (404), of a client and center the user may see (403), and present on
 * disk (404).
 */
import { finished, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import { attachment } from '../../lib/contentDisposition';
import { notFound } from '../../lib/errors';
import { requireStorageKey } from '../../lib/storagePath';
import { requireVisible } from '../../lib/visibleRecord';
import type { DocumentStorage } from '../../storage/documentStorage';
import type { ReleaseSlot } from '../files/downloadSlots';

/** A file of a client the scope reaches and, when it belongs to a center, of a center it reaches. */
function scopeReaches(scope: Scope, file: { clientId: number; centerId: number | null }): boolean {
  if (!scope.clientIds.has(file.clientId)) return false;
  return file.centerId === null || scope.centerIds.has(file.centerId);
}

/** What a download reads of a stored file: whose it is, and how it is named and typed. */
const downloadColumns = {
  clientId: files.clientId,
  centerId: files.centerId,
  name: files.name,
  contentType: files.contentType,
};

export async function downloadStoredFile(
  db: Database,
  storage: DocumentStorage,
  scope: Scope,
  filename: string,
  /** Frees the download's place (downloadSlots.ts) once its stream is done. */
  release: ReleaseSlot,
): Promise<Response> {
  const key = requireStorageKey(filename, 'filename');
  const [fileFound] = await db.select(downloadColumns).from(files).where(eq(files.blobUri, key));
  const file = requireVisible(
    fileFound,
    (found) => scopeReaches(scope, found),
    'No existe el documento solicitado.',
  );

  // Opened before the 200 starts, and streamed from the open object: a delete or a replacement by
  // another request meanwhile leaves this download whole (storage.open). The object is closed when
  // the stream ends, fails or the client goes away (Readable.toWeb destroys it), and the
  // download's place released with it.
  const object = await storage.open(key);
  if (!object) throw notFound('El documento no está en el almacenamiento.');
  const stream = object.stream();
  finished(stream, () => {
    void object.close();
    release();
  });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': file.contentType || 'application/octet-stream',
      'Content-Length': String(object.size),
      'Content-Disposition': attachment(file.name),
    },
  });
}
