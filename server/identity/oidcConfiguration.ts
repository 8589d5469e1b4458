/**
 * oidc-provider's configuration for one flow, set so that what MSAL sees matches the hosted B2C
 * tenant: B2C's endpoint paths, a public SPA client with PKCE, no consent screen, refresh tokens
 * for every sign-in, JWT access tokens for the API with B2C's claims, and Spanish pages.
 */
import {
  type Adapter,
  type Configuration,
  errors,
  interactionPolicy,
  type JWKS,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Directory } from './accounts';
import { type ClaimsShape, idTokenClaimNames, scpClaim, userClaims } from './claims';
import { pageHeaders } from './htmlResponse';
import { interactionPath } from './interactions';
import { logoutPage, logoutScript } from './pages/logoutPage';
import { messagePage } from './pages/messagePage';
import { texts } from './pages/texts';
import type { Policy } from './policies';

interface ClientSettings {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

interface ApiSettings {
  /** `aud` of access tokens. */
  audience: string;
  /** The scope name, as `scp` carries it (e.g. 'access_as_user'). */
  scope: string;
  /** The API's identifier URI; clients request `${appIdUri}/${scope}` (as with B2C). */
  appIdUri: string;
}

interface Lifetimes {
  accessTokenSeconds: number;
  idTokenSeconds: number;
  refreshTokenSeconds: number;
  sessionSeconds: number;
}

export interface FlowSettings {
  policy: Policy;
  client: ClientSettings;
  api: ApiSettings;
  directory: Directory;
  keys: JWKS;
  cookieKeys: string[];
  lifetimes: Lifetimes;
  /** Origins of the client's redirect URIs: CORS and the pages' form-action allow them. */
  clientOrigins: readonly string[];
  /** Storage of oidc-provider's models (see provider.ts for what the flows share). */
  adapter: (model: string) => Adapter;
  /** The sign-in session cookie, shared by the flows like B2C's tenant-wide session. */
  sessionCookieName: string;
  /** Which tenant's claims the tokens carry (claims.ts). */
  claims: ClaimsShape;
}

const oidcScopes = 'openid profile offline_access';

export function flowConfiguration(settings: FlowSettings): Configuration {
  const { policy, client, api, directory, lifetimes, clientOrigins } = settings;
  const apiScopes = new Set([api.scope, `${api.appIdUri}/${api.scope}`]);

  return {
    adapter: settings.adapter,
    jwks: settings.keys,
    clients: [
      {
        client_id: client.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    clientBasedCORS: (_ctx, origin) => clientOrigins.includes(origin),
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: oidcScopes.split(' '),
    claims: { openid: idTokenClaimNames(settings.claims) },
    // B2C puts every claim of the flow in the ID token; OIDC's default keeps them for userinfo.
    conformIdTokenClaims: false,
    acrValues: [policy.id],
    routes: {
      authorization: '/oauth2/v2.0/authorize',
      token: '/oauth2/v2.0/token',
      jwks: '/discovery/v2.0/keys',
      end_session: '/oauth2/v2.0/logout',
      userinfo: '/openid/v2.0/userinfo',
    },
    cookies: {
      names: {
        session: settings.sessionCookieName,
        interaction: `${policy.id}_interaction`,
        resume: `${policy.id}_resume`,
      },
      // Lax reaches the hidden iframe of silent renewal, which is same-site with the portal.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
      keys: settings.cookieKeys,
    },
    ttl: {
      AccessToken: lifetimes.accessTokenSeconds,
      AuthorizationCode: 300,
      IdToken: lifetimes.idTokenSeconds,
      // A sign-in page lives 10 minutes (anonymous requests store one each, so not long); the reset
      // flow's 20, since its visitor waits for a mail between steps.
      Interaction: policy.kind === 'reset' ? 20 * 60 : 10 * 60,
      Session: lifetimes.sessionSeconds,
      // A rotated refresh token keeps its predecessor's expiry: B2C's SPA refresh tokens do not slide.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? lifetimes.refreshTokenSeconds,
      // Outlives the refresh tokens hanging off it; saved again (and so extended) at each sign-in.
      Grant: lifetimes.refreshTokenSeconds + 3600,
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      claimsParameter: { enabled: false },
      // B2C user flows have no userinfo endpoint; every claim is in the tokens.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          sendPage(ctx, 200, logoutPage(form), clientOrigins, [logoutScript]);
        },
        postLogoutSuccessSource(ctx) {
          sendPage(ctx, 200, messagePage(texts.logout.doneTitle, texts.logout.done), clientOrigins);
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL sends no `resource`: the API is implied by asking for its scope, as in B2C.
        defaultResource(ctx, _client, oneOf) {
          if (oneOf) return oneOf;
          const requested = ctx.oidc.params?.scope?.split(' ') ?? [];
          return requested.some((s) => apiScopes.has(s)) ? api.appIdUri : undefined;
        },
        // The token endpoint then issues for the resource granted at the authorization endpoint.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== api.appIdUri) throw new errors.InvalidTarget();
          return {
            scope: [...apiScopes].join(' '),
            audience: api.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: lifetimes.accessTokenSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      policy: flowInteractionPolicy(policy),
      url: (_ctx, interaction) => interactionPath(policy, interaction.uid),
    },
    async findAccount(_ctx, sub) {
      const user = await directory.byOid(sub);
      // A deactivated user's session and refresh tokens stop working at their next use.
      if (!user?.activo) return undefined;
      const claims = userClaims(user, policy, settings.claims);
      return { accountId: user.oid, claims: async () => claims };
    },
    // First-party application: everything it asks for is granted, without a consent screen (B2C
    // has none for its own applications).
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const accountId = oidc.session.accountId;
      const clientId = oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing?.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(oidcScopes);
      for (const resourceServer of Object.values(oidc.resourceServers))
        grant.addResourceScope(resourceServer.identifier(), resourceServer.scope);
      await grant.save();
      return grant;
    },
    // B2C's tokens live on after the browser session ends (sign-out included), until they expire.
    expiresWithSession: () => false,
    issueRefreshToken(_ctx, tokenClient, code) {
      if (!tokenClient.grantTypeAllowed('refresh_token')) return false;
      // oidc-provider drops offline_access from an authorization request without prompt=consent
      // (OIDC Core 11), and then refuses MSAL's refresh requests, which repeat offline_access. B2C
      // keeps it: so does the code that the refresh token copies its scope from.
      if (code.kind === 'AuthorizationCode' && !code.scopes.has('offline_access'))
        code.scope = [code.scope, 'offline_access'].filter(Boolean).join(' ');
      return true;
    },
    async extraTokenClaims(ctx, token) {
      const account = ctx.oidc.entities.Account;
      if (token.kind !== 'AccessToken' || !account || account.accountId !== token.accountId) return undefined;
      const { sub: _sub, ...claims } = await account.claims('access_token', token.scope ?? '', {}, []);
      return claims;
    },
    formats: {
      customizers: {
        // Shape the access token like the tenant's: `scp` with bare scope names, `azp`, `ver`
        // (B2C's tokens are 1.0, Entra's v2.0 endpoint issues 2.0), typ JWT.
        jwt(_ctx, token, jwt) {
          const { payload } = jwt;
          payload.scp = scpClaim(typeof payload.scope === 'string' ? payload.scope : undefined, api.appIdUri);
          payload.azp = token.clientId;
          payload.ver = settings.claims.kind === 'entra' ? '2.0' : '1.0';
          payload.nbf = payload.iat;
          // Not B2C's: the grant the token hangs off, which the API checks is still standing (a
          // replayed refresh token or a password reset revokes it before the token expires).
          if (token.grantId) payload.grant_id = token.grantId;
          delete payload.scope;
          delete payload.client_id;
          jwt.header = { typ: 'JWT' };
        },
      },
    },
    renderError(ctx, out) {
      // oidc-provider has set the status; only errors it cannot send back to the client get here.
      sendPage(ctx, ctx.status, messagePage(texts.error.title, texts.error.message, out), clientOrigins);
    },
  };
}

function flowInteractionPolicy(policy: Policy): interactionPolicy.Policy {
  const { base, Check, Prompt } = interactionPolicy;
  const prompts = base();
  // MSAL may send prompt=select_account; B2C accepts it and shows its page, so accept it too.
  prompts.add(new Prompt({ name: 'select_account', requestable: true }));
  if (policy.kind === 'reset')
    // Resetting a password always needs the user, even when the (tenant-wide) session would do.
    prompts
      .get('login')
      ?.checks.add(
        new Check(
          'password_reset',
          'the password reset flow always asks the end-user',
          (ctx) => !ctx.oidc.result?.login,
        ),
      );
  return prompts;
}

function sendPage(
  ctx: KoaContextWithOIDC,
  status: number,
  html: string,
  formTargets: readonly string[],
  scripts: readonly string[] = [],
) {
  for (const [name, value] of Object.entries(pageHeaders(formTargets, scripts))) ctx.set(name, value);
  ctx.status = status;
  ctx.body = html;
}
