/**
 * Where the portal once did not do what the product rules say, each as a person meets it in Chromium
 * against the whole stack: the landing of a user with only digitalized clients; a search of only
 * spaces; sign-in recovery counting only failures, with a message that blames nobody; the estado
 * chip in search results; a failed download from /files-search-results; the selected client kept in
 * selected-client-storage and its fallback; the order of an admin-configured client menu.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { expectAccessible } from './accessibility';
import {
  chooseProfileMenuItem,
  chromiumPerFile,
  expectHome,
  expectLoginPage,
  expectResetPage,
  expectSignedIn,
  isIdentityUrl,
  loginForm,
  portalUrl,
  readAccessToken,
  resetForm,
  signIn,
  submitCredentials,
} from './browser';
import { withPortalApi } from './portalApi';

const browser = chromiumPerFile();

const fullNameOf = (email: DemoEmail) => {
  const account = demoAccount(email);
  return `${account.givenName} ${account.familyName}`;
};

async function signInAs(email: DemoEmail, page?: Page): Promise<Page> {
  const account = demoAccount(email);
  const signedIn = page ?? (await browser.newPage());
  await signIn(signedIn, account.email, account.password, fullNameOf(email));
  await signedIn.getByRole('heading', { level: 1 }).first().waitFor();
  return signedIn;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const searchPopup = (page: Page) => page.getByRole('region', { name: 'Resultados de la búsqueda' });
const notAvailable = 'Esta página no está disponible para su usuario o para el cliente seleccionado.';

/** The selected client as this tab keeps it (docs/product-rules.md#client-selection: session storage). */
async function storedClient(page: Page): Promise<{ client: { client: string }; digitalizedState: boolean }> {
  return JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('selected-client-storage'))) ?? 'null',
  ) as { client: { client: string }; digitalizedState: boolean };
}

/** Picks a client in the header's 'Cambio de cliente' dialog and goes to it. */
async function chooseClient(page: Page, list: 'normal' | 'digitalized', name: string): Promise<void> {
  await page.getByRole('button', { name: /Cambiar de cliente$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambio de cliente' });
  const group = dialog.getByTestId(`change-client-${list}`);
  await group.getByRole('textbox').click();
  await page.getByRole('option', { name }).click();
  await group.getByRole('button', { name: 'Ir al cliente' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('1. landing of a user with only digitalized clients', () => {
  test('digital@ signs in at the portal root and lands on /digitalized/dservices, its services', async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl('/'));
    await expectLoginPage(page);
    const account = demoAccount('digital@demo.es');
    await submitCredentials(page, account.email, account.password);
    await expectSignedIn(page, fullNameOf('digital@demo.es'));
    await page.waitForURL((url) => url.pathname === '/digitalized/dservices');
    await page.getByRole('heading', { level: 1, name: 'Servicios', exact: true }).waitFor();
    expect(await page.getByText(notAvailable).count()).toBe(0);
    expect(await storedClient(page)).toMatchObject({ digitalizedState: true });
  });
});

describe('2. a search of only spaces', () => {
  test('opens no popup and no endless "Buscando..."; spaces over a search close it; Escape closes the box', async () => {
    const page = await signInAs('cliente@demo.es');
    const toggle = page.getByRole('button', { name: 'Abrir la búsqueda' });
    await toggle.click();
    const input = page.getByPlaceholder('Buscar...', { exact: true });
    await input.waitFor();
    await page.keyboard.type('   ');
    // Past the 500 ms debounce: nothing turns up late either.
    await page.waitForTimeout(1200);
    expect(await searchPopup(page).count()).toBe(0);
    expect(await page.getByText('Buscando...').count()).toBe(0);

    // A real search, then its text typed over with spaces: the popup goes instead of waiting forever.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('aceite');
    await searchPopup(page)
      .getByText(/^Mostrando \d+ de \d+$/)
      .first()
      .waitFor();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('  ');
    await searchPopup(page).waitFor({ state: 'detached' });
    await page.waitForTimeout(1200);
    expect(await page.getByText('Buscando...').count()).toBe(0);

    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Abrir la búsqueda',
    );
  });
});

describe('3. sign-in recovery', () => {
  test("a person's own cancels and '¿Olvidó su contraseña?' are never counted as failures", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl('/'));
    await expectLoginPage(page);
    // More than the two recoveries a minute the portal allows failures.
    for (let round = 0; round < 3; round++) {
      const before = page.url();
      await loginForm(page).cancel.click();
      await page.waitForURL((url) => isIdentityUrl(url.href) && url.href !== before, { waitUntil: 'commit' });
      await expectLoginPage(page);
    }
    for (let round = 0; round < 2; round++) {
      await loginForm(page).forgot.click();
      await expectResetPage(page);
      await resetForm(page).cancel.click();
      await expectLoginPage(page);
    }
    expect(await page.getByRole('heading', { name: 'No se ha podido iniciar sesión' }).count()).toBe(0);

    const account = demoAccount('cliente@demo.es');
    await submitCredentials(page, account.email, account.password);
    await expectSignedIn(page, fullNameOf('cliente@demo.es'));
    await expectHome(page);
  });

  test('a token that cannot be had stops after two recoveries with a Spanish message that blames no one; Reintentar signs in', async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl('/'));
    await expectLoginPage(page);
    // The connection to the token endpoint fails (both flows'): every sign-in ends without a token.
    const tokenEndpoint = (url: URL) => url.pathname.toLowerCase().endsWith('/oauth2/v2.0/token');
    // Each sign-in brings a new authorization code (MSAL may retry one code's request).
    const codes = new Set<string>();
    await page.route(tokenEndpoint, (route) => {
      codes.add(new URLSearchParams(route.request().postData() ?? '').get('code') ?? '');
      return route.abort('connectionfailed');
    });
    const account = demoAccount('cliente@demo.es');
    await submitCredentials(page, account.email, account.password);

    const failed = page.getByRole('heading', { level: 1, name: 'No se ha podido iniciar sesión' });
    await failed.waitFor();
    // The first sign-in and two recoveries, then no more redirects.
    expect(codes.size).toBe(3);
    const message = page.getByText(
      'El inicio de sesión ha fallado varias veces seguidas. Vuelva a intentarlo en unos minutos.',
      { exact: true },
    );
    expect(await message.isVisible()).toBe(true);
    expect(await page.getByText(/servicio de identificaci[oó]n/i).count()).toBe(0);
    await page.waitForTimeout(1000);
    expect(codes.size).toBe(3);
    expect(isIdentityUrl(page.url())).toBe(false);
    await expectAccessible(page);

    await page.unroute(tokenEndpoint);
    await page.getByRole('button', { name: 'Reintentar', exact: true }).click();
    await expectSignedIn(page, fullNameOf('cliente@demo.es'));
    await expectHome(page);
  });
});

describe('4. estado in the global search', () => {
  test('a service result shows the estado chip of the services grid (same label, same colour)', async () => {
    const page = await signInAs('cliente@demo.es');
    const chipOf = (scope: Locator) => scope.locator('.mantine-Badge-root').first();
    const looks = async (chip: Locator) => ({
      label: (await chip.textContent())?.trim(),
      background: await chip.evaluate((element) => getComputedStyle(element).backgroundColor),
    });

    // A service as the services grid shows it.
    await mainNav(page).getByRole('link', { name: 'Servicios' }).click();
    const row = page
      .getByRole('row')
      .filter({ hasText: /SRV-\d{4}-\d{6}/ })
      .first();
    await row.waitFor();
    const referencia = /SRV-\d{4}-\d{6}/.exec(await row.innerText())?.[0] ?? '';
    const inGrid = await looks(chipOf(row));
    expect(['Programado', 'Facturado', 'Ejecutado']).toContain(inGrid.label);

    // The same service found by the global search.
    await page.getByRole('button', { name: 'Abrir la búsqueda' }).click();
    await page.getByPlaceholder('Buscar...', { exact: true }).fill(referencia);
    const result = searchPopup(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: referencia, exact: true }) });
    await result.waitFor();
    expect(await looks(chipOf(result))).toEqual(inGrid);
  });
});

describe('5. a failed download from /files-search-results', () => {
  test("shows 'Descargando Fichero' while it is on its way, then says in Spanish the document is not available", async () => {
    const page = await signInAs('cliente@demo.es');
    // A document of the person's own: uploaded to 'Mis documentos', found by the search, then
    // deleted from another tab while the results still list it.
    const name = `e2e-perdido-${Date.now()}.txt`;
    await page.goto(portalUrl('/files'));
    await page.getByRole('button', { name: 'Abrir la carpeta Mis documentos', exact: true }).click();
    // As a person does: upload once the folder is open, into the folder the dialog names.
    await page
      .getByRole('navigation', { name: 'Ruta de la carpeta' })
      .getByText('Mis documentos', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Subir ficheros', exact: true }).click();
    const upload = page.getByRole('dialog', { name: 'Subir ficheros' });
    await upload.getByText('Se guardarán en: Mis documentos', { exact: true }).waitFor();
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('Documento de prueba.\n') });
    await upload.getByRole('button', { name: 'Subir', exact: true }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByRole('button', { name, exact: true }).waitFor();

    const results = await page.context().newPage();
    await results.goto(portalUrl('/'));
    await results.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await results.getByRole('button', { name: 'Abrir la búsqueda' }).click();
    await results.getByPlaceholder('Buscar...', { exact: true }).fill(name);
    await searchPopup(results)
      .locator('section')
      .filter({ has: results.getByRole('heading', { name: 'Documentación', exact: true }) })
      .getByRole('link', { name: 'Ver más' })
      .click();
    await results.waitForURL((url) => url.pathname === '/files-search-results');
    const download = results.getByRole('button', { name: `Descargar ${name}`, exact: true });
    await download.first().waitFor();

    await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar ficheros' })
      .getByRole('button', { name: 'Eliminar', exact: true })
      .click();
    await page.getByRole('button', { name, exact: true }).waitFor({ state: 'detached' });

    // Held until the overlay has been seen, then answered by the API as it is (the file is gone).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await results.route('**/api/downloadFile?**', async (route) => {
      await released;
      await route.continue();
    });
    await download.first().click();
    const overlay = results.getByRole('status').filter({ hasText: 'Descargando Fichero' });
    await overlay.waitFor();
    release();
    await overlay.waitFor({ state: 'detached' });
    const notice = results.getByRole('alert').filter({ hasText: 'No se ha podido descargar el documento' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`El documento ${name} no está disponible en este momento.`);
    // The list is still there.
    expect(await download.first().isVisible()).toBe(true);
  });
});

describe('6. the selected client in selected-client-storage', () => {
  test('the default is stored; a stored client the next user cannot see falls back to theirs, stored, on their landing', async () => {
    const page = await signInAs('gestor@demo.es');
    const header = page.getByRole('banner');
    // Nothing chosen: the default (first normal client) is kept like a choice.
    await expect.poll(() => storedClient(page)).not.toBeNull();
    const byDefault = await storedClient(page);
    expect(byDefault.digitalizedState).toBe(false);
    expect(await header.getByText(byDefault.client.client).first().isVisible()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    expect(await storedClient(page)).toEqual(byDefault);

    await chooseClient(page, 'digitalized', 'Supermercados Ebro S.L.');
    await page.waitForURL((url) => url.pathname === '/digitalized/dservices');
    expect(await storedClient(page)).toMatchObject({
      client: { client: 'Supermercados Ebro S.L.' },
      digitalizedState: true,
    });
    await chooseProfileMenuItem(page, fullNameOf('gestor@demo.es'), 'Cerrar sesión');
    await expectLoginPage(page);

    // Another person in the same tab opens the digitalized services from a bookmark: that client is
    // not theirs, so they get their own default, on its landing, and it is what the tab keeps.
    await page.goto(portalUrl('/digitalized/dservices'));
    await expectLoginPage(page);
    const cliente = demoAccount('cliente@demo.es');
    await submitCredentials(page, cliente.email, cliente.password);
    await expectSignedIn(page, fullNameOf('cliente@demo.es'));
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText(notAvailable).count()).toBe(0);
    expect(await storedClient(page)).toMatchObject({
      client: { client: 'Hoteles Costa Azul S.L.' },
      digitalizedState: false,
    });
  });
});

describe('7. an admin-configured client menu', () => {
  const client = 'Industrias Cárnicas del Sur S.L.';

  test("keeps the menu's order in the top navigation, not screens.config.ts's", async () => {
    const page = await signInAs('admin@demo.es');
    try {
      await mainNav(page).getByRole('link', { name: 'Administración' }).click();
      await page.getByRole('tab', { name: 'Configuración de cliente', exact: true }).click();
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Guardar menú' }) });
      await form.getByRole('textbox', { name: /^Cliente/ }).fill('Industrias');
      await page.getByRole('option', { name: new RegExp(`^${client.replaceAll('.', '\\.')}`) }).click();
      // Picked by their names in the menu (the key where the contract names none), in an order
      // that is not screens.config.ts's.
      for (const [key, name] of [
        ['files', 'Archivos'],
        ['contacts', 'Contactos'],
        ['services', 'Servicios'],
      ]) {
        await form.getByRole('textbox', { name: /Entradas del menú/ }).click();
        await page.getByRole('option', { name: new RegExp(`^(${key}|${name})$`) }).click();
      }
      await form.getByRole('button', { name: 'Guardar menú' }).click();
      await page.getByText('Menú del cliente guardado.').waitFor();

      await chooseClient(page, 'normal', client);
      await page.waitForURL((url) => url.pathname === '/');
      await expect
        .poll(async () => (await mainNav(page).getByRole('link').allInnerTexts()).map((text) => text.trim()))
        .toEqual(['Administración', 'Archivos', 'Contactos', 'Servicios']);
    } finally {
      // The menu back to the default, for the other tests on this stack.
      await withPortalApi(await readAccessToken(page), async (api) => {
        const restored = await api.POST('/clientemenu', { body: { cliente: client, menuEntries: [] } });
        expect(restored.status).toBe(200);
      });
    }
  });
});
