/**
 * The authenticated shell in Chromium, signed in as the demo accounts: the
 * navigation per account type, the change-client dialog and where it goes, the fallback screen on a
 * provoked render error, the public pages without sign-in; axe-core finds no serious or critical
 * violation on any of them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { expectAccessible } from './accessibility';
import {
  chromiumPerFile,
  expectSignedIn,
  isIdentityUrl,
  portalUrl,
  recordNavigations,
  signIn,
} from './browser';

const browser = chromiumPerFile();

async function signInAs(email: DemoEmail): Promise<Page> {
  const account = demoAccount(email);
  const page = await browser.newPage();
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  return page;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** The top navigation's link texts once the screen's heading shows (the client lists loaded). */
async function navLabels(page: Page): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await mainNav(page).getByRole('link').first().waitFor();
  return (await mainNav(page).getByRole('link').allInnerTexts()).map((t) => t.trim());
}

const normalNav = ['Servicios', 'Contactos', 'Informes', 'Archivos', 'Acciones'];
const regeneraNav = [...normalNav, 'Trazabilidad', 'Geolocalización'];

/** Picks a client in the 'Cambio de cliente' dialog and goes to it. */
async function chooseClient(page: Page, list: 'normal' | 'digitalized', name: string): Promise<void> {
  await page.getByRole('button', { name: 'Cambiar de cliente' }).click();
  const group = page.getByRole('dialog', { name: 'Cambio de cliente' }).getByTestId(`change-client-${list}`);
  await group.getByRole('textbox').click();
  await page.getByRole('option', { name }).click();
  await group.getByRole('button', { name: 'Ir al cliente' }).click();
  await page.getByRole('dialog', { name: 'Cambio de cliente' }).waitFor({ state: 'hidden' });
}

describe('navigation per account type', () => {
  test('cliente@demo.es (role 0): the normal client links, no client change, the footer', async () => {
    const page = await signInAs('cliente@demo.es');
    expect(await navLabels(page)).toEqual(normalNav);
    expect(await page.getByRole('button', { name: 'Cambiar de cliente' }).count()).toBe(0);
    expect(await page.getByTestId('logo').getAttribute('data-size')).toBe('full');

    await mainNav(page).getByRole('link', { name: 'Contactos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contactos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contacts');
    expect(await mainNav(page).getByRole('link', { name: 'Contactos' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('link', { name: 'Aviso legal' });
    expect(await legal.getAttribute('target')).toBe('_blank');
    expect(await legal.getAttribute('rel')).toContain('noopener');
    await footer.getByText(/© 2024/).waitFor();
    await expectAccessible(page);
  });

  test('regenera@demo.es: the regenera variants, traceability, geolocation and the small logo', async () => {
    const page = await signInAs('regenera@demo.es');
    await navLabels(page);
    await chooseClient(page, 'normal', 'Restaurantes del Sur S.L.');
    expect(new URL(page.url()).pathname).toBe('/');
    // Its menu is configured (the seed's): the regenera screens first, in the menu's order.
    expect(await navLabels(page)).toEqual([
      'Servicios',
      'Informes',
      'Trazabilidad',
      'Geolocalización',
      'Archivos',
      'Contactos',
      'Acciones',
    ]);
    expect(await mainNav(page).getByRole('link', { name: 'Servicios' }).getAttribute('href')).toBe(
      '/services-regenera',
    );
    expect(await page.getByTestId('logo').getAttribute('data-size')).toBe('small');
    await mainNav(page).getByRole('link', { name: 'Trazabilidad' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trazabilidad' }).waitFor();
    await expectAccessible(page);
  });

  test('digital@demo.es: Servicios and Archivos only; the logo leads to /digitalized/dservices', async () => {
    const page = await signInAs('digital@demo.es');
    expect(await navLabels(page)).toEqual(['Servicios', 'Archivos']);
    expect(await page.getByTestId('logo').getAttribute('href')).toBe('/digitalized/dservices');
    await page.getByTestId('logo').click();
    await page.getByRole('heading', { level: 1, name: 'Servicios' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/digitalized/dservices');
    await expectAccessible(page);

    // A normal client's screen is not available to a digitalized client.
    await page.goto(portalUrl('/contacts'));
    await page
      .getByText('Esta página no está disponible para su usuario o para el cliente seleccionado.')
      .waitFor();
  });

  test('admin@demo.es: Administración first', async () => {
    const page = await signInAs('admin@demo.es');
    expect((await navLabels(page))[0]).toBe('Administración');
    await chooseClient(page, 'normal', 'Hoteles Costa Azul S.L.');
    expect(await navLabels(page)).toEqual(['Administración', ...normalNav]);
    await chooseClient(page, 'normal', 'Grupo Hostelero Levante S.L.');
    expect(await navLabels(page)).toEqual(['Administración', ...regeneraNav]);
    expect(await page.getByTestId('logo').getAttribute('data-size')).toBe('small');
    await mainNav(page).getByRole('link', { name: 'Administración' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administración' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/administration/admin-dashboard');
    await expectAccessible(page);
  });
});

describe('small screens', () => {
  test('on a 360 px phone the links move into a drawer opened by the burger', async () => {
    const page = await signInAs('cliente@demo.es');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    const burger = page.getByRole('button', { name: 'Abrir la navegación' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Portal Clientes' });
    await drawer.getByRole('link', { name: 'Archivos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Archivos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/files');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });
});

describe("'Cambio de cliente'", () => {
  test('gestor@demo.es: the dialog clears one list when choosing in the other and goes where the spec says', async () => {
    const page = await signInAs('gestor@demo.es');
    await navLabels(page);
    await page.getByRole('button', { name: 'Cambiar de cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambio de cliente' });
    await dialog.waitFor();
    const normal = dialog.getByTestId('change-client-normal');
    const digitalized = dialog.getByTestId('change-client-digitalized');
    const goNormal = normal.getByRole('button', { name: 'Ir al cliente' });
    const goDigitalized = digitalized.getByRole('button', { name: 'Ir al cliente' });
    expect(await goNormal.isDisabled()).toBe(true);
    expect(await goDigitalized.isDisabled()).toBe(true);
    await expectAccessible(page);

    await normal.getByRole('textbox', { name: 'Cliente', exact: true }).fill('Talleres');
    await page.getByRole('option', { name: 'Talleres Mecánicos Norte S.A.' }).click();
    expect(await goNormal.isEnabled()).toBe(true);

    const digitalizedBox = digitalized.getByRole('textbox', { name: 'Cliente digitalizado' });
    await digitalizedBox.click();
    await page.getByRole('option', { name: 'Supermercados Ebro S.L.' }).click();
    expect(await digitalizedBox.inputValue()).toBe('Supermercados Ebro S.L.');
    expect(await normal.getByRole('textbox', { name: 'Cliente', exact: true }).inputValue()).toBe('');
    expect(await goNormal.isDisabled()).toBe(true);

    await goDigitalized.click();
    await page.waitForURL((url) => url.pathname === '/digitalized/dservices');
    expect(await navLabels(page)).toEqual(['Servicios', 'Archivos']);
    const stored = await page.evaluate(() => sessionStorage.getItem('selected-client-storage'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      client: { client: 'Supermercados Ebro S.L.' },
      digitalizedState: true,
    });

    await page.getByRole('button', { name: 'Cambiar de cliente' }).click();
    await dialog
      .getByTestId('change-client-normal')
      .getByRole('textbox', { name: 'Cliente', exact: true })
      .click();
    await page.getByRole('option', { name: 'Hoteles Costa Azul S.L.' }).click();
    await dialog.getByTestId('change-client-normal').getByRole('button', { name: 'Ir al cliente' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await navLabels(page)).toEqual(normalNav);
  });
});

describe('render failure', () => {
  test("a provoked render error shows the Spanish fallback; 'Reintentar' renders the page again", async () => {
    const page = await signInAs('cliente@demo.es');
    await page.goto(portalUrl('/contacts?provocar-error=1'));
    await page
      .getByRole('heading', {
        name: 'Parece que hay una falla en nuestro sistema. Puede intentar de nuevo clickando el botón',
      })
      .waitFor();
    expect(await page.getByRole('img', { name: 'No hay resultados' }).isVisible()).toBe(true);
    expect((await page.getByTestId('error-name').innerText()).trim()).toBe('ProvokedRenderError');
    await page.getByText('Nombre del error:').waitFor();
    await page.getByText('Mensaje del error:').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contactos' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
  });
});

describe('public pages', () => {
  for (const route of [
    { path: '/legal-notice', heading: 'Aviso legal' },
    { path: '/privacy-policy', heading: 'Política de privacidad y cookies' },
  ]) {
    test(`${route.path}: real content without sign-in, accessible`, async () => {
      const page = await browser.newPage();
      const navigations = recordNavigations(page);
      await page.goto(portalUrl(route.path));
      await page.getByRole('heading', { level: 1, name: route.heading, exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
      expect(navigations.filter(isIdentityUrl)).toEqual([]);
      await expectAccessible(page);
    });
  }

  test('a signed-in user opens the legal notice from the footer in a new tab', async () => {
    const page = await signInAs('cliente@demo.es');
    const [legal] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click(),
    ]);
    await legal.getByRole('heading', { level: 1, name: 'Aviso legal' }).waitFor();
    await expectSignedIn(page, 'Lucía Martín Ortega');
  });
});
