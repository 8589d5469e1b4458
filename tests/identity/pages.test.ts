/**
 * The Spanish pages of the two flows: wrong credentials, deactivated users, the slowing down of
 * repeated failures, '¿Olvidó su contraseña?' and 'Cancelar' leaving with B2C's codes, and the
 * reset-password flow changing the stored password and signing the user in.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteAccessTokenVerifier } from '../../server/auth/verifyAccessToken';
import { users } from '../../server/db/schema';
import { verifyPassword } from '../../server/identity/password';
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

const { signIn: signInPolicy, reset: resetPolicy } = settings.policies;

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

describe('reset-password flow', () => {
  const account = demoAccount('gestor@demo.es');
  const newPassword = 'NuevaClave2026';

  async function openResetPage() {
    const browser = new Browser(server);
    const request = authorizationRequest(server, resetPolicy);
    const page = expectPage(await browser.navigate(request.url));
    return { browser, request, page };
  }

  it('asks for the e-mail and the new password twice, in Spanish', async () => {
    const { page } = await openResetPage();
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toMatch(/<label for="email">Correo electrónico<\/label>/);
    expect(page.html).toMatch(/<label for="newPassword">Nueva contraseña<\/label>/);
    expect(page.html).toMatch(/<label for="reenterPassword">Confirmar nueva contraseña<\/label>/);
    expect(page.html).toContain('Entre 8 y 64 caracteres, con letras y números.');
    expect(page.html).toMatch(/<button[^>]*>Cancelar<\/button>/);
  });

  it.each([
    ['too short', 'Abc123', 'Abc123', 'La contraseña debe tener entre 8 y 64 caracteres.'],
    ['without digits', 'SoloLetras', 'SoloLetras', 'La contraseña debe contener letras y números.'],
    ['without letters', '1234567890', '1234567890', 'La contraseña debe contener letras y números.'],
    ['not confirmed', 'NuevaClave1', 'NuevaClave2', 'Las contraseñas no coinciden.'],
  ])('rejects a new password %s', async (_, password, confirmation, message) => {
    const { browser, page } = await openResetPage();
    const again = expectPage(
      await browser.submit(page, {
        email: account.email,
        newPassword: password,
        reenterPassword: confirmation,
      }),
    );
    expect(again.status).toBe(400);
    expect(again.html).toContain(message);
    expect(inputValue(again.html, 'email')).toBe(account.email);
  });

  it('says when no account has that e-mail', async () => {
    const { browser, page } = await openResetPage();
    const again = expectPage(
      await browser.submit(page, { email: 'nadie@demo.es', newPassword, reenterPassword: newPassword }),
    );
    expect(again.html).toContain('No se ha encontrado ninguna cuenta con ese correo electrónico.');
  });

  it('"Cancelar" returns to the portal with AADB2C90091', async () => {
    const { browser, page } = await openResetPage();
    const callback = expectCallback(await browser.submit(page, {}, buttonFormAction(page.html, 'cancel')));
    expect(callback.params.get('error_description')).toMatch(/^AADB2C90091: /);
  });

  it('changes the password, signs the user in under the reset flow, and the old password stops working', async () => {
    const { browser, request, page } = await openResetPage();
    const callback = expectCallback(
      await browser.submit(page, { email: account.email, newPassword, reenterPassword: newPassword }),
    );
    expect(callback.params.get('state')).toBe(request.state);
    const { response, body } = await tokenRequest(server, resetPolicy, {
      grant_type: 'authorization_code',
      code: String(callback.params.get('code')),
      redirect_uri: settings.redirectUri,
      code_verifier: request.codeVerifier,
      scope: request.scope,
    });
    expect(response.status).toBe(200);
    expect(decodeJwt(String(body.id_token))).toMatchObject({ oid: account.oid, tfp: 'B2C_1_reset' });
    const clientInfo = JSON.parse(Buffer.from(String(body.client_info), 'base64url').toString('utf8'));
    expect(clientInfo.uid).toBe(`${account.oid}-b2c_1_reset`);

    // The API accepts tokens of either flow: one issuer, one key set.
    const verify = remoteAccessTokenVerifier({
      issuers: server.idp.issuers,
      jwksUrl: server.idp.jwksUrl,
      audience: settings.audience,
      scope: settings.scope,
    });
    await expect(verify(String(body.access_token))).resolves.toMatchObject({ oid: account.oid });

    const [row] = await server.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.oid, account.oid));
    expect(await verifyPassword(newPassword, String(row?.hash))).toBe(true);

    const old = await openSignInPage();
    const refused = expectPage(
      await old.browser.submit(old.page, { email: account.email, password: demoPassword }),
    );
    expect(refused.html).toContain('Correo electrónico o contraseña incorrectos.');
    const signedIn = await signIn(server, account.email, newPassword);
    expect(signedIn.response.status).toBe(200);

    // Single sign-on is tenant-wide, as B2C's default: the sign-in flow needs no page now.
    const sso = authorizationRequest(server, signInPolicy, { prompt: 'none' });
    expect(expectCallback(await browser.navigate(sso.url)).params.get('code')).toBeTruthy();
    // A refresh token stays with the flow that issued it (B2C answers AADB2C90088).
    const crossed = await tokenRequest(server, signInPolicy, {
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
    });
    expect(crossed.body.error).toBe('invalid_grant');

    // A later reset asks again, although the browser holds a session.
    const later = authorizationRequest(server, resetPolicy);
    expect(expectPage(await browser.navigate(later.url)).html).toContain('Nueva contraseña');
  });
});
