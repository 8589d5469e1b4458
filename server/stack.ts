/**
 * The whole local stack on one HTTPS origin: the portal (built, or Vite in dev), the reference API
 * under /api and the identity provider under /{tenant}/. One origin keeps MSAL's silent renewal
 * same-site, as with the hosted tenant's custom domain.
 */
import { createServer, type Server } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { createLocalJWKSet, type JWK } from 'jose';
import { createApiApp } from './app';
import { createAccessTokenVerifier } from './auth/verifyAccessToken';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { users } from './db/schema';
import { vacuumNeglectedTables } from './db/vacuum';
import { loadOrCreateCookieKeys } from './identity/cookieKeys';
import { createIdentityProvider, identityLimitOptions } from './identity/provider';
import { loadOrCreateSigningKeys } from './identity/signingKeys';
import { type Clock, clockAnchoredOn, isoToday, realClock } from './lib/clock';
import { createMailer } from './lib/mail/mailer';
import type { ProxyTrust } from './operations/clientAddress';
import { createLogger, type Logger, processLogger } from './operations/logger';
import { processMetrics } from './operations/metrics';
import { serveOperated } from './operations/serving';
import { seedDatabase } from './seed/seed';
import type { DocumentStorage } from './storage/documentStorage';
import { openStorage } from './storage/openStorage';
import { apiDocs, apiDocsContentSecurityPolicy, isApiDocsPath } from './web/apiDocs';
import { withCompression } from './web/compression';
import { limitConnections, type OpenConnections, serverTimeouts } from './web/connectionLimits';
import { devPortal } from './web/devPortal';
import { loadOrCreateCertificate } from './web/localCertificate';
import { withPortalSettingsDefaults } from './web/portalSettingsScript';
import { answerClientError } from './web/requestGuard';
import { routeRequests } from './web/routeRequests';
import { portalContentSecurityPolicy, portalHeaders, portalOriginsFromEnv } from './web/securityHeaders';
import { staticPortal } from './web/staticPortal';

export const stackIdentity = {
  tenant: 'portalclientes',
  policies: { signIn: 'B2C_1_signin', reset: 'B2C_1_reset' },
  clientId: 'portal-clientes-web',
  audience: 'portal-clientes-api',
  scope: 'access_as_user',
} as const;

export interface StackOptions {
  config: ServerConfig;
  host: string;
  port: number;
  /** The built portal; ignored in dev. */
  distDir: string;
  /** Serve the portal through Vite's dev middleware (hot reload) instead of dist/. */
  dev: boolean;
  /** Services to seed into an empty database. */
  seedTickets: number;
  /** Access token lifetime (seconds); short in tests that exercise renewal. */
  accessTokenTtlSeconds?: number;
  /**
   * Where users reach the stack, when not at https://localhost:{port}: the balancer in front of a
   * fleet (PUBLIC_ORIGIN). The identity provider's issuer and redirect addresses are built on it, so
   * every process of a fleet must be given the same.
   */
  origin?: string;
  /**
   * The database is migrated and seeded, and the keys and certificate exist: a fleet's primary did
   * it (prepareStack) before starting this process, which must not race its siblings doing it again.
   */
  prepared?: boolean;
  /**
   * Which hops of X-Forwarded-For to trust (TRUST_PROXY, operations/clientAddress.ts): behind a
   * balancer every request comes from it, and the per-address limits would count all users as one.
   */
  proxyTrust?: ProxyTrust;
  /** Where the request log and the server's events go; default: JSON lines on stdout at LOG_LEVEL. */
  logger?: Logger;
  /**
   * `GET /metrics` on this port behind `Authorization: Bearer {token}` (METRICS_TOKEN), from
   * `source` (a fleet worker asks its primary for the whole fleet's); default source: this process.
   */
  metrics?: { token: string; source?: () => Promise<string> };
  /**
   * The day ('YYYY-MM-DD') the seed is anchored on and the API's calendar reads as today (whole days
   * shifted, time of day real); unset: the real today. Tests pin it so the data means the same on any date.
   */
  today?: string;
}

export interface RunningStack {
  url: string;
  server: Server;
  /** The connections its caps count (web/connectionLimits.ts). */
  connections: OpenConnections;
  /** This start seeded the demo data (an empty database, and config.seedDemo). */
  seeded: boolean;
  /** The stack's database, open while the stack runs (the end-to-end tests read the outbox from it). */
  db: Database;
  /** The `iss` of the access tokens its identity provider issues (and its API accepts). */
  issuer: string;
  /** The API's calendar (anchored on `today` when given). */
  clock: Clock;
  /**
   * Stops accepting, turns not ready, and resolves once the requests in flight are done (or after
   * `graceMs`, cutting what is left): SIGTERM's first step, before close.
   */
  drain(graceMs: number): Promise<void>;
  /** The request log and request metrics on (the default) or off: bench:load's comparison. */
  observeRequests(on: boolean): void;
  close(): Promise<void>;
}

type PrepareOptions = Pick<StackOptions, 'config' | 'seedTickets' | 'today'>;

const databaseLocation = (config: ServerConfig) =>
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') };
const stackClock = (options: Pick<StackOptions, 'today'>) =>
  options.today ? clockAnchoredOn(options.today) : realClock;

/**
 * Seeds an empty database with the demo data (when config.seedDemo), true when it did; and vacuums
 * an embedded one's tables that were never vacuumed.
 */
async function seedIfEmpty(db: Database, storage: DocumentStorage, options: PrepareOptions, clock: Clock) {
  const { config } = options;
  const [existing] = await db.select({ n: count() }).from(users);
  // Demo accounts share a published password: a DATABASE_URL server gets them only on request.
  const seeded = (existing?.n ?? 0) === 0 && config.seedDemo;
  if (seeded) {
    await seedDatabase(db, {
      tickets: options.seedTickets,
      storageRoot: config.storageRoot,
      storage,
      today: isoToday(clock),
    });
  }
  // An embedded database seeded or written before it was vacuumed (server/db/vacuum.ts).
  const vacuumed = await vacuumNeglectedTables(db);
  if (vacuumed.length > 0) processLogger.info({ tables: vacuumed }, 'vacuumed');
  return seeded;
}

/**
 * What must happen once before any process serves, done by a fleet's primary before it starts its
 * workers (a single stack does it in startStack): migrations, the demo seed of an empty database,
 * the identity provider's keys and the HTTPS certificate (files in DATA_DIR, which the workers
 * then only read: created by each at once, they would differ).
 */
export async function prepareStack(options: PrepareOptions): Promise<{ seeded: boolean }> {
  const { config } = options;
  const database = await openDatabase(databaseLocation(config));
  const storage = openStorage(config);
  try {
    const seeded = await seedIfEmpty(database.db, storage, options, stackClock(options));
    const identityDir = join(config.dataDir, 'identity');
    await loadOrCreateSigningKeys(identityDir);
    await loadOrCreateCookieKeys(identityDir);
    await loadOrCreateCertificate(join(config.dataDir, 'tls'));
    return { seeded };
  } finally {
    await database.close();
    await storage.close();
  }
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { config } = options;
  const origin = options.origin ? new URL(options.origin).origin : `https://localhost:${options.port}`;
  const database = await openDatabase(databaseLocation(config), { migrate: !options.prepared });
  const clock = stackClock(options);
  const storage = openStorage(config);
  const seeded = options.prepared ? false : await seedIfEmpty(database.db, storage, options, clock);

  const identityDir = join(config.dataDir, 'identity');
  const keys = await loadOrCreateSigningKeys(identityDir);
  const logger = options.logger ?? createLogger();
  const proxyTrust = options.proxyTrust ?? { kind: 'none' };
  // One mailer for the API's sends and the identity provider's verification codes.
  const mailer = createMailer(database.db, { from: config.mailFrom, smtpUrl: config.smtpUrl });
  const identity = createIdentityProvider({
    origin,
    kind: config.identityTenant,
    tenant: stackIdentity.tenant,
    policies: stackIdentity.policies,
    client: {
      clientId: stackIdentity.clientId,
      redirectUris: [`${origin}/redirect.html`, `${origin}/`],
      postLogoutRedirectUris: [`${origin}/`],
    },
    api: { audience: stackIdentity.audience, scope: stackIdentity.scope },
    db: database.db,
    clock,
    mailer,
    keys,
    cookieKeys: await loadOrCreateCookieKeys(identityDir),
    ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
    proxyTrust,
    logger,
    ...identityLimitOptions(config.limits.identity),
  });

  // The API trusts the provider's public keys directly: same process, no self-signed fetch.
  const publicKeys = keys.keys.map(({ kty, kid, alg, use, n, e, crv, x, y }: JWK) => ({
    kty,
    kid,
    alg,
    use,
    n,
    e,
    crv,
    x,
    y,
  }));
  const api = createApiApp(
    {
      db: database.db,
      config,
      storage,
      mailer,
      clock,
      invitationLink: identity.invitationUrl,
      verifyAccessToken: createAccessTokenVerifier({
        issuers: identity.issuers,
        audience: stackIdentity.audience,
        scope: stackIdentity.scope,
        keys: createLocalJWKSet({ keys: publicKeys }),
        // A revoked grant's tokens are refused within this window (docs/operations.md says why).
        grants: { isLive: identity.grantIsLive, forMs: config.limits.identity.grantCheckMs },
      }),
    },
    { basePath: '/api' },
  );
  // An HTTP/1.0 request may come without Host: the API then sees the stack's own. Answers of
  // JSON or text from 1 KiB go compressed as the request accepts (web/compression.ts).
  const apiListener = getRequestListener(withCompression(api.fetch, { threshold: 1024 }), {
    hostname: new URL(origin).host,
  });

  const tls = await loadOrCreateCertificate(join(config.dataDir, 'tls'));
  const server = createServer({ key: tls.key, cert: tls.cert, ...serverTimeouts(config.limits.http) });
  // Behind a balancer every connection is the balancer's: only the total applies.
  const connections = limitConnections(server, config.limits.http, {
    perAddress: proxyTrust.kind === 'none',
  });
  const headers = portalHeaders(portalContentSecurityPolicy(portalOriginsFromEnv(), { dev: options.dev }));
  const portalFiles = options.dev
    ? await devPortal(server, { privateDirs: [config.dataDir, config.storageRoot], headers })
    : staticPortal(options.distDir, headers);
  // The portal's defaults sign in at this stack's identity provider: in the shape it imitates.
  const portal = withPortalSettingsDefaults(portalFiles, {
    file: options.dev
      ? fileURLToPath(new URL('../public/portal-config.js', import.meta.url))
      : join(options.distDir, 'portal-config.js'),
    defaults: config.identityTenant === 'b2c' ? {} : { VITE_IDENTITY_TENANT_KIND: config.identityTenant },
    headers,
  });

  const docs = apiDocs(portalHeaders(apiDocsContentSecurityPolicy));
  const serving = serveOperated(server, routeRequests({ docs, api: apiListener, identity, portal }), {
    logger,
    trust: proxyTrust,
    readiness: { db: database.db, storage },
    ...(options.metrics
      ? { metrics: { token: options.metrics.token, source: options.metrics.source ?? processMetrics } }
      : {}),
    partOf: (path) =>
      isApiDocsPath(path)
        ? 'apiDocs'
        : path.startsWith('/api')
          ? 'api'
          : path.toLowerCase().startsWith(identity.pathPrefix)
            ? 'identity'
            : 'portal',
  });
  // A request the HTTP parser refuses is answered 4xx on its own socket (never an exception).
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });

  return {
    url: `${origin}/`,
    server,
    connections,
    seeded,
    db: database.db,
    issuer: identity.issuers[0] ?? '',
    clock,
    drain: (graceMs) => serving.drain(graceMs),
    observeRequests: (on) => serving.observe(on),
    async close() {
      await serving.drain(0);
      await database.close();
      await storage.close();
    },
  };
}
