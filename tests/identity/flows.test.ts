/**
 * The local B2C tenant as MSAL meets it: discovery, the authorization code flow with PKCE through
 * the real sign-in page, the tokens and their claims, refresh, silent renewal with prompt=none,
 * sign-out, and the API's token verifier accepting what it issues.
 */
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteAccessTokenVerifier } from '../../server/auth/verifyAccessToken';
import { users } from '../../server/db/schema';
import { clockStoppedAt } from '../../server/lib/clock';
import { demoAccount } from '../../server/seed/demoAccounts';
import {
  authorizationRequest,
  Browser,
  expectCallback,
  expectPage,
  formAction,
  type IdentityServer,
  settings,
  signIn,
  startIdentityServer,
  tokenRequest,
} from './harness';

const { signIn: signInPolicy } = settings.policies;
const cliente = demoAccount('cliente@demo.es');
const accessTokenTtlSeconds = 20;
/** The provider's calendar, stopped far from any real day: the last access must be read from it. */
const signInInstant = '2031-05-20T08:30:00.000Z';

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({ accessTokenTtlSeconds, clock: clockStoppedAt(signInInstant) });
}, 120_000);

afterAll(() => server?.close());

function keys() {
  return createRemoteJWKSet(new URL(server.idp.jwksUrl));
}

function decodeClientInfo(value: unknown) {
  return JSON.parse(Buffer.from(String(value), 'base64url').toString('utf8')) as {
    uid: string;
    utid: string;
  };
}

describe('discovery', () => {
  it.each([
    ['with the v2.0 segment (as MSAL asks)', '/v2.0/.well-known/openid-configuration'],
    ['without it', '/.well-known/openid-configuration'],
  ])('is served %s, advertising B2C endpoints in lower case', async (_, path) => {
    const response = await fetch(server.flowUrl(signInPolicy, path), {
      headers: { Origin: settings.portalOrigin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(settings.portalOrigin);
    const metadata = (await response.json()) as Record<string, unknown>;
    const base = `${server.origin}/portalclientes/b2c_1_signin`;
    expect(metadata).toMatchObject({
      issuer: server.idp.issuers[0],
      authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
      token_endpoint: `${base}/oauth2/v2.0/token`,
      end_session_endpoint: `${base}/oauth2/v2.0/logout`,
      jwks_uri: `${base}/discovery/v2.0/keys`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('treats tenant and policy case-insensitively, as B2C does', async () => {
    const response = await fetch(
      `${server.origin}/PortalClientes/B2C_1_SignIn/v2.0/.well-known/openid-configuration`,
    );
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as { authorization_endpoint: string };
    expect(metadata.authorization_endpoint).toBe(
      `${server.origin}/portalclientes/b2c_1_signin/oauth2/v2.0/authorize`,
    );
  });

  it('gives both flows one issuer (per tenant, as B2C) and answers 404 elsewhere', async () => {
    const reset = (await (
      await fetch(server.flowUrl(settings.policies.reset, '/v2.0/.well-known/openid-configuration'))
    ).json()) as { issuer: string; token_endpoint: string };
    expect(reset.issuer).toBe(server.idp.issuers[0]);
    expect(reset.token_endpoint).toBe(`${server.origin}/portalclientes/b2c_1_reset/oauth2/v2.0/token`);
    expect(server.idp.issuers).toEqual([`${server.origin}/${server.idp.tenantId}/v2.0/`]);
    expect(
      (await fetch(`${server.origin}/portalclientes/B2C_1_other/v2.0/.well-known/openid-configuration`))
        .status,
    ).toBe(404);
  });

  it('publishes the public signing keys only, with CORS', async () => {
    const response = await fetch(server.idp.jwksUrl, { headers: { Origin: settings.portalOrigin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(settings.portalOrigin);
    const { keys: published } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(published.length).toBeGreaterThan(0);
    for (const key of published) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('tells the portal how to configure MSAL', () => {
    expect(server.idp.authorities).toEqual({
      signIn: `${server.origin}/portalclientes/B2C_1_signin`,
      reset: `${server.origin}/portalclientes/B2C_1_reset`,
    });
    expect(server.idp.knownAuthority).toBe(new URL(server.origin).host);
    expect(server.idp.apiScope).toBe(`${server.origin}/portalclientes/api/access_as_user`);
  });
});

describe('sign-in with the authorization code flow and PKCE', () => {
  let result: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    result = await signIn(server, cliente.email, cliente.password);
  }, 240_000);

  it('shows the Spanish sign-in page, then redirects to the portal with a code and no consent', async () => {
    const browser = new Browser(server);
    const request = authorizationRequest(server, signInPolicy);
    const page = expectPage(await browser.navigate(request.url));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toMatch(/<label for="email">Correo electrónico<\/label>/);
    expect(page.html).toMatch(/<label for="password">Contraseña<\/label>/);
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>Iniciar sesión<\/button>/);
    expect(page.html).toMatch(/<a[^>]*>¿Olvidó su contraseña\?<\/a>/);
    expect(page.html).toMatch(/<button[^>]*>Cancelar<\/button>/);
    expect(page.response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const callback = expectCallback(
      await browser.submit(page, { email: cliente.email, password: cliente.password }),
    );
    expect(callback.url.origin + callback.url.pathname).toBe(settings.redirectUri);
    expect(callback.url.hash).not.toBe('');
    expect(callback.params.get('code')).toBeTruthy();
    expect(callback.params.get('state')).toBe(request.state);
    expect(callback.params.get('error')).toBeNull();
  });

  it('answers the portal query-mode requests in the query string', async () => {
    const browser = new Browser(server);
    const request = authorizationRequest(server, signInPolicy, { responseMode: 'query' });
    const page = expectPage(await browser.navigate(request.url));
    const callback = expectCallback(
      await browser.submit(page, { email: cliente.email, password: cliente.password }),
    );
    expect(callback.url.searchParams.get('code')).toBeTruthy();
  });

  it('exchanges the code for B2C-shaped tokens, with CORS for the portal', () => {
    expect(result.response.status).toBe(200);
    expect(result.response.headers.get('access-control-allow-origin')).toBe(settings.portalOrigin);
    expect(result.body).toMatchObject({ token_type: 'Bearer', expires_in: accessTokenTtlSeconds });
    expect(result.body.scope).toBe(server.idp.apiScope);
    expect(typeof result.body.refresh_token).toBe('string');
    expect(decodeClientInfo(result.body.client_info)).toEqual({
      uid: `${cliente.oid}-b2c_1_signin`,
      utid: server.idp.tenantId,
    });
  });

  it('issues an ID token with the B2C claims', async () => {
    const { payload } = await jwtVerify(String(result.body.id_token), keys(), {
      issuer: server.idp.issuers[0],
      audience: settings.clientId,
    });
    expect(payload).toMatchObject({
      sub: cliente.oid,
      oid: cliente.oid,
      name: `${cliente.givenName} ${cliente.familyName}`,
      given_name: cliente.givenName,
      family_name: cliente.familyName,
      emails: [cliente.email],
      extension_Empresa: cliente.empresa,
      extension_UserRole: cliente.role,
      tfp: 'B2C_1_signin',
      nonce: result.request.nonce,
    });
  });

  it('issues a JWT access token for the API, RS256, with scp and the user claims', async () => {
    const token = String(result.body.access_token);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, keys(), {
      issuer: server.idp.issuers[0],
      audience: settings.audience,
    });
    expect(payload).toMatchObject({
      sub: cliente.oid,
      oid: cliente.oid,
      scp: 'access_as_user',
      azp: settings.clientId,
      emails: [cliente.email],
      given_name: cliente.givenName,
      family_name: cliente.familyName,
      extension_Empresa: cliente.empresa,
      extension_UserRole: cliente.role,
      tfp: 'B2C_1_signin',
    });
    expect(payload).not.toHaveProperty('scope');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(accessTokenTtlSeconds);
  });

  it('records the sign-in as the user’s last access', async () => {
    const [row] = await server.db
      .select({ at: users.ultimoAcceso })
      .from(users)
      .where(eq(users.oid, cliente.oid));
    expect(row?.at?.toISOString()).toBe(signInInstant);
  });

  it('is accepted by the API’s token verifier, and a tampered token is not', async () => {
    const verify = remoteAccessTokenVerifier({
      issuers: server.idp.issuers,
      jwksUrl: server.idp.jwksUrl,
      audience: settings.audience,
      scope: settings.scope,
    });
    const token = String(result.body.access_token);
    await expect(verify(token)).resolves.toMatchObject({ oid: cliente.oid, extension_UserRole: 0 });

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const elevated = Buffer.from(JSON.stringify({ ...claims, extension_UserRole: 2 })).toString('base64url');
    await expect(verify(`${header}.${elevated}.${signature}`)).rejects.toMatchObject({ status: 401 });
  });

  it('renews with the refresh token, rotating it', async () => {
    const refreshed = await tokenRequest(server, signInPolicy, {
      grant_type: 'refresh_token',
      refresh_token: String(result.body.refresh_token),
      // MSAL repeats the OIDC scopes, offline_access included, on every refresh.
      scope: `${server.idp.apiScope} openid profile offline_access`,
      client_info: '1',
    });
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.response.headers.get('access-control-allow-origin')).toBe(settings.portalOrigin);
    expect(refreshed.body.refresh_token).not.toBe(result.body.refresh_token);
    expect(decodeClientInfo(refreshed.body.client_info).uid).toBe(`${cliente.oid}-b2c_1_signin`);
    const { payload } = await jwtVerify(String(refreshed.body.access_token), keys(), {
      audience: settings.audience,
    });
    expect(payload).toMatchObject({ oid: cliente.oid, scp: 'access_as_user' });
    expect(decodeJwt(String(refreshed.body.id_token))).toMatchObject({
      oid: cliente.oid,
      tfp: 'B2C_1_signin',
    });

    const replayed = await tokenRequest(server, signInPolicy, {
      grant_type: 'refresh_token',
      refresh_token: String(result.body.refresh_token),
    });
    expect(replayed.response.status).toBe(400);
    expect(replayed.body.error).toBe('invalid_grant');
  });

  it('answers the CORS preflight MSAL’s token request triggers', async () => {
    const response = await fetch(server.flowUrl(signInPolicy, '/oauth2/v2.0/token'), {
      method: 'OPTIONS',
      headers: {
        Origin: settings.portalOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-client-sku,x-client-ver',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(settings.portalOrigin);
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-sku');
  });

  it('refuses token requests from another origin', async () => {
    const response = await fetch(server.flowUrl(signInPolicy, '/oauth2/v2.0/token'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://elsewhere.test' },
      body: new URLSearchParams({
        client_id: settings.clientId,
        grant_type: 'refresh_token',
        refresh_token: 'x',
      }).toString(),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a code exchange without the PKCE verifier', async () => {
    const browser = new Browser(server);
    const request = authorizationRequest(server, signInPolicy);
    const page = expectPage(await browser.navigate(request.url));
    const callback = expectCallback(
      await browser.submit(page, { email: cliente.email, password: cliente.password }),
    );
    const { response, body } = await tokenRequest(server, signInPolicy, {
      grant_type: 'authorization_code',
      code: String(callback.params.get('code')),
      redirect_uri: settings.redirectUri,
    });
    expect(response.status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(authorizationRequest(server, signInPolicy).url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const callback = expectCallback(await new Browser(server).navigate(url.href));
    expect(callback.params.get('error')).toBe('invalid_request');
  });
});

describe('silent renewal in a hidden iframe (prompt=none)', () => {
  it('issues a code straight away while the session cookie lives', async () => {
    const { browser } = await signIn(server, cliente.email, cliente.password);
    const silent = authorizationRequest(server, signInPolicy, { prompt: 'none' });
    const callback = expectCallback(await browser.navigate(silent.url));
    expect(callback.params.get('error')).toBeNull();
    const { response, body } = await tokenRequest(server, signInPolicy, {
      grant_type: 'authorization_code',
      code: String(callback.params.get('code')),
      redirect_uri: settings.redirectUri,
      code_verifier: silent.codeVerifier,
      scope: silent.scope,
    });
    expect(response.status).toBe(200);
    expect(typeof body.refresh_token).toBe('string');
    expect(decodeJwt(String(body.access_token))).toMatchObject({ oid: cliente.oid, scp: 'access_as_user' });
  });

  it('answers login_required without a session, as MSAL expects', async () => {
    const silent = authorizationRequest(server, signInPolicy, { prompt: 'none' });
    const callback = expectCallback(await new Browser(server).navigate(silent.url));
    expect(callback.params.get('error')).toBe('login_required');
    expect(callback.params.get('state')).toBe(silent.state);
  });

  it('accepts the bare scope name as well as the scope URI', async () => {
    const { browser } = await signIn(server, cliente.email, cliente.password);
    const silent = authorizationRequest(server, signInPolicy, {
      prompt: 'none',
      scope: 'access_as_user openid offline_access',
    });
    const callback = expectCallback(await browser.navigate(silent.url));
    const { body } = await tokenRequest(server, signInPolicy, {
      grant_type: 'authorization_code',
      code: String(callback.params.get('code')),
      redirect_uri: settings.redirectUri,
      code_verifier: silent.codeVerifier,
    });
    expect(decodeJwt(String(body.access_token))).toMatchObject({
      aud: settings.audience,
      scp: 'access_as_user',
    });
  });
});

describe('sign-out', () => {
  it('ends the session without asking and returns to the portal, as B2C', async () => {
    const { browser } = await signIn(server, cliente.email, cliente.password);
    const logout = new URL(server.flowUrl(signInPolicy, '/oauth2/v2.0/logout'));
    // MSAL sends no id_token_hint and no client_id.
    logout.searchParams.set('post_logout_redirect_uri', settings.postLogoutRedirectUri);
    logout.searchParams.set('state', 'despues-de-salir');
    const page = expectPage(await browser.navigate(logout.href));
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('Cerrando sesión');
    // The page submits its form by script; do what the browser would.
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.html)?.[1];
    const callback = expectCallback(
      await browser.submit(page, { xsrf: String(xsrf), logout: 'yes' }, formAction(page.html)),
    );
    expect(callback.url.href.startsWith(settings.postLogoutRedirectUri)).toBe(true);
    expect(callback.url.searchParams.get('state')).toBe('despues-de-salir');

    const silent = authorizationRequest(server, signInPolicy, { prompt: 'none' });
    expect(expectCallback(await browser.navigate(silent.url)).params.get('error')).toBe('login_required');
  });
});
