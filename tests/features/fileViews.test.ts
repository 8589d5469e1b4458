/**
 * The explorer's pure rules: which operation each view calls and with what, where uploads go, the
 * upload limits and messages, and the Spanish names of the groups and categories
 * (docs/product-rules.md#documents).
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/http';
import { categoryLabel, folderLabel, groupLabel } from '../../src/components/documentLabels';
import { folderView, listingCalls, uploadFolderOf, viewCall } from '../../src/features/files/fileViews';
import {
  acceptedUploadTypes,
  uploadErrorMessage,
  uploadFiles,
  uploadProblem,
} from '../../src/features/files/uploadFiles';
import type { FileBrowserSpec } from '../../src/language';
import { formatFileSize } from '../../src/lib/format';

const page = { items: [], total: 0 };
const client = { clientId: 7, client: 'Hoteles Costa Azul' };

function browser(extra: Partial<FileBrowserSpec> = {}): FileBrowserSpec {
  return {
    kind: 'fileBrowser',
    list: vi.fn(async () => page),
    download: vi.fn(async () => new Blob()),
    ...extra,
  };
}

describe('viewCall', () => {
  it('lists the open folder of the client by name', () => {
    const spec = browser();
    expect(viewCall(spec, folderView, client, 'MISDOCUMENTOS/Notas')).toEqual({
      call: spec.list,
      args: [{ client: 'Hoteles Costa Azul', path: 'MISDOCUMENTOS/Notas' }],
    });
  });

  it('sends each finder to its operation: text under the folder, tags by client id, invoice by number', () => {
    const search = vi.fn(async () => page);
    const byTags = vi.fn(async () => page);
    const files = vi.fn(async () => page);
    const spec = browser({ search, byTags, byInvoiceNumber: { numbers: vi.fn(), files } });
    expect(viewCall(spec, { kind: 'text', text: 'plan' }, client, 'MISDOCUMENTOS')).toEqual({
      call: search,
      args: [{ client: 'Hoteles Costa Azul', path: 'MISDOCUMENTOS', filterText: 'plan' }],
    });
    expect(viewCall(spec, { kind: 'tags', tags: ['plan', '2025'] }, client, '')).toEqual({
      call: byTags,
      args: [{ tags: ['plan', '2025'], clientDB: 7 }],
    });
    expect(viewCall(spec, { kind: 'invoice', numero: 'FV-2025-000001' }, client, '')).toEqual({
      call: files,
      args: [{ numeroFactura: 'FV-2025-000001' }],
    });
    // What an upload or a delete makes stale: every listing the screen offers.
    expect(listingCalls(spec)).toEqual([spec.list, search, byTags, files]);
  });

  it('makes no call for a finder the screen does not declare', () => {
    const spec = browser();
    expect(viewCall(spec, { kind: 'text', text: 'plan' }, client, '')).toBeNull();
    expect(viewCall(spec, { kind: 'tags', tags: ['plan'] }, client, '')).toBeNull();
    expect(viewCall(spec, { kind: 'invoice', numero: 'FV-1' }, client, '')).toBeNull();
    expect(listingCalls(spec)).toEqual([spec.list]);
  });
});

describe('uploads', () => {
  it('go to the open folder, or at the root to rootUploadFolder when declared', () => {
    expect(uploadFolderOf(browser(), 7, 'AUTORIZACIONES/Contratos')).toBe('7/AUTORIZACIONES/Contratos');
    expect(uploadFolderOf(browser(), 7, '')).toBeNull();
    expect(uploadFolderOf(browser({ rootUploadFolder: 'MISDOCUMENTOS' }), 7, '')).toBe('7/MISDOCUMENTOS');
  });

  it('are refused before sending past 20 files or 25 MB a file', () => {
    const small = new File(['x'], 'a.txt');
    expect(uploadProblem([])).toBe('Elija al menos un fichero.');
    expect(uploadProblem([small])).toBeNull();
    expect(uploadProblem(Array.from({ length: 21 }, () => small))).toBe(
      'Suba como máximo 20 ficheros a la vez.',
    );
    const large = new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'grande.pdf');
    expect(uploadProblem([small, large])).toBe('El fichero grande.pdf supera el tamaño máximo de 25 MB.');
  });

  it('are refused before sending when empty or of a type the contract does not accept', () => {
    const empty = new File([], 'vacio.pdf');
    expect(uploadProblem([new File(['x'], 'a.PDF'), empty])).toBe(
      'El fichero «vacio.pdf» está vacío (0 bytes): elija el fichero con su contenido.',
    );
    for (const name of ['setup.exe', 'factura.pdf.exe', 'run.bat', 'paquete.zip', 'LEEME']) {
      expect(uploadProblem([new File(['x'], name)])).toMatch(
        new RegExp(`^No se puede subir «${name.replace('.', '\\.')}»: solo se admiten documentos`),
      );
    }
    expect(acceptedUploadTypes.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.xlsx', '.jpg', '.png']),
    );
  });

  it('send one file through upload and several through uploadMany, tags joined, with progress', async () => {
    const upload = vi.fn(async () => ({}) as never);
    const uploadMany = vi.fn(async () => ({ items: [{}, {}], total: 2 }) as never);
    const progress = vi.fn();
    const one = [new File(['1'], 'uno.txt')];
    const two = [...one, new File(['2'], 'dos.txt')];
    expect(
      await uploadFiles(
        { upload, uploadMany },
        { files: one, folder: '7/MISDOCUMENTOS', tags: ['a', 'b'] },
        progress,
      ),
    ).toBe(1);
    expect(upload).toHaveBeenCalledWith(
      { file: one[0] },
      { folder: '7/MISDOCUMENTOS', tags: 'a,b' },
      { onUploadProgress: progress },
    );
    expect(
      await uploadFiles(
        { upload, uploadMany },
        { files: two, folder: '7/MISDOCUMENTOS', tags: [] },
        progress,
      ),
    ).toBe(2);
    expect(uploadMany).toHaveBeenCalledWith(
      { files: two, folder: '7/MISDOCUMENTOS', tags: undefined },
      { onUploadProgress: progress },
    );
  });

  it("say the size limit for a bare 413 and keep the server's message otherwise", () => {
    expect(uploadErrorMessage(new ApiError(413, null))).toBe('El fichero supera el tamaño máximo de 25 MB.');
    expect(
      uploadErrorMessage(
        new ApiError(413, { message: 'Demasiado grande según el servidor.', code: 'TOO_LARGE' }),
      ),
    ).toBe('Demasiado grande según el servidor.');
    expect(
      uploadErrorMessage(
        new ApiError(403, { message: 'Cliente de la carpeta no permitido.', code: 'FORBIDDEN' }),
      ),
    ).toBe('Cliente de la carpeta no permitido.');
  });
});

describe('labels', () => {
  it('name the groups, the CONOCE family and the categories in Spanish', () => {
    expect(groupLabel('MISDOCUMENTOS')).toBe('Mis documentos');
    expect(groupLabel('DOCUMENTACIONLEGAL')).toBe('Documentación legal');
    expect(groupLabel('CONOCEACEITE')).toBe('Conoce el aceite');
    expect(groupLabel('Contratos')).toBe('Contratos');
    expect(categoryLabel('TICKETDEPESO')).toBe('Ticket de peso');
    expect(categoryLabel(undefined)).toBe('');
    expect(folderLabel('DOCUMENTACIONCOMERCIAL/Facturas/2025', true)).toBe(
      'Documentación comercial / Facturas / 2025',
    );
  });

  it('show sizes in es-ES', () => {
    expect(formatFileSize(980)).toBe('980 B');
    expect(formatFileSize(12_800)).toBe('12,5 kB');
    expect(formatFileSize(3.2 * 1024 * 1024)).toBe('3,2 MB');
  });
});
