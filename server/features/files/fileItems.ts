/** Stored files and virtual folders as the contract's FileItem. */
import { mayDeleteFile } from './deleteFiles';
import type { FileRow, FileUser } from './fileAccess';

type FileItemType = 'text/plain' | 'FOLDER' | 'application/pdf' | 'BACKFOLDER';

export interface FileItem {
  type: FileItemType;
  name: string;
  path: string;
  blobUri: string;
  size: number | null;
  lastModified: Date | null;
  tags: string[];
  category?: string;
  group?: string;
  kind?: 'ADMINISTRATIVO' | 'OTROS';
  clientDB: number | null;
  centerDB: number | null;
  eliminable?: boolean;
}

/** The explorer shows PDFs as such and any other file as text/plain. */
function itemTypeOf(contentType: string): FileItemType {
  return contentType === 'application/pdf' ? 'application/pdf' : 'text/plain';
}

/**
 * A file; `base` is the folder its `path` is relative to (its blobUri minus `base/`). By default
 * the client's folder. With the user, whether they may delete it.
 */
export function fileItem(row: FileRow, base = String(row.clientId), user?: FileUser): FileItem {
  const prefix = base === '' ? '' : `${base}/`;
  const path = row.blobUri.startsWith(prefix) ? row.blobUri.slice(prefix.length) : row.blobUri;
  return {
    type: itemTypeOf(row.contentType),
    name: row.name,
    path,
    blobUri: row.blobUri,
    size: row.size,
    lastModified: row.lastModified,
    tags: row.tags,
    category: row.category,
    group: row.group,
    kind: row.kind,
    clientDB: row.clientId,
    centerDB: row.centerId,
    ...(user ? { eliminable: mayDeleteFile(user, row) } : {}),
  };
}

export function folderItem(
  type: 'FOLDER' | 'BACKFOLDER',
  name: string,
  path: string,
  blobUri: string,
  clientId: number,
): FileItem {
  return {
    type,
    name,
    path,
    blobUri,
    size: null,
    lastModified: null,
    tags: [],
    clientDB: clientId,
    centerDB: null,
  };
}

export function itemPage(items: FileItem[]) {
  return { items, total: items.length };
}
