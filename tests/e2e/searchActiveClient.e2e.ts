/**
 * The global search follows the active client: gestor@ sees several clients, but with
 * Grupo Hostelero Levante active every section finds that client's records only, counts what its
 * 'Ver más' then lists, and names a document once. The popup stays within the window at 1440 px
 * and ends a long document name in an ellipsis, with the whole name as its tooltip.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseClient, chromiumPerFile, readAccessToken, signInAs } from './browser';
import { withPortalApi } from './portalApi';

const browser = chromiumPerFile();
const levante = 'Grupo Hostelero Levante S.L.';

const popupOf = (page: Page) => page.getByRole('region', { name: 'Resultados de la búsqueda' });
const sectionOf = (page: Page, title: string) =>
  popupOf(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** '1.234' as a number. */
const count = (text: string) => Number(text.replaceAll('.', ''));

/** Types `text` into the header's search and answers the section's 'Mostrando X de Y' as [X, Y]. */
async function searchFor(page: Page, section: string, text: string): Promise<[number, number]> {
  await page.getByRole('button', { name: 'Abrir la búsqueda' }).click();
  await page.getByPlaceholder('Buscar...', { exact: true }).fill(text);
  const counter = sectionOf(page, section).getByText(/^Mostrando [\d.]+ de [\d.]+$/);
  await counter.waitFor();
  const [, shown = '', total = ''] =
    /^Mostrando ([\d.]+) de ([\d.]+)$/.exec((await counter.innerText()).trim()) ?? [];
  return [count(shown), count(total)];
}

/** The total a grid's pager states: '1-15 de 593'. */
async function gridTotal(page: Page): Promise<number> {
  const range = page.getByText(/^[\d.]+-[\d.]+ de [\d.]+$/).first();
  await range.waitFor();
  return count((await range.innerText()).trim().split(' de ')[1] ?? '');
}

describe('search follows the active client', () => {
  test(`gestor@ with ${levante} active: each section counts what its 'Ver más' lists, each document once`, async () => {
    const page = await signInAs(browser, 'gestor@demo.es');
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseClient(page, levante);

    for (const [section, text] of [
      ['Contactos', 'Puig'],
      ['Servicios', 'aceite'],
      ['Documentación', 'aceite'],
    ] as const) {
      const [shown, total] = await searchFor(page, section, text);
      expect(total, `${section}: nothing found for '${text}'`).toBeGreaterThan(0);
      const items = sectionOf(page, section).getByRole('listitem');
      expect(await items.count()).toBe(shown);
      if (section === 'Documentación') {
        // Each result's name is its tooltip (title), whole even when cut.
        const names = await items.evaluateAll((lis) =>
          lis.map((li) => li.querySelector('[title]')?.getAttribute('title') ?? ''),
        );
        expect(names.every((name) => name !== '')).toBe(true);
        expect(new Set(names).size, names.join(', ')).toBe(names.length);
      }
      const type = { Contactos: 'Contacts', Servicios: 'Services', Documentación: 'Documents' }[section];
      await sectionOf(page, section).getByRole('link', { name: 'Ver más' }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === type);
      await popupOf(page).waitFor({ state: 'detached' });
      // The screen it leads to lists the same records (its grid answers after the navigation).
      await expect
        .poll(() => gridTotal(page), { timeout: 30_000, message: `${section} '${text}': 'Ver más'` })
        .toBe(total);
    }
  });

  test('at 1440 px the popup stays in the window and a long document name ends in an ellipsis', async () => {
    const page = await signInAs(browser, 'gestor@demo.es');
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseClient(page, levante);
    // A document with a long name in the active client's folder (what a person may have uploaded).
    const name = `Informe_de_caracterizacion_${'de_residuos_de_cocina_'.repeat(8)}final.pdf`;
    const clientId = await withPortalApi(await readAccessToken(page), async (api) => {
      const clients = await api.GET('/getClients');
      const { items } = (await clients.json()) as { items: { clientId: number; client: string }[] };
      const id = items.find((item) => item.client === levante)?.clientId;
      if (!id) throw new Error(`${levante} is not among gestor@'s clients`);
      const uploaded = await api.POST('/uploadFileWeb', {
        params: { query: { folder: `${id}/MISDOCUMENTOS` } },
        body: { file: new File(['%PDF-1.4\n'], name, { type: 'application/pdf' }) },
      });
      expect(uploaded.status).toBe(200);
      return id;
    });
    expect(clientId).toBeGreaterThan(0);

    await searchFor(page, 'Documentación', 'caracterizacion');
    const popup = popupOf(page);
    const link = sectionOf(page, 'Documentación').getByRole('button', {
      name: new RegExp(name.slice(0, 30)),
    });
    await link.waitFor();
    const box = await popup.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1440, JSON.stringify(box)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    const title = link.getByText(name, { exact: true });
    expect(await title.getAttribute('title')).toBe(name);
    expect(
      await title.evaluate((element) => ({
        overflow: getComputedStyle(element).textOverflow,
        cut: element.scrollWidth > element.clientWidth,
      })),
    ).toEqual({ overflow: 'ellipsis', cut: true });
  });
});
