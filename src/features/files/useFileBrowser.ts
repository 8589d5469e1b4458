/**
 * The explorer's controller: the open folder (kept in the URL as `?carpeta=` so a link or a reload
 * comes back to it), the finders (text, tags, invoice number; one at a time) and the view they
 * make, the listing query, and the selected files. The components only render what it holds.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { FileItem } from '../../api/generated/model';
import { operationKeyPrefix, operationQuery } from '../../api/queryPolicy';
import type { FileBrowserSpec } from '../../language';
import { textParam, useUrlState } from '../../lib/urlState';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import {
  type FileClient,
  type FileView,
  folderView,
  isFolder,
  listingCalls,
  uploadFolderOf,
  viewCall,
} from './fileViews';

const folderUrlParams = { folder: textParam('carpeta') };

const noItems: readonly FileItem[] = [];

/** What the finders hold; at most one is set at a time. */
interface Finders {
  readonly text: string;
  readonly tags: readonly string[];
  readonly numero: string | null;
}

const noFinders: Finders = { text: '', tags: [], numero: null };

/** Search text waits 500 ms after the last keystroke. */
const textDebounceMs = 500;

function viewOf(finders: Finders, settledText: string): FileView {
  const text = finders.text.trim();
  // The settled text counts only while the box still holds text (not after switching finder).
  if (text && settledText.trim()) return { kind: 'text', text: settledText.trim() };
  if (finders.tags.length > 0) return { kind: 'tags', tags: finders.tags };
  if (finders.numero) return { kind: 'invoice', numero: finders.numero };
  return folderView;
}

export function useFileBrowser(spec: FileBrowserSpec) {
  const { selection } = useSelectedClient();
  const queryClient = useQueryClient();
  // Opening a folder is a step Back undoes.
  const [url, setUrl] = useUrlState(folderUrlParams, { push: true });
  const path = url.folder ?? '';
  const [finders, setFinders] = useState<Finders>(noFinders);
  const [settledText] = useDebouncedValue(finders.text, textDebounceMs);
  const view = viewOf(finders, settledText);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const client: FileClient | null = selection
    ? { clientId: selection.client.clientId, client: selection.client.client }
    : null;
  const call = client ? viewCall(spec, view, client, path) : null;
  // Keyed by operation and arguments (the query policy), like every other query of the screens.
  const listing = useQuery(operationQuery(call?.call ?? spec.list, call?.args ?? null));
  const items = listing.data?.items ?? noItems;
  const files = useMemo(() => items.filter((item) => !isFolder(item)), [items]);

  const find = useCallback((next: Partial<Finders>) => {
    setFinders({ ...noFinders, ...next });
    setSelected(new Set());
  }, []);

  const openFolder = useCallback(
    (next: string) => {
      setFinders(noFinders);
      setSelected(new Set());
      setUrl({ folder: next });
    },
    [setUrl],
  );

  const toggle = useCallback((blobUri: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(blobUri)) next.add(blobUri);
      return next;
    });
  }, []);

  const allSelected = files.length > 0 && files.every((file) => selected.has(file.blobUri));
  const toggleAll = useCallback(() => {
    setSelected(allSelected ? new Set() : new Set(files.map((file) => file.blobUri)));
  }, [allSelected, files]);

  /** After an upload or a delete: every listing again, and nothing selected that may be gone. */
  const refresh = useCallback(async () => {
    setSelected(new Set());
    await Promise.all(
      listingCalls(spec).map((listed) =>
        queryClient.invalidateQueries({ queryKey: operationKeyPrefix(listed) }),
      ),
    );
  }, [queryClient, spec]);

  return {
    client,
    path,
    view,
    finders,
    listing,
    items,
    files,
    selected,
    selectedFiles: files.filter((file) => selected.has(file.blobUri)),
    allSelected,
    uploadFolder: client ? uploadFolderOf(spec, client.clientId, path) : null,
    openFolder,
    /** Sets one finder (clearing the others); `find({})` goes back to the folder. */
    find,
    toggle,
    toggleAll,
    clearSelection: () => setSelected(new Set()),
    refresh,
  };
}

export type FileBrowserController = ReturnType<typeof useFileBrowser>;
