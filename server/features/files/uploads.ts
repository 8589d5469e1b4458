/**
 * Uploads into a client's folder (uploadFile, uploadFileWeb, uploadMultipleFiles): every file is
 * checked (name, size) before any is stored, written atomically under the storage root, and
 * recorded in `files` with its tags and metadata so that listings show it. A file with the same
 * path is replaced, tags included.
 */
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import { badRequest, tooLarge } from '../../lib/errors';
import { type PendingWrite, writeTemporary } from './atomicWrite';
import type { FileRow } from './fileAccess';
import { type FileItem, fileItem } from './fileItems';
import { absoluteStoragePath, checkFileName } from './storagePaths';

/** The contract's tags parameter: comma separated, trimmed, empty ones ignored, 1 to 64 characters, at most 20. */
export function parseTags(raw: string | undefined, field = 'tags'): string[] {
  const tags = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t !== ''),
    ),
  ];
  if (tags.length > 20) throw badRequest('Indique como máximo 20 etiquetas.', field);
  const long = tags.find((t) => t.length > 64);
  if (long) throw badRequest(`La etiqueta "${long.slice(0, 20)}…" supera los 64 caracteres.`, field);
  return tags;
}

const documentGroup =
  /^(AUTORIZACIONES|DOCUMENTACIONCOMERCIAL|DOCUMENTACIONLEGAL|CERTIFICACIONES|CONOCE[A-Z0-9]+|MISDOCUMENTOS|INFORMESPERSONALIZADOS)$/;

/** The group of a file: the second segment of its path when it is a DocumentGroup. */
export function groupOf(folderSegments: readonly string[]): string {
  const second = folderSegments[1];
  return second && documentGroup.test(second) ? second : 'MISDOCUMENTOS';
}

const typesByExtension: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.zip': 'application/zip',
};

/** The stored content type: from the extension when known, else the part's own type if well formed. */
export function contentTypeOf(name: string, declared: string): string {
  const known = typesByExtension[extname(name).toLowerCase()];
  if (known) return known;
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(type) ? type : 'application/octet-stream';
}

export interface UploadTarget {
  /** Destination folder, already checked: clientId first. */
  folder: readonly string[];
  clientId: number;
  centerId: number | null;
  tags: readonly string[];
}

interface NamedUpload {
  name: string;
  blob: Blob;
}

/** Names and sizes of every part, checked before anything is written. */
function checkUploads(parts: readonly Blob[], maxBytes: number, field: string): NamedUpload[] {
  const uploads = parts.map((blob) => {
    const name = blob instanceof File ? blob.name : '';
    if (!name) throw badRequest('Cada fichero debe llevar su nombre en la parte multipart.', field);
    return { name: checkFileName(name, field), blob };
  });
  const names = new Set<string>();
  for (const { name } of uploads) {
    if (names.has(name)) throw badRequest(`El fichero "${name}" está repetido en la petición.`, field);
    names.add(name);
  }
  const oversized = uploads.find((u) => u.blob.size > maxBytes);
  if (oversized) {
    throw tooLarge(
      `El fichero "${oversized.name}" supera el tamaño máximo de ${Math.round(maxBytes / 1024 / 1024)} MB.`,
    );
  }
  return uploads;
}

export interface UploadDeps {
  db: Database;
  storageRoot: string;
  maxBytes: number;
  uploadedBy: string;
}

/** What an upload needs from the request context: storage root, size limit, who uploads. */
export function uploadDeps(context: {
  db: Database;
  config: ServerConfig;
  requireUser(): SessionUser;
}): UploadDeps {
  return {
    db: context.db,
    storageRoot: context.config.storageRoot,
    maxBytes: context.config.uploadLimitBytes,
    uploadedBy: context.requireUser().email,
  };
}

export async function storeUploads(
  deps: UploadDeps,
  target: UploadTarget,
  parts: readonly Blob[],
  field: string,
): Promise<FileItem[]> {
  const uploads = checkUploads(parts, deps.maxBytes, field);
  const pending: PendingWrite[] = [];
  const rows: FileRow[] = [];
  try {
    for (const upload of uploads) {
      const segments = [...target.folder, upload.name];
      const destination = absoluteStoragePath(deps.storageRoot, segments);
      const source = Readable.fromWeb(upload.blob.stream() as WebReadableStream<Uint8Array>);
      const written = await writeTemporary(destination, source, deps.maxBytes);
      pending.push(written);
      rows.push({
        blobUri: segments.join('/'),
        clientId: target.clientId,
        centerId: target.centerId,
        name: upload.name,
        contentType: contentTypeOf(upload.name, upload.blob.type),
        size: written.size,
        tags: [...target.tags],
        category: 'FILE',
        group: groupOf(target.folder),
        kind: 'OTROS',
        lastModified: new Date(),
        uploadedBy: deps.uploadedBy,
      });
    }
    // The rows and the renames together: a failed rename rolls the rows back.
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(files)
        .values(rows)
        .onConflictDoUpdate({
          target: files.blobUri,
          set: {
            clientId: sql`excluded.client_id`,
            centerId: sql`excluded.center_id`,
            name: sql`excluded.name`,
            contentType: sql`excluded.content_type`,
            size: sql`excluded.size`,
            tags: sql`excluded.tags`,
            category: sql`excluded.category`,
            group: sql`excluded."group"`,
            kind: sql`excluded.kind`,
            lastModified: sql`excluded.last_modified`,
            uploadedBy: sql`excluded.uploaded_by`,
          },
        });
      for (const write of pending) await write.commit();
    });
  } catch (error) {
    await Promise.all(pending.map((write) => write.discard()));
    throw error;
  }
  return rows.map((row) => fileItem(row));
}

/** One file (uploadFile, uploadFileWeb). */
export async function storeUpload(deps: UploadDeps, target: UploadTarget, part: Blob): Promise<FileItem> {
  const [item] = await storeUploads(deps, target, [part], 'file');
  if (!item) throw new Error('storeUploads stored nothing');
  return item;
}
