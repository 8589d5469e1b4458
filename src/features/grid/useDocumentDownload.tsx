/**
 * Downloading a record's document (a storage path) with the grid's download operation: the
 * 'Descargando Fichero' overlay meanwhile, the file saved under its own name, and a Spanish message
 * when it cannot be had (a document the storage no longer holds says so; nothing breaks).
 */
import { useState } from 'react';
import { ApiError } from '../../api/http';
import { DownloadOverlay } from '../../components/DownloadOverlay';
import type { GridSpec } from '../../language';
import { noticeFailed } from '../../lib/notices';
import { saveFile } from '../../lib/saveFile';
import { gridDocuments } from './gridDefaults';
import { listTexts } from './listTexts';
import { documentName } from './recordFields';

export type DownloadDocument = (path: string) => Promise<void>;

export function useDocumentDownload(spec: GridSpec) {
  const [pending, setPending] = useState(0);
  const call = gridDocuments(spec)?.download;

  const download: DownloadDocument | undefined = call
    ? async (path) => {
        const name = documentName(path);
        setPending((count) => count + 1);
        try {
          saveFile(await call({ filename: path }), name);
        } catch (error) {
          noticeFailed(
            listTexts.records.downloadFailed,
            error,
            error instanceof ApiError && error.status === 404
              ? listTexts.records.documentMissing(name)
              : undefined,
          );
        } finally {
          setPending((count) => count - 1);
        }
      }
    : undefined;

  return { download, overlay: <DownloadOverlay visible={pending > 0} /> };
}
