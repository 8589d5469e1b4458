/**
 * Paths inside the document storage, for the file operations. Every stored path is relative to the
 * storage root and its first segment is the owning client's folder (its clientId). The safety of a
 * path (no '..', no absolute path, no backslash, no control character, no encoded separator, and
 * containment under the root after resolution) is server/lib/storagePath.ts's; this adds what the
 * file operations need on top: folders with a trailing '/', the client folder, upload file names.
 */
import { badRequest } from '../../lib/errors';
import { requireStorageKey } from '../../lib/storagePath';

/**
 * The segments of a relative storage path; '' is the empty path (allowed for folders only). A
 * folder's trailing '/' is ignored; a file path has none.
 */
export function pathSegments(raw: string, field: string, options: { file?: boolean } = {}): string[] {
  let path = raw;
  if (path.endsWith('/') && !options.file) path = path.slice(0, -1);
  const key = requireStorageKey(path, field, { allowEmpty: !options.file });
  return key === '' ? [] : key.split('/');
}

/** The owning client of a stored path: its first segment, a clientId. */
export function clientIdOf(segments: readonly string[], field: string): number {
  const first = segments[0] ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(first)) {
    throw badRequest(`El campo "${field}" debe empezar por la carpeta del cliente (su clientId).`, field);
  }
  return Number(first);
}

/** A stored file's path: relative, a client folder first, a file name after it. */
export function parseBlobUri(raw: string, field: string): { blobUri: string; clientId: number } {
  const segments = pathSegments(raw, field, { file: true });
  const clientId = clientIdOf(segments, field);
  if (segments.length < 2) throw badRequest(`El campo "${field}" debe ser la ruta de un fichero.`, field);
  return { blobUri: segments.join('/'), clientId };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]/g;
const encodedSeparator = /%(2f|5c|2e|00)/i;

/**
 * The name of an uploaded file: one path segment (no '/', '\', '..', control character or encoded
 * separator), at most 255 characters (what file systems accept).
 */
export function checkFileName(name: string, field = 'file'): string {
  if (
    name.trim() === '' ||
    name === '.' ||
    name.length > 255 ||
    name.includes('/') ||
    name.includes('\\') ||
    name.includes('..') ||
    new RegExp(controlCharacter.source).test(name) ||
    encodedSeparator.test(name)
  ) {
    throw badRequest(
      `El nombre de fichero "${name.replace(controlCharacter, '?')}" no está permitido: sin «/», «\\», «..» ni caracteres de control.`,
      field,
    );
  }
  return name;
}
