/**
 * The end-to-end tests' browser: Debian's Chromium driven by playwright-core (nothing downloaded),
 * one browser per test file and a fresh context (cookies, sessionStorage) per test, and the few
 * steps every test repeats: signing in through the real login page, reading the access token MSAL
 * holds (calling the API with it: portalApi.ts).
 */
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFailed, onTestFinished } from 'vitest';
import { spanishMonths } from '../../server/lib/spanishMonths';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { outboxMail } from './outbox';

/**
 * Debian's Chromium binary itself: its /usr/bin/chromium script adds the flags of /etc/chromium.d,
 * among them GPU rasterization, which headless runs on SwiftShader, on the CPU the tests share.
 */
export const chromiumPath = '/usr/lib/chromium/chromium';

/** Headless, no sandbox (containers), and no traffic of Chromium's own besides the tests'. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long a step may take to show its result (page loads, redirects through the provider). */
const stepTimeoutMs = 30_000;

/**
 * The identity tenant a stack's provider imitates: Azure AD B2C (the suite's stack) or Microsoft
 * Entra External ID (a second stack over the same data, for the sign-in, reset and renewal tests).
 */
export type TenantShape = 'b2c' | 'entra';
export const tenantShapes: readonly TenantShape[] = ['b2c', 'entra'];

const portalOf = (shape: TenantShape) => inject(shape === 'entra' ? 'entraPortalUrl' : 'portalUrl');

/** The portal under test (started by globalSetup.ts); `path` relative to its root. */
export function portalUrl(path = '/', shape: TenantShape = 'b2c'): string {
  return new URL(path, portalOf(shape)).href;
}

/** Which stack a page is at, by its origin. */
function shapeOf(page: Page): TenantShape {
  return new URL(page.url()).origin === new URL(portalOf('entra')).origin ? 'entra' : 'b2c';
}

/** Now on the stack's calendar (anchored on e2eToday): what the portal's pages read as now. */
export function stackNow(): Date {
  return new Date(Date.now() + inject('clockShiftMs'));
}

/** A (local) day as the portal's calendar names its button: '7 noviembre 2026'. */
export function calendarDayLabel(date: Date): string {
  return `${date.getDate()} ${spanishMonths[date.getMonth()]} ${date.getFullYear()}`;
}

/** A (local) day as the URL's desde/hasta carry it: 'YYYY-MM-DD'. */
export function localIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The identity provider's pages live under /{tenant}/ on the portal's origin. */
export const identityPathPrefix = '/portalclientes/';

export function isIdentityUrl(url: string): boolean {
  return new URL(url).pathname.toLowerCase().startsWith(identityPathPrefix);
}

/**
 * Launches Chromium for the file's tests (a temporary profile, removed on close) and gives each
 * test a page in a fresh context, closed when the test ends.
 */
export function chromiumPerFile() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(): Promise<Page> {
      if (!browser) throw new Error('Chromium is not running: chromiumPerFile() registers it in beforeAll.');
      const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'es-ES' });
      // The page's clock reads the stack's day (e2eToday), flowing from the real time of day.
      await context.clock.install({ time: stackNow() });
      context.setDefaultTimeout(stepTimeoutMs);
      context.setDefaultNavigationTimeout(stepTimeoutMs);
      onTestFinished(() => context.close());
      const page = await context.newPage();
      onTestFailed(() => describeFailedPage(page));
      return page;
    },
  };
}

/**
 * What a page showed when its test failed, in the run's output (a CI log is all there is to read
 * afterwards): its address, its open dialogs and notifications, and the start of its text.
 */
async function describeFailedPage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const shown = await page
    .evaluate(() => {
      const text = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)].map((element) => element.innerText.trim());
      return {
        dialogs: text('[role="dialog"]'),
        notifications: text('.mantine-Notification-root, [role="alert"]'),
        body: document.body.innerText.slice(0, 1500),
      };
    })
    .catch((error: unknown) => ({ error: String(error) }));
  console.error(`[failed test's page] ${page.url()}\n${JSON.stringify(shown, null, 2)}`);
}

/** Every URL the page's main frame navigates to, in order, from now on. */
export function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

// ------------------------------------------------------------------ the identity provider's pages

export function loginForm(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Iniciar sesión', exact: true }),
    email: page.getByLabel('Correo electrónico', { exact: true }),
    password: page.getByLabel('Contraseña', { exact: true }),
    submit: page.getByRole('button', { name: 'Iniciar sesión', exact: true }),
    forgot: page.getByRole('link', { name: '¿Olvidó su contraseña?', exact: true }),
    cancel: page.getByRole('button', { name: 'Cancelar', exact: true }),
    alert: page.getByRole('alert'),
  };
}

export function resetForm(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Restablecer la contraseña', exact: true }),
    email: page.getByLabel('Correo electrónico', { exact: true }),
    sendCode: page.getByRole('button', { name: 'Enviar código de verificación', exact: true }),
    code: page.getByLabel('Código de verificación', { exact: true }),
    verifyCode: page.getByRole('button', { name: 'Comprobar código', exact: true }),
    sendNewCode: page.getByRole('button', { name: 'Enviar nuevo código', exact: true }),
    newPassword: page.getByLabel('Nueva contraseña', { exact: true }),
    confirmation: page.getByLabel('Confirmar nueva contraseña', { exact: true }),
    submit: page.getByRole('button', { name: 'Cambiar contraseña', exact: true }),
    cancel: page.getByRole('button', { name: 'Cancelar', exact: true }),
    alert: page.getByRole('alert'),
  };
}

/** Waits for the Spanish login page (B2C: the sign-in flow's; Entra: the one flow's) with an empty form. */
export async function expectLoginPage(page: Page): Promise<void> {
  const form = loginForm(page);
  await form.heading.waitFor();
  await form.email.waitFor();
  const path = new URL(page.url()).pathname.toLowerCase();
  if (shapeOf(page) === 'entra') expect(path).toMatch(/^\/portalclientes\/interaction\/[\w-]+$/);
  else expect(path).toContain(`${identityPathPrefix}b2c_1_signin/`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
}

/**
 * Waits for the reset-password page at its first step, the e-mail: B2C's reset flow, or Entra's
 * reset inside the sign-in flow (no flow of its own in the URL).
 */
export async function expectResetPage(page: Page): Promise<void> {
  const form = resetForm(page);
  await form.heading.waitFor();
  await form.sendCode.waitFor();
  const path = new URL(page.url()).pathname.toLowerCase();
  if (shapeOf(page) === 'entra') expect(path).toMatch(/^\/portalclientes\/interaction\/[\w-]+\/forgot$/);
  else expect(path).toContain(`${identityPathPrefix}b2c_1_reset/`);
}

/** On the login page: types the credentials and submits them. */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in through the real login page: opens the portal root unless the page is already at the
 * login page, submits the credentials and waits for the signed-in portal.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  fullName: string,
  shape: TenantShape = 'b2c',
): Promise<Locator> {
  if (!isIdentityUrl(page.url())) await page.goto(portalUrl('/', shape));
  await expectLoginPage(page);
  await submitCredentials(page, email, password);
  return expectSignedIn(page, fullName);
}

/** A demo account's name as the header's profile button shows it. */
export function demoFullName(email: DemoEmail): string {
  const account = demoAccount(email);
  return `${account.givenName} ${account.familyName}`;
}

/**
 * A fresh page of the file's browser (chromiumPerFile), signed in as a demo account through the real
 * login page, once its landing page shows its heading.
 */
export async function signInAs(browser: { newPage(): Promise<Page> }, email: DemoEmail): Promise<Page> {
  const account = demoAccount(email);
  const page = await browser.newPage();
  await signIn(page, account.email, account.password, demoFullName(email));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/** Makes `name` the active client through the header's client dialog, with the mouse. */
export async function chooseClient(page: Page, name: string): Promise<void> {
  const control = page
    .getByRole('banner')
    .getByRole('button', { name: /^Cliente activo: .+ Cambiar de cliente$/ });
  if ((await control.getAttribute('aria-label'))?.includes(name)) return;
  await control.click();
  const dialog = page.getByRole('dialog', { name: 'Cambio de cliente' });
  const normal = dialog.getByTestId('change-client-normal');
  await normal.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  await page.getByRole('option', { name }).click();
  await normal.getByRole('button', { name: 'Ir al cliente' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Cliente activo: ${name} Cambiar de cliente` })
    .waitFor();
}

/**
 * On the reset page, as the user does it: the e-mail, 'Enviar código de verificación', the code
 * the mail brings (read from the outbox), 'Comprobar código', then the new password twice.
 */
export async function resetPasswordWithCode(page: Page, email: string, newPassword: string): Promise<void> {
  const form = resetForm(page);
  const code = await requestResetCode(page, email);
  await form.code.fill(code);
  await form.verifyCode.click();
  await form.newPassword.fill(newPassword);
  await form.confirmation.fill(newPassword);
  await form.submit.click();
}

/** At the reset page's first step: asks for a code for `email` and answers the one mailed. */
export async function requestResetCode(page: Page, email: string): Promise<string> {
  const form = resetForm(page);
  const before = (await resetCodesMailedTo(email)).length;
  await form.email.fill(email);
  await form.sendCode.click();
  await form.code.waitFor();
  // The provider mails the code after answering the page.
  await expect.poll(async () => (await resetCodesMailedTo(email)).length).toBeGreaterThan(before);
  const [code] = await resetCodesMailedTo(email);
  if (!code) throw new Error(`No verification code mailed to ${email}`);
  return code;
}

/** The reset flow's verification codes mailed to `email`, newest first. */
export async function resetCodesMailedTo(email: string): Promise<string[]> {
  const mails = await outboxMail('Código de verificación de Portal Clientes');
  return mails
    .filter((mail) => mail.toAddresses.includes(email))
    .map((mail) => /^(\d{6})$/m.exec(mail.body)?.[1])
    .filter((code): code is string => code !== undefined);
}

/** The invitation link mailed to `email` last (an administrator invited them). */
export async function invitationLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = (await outboxMail('Invitación a Portal Clientes')).filter((m) =>
        m.toAddresses.includes(email),
      );
      link = mail && /^https:\/\/\S+\/invitation\/\S+$/m.exec(mail.body)?.[0];
      return link;
    })
    .toBeDefined();
  return link as string;
}

/**
 * As the invited user does it: opens the mailed link, types the new password twice, 'Crear
 * contraseña', then follows the page's link to sign in (ends on the login page).
 */
export async function acceptInvitation(page: Page, email: string, password: string): Promise<void> {
  await page.goto(await invitationLinkMailedTo(email));
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Crear contraseña' }).click();
  await page.getByRole('link', { name: 'Iniciar sesión en Portal Clientes' }).click();
  await expectLoginPage(page);
}

// ------------------------------------------------------------------ the portal

/** The signed-in header's profile button, named after the user. */
export function profileButton(page: Page, fullName: string): Locator {
  return page.getByRole('button', {
    name: new RegExp(`^[A-ZÁÉÍÓÚÑ]{1,2}: perfil de ${escapeRegExp(fullName)}$`),
  });
}

/**
 * What a description list gives a label: the dd after the dt that reads exactly `label` (a detail's
 * field, a card's, a decision's summary); every such value where `scope` holds several lists.
 */
export const describedValue = (scope: Locator | Page, label: string): Locator =>
  scope
    .locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The text of the one value `describedValue` finds, trimmed. */
export async function describedText(scope: Locator | Page, label: string): Promise<string> {
  return ((await describedValue(scope, label).textContent()) ?? '').trim();
}

/** Waits until the portal shows the signed-in shell for this user; answers the profile button. */
export async function expectSignedIn(page: Page, fullName: string): Promise<Locator> {
  const button = profileButton(page, fullName);
  await button.waitFor();
  expect(isIdentityUrl(page.url()), `still on the identity provider: ${page.url()}`).toBe(false);
  return button;
}

/** Waits for the portal home (the 'Inicio' screen) at the portal root. */
export async function expectHome(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Inicio', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}

/**
 * Opens the profile side panel from the profile button and switches it to 'Mi perfil' (initials,
 * name, company, e-mail, 'Cambiar contraseña', 'Cerrar sesión'); answers the panel.
 */
export async function openMyProfile(page: Page, fullName: string): Promise<Locator> {
  await profileButton(page, fullName).click();
  const panel = page.getByRole('dialog');
  const toggle = panel.getByRole('button', { name: 'Ver mi perfil', exact: true });
  const heading = panel.getByRole('heading', { name: 'Mi perfil', exact: true });
  await toggle.click();
  // On a busy machine a click during the panel's opening was lost once (CI, two e2e lanes): if
  // the panel still offers its profile after a while, the click is given again.
  const shown = await heading.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown && (await toggle.isVisible())) await toggle.click();
  await heading.waitFor();
  return panel;
}

/** Opens 'Mi perfil' in the profile panel and picks an item ('Cambiar contraseña', 'Cerrar sesión'). */
export async function chooseProfileMenuItem(page: Page, fullName: string, item: string): Promise<void> {
  const panel = await openMyProfile(page, fullName);
  await panel.getByRole('button', { name: item, exact: true }).click();
}

// ------------------------------------------------------------------ tokens and the API

export interface CachedAccessToken {
  secret: string;
  expiresOn: number;
}

/**
 * The access token MSAL holds in sessionStorage (cache entries whose key contains 'accesstoken',
 * JSON with the token in `secret`); the one expiring last when there are several.
 */
export async function readAccessToken(page: Page): Promise<string> {
  const tokens = await page.evaluate(() => {
    const found: { secret: string; expiresOn: number }[] = [];
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (!key?.toLowerCase().includes('accesstoken')) continue;
      try {
        const entry = JSON.parse(sessionStorage.getItem(key) ?? '') as {
          secret?: unknown;
          expiresOn?: unknown;
        };
        if (typeof entry.secret === 'string')
          found.push({ secret: entry.secret, expiresOn: Number(entry.expiresOn ?? 0) });
      } catch {
        // Not a token entry.
      }
    }
    return found;
  });
  const [latest] = tokens.sort((a, b) => b.expiresOn - a.expiresOn);
  if (!latest) throw new Error('MSAL holds no access token in sessionStorage.');
  return latest.secret;
}

/** The claims of a JWT, unverified (the test only reads `exp` and the like). */
export function jwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
