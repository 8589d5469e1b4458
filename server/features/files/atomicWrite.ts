/**
 * Writes a stored file so that a reader never sees half of it: the bytes go to a temporary file and
 * are renamed into place only once complete and flushed. If the source fails or exceeds the limit
 * midway, the temporary file is removed and nothing is stored.
 *
 * Uploads keep their temporary files in the storage root's temporary folder (`temporaryFolderOf`):
 * one place to clean after a crash, on the same file system as every destination (so the rename is
 * atomic), and a folder no stored path can name (a stored path starts with a clientId).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type HttpError, tooLarge } from '../../lib/errors';

/** Prefix of temporary upload files; listings never show them (they have no `files` row). */
export const temporaryPrefix = '.upload-';

/** The storage root's folder for uploads in progress. */
export const temporaryFolderName = '.uploads-in-progress';

export function temporaryFolderOf(storageRoot: string): string {
  return join(resolve(storageRoot), temporaryFolderName);
}

/**
 * A temporary file untouched for this long belongs to no live request (an upload writes to it as
 * its bytes arrive, and commits or removes it as soon as they end): a process died mid-upload.
 */
export const staleTemporaryMs = 60 * 60 * 1000;

/**
 * Who writes a temporary file: this machine and process, written into its name so that a process
 * starting after a crash can tell its dead predecessor's leftovers (same machine, a process that no
 * longer exists) from the uploads in progress of the other processes sharing the storage root.
 */
const ownerSeparator = '~';
const thisOwner = `${hostname().replaceAll(ownerSeparator, '_')}${ownerSeparator}${process.pid}`;

/** The name of a new temporary file of this process. */
export function temporaryFileName(label: string): string {
  return `${temporaryPrefix}${thisOwner}${ownerSeparator}${randomUUID()}-${label}.part`;
}

function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'; // EPERM: alive, someone else's
  }
}

/**
 * Whether a temporary file was left by a crash: written by a process of this machine that no
 * longer exists (the usual case: the server restarted after being killed), or, whoever wrote it,
 * untouched for `staleTemporaryMs` (a process of another machine sharing the folder, or a name
 * without an owner).
 */
function isLeftover(name: string, modifiedMs: number, now: number): boolean {
  if (now - modifiedMs > staleTemporaryMs) return true;
  const [host, pid] = name.slice(temporaryPrefix.length).split(ownerSeparator);
  const ownerPid = Number(pid);
  if (host !== thisOwner.split(ownerSeparator)[0] || !Number.isInteger(ownerPid)) return false;
  return ownerPid !== process.pid && processIsGone(ownerPid);
}

/**
 * Removes what uploads cut short by a crash left in the temporary folder. Run when the API starts.
 * Several processes may share the storage root (a fleet, WORKERS), and one starting must not
 * delete another's upload in progress: only leftovers go (`isLeftover`).
 */
export function clearTemporaryFolder(storageRoot: string, now = Date.now()): void {
  const folder = temporaryFolderOf(storageRoot);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // no folder yet: nothing was left
  }
  for (const name of names) {
    const path = join(folder, name);
    try {
      if (isLeftover(name, statSync(path).mtimeMs, now)) rmSync(path, { recursive: true, force: true });
    } catch {
      // Gone meanwhile: committed or removed by its own request.
    }
  }
}

export interface TemporaryFile {
  /** The temporary file, complete and flushed. */
  path: string;
  size: number;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Counts bytes through; past `maxBytes` it fails with the 413 of `overLimit`. */
function sizeLimit(maxBytes: number, overLimit: () => HttpError) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(overLimit());
        return;
      }
      callback(null, chunk);
    },
  });
  return { counter, size: () => size };
}

export interface TemporaryWriteOptions {
  /** Folder of the temporary file; the final rename must stay on its file system. */
  folder: string;
  /** Readable hint in the temporary file's name (a file name). */
  label: string;
  maxBytes: number;
  /** The 413 past `maxBytes`; by default the generic upload limit message. */
  overLimit?: () => HttpError;
}

/** Streams `source` into a new temporary file; on any failure the file is removed. */
export async function writeTemporary(
  source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream,
  options: TemporaryWriteOptions,
): Promise<TemporaryFile> {
  await mkdir(options.folder, { recursive: true });
  const path = join(options.folder, temporaryFileName(basename(options.label).slice(0, 80)));
  const limit = sizeLimit(
    options.maxBytes,
    options.overLimit ??
      (() => tooLarge(`El fichero supera el tamaño máximo de ${megabytes(options.maxBytes)} MB.`)),
  );
  try {
    await pipeline(source, limit.counter, createWriteStream(path, { flags: 'wx', flush: true }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, size: limit.size() };
}

/** Renames a complete temporary file into place (replacing any file there). */
export async function commitTemporary(temporary: string, destination: string): Promise<void> {
  await mkdir(dirname(destination), { recursive: true });
  await rename(temporary, destination);
}

/** writeTemporary (next to `destination`) then commit: the whole file appears at once, or nothing does. */
export async function writeAtomically(
  destination: string,
  source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream,
  maxBytes: number,
): Promise<number> {
  const written = await writeTemporary(source, {
    folder: dirname(destination),
    label: basename(destination),
    maxBytes,
  });
  try {
    await commitTemporary(written.path, destination);
  } catch (error) {
    await rm(written.path, { force: true });
    throw error;
  }
  return written.size;
}
