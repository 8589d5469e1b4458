/**
 * The Spanish sign-in page: wrong credentials, deactivated users, the slowing down of repeated
 * failures, '¿Olvidó su contraseña?' and 'Cancelar' leaving with B2C's codes. The reset-password
 * flow's page: resetPassword.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { demoAccount, demoPassword } from '../../server/seed/demoAccounts';
import {
  authorizationRequest,
  Browser,
  buttonFormAction,
  expectCallback,
  expectPage,
  type IdentityServer,
  inputValue,
  linkHref,
  settings,
  signIn,
  startIdentityServer,
  tokenRequest,
} from './harness';

const { signIn: signInPolicy } = settings.policies;

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
}, 120_000);

afterAll(() => server?.close());

async function openSignInPage(options: { loginHint?: string } = {}) {
  const browser = new Browser(server);
  const request = authorizationRequest(server, signInPolicy, options);
  const page = expectPage(await browser.navigate(request.url));
  return { browser, request, page };
}

describe('sign-in page', () => {
  it('says the credentials are wrong, in Spanish, and keeps the e-mail typed', async () => {
    const { browser, page } = await openSignInPage();
    const again = expectPage(
      await browser.submit(page, { email: 'admin@demo.es', password: 'NoEsLaClave1' }),
    );
    expect(again.status).toBe(400);
    expect(again.html).toContain('Correo electrónico o contraseña incorrectos.');
    expect(again.html).toContain('role="alert"');
    expect(inputValue(again.html, 'email')).toBe('admin@demo.es');
    // The form still works after a failure.
    const callback = expectCallback(
      await browser.submit(again, { email: 'admin@demo.es', password: demoPassword }),
    );
    expect(callback.params.get('code')).toBeTruthy();
  });

  it('gives the same answer for an e-mail that has no account', async () => {
    const { browser, page } = await openSignInPage();
    const again = expectPage(await browser.submit(page, { email: 'nadie@demo.es', password: demoPassword }));
    expect(again.html).toContain('Correo electrónico o contraseña incorrectos.');
  });

  it('prefills the e-mail from login_hint', async () => {
    const { page } = await openSignInPage({ loginHint: 'cliente@demo.es' });
    expect(inputValue(page.html, 'email')).toBe('cliente@demo.es');
  });

  it('slows down repeated failures for the same e-mail, even with the right password', async () => {
    const email = 'regenera@demo.es';
    const { browser, page } = await openSignInPage();
    let current = page;
    for (let attempt = 1; attempt <= 3; attempt++) {
      current = expectPage(await browser.submit(current, { email, password: `Mala${attempt}clave` }));
      expect(current.status).toBe(400);
    }
    const fourth = expectPage(await browser.submit(current, { email, password: 'Mala4clave' }));
    expect(fourth.status).toBe(400);

    const throttled = expectPage(await browser.submit(fourth, { email, password: demoPassword }));
    expect(throttled.status).toBe(429);
    expect(throttled.html).toMatch(
      /Demasiados intentos fallidos\. Espere \d+ segundos? y vuelva a intentarlo\./,
    );
    expect(Number(throttled.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = expectCallback(
      await browser.submit(throttled, { email: 'superadmin@demo.es', password: demoPassword }),
    );
    expect(other.params.get('code')).toBeTruthy();
  });

  it('refuses a deactivated user with a Spanish message, but only to whoever knows the password', async () => {
    const account = demoAccount('digital@demo.es');
    await server.db.update(users).set({ activo: false }).where(eq(users.oid, account.oid));
    try {
      const { browser, page } = await openSignInPage();
      const wrong = expectPage(await browser.submit(page, { email: account.email, password: 'Incorrecta9' }));
      expect(wrong.html).toContain('Correo electrónico o contraseña incorrectos.');
      const refused = expectPage(
        await browser.submit(wrong, { email: account.email, password: account.password }),
      );
      expect(refused.status).toBe(403);
      expect(refused.html).toContain('Su cuenta está desactivada.');
    } finally {
      await server.db.update(users).set({ activo: true }).where(eq(users.oid, account.oid));
    }
  });

  it('stops renewing the tokens of a user deactivated after signing in', async () => {
    const account = demoAccount('digital@demo.es');
    const { body } = await signIn(server, account.email, account.password);
    await server.db.update(users).set({ activo: false }).where(eq(users.oid, account.oid));
    try {
      const refreshed = await tokenRequest(server, signInPolicy, {
        grant_type: 'refresh_token',
        refresh_token: String(body.refresh_token),
      });
      expect(refreshed.response.status).toBe(400);
      expect(refreshed.body.error).toBe('invalid_grant');
    } finally {
      await server.db.update(users).set({ activo: true }).where(eq(users.oid, account.oid));
    }
  });

  it('"¿Olvidó su contraseña?" returns to the portal with AADB2C90118, as B2C does', async () => {
    const { browser, request, page } = await openSignInPage();
    const callback = expectCallback(
      await browser.navigate(new URL(linkHref(page.html, 'forgotPassword'), page.url).href),
    );
    expect(callback.params.get('error')).toBe('access_denied');
    expect(callback.params.get('error_description')).toMatch(
      /^AADB2C90118: The user has forgotten their password\.\r\nCorrelation ID: [0-9a-f-]{36}\r\nTimestamp: /,
    );
    expect(callback.params.get('state')).toBe(request.state);
  });

  it('"Cancelar" returns to the portal with AADB2C90091', async () => {
    const { browser, request, page } = await openSignInPage();
    const callback = expectCallback(await browser.submit(page, {}, buttonFormAction(page.html, 'cancel')));
    expect(callback.params.get('error')).toBe('access_denied');
    expect(callback.params.get('error_description')).toMatch(
      /^AADB2C90091: The user has cancelled entering self-asserted information\./,
    );
    expect(callback.params.get('state')).toBe(request.state);
  });

  it('shows a Spanish page for an interaction that is over or unknown', async () => {
    const { browser, page } = await openSignInPage();
    expectCallback(await browser.submit(page, {}, buttonFormAction(page.html, 'cancel')));
    const reused = expectPage(
      await browser.submit(page, { email: 'cliente@demo.es', password: demoPassword }),
    );
    expect(reused.status).toBe(400);
    expect(reused.html).toContain('La solicitud ha caducado');
  });

  it('refuses a post from another site', async () => {
    const { browser, page } = await openSignInPage();
    const forged = expectPage(
      await browser.navigate(new URL(page.url).href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://elsewhere.test' },
        body: new URLSearchParams({ email: 'cliente@demo.es', password: demoPassword }).toString(),
      }),
    );
    expect(forged.status).toBe(400);
  });
});
