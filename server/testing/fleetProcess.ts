/**
 * Stack processes as a fleet runs them, for the fleet's tests and benchmark: `server/main.ts` in a
 * child process of its own (one stack, or WORKERS=N behind one port), and a client that talks to
 * any of them over HTTPS as a browser and MSAL would: the real sign-in (authorization code with
 * PKCE through the sign-in page, a cookie jar), the token endpoint, the API. Each request names the
 * process (port) it goes to, so a test can send each one to a different process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';
import { stackIdentity } from '../stack';
import { CookieJar } from './cookieJar';

const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface StackProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** What it printed on standard output alone: its JSON log. */
  log(): string;
  /** Resolves once its output matches `pattern` (which may have matched already). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** SIGTERM, SIGKILL if still there after 10 s; resolves once it is gone. */
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` on `port` with `env` on top of this process's (minus the database and
 * storage settings the caller did not give) and resolves once it is serving: "Portal Clientes:"
 * for one stack, one "sirviendo" line per worker with WORKERS.
 */
export async function startStackProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  options: { readyTimeoutMs?: number } = {},
): Promise<StackProcess> {
  const inherited = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'AZURE_STORAGE_CONNECTION_STRING',
    'AZURE_STORAGE_CONTAINER',
    'WORKERS',
  ])
    delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let log = '';
  const listeners = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    read(chunk);
  });
  child.stderr?.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitFor = (pattern: RegExp, timeoutMs = 120_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          done();
          resolve(match);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          done();
          reject(new Error(`The stack on port ${port} ended before printing ${pattern}:\n${output}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`The stack on port ${port} did not print ${pattern} in time:\n${output}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', check);
      };
      listeners.add(check);
      child.once('exit', check);
      check();
    });

  const workers = Number(env.WORKERS ?? 1);
  const ready =
    workers > 1 ? new RegExp(`(?:sirviendo\\.[\\s\\S]*){${workers}}`) : /Portal Clientes[^:]*: https:\/\//;
  const running: StackProcess = {
    child,
    port,
    output: () => output,
    log: () => log,
    waitFor,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    },
  };
  try {
    await waitFor(ready, options.readyTimeoutMs ?? 180_000);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  text(): string;
  json<T = Record<string, unknown>>(): T;
}

/** One HTTPS request to the process on `port` (a fresh connection; the certificate is self-signed). */
export function send(
  port: number,
  method: string,
  path: string,
  options: {
    headers?: Record<string, string>;
    body?: Buffer | string;
    /** The loopback address to connect from (127.0.0.2...: another client, as a balancer sees it). */
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        servername: 'localhost',
        port,
        method,
        path,
        headers: {
          ...options.headers,
          ...(options.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
        },
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const item of Array.isArray(value) ? value : [value])
              if (item !== undefined) headers.append(name, item);
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body,
            text: () => body.toString('utf8'),
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** A sign-in page a FleetUser opened: its form's target and the request that opened it. */
interface SignInPage {
  request: { path: string; codeVerifier: string; scope: string };
  target: URL;
}

/**
 * A signed-in user of the fleet at `origin` (where users reach it: every process advertises it),
 * whose every request goes to the port `via()` picks at that moment.
 */
export class FleetUser {
  readonly #cookies = new CookieJar();
  tokens: Tokens | undefined;

  constructor(
    readonly origin: string,
    readonly via: () => number,
    /** Where this browser connects from, and headers it adds to every request (a forged X-Forwarded-For). */
    readonly client: { localAddress?: string; headers?: Record<string, string> } = {},
  ) {}

  get #redirectUri() {
    return `${this.origin}/redirect.html`;
  }

  get #flowPath() {
    return `/${stackIdentity.tenant}/${stackIdentity.policies.signIn.toLowerCase()}`;
  }

  /** A request to the next process, with this browser's cookies; stores the ones it sets. */
  async request(method: string, path: string, options: Parameters<typeof send>[3] = {}) {
    const cookie = this.#cookies.header();
    const answer = await send(this.via(), method, path, {
      ...options,
      ...(this.client.localAddress ? { localAddress: this.client.localAddress } : {}),
      headers: { ...this.client.headers, ...options.headers, ...(cookie ? { cookie } : {}) },
    });
    this.#cookies.store(answer);
    return answer;
  }

  /** Follows redirects (each hop to the next process) until a page, or the portal's redirect URI. */
  async #navigate(method: string, path: string, options: Parameters<typeof send>[3] = {}) {
    let answer = await this.request(method, path, options);
    for (let hops = 0; hops < 10; hops++) {
      const location = answer.headers.get('location');
      if (answer.status < 300 || answer.status >= 400 || !location) return { page: answer };
      const next = new URL(location, this.origin);
      if (`${next.origin}${next.pathname}` === this.#redirectUri)
        return { callback: new URLSearchParams(next.hash ? next.hash.slice(1) : next.search) };
      answer = await this.request('GET', `${next.pathname}${next.search}`);
    }
    throw new Error(`Too many redirects from ${path}`);
  }

  #authorization(prompt?: string) {
    const codeVerifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: stackIdentity.clientId,
      scope: `${this.origin}/${stackIdentity.tenant}/api/${stackIdentity.scope} openid profile offline_access`,
      redirect_uri: this.#redirectUri,
      response_mode: 'fragment',
      response_type: 'code',
      client_info: '1',
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
      nonce: randomBytes(16).toString('base64url'),
      state: randomBytes(16).toString('base64url'),
      ...(prompt ? { prompt } : {}),
    });
    return {
      path: `${this.#flowPath}/oauth2/v2.0/authorize?${params}`,
      codeVerifier,
      scope: String(params.get('scope')),
    };
  }

  /** The token endpoint, as MSAL calls it from the portal. */
  async token(fields: Record<string, string>): Promise<Tokens> {
    const answer = await this.request('POST', `${this.#flowPath}/oauth2/v2.0/token`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.origin },
      body: new URLSearchParams({ client_id: stackIdentity.clientId, ...fields }).toString(),
    });
    const body = answer.json();
    if (answer.status !== 200) throw new Error(`token endpoint ${answer.status}: ${answer.text()}`);
    this.tokens = { accessToken: String(body.access_token), refreshToken: String(body.refresh_token) };
    return this.tokens;
  }

  async #redeem(callback: URLSearchParams, request: { codeVerifier: string; scope: string }) {
    const code = callback.get('code');
    if (!code) throw new Error(`No code: ${callback}`);
    return this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.#redirectUri,
      code_verifier: request.codeVerifier,
      scope: request.scope,
    });
  }

  /**
   * Opens a sign-in page, each step at the next process: what to post the credentials on, now or
   * later (`signInOn`: a user who takes their time).
   */
  async openSignInPage(): Promise<SignInPage> {
    const request = this.#authorization();
    const shown = await this.#navigate('GET', request.path);
    if (shown.page?.status !== 200)
      throw new Error(`No sign-in page: ${shown.page?.status} ${shown.page?.text().slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(shown.page.text())?.[1]?.replaceAll('&amp;', '&');
    if (!action) throw new Error('The sign-in page has no form');
    return { request, target: new URL(action, this.origin) };
  }

  /** Posts these credentials on an open sign-in page. */
  async #post(opened: SignInPage, email: string, password: string) {
    const { request, target } = opened;
    const posted = await this.#navigate('POST', `${target.pathname}${target.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    return { request, ...posted };
  }

  /** Signs in on a page opened before (openSignInPage). */
  async signInOn(opened: SignInPage, email: string, password: string): Promise<Tokens> {
    const posted = await this.#post(opened, email, password);
    if (!posted.callback)
      throw new Error(`Not signed in: ${posted.page?.status} ${posted.page?.text().slice(0, 500)}`);
    return this.#redeem(posted.callback, posted.request);
  }

  /** Signs in through the sign-in page, each step at the next process. */
  async signIn(email: string, password: string): Promise<Tokens> {
    return this.signInOn(await this.openSignInPage(), email, password);
  }

  /** A sign-in that must not succeed (a wrong password): the page shown after the post. */
  async failSignIn(email: string, password: string): Promise<Answer> {
    const posted = await this.#post(await this.openSignInPage(), email, password);
    if (!posted.page) throw new Error(`${email} signed in`);
    return posted.page;
  }

  /** MSAL's silent renewal (prompt=none): needs only the session cookie, no password. */
  async signInSilently(): Promise<Tokens> {
    const request = this.#authorization('none');
    const outcome = await this.#navigate('GET', request.path);
    if (!outcome.callback || outcome.callback.get('error'))
      throw new Error(`Silent sign-in failed: ${outcome.callback ?? outcome.page?.status}`);
    return this.#redeem(outcome.callback, request);
  }

  /** The refresh token grant (MSAL's renewal of an expired access token). */
  refresh(): Promise<Tokens> {
    if (!this.tokens) throw new Error('Not signed in');
    return this.token({
      grant_type: 'refresh_token',
      refresh_token: this.tokens.refreshToken,
      scope: `${this.origin}/${stackIdentity.tenant}/api/${stackIdentity.scope} openid profile offline_access`,
      client_info: '1',
    });
  }

  /** An API call (path under /api) as this user, at the next process. */
  api(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string>; body?: Buffer } = {},
  ) {
    if (!this.tokens) throw new Error('Not signed in');
    return send(this.via(), method, `/api${path}`, {
      ...(this.client.localAddress ? { localAddress: this.client.localAddress } : {}),
      headers: {
        ...this.client.headers,
        authorization: `Bearer ${this.tokens.accessToken}`,
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.json !== undefined
        ? { body: JSON.stringify(options.json) }
        : options.body !== undefined
          ? { body: options.body }
          : {}),
    });
  }
}

/** A multipart/form-data body with one file field, as the portal's upload sends it. */
export function multipartFile(name: string, contentType: string, content: Buffer) {
  const boundary = `fleet${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
