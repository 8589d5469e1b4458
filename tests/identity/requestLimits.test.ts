/**
 * The rate limits of the identity provider: authorization requests per client address, sign-in
 * posts per address, verification codes asked for and checked per address and per e-mail. A
 * refused request gets 429, Retry-After and a Spanish message, and does nothing else. Each test
 * stands for its own client address (X-Forwarded-For, trusted here as behind a proxy); an IPv6
 * address counts by its /64.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { verifyPassword } from '../../server/identity/password';
import { createRequestLimits } from '../../server/identity/requestLimits';
import { readProxyTrust } from '../../server/operations/clientAddress';
import { demoAccount, demoPassword } from '../../server/seed/demoAccounts';
import {
  authorizationRequest,
  Browser,
  expectPage,
  type IdentityServer,
  mailedCodes,
  nextMailedCode,
  type Page,
  type PolicyName,
  settings,
  startIdentityServer,
} from './harness';

const perMinute = (points: number) => ({ points, perSeconds: 60 });
const tooManyRequests = /Demasiadas solicitudes\. Espere \d+ segundos? y vuelva a intentarlo\./;

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({
    proxyTrust: readProxyTrust('1'),
    requestLimits: {
      authorizePerIp: perMinute(3),
      signInPerIp: perMinute(3),
      codeSendPerIp: perMinute(4),
      codeSendPerEmail: perMinute(2),
      codeCheckPerIp: perMinute(100),
      codeCheckPerEmail: perMinute(3),
    },
  });
}, 120_000);

afterAll(() => server?.close());

let lastAddress = 0;
/** A browser at a client address no other test uses (as the balancer in front appends it). */
function browserAtNewAddress(): Browser {
  lastAddress++;
  return new Browser(server, { 'X-Forwarded-For': `203.0.113.${lastAddress}` });
}

function expectRefused(page: Page, windowSeconds: number) {
  expect(page.status).toBe(429);
  expect(page.html).toMatch(tooManyRequests);
  const retryAfter = Number(page.response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

function openPage(browser: Browser, policy: PolicyName) {
  return browser.navigate(authorizationRequest(server, policy).url).then(expectPage);
}

describe('authorization requests', () => {
  it('count the address the balancer saw, whatever the client writes to the left of it in X-Forwarded-For', async () => {
    lastAddress++;
    const real = `203.0.113.${lastAddress}`;
    // Each request forges a new first value; the balancer appends the one address it saw.
    let forged = 0;
    const forging = () => new Browser(server, { 'X-Forwarded-For': `198.51.100.${++forged}, ${real}` });
    for (let i = 0; i < 3; i++)
      expect((await openPage(forging(), settings.policies.signIn)).status).toBe(200);
    expectRefused(await openPage(forging(), settings.policies.signIn), 60);
  });

  it('are limited per client address, with a Spanish 429 page that stores nothing', async () => {
    const browser = browserAtNewAddress();
    for (let i = 0; i < 3; i++) expect((await openPage(browser, settings.policies.signIn)).status).toBe(200);
    const stored = await server.idp.storedEntries('Interaction');
    const refused = await openPage(browser, settings.policies.signIn);
    expectRefused(refused, 60);
    expect(refused.html).toContain('<html lang="es">');
    expect(await server.idp.storedEntries('Interaction')).toBe(stored);
    // Both flows count; another address is not affected.
    expectRefused(await openPage(browser, settings.policies.reset), 60);
    expect((await openPage(browserAtNewAddress(), settings.policies.signIn)).status).toBe(200);
  });

  it('count an IPv6 client by its /64: another address of it is the same client, another /64 is not', async () => {
    const at = (address: string) => new Browser(server, { 'X-Forwarded-For': address });
    for (const host of ['1', 'a:b:c', 'ffff:ffff:fffe'])
      expect((await openPage(at(`2001:db8:7:1::${host}`), settings.policies.signIn)).status).toBe(200);
    expectRefused(await openPage(at('2001:db8:7:1:ffff:ffff:ffff:ffff'), settings.policies.signIn), 60);
    expect((await openPage(at('2001:db8:7:2::1'), settings.policies.signIn)).status).toBe(200);
  });
});

describe('sign-in posts', () => {
  it('are limited per client address, on top of the slowing of wrong passwords', async () => {
    const browser = browserAtNewAddress();
    let page = await openPage(browser, settings.policies.signIn);
    for (let i = 0; i < 3; i++) {
      page = expectPage(await browser.submit(page, { email: `nadie${i}@demo.es`, password: 'NoEsLaClave1' }));
      expect(page.status).toBe(400);
    }
    const account = demoAccount('cliente@demo.es');
    const refused = expectPage(
      await browser.submit(page, { email: account.email, password: account.password }),
    );
    expectRefused(refused, 60);
  });
});

describe('verification codes', () => {
  const sendCode = (browser: Browser, page: Page, email: string) =>
    browser.submit(page, { email, action: 'sendCode' }).then(expectPage);

  it('are sent at most so often per e-mail address, from any client address', async () => {
    const account = demoAccount('gestor@demo.es');
    const browser = browserAtNewAddress();
    const page = await openPage(browser, settings.policies.reset);
    const before = (await mailedCodes(server, account.email)).length;
    expect((await sendCode(browser, page, account.email)).status).toBe(200);
    expect((await sendCode(browser, page, account.email)).status).toBe(200);
    await nextMailedCode(server, account.email, before + 1);
    const refused = await sendCode(browser, page, account.email);
    expectRefused(refused, 60);
    const elsewhere = browserAtNewAddress();
    expectRefused(
      await sendCode(elsewhere, await openPage(elsewhere, settings.policies.reset), account.email),
      60,
    );
    // Refused sends mail nothing (the two sent ones are in; give a stray one time to show).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mailedCodes(server, account.email)).length).toBe(before + 2);
  });

  it('are sent at most so often per client address, whatever the e-mail', async () => {
    const browser = browserAtNewAddress();
    const page = await openPage(browser, settings.policies.reset);
    for (let i = 0; i < 4; i++) expect((await sendCode(browser, page, `otro${i}@demo.es`)).status).toBe(200);
    expectRefused(await sendCode(browser, page, 'otro9@demo.es'), 60);
  });

  it('are checked at most so often per e-mail address: then even the right code waits', async () => {
    const account = demoAccount('regenera@demo.es');
    const browser = browserAtNewAddress();
    const page = await openPage(browser, settings.policies.reset);
    const before = (await mailedCodes(server, account.email)).length;
    let current = await sendCode(browser, page, account.email);
    const code = await nextMailedCode(server, account.email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      current = expectPage(await browser.submit(current, { code: wrong, action: 'verifyCode' }));
      expect(current.status).toBe(400);
    }
    const refused = expectPage(await browser.submit(current, { code, action: 'verifyCode' }));
    expectRefused(refused, 60);
    expect(refused.html).not.toContain('Nueva contraseña');
    const [row] = await server.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.oid, account.oid));
    expect(await verifyPassword(demoPassword, String(row?.hash))).toBe(true);
  });
});

describe('createRequestLimits', () => {
  it('keys e-mail addresses case-insensitively and answers the wait', async () => {
    const limits = createRequestLimits(server.db, { codeSendPerEmail: { points: 1, perSeconds: 30 } });
    expect(await limits.consume('sendCode', { ip: '10.0.0.1', email: 'Ana@Demo.es' })).toBe(0);
    const waitMs = await limits.consume('sendCode', { ip: '10.0.0.2', email: ' ana@demo.es' });
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(30_000);
    expect(await limits.consume('sendCode', { ip: '10.0.0.2', email: 'luis@demo.es' })).toBe(0);
  });
});
