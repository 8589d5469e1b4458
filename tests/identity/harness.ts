/**
 * The identity provider on a real HTTP server on loopback over a freshly seeded database, and a
 * tiny browser: a cookie jar, redirects followed by hand (stopping at the application's redirect
 * URI, which is never fetched) and the MSAL side of the protocol (PKCE, state, nonce).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { vi } from 'vitest';
import { type Database, openDatabase } from '../../server/db/database';
import { outbox } from '../../server/db/schema';
import {
  createIdentityProvider,
  type IdentityProvider,
  type IdentityProviderOptions,
} from '../../server/identity/provider';
import { createMailer } from '../../server/lib/mail/mailer';
import { seedDatabase } from '../../server/seed/seed';
import { CookieJar } from '../../server/testing/cookieJar';

export { CookieJar };

export const settings = {
  tenant: 'portalclientes',
  policies: { signIn: 'B2C_1_signin', reset: 'B2C_1_reset' },
  clientId: 'portal-clientes-web',
  /** The portal: another origin here, so that CORS is exercised. */
  portalOrigin: 'https://portal.test',
  redirectUri: 'https://portal.test/',
  postLogoutRedirectUri: 'https://portal.test/signed-out',
  audience: 'portal-clientes-api',
  scope: 'access_as_user',
} as const;

export type PolicyName = (typeof settings.policies)[keyof typeof settings.policies];

export async function startIdentityServer(
  options: Pick<
    IdentityProviderOptions,
    'accessTokenTtlSeconds' | 'requestLimits' | 'storeLimits' | 'proxyTrust' | 'clock' | 'keys'
  > & {
    /**
     * A database the caller opened and seeded, and closes (a restart test reopens it); default: a
     * fresh seeded one in memory, closed with the server.
     */
    db?: Database;
    /** Listen on this port (a restart keeps its origin); default: any free one. */
    port?: number;
  } = {},
) {
  const { db: givenDb, port = 0, ...providerOptions } = options;
  const opened = givenDb ? { db: givenDb, close: async () => {} } : await openDatabase({ dataDir: 'memory' });
  const storageRoot = await mkdtemp(join(tmpdir(), 'identity-test-'));
  if (!givenDb) await seedDatabase(opened.db, { tickets: 0, storageRoot });

  let idp: IdentityProvider | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (idp) idp(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  idp = createIdentityProvider({
    origin,
    tenant: settings.tenant,
    policies: settings.policies,
    client: {
      clientId: settings.clientId,
      redirectUris: [settings.redirectUri],
      postLogoutRedirectUris: [settings.postLogoutRedirectUri],
    },
    api: { audience: settings.audience, scope: settings.scope },
    db: opened.db,
    mailer: createMailer(opened.db, {
      from: 'Portal Clientes <no-responder@portal.test>',
      smtpUrl: undefined,
    }),
    cookieKeys: ['una-clave-de-cookies-para-pruebas'],
    ...providerOptions,
  });

  return {
    origin,
    idp,
    db: opened.db,
    /** `/{tenant}/{policy}` URL of a flow. */
    flowUrl: (policy: PolicyName, path: string) =>
      `${origin}/${settings.tenant}/${policy.toLowerCase()}${path}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await opened.close();
      await rm(storageRoot, { recursive: true, force: true });
    },
  };
}

export type IdentityServer = Awaited<ReturnType<typeof startIdentityServer>>;

export interface Page {
  status: number;
  url: string;
  html: string;
  response: Response;
}

/** What the application receives at its redirect URI. */
export interface Callback {
  url: URL;
  params: URLSearchParams;
}

export type Outcome = { kind: 'page'; page: Page } | { kind: 'callback'; callback: Callback };

export class Browser {
  readonly cookies = new CookieJar();

  /** `headers` go with every request, e.g. X-Forwarded-For to stand for another client address. */
  constructor(
    readonly server: IdentityServer,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) });
    const cookie = this.cookies.header();
    if (cookie && new URL(url).origin === this.server.origin) headers.set('Cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.cookies.store(response);
    return response;
  }

  /** Follows redirects until a page is shown or the application's redirect URI is reached. */
  async navigate(url: string, init: RequestInit = {}): Promise<Outcome> {
    let response = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return {
          kind: 'page',
          page: { status: response.status, url: current, html: await response.text(), response },
        };
      }
      const next = new URL(location, current);
      if (next.origin !== this.server.origin) {
        const params = new URLSearchParams(next.hash ? next.hash.slice(1) : next.search);
        return { kind: 'callback', callback: { url: next, params } };
      }
      current = next.href;
      response = await this.request(current);
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  /** Posts a form of the page shown (its `action`, or a button's `formaction`). */
  submit(page: Page, fields: Record<string, string>, action = formAction(page.html)): Promise<Outcome> {
    return this.navigate(new URL(action, page.url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('The page has no form');
  return decodeEntities(match[1]);
}

export function buttonFormAction(html: string, id: string): string {
  const match = new RegExp(`<button[^>]*id="${id}"[^>]*formaction="([^"]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`The page has no button #${id} with a formaction`);
  return decodeEntities(match[1]);
}

export function linkHref(html: string, id: string): string {
  const match = new RegExp(`<a[^>]*id="${id}"[^>]*href="([^"]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`The page has no link #${id}`);
  return decodeEntities(match[1]);
}

export function inputValue(html: string, id: string): string | undefined {
  const match = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html);
  const value = match && /value="([^"]*)"/.exec(match[0]);
  return value?.[1] === undefined ? undefined : decodeEntities(value[1]);
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** An authorization request as MSAL builds it: PKCE S256, state, nonce, fragment response. */
export function authorizationRequest(
  server: IdentityServer,
  policy: PolicyName,
  options: { scope?: string; prompt?: string; loginHint?: string; responseMode?: 'fragment' | 'query' } = {},
) {
  const codeVerifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const url = new URL(server.flowUrl(policy, '/oauth2/v2.0/authorize'));
  const params: Record<string, string> = {
    client_id: settings.clientId,
    scope: options.scope ?? `${server.idp.apiScope} openid profile offline_access`,
    redirect_uri: settings.redirectUri,
    'client-request-id': randomBytes(16).toString('hex'),
    response_mode: options.responseMode ?? 'fragment',
    response_type: 'code',
    'x-client-SKU': 'msal.js.browser',
    client_info: '1',
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    nonce,
    state,
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url: url.href, codeVerifier, state, nonce, scope: params.scope as string };
}

/** The token endpoint, called as MSAL does from the portal's origin. */
export async function tokenRequest(
  server: IdentityServer,
  policy: PolicyName,
  fields: Record<string, string>,
) {
  const response = await fetch(server.flowUrl(policy, '/oauth2/v2.0/token'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
      Origin: settings.portalOrigin,
    },
    body: new URLSearchParams({ client_id: settings.clientId, ...fields }).toString(),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

export function expectPage(outcome: Outcome): Page {
  if (outcome.kind !== 'page')
    throw new Error(`Expected a page, got a redirect to ${outcome.callback.url.href}`);
  return outcome.page;
}

export function expectCallback(outcome: Outcome): Callback {
  if (outcome.kind !== 'callback')
    throw new Error(
      `Expected a redirect to the application, got a page (${outcome.page.status}): ${outcome.page.html.slice(0, 500)}`,
    );
  return outcome.callback;
}

/** Signs in through the sign-in page and exchanges the code, as the portal does. */
export async function signIn(
  server: IdentityServer,
  email: string,
  password: string,
  browser = new Browser(server),
) {
  const request = authorizationRequest(server, settings.policies.signIn);
  const page = expectPage(await browser.navigate(request.url));
  const callback = expectCallback(await browser.submit(page, { email, password }));
  const code = callback.params.get('code');
  if (!code) throw new Error(`No code: ${callback.url.href}`);
  const tokens = await tokenRequest(server, settings.policies.signIn, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: settings.redirectUri,
    code_verifier: request.codeVerifier,
    scope: request.scope,
    client_info: '1',
  });
  return { browser, request, callback, ...tokens };
}

/** The verification codes mailed to `email` (the reset flow's, from the outbox), newest first. */
export async function mailedCodes(server: IdentityServer, email: string): Promise<string[]> {
  const rows = await server.db
    .select({ to: outbox.toAddresses, body: outbox.body })
    .from(outbox)
    .orderBy(desc(outbox.createdAt));
  return rows
    .filter((row) => row.to.includes(email))
    .map((row) => /^(\d{6})$/m.exec(row.body)?.[1])
    .filter((code): code is string => code !== undefined);
}

/** Waits for the code mailed after the first `before` ones (the flow mails after answering). */
export function nextMailedCode(server: IdentityServer, email: string, before: number): Promise<string> {
  return vi.waitFor(
    async () => {
      const codes = await mailedCodes(server, email);
      if (codes.length <= before || !codes[0]) throw new Error(`No new code mailed to ${email}`);
      return codes[0];
    },
    { timeout: 10_000, interval: 25 },
  );
}
