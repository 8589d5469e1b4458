/**
 * The session rules (docs/product-rules.md#session) on top of MSAL: error routing, the silent token after
 * sign-in, the refresh on 401 through the real mutator, and renewal with the issuing policy.
 * MSAL itself is replaced by a recording double: what is under test is what the portal asks of it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, setAccessToken, setApiBaseUrl } from '../../src/api/http';
import { readAuthConfig } from '../../src/auth/authConfig';
import { cancelledCode, forgotPasswordCode, isUserAnswer, routeAuthError } from '../../src/auth/authErrors';
import { PortalAuth } from '../../src/auth/portalAuth';

describe('isUserAnswer', () => {
  it("is true for the identity pages' cancel and forgotten password, false for failures", () => {
    expect(isUserAnswer({ errorMessage: `${cancelledCode}: The user has cancelled.` })).toBe(true);
    expect(
      isUserAnswer({ errorMessage: `${forgotPasswordCode}: The user has forgotten their password.` }),
    ).toBe(true);
    expect(isUserAnswer(new Error('network_error'))).toBe(false);
    expect(isUserAnswer({ errorMessage: 'AADB2C90077: User does not have an existing session' })).toBe(false);
  });
});

describe('routeAuthError (identity errors)', () => {
  it('sends a forgotten password to the reset flow', () => {
    expect(
      routeAuthError({
        errorCode: 'access_denied',
        errorMessage: `${forgotPasswordCode}: The user has forgotten their password.`,
      }),
    ).toBe('resetPassword');
  });

  it('sends a cancelled or expired sign-in, or any token failure, to sign-in', () => {
    expect(
      routeAuthError({
        errorMessage: `${cancelledCode}: The user has cancelled entering self-asserted information.`,
      }),
    ).toBe('signIn');
    expect(routeAuthError({ errorMessage: 'AADB2C90077: User does not have an existing session' })).toBe(
      'signIn',
    );
    expect(routeAuthError(new Error('interaction_required'))).toBe('signIn');
    expect(routeAuthError('network down')).toBe('signIn');
  });
});

const config = readAuthConfig({}, 'https://localhost:5443');

function account(policy: string): AccountInfo {
  return {
    homeAccountId: `oid-1-${policy.toLowerCase()}.tenant`,
    environment: 'localhost:5443',
    tenantId: 'tenant',
    username: '',
    localAccountId: 'oid-1',
    idTokenClaims: {
      oid: '6f1c2a1e-0000-4000-8000-000000000001',
      given_name: 'Lucía',
      family_name: 'Martín Gómez',
      emails: ['cliente@demo.es'],
      extension_Empresa: 'Hostelería Levante SL',
      extension_UserRole: 0,
      tfp: policy,
    },
  } as AccountInfo;
}

/** Records what the portal asks of MSAL and answers as scripted. */
class RecordingMsal {
  calls: { method: string; request?: Record<string, unknown> }[] = [];
  active: AccountInfo | null = null;
  accounts: AccountInfo[] = [];
  redirectResult: unknown = null;
  redirectError: unknown = null;
  tokens = ['token-1', 'token-2', 'token-3'];
  silentError: unknown = null;

  async initialize() {
    this.calls.push({ method: 'initialize' });
  }
  async handleRedirectPromise() {
    this.calls.push({ method: 'handleRedirectPromise' });
    if (this.redirectError) throw this.redirectError;
    return this.redirectResult;
  }
  getActiveAccount() {
    return this.active;
  }
  setActiveAccount(a: AccountInfo | null) {
    this.active = a;
  }
  getAllAccounts() {
    return this.accounts;
  }
  async acquireTokenSilent(request: Record<string, unknown>) {
    this.calls.push({ method: 'acquireTokenSilent', request });
    if (this.silentError) throw this.silentError;
    return { accessToken: this.tokens.shift(), expiresOn: new Date(Date.now() + 3_600_000) };
  }
  async loginRedirect(request: Record<string, unknown>) {
    this.calls.push({ method: 'loginRedirect', request });
  }
  async logoutRedirect(request: Record<string, unknown>) {
    this.calls.push({ method: 'logoutRedirect', request });
  }
}

/** The tab's sessionStorage, kept across the page loads a test plays. */
function tabStorage() {
  const stored = new Map<string, string>();
  return {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
}

const asMsal = (fake: RecordingMsal) => fake as unknown as IPublicClientApplication;
const redirects = (fake: RecordingMsal) =>
  fake.calls.filter((c) => c.method === 'loginRedirect').map((c) => c.request?.authority);

describe('PortalAuth.start', () => {
  it('with no account, starts the sign-in flow and shows nothing', async () => {
    const msal = new RecordingMsal();
    expect(await new PortalAuth(asMsal(msal), config).start()).toEqual({ status: 'redirecting' });
    expect(redirects(msal)).toEqual(['https://localhost:5443/portalclientes/B2C_1_signin']);
  });

  it('after sign-in, fetches the token silently and exposes the B2C claims', async () => {
    const msal = new RecordingMsal();
    msal.redirectResult = { account: account('B2C_1_signin') };
    const result = await new PortalAuth(asMsal(msal), config).start();
    expect(result).toEqual({
      status: 'signedIn',
      claims: {
        oid: '6f1c2a1e-0000-4000-8000-000000000001',
        givenName: 'Lucía',
        familyName: 'Martín Gómez',
        email: 'cliente@demo.es',
        empresa: 'Hostelería Levante SL',
        role: 0,
      },
    });
    const silent = msal.calls.find((c) => c.method === 'acquireTokenSilent');
    expect(silent?.request).toMatchObject({
      scopes: ['https://localhost:5443/portalclientes/api/access_as_user'],
      authority: 'https://localhost:5443/portalclientes/B2C_1_signin',
      forceRefresh: false,
    });
  });

  it('with an account already present, fetches the token silently on load', async () => {
    const msal = new RecordingMsal();
    msal.accounts = [account('B2C_1_signin')];
    expect((await new PortalAuth(asMsal(msal), config).start()).status).toBe('signedIn');
    expect(redirects(msal)).toEqual([]);
  });

  it('calls whenAccount once an account is known, before its token; never for a visitor without one', async () => {
    const signedIn = new RecordingMsal();
    signedIn.accounts = [account('B2C_1_signin')];
    const seen: string[][] = [];
    await new PortalAuth(asMsal(signedIn), config).start(() =>
      seen.push(signedIn.calls.map((c) => c.method)),
    );
    // Told after the redirect was handled and before the silent token was asked for.
    expect(seen).toEqual([['initialize', 'handleRedirectPromise']]);

    const visitor = new RecordingMsal();
    let told = false;
    expect(
      await new PortalAuth(asMsal(visitor), config).start(() => {
        told = true;
      }),
    ).toEqual({ status: 'redirecting' });
    expect(told).toBe(false);
  });

  it('runs once however often the gate mounts', async () => {
    const msal = new RecordingMsal();
    const auth = new PortalAuth(asMsal(msal), config);
    await Promise.all([auth.start(), auth.start()]);
    expect(redirects(msal)).toHaveLength(1);
  });

  it('routes a forgotten password returned by the sign-in page to the reset flow', async () => {
    const msal = new RecordingMsal();
    msal.redirectError = {
      errorCode: 'access_denied',
      errorMessage: 'AADB2C90118: The user has forgotten their password.',
    };
    await new PortalAuth(asMsal(msal), config).start();
    expect(redirects(msal)).toEqual(['https://localhost:5443/portalclientes/B2C_1_reset']);
  });

  it('routes a cancelled sign-in, or a failed silent token, back to sign-in', async () => {
    const cancelled = new RecordingMsal();
    cancelled.redirectError = {
      errorMessage: 'AADB2C90091: The user has cancelled entering self-asserted information.',
    };
    await new PortalAuth(asMsal(cancelled), config).start();
    expect(redirects(cancelled)).toEqual(['https://localhost:5443/portalclientes/B2C_1_signin']);

    const failing = new RecordingMsal();
    failing.accounts = [account('B2C_1_signin')];
    failing.silentError = new Error('interaction_required');
    expect(await new PortalAuth(asMsal(failing), config).start()).toEqual({ status: 'redirecting' });
    expect(redirects(failing)).toEqual(['https://localhost:5443/portalclientes/B2C_1_signin']);
  });

  it('stops redirecting and reports failure when sign-in keeps failing (no redirect loop)', async () => {
    const storage = tabStorage();
    const attempt = async () => {
      // Each page load after a redirect is a new PortalAuth over the same tab storage.
      const msal = new RecordingMsal();
      msal.accounts = [account('B2C_1_signin')];
      msal.silentError = new Error('server_error: token endpoint unavailable');
      return { result: await new PortalAuth(asMsal(msal), config, storage).start(), msal };
    };
    expect((await attempt()).result).toEqual({ status: 'redirecting' });
    expect((await attempt()).result).toEqual({ status: 'redirecting' });
    const third = await attempt();
    expect(third.result).toEqual({ status: 'failed' });
    expect(redirects(third.msal)).toEqual([]);
  });

  it("never counts the person's own answers: cancels and forgotten passwords, however many, are routed", async () => {
    const storage = tabStorage();
    const answer = async (errorMessage: string) => {
      const msal = new RecordingMsal();
      msal.redirectError = { errorCode: 'access_denied', errorMessage };
      return { result: await new PortalAuth(asMsal(msal), config, storage).start(), msal };
    };
    for (let round = 0; round < 3; round++) {
      const cancelled = await answer(
        `${cancelledCode}: The user has cancelled entering self-asserted information.`,
      );
      expect(cancelled.result).toEqual({ status: 'redirecting' });
      expect(redirects(cancelled.msal)).toEqual(['https://localhost:5443/portalclientes/B2C_1_signin']);
      const forgot = await answer(`${forgotPasswordCode}: The user has forgotten their password.`);
      expect(forgot.result).toEqual({ status: 'redirecting' });
      expect(redirects(forgot.msal)).toEqual(['https://localhost:5443/portalclientes/B2C_1_reset']);
    }

    // They leave the failures' allowance whole: two failures still redirect, the third stops.
    const failure = async () => {
      const msal = new RecordingMsal();
      msal.accounts = [account('B2C_1_signin')];
      msal.silentError = new Error('network_error');
      return new PortalAuth(asMsal(msal), config, storage).start();
    };
    expect(await failure()).toEqual({ status: 'redirecting' });
    expect(await failure()).toEqual({ status: 'redirecting' });
    expect(await failure()).toEqual({ status: 'failed' });
  });

  it('renews the tokens of a reset-password account with the reset policy', async () => {
    const msal = new RecordingMsal();
    msal.redirectResult = { account: account('B2C_1_reset') };
    await new PortalAuth(asMsal(msal), config).start();
    expect(msal.calls.find((c) => c.method === 'acquireTokenSilent')?.request?.authority).toBe(
      'https://localhost:5443/portalclientes/B2C_1_reset',
    );
  });
});

describe('a 401 from the API', () => {
  let server: Server;
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      const ok = req.headers.authorization === 'Bearer token-2';
      res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok ? { ok: true } : { message: 'Token caducado.', code: 'UNAUTHORIZED' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => {
    setAccessToken(null);
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('renews the token silently (forced) and updates the header; the failed call still rejects', async () => {
    const msal = new RecordingMsal();
    msal.accounts = [account('B2C_1_signin')];
    await new PortalAuth(asMsal(msal), config).start();

    await expect(apiFetch('/datos')).rejects.toMatchObject({ status: 401, message: 'Token caducado.' });
    const forced = msal.calls.filter(
      (c) => c.method === 'acquireTokenSilent' && c.request?.forceRefresh === true,
    );
    expect(forced).toHaveLength(1);
    await expect(apiFetch('/datos')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer token-1', 'Bearer token-2']);
  });
});
