/**
 * Who may touch a stored file. The explorer serves normal and digitalized clients alike (there is
 * no digitalized variant of the file operations), so a user's file scope is the union of both
 * variants. A file belongs to the client of its first path segment; a file tied to a center is
 * also limited to the users who see that center, as its document is in the lists.
 */
import { inArray } from 'drizzle-orm';
import type { Scope, ScopeVariant } from '../../auth/scope';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { requireVisible } from '../../lib/visibleRecord';
import { parseBlobUri } from './storagePaths';

export type FileRow = typeof files.$inferSelect;

/** Who asks, as far as deleting files goes (deleteFiles.ts mayDeleteFile). */
export interface FileUser {
  email: string;
  role: number;
}

export interface FileScope {
  clientIds: ReadonlySet<number>;
  centerIds: ReadonlySet<number>;
  /** When given, listed files say whether this user may delete them (FileItem.eliminable). */
  user?: FileUser | undefined;
}

export async function fileScope(
  scope: (variant?: ScopeVariant) => Promise<Scope>,
  user?: FileUser,
): Promise<FileScope> {
  const [normal, digitalized] = await Promise.all([scope('normal'), scope('digitalized')]);
  return {
    clientIds: new Set([...normal.clientIds, ...digitalized.clientIds]),
    centerIds: new Set([...normal.centerIds, ...digitalized.centerIds]),
    user,
  };
}

export function canSeeFile(scope: FileScope, file: { clientId: number; centerId: number | null }): boolean {
  return scope.clientIds.has(file.clientId) && (file.centerId === null || scope.centerIds.has(file.centerId));
}

export function requireFileClient(scope: FileScope, clientId: number): void {
  if (!scope.clientIds.has(clientId)) throw forbidden('No tiene acceso a los ficheros de este cliente.');
}

/**
 * The stored files a request names (duplicates ignored), checked all before anything is done with
 * them: a path that is not allowed is 400; an unknown file, or one the user does not see, 404
 * (alike: lib/visibleRecord.ts).
 */
export async function requireFiles(
  db: Database,
  scope: FileScope,
  blobUris: readonly string[],
  field: string,
): Promise<FileRow[]> {
  const parsed = new Map(blobUris.map((raw) => parseBlobUri(raw, field)).map((p) => [p.blobUri, p.clientId]));
  const wanted = [...parsed.keys()];
  if (wanted.length === 0) return [];
  const rows = await db.select().from(files).where(inArray(files.blobUri, wanted));
  const byUri = new Map(rows.map((row) => [row.blobUri, row]));
  // The owner is the path's first segment (the contract) and the row's client: both must be granted.
  const seen = (row: FileRow) => scope.clientIds.has(parsed.get(row.blobUri) ?? 0) && canSeeFile(scope, row);
  return wanted.map((uri) => requireVisible(byUri.get(uri), seen, `No existe el fichero ${uri}.`));
}
