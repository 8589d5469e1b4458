/**
 * Serves the built portal (dist/): its public files, hashed assets with long caching, the public
 * pages the build made (dist/pages/<path>.html) at their paths, and index.html for every other
 * client-side route so a reload or a shared link opens the right screen.
 * Nothing else: no dotfile or dot folder (dist/.vite holds the build's module map), no path out
 * of dist, and a missing file with an extension (/favicon.ico, /assets/gone.js) is a 404, not the
 * index page in its place.
 *
 * The build writes brotli and gzip copies of its scripts, styles and other text beside them
 * (vite.config.ts: file.js.br, file.js.gz). A request that accepts one gets it, with
 * Content-Encoding and the copy's length; every file that has copies answers Vary: Accept-Encoding.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { acceptedEncoding, type Encoding } from './compression';
import { sendError } from './requestGuard';
import { presetHeaders } from './securityHeaders';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export type PortalFile =
  | { kind: 'file'; path: string; size: number }
  | { kind: 'index'; path: string; size: number }
  | { kind: 'missing' }
  | { kind: 'bad' };

/** The decoded path of a request target, or null when its percent-encoding is broken. */
export function decodedPathname(target: string): string | null {
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * What a request path gets from dist: a file, the index (a client route), nothing (missing or
 * not public), or a refusal (undecodable, NUL). Decided on the decoded path's segments, so no
 * encoding of '..', '.' or a backslash reaches the file system.
 */
async function resolvePortalFile(root: string, target: string): Promise<PortalFile> {
  const pathname = decodedPathname(target);
  if (pathname === null || pathname.includes('\0')) return { kind: 'bad' };
  const segments = pathname.split(/[/\\]/).filter((s) => s !== '');
  const indexPath = join(root, 'index.html');
  const index = async (): Promise<PortalFile> => {
    const size = await fileSizeInside(root, indexPath);
    return size === null ? { kind: 'missing' } : { kind: 'index', path: indexPath, size };
  };
  if (segments.length === 0) return index();
  // Dotfiles, dot folders and '..': never public. (Also what keeps paths inside dist.)
  if (segments.some((s) => s.startsWith('.'))) return { kind: 'missing' };
  const path = resolve(root, ...segments);
  if (!path.startsWith(root + sep)) return { kind: 'missing' };
  const size = await fileSizeInside(root, path);
  if (size !== null) return { kind: 'file', path, size };
  // A client route has no extension; a missing asset has one and must fail as such.
  if (extname(segments.at(-1) ?? '')) return { kind: 'missing' };
  // A public page is a page of its own, made at build time: /legal-notice is pages/legal-notice.html
  // (src/lib/publicPageFile.ts; the portal's own matching ignores case and a trailing slash too).
  const page = `${resolve(root, 'pages', ...segments.map((segment) => segment.toLowerCase()))}.html`;
  const pageSize = await fileSizeInside(root, page);
  return pageSize === null ? index() : { kind: 'file', path: page, size: pageSize };
}

export function staticPortal(distDir: string, headers: Readonly<Record<string, string>>) {
  const root = resolve(distDir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    presetHeaders(res, headers);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'El portal solo admite GET y HEAD.', 'VALIDATION', { Allow: 'GET, HEAD' });
      return;
    }
    const found = await resolvePortalFile(root, req.url ?? '/');
    if (found.kind === 'bad') {
      sendError(res, 400, 'La dirección solicitada no es válida.', 'VALIDATION');
      return;
    }
    if (found.kind === 'missing') {
      sendError(res, 404, 'No se ha encontrado el recurso solicitado.', 'NOT_FOUND');
      return;
    }
    const hashedAsset = found.kind === 'file' && found.path.startsWith(join(root, 'assets') + sep);
    const copies = await compressedCopies(root, found.path);
    const encoding = acceptedEncoding(req.headers['accept-encoding'], [...copies.keys()]);
    const sent = encoding ? (copies.get(encoding) as CompressedCopy) : found;
    res.writeHead(200, {
      'Content-Type': contentTypes[extname(found.path)] ?? 'application/octet-stream',
      'Content-Length': sent.size,
      'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...(copies.size > 0 ? { Vary: 'Accept-Encoding' } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      await pipeline(createReadStream(sent.path), res);
    } catch (error) {
      // A client gone mid-download is not a server fault: its connection is already over.
      // Chromium drops the requests of a page it leaves; pipeline then finds the response already
      // destroyed (UNABLE_TO_PIPE) or sees it close mid-file (PREMATURE_CLOSE).
      const code = (error as NodeJS.ErrnoException).code;
      if (res.destroyed && (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ERR_STREAM_UNABLE_TO_PIPE'))
        return;
      throw error;
    }
  };
}

interface CompressedCopy {
  path: string;
  size: number;
}

/** The build's compressed copies of a file (brotli first: smaller), those that exist. */
async function compressedCopies(root: string, path: string): Promise<Map<Encoding, CompressedCopy>> {
  const copies = new Map<Encoding, CompressedCopy>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const size = await fileSizeInside(root, path + suffix);
    if (size !== null) copies.set(encoding, { path: path + suffix, size });
  }
  return copies;
}

/** The size of a regular file whose real path (links followed) is inside dist; else null. */
async function fileSizeInside(root: string, path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    const [realRoot, realPath] = await Promise.all([realpath(root), realpath(path)]);
    return realPath.startsWith(realRoot + sep) ? info.size : null;
  } catch {
    return null;
  }
}
