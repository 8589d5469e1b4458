/**
 * The documents in an Azure Blob Storage container (AZURE_STORAGE_CONNECTION_STRING and
 * AZURE_STORAGE_CONTAINER): a key is a block blob of that name, so the container mirrors the folder
 * tree of the local storage, and several API processes (or machines) share it.
 *
 * An upload stages its bytes as blocks while it streams (at most one block in memory) on a blob of
 * the temporary folder, and commits that block list only when its part is complete: an upload cut
 * midway leaves uncommitted blocks only, which are no object (Azure drops them within a week). When
 * the request is accepted, the staged blob is copied server side onto its key, replacing any blob
 * there at once, and removed.
 *
 * A reader's request starts when it is opened, before the answer's 200: a blob deleted or replaced
 * meanwhile still reaches it whole (the service serves the version the request began with; a
 * resumed read insists on that version's ETag and fails rather than mix two).
 */
import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { BlobServiceClient, type ContainerClient, RestError } from '@azure/storage-blob';
import { temporaryFolderName, temporaryPrefix } from '../features/files/atomicWrite';
import { badRequest } from '../lib/errors';
import { checkStorageKey } from '../lib/storagePath';
import type { DocumentStorage, OpenedObject, StagedObject } from './documentStorage';

export interface AzureBlobSettings {
  connectionString: string;
  container: string;
}

/** Bytes per staged block: the most an upload holds in memory. */
const blockBytes = 4 * 1024 * 1024;

/** Staged blobs older than this belong to no live request (a process died): swept at start. */
const staleStagedMs = 24 * 60 * 60 * 1000;

const isNotFound = (error: unknown) => error instanceof RestError && error.statusCode === 404;

/** A key as a blob name, checked again here (defence in depth: no caller can name another blob). */
function blobNameOf(key: string): string {
  const checked = checkStorageKey(key);
  if (!checked.ok) throw badRequest('La ruta no es válida.', 'filename');
  return checked.key;
}

/** Block ids of one blob must all have the same length. */
const blockId = (index: number) => Buffer.from(`bloque-${String(index).padStart(6, '0')}`).toString('base64');

export function azureBlobStorage(settings: AzureBlobSettings): DocumentStorage {
  const service = BlobServiceClient.fromConnectionString(settings.connectionString);
  const container: ContainerClient = service.getContainerClient(settings.container);

  let ready: Promise<void> | undefined;
  /** The container exists (created on first use) and stale staged blobs are gone. */
  const prepared = () => {
    ready ??= (async () => {
      await container.createIfNotExists();
      const before = Date.now() - staleStagedMs;
      for await (const blob of container.listBlobsFlat({ prefix: `${temporaryFolderName}/` })) {
        if (blob.properties.lastModified.getTime() < before)
          await container.deleteBlob(blob.name).catch(() => undefined);
      }
    })().catch((error: unknown) => {
      ready = undefined; // try again on the next request
      throw error;
    });
    return ready;
  };

  return {
    kind: 'azure',
    async stage(source, options): Promise<StagedObject> {
      await prepared();
      const label = options.label.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 80);
      const location = `${temporaryFolderName}/${temporaryPrefix}${randomUUID()}-${label}.part`;
      const blob = container.getBlockBlobClient(location);
      const ids: string[] = [];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      const stageBlock = async () => {
        if (pendingBytes === 0) return;
        const id = blockId(ids.length);
        const block = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await blob.stageBlock(id, block, block.length);
        ids.push(id);
      };
      for await (const chunk of source as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > options.maxBytes) throw options.overLimit();
        pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        pendingBytes += chunk.byteLength;
        if (pendingBytes >= blockBytes) await stageBlock();
      }
      await stageBlock();
      // Complete: only now does the staged blob exist.
      await blob.commitBlockList(ids);
      return {
        size,
        location,
        // The validator only needs a Blob; the bytes stay in the container.
        asBlob: async () => new Blob([]),
      };
    },
    async commit(staged, key) {
      const source = container.getBlobClient(staged.location);
      const poller = await container
        .getBlobClient(blobNameOf(key))
        .beginCopyFromURL(source.url, { intervalInMs: 100 });
      await poller.pollUntilDone();
      await source.deleteIfExists();
    },
    async discard(staged) {
      await container.getBlobClient(staged.location).deleteIfExists();
    },
    async open(key): Promise<OpenedObject | undefined> {
      await prepared();
      const abort = new AbortController();
      const response = await container
        .getBlobClient(blobNameOf(key))
        .download(0, undefined, { abortSignal: abort.signal })
        .catch((error: unknown) => {
          if (isNotFound(error)) return undefined;
          throw error;
        });
      const body = response?.readableStreamBody as Readable | undefined;
      if (!response || !body) return undefined;
      // A zip opens its files at once and reads them one after another: a read that fails while
      // it waits must not go unheard (an unheard stream error ends the process); its reader gets
      // the failure when it comes to it.
      let failure: Error | undefined;
      body.on('error', (error: Error) => {
        failure ??= error;
      });
      let closed = false;
      return {
        size: response.contentLength ?? 0,
        stream: () => {
          if (!failure) return body;
          const failed = new PassThrough();
          const error = failure;
          process.nextTick(() => failed.destroy(error));
          return failed;
        },
        close: async () => {
          if (closed) return;
          closed = true;
          if (!body.readableEnded) abort.abort();
          body.destroy();
        },
      };
    },
    async read(key) {
      await prepared();
      return container
        .getBlobClient(blobNameOf(key))
        .downloadToBuffer()
        .catch((error: unknown) => {
          if (isNotFound(error)) return undefined;
          throw error;
        });
    },
    async write(key, content) {
      await prepared();
      await container.getBlockBlobClient(blobNameOf(key)).uploadData(content);
    },
    async remove(keys) {
      await prepared();
      for (const key of keys) await container.getBlobClient(blobNameOf(key)).deleteIfExists();
    },
    async list() {
      await prepared();
      const names: string[] = [];
      for await (const blob of container.listBlobsFlat()) names.push(blob.name);
      return names;
    },
    async check() {
      await prepared();
      await container.getProperties();
    },
    async close() {},
  };
}
