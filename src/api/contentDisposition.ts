/**
 * The file name a Content-Disposition header carries. RFC 6266: `filename*` (RFC 5987, UTF-8 and
 * percent-encoded, so Spanish names survive) wins over the plain `filename`.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;

  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return sanitize(decodeURIComponent(extended[2].trim()));
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }

  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return sanitize(value);
}

/** A name, never a path: whatever the server sends, the browser saves a bare file name. */
function sanitize(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base.length > 0 ? base : null;
}
