/**
 * Where the documents' bytes live: a folder on this machine (the default) or an Azure Blob Storage
 * container (AZURE_STORAGE_CONNECTION_STRING). The file operations only speak to this interface, so
 * both keep the same rules: every key is a checked relative storage path (server/lib/storagePath.ts)
 * whose first segment is the owning client; an upload is staged while it streams and becomes a
 * stored object only once complete (an aborted one leaves none); downloads stream and stop when the
 * reader goes away.
 *
 * The `files` table stays the source of truth for what exists, with its tags and metadata: the
 * storage holds bytes only, and listings never read it.
 */
import type { Readable } from 'node:stream';
import type { HttpError } from '../lib/errors';

export type StorageKind = 'disco' | 'azure';

/** An upload's bytes, complete, not yet a stored object: `commit` makes it one, `discard` drops it. */
export interface StagedObject {
  readonly size: number;
  /** Where the storage keeps it meanwhile (a temporary file, a temporary blob). */
  readonly location: string;
  /** A Blob standing for it in the validated form (the bytes themselves only where cheap). */
  asBlob(): Promise<Blob>;
}

/** A stored object opened for reading: its size known, its bytes streamed on demand. */
export interface OpenedObject {
  readonly size: number;
  /** Its bytes from the start; destroying the stream stops the read. */
  stream(): Readable;
  /** Releases it (a file descriptor, a request in flight); safe to call more than once. */
  close(): Promise<void>;
}

interface StageOptions {
  /** Readable hint in the staged object's name (a file name). */
  label: string;
  maxBytes: number;
  /** The 413 past `maxBytes`. */
  overLimit: () => HttpError;
}

export interface DocumentStorage {
  readonly kind: StorageKind;
  /** Streams an upload into a staged object; any failure (source, limit) stages nothing. */
  stage(
    source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream,
    options: StageOptions,
  ): Promise<StagedObject>;
  /** Makes a staged object the stored object at `key`, replacing any there, whole or not at all. */
  commit(staged: StagedObject, key: string): Promise<void>;
  /** Drops a staged object (nothing to do once committed). */
  discard(staged: StagedObject): Promise<void>;
  /**
   * Opens a stored object for reading; undefined when there is none. Once opened, a delete or a
   * replacement by another request does not change what this reader gets.
   */
  open(key: string): Promise<OpenedObject | undefined>;
  /** A whole stored object (mail attachments); undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** Stores bytes at `key` at once (the seed). */
  write(key: string, content: Uint8Array): Promise<void>;
  /** Removes stored objects; a missing one is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every object the storage holds, staged ones included, as relative keys (tests, tools). */
  list(): Promise<string[]>;
  /** Resolves when the storage answers (readiness: operations/health.ts); rejects otherwise. */
  check(): Promise<void>;
  /** Releases what the storage holds open (connections). */
  close(): Promise<void>;
}
