/**
 * Writes a stored file so that a reader never sees half of it: the bytes go to a temporary file in
 * the destination folder (same file system, so the final rename is atomic) and are renamed into
 * place only once complete and flushed. If the source fails or exceeds the limit midway, the
 * temporary file is removed and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tooLarge } from '../../lib/errors';

/** Prefix of temporary upload files; listings never show them (they have no `files` row). */
export const temporaryPrefix = '.upload-';

export interface PendingWrite {
  /** The temporary file, complete and flushed. */
  temporary: string;
  destination: string;
  size: number;
  /** Renames the temporary file into place (replacing any file there). */
  commit(): Promise<void>;
  /** Removes the temporary file. */
  discard(): Promise<void>;
}

function sizeLimit(maxBytes: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(tooLarge(`El fichero supera el tamaño máximo de ${Math.round(maxBytes / 1024 / 1024)} MB.`));
        return;
      }
      callback(null, chunk);
    },
  });
  return { counter, size: () => size };
}

/** Writes `source` next to `destination` under a temporary name; commit() renames it into place. */
export async function writeTemporary(
  destination: string,
  source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream,
  maxBytes: number,
): Promise<PendingWrite> {
  const folder = dirname(destination);
  await mkdir(folder, { recursive: true });
  const temporary = join(
    folder,
    `${temporaryPrefix}${randomUUID()}-${basename(destination).slice(0, 80)}.part`,
  );
  const limit = sizeLimit(maxBytes);
  try {
    await pipeline(source, limit.counter, createWriteStream(temporary, { flags: 'wx', flush: true }));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return {
    temporary,
    destination,
    size: limit.size(),
    commit: () => rename(temporary, destination),
    discard: () => rm(temporary, { force: true }),
  };
}

/** writeTemporary then commit: the whole file appears at once, or nothing does. */
export async function writeAtomically(
  destination: string,
  source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream,
  maxBytes: number,
): Promise<number> {
  const pending = await writeTemporary(destination, source, maxBytes);
  try {
    await pending.commit();
  } catch (error) {
    await pending.discard();
    throw error;
  }
  return pending.size;
}
