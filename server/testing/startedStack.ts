/**
 * The real HTTPS stack (server/stack.ts: portal, API and identity provider on one socket) started
 * for tests and benchmarks that must talk to it over the wire rather than to the Hono app
 * in-process: a fresh temporary data folder with a small seed, a minimal dist folder (no vite
 * build), access tokens signed with the stack's own identity keys, HTTPS calls and raw TLS bytes.
 */
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request as httpsRequest } from 'node:https';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TLSSocket, connect as tlsConnect } from 'node:tls';
import { importJWK, SignJWT } from 'jose';
import { readServerConfig, type ServerConfig } from '../config';
import { loadOrCreateSigningKeys } from '../identity/signingKeys';
import { createLogger } from '../operations/logger';
import { type DemoEmail, demoAccount } from '../seed/demoAccounts';
import { type RunningStack, type StackOptions, stackIdentity, startStack } from '../stack';
import { freePort } from './localStack';

export interface StartedStackOptions {
  /** Services to seed (default 300: enough for paging, quick to create). */
  seedTickets?: number;
  /** Settings on top of the defaults for the temporary data folder (e.g. UPLOAD_LIMIT_MB). */
  env?: NodeJS.ProcessEnv;
  /**
   * A data folder of the caller's instead of a temporary one: seeded on its first start, used as it
   * is after, and left in place on close (benchmarks keep 500,000 services between runs).
   */
  dataDir?: string;
  /** The stack's operations: its logger, metrics behind a token, trusted proxies. */
  operations?: Pick<StackOptions, 'logger' | 'metrics' | 'proxyTrust'>;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

interface CallOptions {
  /** Sign the request as this demo user (a valid access token of the stack's identity provider). */
  as?: DemoEmail;
  headers?: Record<string, string>;
  /** A JSON body (sets Content-Type) or raw bytes. */
  json?: unknown;
  body?: Buffer | string;
}

/** What a raw exchange got back: the status line parsed, when there was one. */
export interface RawAnswer {
  /** null when the server closed or stayed silent without answering anything. */
  status: number | null;
  statusLine: string;
  /** Header names in lower case; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (rather than keeping it open for more). */
  closed: boolean;
  /** Nothing complete arrived within the time allowed. */
  timedOut: boolean;
}

export interface StartedStack {
  /** e.g. 'https://localhost:40123/' */
  url: string;
  port: number;
  stack: RunningStack;
  config: ServerConfig;
  distDir: string;
  /** A bearer access token for a demo user, as the stack's identity provider would issue it. */
  tokenFor(email: DemoEmail, options?: { expiresIn?: number }): Promise<string>;
  /** An HTTPS request (certificate not verified: it is the stack's self-signed one). */
  call(method: string, path: string, options?: CallOptions): Promise<HttpAnswer>;
  /** Writes `bytes` on a fresh TLS connection and reads the one answer (see RawAnswer). */
  raw(bytes: string | Buffer, options?: { timeoutMs?: number }): Promise<RawAnswer>;
  /** A fresh TLS connection to the stack, for tests that write and stop at will. */
  connect(): Promise<TLSSocket>;
  /**
   * Throws, saying what is wrong, unless the stack still serves the portal's index and an
   * authenticated API call: the check after every hostile case.
   */
  answersNormally(): Promise<void>;
  /**
   * Throws unless an API call as `as` (another user than the attacker's), on a connection of its
   * own from 127.0.0.1, answers 200 within `withinMs` (by default 1 s on a machine with a core to
   * spare: promptnessBound): the check after a flood.
   */
  answersPromptly(as: DemoEmail, withinMs?: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * What "promptly" allows: a second on a machine with a core to spare, stretched by the run queue's
 * length per core when the machine is busier (a shared CI machine), since the measure is whether
 * the server still serves others, not the machine's speed (bench:* measure that).
 */
function promptnessBound(): number {
  const [lastMinute = 0] = loadavg();
  return Math.round(1000 * Math.max(1, lastMinute / availableParallelism()));
}

/** The dist folder's index page carries this, so a test can tell index.html from anything else. */
export const indexMarker = 'portal-clientes-test-index';
/** A hashed asset of the minimal dist folder. */
export const testAssetPath = '/assets/app-Test1234.js';

export async function startStackForTests(options: StartedStackOptions = {}): Promise<StartedStack> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-clientes-stack-'));
  try {
    const distDir = join(workDir, 'dist');
    await writeMinimalDist(distDir);
    const config = readServerConfig({ ...options.env, DATA_DIR: options.dataDir ?? join(workDir, 'data') });
    const port = await freePort();
    const stack = await startStack({
      config,
      host: '127.0.0.1',
      port,
      distDir,
      dev: false,
      seedTickets: options.seedTickets ?? 300,
      // Requests are not logged line by line in tests unless asked: warnings and errors still are.
      logger: createLogger({ level: process.env.LOG_LEVEL ?? 'warn' }),
      ...options.operations,
    });
    const agent = new Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 64 });
    const signingKey = await privateSigningKey(config.dataDir);

    const tokenFor: StartedStack['tokenFor'] = async (email, tokenOptions = {}) => {
      const account = demoAccount(email);
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        oid: account.oid,
        emails: [account.email],
        given_name: account.givenName,
        family_name: account.familyName,
        extension_Empresa: account.empresa,
        extension_UserRole: account.role,
        scp: stackIdentity.scope,
      })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
        .setIssuer(stack.issuer)
        .setAudience(stackIdentity.audience)
        .setSubject(account.oid)
        .setIssuedAt(now)
        .setExpirationTime(now + (tokenOptions.expiresIn ?? 3600))
        .sign(signingKey.key);
    };

    const call: StartedStack['call'] = async (method, path, callOptions = {}) => {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.as) headers.authorization = `Bearer ${await tokenFor(callOptions.as)}`;
      let body = callOptions.body;
      if (callOptions.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(callOptions.json);
      }
      return httpsCall(agent, port, method, path, headers, body);
    };

    const connect = async (): Promise<TLSSocket> => {
      const socket = tlsConnect({
        host: '127.0.0.1',
        port,
        servername: 'localhost',
        rejectUnauthorized: false,
      });
      await once(socket, 'secureConnect');
      return socket;
    };

    return {
      url: stack.url,
      port,
      stack,
      config,
      distDir,
      tokenFor,
      call,
      connect,
      raw: (bytes, rawOptions) => rawExchange(connect, bytes, rawOptions?.timeoutMs ?? 5000),
      async answersNormally() {
        const index = await call('GET', '/');
        if (index.status !== 200 || !index.text().includes(indexMarker))
          throw new Error(`GET / answered ${index.status} without the portal's index`);
        const api = await call('GET', '/api/getClients', { as: 'cliente@demo.es' });
        if (api.status !== 200) throw new Error(`GET /api/getClients answered ${api.status}: ${api.text()}`);
      },
      async answersPromptly(as, withinMs = promptnessBound()) {
        const headers = { authorization: `Bearer ${await tokenFor(as)}` };
        const fresh = new Agent({ rejectUnauthorized: false, keepAlive: false });
        const started = performance.now();
        try {
          const answer = await httpsCall(fresh, port, 'GET', '/api/getClients', headers, undefined);
          const elapsedMs = Math.round(performance.now() - started);
          if (answer.status !== 200)
            throw new Error(`GET /api/getClients as ${as} answered ${answer.status}: ${answer.text()}`);
          if (elapsedMs > withinMs)
            throw new Error(`GET /api/getClients as ${as} took ${elapsedMs} ms (more than ${withinMs})`);
          return elapsedMs;
        } finally {
          fresh.destroy();
        }
      },
      async close() {
        agent.destroy();
        await stack.close();
        await rm(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * What a built portal holds, in miniature: the index, MSAL's redirect page, a hashed asset, and
 * the build's own metadata (dist/.vite), which must never be served.
 */
async function writeMinimalDist(distDir: string): Promise<void> {
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await mkdir(join(distDir, '.vite'), { recursive: true });
  await writeFile(
    join(distDir, 'index.html'),
    `<!doctype html><html lang="es"><head><title>Portal</title></head><body><div id="root" data-test="${indexMarker}"></div><script type="module" src="${testAssetPath}"></script></body></html>\n`,
  );
  await writeFile(join(distDir, 'redirect.html'), '<!doctype html><html lang="es"><body></body></html>\n');
  await writeFile(join(distDir, testAssetPath), 'console.log("portal");\n');
  await writeFile(
    join(distDir, '.vite', 'manifest.json'),
    '{"index.html":{"file":"assets/app-Test1234.js"}}\n',
  );
}

async function privateSigningKey(dataDir: string) {
  const { keys } = await loadOrCreateSigningKeys(join(dataDir, 'identity'));
  const [jwk] = keys;
  if (!jwk?.kid) throw new Error('The stack has no signing key.');
  return { kid: jwk.kid, key: await importJWK(jwk, 'RS256') };
}

function httpsCall(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | string | undefined,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { agent, host: '127.0.0.1', servername: 'localhost', port, method, path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes,
            text: () => bytes.toString('utf8'),
            json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function rawExchange(
  connect: () => Promise<TLSSocket>,
  bytes: string | Buffer,
  timeoutMs: number,
): Promise<RawAnswer> {
  const socket = await connect();
  const headRequest = /^HEAD /i.test(bytes.toString('latin1', 0, 5));
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (closed: boolean, timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseAnswer(received), closed, timedOut });
    };
    const timer = setTimeout(() => finish(false, true), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (answerComplete(received, headRequest)) finish(false, false);
    });
    socket.on('error', () => finish(true, false));
    socket.on('close', () => finish(true, false));
    socket.write(bytes);
  });
}

function parseAnswer(received: Buffer): Omit<RawAnswer, 'closed' | 'timedOut'> {
  const text = received.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  const head = headEnd === -1 ? text : text.slice(0, headEnd);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const body = headEnd === -1 ? Buffer.alloc(0) : received.subarray(headEnd + 4);
  return {
    status: status ? Number(status) : null,
    statusLine,
    headers,
    body: (/chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(body) : body).toString('utf8'),
  };
}

/** The payload of a chunked body (as much of it as arrived). */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.toString('latin1', at, lineEnd), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A whole answer is in: its head, and the body its Content-Length or chunked framing promises. */
function answerComplete(received: Buffer, headRequest: boolean): boolean {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd === -1) return false;
  const { status, headers } = parseAnswer(received);
  // An interim 100 Continue is not the answer: keep reading.
  if (status !== null && status < 200) return false;
  if (headRequest || status === 204 || status === 304) return true;
  const body = received.subarray(headEnd + 4);
  if (headers['content-length'] !== undefined) return body.length >= Number(headers['content-length']);
  if (/chunked/i.test(headers['transfer-encoding'] ?? ''))
    return body.includes('\r\n0\r\n\r\n') || body.subarray(0, 5).toString() === '0\r\n\r\n';
  return false;
}
