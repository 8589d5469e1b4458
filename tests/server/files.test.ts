/**
 * Files: each client's folder in the document storage (seeded with real files and their `files`
 * rows), on both storages: the local folder and Azure Blob Storage (Azurite). Uploads are stored
 * whole or not at all and recorded so listings show them, with a size limit; no path a request names may leave the storage root; every path's first segment is
 * the owning client, which the user must have; downloads of several files are a real .zip.
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { BlobServiceClient } from '@azure/storage-blob';
import { and, count, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope } from '../../server/auth/scope';
import {
  albaranes,
  documentosIdentificacion,
  facturas,
  facturasProforma,
  files,
  outbox,
  weightTickets,
} from '../../server/db/schema';
import {
  temporaryFolderName,
  temporaryPrefix,
  writeAtomically,
} from '../../server/features/files/atomicWrite';
import { isSystemFolder } from '../../server/features/files/systemFolders';
import { SendMultipleFilesResponse } from '../../server/generated/documents/documents.zod';
import {
  DeleteFileResponse,
  DeleteMultipleFilesResponse,
  GetAllFilesResponse,
  GetFilesByTagsResponse,
  GetFilesResponse,
  UploadFileResponse,
  UploadFileWebResponse,
  UploadMultipleFilesResponse,
} from '../../server/generated/files/files.zod';
import { UploadFileExtension } from '../../server/generated/model/uploadFileExtension.zod';
import { HttpError } from '../../server/lib/errors';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import type { FormBody, JsonBody, Query } from '../../server/testing/typedClient';
import { unzip } from '../support/unzip';
import { present } from './support/http';
import { oidOf } from './support/seed';
import { stopAzurite, storageKinds, storageOptions } from './support/storages';

let api: TestApi;

const GESTOR = 'gestor@demo.es';
/** Client 1 (normal) is gestor@'s; client 2 is not; 6 is digitalized (gestor@ and digital@ have it). */
const HOTELES = { clientId: 1, name: 'Hoteles Costa Azul S.L.' };
const CARNICAS = { clientId: 2, name: 'Industrias Cárnicas del Sur S.L.' };
const MESETA = { clientId: 6, name: 'Construcciones Meseta S.A.' };

// ---------------------------------------------------------------- helpers

const pdf = (name: string, text = `%PDF-1.4\n${name}\n`) =>
  new File([text], name, { type: 'application/pdf' });

const uploadFile = (
  query: Query<'post', '/uploadFile'>,
  body: FormBody<'post', '/uploadFile'>,
  as: DemoEmail = GESTOR,
) => api.as(as).POST('/uploadFile', { params: { query }, body });
const uploadFileWeb = (
  query: Query<'post', '/uploadFileWeb'>,
  body: FormBody<'post', '/uploadFileWeb'>,
  as: DemoEmail = GESTOR,
) => api.as(as).POST('/uploadFileWeb', { params: { query }, body });
const uploadFiles = (body: FormBody<'post', '/uploadMultipleFiles'>, as: DemoEmail = GESTOR) =>
  api.as(as).POST('/uploadMultipleFiles', { body });

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

async function fileRow(blobUri: string) {
  return (await api.db.select().from(files).where(eq(files.blobUri, blobUri)))[0];
}

/** A stored file's bytes, from whichever storage the API runs on. */
async function storedBytes(blobUri: string): Promise<Buffer> {
  const bytes = await api.storage.read(blobUri);
  if (!bytes) throw new Error(`not stored: ${blobUri}`);
  return bytes;
}

async function isStored(blobUri: string): Promise<boolean> {
  return (await api.storage.read(blobUri)) !== undefined;
}

/** Every object in the storage (staged uploads included), for checking nothing is left behind. */
async function allStoredPaths(): Promise<string[]> {
  return api.storage.list();
}

/** Azure only: blobs with staged blocks and no committed content (listed only when asked for). */
async function uncommittedBlobs(): Promise<string[]> {
  const settings = api.azureStorage;
  if (!settings) return [];
  const container = BlobServiceClient.fromConnectionString(settings.connectionString).getContainerClient(
    settings.container,
  );
  const names: string[] = [];
  for await (const blob of container.listBlobsFlat({ includeUncommitedBlobs: true })) {
    if (!(await container.getBlobClient(blob.name).exists())) names.push(blob.name);
  }
  return names;
}

/** Uploads staged and never stored or discarded. */
async function stagedLeft(): Promise<string[]> {
  return (await api.storage.list()).filter((key) => key.startsWith(`${temporaryFolderName}/`));
}

async function fileExists(path: string) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function listFolder(params: Query<'post', '/getFiles'>, as: DemoEmail = GESTOR) {
  const response = await api.as(as).POST('/getFiles', { params: { query: params } });
  expect(response.status).toBe(200);
  return GetFilesResponse.parse(await response.json());
}

// ---------------------------------------------------------------- uploads

afterAll(() => stopAzurite());

describe.each(storageKinds)('almacenamiento %s', (kind) => {
  beforeAll(async () => {
    api = await createTestApi({ tickets: 200, ...(await storageOptions(kind)) });
    expect(api.summary.clients.find((c) => c.clientId === HOTELES.clientId)?.client).toBe(HOTELES.name);
    expect(api.summary.clients.find((c) => c.clientId === CARNICAS.clientId)?.client).toBe(CARNICAS.name);
    expect(api.summary.clients.find((c) => c.clientId === MESETA.clientId)?.client).toBe(MESETA.name);
    expect(api.summary.accounts[GESTOR].clientIds).toContain(HOTELES.clientId);
    expect(api.summary.accounts[GESTOR].clientIds).not.toContain(CARNICAS.clientId);
    expect(api.summary.accounts[GESTOR].digitalizedClientIds).toContain(MESETA.clientId);
  }, 120_000);
  afterAll(() => api?.close());

  describe('POST /uploadFile', () => {
    it('stores the file under the client folder and records it with its tags, center and metadata', async () => {
      const content = '%PDF-1.4\nInforme de prueba\n';
      const response = await uploadFile(
        {
          folder: '1/MISDOCUMENTOS/Subidas',
          tags: ' prueba , 2026,, Prueba ',
          clientDB: 1,
          centerDB: 3,
        },
        { file: new File([content], 'Informe de prueba.pdf', { type: 'application/pdf' }) },
      );
      expect(response.status).toBe(200);
      const item = UploadFileResponse.parse(await response.json());
      expect(item).toMatchObject({
        type: 'application/pdf',
        name: 'Informe de prueba.pdf',
        path: 'MISDOCUMENTOS/Subidas/Informe de prueba.pdf',
        blobUri: '1/MISDOCUMENTOS/Subidas/Informe de prueba.pdf',
        size: Buffer.byteLength(content),
        tags: ['prueba', '2026', 'Prueba'],
        category: 'FILE',
        group: 'MISDOCUMENTOS',
        kind: 'OTROS',
        clientDB: 1,
        centerDB: 3,
      });
      expect((await storedBytes(item.blobUri)).toString('utf8')).toBe(content);
      expect(await fileRow(item.blobUri)).toMatchObject({
        clientId: 1,
        centerId: 3,
        contentType: 'application/pdf',
        size: Buffer.byteLength(content),
        uploadedBy: GESTOR,
      });

      // The explorer shows it.
      const folder = await listFolder({ client: HOTELES.name, root: 'MISDOCUMENTOS', path: 'Subidas' });
      expect(folder.items.map((i) => i.name)).toEqual(['..', 'Informe de prueba.pdf']);
    });

    it('replaces a file with the same path, tags included', async () => {
      const params = { folder: '1/MISDOCUMENTOS/Reemplazos', clientDB: 1 };
      await uploadFile({ ...params, tags: 'vieja' }, { file: pdf('contrato.pdf', 'primera versión') });
      const response = await uploadFile(
        { ...params, tags: 'nueva,firmada' },
        { file: new File(['segunda versión, más larga'], 'contrato.pdf', { type: 'application/pdf' }) },
      );
      expect(response.status).toBe(200);
      const blobUri = '1/MISDOCUMENTOS/Reemplazos/contrato.pdf';
      expect((await storedBytes(blobUri)).toString('utf8')).toBe('segunda versión, más larga');
      const rows = await api.db.select().from(files).where(eq(files.blobUri, blobUri));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tags: ['nueva', 'firmada'],
        size: Buffer.byteLength('segunda versión, más larga'),
      });
    });

    it('takes the group from the second path segment when it is a document group', async () => {
      const certification = await uploadFile(
        { folder: '1/CERTIFICACIONES/Nuevas', clientDB: 1 },
        { file: new File(['hola'], 'nota.txt', { type: 'text/plain' }) },
      );
      expect(UploadFileResponse.parse(await certification.json())).toMatchObject({
        group: 'CERTIFICACIONES',
        type: 'text/plain',
      });
      const other = await uploadFile({ folder: '1/Varios', clientDB: 1 }, { file: pdf('x.pdf') });
      expect(UploadFileResponse.parse(await other.json())).toMatchObject({ group: 'MISDOCUMENTOS' });
    });

    it('refuses a folder outside clientDB, a center of another client, another client and a center not granted', async () => {
      const outside = await uploadFile({ folder: '3/MISDOCUMENTOS', clientDB: 1 }, { file: pdf('a.pdf') });
      expect(outside.status).toBe(400);
      expect(await outside.json()).toMatchObject({ field: 'folder' });

      const otherCenter = await uploadFile(
        { folder: '1/MISDOCUMENTOS', clientDB: 1, centerDB: 9 },
        { file: pdf('a.pdf') },
      );
      expect(otherCenter.status).toBe(400);
      const notTheClients = await otherCenter.json();
      expect(notTheClients).toMatchObject({ field: 'centerDB' });

      expect(
        (await uploadFile({ folder: '2/MISDOCUMENTOS', clientDB: 2 }, { file: pdf('a.pdf') })).status,
      ).toBe(403);

      // cliente@ has client 1 only through center 2's subtree: center 7 is not granted.
      const scope = await loadScope(api.db, { oid: oidOf('cliente@demo.es'), isAdmin: false }, 'normal');
      expect(scope.centerIds.has(7)).toBe(false);
      const notGranted = await uploadFile(
        { folder: '1/MISDOCUMENTOS', clientDB: 1, centerDB: 7 },
        { file: pdf('a.pdf') },
        'cliente@demo.es',
      );
      // Named as a center the client has not: the answer does not tell it exists.
      expect(notGranted.status).toBe(400);
      expect(await notGranted.json()).toEqual(notTheClients);
      expect(await isStored('2/MISDOCUMENTOS/a.pdf')).toBe(false);
      expect(await fileRow('1/MISDOCUMENTOS/a.pdf')).toBeUndefined();
    });
  });

  describe('paths and file names never leave the storage root', () => {
    const storedNow = async () => new Set(await allStoredPaths());

    it.each([
      ['a parent segment', '1/../2/MISDOCUMENTOS'],
      ['a leading parent segment', '../1/MISDOCUMENTOS'],
      ['an absolute path', '/etc'],
      ['an absolute path under the client', '/1/MISDOCUMENTOS'],
      ['an encoded slash', '1%2F..%2F2'],
      ['an encoded dot-dot', '1/%2e%2e/2'],
      ['an encoded backslash', '1%5C..%5C2'],
      ['a backslash', '1\\..\\2'],
      ['a NUL', '1/MISDOCUMENTOS\u0000/x'],
      ['an encoded NUL', '1/MISDOCUMENTOS%00'],
      ['an empty segment', '1//MISDOCUMENTOS'],
      ['a dot segment', '1/./MISDOCUMENTOS'],
    ])('refuses a folder with %s (400)', async (_, folder) => {
      const stored = await storedNow();
      const web = await uploadFileWeb({ folder }, { file: pdf('fuera.pdf') });
      expect(web.status).toBe(400);
      expect((await web.json()) as { code: string }).toMatchObject({ code: 'VALIDATION' });
      const one = await uploadFile({ folder, clientDB: 1 }, { file: pdf('fuera.pdf') });
      expect(one.status).toBe(400);
      const many = await uploadFiles({ folder, files: [pdf('fuera.pdf')] });
      expect(many.status).toBe(400);
      expect(new Set(await allStoredPaths())).toEqual(stored);
    });

    it.each([
      ['a parent path', '../fuera.pdf', 'file'],
      ['a path', 'sub/fuera.pdf', 'file'],
      ['a backslash', '..\\fuera.pdf', 'file'],
      ['dot-dot', '..', 'file'],
      // A NUL cannot appear in a part's header at all: the whole form is refused, no field named.
      ['a NUL', 'fuera\u0000.pdf', undefined],
      ['a control character', 'fuera\n.pdf', 'file'],
      ['a quote and a line feed, escaped as browsers do', 'a"b\n.pdf', 'file'],
      ['an encoded slash', '..%2Ffuera.pdf', 'file'],
    ])('refuses a file name with %s (400)', async (_, name, field) => {
      const stored = await storedNow();
      const response = await uploadFileWeb({ folder: '1/MISDOCUMENTOS' }, { file: pdf(name) });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; field?: string };
      expect(body.code).toBe('VALIDATION');
      expect(body.field).toBe(field);
      expect(new Set(await allStoredPaths())).toEqual(stored);
    });

    it.each([
      ['root', { root: '../2' }],
      ['root', { root: '/MISDOCUMENTOS' }],
      ['path', { path: '..' }],
      ['path', { path: 'MISDOCUMENTOS/..' }],
      ['path', { path: '%2e%2e%2F2' }],
      ['path', { path: 'a\\..\\..' }],
    ])('refuses an explorer %s that climbs out (400)', async (field, params) => {
      for (const operation of ['/getFiles', '/getallfiles'] as const) {
        const response = await api
          .as(GESTOR)
          .POST(operation, { params: { query: { client: HOTELES.name, ...params } } });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ field });
      }
    });

    it('refuses blobUris that climb out (400), before looking them up', async () => {
      for (const blobUri of [
        '1/../2/MISDOCUMENTOS/x.pdf',
        '/1/x.pdf',
        '1/MISDOCUMENTOS/',
        '1%2F..%2F2%2Fx.pdf',
        '1\\x.pdf',
      ]) {
        expect((await api.as(GESTOR).DELETE('/deleteFile', { params: { query: { blobUri } } })).status).toBe(
          400,
        );
        for (const operation of ['/deleteMultipleFiles', '/downloadMultipleFiles'] as const) {
          const response = await api.as(GESTOR).POST(operation, { body: { blobFilenameList: [blobUri] } });
          expect(response.status).toBe(400);
        }
      }
      // A path without a client folder first.
      const noClient = await api
        .as(GESTOR)
        .DELETE('/deleteFile', { params: { query: { blobUri: 'MISDOCUMENTOS/x.pdf' } } });
      expect(noClient.status).toBe(400);
    });
  });

  describe('upload size limit', () => {
    const limit = 25 * 1024 * 1024;

    it('answers 413 for a file just over the limit (checked by the handler) and stores nothing', async () => {
      const stored = new Set(await allStoredPaths());
      const big = new File([new Uint8Array(limit + 1)], 'grande.pdf', { type: 'application/pdf' });
      const response = await uploadFileWeb({ folder: '1/MISDOCUMENTOS' }, { file: big });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'TOO_LARGE' });
      expect(new Set(await allStoredPaths())).toEqual(stored);
      expect(await fileRow('1/MISDOCUMENTOS/grande.pdf')).toBeUndefined();
    });

    it('answers 413 for a body far over the limit (refused before it is read)', async () => {
      const huge = new File([new Uint8Array(limit + 512 * 1024)], 'enorme.pdf', { type: 'application/pdf' });
      const response = await uploadFile({ folder: '1/MISDOCUMENTOS', clientDB: 1 }, { file: huge });
      expect(response.status).toBe(413);
      expect(await fileRow('1/MISDOCUMENTOS/enorme.pdf')).toBeUndefined();
    });

    it('accepts a file of exactly the limit', async () => {
      const exact = new File([new Uint8Array(limit)], 'justo.TIF');
      const response = await uploadFileWeb({ folder: '1/MISDOCUMENTOS/Grandes' }, { file: exact });
      expect(response.status).toBe(200);
      expect((await storedBytes('1/MISDOCUMENTOS/Grandes/justo.TIF')).length).toBe(limit);
      // The stored type follows the name's extension, whatever the part declared.
      expect((await fileRow('1/MISDOCUMENTOS/Grandes/justo.TIF'))?.contentType).toBe('image/tiff');
    });
  });

  describe('what may be uploaded: documents and images with content', () => {
    const folder = '1/MISDOCUMENTOS/Tipos';
    const file = (name: string, bytes: string) =>
      new File([bytes], name, { type: 'application/octet-stream' });

    it('refuses an empty file (400, in Spanish) by each operation, storing nothing', async () => {
      const stored = new Set(await allStoredPaths());
      const answers = [
        await uploadFile({ folder, clientDB: 1 }, { file: file('vacio.pdf', '') }),
        await uploadFileWeb({ folder }, { file: file('vacio.pdf', '') }),
        await uploadFiles({ folder, files: [pdf('lleno.pdf'), file('vacio.pdf', '')] }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({
          code: 'VALIDATION',
          message: 'El fichero «vacio.pdf» está vacío (0 bytes): elija el fichero con su contenido.',
        });
      }
      expect(new Set(await allStoredPaths())).toEqual(stored);
      expect(await fileRow(`${folder}/lleno.pdf`)).toBeUndefined();
    });

    it('refuses programs, scripts, archives and names without an extension (415 saying the accepted ones), storing nothing', async () => {
      const stored = new Set(await allStoredPaths());
      const exe = await uploadFileWeb({ folder }, { file: file('setup.exe', 'MZ\x90\x00') });
      expect(exe.status).toBe(415);
      const refusal = await exe.json();
      expect(refusal).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' });
      expect(refusal.message).toBe(
        `No se admite el fichero «setup.exe»: solo se pueden subir documentos e imágenes (${UploadFileExtension.options.join(', ')}).`,
      );
      for (const name of [
        'factura.pdf.exe',
        'run.bat',
        'script.js',
        'install.msi',
        'run.sh',
        'macro.vbs',
        'paquete.zip',
        'LEEME',
      ]) {
        const answer = await uploadFiles({ folder, files: [pdf('bueno.pdf'), file(name, 'x')] });
        expect(answer.status, name).toBe(415);
        expect((await answer.json()).message, name).toContain(`«${name}»`);
      }
      expect(new Set(await allStoredPaths())).toEqual(stored);
      expect(await fileRow(`${folder}/bueno.pdf`)).toBeUndefined();
    });

    it('accepts documents and images whatever the case of their extension, typed by it', async () => {
      const response = await uploadFiles({
        folder,
        files: [file('Acta.DOCX', 'x'), file('foto.jpeg', 'x'), file('tabla.ods', 'x')],
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect((await fileRow(`${folder}/Acta.DOCX`))?.contentType).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect((await fileRow(`${folder}/foto.jpeg`))?.contentType).toBe('image/jpeg');
      expect((await fileRow(`${folder}/tabla.ods`))?.contentType).toBe(
        'application/vnd.oasis.opendocument.spreadsheet',
      );
    });
  });

  describe('an upload body is read only when it may be', () => {
    /** An endless body that counts what was pulled from it. */
    function countingBody() {
      const pulled = { bytes: 0 };
      const chunk = new Uint8Array(64 * 1024);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled.bytes += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      return { body, pulled };
    }

    const send = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
      api.app.request(`/uploadFileWeb?${query({ folder: '1/MISDOCUMENTOS/SinLeer' })}`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', ...headers },
        body,
        duplex: 'half',
      } as RequestInit);

    it('anonymous: 401 before any of the body is read', async () => {
      const { body, pulled } = countingBody();
      const response = await send(body, {});
      expect(response.status).toBe(401);
      // A stream pulls once to fill its queue when created; nothing past that was asked for.
      expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
    });

    it('a declared length past the limit: 413 before any of the body is read', async () => {
      const { body, pulled } = countingBody();
      const response = await send(body, {
        Authorization: `Bearer ${await api.tokenFor(GESTOR)}`,
        'Content-Length': String(1024 * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'TOO_LARGE' });
      expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
    });

    it('a query the contract refuses: 400 before any of the body is read', async () => {
      const { body, pulled } = countingBody();
      const response = await api.app.request(`/uploadFileWeb?${query({ folder: '../fuera' })}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await api.tokenFor(GESTOR)}`,
          'Content-Type': 'multipart/form-data; boundary=x',
        },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(400);
      expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
    });

    it('a body that is not a multipart form: 415 for another media type, 400 for a broken form, nothing stored', async () => {
      const token = `Bearer ${await api.tokenFor(GESTOR)}`;
      const target = `/uploadFileWeb?${query({ folder: '1/MISDOCUMENTOS/SinLeer' })}`;
      for (const [type, body, status, code] of [
        ['application/json', '{"file":"x"}', 415, 'UNSUPPORTED_MEDIA_TYPE'],
        ['application/x-www-form-urlencoded', 'file=x', 415, 'UNSUPPORTED_MEDIA_TYPE'],
        ['multipart/form-data', '--x\r\n', 400, 'VALIDATION'],
        ['text/plain', 'hola', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ] as const) {
        const response = await api.app.request(target, {
          method: 'POST',
          headers: { Authorization: token, 'Content-Type': type },
          body,
        });
        expect(response.status, type).toBe(status);
        expect(await response.json()).toMatchObject({ code });
      }
      expect(await fileRow('1/MISDOCUMENTOS/SinLeer/x')).toBeUndefined();
      expect(await stagedLeft()).toEqual([]);
    });
  });

  describe('an interrupted upload leaves nothing behind', () => {
    const boundary = 'limite-de-prueba';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cortado.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );

    async function send(body: ReadableStream<Uint8Array>) {
      return api.app.request(`/uploadFileWeb?${query({ folder: '1/MISDOCUMENTOS/Cortes' })}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await api.tokenFor(GESTOR)}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      } as RequestInit);
    }

    async function expectNothingStored() {
      const paths = await allStoredPaths();
      expect(paths.filter((p) => p.includes('Cortes'))).toEqual([]);
      expect(paths.filter((p) => p.split('/').at(-1)?.startsWith(temporaryPrefix))).toEqual([]);
      const [rows] = await api.db
        .select({ n: count() })
        .from(files)
        .where(like(files.blobUri, '1/MISDOCUMENTOS/Cortes/%'));
      expect(rows?.n).toBe(0);
    }

    it('when the body stream fails midway', async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
          controller.enqueue(new Uint8Array(64 * 1024).fill(65));
          controller.error(new Error('conexión perdida'));
        },
      });
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
      await expectNothingStored();
    });

    it('when the body fails after several megabytes (on Azure: blocks staged, never committed)', async () => {
      const uncommittedBefore = await uncommittedBlobs();
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
        },
        pull(controller) {
          if (sent >= 4.5 * 1024 * 1024) {
            controller.error(new Error('conexión perdida'));
            return;
          }
          sent += 256 * 1024;
          controller.enqueue(new Uint8Array(256 * 1024).fill(67));
        },
      });
      const response = await send(body);
      expect(response.status).toBe(400);
      await expectNothingStored();
      // Past one 4 MiB block, Azure holds staged blocks of a blob that was never committed: no object.
      if (kind === 'azure') expect((await uncommittedBlobs()).length).toBe(uncommittedBefore.length + 1);
    });

    it('when the body ends before the closing boundary', async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
          controller.enqueue(new Uint8Array(64 * 1024).fill(66));
          controller.close();
        },
      });
      const response = await send(body);
      expect(response.status).toBe(400);
      await expectNothingStored();
    });
  });

  describe('POST /uploadFileWeb', () => {
    it('takes the client from the folder and stores the file without a center', async () => {
      const response = await uploadFileWeb(
        { folder: '6/MISDOCUMENTOS/Obras/', tags: 'obra' },
        { file: pdf('acta.pdf') },
        'digital@demo.es',
      );
      expect(response.status).toBe(200);
      const item = UploadFileWebResponse.parse(await response.json());
      expect(item).toMatchObject({
        blobUri: '6/MISDOCUMENTOS/Obras/acta.pdf',
        clientDB: 6,
        centerDB: null,
        tags: ['obra'],
      });
      expect(await isStored(item.blobUri)).toBe(true);
    });

    it('refuses a folder of another client (403) and one without a client folder (400)', async () => {
      expect(
        (await uploadFileWeb({ folder: '1/MISDOCUMENTOS' }, { file: pdf('a.pdf') }, 'digital@demo.es'))
          .status,
      ).toBe(403);
      const noClient = await uploadFileWeb({ folder: 'MISDOCUMENTOS' }, { file: pdf('a.pdf') });
      expect(noClient.status).toBe(400);
      expect(await noClient.json()).toMatchObject({ field: 'folder' });
    });
  });

  describe('POST /uploadMultipleFiles', () => {
    it('stores every file with the same tags, in the order received', async () => {
      const response = await uploadFiles({
        folder: '1/DOCUMENTACIONLEGAL/Lote',
        tags: 'lote,2026',
        files: [pdf('c.pdf'), pdf('a.pdf'), new File(['texto'], 'b.txt', { type: 'text/plain' })],
      });
      expect(response.status).toBe(200);
      const page = UploadMultipleFilesResponse.parse(await response.json());
      expect(page.total).toBe(3);
      expect(page.items.map((i) => i.name)).toEqual(['c.pdf', 'a.pdf', 'b.txt']);
      expect(page.items.every((i) => i.group === 'DOCUMENTACIONLEGAL' && i.tags.join() === 'lote,2026')).toBe(
        true,
      );
      for (const item of page.items) expect(await isStored(item.blobUri)).toBe(true);
      const listed = await listFolder({ client: HOTELES.name, root: 'DOCUMENTACIONLEGAL', path: 'Lote' });
      expect(listed.items.map((i) => i.name)).toEqual(['..', 'a.pdf', 'b.txt', 'c.pdf']);
    });

    it('accepts a single file', async () => {
      const response = await uploadFiles({ folder: '1/MISDOCUMENTOS/Uno', files: [pdf('solo.pdf')] });
      expect(response.status).toBe(200);
      expect(UploadMultipleFilesResponse.parse(await response.json()).items.map((i) => i.blobUri)).toEqual([
        '1/MISDOCUMENTOS/Uno/solo.pdf',
      ]);
    });

    it('checks every file first: one bad name (400) or one oversized file (413) stores none', async () => {
      const badName = await uploadFiles({
        folder: '1/MISDOCUMENTOS/Todos',
        files: [pdf('bueno.pdf'), pdf('../malo.pdf')],
      });
      expect(badName.status).toBe(400);
      const oversized = await uploadFiles({
        folder: '1/MISDOCUMENTOS/Todos',
        files: [pdf('bueno.pdf'), new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'grande.pdf')],
      });
      expect(oversized.status).toBe(413);
      const repeated = await uploadFiles({
        folder: '1/MISDOCUMENTOS/Todos',
        files: [pdf('bueno.pdf'), pdf('bueno.pdf')],
      });
      expect(repeated.status).toBe(400);
      expect(await isStored('1/MISDOCUMENTOS/Todos/bueno.pdf')).toBe(false);
      expect(await fileRow('1/MISDOCUMENTOS/Todos/bueno.pdf')).toBeUndefined();
    });

    it('refuses more than 20 files (400) and another client’s folder (403)', async () => {
      const many = Array.from({ length: 21 }, (_, i) => pdf(`f${i}.pdf`));
      expect((await uploadFiles({ folder: '1/MISDOCUMENTOS/Muchos', files: many })).status).toBe(400);
      expect((await uploadFiles({ folder: '2/MISDOCUMENTOS', files: [pdf('a.pdf')] })).status).toBe(403);
    });
  });

  // ---------------------------------------------------------------- listings

  describe('POST /getFiles', () => {
    it('lists the client folder: the groups as folders', async () => {
      const top = await listFolder({ client: HOTELES.name });
      expect(top.items.every((i) => i.type === 'FOLDER')).toBe(true);
      expect(top.items.map((i) => i.name)).toEqual(
        expect.arrayContaining([
          'AUTORIZACIONES',
          'DOCUMENTACIONCOMERCIAL',
          'DOCUMENTACIONLEGAL',
          'MISDOCUMENTOS',
        ]),
      );
      const names = top.items.map((i) => i.name);
      expect(names).toEqual([...names].sort());
      expect(top.total).toBe(top.items.length);
      expect(top.items.find((i) => i.name === 'MISDOCUMENTOS')).toMatchObject({
        path: 'MISDOCUMENTOS',
        blobUri: '1/MISDOCUMENTOS',
        size: null,
        lastModified: null,
        tags: [],
      });
    });

    it('lists a folder under a root: back link, subfolders, then files, each by name', async () => {
      const folder = await listFolder({ client: HOTELES.name, root: 'MISDOCUMENTOS', path: 'Notas' });
      expect(folder.items[0]).toMatchObject({
        type: 'BACKFOLDER',
        name: '..',
        path: '',
        blobUri: '1/MISDOCUMENTOS',
      });
      expect(folder.items[1]).toMatchObject({
        type: 'text/plain',
        name: 'Instrucciones_para_el_personal.txt',
        path: 'Notas/Instrucciones_para_el_personal.txt',
        blobUri: '1/MISDOCUMENTOS/Notas/Instrucciones_para_el_personal.txt',
        tags: ['instrucciones'],
        category: 'MISDOCUMENTOS',
      });
      expect(folder.total).toBe(folder.items.length);

      const root = await listFolder({ client: HOTELES.name, root: 'MISDOCUMENTOS' });
      expect(root.items[0]?.type).not.toBe('BACKFOLDER');
      const kinds = root.items.map((i) => (i.type === 'FOLDER' ? 0 : 1));
      expect(kinds).toEqual([...kinds].sort());
      expect(root.items.find((i) => i.name === 'Plan_de_gestion_de_residuos_2026.pdf')).toMatchObject({
        type: 'application/pdf',
        path: 'Plan_de_gestion_de_residuos_2026.pdf',
      });
    });

    it('matches the files table and the bytes on disk', async () => {
      const folder = await listFolder({ client: HOTELES.name, root: 'AUTORIZACIONES' });
      const rows = await api.db
        .select()
        .from(files)
        .where(and(eq(files.clientId, 1), like(files.blobUri, '1/AUTORIZACIONES/%')));
      const direct = rows.filter((r) => r.blobUri.split('/').length === 3);
      const listedFiles = folder.items.filter((i) => i.type !== 'FOLDER');
      expect(listedFiles.map((i) => i.blobUri).sort()).toEqual(direct.map((r) => r.blobUri).sort());
      for (const item of listedFiles) expect((await storedBytes(item.blobUri)).length).toBe(item.size);
    });

    it('answers an empty list for a folder with nothing in it', async () => {
      expect(await listFolder({ client: HOTELES.name, root: 'NO-EXISTE' })).toEqual({ items: [], total: 0 });
    });

    it('serves digitalized clients to the users who have them', async () => {
      const meseta = await listFolder({ client: MESETA.name }, 'digital@demo.es');
      expect(meseta.items.length).toBeGreaterThan(0);
    });

    it('hides files of centers the user does not see', async () => {
      // cliente@ sees client 1 only below center 2; the inspection record belongs to center 1.
      const hidden = await fileRow('1/MISDOCUMENTOS/Inspecciones/Acta_de_inspeccion_2025.pdf');
      expect(hidden?.centerId).toBe(1);
      const asCliente = await listFolder({ client: HOTELES.name, root: 'MISDOCUMENTOS' }, 'cliente@demo.es');
      expect(asCliente.items.map((i) => i.name)).not.toContain('Inspecciones');
      const asGestor = await listFolder({ client: HOTELES.name, root: 'MISDOCUMENTOS' });
      expect(asGestor.items.map((i) => i.name)).toContain('Inspecciones');
    });

    it('answers 404 alike for an unknown client and a client not granted', async () => {
      expect(
        (await api.as(GESTOR).POST('/getFiles', { params: { query: { client: 'No Existe S.L.' } } })).status,
      ).toBe(404);
      expect(
        (await api.as(GESTOR).POST('/getFiles', { params: { query: { client: CARNICAS.name } } })).status,
      ).toBe(404);
      expect(
        (await api.as('digital@demo.es').POST('/getFiles', { params: { query: { client: HOTELES.name } } }))
          .status,
      ).toBe(404);
    });
  });

  describe('POST /getallfiles', () => {
    async function all(params: Query<'post', '/getallfiles'>, as: DemoEmail = GESTOR) {
      const response = await api.as(as).POST('/getallfiles', { params: { query: params } });
      expect(response.status).toBe(200);
      return GetAllFilesResponse.parse(await response.json());
    }

    it('lists every file below the folder, paths relative to the root, by path', async () => {
      const page = await all({ client: HOTELES.name, root: 'DOCUMENTACIONLEGAL' });
      const [counted] = await api.db
        .select({ n: count() })
        .from(files)
        .where(like(files.blobUri, '1/DOCUMENTACIONLEGAL/%'));
      expect(page.total).toBe(counted?.n);
      expect(page.items.every((i) => i.type !== 'FOLDER' && i.type !== 'BACKFOLDER')).toBe(true);
      const paths = page.items.map((i) => i.path);
      expect(paths).toEqual([...paths].sort());
      expect(page.items.every((i) => i.blobUri === `1/DOCUMENTACIONLEGAL/${i.path}`)).toBe(true);
      expect(paths).toContain('Memorias anuales/Memoria_anual_de_residuos_2025.pdf');

      const below = await all({ client: HOTELES.name, root: 'DOCUMENTACIONLEGAL', path: 'Memorias anuales' });
      expect(below.items.map((i) => i.path)).toEqual(paths.filter((p) => p.startsWith('Memorias anuales/')));
    });

    it('filters by name or tag, ignoring case and accents', async () => {
      const byAccent = await all({ client: HOTELES.name, filterText: 'CRONOLÓGICO' });
      expect(byAccent.items.map((i) => i.name)).toEqual(['Archivo_cronologico_2025.pdf']);
      const byTag = await all({ client: HOTELES.name, filterText: 'iso 14001' });
      expect(byTag.items.map((i) => i.name)).toEqual(['Certificado_ISO_14001_2015.pdf']);
      const none = await all({ client: HOTELES.name, filterText: 'zzz-nada' });
      expect(none).toEqual({ items: [], total: 0 });
    });

    it('answers 404 alike for an unknown client and a client not granted', async () => {
      expect(
        (await api.as(GESTOR).POST('/getallfiles', { params: { query: { client: 'No Existe S.L.' } } }))
          .status,
      ).toBe(404);
      expect(
        (await api.as(GESTOR).POST('/getallfiles', { params: { query: { client: CARNICAS.name } } })).status,
      ).toBe(404);
    });
  });

  describe('POST /getfilesbytags', () => {
    async function byTags(json: JsonBody<'post', '/getfilesbytags'>, as: DemoEmail = GESTOR) {
      const response = await api.as(as).POST('/getfilesbytags', { body: json });
      expect(response.status).toBe(200);
      return GetFilesByTagsResponse.parse(await response.json());
    }

    it('finds the files that have every tag, ignoring case, newest first', async () => {
      const invoices = await byTags({ tags: ['FACTURA'], clientDB: 1 });
      const rows = await api.db
        .select()
        .from(files)
        .where(and(eq(files.clientId, 1), eq(files.category, 'FACTURA')));
      expect(invoices.total).toBe(rows.length);
      const dates = invoices.items.map((i) => i.lastModified ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
      const first = invoices.items[0];
      expect(first?.path).toBe(first?.blobUri.slice(2));

      const number = first?.tags[1] ?? '';
      const one = await byTags({ tags: ['factura', number.toLowerCase()], clientDB: 1 });
      expect(one.items.map((i) => i.blobUri)).toEqual([first?.blobUri]);
    });

    it('searches every granted client when clientDB is null, and filters by center', async () => {
      const everywhere = await byTags({ tags: ['certificado'], clientDB: null });
      const clientsFound = new Set(everywhere.items.map((i) => i.clientDB));
      expect(clientsFound.has(CARNICAS.clientId)).toBe(false);
      expect(clientsFound.size).toBeGreaterThan(1);

      const [withCenter] = await api.db
        .select()
        .from(files)
        .where(and(eq(files.clientId, 1), eq(files.category, 'FACTURA')))
        .limit(1);
      const centerId = withCenter?.centerId ?? 0;
      const byCenter = await byTags({ tags: ['factura'], clientDB: 1, centerDB: centerId });
      expect(byCenter.total).toBeGreaterThan(0);
      expect(byCenter.items.every((i) => i.centerDB === centerId)).toBe(true);
    });

    it('hides files of centers the user does not see and refuses another client (403)', async () => {
      const scope = await loadScope(api.db, { oid: oidOf('cliente@demo.es'), isAdmin: false }, 'normal');
      const found = await byTags({ tags: ['factura'], clientDB: 1 }, 'cliente@demo.es');
      expect(found.total).toBeGreaterThan(0);
      expect(found.items.every((i) => i.centerDB === null || scope.centerIds.has(i.centerDB ?? 0))).toBe(
        true,
      );
      const [rows] = await api.db
        .select({ n: count() })
        .from(files)
        .where(and(eq(files.clientId, 1), eq(files.category, 'FACTURA')));
      expect(found.total).toBeLessThan(rows?.n ?? 0);

      expect(
        (await api.as(GESTOR).POST('/getfilesbytags', { body: { tags: ['factura'], clientDB: 2 } })).status,
      ).toBe(403);
    });
  });

  // ---------------------------------------------------------------- deletes and downloads

  async function uploaded(folder: string, names: string[]): Promise<string[]> {
    const response = await uploadFiles({ folder, files: names.map((n) => pdf(n)) });
    expect(response.status).toBe(200);
    return UploadMultipleFilesResponse.parse(await response.json()).items.map((i) => i.blobUri);
  }

  describe('DELETE /deleteFile', () => {
    it('removes the file and its row; a second delete is 404', async () => {
      const [blobUri] = await uploaded('1/MISDOCUMENTOS/Borrar', ['uno.pdf']);
      const response = await api
        .as(GESTOR)
        .DELETE('/deleteFile', { params: { query: { blobUri: String(blobUri) } } });
      expect(response.status).toBe(200);
      expect(DeleteFileResponse.parse(await response.json())).toEqual({ ok: true, affected: 1 });
      expect(await isStored(String(blobUri))).toBe(false);
      expect(await fileRow(String(blobUri))).toBeUndefined();
      const folder = await listFolder({ client: HOTELES.name, root: 'MISDOCUMENTOS' });
      expect(folder.items.map((i) => i.name)).not.toContain('Borrar');
      expect(
        (await api.as(GESTOR).DELETE('/deleteFile', { params: { query: { blobUri: String(blobUri) } } }))
          .status,
      ).toBe(404);
    });

    it('refuses another client’s file and a file of a center not granted (404, as unknown), keeping them', async () => {
      const [foreign] = await api.db.select().from(files).where(eq(files.clientId, 2)).limit(1);
      expect(
        (
          await api
            .as(GESTOR)
            .DELETE('/deleteFile', { params: { query: { blobUri: String(present(foreign).blobUri) } } })
        ).status,
      ).toBe(404);
      const acta = '1/MISDOCUMENTOS/Inspecciones/Acta_de_inspeccion_2025.pdf';
      expect(
        (await api.as('cliente@demo.es').DELETE('/deleteFile', { params: { query: { blobUri: acta } } }))
          .status,
      ).toBe(404);
      expect(await isStored(String(foreign?.blobUri))).toBe(true);
      expect(await isStored(acta)).toBe(true);
    });
  });

  describe('POST /deleteMultipleFiles', () => {
    it('removes every file (duplicates ignored)', async () => {
      const uris = await uploaded('1/MISDOCUMENTOS/BorrarVarios', ['a.pdf', 'b.pdf']);
      const response = await api
        .as(GESTOR)
        .POST('/deleteMultipleFiles', { body: { blobFilenameList: [...uris, present(uris[0])] } });
      expect(response.status).toBe(200);
      expect(DeleteMultipleFilesResponse.parse(await response.json())).toEqual({ ok: true, affected: 2 });
      for (const uri of uris) expect(await isStored(uri)).toBe(false);
      const [left] = await api.db.select({ n: count() }).from(files).where(inArray(files.blobUri, uris));
      expect(left?.n).toBe(0);
    });

    it('checks all first: one unknown or one of another client (404 alike) deletes none', async () => {
      const uris = await uploaded('1/MISDOCUMENTOS/Conservar', ['a.pdf', 'b.pdf']);
      const unknown = await api.as(GESTOR).POST('/deleteMultipleFiles', {
        body: { blobFilenameList: [...uris, '1/MISDOCUMENTOS/Conservar/no-existe.pdf'] },
      });
      expect(unknown.status).toBe(404);
      const [foreign] = await api.db.select().from(files).where(eq(files.clientId, 2)).limit(1);
      const denied = await api
        .as(GESTOR)
        .POST('/deleteMultipleFiles', { body: { blobFilenameList: [...uris, String(foreign?.blobUri)] } });
      expect(denied.status).toBe(404);
      for (const uri of uris) expect(await isStored(uri)).toBe(true);
      expect(await isStored(String(foreign?.blobUri))).toBe(true);
      const [kept] = await api.db.select({ n: count() }).from(files).where(inArray(files.blobUri, uris));
      expect(kept?.n).toBe(2);
    });
  });

  describe('an upload that collides with the folder tree', () => {
    it('a file named as an existing folder, or a folder through a file: 400, nothing changes', async () => {
      const [plan] = await api.db
        .select()
        .from(files)
        .where(and(eq(files.clientId, 1), like(files.blobUri, '1/MISDOCUMENTOS/Plan_de_gestion%')));
      if (!plan) throw new Error('seed: no plan in 1/MISDOCUMENTOS');
      // Only names with a document's extension are uploaded: a folder named like one is made first.
      const inFolder = await uploadFileWeb(
        { folder: '1/MISDOCUMENTOS/Actas.pdf' },
        { file: pdf('acta.pdf') },
      );
      expect(inFolder.status).toBe(200);
      const asFolder = await uploadFileWeb({ folder: '1/MISDOCUMENTOS' }, { file: pdf('Actas.pdf') });
      expect(asFolder.status).toBe(400);
      expect(await asFolder.json()).toMatchObject({ code: 'VALIDATION' });
      expect(await fileRow('1/MISDOCUMENTOS/Actas.pdf')).toBeUndefined();
      const throughFile = await uploadFileWeb({ folder: plan.blobUri }, { file: pdf('dentro.pdf') });
      expect(throughFile.status).toBe(400);
      expect(await fileRow('1/MISDOCUMENTOS')).toBeUndefined();
      expect(await fileRow(`${plan.blobUri}/dentro.pdf`)).toBeUndefined();
      expect(await isStored(plan.blobUri)).toBe(true);
      expect(await stagedLeft()).toEqual([]);
    });
  });

  describe('what an upload may replace and a delete may remove', () => {
    /** A seeded invoice PDF of client 1: a file of a system folder. */
    async function invoiceFile() {
      const [row] = await api.db
        .select()
        .from(files)
        .where(and(eq(files.clientId, HOTELES.clientId), eq(files.category, 'FACTURA')))
        .limit(1);
      if (!row) throw new Error('seed: client 1 has no invoice PDF');
      return {
        row,
        folder: row.blobUri.slice(0, row.blobUri.lastIndexOf('/')),
        bytes: await storedBytes(row.blobUri),
      };
    }

    async function expectUnchanged(row: typeof files.$inferSelect, bytes: Buffer) {
      expect((await storedBytes(row.blobUri)).equals(bytes)).toBe(true);
      expect(await fileRow(row.blobUri)).toEqual(row);
    }

    async function expectNoTemporaryFiles() {
      const left = await stagedLeft();
      expect(left).toEqual([]);
    }

    it('every document a record points at lies in a system folder', async () => {
      const tables = [facturas, facturasProforma, albaranes, weightTickets, documentosIdentificacion];
      let checked = 0;
      for (const table of tables) {
        const rows = await api.db
          .select({ filePath: table.filePath })
          .from(table)
          .where(isNotNull(table.filePath))
          .limit(200);
        expect(rows.length).toBeGreaterThan(0);
        for (const { filePath } of rows) {
          expect(isSystemFolder(String(filePath).split('/').slice(0, -1)), String(filePath)).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(5);
      // And the user's own folders are not.
      expect(isSystemFolder(['1', 'MISDOCUMENTOS', 'Facturas'])).toBe(false);
      expect(isSystemFolder(['1', 'DOCUMENTACIONCOMERCIAL'])).toBe(false);
      expect(isSystemFolder(['1', 'documentacioncomercial', 'FACTURAS', '2024'])).toBe(true);
    });

    it('refuses an upload into a system folder (403), by any of the three operations, keeping the file', async () => {
      const { row, folder, bytes } = await invoiceFile();
      const name = row.blobUri.slice(folder.length + 1);
      const replacement = () => pdf(name, 'factura falsa');
      for (const response of [
        await uploadFileWeb({ folder }, { file: replacement() }),
        await uploadFile({ folder, clientDB: HOTELES.clientId }, { file: replacement() }),
        await uploadFiles({ folder, files: [replacement()] }),
        // A new file in a system folder, and the folder written in another case.
        await uploadFileWeb({ folder }, { file: pdf('nueva.pdf') }),
        await uploadFileWeb({ folder: folder.toLowerCase() }, { file: pdf('nueva.pdf') }),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: expect.stringContaining('sistema'),
        });
      }
      await expectUnchanged(row, bytes);
      expect(await fileRow(`${folder}/nueva.pdf`)).toBeUndefined();
      await expectNoTemporaryFiles();

      // Next to the system folders the user's own files are fine.
      const beside = await uploadFileWeb({ folder: '1/DOCUMENTACIONCOMERCIAL' }, { file: pdf('propia.pdf') });
      expect(beside.status).toBe(200);
    });

    it('refuses to delete a file of a system folder (403), alone or among others, deleting none', async () => {
      const { row, bytes } = await invoiceFile();
      const one = await api.as(GESTOR).DELETE('/deleteFile', { params: { query: { blobUri: row.blobUri } } });
      expect(one.status).toBe(403);
      expect(await one.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringContaining('sistema'),
      });
      const own = await uploaded('1/MISDOCUMENTOS/ConFactura', ['mio.pdf']);
      const many = await api
        .as(GESTOR)
        .POST('/deleteMultipleFiles', { body: { blobFilenameList: [...own, row.blobUri] } });
      expect(many.status).toBe(403);
      await expectUnchanged(row, bytes);
      for (const uri of own) expect(await isStored(uri)).toBe(true);
    });

    it('refuses to replace a file the user cannot see (403): a file of a center not granted stays as it was', async () => {
      // cliente@ has client 1 only through center 2's subtree: the inspection report of another
      // center of client 1 is not theirs to see, so not theirs to overwrite either.
      const [acta] = await api.db
        .select()
        .from(files)
        .where(like(files.blobUri, '1/MISDOCUMENTOS/Inspecciones/%'));
      if (!acta?.centerId) throw new Error('seed: no inspection report tied to a center of client 1');
      const scope = await loadScope(api.db, { oid: oidOf('cliente@demo.es'), isAdmin: false }, 'normal');
      expect(scope.clientIds.has(1)).toBe(true);
      expect(scope.centerIds.has(acta.centerId)).toBe(false);
      const bytes = await storedBytes(acta.blobUri);
      const folder = '1/MISDOCUMENTOS/Inspecciones';
      const name = acta.blobUri.slice(folder.length + 1);

      const web = await uploadFileWeb({ folder }, { file: pdf(name, 'otra') }, 'cliente@demo.es');
      expect(web.status).toBe(403);
      // The same words as for a colleague's file the user sees: the answer does not tell that this
      // one belongs to a center the user may not see.
      expect(await web.json()).toEqual({
        code: 'FORBIDDEN',
        message: `Ya existe el fichero ${acta.blobUri} y lo subió otro usuario: solo quien puede borrarlo puede reemplazarlo. Súbalo con otro nombre.`,
      });
      const many = await uploadFiles(
        { folder, files: [pdf('visible.pdf'), pdf(name, 'otra')] },
        'cliente@demo.es',
      );
      expect(many.status).toBe(403);
      await expectUnchanged(acta, bytes);
      expect(await fileRow(`${folder}/visible.pdf`)).toBeUndefined();
      await expectNoTemporaryFiles();
    });

    it('refuses a client the replacement of what the company put in their folder (403), as the delete', async () => {
      const CLIENTE = 'cliente@demo.es';
      for (const blobUri of [
        '1/CONOCEACEITE/Guia_de_buenas_practicas_del_aceite_usado.pdf',
        '1/AUTORIZACIONES/Autorizacion_de_gestor_de_residuos.pdf',
      ]) {
        const row = await fileRow(blobUri);
        if (!row) throw new Error(`seed: no ${blobUri}`);
        const bytes = await storedBytes(blobUri);
        const folder = blobUri.slice(0, blobUri.lastIndexOf('/'));
        const name = blobUri.slice(folder.length + 1);
        for (const response of [
          await uploadFileWeb({ folder }, { file: pdf(name, 'sustituido') }, CLIENTE),
          await uploadFile(
            { folder, clientDB: HOTELES.clientId },
            { file: pdf(name, 'sustituido') },
            CLIENTE,
          ),
          await uploadFiles({ folder, files: [pdf('nuevo.pdf'), pdf(name, 'sustituido')] }, CLIENTE),
          await api.as(CLIENTE).DELETE('/deleteFile', { params: { query: { blobUri } } }),
        ]) {
          expect(response.status).toBe(403);
          expect(await response.json()).toMatchObject({
            code: 'FORBIDDEN',
            message: expect.stringContaining('lo subió otro usuario'),
          });
        }
        await expectUnchanged(row, bytes);
        expect(await fileRow(`${folder}/nuevo.pdf`)).toBeUndefined();
      }
      await expectNoTemporaryFiles();

      // Their own upload a client replaces, and staff replace what the client put there.
      const folder = '1/MISDOCUMENTOS/Propios';
      expect((await uploadFileWeb({ folder }, { file: pdf('mio.pdf', 'uno') }, CLIENTE)).status).toBe(200);
      expect((await uploadFileWeb({ folder }, { file: pdf('mio.pdf', 'dos') }, CLIENTE)).status).toBe(200);
      expect((await storedBytes(`${folder}/mio.pdf`)).toString()).toBe('dos');
      expect((await uploadFileWeb({ folder }, { file: pdf('mio.pdf', 'tres') })).status).toBe(200);
      expect(await fileRow(`${folder}/mio.pdf`)).toMatchObject({ uploadedBy: GESTOR });
    });
  });

  describe('POST /downloadMultipleFiles', () => {
    it('returns a real .zip whose entries are the files, named without the client folder', async () => {
      const chosen = [
        '1/AUTORIZACIONES/Autorizacion_de_gestor_de_residuos.pdf',
        '1/MISDOCUMENTOS/Notas/Instrucciones_para_el_personal.txt',
        '6/MISDOCUMENTOS/Obras/acta.pdf',
      ];
      const response = await api
        .as(GESTOR)
        .POST('/downloadMultipleFiles', { body: { blobFilenameList: [...chosen, present(chosen[0])] } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/zip');
      expect(response.headers.get('Content-Disposition')).toMatch('attachment; filename="archivos.zip"');
      const entries = unzip(Buffer.from(await response.arrayBuffer()));
      expect([...entries.keys()]).toEqual(chosen.map((uri) => uri.slice(uri.indexOf('/') + 1)));
      for (const uri of chosen) {
        expect(entries.get(uri.slice(uri.indexOf('/') + 1))?.equals(await storedBytes(uri))).toBe(true);
      }
    });

    it('answers 404 alike for an unknown file, another client’s and a center not granted', async () => {
      const own = '1/AUTORIZACIONES/Autorizacion_de_gestor_de_residuos.pdf';
      const download = (blobFilenameList: string[], as: DemoEmail = GESTOR) =>
        api.as(as).POST('/downloadMultipleFiles', { body: { blobFilenameList } });
      expect((await download([own, '1/AUTORIZACIONES/no-existe.pdf'])).status).toBe(404);
      const [foreign] = await api.db.select().from(files).where(eq(files.clientId, 2)).limit(1);
      expect((await download([own, String(foreign?.blobUri)])).status).toBe(404);
      expect(
        (await download(['1/MISDOCUMENTOS/Inspecciones/Acta_de_inspeccion_2025.pdf'], 'cliente@demo.es'))
          .status,
      ).toBe(404);
      expect((await download([])).status).toBe(400);
    });
  });

  describe('POST /sendMultipleFiles (attachments read from the storage)', () => {
    it('attaches the stored bytes; a file whose bytes are gone is a 404 and nothing is sent', async () => {
      const content = `Acta firmada, guardada en ${kind}.`;
      const stored = await uploadFileWeb(
        { folder: '1/MISDOCUMENTOS/Correo' },
        { file: new File([content], 'acta.txt', { type: 'text/plain' }) },
      );
      expect(stored.status).toBe(200);
      const { blobUri } = UploadFileWebResponse.parse(await stored.json());
      const send = () =>
        api.as(GESTOR).POST('/sendMultipleFiles', {
          body: { blobFilenameList: [blobUri], toE: ['compras@hotelescostaazul.es'] },
        });
      const response = await send();
      expect(response.status).toBe(200);
      const { messageId } = SendMultipleFilesResponse.parse(await response.json());
      const [message] = await api.db.select().from(outbox).where(eq(outbox.messageId, messageId));
      expect(message?.attachments).toEqual([
        { filename: 'acta.txt', contentType: 'text/plain', size: Buffer.byteLength(content) },
      ]);
      expect(message?.raw).toContain(Buffer.from(content).toString('base64'));

      await api.storage.remove([blobUri]);
      const [before] = await api.db.select({ n: count() }).from(outbox);
      expect((await send()).status).toBe(404);
      const [after] = await api.db.select({ n: count() }).from(outbox);
      expect(after?.n).toBe(before?.n);
    });
  });

  describe('a client deletes only the files they uploaded; each file says whether it may be deleted', () => {
    const CLIENTE = 'cliente@demo.es';

    async function uploadedBy(as: DemoEmail, folder: string, name: string): Promise<string> {
      const response = await uploadFiles({ folder, files: [pdf(name)] }, as);
      expect(response.status).toBe(200);
      const [item] = UploadMultipleFilesResponse.parse(await response.json()).items;
      if (!item) throw new Error('the upload answered no file');
      return item.blobUri;
    }

    const listed = async (as: DemoEmail, path: string) =>
      new Map(
        (await listFolder({ client: HOTELES.name, root: 'MISDOCUMENTOS', path }, as)).items.map((item) => [
          item.blobUri,
          item,
        ]),
      );

    it('refuses a client another user’s upload (403, kept) and lets them delete their own', async () => {
      const theirs = await uploadedBy(GESTOR, '1/MISDOCUMENTOS/Compartido', 'del-gestor.pdf');
      const mine = await uploadedBy(CLIENTE, '1/MISDOCUMENTOS/Compartido', 'del-cliente.pdf');

      const seen = await listed(CLIENTE, 'Compartido');
      expect(seen.get(theirs)?.eliminable).toBe(false);
      expect(seen.get(mine)?.eliminable).toBe(true);

      const refused = await api.as(CLIENTE).DELETE('/deleteFile', { params: { query: { blobUri: theirs } } });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toMatch(/lo subió otro usuario/);
      // Together with one of theirs, nothing is deleted.
      const both = await api
        .as(CLIENTE)
        .POST('/deleteMultipleFiles', { body: { blobFilenameList: [mine, theirs] } });
      expect(both.status).toBe(403);
      expect(await isStored(theirs)).toBe(true);
      expect(await isStored(mine)).toBe(true);

      const own = await api.as(CLIENTE).DELETE('/deleteFile', { params: { query: { blobUri: mine } } });
      expect(own.status).toBe(200);
      expect(await fileRow(mine)).toBeUndefined();
    });

    it('lets staff (role 3) delete a client’s upload; a system file is never eliminable', async () => {
      const clients = await uploadedBy(CLIENTE, '1/MISDOCUMENTOS/DeCliente', 'nota.pdf');
      expect((await listed(GESTOR, 'DeCliente')).get(clients)?.eliminable).toBe(true);
      const response = await api
        .as(GESTOR)
        .DELETE('/deleteFile', { params: { query: { blobUri: clients } } });
      expect(response.status).toBe(200);

      const [invoice] = await api.db
        .select()
        .from(files)
        .where(and(eq(files.clientId, HOTELES.clientId), eq(files.category, 'FACTURA')))
        .limit(1);
      if (!invoice) throw new Error('seed: client 1 has no invoice PDF');
      const folder = invoice.blobUri.split('/').slice(1, -1).join('/');
      const items = await listFolder({ client: HOTELES.name, path: folder });
      expect(items.items.find((item) => item.blobUri === invoice.blobUri)?.eliminable).toBe(false);
      const byTags = GetFilesByTagsResponse.parse(
        await (
          await api
            .as(GESTOR)
            .POST('/getfilesbytags', { body: { tags: invoice.tags.slice(0, 1), clientDB: HOTELES.clientId } })
        ).json(),
      );
      expect(byTags.items.find((item) => item.blobUri === invoice.blobUri)?.eliminable).toBe(false);
    });
  });
});

describe('the atomic writer itself (local folder)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'atomic-write-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function* failingSource() {
    yield Buffer.from('primera mitad del fichero, ');
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw new Error('conexión perdida');
  }

  it('stores the whole file when the source completes', async () => {
    const size = await writeAtomically(
      join(folder, 'sub', 'ok.txt'),
      Readable.from([Buffer.from('completo')]),
      100,
    );
    expect(size).toBe(8);
    expect(await readFile(join(folder, 'sub', 'ok.txt'), 'utf8')).toBe('completo');
    expect(await readdir(join(folder, 'sub'))).toEqual(['ok.txt']);
  });

  it('leaves no file and no temporary file when the source fails midway', async () => {
    await expect(writeAtomically(join(folder, 'roto.txt'), failingSource(), 1000)).rejects.toThrow(
      'conexión perdida',
    );
    expect(await fileExists(join(folder, 'roto.txt'))).toBe(false);
    expect((await readdir(folder)).filter((name) => name.startsWith(temporaryPrefix))).toEqual([]);
  });

  it('keeps the previous version intact when a replacement fails', async () => {
    const path = join(folder, 'contrato.txt');
    await writeFile(path, 'versión firmada');
    await expect(writeAtomically(path, failingSource(), 1000)).rejects.toThrow();
    expect(await readFile(path, 'utf8')).toBe('versión firmada');
    await expect(writeAtomically(path, Readable.from([Buffer.alloc(50)]), 10)).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(await readFile(path, 'utf8')).toBe('versión firmada');
    expect((await readdir(folder)).filter((name) => name.startsWith(temporaryPrefix))).toEqual([]);
  });
});
