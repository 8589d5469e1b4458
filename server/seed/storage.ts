/**
 * Writes the seeded documents into the document storage and keeps their `files` rows, so every
 * filePath of a document table and every `files.blobUri` is a stored object at that key.
 */
import type { Database } from '../db/database';
import { files } from '../db/schema';
import type { DocumentStorage } from '../storage/documentStorage';
import { bulkInsert } from './bulkInsert';

export type FileRow = typeof files.$inferInsert;

export type DocumentKind = 'ADMINISTRATIVO' | 'OTROS';

export interface StoredFile {
  /** `{clientId}/{GROUP}/.../name`: the first segment is the client's folder, the second its group. */
  blobUri: string;
  clientId: number;
  centerId: number | null;
  content: Buffer;
  contentType: 'application/pdf' | 'text/plain';
  tags: readonly string[];
  category: string;
  kind: DocumentKind;
  lastModified: Date;
  uploadedBy?: string | null;
}

export class FileStore {
  readonly rows: FileRow[] = [];
  bytes = 0;
  private readonly seen = new Set<string>();

  constructor(private readonly storage: DocumentStorage) {}

  async write(file: StoredFile): Promise<string> {
    const segments = file.blobUri.split('/');
    if (
      segments[0] !== String(file.clientId) ||
      segments.length < 3 ||
      segments.some((s) => !s || s === '..')
    ) {
      throw new Error(`FileStore: invalid path ${file.blobUri}`);
    }
    if (this.seen.has(file.blobUri)) throw new Error(`FileStore: path written twice ${file.blobUri}`);
    this.seen.add(file.blobUri);
    await this.queueWrite(file.blobUri, file.content);
    this.bytes += file.content.length;
    this.rows.push({
      blobUri: file.blobUri,
      clientId: file.clientId,
      centerId: file.centerId,
      name: segments[segments.length - 1] as string,
      contentType: file.contentType,
      size: file.content.length,
      tags: [...file.tags],
      category: file.category,
      group: segments[1] as string,
      kind: file.kind,
      lastModified: file.lastModified,
      uploadedBy: file.uploadedBy ?? null,
    });
    return file.blobUri;
  }

  /**
   * Writes run a few at a time (a remote storage answers each write in a round trip); `write`
   * waits only for a free slot, `flush` for all of them. The first failure is thrown by either.
   */
  private readonly writing = new Set<Promise<void>>();
  private failure: unknown;

  private async queueWrite(key: string, content: Buffer): Promise<void> {
    while (this.writing.size >= 16) await Promise.race(this.writing);
    if (this.failure !== undefined) throw this.failure;
    const write: Promise<void> = this.storage
      .write(key, content)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  /** Every queued write done. */
  async flush(): Promise<void> {
    await Promise.all(this.writing);
    if (this.failure !== undefined) throw this.failure;
  }

  async insertRows(db: Database): Promise<void> {
    for (let i = 0; i < this.rows.length; i += 2000)
      await bulkInsert(db, files, this.rows.slice(i, i + 2000));
  }
}
