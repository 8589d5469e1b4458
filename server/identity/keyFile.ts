/**
 * Secrets the identity provider must keep across restarts (signing keys, cookie keys), stored as
 * JSON files only the owner can read. Written to a temporary file and renamed so that a crash
 * never leaves half a key behind.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export async function loadOrCreateJsonFile<T>(
  path: string,
  isValid: (value: unknown) => value is T,
  create: () => T,
): Promise<T> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text !== undefined) {
    const stored: unknown = JSON.parse(text);
    if (isValid(stored)) return stored;
    throw new Error(`${path} does not hold what the identity provider expects; delete it to start afresh.`);
  }
  const created = create();
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, path);
  return created;
}
