/**
 * The identity provider against anonymous visitors at volume and against replayed and hammered
 * tokens, over real sockets against the started stack (in this process):
 * - 20,000 anonymous authorization requests from 200 loopback addresses (a child process sends
 *   them, so that its client work takes the other core) while a user is signing in: the user's
 *   sign-in succeeds; each address opens a bounded share of sign-in pages (429 past it), and the
 *   full store refuses new ones (503, a Spanish page) instead of expiring the pages in use;
 * - the token endpoint refuses past its limits per grant and per address (429, Retry-After);
 * - a replayed refresh token revokes its grant, and the grant's access tokens are refused at the
 *   API within the grant check's window.
 * After each, another user's API call is answered within a second.
 *
 * An IPv6 /64 counting as one address is tested where addresses can be chosen: the grouping itself
 * here, and the provider's limits over HTTP with forwarded addresses (tests/identity/requestLimits.test.ts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oidcEntries } from '../../server/db/schema';
import { demoAccount } from '../../server/seed/demoAccounts';
import { FleetUser, send } from '../../server/testing/fleetProcess';
import { type StartedStack, startStackForTests } from '../../server/testing/startedStack';
import { addressGroup } from '../../server/web/addressGroup';

let stack: StartedStack;
let origin: string;
const pagesMax = 800;
const pagesPerAddress = 5;
const tokenPerGrant = 5;
const tokenPerAddress = 30;
const grantCheckSeconds = 1;
const cliente = demoAccount('cliente@demo.es');
const gestor = demoAccount('gestor@demo.es');

beforeAll(async () => {
  stack = await startStackForTests({
    env: {
      IDENTITY_SIGN_IN_PAGES_MAX: String(pagesMax),
      IDENTITY_SIGN_IN_PAGES_PER_ADDRESS: String(pagesPerAddress),
      IDENTITY_TOKEN_REQUESTS_PER_GRANT_PER_MINUTE: String(tokenPerGrant),
      IDENTITY_TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE: String(tokenPerAddress),
      IDENTITY_GRANT_CHECK_SECONDS: String(grantCheckSeconds),
    },
  });
  origin = `https://localhost:${stack.port}`;
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

const signInUser = () => new FleetUser(origin, () => stack.port);
/** 100 loopback addresses of 127.1.`block`.0/24. */
const addressesOf = (block: number) => Array.from({ length: 100 }, (_, i) => `127.1.${block}.${1 + i}`);
const flowPath = '/portalclientes/b2c_1_signin';

/** An anonymous authorization request as MSAL makes it (PKCE), to be sent as is many times. */
function authorizePath(): string {
  const params = new URLSearchParams({
    client_id: 'portal-clientes-web',
    scope: `${origin}/portalclientes/api/access_as_user openid profile offline_access`,
    redirect_uri: `${origin}/redirect.html`,
    response_mode: 'fragment',
    response_type: 'code',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'inundacion',
    nonce: 'inundacion',
  });
  return `${flowPath}/oauth2/v2.0/authorize?${params}`;
}

/** Runs the flood (support/authorizeFlood.ts) in a child process; resolves with its counts. */
async function flood(settings: { path: string; addresses: string[]; perAddress: number }) {
  const script = fileURLToPath(new URL('./support/authorizeFlood.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, JSON.stringify({ port: stack.port, ...settings, perAddressInFlight: 1 })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the flood ended with code ${code}: ${output}`);
  const result = JSON.parse(output) as {
    statuses: Record<string, number>;
    samples: Record<string, string>;
    elapsedMs: number;
  };
  for (const [status, body] of Object.entries(result.samples))
    console.warn(`flood: a ${status} answer: ${body}`);
  return result;
}

/** A form post to the token endpoint from `localAddress`, as MSAL makes it. */
function tokenRequest(fields: Record<string, string>, localAddress = '127.0.0.1') {
  const body = new URLSearchParams({ client_id: 'portal-clientes-web', ...fields }).toString();
  return new Promise<{ status: number; headers: Record<string, unknown>; json: Record<string, string> }>(
    (resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port: stack.port,
          localAddress,
          method: 'POST',
          path: `${flowPath}/oauth2/v2.0/token`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(Buffer.byteLength(body)),
            origin,
          },
          rejectUnauthorized: false,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              json: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

const refreshFields = (refreshToken: string) => ({
  grant_type: 'refresh_token',
  refresh_token: refreshToken,
  scope: `${origin}/portalclientes/api/access_as_user openid profile offline_access`,
});

describe('per-address limits count an IPv6 client by its /64', () => {
  it('groups addresses: IPv4 as it is, IPv4-mapped as its IPv4, IPv6 by its first 64 bits', () => {
    expect(addressGroup('127.1.2.3')).toBe('127.1.2.3');
    expect(addressGroup('::ffff:127.1.2.3')).toBe('127.1.2.3');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    const one = addressGroup('2001:db8:aa:bb::1');
    for (const sameNetwork of [
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0db8:00aa:00bb:1:2:3:4',
      '2001:DB8:AA:BB::1%eth0',
      '2001:db8:aa:bb::10.0.0.1',
    ])
      expect(addressGroup(sameNetwork), sameNetwork).toBe(one);
    expect(one).toBe('2001:db8:aa:bb::/64');
    expect(addressGroup('2001:db8:aa:bc::1')).not.toBe(one);
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('unknown')).toBe('unknown');
  });
});

describe('the token endpoint', () => {
  it(`refuses a grant's ${tokenPerGrant + 1}th request within a minute, with Retry-After`, async () => {
    const user = signInUser();
    const signedIn = await user.signIn(gestor.email, gestor.password);
    let refreshToken = signedIn.refreshToken;
    // The code's exchange was the grant's first request.
    for (let i = 1; i < tokenPerGrant; i++) refreshToken = (await user.refresh()).refreshToken;
    const refused = await tokenRequest(refreshFields(refreshToken));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json.error_description).toMatch(/^Demasiadas solicitudes\. Espere \d+ segundos?/);
    expect(refused.headers['access-control-allow-origin']).toBe(origin);
    await stack.answersPromptly('cliente@demo.es');
  });

  it(`refuses an address's ${tokenPerAddress + 1}th request within a minute, whatever it names`, async () => {
    const address = '127.2.0.1';
    for (let i = 0; i < tokenPerAddress; i++)
      expect((await tokenRequest(refreshFields(`inventado-${i}`), address)).status).toBe(400);
    const refused = await tokenRequest(refreshFields('inventado'), address);
    expect(refused.status).toBe(429);
    // Another address is not affected.
    expect((await tokenRequest(refreshFields('inventado'), '127.2.0.2')).status).toBe(400);
    await stack.answersPromptly('cliente@demo.es');
  });
});

describe('a revoked grant', () => {
  it("a replayed refresh token revokes its grant: the grant's access tokens are refused at the API", async () => {
    const user = signInUser();
    const first = await user.signIn(gestor.email, gestor.password);
    expect((await user.api('GET', '/getClients')).status).toBe(200);
    await user.refresh();
    // The first refresh token again, as a thief holding a copy would: the grant is revoked.
    const replay = await tokenRequest(refreshFields(first.refreshToken));
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe('invalid_grant');

    // Both access tokens, issued under it and not yet expired, are refused within the window.
    for (const accessToken of [first.accessToken, user.tokens?.accessToken ?? '']) {
      user.tokens = { accessToken, refreshToken: '' };
      await vi.waitFor(async () => expect((await user.api('GET', '/getClients')).status).toBe(401), {
        timeout: 20_000,
        interval: 200,
      });
    }
    await stack.answersPromptly('cliente@demo.es');
  });
});

// Last: the flood leaves the store full of sign-in pages for their lifetime.
describe('anonymous visitors at volume', () => {
  it('20,000 anonymous authorization requests from 200 addresses while a user signs in: the sign-in succeeds', async () => {
    const user = signInUser();
    const page = await user.openSignInPage();

    // First 100 addresses, 100 requests each: each opens its share of pages and is refused the
    // rest (429), the store still far from full.
    const first = await flood({ path: authorizePath(), addresses: addressesOf(1), perAddress: 100 });
    console.info(
      `10,000 anonymous authorizes from 100 addresses in ${first.elapsedMs} ms: ${JSON.stringify(first.statuses)}`,
    );
    expect(first.statuses).toEqual({ 303: 100 * pagesPerAddress, 429: 100 * (100 - pagesPerAddress) });
    // Then 100 more: the store fills up and refuses the rest (503) rather than drop a page in use.
    const second = await flood({ path: authorizePath(), addresses: addressesOf(2), perAddress: 100 });
    console.info(
      `10,000 more from 100 other addresses in ${second.elapsedMs} ms: ${JSON.stringify(second.statuses)}`,
    );
    expect(Object.values(second.statuses).reduce((sum, n) => sum + n, 0)).toBe(10_000);
    expect(second.statuses[503]).toBeGreaterThan(0);
    expect(Object.keys(second.statuses).filter((status) => !['303', '429', '503'].includes(status))).toEqual(
      [],
    );
    const [stored] = await stack.stack.db
      .select({ n: count() })
      .from(oidcEntries)
      .where(eq(oidcEntries.model, 'Interaction'));
    console.info(`sign-in pages stored: ${stored?.n} (cap ${pagesMax})`);
    // Up to the cap, give or take the requests in flight when the store last counted (one per address).
    expect(stored?.n).toBeLessThanOrEqual(pagesMax + 100);

    // A new visitor is told to come back later, in Spanish, rather than taking someone's place.
    const latecomer = await send(stack.port, 'GET', authorizePath());
    expect(latecomer.status).toBe(503);
    expect(latecomer.headers.get('retry-after')).toBeTruthy();
    expect(latecomer.text()).toContain('Hay demasiadas solicitudes de inicio de sesión');

    // The user who opened the page before the flood signs in, and calls the API.
    const tokens = await user.signInOn(page, cliente.email, cliente.password);
    expect(tokens.accessToken).toBeTruthy();
    expect((await user.api('GET', '/getClients')).status).toBe(200);
    await stack.answersPromptly('gestor@demo.es');
  }, 600_000);
});
