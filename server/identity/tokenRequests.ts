/**
 * The token endpoint's gate, before oidc-provider sees a request: each client address, and each
 * grant (a sign-in's code and its chain of refresh tokens, however often rotated), may ask so often
 * (requestLimits.ts); and a request that would issue a refresh token waits (503) while the flow's
 * store holds as many live ones as it admits, rather than pushing out someone else's.
 *
 * The gate reads the form to find the grant, then hands oidc-provider a copy of the request with
 * the same body, as if unread. Its refusals are the endpoint's own kind of answer (JSON with
 * `error` and a Spanish `error_description`), with Retry-After, and CORS for the portal so that
 * MSAL can read them.
 */
import { IncomingMessage, type ServerResponse } from 'node:http';
import { countRefusal } from '../operations/metrics';
import type { DatabaseStore } from './databaseAdapter';
import { FormBodyError, isForm, readForm } from './formBody';
import { texts } from './pages/texts';
import { type RequestLimits, waitSeconds } from './requestLimits';

/** The model holding what a grant type's request names (its grant id is in the row). */
const redeemed: Record<string, { model: string; parameter: string }> = {
  authorization_code: { model: 'AuthorizationCode', parameter: 'code' },
  refresh_token: { model: 'RefreshToken', parameter: 'refresh_token' },
};

/** Seconds a request is told to wait while the refresh tokens are at their cap. */
const busyRetrySeconds = 60;

export interface TokenGateSettings {
  limits: RequestLimits;
  /** The flow's own store (its codes and refresh tokens). */
  store: DatabaseStore;
  /** Origins the portal calls from (CORS on the refusals). */
  clientOrigins: readonly string[];
}

/**
 * Answers the request when it may not go ahead (and resolves undefined), or resolves the request
 * to hand to oidc-provider.
 */
export function createTokenGate(settings: TokenGateSettings) {
  const { limits, store, clientOrigins } = settings;

  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: { error: string; error_description: string },
    retryAfter?: number,
  ) => {
    const origin = req.headers.origin;
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
      ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }),
      ...(origin && clientOrigins.includes(origin)
        ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
        : {}),
    });
    res.end(text);
  };
  const tooMany = (req: IncomingMessage, res: ServerResponse, waitMs: number) => {
    const seconds = waitSeconds(waitMs);
    refuse(
      req,
      res,
      429,
      { error: 'too_many_requests', error_description: texts.tooManyRequests(seconds) },
      seconds,
    );
  };

  return async function gate(
    req: IncomingMessage,
    res: ServerResponse,
    ip: string,
  ): Promise<IncomingMessage | undefined> {
    const addressWait = await limits.consume('token', { ip });
    if (addressWait > 0) {
      tooMany(req, res, addressWait);
      return undefined;
    }
    // Not a form: oidc-provider refuses it, unread.
    if (!isForm(req)) return req;
    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error;
      refuse(req, res, 413, { error: 'invalid_request', error_description: texts.tooLarge });
      return undefined;
    }
    const kind = redeemed[form.get('grant_type') ?? ''];
    const value = kind && form.get(kind.parameter);
    const grant = value ? (await store.adapter(kind.model).find(value))?.grantId : undefined;
    if (grant) {
      const grantWait = await limits.consume('tokenGrant', { ip, grant });
      if (grantWait > 0) {
        tooMany(req, res, grantWait);
        return undefined;
      }
    }
    if (kind && !(await store.admits('RefreshToken'))) {
      countRefusal('identity.refreshTokensFull');
      refuse(
        req,
        res,
        503,
        { error: 'temporarily_unavailable', error_description: texts.busy.message },
        busyRetrySeconds,
      );
      return undefined;
    }
    return withBody(req, form.toString());
  };
}

/** A request like `req` whose body, already read from `req`, is `body` again. */
function withBody(req: IncomingMessage, body: string): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  const bytes = Buffer.from(body, 'utf8');
  copy.headers = { ...req.headers, 'content-length': String(bytes.length) };
  delete copy.headers['transfer-encoding'];
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value ?? '']).flatMap((item) => [name, item]),
  );
  (copy as IncomingMessage & { originalUrl?: string }).originalUrl = (
    req as IncomingMessage & { originalUrl?: string }
  ).originalUrl;
  copy.push(bytes);
  copy.push(null);
  copy.complete = true;
  return copy;
}
