/**
 * Safe resolution of a client-supplied storage path (a `blobUri`, a document's `filePath`, a folder of
 * the file explorer) to a file under the storage root. A request must never reach outside the root:
 * "..", absolute paths, drive letters, backslashes, percent-encoded separators or dots (a second
 * decoding somewhere would turn them into real ones) and control characters (NUL truncates paths in
 * some APIs) are refused before the path touches the file system.
 *
 * Pure: no file-system access. Symbolic links inside the root are not followed here; the storage
 * root is written by the API only (seed and uploads), which creates none.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { badRequest } from './errors';

export const maxStorageKeyLength = 1024;

export type StorageKeyCheck = { ok: true; key: string } | { ok: false; message: string };

export interface StorageKeyOptions {
  /** Accept '' (the root itself), e.g. for listing the top folder. Default false. */
  allowEmpty?: boolean;
}

/** Percent-encoded '/', '\', '.' or NUL: a later decoding would turn them into a traversal. */
const encodedSeparator = /%(2f|5c|2e|00)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/;
/** 'C:', 'c:foo': a Windows drive, absolute or drive-relative. */
const driveLetter = /^[a-z]:/i;

/**
 * Checks a storage path and returns its canonical key: segments joined by '/', with no empty, '.'
 * or '..' segment. The key is what the `files` table stores as `blobUri`.
 */
export function checkStorageKey(input: string, options: StorageKeyOptions = {}): StorageKeyCheck {
  const fail = (message: string): StorageKeyCheck => ({ ok: false, message });
  if (input === '') return options.allowEmpty ? { ok: true, key: '' } : fail('La ruta está vacía.');
  if (input.length > maxStorageKeyLength) return fail('La ruta es demasiado larga.');
  if (controlCharacter.test(input)) return fail('La ruta contiene caracteres de control.');
  if (input.includes('\\')) return fail('La ruta no puede contener barras invertidas.');
  if (encodedSeparator.test(input)) return fail('La ruta no puede contener separadores codificados.');
  if (input.startsWith('/') || driveLetter.test(input) || isAbsolute(input))
    return fail('La ruta debe ser relativa al almacenamiento.');
  const segments = input.split('/');
  if (segments.some((segment) => segment === '')) return fail('La ruta contiene segmentos vacíos.');
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return fail('La ruta no puede contener «.» ni «..».');
  return { ok: true, key: segments.join('/') };
}

/** checkStorageKey, answering a failure with a 400 that names the request field. */
export function requireStorageKey(input: string, field: string, options: StorageKeyOptions = {}): string {
  const checked = checkStorageKey(input, options);
  if (!checked.ok) throw badRequest(`El campo "${field}" no es una ruta válida: ${checked.message}`, field);
  return checked.key;
}

/**
 * The absolute path of a key under `root` ('' is the root itself). The key is checked again and
 * containment verified after resolution (defence in depth), so a caller that skipped
 * requireStorageKey still cannot escape the root.
 */
export function storagePathOf(root: string, key: string, field = 'filename'): string {
  if (!checkStorageKey(key, { allowEmpty: true }).ok) throw badRequest('La ruta no es válida.', field);
  const base = resolve(root);
  const target = key === '' ? base : resolve(base, ...key.split('/'));
  const inside = relative(base, target);
  if (inside.startsWith('..') || isAbsolute(inside) || (target !== base && !target.startsWith(base + sep)))
    throw badRequest('La ruta no es válida.', field);
  return target;
}
