/**
 * The shell as a person uses it in Chromium against the whole stack: a manager sees
 * which client is active and changes it from the header with the mouse; the avatar says how many
 * notifications are new, a notification opens what it is about and is gone once that is deleted;
 * 'Cerrar sesión' is one click from the avatar; an unknown address shows the 404 inside the shell;
 * the map's zoom hint is in Spanish.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import type { TypedApi } from '../../server/testing/typedClient';
import {
  chromiumPerFile,
  demoFullName,
  expectLoginPage,
  portalUrl,
  profileButton,
  readAccessToken,
  signInAs,
} from './browser';
import { withPortalApi } from './portalApi';

const browser = chromiumPerFile();

/** The header's active client: the button that changes it (roles that may), else plain text. */
const activeClient = (page: Page) => page.getByRole('banner').getByTestId('active-client');

/** Calls the API as the page's signed-in user; answers the status and the JSON body. */
async function callApi(page: Page, call: (api: TypedApi) => Promise<Response>) {
  return withPortalApi(await readAccessToken(page), async (api) => {
    const response = await call(api);
    return { status: response.status, body: (await response.json()) as unknown };
  });
}

describe('the active client in the header', () => {
  test('gestor@: the header names the active client; changing it with the mouse changes what the header says', async () => {
    const page = await signInAs(browser, 'gestor@demo.es');
    const control = page
      .getByRole('banner')
      .getByRole('button', { name: /^Cliente activo: .+ Cambiar de cliente$/ });
    await control.waitFor();
    const before = (await activeClient(page).getByTestId('active-client-name').innerText()).trim();
    expect(before).not.toBe('');
    expect(await control.getAttribute('aria-label')).toContain(before);
    // Not the user's own company.
    expect(before).not.toBe(demoAccount('gestor@demo.es').empresa);

    await control.click();
    const dialog = page.getByRole('dialog', { name: 'Cambio de cliente' });
    expect((await dialog.getByTestId('change-client-current').innerText()).replace(/\s+/g, ' ')).toBe(
      `Cliente activo: ${before}`,
    );
    const normal = dialog.getByTestId('change-client-normal');
    await normal.getByRole('textbox', { name: 'Cliente', exact: true }).click();
    await page.getByRole('option', { name: 'Hoteles Costa Azul S.L.' }).click();
    await normal.getByRole('button', { name: 'Ir al cliente' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect
      .poll(async () => (await activeClient(page).getByTestId('active-client-name').innerText()).trim())
      .toBe('Hoteles Costa Azul S.L.');
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Cliente activo: Hoteles Costa Azul S.L. Cambiar de cliente' })
        .isVisible(),
    ).toBe(true);

    // A digitalized client says so.
    await activeClient(page).click();
    const digitalized = dialog.getByTestId('change-client-digitalized');
    await digitalized.getByRole('textbox', { name: 'Cliente digitalizado' }).click();
    await page.getByRole('option', { name: 'Supermercados Ebro S.L.' }).click();
    await digitalized.getByRole('button', { name: 'Ir al cliente' }).click();
    await page.waitForURL((url) => url.pathname === '/digitalized/dservices');
    await expect
      .poll(async () => (await activeClient(page).textContent())?.replace(/\s+/g, ' ').trim())
      .toBe('Supermercados Ebro S.L. digitalizado');
  });

  test('cliente@ (role 0): the active client is named, not offered as a control', async () => {
    const page = await signInAs(browser, 'cliente@demo.es');
    await expect
      .poll(async () => (await activeClient(page).getByTestId('active-client-name').innerText()).trim())
      .toBe('Hoteles Costa Azul S.L.');
    // A screen reader hears what it is.
    expect((await activeClient(page).textContent())?.trim()).toBe('Cliente activo: Hoteles Costa Azul S.L.');
    expect(await activeClient(page).getByRole('button').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Cambiar de cliente/ }).count()).toBe(0);
  });
});

describe('notifications', () => {
  test('cliente@: the avatar counts the new ones; a notification opens its service or incidence, and goes with a deleted incidence', async () => {
    const email = 'cliente@demo.es';
    const page = await signInAs(browser, email);
    const avatar = profileButton(page, demoFullName(email));

    // A service without invoice opens the services list searching its referencia.
    await avatar.click();
    const panel = page.getByRole('dialog');
    const serviceLink = panel.getByRole('link', { name: /^Ver el servicio / }).first();
    await serviceLink.waitFor();
    const referencia = (await serviceLink.innerText()).replace('Ver el servicio', '').trim();
    await serviceLink.click();
    await panel.waitFor({ state: 'detached' });
    await page.waitForURL(
      (url) => url.pathname === '/services' && url.searchParams.get('queryText') === referencia,
    );
    await page.getByRole('main').getByText(referencia, { exact: true }).first().waitFor();

    // An incidence raised about that service: its notification is new, and opens its detail.
    const raised = await callApi(page, (api) =>
      api.POST('/incidencerequest', {
        body: {
          clientName: 'Hoteles Costa Azul S.L.',
          referencia,
          asunto: 'Tapa del contenedor rota',
          descripcion: 'No cierra desde la última recogida.',
        },
      }),
    );
    expect(raised.status).toBe(200);
    const incidence = (raised.body as { id: number }).id;
    await page.reload();
    await expect.poll(async () => avatar.getAttribute('aria-describedby')).not.toBeNull();
    const described = await page.evaluate(
      (id) => document.getElementById(id ?? '')?.textContent ?? '',
      await avatar.getAttribute('aria-describedby'),
    );
    expect(described).toMatch(/^(1 notificación nueva|\d+ notificaciones nuevas)$/);

    await avatar.click();
    const incidenceLink = panel.getByRole('link', { name: `Ver la incidencia ${incidence}`, exact: true });
    await incidenceLink.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/actions' &&
        url.searchParams.get('tab') === 'incidencias' &&
        url.searchParams.get('detalle') === String(incidence),
    );
    // The request's detail (the profile panel may still be closing beside it).
    const detail = page.getByRole('dialog').filter({ hasText: 'Tapa del contenedor rota' });
    await detail.getByText('Tapa del contenedor rota').first().waitFor();
    // Seen now: no mark on the avatar.
    await expect.poll(async () => avatar.getAttribute('aria-describedby')).toBeNull();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // Deleted, its notification is gone.
    expect(
      (
        await callApi(page, (api) =>
          api.DELETE('/deleteincidencerequest', { params: { query: { id: incidence } } }),
        )
      ).status,
    ).toBe(200);
    await avatar.click();
    await panel.getByRole('listitem').first().waitFor();
    expect(
      await panel.getByRole('link', { name: `Ver la incidencia ${incidence}`, exact: true }).count(),
    ).toBe(0);
  });
});

describe('signing out', () => {
  test("'Cerrar sesión' is one click from the avatar", async () => {
    const email = 'gestor@demo.es';
    const page = await signInAs(browser, email);
    await profileButton(page, demoFullName(email)).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await expectLoginPage(page);
  });
});

describe('the rest of the shell', () => {
  test('an unknown address: the Spanish 404 inside the shell; the map hint in Spanish', async () => {
    // gestor@ opens on a regenera client (Grupo Hostelero Levante): it has the map.
    const page = await signInAs(browser, 'gestor@demo.es');
    await page.goto(portalUrl('/no-existe'));
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Ir al inicio', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Geolocalización' })
      .click();
    const map = page.getByRole('region', { name: /^Mapa / }).first();
    await map.waitFor();
    await map.hover();
    await page.mouse.wheel(0, 200);
    const hint = map.locator('.pigeon-overlay-warning');
    await expect
      .poll(async () => (await hint.innerText()).trim())
      .toBe('Pulse ctrl y gire la rueda para acercar o alejar el mapa');
  });
});
