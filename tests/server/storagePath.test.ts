/**
 * The storage path checks every file operation relies on: a client-supplied path resolves under the
 * storage root or is refused with a 400, whatever trick it uses to get out.
 */
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/lib/errors';
import {
  checkStorageKey,
  maxStorageKeyLength,
  requireStorageKey,
  storagePathOf,
} from '../../server/lib/storagePath';

const root = resolve('/srv/portal/storage');

describe('checkStorageKey', () => {
  it.each([
    '3/DOCUMENTACIONCOMERCIAL/Facturas/2026/FV-2026-000123.pdf',
    '1/AUTORIZACIONES/Contratos de tratamiento/Contrato_de_tratamiento_2026.pdf',
    '7/MISDOCUMENTOS/Informe año 2025 (versión 2).pdf',
    '2/FILE/Descuento 100%.pdf',
    'a',
    '...pdf',
  ])('accepts %s unchanged', (path) => {
    expect(checkStorageKey(path)).toEqual({ ok: true, key: path });
  });

  it.each([
    ['empty', ''],
    ['absolute', '/etc/passwd'],
    ['absolute after a prefix of slashes', '//server/share/x'],
    ['parent segment', '../secret.txt'],
    ['parent segment inside', '1/FACTURA/../../other/x.pdf'],
    ['trailing parent', '1/..'],
    ['current segment', './1/x.pdf'],
    ['current segment inside', '1/./x.pdf'],
    ['empty segment', '1//x.pdf'],
    ['trailing slash', '1/FACTURA/'],
    ['backslash', '1\\..\\..\\x'],
    ['windows drive', 'C:/Windows/win.ini'],
    ['windows drive-relative', 'c:boot.ini'],
    ['encoded slash', '1%2F..%2F..%2Fetc'],
    ['encoded slash, lower case', '1%2f..%2fx'],
    ['encoded backslash', '1%5c..%5cx'],
    ['encoded dots', '%2e%2e/x'],
    ['encoded NUL', '1/x.pdf%00.txt'],
    ['NUL', '1/x.pdf\u0000.txt'],
    ['newline', '1/x\n.pdf'],
    ['DEL', '1/x\u007f.pdf'],
    ['too long', `1/${'a'.repeat(maxStorageKeyLength)}`],
  ])('refuses %s', (_, path) => {
    const checked = checkStorageKey(path);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(/ruta/i);
  });

  it('accepts the root itself only when asked to', () => {
    expect(checkStorageKey('').ok).toBe(false);
    expect(checkStorageKey('', { allowEmpty: true })).toEqual({ ok: true, key: '' });
    expect(checkStorageKey('/', { allowEmpty: true }).ok).toBe(false);
  });
});

describe('requireStorageKey', () => {
  it('returns the key of a valid path', () => {
    expect(requireStorageKey('1/FILE/x.pdf', 'filename')).toBe('1/FILE/x.pdf');
  });

  it('throws a 400 naming the field', () => {
    let error: unknown;
    try {
      requireStorageKey('../x', 'blobUri');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    const http = error as HttpError;
    expect(http.status).toBe(400);
    expect(http.body).toMatchObject({ code: 'VALIDATION', field: 'blobUri' });
    expect(http.body.message).toMatch(/^El campo "blobUri" no es una ruta válida/);
  });
});

describe('storagePathOf', () => {
  it('resolves a key under the root', () => {
    expect(storagePathOf(root, '1/FILE/x.pdf')).toBe(join(root, '1', 'FILE', 'x.pdf'));
    expect(storagePathOf(`${root}${sep}`, '1/FILE/x.pdf')).toBe(join(root, '1', 'FILE', 'x.pdf'));
    expect(storagePathOf(root, '')).toBe(root);
  });

  it('refuses a key that would resolve outside the root, even unchecked', () => {
    for (const key of ['../x', '1/../../x', '/etc/passwd']) {
      expect(() => storagePathOf(root, key)).toThrow(HttpError);
    }
    // A sibling folder whose name starts like the root's is outside too.
    expect(() => storagePathOf(root, '../storage-other/x')).toThrow(HttpError);
  });
});
