/**
 * The file explorer (getFiles, getAllFiles): a client's folder tree read from the `files` rows.
 * Folders are virtual (a folder exists while a file is under it), so listing a folder that has no
 * files is an empty list, not an error.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, files } from '../../db/schema';
import { requireVisible } from '../../lib/visibleRecord';
import { canSeeFile, type FileRow, type FileScope } from './fileAccess';
import { type FileItem, fileItem, folderItem, itemPage } from './fileItems';
import { pathSegments } from './storagePaths';

export interface ExplorerRequest {
  client: string;
  root?: string | undefined;
  path?: string | undefined;
}

/** The client (by name) and the folders of the request, checked. */
async function explorerFolder(db: Database, scope: FileScope, request: ExplorerRequest) {
  const rootSegments = pathSegments(request.root ?? '', 'root');
  const pathSegmentsList = pathSegments(request.path ?? '', 'path');
  const [found] = await db
    .select({ clientId: clients.clientId })
    .from(clients)
    .where(eq(clients.client, request.client));
  const client = requireVisible(
    found,
    (row) => scope.clientIds.has(row.clientId),
    `No existe el cliente "${request.client}".`,
  );
  const clientFolder = String(client.clientId);
  const root = [clientFolder, ...rootSegments].join('/');
  const folder = [root, ...pathSegmentsList].join('/');
  return { clientId: client.clientId, root, folder, path: pathSegmentsList };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Every file the user may see under `folder` (at any depth). */
async function filesUnder(
  db: Database,
  scope: FileScope,
  clientId: number,
  folder: string,
): Promise<FileRow[]> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.clientId, clientId), like(files.blobUri, `${escapeLike(folder)}/%`)))
    .orderBy(asc(files.blobUri));
  return rows.filter((row) => canSeeFile(scope, row));
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** getFiles: BACKFOLDER (below the root), then subfolders, then files, each by name. */
export async function listFolder(db: Database, scope: FileScope, request: ExplorerRequest) {
  const { clientId, root, folder, path } = await explorerFolder(db, scope, request);
  const rows = await filesUnder(db, scope, clientId, folder);
  const relative = (name: string) => [...path, name].join('/');

  const subfolders = new Map<string, FileItem>();
  const fileItems: FileItem[] = [];
  for (const row of rows) {
    const rest = row.blobUri.slice(folder.length + 1);
    const slash = rest.indexOf('/');
    if (slash < 0) {
      fileItems.push(fileItem(row, root, scope.user));
      continue;
    }
    const name = rest.slice(0, slash);
    if (!subfolders.has(name)) {
      subfolders.set(name, folderItem('FOLDER', name, relative(name), `${folder}/${name}`, clientId));
    }
  }
  const items: FileItem[] = [];
  if (path.length > 0) {
    const parent = path.slice(0, -1);
    items.push(folderItem('BACKFOLDER', '..', parent.join('/'), [root, ...parent].join('/'), clientId));
  }
  items.push(...[...subfolders.values()].sort(byName), ...fileItems.sort(byName));
  return itemPage(items);
}

/** Lower case without accents, for "contains, ignoring case and accents". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** getAllFiles: every file below the folder, path relative to the root, by path; filterText on name and tags. */
export async function listAllFiles(
  db: Database,
  scope: FileScope,
  request: ExplorerRequest & { filterText?: string | undefined },
) {
  const { clientId, root, folder } = await explorerFolder(db, scope, request);
  const text = folded(request.filterText?.trim() ?? '');
  const rows = (await filesUnder(db, scope, clientId, folder)).filter(
    (row) =>
      text === '' || folded(row.name).includes(text) || row.tags.some((tag) => folded(tag).includes(text)),
  );
  const items = rows.map((row) => fileItem(row, root, scope.user));
  items.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return itemPage(items);
}
