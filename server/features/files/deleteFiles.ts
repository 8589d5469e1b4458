/**
 * deleteFile and deleteMultipleFiles: everything is checked first (files the user sees, none in a
 * system folder: systemFolders.ts, and for a client only their own uploads), then rows and bytes
 * go together.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import { isStaff } from '../../generated/roles';
import { forbidden } from '../../lib/errors';
import type { DocumentStorage } from '../../storage/documentStorage';
import { type FileRow, type FileScope, type FileUser, requireFiles } from './fileAccess';
import { isSystemFile, requireUserFile } from './systemFolders';

/** The same address, whatever its case (uploads record the uploader's e-mail). */
const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Who may delete a stored file they see: nobody one in a system folder (it belongs to a record); a
 * client (role 0) only the files they uploaded themselves, since a client's folder is shared by
 * all its users and holds what the company put there for them; staff (roles 1-3) any other.
 */
export function mayDeleteFile(user: FileUser, row: Pick<FileRow, 'blobUri' | 'uploadedBy'>): boolean {
  if (isSystemFile(row.blobUri)) return false;
  return isStaff(user.role) || sameAddress(row.uploadedBy, user.email);
}

export async function deleteStoredFiles(
  deps: { db: Database; storage: DocumentStorage },
  scope: FileScope,
  blobUris: readonly string[],
  field: string,
  user: FileUser,
): Promise<number> {
  const rows = await requireFiles(deps.db, scope, blobUris, field);
  for (const row of rows) {
    requireUserFile(row.blobUri);
    if (!mayDeleteFile(user, row))
      throw forbidden(`El fichero ${row.blobUri} lo subió otro usuario: solo quien lo subió puede borrarlo.`);
  }
  if (rows.length === 0) return 0;
  const keys = rows.map((row) => row.blobUri);
  await deps.db.transaction(async (tx) => {
    await tx.delete(files).where(inArray(files.blobUri, keys));
    await deps.storage.remove(keys);
  });
  return rows.length;
}
