/**
 * Signing in through the real Spanish login page of the local identity
 * provider, as each demo account, and the flows around it (forgotten password, cancel, change of
 * password, silent renewal of an expiring access token, tampered tokens, public routes), in
 * Chromium against the whole stack (tests/e2e/globalSetup.ts). Sign-in and renewal run against
 * both tenant shapes the provider imitates (B2C and Entra External ID).
 */
import { describe, expect, test } from 'vitest';
import { type DemoAccount, demoAccount, demoAccounts } from '../../server/seed/demoAccounts';
import {
  chooseProfileMenuItem,
  chromiumPerFile,
  expectHome,
  expectLoginPage,
  expectResetPage,
  expectSignedIn,
  isIdentityUrl,
  jwtPayload,
  loginForm,
  openMyProfile,
  portalUrl,
  profileButton,
  readAccessToken,
  recordNavigations,
  resetPasswordWithCode,
  signIn,
  submitCredentials,
  type TenantShape,
  tenantShapes,
} from './browser';
import { accessTokenTtlSeconds, apiClockToleranceSeconds, e2eUsers } from './fixtures';
import { apiStatus } from './portalApi';

const browser = chromiumPerFile();

const fullNameOf = (user: { givenName: string; familyName: string }) =>
  `${user.givenName} ${user.familyName}`;

/** An API call every signed-in user may make (their clients). */
const apiProbe = '/getClients';

const wrongCredentials = 'Correo electrónico o contraseña incorrectos.';

/**
 * Signs in from the portal root through the login page and checks what the signed-in shell shows
 * of the user: name, initials, company and e-mail, each from the tenant's claims.
 */
async function signInAndShowProfile(account: DemoAccount, shape: TenantShape) {
  const page = await browser.newPage();
  await page.goto(portalUrl('/', shape));
  await expectLoginPage(page);
  const form = loginForm(page);
  expect(await form.forgot.isVisible()).toBe(true);
  // B2C's page leaves its flow with 'Cancelar'; Entra's sign-in page has no such button.
  expect(await form.cancel.isVisible()).toBe(shape === 'b2c');

  await submitCredentials(page, account.email, account.password);
  const fullName = fullNameOf(account);
  const button = await expectSignedIn(page, fullName);
  // A user whose clients are all digitalized lands on their services, the others on the home.
  if (account.email === 'digital@demo.es') {
    await page.waitForURL((url) => url.pathname === '/digitalized/dservices');
  } else {
    await expectHome(page);
  }

  // Initials: first letter of the given name and of the first surname (e.g. 'LM').
  const initials = `${account.givenName.charAt(0)}${account.familyName.charAt(0)}`.toUpperCase();
  expect((await button.innerText()).trim()).toBe(initials);

  // The profile panel's 'Mi perfil' names the user, their company and e-mail (the tenant's claims).
  const panel = await openMyProfile(page, fullName);
  await panel.getByText(account.email, { exact: true }).waitFor();
  await panel.getByText(account.empresa, { exact: true }).first().waitFor();
  expect(await panel.getByText(fullName, { exact: true }).isVisible()).toBe(true);
  expect(await panel.getByRole('button', { name: 'Cerrar sesión' }).isVisible()).toBe(true);
  return page;
}

describe('sign-in as each demo account', () => {
  for (const account of demoAccounts) {
    test(`${account.email}: the portal sends to the Spanish login page and, signed in, shows name, initials and company`, async () => {
      await signInAndShowProfile(account, 'b2c');
    });
  }

  test("Entra External ID's shape: cliente@demo.es signs in at the tenant's one authority, with Entra's claims shown as the spec's", async () => {
    const account = demoAccount('cliente@demo.es');
    const page = await signInAndShowProfile(account, 'entra');
    const token = await readAccessToken(page);
    const claims = jwtPayload(token);
    // Entra's shape, not B2C's: one `email`, custom attributes as directory extensions, the v2.0
    // issuer without a trailing slash, no user flow in `tfp`.
    expect(claims.email).toBe(account.email);
    expect(claims.emails).toBeUndefined();
    expect(claims.tfp).toBeUndefined();
    expect(String(claims.iss)).toMatch(/\/v2\.0$/);
    const empresa = Object.keys(claims).find((name) => /^extension_[0-9a-f]{32}_Empresa$/.test(name));
    expect(empresa && claims[empresa]).toBe(account.empresa);
    expect(await apiStatus(apiProbe, token, 'entra')).toBe(200);
  });
});

describe('identity flows', () => {
  test("'¿Olvidó su contraseña?' leads through the reset page (with the code mailed) back into the portal; the new password signs in, the old one is refused", async () => {
    const user = e2eUsers.forgot;
    const fullName = fullNameOf(user);
    const newPassword = 'Renovada2025';
    const page = await browser.newPage();

    await page.goto(portalUrl('/'));
    await expectLoginPage(page);
    await loginForm(page).forgot.click();
    await expectResetPage(page);
    await resetPasswordWithCode(page, user.email, newPassword);
    await expectSignedIn(page, fullName);
    await expectHome(page);

    await chooseProfileMenuItem(page, fullName, 'Cerrar sesión');
    // Signed out, the portal root sends to the login page again.
    await expectLoginPage(page);

    await submitCredentials(page, user.email, user.password);
    const form = loginForm(page);
    await form.alert.waitFor();
    expect((await form.alert.innerText()).trim()).toBe(wrongCredentials);
    await expectLoginPage(page);
    expect(await profileButton(page, fullName).count()).toBe(0);

    await submitCredentials(page, user.email, newPassword);
    await expectSignedIn(page, fullName);
    await expectHome(page);
  });

  test("'Cancelar' on the login page returns to a fresh sign-in page", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl('/'));
    await expectLoginPage(page);
    const cancelledPage = page.url();
    const form = loginForm(page);
    await form.email.fill(demoAccounts[0].email);

    const navigations = recordNavigations(page);
    await form.cancel.click();
    // B2C's AADB2C90091 goes back to the portal, which starts a new sign-in: a new login page.
    await page.waitForURL((url) => isIdentityUrl(url.href) && url.href !== cancelledPage, {
      waitUntil: 'commit',
    });
    await expectLoginPage(page);
    expect(
      navigations.some((url) => !isIdentityUrl(url)),
      'never went back to the portal',
    ).toBe(true);
    expect(await form.email.inputValue()).toBe('');
    expect(await form.alert.count()).toBe(0);
    expect(await page.getByRole('button', { name: /: perfil de / }).count()).toBe(0);
  });

  test("'Cambiar contraseña' in the profile panel goes through the reset flow back to the portal home, signed in", async () => {
    const user = e2eUsers.change;
    const fullName = fullNameOf(user);
    const page = await browser.newPage();
    await signIn(page, user.email, user.password, fullName);

    // From another screen: the flow returns to the home page, not to where it started.
    await page.goto(portalUrl('/contacts'));
    await expectSignedIn(page, fullName);
    await page.getByRole('heading', { level: 1, name: 'Contactos', exact: true }).waitFor();

    await chooseProfileMenuItem(page, fullName, 'Cambiar contraseña');
    await expectResetPage(page);
    await resetPasswordWithCode(page, user.email, 'Cambiada2025');
    await expectSignedIn(page, fullName);
    await expectHome(page);
    const panel = await openMyProfile(page, fullName);
    await panel.getByText(user.empresa, { exact: true }).waitFor();

    // The reset flow's token is a token for the API like the sign-in flow's.
    expect(await apiStatus(apiProbe, await readAccessToken(page))).toBe(200);
  });
});

describe('access tokens', () => {
  /** One user of the tenant `shape` works past their first token's expiry, in one page. */
  async function keepsWorkingPastExpiry(shape: TenantShape): Promise<void> {
    const account = demoAccount('cliente@demo.es');
    const fullName = fullNameOf(account);
    const page = await browser.newPage();
    await signIn(page, account.email, account.password, fullName, shape);
    const navigations = recordNavigations(page);

    const first = await readAccessToken(page);
    const { exp, iat } = jwtPayload(first) as { exp: number; iat: number };
    expect(exp - iat).toBe(accessTokenTtlSeconds);
    expect(await apiStatus(apiProbe, first, shape)).toBe(200);

    // The user keeps working (opens and closes the profile panel, moves between screens) until
    // the first token has expired and the API no longer accepts it (its clock tolerance past).
    const refusedAfterMs = (exp + apiClockToleranceSeconds + 1) * 1000;
    const screens = [
      { path: '/contacts', title: 'Contactos' },
      { path: '/', title: 'Inicio' },
    ];
    for (let step = 0; Date.now() < refusedAfterMs; step++) {
      expect(navigations.filter(isIdentityUrl), 'sent back to the identity provider mid-session').toEqual([]);
      const panel = await openMyProfile(page, fullName);
      await panel.getByText(account.email, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      const screen = screens[step % screens.length];
      if (screen) {
        // Client-side navigation (history API), as a link in the portal does: the page stays.
        await page.evaluate((path) => {
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, screen.path);
        await page.getByRole('heading', { level: 1, name: screen.title, exact: true }).waitFor();
      }
      // Time passing is what this test is about.
      await page.waitForTimeout(Math.min(3_000, Math.max(0, refusedAfterMs - Date.now())));
    }

    const renewed = await readAccessToken(page);
    expect(renewed, 'MSAL still holds the first token: it was not renewed').not.toBe(first);
    expect((jwtPayload(renewed) as { exp: number }).exp).toBeGreaterThan(exp);
    expect(await apiStatus(apiProbe, renewed, shape)).toBe(200);
    expect(await apiStatus(apiProbe, first, shape)).toBe(401);

    // Never sent back to the login page: the session went on in the same page.
    expect(navigations.filter(isIdentityUrl)).toEqual([]);
    expect(await loginForm(page).heading.count()).toBe(0);
    await expectSignedIn(page, fullName);
  }

  // Most of the time is waiting for a token to expire: the two tenant shapes wait together.
  test(`${tenantShapes.join(' and ')}: an access token that expires mid-session is renewed silently while the user keeps working`, async () => {
    await Promise.all(tenantShapes.map(keepsWorkingPastExpiry));
  }, 180_000);

  test('a tampered access token (one character of its payload changed) gets 401 from the API', async () => {
    const account = demoAccount('gestor@demo.es');
    const page = await browser.newPage();
    await signIn(page, account.email, account.password, fullNameOf(account));
    const token = await readAccessToken(page);
    expect(await apiStatus(apiProbe, token)).toBe(200);

    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) throw new Error('The access token is not a JWT.');
    // A character in the middle (the last one may only carry padding bits).
    const at = Math.floor(payload.length / 2);
    const changed = payload[at] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload.slice(0, at)}${changed}${payload.slice(at + 1)}.${signature}`;
    expect(tampered).not.toBe(token);
    expect(await apiStatus(apiProbe, tampered)).toBe(401);
  });
});

describe('public routes', () => {
  const publicRoutes = [
    { path: '/legal-notice', heading: 'Aviso legal' },
    { path: '/privacy-policy', heading: 'Política de privacidad y cookies' },
    { path: '/external-requests', heading: 'Solicitud de propuesta comercial' },
  ];
  for (const route of publicRoutes) {
    test(`${route.path} renders '${route.heading}' without sign-in`, async () => {
      const page = await browser.newPage();
      const navigations = recordNavigations(page);
      await page.goto(portalUrl(route.path));
      await page.getByRole('heading', { level: 1, name: route.heading, exact: true }).waitFor();
      // Whatever the page would start has started once the network is quiet.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(route.path);
      expect(navigations.filter(isIdentityUrl)).toEqual([]);
      expect(
        await page.getByRole('heading', { level: 1, name: route.heading, exact: true }).isVisible(),
      ).toBe(true);
      // Public screens render without the signed-in shell.
      expect(await page.getByRole('button', { name: /: perfil de / }).count()).toBe(0);
    });
  }
});
