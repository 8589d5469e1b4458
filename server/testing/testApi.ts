/**
 * The reference API in-process for tests: a fresh embedded database (or DATABASE_URL's server, reset
 * first), the deterministic seed, a real outbox, a temporary storage root (or, with `azure`, a fresh
 * container of an Azure Blob Storage such as Azurite: azurite.ts), and access tokens signed
 * by a test key that the API verifies exactly as it verifies the identity provider's. Every answer a
 * test receives is first held to the contract (contractAnswers.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import pg from 'pg';
import { createApiApp } from '../app';
import { createAccessTokenVerifier } from '../auth/verifyAccessToken';
import { readServerConfig } from '../config';
import { type OpenedDatabase, openDatabase } from '../db/database';
import { type Clock, clockAnchoredOn, isoToday, realClock } from '../lib/clock';
import { createMailer } from '../lib/mail/mailer';
import { demoAccounts } from '../seed/demoAccounts';
import { seedDatabase } from '../seed/seed';
import type { DocumentStorage, StorageKind } from '../storage/documentStorage';
import { openStorage } from '../storage/openStorage';
import { checkAnswerAgainstContract } from './contractAnswers';
import { createTypedApi, type TypedApi } from './typedClient';

const testIdentity = {
  issuer: 'https://localhost:5443/portalclientes/v2.0/',
  audience: 'portal-clientes-api',
  scope: 'access_as_user',
};

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let signingKeys: Promise<{ pair: KeyPair; jwk: JWK }> | undefined;
let foreignKeys: Promise<KeyPair> | undefined;

function keys() {
  signingKeys ??= generateKeyPair('RS256').then(async (pair) => ({
    pair,
    jwk: { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' },
  }));
  return signingKeys;
}

export type DemoEmail = (typeof demoAccounts)[number]['email'];

export interface TokenOptions {
  /** Seconds until expiry; negative for an expired token. */
  expiresIn?: number;
  /** Sign with a key the API does not trust. */
  forged?: boolean;
  audience?: string;
  scope?: string;
  claims?: Record<string, unknown>;
}

/** A bearer access token for any oid, with B2C-shaped claims. */
export async function signAccessToken(
  subject: {
    oid: string;
    email: string;
    role: number;
    givenName?: string;
    familyName?: string;
    empresa?: string;
  },
  options: TokenOptions = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  foreignKeys ??= generateKeyPair('RS256');
  const key = options.forged ? (await foreignKeys).privateKey : (await keys()).pair.privateKey;
  return new SignJWT({
    oid: subject.oid,
    emails: [subject.email],
    given_name: subject.givenName ?? 'Test',
    family_name: subject.familyName ?? 'Usuario',
    extension_Empresa: subject.empresa ?? 'Empresa',
    extension_UserRole: subject.role,
    scp: options.scope ?? testIdentity.scope,
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(testIdentity.issuer)
    .setAudience(options.audience ?? testIdentity.audience)
    .setSubject(subject.oid)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(key);
}

export interface TestApiOptions {
  tickets?: number;
  /** Hold each answer to the contract (default); benchmarks turn it off to time the API alone. */
  checkAnswers?: boolean;
  /**
   * Pin the calendar: the seed is anchored on this day ('YYYY-MM-DD') and the API reads it as today,
   * so windows relative to today (notifications, truck routes, statistics) answer the same every day.
   * By default the seed's own day and the real clock.
   */
  today?: string;
  /** The API's clock (e.g. clockStoppedAt); the seed is anchored on its day. Takes the place of `today`. */
  clock?: Clock;
  /** Sees every answer the tests receive, after the contract check (e.g. to record their shapes). */
  onAnswer?: (method: string, url: string, response: Response) => void | Promise<void>;
  /**
   * The documents in Azure Blob Storage (a fresh container of that account, removed on close)
   * instead of a temporary folder.
   */
  azure?: { connectionString: string };
}

/**
 * The storage as the API uses it, counting the stored objects it holds open for reading, so that a
 * test can tell a download released what it opened, whatever the storage.
 */
function countingOpens(storage: DocumentStorage) {
  let open = 0;
  const counted: DocumentStorage = {
    ...storage,
    async open(key) {
      const object = await storage.open(key);
      if (!object) return undefined;
      open++;
      let closed = false;
      return {
        size: object.size,
        stream: () => object.stream(),
        close: async () => {
          if (!closed) {
            closed = true;
            open--;
          }
          await object.close();
        },
      };
    },
  };
  return { storage: counted, openObjects: () => open };
}

export async function createTestApi(options: TestApiOptions = {}) {
  const storageRoot = await mkdtemp(join(tmpdir(), 'portal-storage-'));
  const azureStorage = options.azure
    ? {
        connectionString: options.azure.connectionString,
        container: `portal-test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
      }
    : undefined;
  const { storage, openObjects } = countingOpens(openStorage({ storageRoot, azureStorage }));
  const opened = await freshTestDatabase();
  const clock = options.clock ?? (options.today ? clockAnchoredOn(options.today) : realClock);
  const seedToday = options.clock ? isoToday(options.clock) : options.today;
  const summary = await seedDatabase(opened.db, {
    tickets: options.tickets ?? 1500,
    storageRoot,
    storage,
    ...(seedToday ? { today: seedToday } : {}),
  });

  const { jwk } = await keys();
  const config = { ...readServerConfig({}), storageRoot, azureStorage, uploadLimitBytes: 25 * 1024 * 1024 };
  const app = createApiApp({
    db: opened.db,
    config,
    storage,
    mailer: createMailer(opened.db, { from: config.mailFrom, smtpUrl: undefined }),
    clock,
    invitationLink: (token) =>
      `${new URL(testIdentity.issuer).origin}/portalclientes/b2c_1_signin/invitation/${token}`,
    verifyAccessToken: createAccessTokenVerifier({
      issuers: [testIdentity.issuer],
      audience: testIdentity.audience,
      scope: testIdentity.scope,
      keys: createLocalJWKSet({ keys: [jwk] }),
    }),
  });

  // Every answer a test receives is held to the contract first (see contractAnswers.ts).
  const request = app.request;
  const { onAnswer } = options;
  if (options.checkAnswers !== false || onAnswer)
    app.request = async (input, requestInit, ...rest) => {
      const response = await request(input, requestInit, ...rest);
      const method = input instanceof Request ? input.method : (requestInit?.method ?? 'GET');
      const url = input instanceof Request ? input.url : String(input);
      if (options.checkAnswers !== false) await checkAnswerAgainstContract(method, url, response);
      await onAnswer?.(method, url, response.clone());
      return response;
    };

  const tokenFor = (email: DemoEmail, tokenOptions?: TokenOptions) => {
    const account = demoAccounts.find((a) => a.email === email);
    if (!account) throw new Error(`No demo account ${email}`);
    return signAccessToken({ ...account, oid: account.oid }, tokenOptions);
  };

  /**
   * The API by path as `email` (anonymous with null), typed by the contract (typedClient.ts): a
   * path, parameter or body field the contract lacks fails `npm run typecheck`.
   */
  const as = (email: DemoEmail | null): TypedApi =>
    createTypedApi({
      baseUrl: 'http://localhost',
      send: async (request) => app.request(request),
      token: () => (email ? tokenFor(email) : undefined),
    });

  /** The API by path with a bearer token of the test's own (forged, expired, another user's...). */
  const withToken = (token: string): TypedApi =>
    createTypedApi({
      baseUrl: 'http://localhost',
      send: async (request) => app.request(request),
      token: () => token,
    });

  /**
   * A request the contract does not describe, by method and URL: odd, malformed or hostile input,
   * and suites that walk the contract's operations at run time. Everything else goes through `as`.
   */
  async function unchecked(
    as: DemoEmail | null,
    method: string,
    path: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    if (as) headers.set('Authorization', `Bearer ${await tokenFor(as)}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  }

  return {
    app,
    db: opened.db,
    engine: opened.engine,
    summary,
    /** The API's calendar: what a test expects of "now" or "today" is read from it. */
    clock,
    storageRoot,
    /** The document storage (the temporary folder, or the Azure container). */
    storage,
    storageKind: storage.kind as StorageKind,
    /** The Azure container the documents are in, when `azure` was given. */
    azureStorage,
    /** Stored objects opened for reading and not yet closed. */
    openObjects,
    tokenFor,
    as,
    withToken,
    unchecked,
    async close() {
      await opened.close();
      await rm(storageRoot, { recursive: true, force: true });
      if (azureStorage) await dropContainer(azureStorage);
      await storage.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

async function dropContainer(settings: { connectionString: string; container: string }) {
  const { BlobServiceClient } = await import('@azure/storage-blob');
  await BlobServiceClient.fromConnectionString(settings.connectionString)
    .getContainerClient(settings.container)
    .deleteIfExists();
}

/**
 * A new, migrated and empty database on the engine the suite runs on: DATABASE_URL's PostgreSQL
 * server (a database of its own, dropped on close), or an in-memory PGlite.
 */
export async function freshTestDatabase(): Promise<OpenedDatabase> {
  const server = process.env.DATABASE_URL ? await freshServerDatabase(process.env.DATABASE_URL) : null;
  const opened = await openDatabase(server ? { url: server.url } : { dataDir: 'memory' });
  return {
    ...opened,
    async close() {
      await opened.close();
      await server?.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server, so test files running in parallel never meet. */
export async function freshServerDatabase(adminUrl: string) {
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
