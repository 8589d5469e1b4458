/**
 * Every route of screens.config.ts, opened by an account that may see it (the client picked in the
 * header's 'Cambio de cliente' dialog, with the mouse), at 1440 and at 390 px wide: axe-core finds
 * no serious or critical violation. And the keyboard: tabbing through pages, every control reached
 * shows a focus ring (outline or box-shadow, at least 2px, 3:1 against what is behind it).
 *
 * One browser context per account, signed in once; each account's routes are one test that lists
 * every failing route at the end instead of stopping at the first.

 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screens } from '../../screens.config';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import type { ScreenSpec } from '../../src/language';
import { axeWidths, seriousViolations, settle, violationsAtWidths } from './accessibility';
import { chromiumPerFile, portalUrl, signIn } from './browser';

const browser = chromiumPerFile();

type ClientPick = { list: 'normal' | 'digitalized'; name: string };

interface Visit {
  account: DemoEmail | null;
  client?: ClientPick;
}

const hoteles: ClientPick = { list: 'normal', name: 'Hoteles Costa Azul S.L.' };
const regenera: ClientPick = { list: 'normal', name: 'Grupo Hostelero Levante S.L.' };
const digitalized: ClientPick = { list: 'digitalized', name: 'Supermercados Ebro S.L.' };

/** Who opens a screen, by the first audience that names one: the public, an admin, a manager. */
function visitFor(screen: ScreenSpec): Visit {
  const { audience } = screen;
  if (audience.includes('public')) return { account: null };
  if (audience.includes('admin')) return { account: 'admin@demo.es' };
  if (audience.includes('regenera')) return { account: 'gestor@demo.es', client: regenera };
  if (audience.includes('client')) return { account: 'gestor@demo.es', client: hoteles };
  if (audience.includes('digitalized')) return { account: 'gestor@demo.es', client: digitalized };
  throw new Error(`No account opens ${screen.path} (audience ${audience.join(', ')})`);
}

const routes = Object.entries(screens).map(([name, screen]) => ({ name, screen, visit: visitFor(screen) }));
const routesOf = (account: DemoEmail | null) => routes.filter((route) => route.visit.account === account);

async function signInAs(email: DemoEmail): Promise<Page> {
  const account = demoAccount(email);
  const page = await browser.newPage();
  await page.setViewportSize(axeWidths[0]);
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  return page;
}

/** Picks the client in the header's dialog, as a person does, unless it is already the active one. */
async function chooseClient(page: Page, client: ClientPick): Promise<void> {
  const control = page.getByRole('banner').getByTestId('active-client');
  await control.waitFor();
  const name = page.getByRole('banner').getByTestId('active-client-name');
  const digitalizedNow = (await control.innerText()).includes('digitalizado');
  if ((await name.innerText()).trim() === client.name && digitalizedNow === (client.list === 'digitalized'))
    return;
  await control.click();
  const dialog = page.getByRole('dialog', { name: 'Cambio de cliente' });
  const group = dialog.getByTestId(`change-client-${client.list}`);
  await group.getByRole('textbox').click();
  await page.getByRole('option', { name: client.name, exact: true }).click();
  await group.getByRole('button', { name: 'Ir al cliente' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await name.innerText()).trim()).toBe(client.name);
}

/** Opens the route and waits until it has drawn: its heading, and no loader left. */
async function open(page: Page, screen: ScreenSpec): Promise<void> {
  await page.goto(portalUrl(screen.path));
  await page.getByRole('heading', { level: 1, name: screen.title, exact: true }).waitFor();
  // The heading shows while the client's lists load; what they decide, once the page has settled.
  await settle(page);
  expect(await page.getByText('no está disponible para su usuario').count(), screen.path).toBe(0);
}

/** axe at each width; answers the failures by 'path @ width'. */
async function checkRoute(page: Page, screen: ScreenSpec): Promise<Record<string, string[]>> {
  await open(page, screen);
  return violationsAtWidths(page, screen.path);
}

// Each step has its own ceiling; a whole walk's is their sum on a machine other processes keep busy
// (beside two CPU-bound processes, a client's routes took over four minutes).
describe('axe on every route, at 1440 and 390 px', () => {
  test('public routes, without signing in', async () => {
    const page = await browser.newPage();
    let failures: Record<string, string[]> = {};
    for (const { screen } of routesOf(null)) failures = { ...failures, ...(await checkRoute(page, screen)) };
    expect(routesOf(null).length).toBeGreaterThan(0);
    expect(failures).toEqual({});
  });

  test('the check finds what it looks for: a field without a name, text too faint to read', async () => {
    const [first] = routesOf(null);
    if (!first) throw new Error('screens.config.ts has no public route');
    const page = await browser.newPage();
    await open(page, first.screen);
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML(
        'beforeend',
        '<input type="text"><p style="color:#ccc;background:#fff">Texto tenue</p>',
      );
    });
    const found = (await seriousViolations(page)).map((line) => line.split(' ')[0]);
    expect(found).toEqual(expect.arrayContaining(['label', 'color-contrast']));
  });

  test('gestor@demo.es: the normal, regenera and digitalized clients’ routes', async () => {
    const page = await signInAs('gestor@demo.es');
    let failures: Record<string, string[]> = {};
    const mine = routesOf('gestor@demo.es');
    // One client change per client, in the order they come.
    for (const client of [hoteles, regenera, digitalized]) {
      const ofClient = mine.filter((route) => route.visit.client === client);
      if (ofClient.length === 0) continue;
      await chooseClient(page, client);
      for (const { screen } of ofClient) failures = { ...failures, ...(await checkRoute(page, screen)) };
    }
    expect(mine.length).toBeGreaterThan(0);
    expect(failures).toEqual({});
  }, 600_000);

  test('admin@demo.es: the administration', async () => {
    const page = await signInAs('admin@demo.es');
    let failures: Record<string, string[]> = {};
    for (const { screen } of routesOf('admin@demo.es'))
      failures = { ...failures, ...(await checkRoute(page, screen)) };
    expect(routesOf('admin@demo.es').length).toBeGreaterThan(0);
    expect(failures).toEqual({});
  }, 300_000);

  test('admin@demo.es: every administration tab, its pickers, ordered lists and row actions in use', async () => {
    const page = await signInAs('admin@demo.es');
    const admin = screens.adminDashboard;
    await open(page, admin);
    let failures: Record<string, string[]> = {};
    const check = async (state: string) => {
      failures = { ...failures, ...(await violationsAtWidths(page, state)) };
    };
    /** Picks a record by name in a picker of a section, as a person does. */
    const pickIn = async (section: string, label: RegExp, name: string) => {
      const input = page
        .getByRole('region', { name: section, exact: true })
        .getByRole('textbox', { name: label });
      await input.first().click();
      await input.first().fill(name.slice(0, 8));
      await page
        .getByRole('option', { name: new RegExp(`^${name}`) })
        .first()
        .click();
    };
    await page.getByRole('tab').first().waitFor();
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.length).toBeGreaterThan(6);
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await settle(page);
      if (tab === 'Clientes y centros') await pickIn('NIF de un cliente', /^Cliente/, hoteles.name);
      // The client preview follows the client picked in the configuration forms.
      if (tab === 'Configuración de cliente') {
        await pickIn('KPI de inicio', /^Cliente/, hoteles.name);
        await pickIn('Menú superior', /^Cliente/, hoteles.name);
      }
      // Replacing permissions: the chosen user's current clients and centers loaded.
      if (tab === 'Usuarios y permisos')
        await pickIn('Sustituir los permisos de un usuario', /^Usuario/, 'cliente@demo.es');
      await check(`tab ${tab}`);
      if (tab === 'Usuarios y permisos') {
        // A permission's detail: both variants' center accesses with their row actions.
        await page
          .getByRole('region', { name: 'Permisos por usuario y cliente', exact: true })
          .getByRole('button', { name: /^Ver detalle / })
          .first()
          .click();
        await page.getByRole('region', { name: 'Accesos a centros (digitalizado)' }).waitFor();
        await check('detalle de permisos');
        await page.getByRole('button', { name: 'Cerrar' }).first().click();
        // The permissions form: user, clients and centers picked by name.
        await page.getByRole('button', { name: 'Conceder permisos' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Conceder permisos' });
        await dialog.getByRole('textbox', { name: /^Clientes/ }).click();
        await page.getByRole('option', { name: new RegExp(`^${hoteles.name}`) }).click();
        await page.keyboard.press('Tab');
        await check('formulario de permisos');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    expect(failures).toEqual({});
  }, 600_000);
});

/** What the focused element shows, read from its computed style and what lies behind it. */
interface FocusLook {
  what: string;
  ring: boolean;
  contrast: number;
}

async function focusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const parse = (color: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const luminance = ([r, g, b]: [number, number, number, number]) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backdrop = () => {
      // The ring is drawn outside the element: what is behind it is the nearest opaque ancestor's.
      for (let node = element.parentElement; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg && bg[3] > 0.5) return bg;
      }
      return [255, 255, 255, 1] as [number, number, number, number];
    };
    const style = getComputedStyle(element);
    const outlineColor = parse(style.outlineColor);
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      outlineColor !== null &&
      outlineColor[3] > 0;
    const shadowColor = style.boxShadow === 'none' ? null : parse(style.boxShadow);
    const shadowSpread = /(\d+(?:\.\d+)?)px\s*(?:inset)?$/.exec(
      style.boxShadow.replace(/rgba?\([^)]*\)/, ''),
    );
    const shadow = shadowColor !== null && shadowColor[3] > 0 && Number(shadowSpread?.[1] ?? 0) >= 2;
    const ringColor = outline ? outlineColor : shadow ? shadowColor : null;
    const behind = backdrop();
    const [light, dark] = ringColor
      ? [luminance(ringColor), luminance(behind)].sort((a, b) => b - a)
      : [0, 0];
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    return {
      what: `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} «${name}»`,
      ring: outline || shadow,
      contrast: ringColor ? ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) : 0,
    };
  });
}

/** Tabs through the page from the top; answers the controls reached without a visible ring. */
async function tabThrough(page: Page, maxStops: number): Promise<{ stops: number; without: string[] }> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const without: string[] = [];
  let stops = 0;
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const look = await focusLook(page);
    // Past the last control focus leaves the page (or comes round to the skip link again).
    if (!look || (i > 0 && look.what.includes('Saltar al contenido'))) break;
    stops++;
    if (!look.ring || look.contrast < 3) without.push(`${look.what} (contrast ${look.contrast.toFixed(1)})`);
  }
  return { stops, without };
}

describe('visible focus', () => {
  test('gestor@demo.es: tabbing through the home, contacts and services, every control shows its ring', async () => {
    const page = await signInAs('gestor@demo.es');
    await chooseClient(page, hoteles);
    const failures: Record<string, string[]> = {};
    for (const screen of [screens.home, screens.contacts, screens.services]) {
      await open(page, screen);
      const { stops, without } = await tabThrough(page, 60);
      expect(stops, screen.path).toBeGreaterThan(10);
      if (without.length > 0) failures[screen.path] = without;
    }
    // The first stop of every signed-in page is the skip link.
    await open(page, screens.contacts);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Saltar al contenido');
    expect(failures).toEqual({});
  }, 300_000);
});
