/**
 * What the explorer lists: the open folder, or one of three finders over the client's files (a
 * text under the open folder, tags, an invoice number). Pure: which call each view makes and with
 * what, so it is tested without rendering.
 */
import type { Fetcher } from '../../api/callFetcher';
import type { FileItem, FileItemPage } from '../../api/generated/model';
import type { FileBrowserSpec } from '../../language';

export type FileView =
  | { readonly kind: 'folder' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'tags'; readonly tags: readonly string[] }
  | { readonly kind: 'invoice'; readonly numero: string };

export const folderView: FileView = { kind: 'folder' };

/** The selected client as the file operations name it: by name (getFiles) and by id (getFilesByTags). */
export interface FileClient {
  readonly clientId: number;
  readonly client: string;
}

/** A listing's operation and its arguments, cached under the query policy's key for them. */
export interface ViewCall {
  readonly call: Fetcher<FileItemPage>;
  readonly args: readonly [object];
}

/** The call behind a view, or null when the screen does not offer that finder. */
export function viewCall(
  spec: FileBrowserSpec,
  view: FileView,
  client: FileClient,
  path: string,
): ViewCall | null {
  switch (view.kind) {
    case 'folder':
      return { call: spec.list, args: [{ client: client.client, path }] };
    case 'text':
      return spec.search
        ? { call: spec.search, args: [{ client: client.client, path, filterText: view.text }] }
        : null;
    case 'tags':
      return spec.byTags && view.tags.length > 0
        ? { call: spec.byTags, args: [{ tags: [...view.tags], clientDB: client.clientId }] }
        : null;
    case 'invoice': {
      const files = spec.byInvoiceNumber?.files;
      return files ? { call: files, args: [{ numeroFactura: view.numero }] } : null;
    }
  }
}

/** Every operation a listing of the screen may come from: what an upload or a delete makes stale. */
export function listingCalls(spec: FileBrowserSpec): readonly Fetcher<FileItemPage>[] {
  return [spec.list, spec.search, spec.byTags, spec.byInvoiceNumber?.files].filter(
    (call): call is Fetcher<FileItemPage> => call !== undefined,
  );
}

export const isFolder = (item: FileItem) => item.type === 'FOLDER' || item.type === 'BACKFOLDER';

/**
 * The storage folder uploads go to: the open folder (`{clientId}/{path}`), or at the client's own
 * folder the screen's `rootUploadFolder`; null when uploading needs a folder opened first.
 */
export function uploadFolderOf(spec: FileBrowserSpec, clientId: number, path: string): string | null {
  const relative = path || spec.rootUploadFolder;
  return relative ? `${clientId}/${relative}` : null;
}

/** The folder a file is in, relative to the listing's root ('' at the root). */
export function parentPath(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}
