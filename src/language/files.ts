/**
 * The file browser in the config language: one generated fetcher per operation of a client's
 * storage (list, find, upload, download, delete, send). Rendered by src/features/files.
 */
import type {
  BlobFilenameListRequest,
  DeleteFileParams,
  DownloadFileParams,
  FacturaNumeroPage,
  FileItem,
  FileItemPage,
  FilesByTagsRequest,
  GetAllFilesParams,
  GetFilesNumeroFacturaParams,
  GetFilesParams,
  NumeroFacturasRequest,
  OkResponse,
  SendMultipleFilesRequest,
  SendResult,
  UploadFileRequest,
  UploadFileWebParams,
  UploadMultipleFilesRequest,
} from '../api/generated/model';
import type { ApiRequestInit } from '../api/http';

/** A generated fetcher with these arguments and this answer (the contract's own types). */
export type CallOf<Args extends unknown[], Result> = (
  ...args: [...Args, options?: ApiRequestInit]
) => Promise<Result>;

/**
 * The file explorer of a client's storage folder (docs/product-rules.md#documents): folders (FOLDER,
 * BACKFOLDER '..') and files of the selected client, whose first level are the document groups. Each slot
 * takes the generated fetcher of that operation (a fetcher with other arguments fails `tsc`); a slot left out
 * hides its action, so a variant (the digitalized one) is declared by what it lists. Rendered by
 * src/features/files/FileBrowserScreen.tsx.
 */
export interface FileBrowserSpec {
  readonly kind: 'fileBrowser';
  /** One folder's items (getFiles). */
  readonly list: CallOf<[params: GetFilesParams], FileItemPage>;
  /** Every file under the open folder whose name or tags contain a text (getAllFiles). */
  readonly search?: CallOf<[params: GetAllFilesParams], FileItemPage>;
  /** One file's bytes (downloadFile?filename = its blobUri). */
  readonly download: CallOf<[params: DownloadFileParams], Blob>;
  /** The selected files as one .zip (downloadMultipleFiles). */
  readonly downloadMany?: CallOf<[body: BlobFilenameListRequest], Blob>;
  /** One file into the open folder, with tags (uploadFileWeb). */
  readonly upload?: CallOf<[body: UploadFileRequest, params: UploadFileWebParams], FileItem>;
  /** Several files into the open folder, with the same tags (uploadMultipleFiles). */
  readonly uploadMany?: CallOf<[body: UploadMultipleFilesRequest], FileItemPage>;
  /** Delete one file, after a confirmation (deleteFile). */
  readonly remove?: CallOf<[params: DeleteFileParams], OkResponse>;
  /** Delete the selected files, after a confirmation (deleteMultipleFiles). */
  readonly removeMany?: CallOf<[body: BlobFilenameListRequest], OkResponse>;
  /** Send the selected files by e-mail (sendMultipleFiles). */
  readonly send?: CallOf<[body: SendMultipleFilesRequest], SendResult>;
  /** Files of the client holding all the given tags (getFilesByTags). */
  readonly byTags?: CallOf<[body: FilesByTagsRequest], FileItemPage>;
  /** Files of one invoice, picked from the client's invoice numbers (getNumeroFacturas, getFilesNumeroFactura). */
  readonly byInvoiceNumber?: {
    readonly numbers: CallOf<[body: NumeroFacturasRequest], FacturaNumeroPage>;
    readonly files: CallOf<[params: GetFilesNumeroFacturaParams], FileItemPage>;
  };
  /**
   * Where uploads go while the client's own folder (the groups) is open, relative to it; without it,
   * uploading needs a folder opened first. 'MISDOCUMENTOS' is the client's own documents group.
   */
  readonly rootUploadFolder?: string;
}

export function defineFileBrowser(spec: Omit<FileBrowserSpec, 'kind'>): FileBrowserSpec {
  return { kind: 'fileBrowser', ...spec };
}
