/**
 * Serves the built portal (dist/): hashed assets with long caching, and index.html for every
 * client-side route so a reload or a shared link opens the right screen.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export function staticPortal(distDir: string) {
  const root = normalize(distDir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const requested = normalize(join(root, pathname));
    const inside = requested.startsWith(root + sep) || requested === root;
    const file = inside && (await isFile(requested)) ? requested : join(root, 'index.html');
    const hashedAsset = file.includes(`${sep}assets${sep}`);
    res.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    createReadStream(file).pipe(res);
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
