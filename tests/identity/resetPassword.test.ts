/**
 * The reset-password flow as the hosted tenant runs it: the e-mail, a one-time code mailed to it
 * (through the outbox), then the new password. Only a valid code lets a password change; a code
 * is hashed, expires, serves once and allows 5 attempts; an address without an account gets the
 * same pages and no mail; a reset revokes the account's other sessions and refresh tokens.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteAccessTokenVerifier } from '../../server/auth/verifyAccessToken';
import { outbox, passwordResetCodes, users } from '../../server/db/schema';
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
  mailedCodes,
  nextMailedCode,
  type Page,
  settings,
  signIn,
  startIdentityServer,
  tokenRequest,
} from './harness';

const { signIn: signInPolicy, reset: resetPolicy } = settings.policies;
const texts = {
  codeSent: 'Se ha enviado un código de verificación a su bandeja de entrada.',
  wrongCode: 'El código de verificación no coincide con el que le hemos enviado.',
  expiredCode: 'El código de verificación ha caducado. Solicite un código nuevo.',
  exhaustedCode: 'Ha superado el número de intentos con este código. Solicite un código nuevo.',
  notVerified: 'Compruebe primero su correo electrónico con el código de verificación.',
  verified: 'Se ha comprobado su correo electrónico.',
};

let server: IdentityServer;

beforeAll(async () => {
  // Volume limits are tested in requestLimits.test.ts; here they stay out of the way.
  const plenty = { points: 10_000, perSeconds: 60 };
  server = await startIdentityServer({
    requestLimits: {
      codeSendPerEmail: plenty,
      codeSendPerIp: plenty,
      codeCheckPerEmail: plenty,
      codeCheckPerIp: plenty,
    },
  });
}, 120_000);

afterAll(() => server?.close());

async function openResetPage(browser = new Browser(server)) {
  const request = authorizationRequest(server, resetPolicy);
  const page = expectPage(await browser.navigate(request.url));
  return { browser, request, page };
}

async function sendCode(browser: Browser, page: Page, email: string) {
  return expectPage(await browser.submit(page, { email, action: 'sendCode' }));
}

async function checkCode(browser: Browser, page: Page, code: string) {
  return expectPage(
    await browser.submit(page, { email: inputValue(page.html, 'email') ?? '', code, action: 'verifyCode' }),
  );
}

function setPassword(browser: Browser, page: Page, password: string, confirmation = password) {
  return browser.submit(page, {
    newPassword: password,
    reenterPassword: confirmation,
    action: 'setPassword',
  });
}

/** Opens the reset page and asks for a code: the code page and the code mailed. */
async function askForCode(email: string, browser = new Browser(server)) {
  const opened = await openResetPage(browser);
  const before = (await mailedCodes(server, email)).length;
  const codePage = await sendCode(browser, opened.page, email);
  expect(codePage.status).toBe(200);
  const code = await nextMailedCode(server, email, before);
  return { ...opened, codePage, code };
}

/** Through the code step: the page asking for the new password. */
async function provenPasswordPage(email: string, browser = new Browser(server)) {
  const asked = await askForCode(email, browser);
  const passwordPage = await checkCode(browser, asked.codePage, asked.code);
  expect(passwordPage.status).toBe(200);
  expect(passwordPage.html).toContain(texts.verified);
  return { ...asked, passwordPage };
}

async function passwordIs(oid: string, password: string): Promise<boolean> {
  const [row] = await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.oid, oid));
  return verifyPassword(password, String(row?.hash));
}

/** A code that is not `code` (one digit changed). */
function otherThan(code: string): string {
  return `${code.slice(0, 5)}${(Number(code.charAt(5)) + 1) % 10}`;
}

describe('asking for a code', () => {
  it('asks for the e-mail first, in Spanish, with "Enviar código de verificación" and no password field', async () => {
    const { page } = await openResetPage();
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toMatch(/<h1>Restablecer la contraseña<\/h1>/);
    expect(page.html).toMatch(/<label for="email">Correo electrónico<\/label>/);
    expect(page.html).toMatch(/<button[^>]*value="sendCode"[^>]*>Enviar código de verificación<\/button>/);
    expect(page.html).toMatch(/<button[^>]*>Cancelar<\/button>/);
    expect(page.html).not.toContain('newPassword');
  });

  it('mails a 6-digit code to the account and asks for it ("Comprobar código")', async () => {
    const account = demoAccount('regenera@demo.es');
    const { codePage, code } = await askForCode(account.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(codePage.html).toContain(texts.codeSent);
    expect(codePage.html).toMatch(/<label for="verificationCode">Código de verificación<\/label>/);
    expect(codePage.html).toMatch(/<input id="verificationCode"[^>]*autocomplete="one-time-code"/);
    expect(codePage.html).toMatch(/<button[^>]*>Comprobar código<\/button>/);
    expect(codePage.html).toMatch(/<button[^>]*>Enviar nuevo código<\/button>/);
    expect(codePage.html).toMatch(/<button[^>]*>Cambiar correo electrónico<\/button>/);
    expect(inputValue(codePage.html, 'email')).toBe(account.email);

    const [mail] = (await server.db.select().from(outbox).orderBy(desc(outbox.createdAt))).filter((row) =>
      row.toAddresses.includes(account.email),
    );
    expect(mail?.toAddresses).toEqual([account.email]);
    expect(mail?.body).toContain(code);
    expect(mail?.subject).toBe('Código de verificación de Portal Clientes');
    expect(mail?.body).toContain('caduca a los 10 minutos');
  });

  it('keeps only a keyed hash of the code', async () => {
    const account = demoAccount('regenera@demo.es');
    const { code } = await askForCode(account.email);
    const rows = await server.db
      .select({ hash: passwordResetCodes.codeHash })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userOid, account.oid));
    expect(rows.length).toBeGreaterThan(0);
    const plainHash = createHash('sha256').update(code).digest();
    for (const { hash } of rows) {
      expect(hash).not.toContain(code);
      expect(hash).not.toContain(plainHash.toString('base64url'));
      expect(hash).not.toContain(plainHash.toString('hex'));
    }
  });

  it('gives an address without an account the same pages, and mails nothing', async () => {
    const known = demoAccount('regenera@demo.es').email;
    const unknown = 'nadie.aqui@demo.es';
    const normalize = (page: Page, email: string) =>
      page.html.replaceAll(email, 'EMAIL').replace(/\/interaction\/[A-Za-z0-9_-]+/g, '/interaction/UID');

    const withAccount = await openResetPage();
    const withoutAccount = await openResetPage();
    const knownPage = await sendCode(withAccount.browser, withAccount.page, known);
    const unknownPage = await sendCode(withoutAccount.browser, withoutAccount.page, unknown);
    expect(unknownPage.status).toBe(knownPage.status);
    expect(normalize(unknownPage, unknown)).toBe(normalize(knownPage, known));

    const knownWrong = await checkCode(withAccount.browser, knownPage, '000000');
    const unknownWrong = await checkCode(withoutAccount.browser, unknownPage, '000000');
    expect(unknownWrong.status).toBe(knownWrong.status);
    expect(normalize(unknownWrong, unknown)).toBe(normalize(knownWrong, known));

    // The flow mails after answering: once a later mail to a known address is there, a mail to
    // the unknown one would be too.
    await askForCode(known);
    const toUnknown = (await server.db.select({ to: outbox.toAddresses }).from(outbox)).filter((row) =>
      row.to.includes(unknown),
    );
    expect(toUnknown).toEqual([]);
  });

  it('"Cancelar" at the code step returns to the portal with AADB2C90091', async () => {
    const { browser, request, codePage } = await askForCode(demoAccount('regenera@demo.es').email);
    const callback = expectCallback(
      await browser.submit(codePage, {}, buttonFormAction(codePage.html, 'cancel')),
    );
    expect(callback.params.get('error_description')).toMatch(/^AADB2C90091: /);
    expect(callback.params.get('state')).toBe(request.state);
  });
});

describe('the code', () => {
  const account = demoAccount('digital@demo.es');

  it('is needed to set a password: the password step refuses a page that has not proved the address', async () => {
    const { browser, page } = await openResetPage();
    const direct = expectPage(await setPassword(browser, page, 'Intrusa2026'));
    expect(direct.status).toBe(400);
    expect(direct.html).toContain(texts.notVerified);

    const asked = await askForCode(account.email);
    const early = expectPage(await setPassword(asked.browser, asked.codePage, 'Intrusa2026'));
    expect(early.status).toBe(400);
    expect(early.html).toContain(texts.notVerified);
    expect(await passwordIs(account.oid, demoPassword)).toBe(true);
  });

  it('is refused when wrong, and the password stays', async () => {
    const { browser, codePage, code } = await askForCode(account.email);
    const wrong = await checkCode(browser, codePage, otherThan(code));
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(texts.wrongCode);
    expect(wrong.html).toContain('role="alert"');
    const notDigits = await checkCode(browser, wrong, 'abcdef');
    expect(notDigits.html).toContain(texts.wrongCode);
    expect(expectPage(await setPassword(browser, notDigits, 'Intrusa2026')).status).toBe(400);
    expect(await passwordIs(account.oid, demoPassword)).toBe(true);
    // The right code still works after a few wrong ones.
    expect((await checkCode(browser, notDigits, code)).html).toContain(texts.verified);
  });

  it('allows 5 attempts: after them even the right code is refused, and a new code works', async () => {
    const { browser, codePage, code } = await askForCode(account.email);
    let page = codePage;
    for (let attempt = 1; attempt <= 4; attempt++) {
      page = await checkCode(browser, page, otherThan(code));
      expect(page.html).toContain(texts.wrongCode);
    }
    page = await checkCode(browser, page, otherThan(code));
    expect(page.html).toContain(texts.exhaustedCode);
    page = await checkCode(browser, page, code);
    expect(page.status).toBe(400);
    expect(page.html).toContain(texts.exhaustedCode);
    expect(expectPage(await setPassword(browser, page, 'Intrusa2026')).status).toBe(400);

    // 'Enviar nuevo código' replaces it.
    const before = (await mailedCodes(server, account.email)).length;
    const resent = expectPage(await browser.submit(page, { email: account.email, action: 'sendCode' }));
    const fresh = await nextMailedCode(server, account.email, before);
    expect((await checkCode(browser, resent, code === fresh ? otherThan(fresh) : code)).html).toContain(
      texts.wrongCode,
    );
    expect((await checkCode(browser, resent, fresh)).html).toContain(texts.verified);
    expect(await passwordIs(account.oid, demoPassword)).toBe(true);
  });

  it('expires: a code past its 10 minutes is refused, and so is a verified page past its deadline', async () => {
    const { browser, codePage, code } = await askForCode(account.email);
    const expire = () =>
      server.db
        .update(passwordResetCodes)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(and(eq(passwordResetCodes.userOid, account.oid), isNull(passwordResetCodes.usedAt)));
    await expire();
    const late = await checkCode(browser, codePage, code);
    expect(late.status).toBe(400);
    expect(late.html).toContain(texts.expiredCode);

    const proven = await provenPasswordPage(account.email);
    await expire();
    const tooLate = expectPage(await setPassword(proven.browser, proven.passwordPage, 'Tardia2026'));
    expect(tooLate.status).toBe(400);
    expect(tooLate.html).toContain(texts.notVerified);
    expect(await passwordIs(account.oid, demoPassword)).toBe(true);
  });
});

describe('the new password', () => {
  it('keeps the password rules, then changes the password and signs the user in under the reset flow', async () => {
    const account = demoAccount('gestor@demo.es');
    const newPassword = 'NuevaClave2026';
    const { browser, request, passwordPage } = await provenPasswordPage(account.email);
    expect(passwordPage.html).toMatch(/<label for="newPassword">Nueva contraseña<\/label>/);
    expect(passwordPage.html).toMatch(/<label for="reenterPassword">Confirmar nueva contraseña<\/label>/);
    expect(passwordPage.html).toContain('Entre 8 y 64 caracteres, con letras y números.');

    for (const [password, confirmation, message] of [
      ['Abc123', 'Abc123', 'La contraseña debe tener entre 8 y 64 caracteres.'],
      ['SoloLetras', 'SoloLetras', 'La contraseña debe contener letras y números.'],
      ['1234567890', '1234567890', 'La contraseña debe contener letras y números.'],
      ['NuevaClave1', 'NuevaClave2', 'Las contraseñas no coinciden.'],
    ] as const) {
      const again = expectPage(await setPassword(browser, passwordPage, password, confirmation));
      expect(again.status).toBe(400);
      expect(again.html).toContain(message);
    }

    const callback = expectCallback(await setPassword(browser, passwordPage, newPassword));
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

    expect(await passwordIs(account.oid, newPassword)).toBe(true);
    const old = new Browser(server);
    const signInPage = expectPage(await old.navigate(authorizationRequest(server, signInPolicy).url));
    const refused = expectPage(
      await old.submit(signInPage, { email: account.email, password: demoPassword }),
    );
    expect(refused.html).toContain('Correo electrónico o contraseña incorrectos.');
    expect((await signIn(server, account.email, newPassword)).response.status).toBe(200);

    // Single sign-on is tenant-wide, as B2C's default: the sign-in flow needs no page now.
    const sso = authorizationRequest(server, signInPolicy, { prompt: 'none' });
    expect(expectCallback(await browser.navigate(sso.url)).params.get('code')).toBeTruthy();
    // A refresh token stays with the flow that issued it (B2C answers AADB2C90088).
    const crossed = await tokenRequest(server, signInPolicy, {
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
    });
    expect(crossed.body.error).toBe('invalid_grant');
    // A later reset asks again from the first step, although the browser holds a session.
    const later = expectPage(await browser.navigate(authorizationRequest(server, resetPolicy).url));
    expect(later.html).toContain('Enviar código de verificación');
  });

  it('is set once per code: the code does not serve another page afterwards', async () => {
    const account = demoAccount('cliente@demo.es');
    const { browser, passwordPage, code } = await provenPasswordPage(account.email);
    expectCallback(await setPassword(browser, passwordPage, 'Primera2026'));
    // The finished page is over.
    expect(expectPage(await setPassword(browser, passwordPage, 'Segunda2026')).status).toBe(400);

    const other = await openResetPage();
    const withoutCode = await checkCode(other.browser, other.page, code);
    expect(withoutCode.html).toContain(texts.notVerified);
    const asked = await askForCode(account.email, other.browser);
    const reused = await checkCode(
      asked.browser,
      asked.codePage,
      code === asked.code ? otherThan(code) : code,
    );
    expect(reused.html).toContain(texts.wrongCode);
    expect(expectPage(await setPassword(asked.browser, reused, 'Segunda2026')).status).toBe(400);
    expect(await passwordIs(account.oid, 'Primera2026')).toBe(true);
  });

  it("revokes the account's other sessions and every earlier refresh token; the resetting browser stays signed in", async () => {
    const account = demoAccount('admin@demo.es');
    const bystander = demoAccount('superadmin@demo.es');
    const here = await signIn(server, account.email, account.password);
    const elsewhere = await signIn(server, account.email, account.password);
    const unrelated = await signIn(server, bystander.email, bystander.password);

    // 'Cambiar contraseña' from the browser signed in here.
    const { browser, request, passwordPage } = await provenPasswordPage(account.email, here.browser);
    const callback = expectCallback(await setPassword(browser, passwordPage, 'Renovada2026'));
    const renewed = await tokenRequest(server, resetPolicy, {
      grant_type: 'authorization_code',
      code: String(callback.params.get('code')),
      redirect_uri: settings.redirectUri,
      code_verifier: request.codeVerifier,
      scope: request.scope,
    });
    expect(renewed.response.status).toBe(200);

    const refresh = (token: unknown) =>
      tokenRequest(server, signInPolicy, { grant_type: 'refresh_token', refresh_token: String(token) });
    const silent = (b: Browser) =>
      b.navigate(authorizationRequest(server, signInPolicy, { prompt: 'none' }).url).then(expectCallback);

    expect((await refresh(elsewhere.body.refresh_token)).body.error).toBe('invalid_grant');
    expect((await refresh(here.body.refresh_token)).body.error).toBe('invalid_grant');
    expect((await silent(elsewhere.browser)).params.get('error')).toBe('login_required');
    expect((await silent(here.browser)).params.get('code')).toBeTruthy();
    const fresh = await tokenRequest(server, resetPolicy, {
      grant_type: 'refresh_token',
      refresh_token: String(renewed.body.refresh_token),
    });
    expect(fresh.response.status).toBe(200);

    // Another account is not touched.
    expect((await refresh(unrelated.body.refresh_token)).response.status).toBe(200);
    expect((await silent(unrelated.browser)).params.get('code')).toBeTruthy();
  });

  it('tells a deactivated account so only after its address is proved', async () => {
    const account = demoAccount('regenera@demo.es');
    await server.db.update(users).set({ activo: false }).where(eq(users.oid, account.oid));
    try {
      const { browser, codePage, code } = await askForCode(account.email);
      expect(codePage.html).toContain(texts.codeSent);
      const refused = await checkCode(browser, codePage, code);
      expect(refused.status).toBe(403);
      expect(refused.html).toContain('Su cuenta está desactivada.');
      expect(expectPage(await setPassword(browser, refused, 'Desactivada2026')).status).toBe(403);
      expect(await passwordIs(account.oid, demoPassword)).toBe(true);
    } finally {
      await server.db.update(users).set({ activo: true }).where(eq(users.oid, account.oid));
    }
  });
});
