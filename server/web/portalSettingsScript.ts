/**
 * `/portal-config.js` (the portal's deployment settings, src/lib/portalSettings.ts) with settings
 * of the stack itself added as defaults: the portal's defaults point at the stack's own identity
 * provider, so when that imitates another tenant's shape (IDENTITY_TENANT_KIND), the portal must
 * sign in the same way. The deployment's file still runs first, and what it sets wins.
 */
import { readFile } from 'node:fs/promises';
import type { RequestHandler } from './requestGuard';
import { decodedPathname } from './staticPortal';

const portalSettingsPath = '/portal-config.js';

export function withPortalSettingsDefaults(
  portal: RequestHandler,
  options: {
    file: string;
    defaults: Readonly<Record<string, string>>;
    headers: Readonly<Record<string, string>>;
  },
): RequestHandler {
  if (Object.keys(options.defaults).length === 0) return portal;
  return async (req, res) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      decodedPathname(req.url ?? '/') !== portalSettingsPath
    )
      return portal(req, res);
    const deployment = await readFile(options.file, 'utf8').catch(() => '');
    const body = Buffer.from(
      `${deployment}\nwindow.portalConfig = Object.assign(${JSON.stringify(options.defaults)}, window.portalConfig);\n`,
    );
    res.writeHead(200, {
      ...options.headers,
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
