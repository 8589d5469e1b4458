/**
 * deleteFile and deleteMultipleFiles: everything is checked first (files the user sees, none in a
 * system folder: systemFolders.ts), then rows and bytes go together.
 */
import { rm, rmdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import { type FileScope, requireFiles } from './fileAccess';
import { absoluteStoragePath } from './storagePaths';
import { requireUserFile } from './systemFolders';

export async function deleteStoredFiles(
  deps: { db: Database; storageRoot: string },
  scope: FileScope,
  blobUris: readonly string[],
  field: string,
): Promise<number> {
  const rows = await requireFiles(deps.db, scope, blobUris, field);
  for (const row of rows) requireUserFile(row.blobUri);
  if (rows.length === 0) return 0;
  const paths = rows.map((row) => absoluteStoragePath(deps.storageRoot, row.blobUri.split('/')));
  await deps.db.transaction(async (tx) => {
    await tx.delete(files).where(
      inArray(
        files.blobUri,
        rows.map((row) => row.blobUri),
      ),
    );
    for (const path of paths) await rm(path, { force: true });
  });
  await pruneEmptyFolders(deps.storageRoot, paths);
  return rows.length;
}

/**
 * Folders are virtual, but their directories stay on disk: remove the ones a delete left empty,
 * up to (not including) the client's folder.
 */
async function pruneEmptyFolders(storageRoot: string, deleted: readonly string[]): Promise<void> {
  const root = absoluteStoragePath(storageRoot, []);
  for (const path of deleted) {
    const clientFolder = absoluteStoragePath(storageRoot, [
      path.slice(root.length + 1).split(/[\\/]/)[0] ?? '',
    ]);
    for (let folder = dirname(path); folder.startsWith(`${clientFolder}/`); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        break; // not empty (or already gone): the folders above are not empty either
      }
    }
  }
}
