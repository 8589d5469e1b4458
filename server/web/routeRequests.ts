/**
 * The stack's one request listener: brings the target to origin form, gives every answer the
 * headers of the part it goes to (API reference, API, identity provider or portal), and hands the
 * request over, guarded so that whatever goes wrong ends this request alone.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiDocsPath } from './apiDocs';
import { guardRequests, normalizeTarget, type RequestHandler } from './requestGuard';
import { apiHeaders, identityHeaders, presetHeaders, strictTransportSecurity } from './securityHeaders';

export interface StackParts {
  /** The public API reference: /api/docs and what it loads (it sets its own headers). */
  docs: RequestHandler;
  /** Everything else under /api. */
  api: RequestHandler;
  /** The identity provider: requests whose path starts with `pathPrefix` (lower case). */
  identity: RequestHandler & { pathPrefix: string };
  /** The rest: the portal (it sets its own headers). */
  portal: RequestHandler;
}

export function routeRequests(parts: StackParts): (req: IncomingMessage, res: ServerResponse) => void {
  return guardRequests((req, res) => {
    if (!normalizeTarget(req, res)) return;
    presetHeaders(res, strictTransportSecurity(req.headers.host));
    const path = req.url ?? '/';
    // Before the API: the reference is public, the API authenticates every path it does not know.
    if (isApiDocsPath(path)) return parts.docs(req, res);
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
      presetHeaders(res, apiHeaders);
      return parts.api(req, res);
    }
    if (path.toLowerCase().startsWith(parts.identity.pathPrefix)) {
      presetHeaders(res, identityHeaders);
      return parts.identity(req, res);
    }
    return parts.portal(req, res);
  });
}
