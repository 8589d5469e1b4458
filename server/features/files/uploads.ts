/**
 * Uploads into a client's folder (uploadFile, uploadFileWeb, uploadMultipleFiles): every file is
 * staged on disk while the body streams in (multipartStaging.ts, which enforces the size limit),
 * checked (name, content and type, the client's quota: storageQuota.ts) before any is stored, renamed into place atomically and recorded in `files` with
 * its tags and metadata so that listings show it. A file with the same path is replaced, tags
 * included, only by a user who may delete it (deleteFiles.ts mayDeleteFile); never in a system
 * folder (uploadTargets.ts).
 */
import { extname } from 'node:path';
import { inArray, like, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import { UploadFileExtension } from '../../generated/model/uploadFileExtension.zod';
import { badRequest, forbidden, unsupportedMediaType } from '../../lib/errors';
import { countUploads } from '../../operations/metrics';
import type { DocumentStorage } from '../../storage/documentStorage';
import { mayDeleteFile } from './deleteFiles';
import { canSeeFile, type FileRow, type FileScope, type FileUser } from './fileAccess';
import { type FileItem, fileItem } from './fileItems';
import type { StagedFile } from './multipartStaging';
import { checkFileName } from './storagePaths';
import { requireStorageQuota } from './storageQuota';

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
function groupOf(folderSegments: readonly string[]): string {
  const second = folderSegments[1];
  return second && documentGroup.test(second) ? second : 'MISDOCUMENTOS';
}

/** The stored content type of each extension the contract accepts (UploadFileExtension). */
const typesByExtension: Readonly<Record<UploadFileExtension, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The contract's extension of a file name, or undefined when it has none the contract accepts. */
function acceptedExtension(name: string): UploadFileExtension | undefined {
  const parsed = UploadFileExtension.safeParse(extname(name).slice(1).toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

/**
 * Only documents and images with content are stored: an empty file is a mistake of the sender
 * (400), and a program, a script or an archive (anything outside the contract's list) is refused
 * with 415, its message listing what is accepted, so that a portal user is never handed something that runs.
 */
function checkContents(parts: readonly StagedFile[], field: string): UploadFileExtension[] {
  return parts.map((part) => {
    const extension = acceptedExtension(part.name);
    if (!extension) {
      const accepted = UploadFileExtension.options;
      throw unsupportedMediaType(
        `No se admite el fichero «${part.name}»: solo se pueden subir documentos e imágenes (${accepted.join(', ')}).`,
        field,
      );
    }
    if (part.size === 0)
      throw badRequest(
        `El fichero «${part.name}» está vacío (0 bytes): elija el fichero con su contenido.`,
        field,
      );
    return extension;
  });
}

export interface UploadTarget {
  /** Destination folder, already checked: clientId first. */
  folder: readonly string[];
  clientId: number;
  centerId: number | null;
  tags: readonly string[];
}

/** Names of every part, checked before anything is stored. */
function checkNames(parts: readonly StagedFile[], field: string): void {
  const names = new Set<string>();
  for (const part of parts) {
    if (!part.name) throw badRequest('Cada fichero debe llevar su nombre en la parte multipart.', field);
    const name = checkFileName(part.name, field);
    if (names.has(name)) throw badRequest(`El fichero "${name}" está repetido en la petición.`, field);
    names.add(name);
  }
}

export interface UploadDeps {
  db: Database;
  storage: DocumentStorage;
  /** Who uploads: recorded as the uploader, and held to the delete rule when replacing. */
  uploader: FileUser;
  /** What one client's uploads may take in all (storageQuota.ts). */
  quotaBytes: number;
}

/** What an upload needs from the request context: the storage, who uploads and the quota. */
export function uploadDeps(context: {
  db: Database;
  storage: DocumentStorage;
  config: { limits: { storagePerClientBytes: number } };
  requireUser(): SessionUser;
}): UploadDeps {
  const { email, role } = context.requireUser();
  return {
    db: context.db,
    storage: context.storage,
    uploader: { email, role },
    quotaBytes: context.config.limits.storagePerClientBytes,
  };
}

/**
 * Replacing a stored file removes what it held, so it takes the right to delete it: the file must
 * be one the user sees (a file of a center the user does not see, or whose row names another
 * client, stays as it is) and one the user may delete (a client replaces only their own uploads,
 * never what the company put in their folder). Otherwise 403, and nothing is stored. Folders are
 * one namespace per client, so the refusal says only that the name is taken by someone else's
 * file, the same words whether the user sees that file or not: a file of another center is not
 * told apart from a colleague's.
 */
function requireReplaceable(scope: FileScope, uploader: FileUser, existing: readonly FileRow[]): void {
  const kept = existing.find((row) => !canSeeFile(scope, row) || !mayDeleteFile(uploader, row));
  if (kept) {
    throw forbidden(
      `Ya existe el fichero ${kept.blobUri} y lo subió otro usuario: solo quien puede borrarlo puede reemplazarlo. Súbalo con otro nombre.`,
    );
  }
}

const folderClash = (folder: readonly string[]) =>
  badRequest(
    `No se puede guardar en "${folder.join('/')}": ya existe una carpeta o un fichero con ese nombre.`,
    'folder',
  );

/** A destination that is a folder (or a folder path through a file) is the request's mistake. */
function storageConflict(error: unknown, folder: readonly string[]): unknown {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOTEMPTY')
    return folderClash(folder);
  return error;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Folders are virtual, so a path is a file or a folder, never both: a new file may not be named as a
 * folder that has files, nor lie below a stored file. Checked on the rows, not on the storage, so
 * that the rule is the same on disk (where the file system would refuse it too) and in Azure Blob
 * Storage (where blob names are free text).
 */
async function requireNoFolderClash(
  tx: Pick<Database, 'select'>,
  folder: readonly string[],
  blobUris: readonly string[],
): Promise<void> {
  const ancestors = folder.map((_, i) => folder.slice(0, i + 1).join('/'));
  const [clash] = await tx
    .select({ blobUri: files.blobUri })
    .from(files)
    .where(
      or(
        inArray(files.blobUri, ancestors),
        ...blobUris.map((uri) => like(files.blobUri, `${escapeLike(uri)}/%`)),
      ),
    )
    .limit(1);
  if (clash) throw folderClash(folder);
}

/**
 * Stores staged files (stageMultipart) in the target folder: names checked first, then in one
 * transaction the existing rows are checked (requireReplaceable), the rows written and each staged
 * file committed into place (storage.commit: a rename on disk, a server-side copy in Azure). A failure rolls the rows back; staged files left over are removed by the
 * request's end (uploadBody.ts).
 */
export async function storeUploads(
  deps: UploadDeps,
  scope: FileScope,
  target: UploadTarget,
  parts: readonly StagedFile[],
  field: string,
): Promise<FileItem[]> {
  checkNames(parts, field);
  const extensions = checkContents(parts, field);
  const now = new Date();
  const rows: FileRow[] = parts.map((part, i) => ({
    blobUri: [...target.folder, part.name].join('/'),
    clientId: target.clientId,
    centerId: target.centerId,
    name: part.name,
    contentType: typesByExtension[extensions[i] as UploadFileExtension],
    size: part.size,
    tags: [...target.tags],
    category: 'FILE',
    group: groupOf(target.folder),
    kind: 'OTROS',
    lastModified: now,
    uploadedBy: deps.uploader.email,
  }));
  try {
    await deps.db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(files)
        .where(
          inArray(
            files.blobUri,
            rows.map((row) => row.blobUri),
          ),
        );
      requireReplaceable(scope, deps.uploader, existing);
      await requireStorageQuota(tx, target.clientId, rows, existing, deps.quotaBytes);
      await requireNoFolderClash(
        tx,
        target.folder,
        rows.map((row) => row.blobUri),
      );
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
      for (const [i, part] of parts.entries()) {
        const row = rows[i] as FileRow;
        await deps.storage.commit(part.staged, row.blobUri);
      }
    });
  } catch (error) {
    throw storageConflict(error, target.folder);
  }
  countUploads(rows);
  return rows.map((row) => fileItem(row, undefined, scope.user));
}

/** One file (uploadFile, uploadFileWeb). */
export async function storeUpload(
  deps: UploadDeps,
  scope: FileScope,
  target: UploadTarget,
  part: StagedFile,
): Promise<FileItem> {
  const [item] = await storeUploads(deps, scope, target, [part], 'file');
  if (!item) throw new Error('storeUploads stored nothing');
  return item;
}
