/**
 * The global search popup (chips and counts) and the profile side panel with
 * its notifications, in Chromium against the whole stack, signed in as the demo accounts; axe-core
 * finds no serious or critical violation with the popup and the panel open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import { expectAccessible } from './accessibility';
import { chromiumPerFile, demoFullName, profileButton, readAccessToken, signInAs } from './browser';
import { withPortalApi } from './portalApi';

const browser = chromiumPerFile();

/**
 * What the API counts for a search as the signed-in user (the counters must say the same), for one
 * client, the selected one, as the popup asks.
 */
async function searchTotal(
  page: Page,
  kind: 'contacts' | 'services' | 'files',
  text: string,
  clientId?: number,
) {
  return withPortalApi(await readAccessToken(page), async (api) => {
    const query = { skip: 0, take: 1, text, ...(clientId ? { clientId } : {}) };
    const response = await api.POST(`/search/${kind}`, { params: { query } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { total: number }).total;
  });
}

/** One of the signed-in user's normal clients, from the API. */
async function clientOf(page: Page, clientId: number) {
  return withPortalApi(await readAccessToken(page), async (api) => {
    const response = await api.GET('/getClients');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as {
      items: { clientId: number; client: string; regenera: boolean }[];
    };
    return items.find((item) => item.clientId === clientId);
  });
}

/** The services screen a normal client has (regenera clients have their own). */
const servicesPathOf = (client: { regenera: boolean } | undefined) =>
  client?.regenera ? '/services-regenera' : '/services';

/** The panel's title for this many new notifications: '(1 nueva)', '(3 nuevas)'. */
const newTitle = (news: number) =>
  news === 0
    ? 'Notificaciones'
    : `Notificaciones (${news === 1 ? '1 nueva' : `${news.toLocaleString('es-ES', { useGrouping: 'always' })} nuevas`})`;

const activeClientName = async (page: Page) =>
  (await page.getByRole('banner').getByTestId('active-client-name').innerText()).trim();

const popupOf = (page: Page) => page.getByRole('region', { name: 'Resultados de la búsqueda' });
const sectionOf = (page: Page, title: string) =>
  popupOf(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('global search', () => {
  test("gestor@: typing 'aceite' opens the popup with three sections of 6, chips narrow it to 15 or 8 each", async () => {
    const page = await signInAs(browser, 'gestor@demo.es');
    await page.getByRole('button', { name: 'Abrir la búsqueda' }).click();
    const input = page.getByPlaceholder('Buscar...', { exact: true });
    const servicesSearch = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/search/services'),
    );
    await input.fill('aceite');
    const popup = popupOf(page);
    await popup.waitFor();
    // The services the popup finds are the active client's (the ones the services grid lists).
    const clientId = Number(new URL((await servicesSearch).url()).searchParams.get('clientId'));
    const client = await clientOf(page, clientId);
    expect(await activeClientName(page)).toBe(client?.client);

    const expected = {
      Contactos: await searchTotal(page, 'contacts', 'aceite', clientId),
      Servicios: await searchTotal(page, 'services', 'aceite', clientId),
      Documentación: await searchTotal(page, 'files', 'aceite', clientId),
    };
    for (const [title, total] of Object.entries(expected)) {
      const counter = sectionOf(page, title).getByText(/^Mostrando \d+ de \d+$/);
      await counter.waitFor();
      expect((await counter.innerText()).trim()).toBe(`Mostrando ${Math.min(6, total)} de ${total}`);
      expect(await sectionOf(page, title).getByRole('listitem').count()).toBe(Math.min(6, total));
      expect(await sectionOf(page, title).getByRole('link', { name: 'Ver más' }).isVisible()).toBe(true);
    }
    await expectAccessible(page);

    // One chip: only that section, 15 items.
    await popup.getByText('documentos', { exact: true }).click();
    await expect
      .poll(() => popup.getByRole('heading', { level: 2 }).allInnerTexts())
      .toEqual(['Documentación']);
    const files = sectionOf(page, 'Documentación').getByText(
      `Mostrando ${Math.min(15, expected.Documentación)} de ${expected.Documentación}`,
    );
    await files.waitFor();

    // Several chips: 8 each.
    await popup.getByText('servicios', { exact: true }).click();
    await sectionOf(page, 'Servicios')
      .getByText(`Mostrando ${Math.min(8, expected.Servicios)} de ${expected.Servicios}`)
      .waitFor();
    await sectionOf(page, 'Documentación')
      .getByText(`Mostrando ${Math.min(8, expected.Documentación)} de ${expected.Documentación}`)
      .waitFor();
    expect(await popup.getByRole('heading', { name: 'Contactos', exact: true }).count()).toBe(0);
    await expectAccessible(page);

    // 'Ver más' of Servicios opens the active client's services screen with type and queryText.
    await sectionOf(page, 'Servicios').getByRole('link', { name: 'Ver más' }).click();
    await page.waitForURL((url) => url.pathname === servicesPathOf(client));
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('Services');
    expect(url.searchParams.get('queryText')).toBe('aceite');
    expect(await page.getByPlaceholder('Buscar...', { exact: true }).count()).toBe(0);
  });

  test("a service result leads to the active client's services with its referencia; Escape closes an empty box", async () => {
    const page = await signInAs(browser, 'gestor@demo.es');
    await page.getByRole('button', { name: 'Abrir la búsqueda' }).click();
    const input = page.getByPlaceholder('Buscar...', { exact: true });
    const servicesSearch = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/search/services'),
    );
    await input.fill('-');
    const clientId = Number(new URL((await servicesSearch).url()).searchParams.get('clientId'));
    const servicesPath = servicesPathOf(await clientOf(page, clientId));
    const first = sectionOf(page, 'Servicios').getByRole('listitem').first().getByRole('link');
    await first.waitFor();
    const referencia = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL((url) => url.pathname === servicesPath);
    expect(new URL(page.url()).searchParams.get('queryText')).toBe(referencia);
    // The grid it leads to lists that service: the result was the active client's.
    await page.getByRole('row').filter({ hasText: referencia }).first().waitFor();

    await page.getByRole('button', { name: 'Abrir la búsqueda' }).click();
    await input.fill('x');
    await popupOf(page).waitFor();
    await input.fill('');
    await popupOf(page).waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
  });
});

describe('profile side panel', () => {
  test("cliente@: the panel shows 'Notificaciones' with the client's notifications and toggles to 'Mi perfil'", async () => {
    const email = 'cliente@demo.es';
    const page = await signInAs(browser, email);
    await profileButton(page, demoFullName(email)).click();
    const panel = page.getByRole('dialog');
    const title = panel.getByRole('heading', { name: /^Notificaciones( \((1 nueva|[\d.]+ nuevas)\))?$/ });
    await title.waitFor();
    await panel.getByRole('listitem').first().waitFor();
    const types = await panel
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-type')));
    expect(types.length).toBeGreaterThan(0);
    // A client never gets the administration notifications.
    expect(types).not.toContain('ERROR');
    expect(types).not.toContain('ClientTemplateCreation');
    const news = await panel.getByText('Nueva', { exact: true }).count();
    expect((await title.innerText()).trim()).toBe(newTitle(news));
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Ver mi perfil', exact: true }).click();
    await panel.getByRole('heading', { name: 'Mi perfil', exact: true }).waitFor();
    const account = demoAccount(email);
    await panel.getByText(account.email, { exact: true }).waitFor();
    expect(await panel.getByText(demoFullName(email), { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByText(account.empresa, { exact: true }).first().isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Cambiar contraseña', exact: true }).isVisible()).toBe(
      true,
    );
    await expectAccessible(page);

    // The initials toggle back.
    await panel.getByRole('button', { name: /Mostrar las notificaciones$/ }).click();
    await title.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  test("superadmin@ (role 2) loads them as admin: 'Error' highlighted, 'Plantilla de cliente', '(N nuevas)' on first opening", async () => {
    const email = 'superadmin@demo.es';
    const page = await signInAs(browser, email);
    // The panel's call, not the avatar's count (which asks with markSeen false).
    const answer = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.endsWith('/notifications') &&
        (r.request().postDataJSON() as { markSeen?: boolean }).markSeen !== false,
    );
    await profileButton(page, demoFullName(email)).click();
    const response = await answer;
    expect((response.request().postDataJSON() as { isAdmin: boolean }).isAdmin).toBe(true);
    const body = (await response.json()) as { nuevas: number };
    const panel = page.getByRole('dialog');
    const expectedTitle = newTitle(body.nuevas);
    await panel.getByRole('heading', { name: expectedTitle, exact: true }).waitFor();
    const error = panel.locator('li[data-type="ERROR"]').first();
    await error.waitFor();
    expect(await error.getAttribute('data-highlighted')).toBe('true');
    expect(await error.getByText('Error', { exact: true }).isVisible()).toBe(true);
    await panel
      .locator('li[data-type="ClientTemplateCreation"]')
      .first()
      .getByText('Plantilla de cliente')
      .waitFor();
    await expectAccessible(page);
  });
});
