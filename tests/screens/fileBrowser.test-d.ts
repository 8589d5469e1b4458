/**
 * defineFileBrowser binds each slot to the generated fetcher of its operation: a fetcher with other
 * arguments or another answer fails `tsc` where the screen is declared.
 */
import { expectTypeOf, test } from 'vitest';
import {
  getFilesNumeroFactura,
  getNumeroFacturas,
  sendMultipleFiles,
} from '../../src/api/generated/documents/documents';
import {
  deleteFile,
  downloadMultipleFiles,
  getAllFiles,
  getFiles,
  uploadFileWeb,
} from '../../src/api/generated/files/files';
import { downloadFile } from '../../src/api/generated/search/search';
import { defineFileBrowser, type FileBrowserSpec } from '../../src/language';

test('the generated fetchers fit their slots', () => {
  const spec = defineFileBrowser({
    list: getFiles,
    search: getAllFiles,
    download: downloadFile,
    downloadMany: downloadMultipleFiles,
    upload: uploadFileWeb,
    remove: deleteFile,
    send: sendMultipleFiles,
    byInvoiceNumber: { numbers: getNumeroFacturas, files: getFilesNumeroFactura },
  });
  expectTypeOf(spec).toEqualTypeOf<FileBrowserSpec>();
});

test('a fetcher of another operation does not', () => {
  // @ts-expect-error the folder listing bound to the delete operation
  defineFileBrowser({ list: deleteFile, download: downloadFile });
  // @ts-expect-error a download must answer the file's bytes
  defineFileBrowser({ list: getFiles, download: getAllFiles });
  // @ts-expect-error the upload takes the multipart body and the folder, not a list request
  defineFileBrowser({ list: getFiles, download: downloadFile, upload: sendMultipleFiles });
  defineFileBrowser({
    list: getFiles,
    download: downloadFile,
    // @ts-expect-error the invoice numbers come from getNumeroFacturas
    byInvoiceNumber: { numbers: getFiles, files: getFilesNumeroFactura },
  });
});
