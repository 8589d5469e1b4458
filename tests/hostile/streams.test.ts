/**
 * Request bodies, uploads and file streams over real sockets against the started stack (in this
 * process: a crash of the server is a crash of this test). Each case ends its own request only;
 * afterwards the server answers a normal request, every object in the storage is a stored file
 * (no partial upload, nothing left staged) and, on the local folder, no file stays open. Both
 * document storages: the local folder and Azure Blob Storage (Azurite).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files } from '../../server/db/schema';
import { temporaryFolderName, temporaryFolderOf } from '../../server/features/files/atomicWrite';
import type { DocumentStorage } from '../../server/storage/documentStorage';
import { openStorage } from '../../server/storage/openStorage';
import { type StartedStack, startStackForTests } from '../../server/testing/startedStack';
import { stopAzurite, storageKinds, storageOptions } from '../server/support/storages';
import { unzip } from '../support/unzip';
import { uploadFiles } from './support/uploads';

let stack: StartedStack;
/** The stack's document storage, as a second reader of it (listing what it holds). */
let storage: DocumentStorage;
let agent: Agent;
const MB = 1024 * 1024;
/** Small, so that "past the limit" is quick to reach. */
const uploadLimitMb = 2;
const GESTOR = 'gestor@demo.es';

beforeAll(() => {
  agent = new Agent({ rejectUnauthorized: false, keepAlive: false });
});

afterAll(async () => {
  agent?.destroy();
  await stopAzurite();
});

// ---------------------------------------------------------------- what must hold after each case

const isStaged = (key: string) => key.startsWith(`${temporaryFolderName}/`);

/**
 * The storage holds stored files only: each object has its `files` row, none is a staged upload
 * (their cleanup may take a moment).
 */
async function expectStorageClean() {
  await vi.waitFor(async () => expect((await storage.list()).filter(isStaged)).toEqual([]), {
    timeout: 3000,
    interval: 50,
  });
  const rows = new Set(
    (await stack.stack.db.select({ blobUri: files.blobUri }).from(files)).map((row) => row.blobUri),
  );
  const strays = (await storage.list()).filter((key) => !rows.has(key));
  expect(strays).toEqual([]);
}

const openDescriptors = async () => (await readdir('/proc/self/fd')).length;

async function afterEachCase(descriptorsBefore?: number) {
  await stack.answersNormally();
  await expectStorageClean();
  // In Azure the reads are requests on pooled sockets, which stay open for the next one.
  if (descriptorsBefore !== undefined && storage.kind === 'disco') {
    await vi.waitFor(async () => expect(await openDescriptors()).toBeLessThanOrEqual(descriptorsBefore), {
      timeout: 3000,
      interval: 50,
    });
  }
}

// ---------------------------------------------------------------- helpers

const uploaded = (folder: string, contents: Record<string, Buffer>) =>
  uploadFiles(stack, GESTOR, folder, contents);

/** A streamed download whose reading the test controls: it starts paused after the head. */
async function startDownload(method: string, path: string, json?: unknown): Promise<IncomingMessage> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const request = httpsRequest({
    agent,
    host: '127.0.0.1',
    servername: 'localhost',
    port: stack.port,
    method,
    path,
    headers: {
      authorization: `Bearer ${await stack.tokenFor(GESTOR)}`,
      ...(body
        ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
        : {}),
    },
  });
  request.end(body);
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  response.pause();
  return response;
}

async function readRest(response: IncomingMessage, first: Buffer[] = []): Promise<Buffer> {
  const chunks = [...first];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.resume();
  await once(response, 'end');
  return Buffer.concat(chunks);
}

/** The first chunk of a paused download, leaving it paused again. */
async function firstChunk(response: IncomingMessage): Promise<Buffer> {
  const chunk = new Promise<Buffer>((resolve) => response.once('data', resolve));
  response.resume();
  const bytes = await chunk;
  response.pause();
  return bytes;
}

const deleteFile = async (blobUri: string) =>
  (await stack.call('DELETE', `/api/deleteFile?blobUri=${encodeURIComponent(blobUri)}`, { as: GESTOR }))
    .status;

/**
 * Writes a request head and then an endless chunked body, as fast as the server takes it, until
 * the server answers; returns the answer's status line and how many body bytes had been sent.
 */
async function endlessChunkedUpload(head: string, firstBytes: Buffer) {
  const socket = await stack.connect();
  let answered: string | null = null;
  const answer = new Promise<string>((resolve) =>
    socket.once('data', (chunk: Buffer) => {
      answered = chunk.toString('latin1').split('\r\n')[0] ?? '';
      resolve(answered);
    }),
  );
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').catch(() => undefined);
  socket.write(`${head}Transfer-Encoding: chunked\r\n\r\n`);
  const chunk = (bytes: Buffer) =>
    Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
  let sent = 0;
  const filler = chunk(Buffer.alloc(64 * 1024, 0x41));
  socket.write(chunk(firstBytes));
  sent += firstBytes.length;
  const cap = 256 * MB;
  while (answered === null && sent < cap && !socket.destroyed) {
    sent += 64 * 1024;
    if (!socket.write(filler)) await Promise.race([once(socket, 'drain'), answer, closed]);
  }
  const statusLine = await Promise.race([
    answer,
    new Promise<string>((r) => setTimeout(() => r('(none)'), 5000)),
  ]);
  socket.destroy();
  return { statusLine, sent };
}

const multipartHead = (boundary: string, name: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );

// ---------------------------------------------------------------- cases

describe.each(storageKinds)('almacenamiento %s', (kind) => {
  beforeAll(async () => {
    const azure = (await storageOptions(kind)).azure;
    stack = await startStackForTests({
      env: {
        UPLOAD_LIMIT_MB: String(uploadLimitMb),
        ...(azure
          ? {
              AZURE_STORAGE_CONNECTION_STRING: azure.connectionString,
              AZURE_STORAGE_CONTAINER: `hostil-${process.pid}`,
            }
          : {}),
      },
    });
    storage = openStorage(stack.config);
  }, 240_000);
  afterAll(() => stack?.close());

  describe('downloads while their files change', () => {
    it('a zip download survives the delete and the replacement of its files mid-stream', async () => {
      const contents = Object.fromEntries(
        Array.from({ length: 6 }, (_, i) => [`parte-${i}.pdf`, randomBytes(Math.round(1.9 * MB))]),
      );
      const uris = await uploaded('1/MISDOCUMENTOS/HostilZip', contents);
      const descriptors = await openDescriptors();
      const response = await startDownload('POST', '/api/downloadMultipleFiles', { blobFilenameList: uris });
      expect(response.statusCode).toBe(200);
      const first = await firstChunk(response);

      // The client is slow: while it waits, the last file goes and another is replaced.
      const replacement = Buffer.from('otra versión');
      expect(await deleteFile(String(uris[5]))).toBe(200);
      await uploaded('1/MISDOCUMENTOS/HostilZip', { 'parte-4.pdf': replacement });

      // Each file is in whole, as it was when its turn came (what the sockets' buffers had taken
      // by then decides which turn that was); the one deleted before its turn is named instead.
      const zip = unzip(await readRest(response, [first]));
      for (const [name, bytes] of Object.entries(contents)) {
        const entry = zip.get(`MISDOCUMENTOS/HostilZip/${name}`);
        if (name === 'parte-4.pdf')
          expect(entry?.equals(bytes) || entry?.equals(replacement), name).toBe(true);
        else if (name === 'parte-5.pdf' && entry === undefined)
          expect(zip.get('FICHEROS NO INCLUIDOS.txt')?.toString()).toContain(`HostilZip/${name}`);
        else expect(entry?.equals(bytes), name).toBe(true);
      }
      await afterEachCase(descriptors);
    });

    it('a single download survives the delete of its file mid-stream', async () => {
      const bytes = randomBytes(Math.round(1.9 * MB));
      const [uri] = await uploaded('1/MISDOCUMENTOS/HostilUno', { 'informe.pdf': bytes });
      const descriptors = await openDescriptors();
      const response = await startDownload(
        'GET',
        `/api/downloadFile?filename=${encodeURIComponent(String(uri))}`,
      );
      expect(response.statusCode).toBe(200);
      const first = await firstChunk(response);
      expect(await deleteFile(String(uri))).toBe(200);
      expect((await readRest(response, [first])).equals(bytes)).toBe(true);
      await afterEachCase(descriptors);
    });
  });

  describe('clients that go away', () => {
    it('mid-download of a zip and of a file: their files are closed, the rest is served', async () => {
      const uris = await uploaded('1/MISDOCUMENTOS/HostilCorte', {
        'a.pdf': randomBytes(Math.round(1.9 * MB)),
        'b.pdf': randomBytes(Math.round(1.9 * MB)),
        'c.pdf': randomBytes(Math.round(1.9 * MB)),
      });
      const descriptors = await openDescriptors();
      const zip = await startDownload('POST', '/api/downloadMultipleFiles', { blobFilenameList: uris });
      const single = await startDownload(
        'GET',
        `/api/downloadFile?filename=${encodeURIComponent(String(uris[0]))}`,
      );
      for (const response of [zip, single]) {
        expect(response.statusCode).toBe(200);
        await firstChunk(response);
        response.destroy();
        response.socket?.destroy();
      }
      await afterEachCase(descriptors);
    });

    it('mid-upload: the file being written is removed, nothing is stored', async () => {
      const boundary = 'corte-de-subida';
      const socket: TLSSocket = await stack.connect();
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/uploadFileWeb?folder=1/MISDOCUMENTOS/HostilSubida HTTP/1.1\r\nHost: localhost\r\n` +
          `Authorization: Bearer ${await stack.tokenFor(GESTOR)}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${uploadLimitMb * MB}\r\n\r\n`,
      );
      socket.write(multipartHead(boundary, 'a medias.pdf'));
      socket.write(Buffer.alloc(MB, 0x42));
      if (storage.kind === 'disco') {
        // The upload is being written to the temporary folder, as it streams.
        await vi.waitFor(
          async () => expect((await readdir(temporaryFolderOf(stack.config.storageRoot))).length).toBe(1),
          { timeout: 3000, interval: 20 },
        );
      } else {
        // In Azure its bytes wait for a whole block (4 MiB, past this limit), invisible until then.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      socket.destroy();
      await afterEachCase();
      const [row] = await stack.stack.db
        .select()
        .from(files)
        .where(eq(files.blobUri, '1/MISDOCUMENTOS/HostilSubida/a medias.pdf'));
      expect(row).toBeUndefined();
    });
  });

  describe('bodies past the limit, and bodies nobody may send', () => {
    it('an anonymous endless chunked upload is a 401 before its body is read', async () => {
      const rssBefore = process.memoryUsage().rss;
      const { statusLine, sent } = await endlessChunkedUpload(
        'POST /api/uploadMultipleFiles HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n',
        multipartHead('x', 'anonimo.pdf'),
      );
      console.info(`anonymous endless upload: ${statusLine} after ${Math.round(sent / MB)} MB sent`);
      expect(statusLine).toMatch(/^HTTP\/1\.1 401/);
      // What the sockets' buffers took before the answer came, not the body: the server read none.
      expect(sent).toBeLessThan(32 * MB);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * MB);
      await afterEachCase();
    });

    it('an authenticated endless chunked upload is a 413 as soon as the file passes the limit', async () => {
      const { statusLine, sent } = await endlessChunkedUpload(
        'POST /api/uploadFileWeb?folder=1/MISDOCUMENTOS/HostilSinFin HTTP/1.1\r\nHost: localhost\r\n' +
          `Authorization: Bearer ${await stack.tokenFor(GESTOR)}\r\nContent-Type: multipart/form-data; boundary=x\r\n`,
        multipartHead('x', 'sin-fin.pdf'),
      );
      console.info(`authenticated endless upload: ${statusLine} after ${Math.round(sent / MB)} MB sent`);
      expect(statusLine).toMatch(/^HTTP\/1\.1 413/);
      expect(sent).toBeGreaterThan(uploadLimitMb * MB);
      expect(sent).toBeLessThan(uploadLimitMb * MB + 32 * MB);
      await afterEachCase();
    });

    it('a declared length past the limit is a 413 before any of the body is sent', async () => {
      const answer = await stack.raw(
        'POST /api/uploadFileWeb?folder=1/MISDOCUMENTOS/HostilLargo HTTP/1.1\r\nHost: localhost\r\n' +
          `Authorization: Bearer ${await stack.tokenFor(GESTOR)}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
          `Content-Length: ${1024 * MB}\r\n\r\n`,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'TOO_LARGE' });
      await afterEachCase();
    });
  });
});
