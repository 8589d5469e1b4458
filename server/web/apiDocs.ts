/**
 * The API reference at /api/docs: the bundled contract (openapi/dist/openapi.json) rendered by
 * Scalar's API Reference, in Spanish, for anyone who opens it (no token: it publishes the contract,
 * not data). Everything it needs is served from here, nothing from a CDN: the page, Scalar's
 * standalone bundle from node_modules, the start-up script and the contract itself.
 *
 * It answers exactly four paths, GET and HEAD only; anything else under /api/docs is a 404 and never
 * reaches the API, whose authentication stays as it is for every other /api path.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sendError } from './requestGuard';
import { presetHeaders } from './securityHeaders';

const apiDocsPath = '/api/docs';

const bundledContract = fileURLToPath(new URL('../../openapi/dist/openapi.json', import.meta.url));
/** Scalar's self-contained browser build (an IIFE that defines window.Scalar). */
const scalarBundle = join(
  dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser',
  'standalone.js',
);

/** Whether a request path belongs to the reference (the query string aside). */
export function isApiDocsPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === apiDocsPath || pathname.startsWith(`${apiDocsPath}/`);
}

/**
 * The reference's own policy, stricter than the portal's where it can be: scripts only from this
 * origin and no 'unsafe-eval'; connections
 * only to this origin (the contract); no frames, forms or plugins. 'unsafe-inline' for styles
 * only: Scalar (Vue) writes its theme and component styles into <style> elements at run time and
 * sizes panels through style attributes, as Mantine does in the portal.
 */
export const apiDocsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const title = 'Referencia de la API · Portal Clientes';

const page = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <meta name="description" content="Contrato OpenAPI del Portal Clientes: todas las operaciones con un ejemplo de petición y de respuesta." />
  </head>
  <body>
    <noscript>La referencia necesita JavaScript. El contrato está en <a href="${apiDocsPath}/openapi.json">${apiDocsPath}/openapi.json</a>.</noscript>
    <div id="referencia-api"></div>
    <script src="${apiDocsPath}/inicio.js"></script>
    <script src="${apiDocsPath}/scalar.js"></script>
  </body>
</html>
`;

/**
 * Scalar's settings: Spanish labels (its built-in 'es' locale), no web fonts from its CDN, no
 * telemetry, no AI agent or MCP panel (they call Scalar's services), no "try it" client (a reference,
 * not a console: calls need a user's token), and the contract downloadable as JSON.
 */
const scalarSettings = {
  url: `${apiDocsPath}/openapi.json`,
  localization: { locale: 'es' },
  metaData: { title },
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  hideTestRequestButton: true,
  documentDownloadType: 'json',
  defaultOpenAllTags: false,
  orderRequiredPropertiesFirst: true,
  // On a 390 px phone an operation's header row (authentication, copy as Markdown) is wider than
  // the screen; let it wrap.
  customCss: '.operation-auth { flex-wrap: wrap; }',
};

/**
 * Runs before Scalar's bundle. Zod (inside the bundle) probes whether it may compile validators with
 * `Function('')`; under this policy the probe is refused and logged as a CSP violation. Its
 * documented switch for such pages, set where it reads it (globalThis.__zod_globalConfig), turns
 * the probe off. The reference starts once the bundle, a classic script after this one, has run.
 */
const startScript = `// Arranque de la referencia de la API (server/web/apiDocs.ts).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
document.addEventListener('DOMContentLoaded', function () {
  Scalar.createApiReference('#referencia-api', ${JSON.stringify(scalarSettings, null, 2).replaceAll('\n', '\n  ')});
});
`;

interface Asset {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  type: string;
}

function asset(body: Buffer, type: string): Asset {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, gzip: gzipSync(body), etag, type };
}

/** The reference's request handler (see the module comment for what it answers). */
export function apiDocs(headers: Readonly<Record<string, string>>) {
  const pageAsset = asset(Buffer.from(page), 'text/html; charset=utf-8');
  const fixed = new Map<string, Asset>([
    [apiDocsPath, pageAsset],
    [`${apiDocsPath}/`, pageAsset],
    [`${apiDocsPath}/inicio.js`, asset(Buffer.from(startScript), 'text/javascript; charset=utf-8')],
  ]);
  let scalar: Promise<Asset> | undefined;
  let contract: { key: string; asset: Asset } | undefined;

  async function contractAsset(): Promise<Asset> {
    // Read again when codegen rewrites the bundle (npm run dev keeps serving while it changes).
    const body = await readFile(bundledContract);
    const key = createHash('sha1').update(body).digest('hex');
    if (contract?.key !== key) contract = { key, asset: asset(body, 'application/json; charset=utf-8') };
    return contract.asset;
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    presetHeaders(res, headers);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'La referencia de la API solo admite GET y HEAD.', 'METHOD_NOT_ALLOWED', {
        Allow: 'GET, HEAD',
      });
      return;
    }
    const pathname = (req.url ?? '').split(/[?#]/, 1)[0] ?? '';
    let found = fixed.get(pathname);
    if (!found && pathname === `${apiDocsPath}/scalar.js`) {
      scalar ??= readFile(scalarBundle).then((body) => asset(body, 'text/javascript; charset=utf-8'));
      found = await scalar;
    }
    if (!found && pathname === `${apiDocsPath}/openapi.json`) found = await contractAsset();
    if (!found) {
      sendError(res, 404, 'No se ha encontrado el recurso solicitado.', 'NOT_FOUND');
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const common = { ETag: found.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (req.headers['if-none-match'] === found.etag) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    const body = gzip ? found.gzip : found.body;
    res.writeHead(200, {
      ...common,
      'Content-Type': found.type,
      'Content-Length': body.length,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
