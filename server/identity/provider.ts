/**
 * The local stand-in for the hosted identity tenant, in either shape (`kind`):
 *
 * - Azure AD B2C: one oidc-provider per user flow, each under `/{tenant}/{policy}` exactly where
 *   B2C serves it, behind a single Node request handler. All flows share one issuer,
 *   `{origin}/{tenantId}/v2.0/`, and one key set, as a B2C tenant does (oidc-provider takes the
 *   issuer per instance, and nothing stops two instances from using the same one): the API
 *   verifies tokens of either flow with one issuer and one JWKS URL.
 * - Microsoft Entra External ID: one flow at `/{tenant}` (standing for `{tenant}.ciamlogin.com`),
 *   issuer `{origin}/{tenantId}/v2.0` (for `https://{tenantId}.ciamlogin.com/{tenantId}/v2.0`),
 *   its password reset behind the sign-in page's link, Entra's claims.
 *
 * The portal is pointed at it (or at the real tenant) by configuration only.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type JWKS, Provider } from 'oidc-provider';
import type { IdentityTenantKind } from '../config';
import type { Database } from '../db/database';
import { type Clock, realClock } from '../lib/clock';
import type { Mailer } from '../lib/mail/mailer';
import type { IdentityLimits } from '../limits';
import { clientAddress, type ProxyTrust } from '../operations/clientAddress';
import { type Logger, processLogger } from '../operations/logger';
import { countRefusal } from '../operations/metrics';
import { addressGroup } from '../web/addressGroup';
import { createDirectory } from './accounts';
import type { ClaimsShape } from './claims';
import {
  createDatabaseStore,
  type DatabaseStore,
  defaultStoreLimits,
  type StoreLimits,
} from './databaseAdapter';
import { sendHtml } from './htmlResponse';
import { createInteractionHandler, matchInteractionRoute } from './interactions';
import { createInvitationPages, invitationUrl, matchInvitationRoute } from './invitations';
import { flowConfiguration } from './oidcConfiguration';
import { messagePage } from './pages/messagePage';
import { texts } from './pages/texts';
import {
  defineEntraFlow,
  definePolicies,
  matchPolicy,
  type Policy,
  type PolicyKind,
  type PolicyRequest,
} from './policies';
import { createRequestLimits, type RequestLimitSettings, waitSeconds } from './requestLimits';
import { createResetCodes, defaultResetCodeSettings } from './resetCodes';
import { generateSigningKeys } from './signingKeys';
import { createSignInThrottle } from './throttle';
import { createTokenGate } from './tokenRequests';
import { b2cTokenResponse } from './tokenResponse';

export interface IdentityProviderOptions {
  /** Where the provider is reached, e.g. 'https://localhost:5443'. Every advertised URL uses it. */
  origin: string;
  /** Which tenant it imitates; default 'b2c'. */
  kind?: IdentityTenantKind;
  /** First path segment, e.g. 'portalclientes' (B2C: the tenant name; Entra: its subdomain). */
  tenant: string;
  /** The tenant's id in the issuer and client_info; default: a stable uuid derived from `tenant`. */
  tenantId?: string;
  /** B2C's user flows (Entra has none in its URLs). */
  policies: Record<PolicyKind, string>;
  client: { clientId: string; redirectUris: string[]; postLogoutRedirectUris: string[] };
  api: {
    audience: string;
    scope: string;
    /** The API's identifier URI (B2C "App ID URI"); default `${origin}/${tenant}/api`. */
    appIdUri?: string;
  };
  db: Database;
  /** The API's calendar, dating each user's last access; default: the real clock. */
  clock?: Clock;
  /** Sends the reset-password flow's verification codes (the API's mailer: outbox, SMTP relay). */
  mailer: Mailer;
  /** Private signing keys (see loadOrCreateSigningKeys); default: fresh keys held in memory. */
  keys?: JWKS;
  /** Keys signing the provider's cookies (see loadOrCreateCookieKeys). */
  cookieKeys: string[];
  /** Access token lifetime; default 3600 (B2C's default). */
  accessTokenTtlSeconds?: number;
  /** Refresh token lifetime, not sliding; default 24 h (B2C's for single-page apps). */
  refreshTokenTtlSeconds?: number;
  /** Sign-in session lifetime; default 24 h (B2C's default web session). */
  sessionTtlSeconds?: number;
  /** Which hops of X-Forwarded-For to trust for the client's address (operations/clientAddress.ts). */
  proxyTrust?: ProxyTrust;
  /** Where its events go (the stack's logger); default: the process's. */
  logger?: Logger;
  /** Requests allowed per client address or e-mail; default: defaultRequestLimits. */
  requestLimits?: Partial<RequestLimitSettings>;
  /** Rows kept per model (sessions, sign-in pages...); default: defaultStoreLimits. */
  storeLimits?: StoreLimits;
}

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface IdentityProvider extends RequestHandler {
  /** Accepted `iss` values of its tokens (one: B2C issues per tenant, not per flow). */
  readonly issuers: string[];
  /** Its public signing keys, for the API's token verifier. */
  readonly jwksUrl: string;
  /** Requests whose path starts with this belong to the handler (it expects the full path). */
  readonly pathPrefix: string;
  /** MSAL `authority` of each flow (Entra: sign-in only, its reset runs inside). */
  readonly authorities: { signIn: string; reset: string | undefined };
  /** MSAL `knownAuthorities` entry: the provider's host and port. */
  readonly knownAuthority: string;
  /** The API scope a client requests, as a URI. */
  readonly apiScope: string;
  readonly tenantId: string;
  /** The link of an invitation's page (invitations.ts), where a new user sets their password. */
  invitationUrl(token: string): string;
  /** Rows held for an oidc-provider model (e.g. 'Interaction'), over all flows. */
  storedEntries(model?: string): Promise<number>;
  /**
   * Whether the grant an access token was issued under still stands: revoked (a refresh token
   * replayed, a password reset) or gone, its access tokens are no longer honoured.
   */
  grantIsLive(grantId: string): Promise<boolean>;
}

/** The provider's limits from the server's settings (server/limits.ts). */
export function identityLimitOptions(
  limits: IdentityLimits,
): Pick<IdentityProviderOptions, 'requestLimits' | 'storeLimits'> {
  const minute = 60;
  return {
    requestLimits: {
      authorizePerIp: { points: limits.authorizePerAddressPerMinute, perSeconds: minute },
      signInPagePerIp: { points: limits.signInPagesPerAddress, perSeconds: 10 * minute },
      tokenPerIp: { points: limits.tokenRequestsPerAddressPerMinute, perSeconds: minute },
      tokenPerGrant: { points: limits.tokenRequestsPerGrantPerMinute, perSeconds: minute },
    },
    storeLimits: {
      maxEntries: {
        ...defaultStoreLimits.maxEntries,
        Interaction: limits.signInPagesMax,
        Session: limits.sessionsMax,
        RefreshToken: limits.refreshTokensMax,
      },
      defaultMaxEntries: defaultStoreLimits.defaultMaxEntries,
      perAccount: {
        Session: limits.sessionsPerAccount,
        Grant: limits.sessionsPerAccount,
        AuthorizationCode: limits.sessionsPerAccount,
        RefreshToken: limits.refreshTokensPerAccount,
      },
    },
  };
}

const hour = 3600;

export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  if (options.cookieKeys.length === 0)
    throw new Error('The identity provider needs at least one cookie key.');
  const originUrl = new URL(options.origin);
  const origin = originUrl.origin;
  const tenantId = options.tenantId ?? stableTenantId(options.tenant);
  const kind = options.kind ?? 'b2c';
  const issuer = kind === 'entra' ? `${origin}/${tenantId}/v2.0` : `${origin}/${tenantId}/v2.0/`;
  const appIdUri = options.api.appIdUri ?? `${origin}/${options.tenant.toLowerCase()}/api`;
  const policies: { signIn: Policy; reset?: Policy } =
    kind === 'entra'
      ? { signIn: defineEntraFlow(options.tenant) }
      : definePolicies(options.tenant, options.policies);
  const flowPolicies = Object.values(policies);
  const claims: ClaimsShape = {
    kind,
    tenantId,
    extensionsAppId: stableUuid(`b2c-extensions-app:${options.tenant.toLowerCase()}`).replaceAll('-', ''),
  };
  const keys = options.keys ?? generateSigningKeys();
  const directory = createDirectory(options.db, options.clock);
  const throttle = createSignInThrottle(options.db);
  const limits = createRequestLimits(options.db, options.requestLimits);
  const log = (options.logger ?? processLogger).child({ part: 'identity' });
  const clientOrigins = [...new Set(options.client.redirectUris.map((uri) => new URL(uri).origin))];
  // B2C's default single sign-on is tenant-wide: signing in through one flow (a password reset
  // included) spares the sign-in page of the other. So the flows share their sessions (one store,
  // one cookie), while codes and tokens stay with the flow that issued them: B2C refuses a refresh
  // token at another flow's token endpoint (AADB2C90088), and so does this. Stores are named by
  // flow, so a restart (or another process) finds each flow's rows again.
  const storeOptions = options.storeLimits ? { limits: options.storeLimits } : {};
  const sessions = createDatabaseStore(options.db, { store: 'sessions', ...storeOptions });
  const stores: DatabaseStore[] = [sessions];
  const reset = {
    // Keyed with the cookie keys: a secret every process of the deployment shares, kept out of the
    // database that holds the codes' hashes.
    codes: createResetCodes(options.db, { secret: options.cookieKeys[0] ?? '' }),
    codeTtlMinutes: defaultResetCodeSettings.codeTtlMs / 60_000,
    mailer: options.mailer,
    async revokeAccount(accountId: string, keepSessionUid: string | undefined) {
      for (const store of stores)
        await store.revokeAccount(accountId, keepSessionUid ? { keepSessionUid } : {});
    },
  };

  const flows = new Map(
    flowPolicies.map((policy) => {
      const own = createDatabaseStore(options.db, { store: `flow:${policy.id}`, ...storeOptions });
      stores.push(own);
      const provider = new Provider(
        issuer,
        flowConfiguration({
          policy,
          client: { ...options.client, redirectUris: withRootSlashVariants(options.client.redirectUris) },
          api: { audience: options.api.audience, scope: options.api.scope, appIdUri },
          directory,
          keys,
          cookieKeys: options.cookieKeys,
          clientOrigins,
          adapter: (model) => (model === 'Session' ? sessions : own).adapter(model),
          sessionCookieName: `${options.tenant.toLowerCase()}_sso`,
          claims,
          lifetimes: {
            accessTokenSeconds: options.accessTokenTtlSeconds ?? hour,
            idTokenSeconds: hour,
            refreshTokenSeconds: options.refreshTokenTtlSeconds ?? 24 * hour,
            sessionSeconds: options.sessionTtlSeconds ?? 24 * hour,
          },
        }),
      );
      // The advertised URLs come from the request; the handler pins them to `origin` through
      // these headers (overwriting whatever the client sent), so they are right behind a proxy too.
      provider.proxy = true;
      provider.use(b2cTokenResponse(policy, claims));
      provider.on('server_error', (_ctx, error) =>
        log.error({ err: error, policy: policy.name }, 'server_error'),
      );
      const interactions = createInteractionHandler({
        provider,
        policy,
        resetInsideSignIn: kind === 'entra',
        directory,
        throttle,
        limits,
        reset,
        origin,
        formTargets: clientOrigins,
        admitsSession: () => sessions.admits('Session'),
      });
      const gateToken = createTokenGate({ limits, store: own, clientOrigins });
      return [
        policy.id,
        { policy, callback: provider.callback(), interactions, store: own, gateToken },
      ] as const;
    }),
  );

  const invitations = createInvitationPages({
    db: options.db,
    directory,
    clock: options.clock ?? realClock,
    limits,
    policy: policies.signIn,
    origin,
    portalUrl: `${clientOrigins[0] ?? origin}/`,
    formTargets: clientOrigins,
  });

  const fail = (res: ServerResponse, error: unknown) => {
    log.error({ err: error }, 'identity request failed');
    if (res.headersSent) return res.destroy();
    sendHtml(res, 500, messagePage(texts.error.title, texts.error.message), clientOrigins);
  };

  const sessionCookie = `${options.tenant.toLowerCase()}_sso`;
  /** The request carries the cookie of a live sign-in session (a guessed one names none). */
  const hasSession = async (req: IncomingMessage) => {
    const id = cookieValue(req.headers.cookie, sessionCookie);
    return id !== undefined && (await sessions.adapter('Session').find(id)) !== undefined;
  };
  const refusePage = (res: ServerResponse, status: number, message: string, seconds: number) =>
    sendHtml(
      res,
      status,
      messagePage(status === 503 ? texts.busy.title : texts.rateLimited.title, message),
      clientOrigins,
      {
        'Retry-After': String(seconds),
      },
    );

  // An authorization request without a session (and not prompt=none, which never shows a page)
  // stores a sign-in page for a while: the pages one address may open are bounded, and once the
  // flow holds as many as it admits, new ones wait (503) instead of pushing out pages in use.
  const limitAuthorize = async (
    req: IncomingMessage,
    res: ServerResponse,
    flow: { store: DatabaseStore },
    search: string,
    source: string,
    proceed: () => Promise<void>,
  ) => {
    const showsPage = new URLSearchParams(search).get('prompt') !== 'none' && !(await hasSession(req));
    const storeFull = () => {
      countRefusal('identity.signInPagesFull');
      refusePage(res, 503, texts.busy.message, 60);
    };
    if (showsPage) {
      // Refused before anything is written: a flood against a full store costs it nothing.
      if (await flow.store.full('Interaction')) return storeFull();
      const pageWaitMs = await limits.consume('signInPage', { ip: source });
      if (pageWaitMs > 0) {
        const seconds = waitSeconds(pageWaitMs);
        return refusePage(res, 429, texts.tooManyRequests(seconds), seconds);
      }
    }
    const waitMs = await limits.consume('authorize', { ip: source });
    if (waitMs > 0) {
      const seconds = waitSeconds(waitMs);
      return refusePage(res, 429, texts.tooManyRequests(seconds), seconds);
    }
    if (showsPage && !(await flow.store.admits('Interaction'))) return storeFull();
    return proceed();
  };

  const handler: RequestHandler = (req, res) => {
    const request = matchPolicy(flowPolicies, originalUrl(req));
    const flow = request && flows.get(request.policy.id);
    if (!request || !flow) {
      sendHtml(res, 404, messagePage(texts.error.title, texts.error.message), clientOrigins);
      return;
    }
    const ip = clientAddress(req, options.proxyTrust ?? { kind: 'none' });
    // What the limits count: an IPv6 client by its /64.
    const source = addressGroup(ip);
    const invitation = request.policy.kind === 'signIn' && matchInvitationRoute(request.rest, req.method);
    if (invitation) {
      invitations(req, res, invitation, source).catch((error: unknown) => fail(res, error));
      return;
    }
    const interactionRoute = matchInteractionRoute(request.rest, req.method);
    if (interactionRoute) {
      flow.interactions(req, res, interactionRoute, source).catch((error: unknown) => fail(res, error));
      return;
    }
    const forward = async (forwarded: IncomingMessage = req) => {
      await flow.callback(forwarded, res);
    };
    prepareForProvider(req, request, { originUrl, ip, clientId: options.client.clientId });
    const answered = isAuthorize(request.rest)
      ? limitAuthorize(req, res, flow, request.search, source, forward)
      : isToken(request.rest, req.method)
        ? flow.gateToken(req, res, source).then((gated) => (gated ? forward(gated) : undefined))
        : forward();
    answered.catch((error: unknown) => fail(res, error));
  };

  return Object.assign(handler, {
    issuers: [issuer],
    jwksUrl: `${origin}${policies.signIn.basePath}/discovery/v2.0/keys`,
    pathPrefix: `/${options.tenant.toLowerCase()}/`,
    authorities: {
      signIn:
        kind === 'entra'
          ? `${origin}/${options.tenant}`
          : `${origin}/${options.tenant}/${policies.signIn.name}`,
      reset: policies.reset && `${origin}/${options.tenant}/${policies.reset.name}`,
    },
    knownAuthority: originUrl.host,
    apiScope: `${appIdUri}/${options.api.scope}`,
    tenantId,
    invitationUrl: (token: string) => invitationUrl(origin, policies.signIn, token),
    async storedEntries(model?: string) {
      const sizes = await Promise.all(stores.map((store) => store.size(model)));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    async grantIsLive(grantId: string) {
      for (const { store } of flows.values())
        if ((await store.adapter('Grant').find(grantId)) !== undefined) return true;
      return false;
    },
  });
}

/** The authorization endpoint (not its `/{uid}` resume), however a client spells it. */
function isAuthorize(rest: string): boolean {
  return rest.toLowerCase().replace(/\/+$/, '') === '/oauth2/v2.0/authorize';
}

/** The token endpoint, as MSAL posts to it. */
function isToken(rest: string, method: string | undefined): boolean {
  return method === 'POST' && rest.toLowerCase().replace(/\/+$/, '') === '/oauth2/v2.0/token';
}

/** One cookie's value from a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Express-like servers strip their mount path from `url` and keep the full one in `originalUrl`. */
function originalUrl(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
}

/**
 * Hands the request to oidc-provider as if it were mounted at `/{tenant}/{policy}`: `url` relative
 * to the mount and `originalUrl` with it (oidc-provider derives its mount path from the pair),
 * B2C's path aliases folded, and the forwarded headers pinned to the configured origin.
 */
function prepareForProvider(
  req: IncomingMessage,
  { policy, rest, search }: PolicyRequest,
  context: { originUrl: URL; ip: string; clientId: string },
) {
  let query = search;
  // B2C honours post_logout_redirect_uri without an id_token_hint (MSAL sends none); oidc-provider
  // ignores it unless it can tell the client, so name the one client here.
  if (rest === '/oauth2/v2.0/logout') {
    const params = new URLSearchParams(search);
    if (!params.has('client_id') && !params.has('id_token_hint')) {
      params.set('client_id', context.clientId);
      query = `?${params}`;
    }
  }
  req.url = `${rest}${query}`;
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${policy.basePath}${rest}${query}`;
  req.headers['x-forwarded-host'] = context.originUrl.host;
  req.headers['x-forwarded-proto'] = context.originUrl.protocol.replace(':', '');
  req.headers['x-forwarded-for'] = context.ip;
}

/** MSAL sends the redirect URI as configured; accept a bare origin with or without its '/'. */
function withRootSlashVariants(uris: string[]): string[] {
  const variants = uris.flatMap((uri) => {
    const url = new URL(uri);
    if (url.pathname !== '/' || url.search || url.hash) return [uri];
    return [`${url.origin}/`, url.origin];
  });
  return [...new Set(variants)];
}

/** A uuid that stays the same for a tenant name, as a real tenant's id does. */
function stableTenantId(tenant: string): string {
  return stableUuid(`b2c-tenant:${tenant.toLowerCase()}`);
}

/** A uuid derived from a name: the same name, the same uuid. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
