/**
 * The documents in a folder of this machine (STORAGE_ROOT, by default DATA_DIR/storage): a key is
 * a file at that relative path. Uploads stream into the root's temporary folder and are renamed
 * into place (atomicWrite.ts); readers read from an open descriptor, which keeps its bytes whatever
 * happens to the path meanwhile.
 */
import { constants, openAsBlob } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { commitTemporary, temporaryFolderOf, writeTemporary } from '../features/files/atomicWrite';
import { storagePathOf } from '../lib/storagePath';
import type { DocumentStorage, OpenedObject, StagedObject } from './documentStorage';

export function diskStorage(root: string): DocumentStorage {
  const pathOf = (key: string) => storagePathOf(root, key);

  /**
   * Folders are virtual, but their directories stay on disk: remove the ones a delete left empty,
   * up to (not including) the client's folder.
   */
  async function pruneEmptyFolders(deleted: readonly string[]): Promise<void> {
    for (const key of deleted) {
      const clientFolder = pathOf(key.split('/')[0] ?? '');
      for (
        let folder = dirname(pathOf(key));
        folder.startsWith(`${clientFolder}${sep}`);
        folder = dirname(folder)
      ) {
        try {
          await rmdir(folder);
        } catch {
          break; // not empty (or already gone): the folders above are not empty either
        }
      }
    }
  }

  return {
    kind: 'disco',
    async stage(source, options): Promise<StagedObject> {
      const written = await writeTemporary(source, { folder: temporaryFolderOf(root), ...options });
      return { size: written.size, location: written.path, asBlob: () => openAsBlob(written.path) };
    },
    async commit(staged, key) {
      await commitTemporary(staged.location, pathOf(key));
    },
    async discard(staged) {
      await rm(staged.location, { force: true });
    },
    async open(key): Promise<OpenedObject | undefined> {
      const handle = await open(pathOf(key), 'r').catch(() => undefined);
      const stats = await handle?.stat().catch(() => undefined);
      if (!handle || !stats?.isFile()) {
        await handle?.close().catch(() => undefined);
        return undefined;
      }
      let closed: Promise<void> | undefined;
      return {
        size: stats.size,
        // The descriptor is closed by `close`, not by the stream: a zip reads several at once.
        stream: () => handle.createReadStream({ start: 0, autoClose: false }),
        close: () => {
          closed ??= handle.close().catch(() => undefined);
          return closed;
        },
      };
    },
    async read(key) {
      return readFile(pathOf(key)).catch(() => undefined);
    },
    async write(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    async remove(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
      await pruneEmptyFolders(keys);
    },
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
    },
    async check() {
      // A new deployment's folder appears with its first document; until then it must be creatable.
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async close() {},
  };
}
