/**
 * `npm run dev`: the portal through Vite's dev middleware (hot reload), behind the same refusals
 * as the built portal. Vite serves any file under the project root that its fs rules allow
 * (vite.config.ts narrows them); this refuses on top, whatever the configuration: any path into
 * the data folder (signing and cookie keys, the database, stored files) and any dotfile or dot
 * folder, except Vite's own pre-bundled dependencies.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from 'node:https';
import { relative, resolve, sep } from 'node:path';
import { sendError } from './requestGuard';
import { presetHeaders } from './securityHeaders';
import { decodedPathname } from './staticPortal';

export interface DevPortalOptions {
  /** Folders no request may reach (the data folder, the storage root). */
  privateDirs: string[];
  headers: Readonly<Record<string, string>>;
}

export type DevVerdict = 'serve' | 'refuse' | 'bad';

/**
 * Whether Vite may see this request target. `root` is the project root, `depsPrefix` the URL
 * prefix of Vite's dependency cache (e.g. '/node_modules/.vite/deps/').
 */
export function devVerdict(
  target: string,
  context: { root: string; depsPrefix: string; privateDirs: string[] },
): DevVerdict {
  const pathname = decodedPathname(target);
  if (pathname === null || pathname.includes('\0')) return 'bad';
  const segments = pathname.split(/[/\\]/).filter((s) => s !== '');
  const dotted = segments.some((s) => s.startsWith('.'));
  if (dotted && !(pathname.startsWith(context.depsPrefix) && !segments.includes('..'))) return 'refuse';
  // The file Vite would read: from the root, or an absolute path after /@fs/ (or /@id/).
  const absolute = /^\/@(fs|id)\//.exec(pathname) ? pathname.replace(/^\/@(fs|id)\/+/, '/') : null;
  const candidates = [resolve(context.root, `.${pathname}`), ...(absolute ? [resolve(absolute)] : [])];
  const reachesPrivate = context.privateDirs.some((dir) => {
    const privateDir = resolve(dir);
    const fromRoot = relative(context.root, privateDir).split(sep).join('/');
    return (
      candidates.some((file) => file === privateDir || file.startsWith(privateDir + sep)) ||
      pathname.includes(privateDir) ||
      // Named from the root anywhere in the path (a module id, an alias): refused as well.
      (fromRoot !== '' && !fromRoot.startsWith('..') && pathname.includes(`/${fromRoot}`))
    );
  });
  return reachesPrivate ? 'refuse' : 'serve';
}

export async function devPortal(server: Server, options: DevPortalOptions) {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });
  const root = vite.config.root;
  const depsPrefix = `/${relative(root, resolve(vite.config.cacheDir, 'deps')).split(sep).join('/')}/`;
  const context = { root, depsPrefix, privateDirs: options.privateDirs };
  return (req: IncomingMessage, res: ServerResponse) => {
    presetHeaders(res, options.headers);
    const verdict = devVerdict(req.url ?? '/', context);
    if (verdict === 'bad') return sendError(res, 400, 'La dirección solicitada no es válida.', 'VALIDATION');
    if (verdict === 'refuse')
      return sendError(res, 404, 'No se ha encontrado el recurso solicitado.', 'NOT_FOUND');
    vite.middlewares(req, res);
  };
}
