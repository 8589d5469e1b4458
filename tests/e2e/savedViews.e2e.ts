/**
 * The portal remembers a client's lists, in Chromium against the whole stack, with the mouse and
 * the keyboard: a list left filtered and sorted comes back so from the menu; 'Vistas' saves it under
 * a name, shared with the client's other users, who apply it but cannot delete it; applying a view
 * is a step Back undoes; the owner deletes it. On a phone (390 px), the same menu saves and applies
 * a view of the services cards, and its panel stays open while the page scrolls under it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseClient, chromiumPerFile, signInAs } from './browser';

const browser = chromiumPerFile();
const hoteles = 'Hoteles Costa Azul S.L.';
const phone = { width: 390, height: 844 };

// A text box in the table's toolbar, a search box above the phone's cards.
const searchBox = (page: Page) => page.getByLabel('Buscar en la tabla', { exact: true });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const viewsButton = (page: Page) => page.getByRole('button', { name: 'Vistas', exact: true });
// The panel is named by the button that opens it.
const viewsPanel = (page: Page) => page.getByRole('dialog', { name: 'Vistas', exact: true });

/** Whether the services' dates read in the order `sort` names (the list shows what its address says). */
async function sortedByDate(page: Page, sort: string | null): Promise<boolean> {
  const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
  const column = headers.findIndex((text) => text.startsWith('Fecha')) + 1;
  if (column === 0) return false;
  const days = (await page.locator(`tbody tr td:nth-child(${column})`).allTextContents()).map((d) =>
    d.split('/').reverse().join(''),
  );
  const ordered = [...days].sort();
  if (sort === 'fecha:desc') ordered.reverse();
  return days.length > 0 && JSON.stringify(days) === JSON.stringify(ordered);
}

/** Back to the home by the header's logo. */
async function goHome(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Portal Clientes, ir al inicio' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

/** Follows the main navigation's link, opening the drawer first on a phone. */
async function goByMenu(page: Page, name: string): Promise<void> {
  const burger = page.getByRole('button', { name: 'Abrir la navegación' });
  if (await burger.isVisible()) await burger.click();
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Opens 'Vistas', saves the list as it is under `name`, shared or not, and waits for the notice. */
async function saveView(page: Page, name: string, shared: boolean): Promise<void> {
  await viewsButton(page).click();
  await viewsPanel(page).getByRole('button', { name: 'Guardar la vista actual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar la vista actual' });
  await dialog.getByRole('textbox', { name: 'Nombre de la vista' }).fill(name);
  if (shared)
    await dialog.getByRole('checkbox', { name: `Compartir con los demás usuarios de ${hoteles}` }).check();
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.getByText(`Vista «${name}» guardada.`).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a client’s lists remember their view', () => {
  test('left filtered, a list comes back so; a shared view applies for a colleague and only its owner deletes it', async () => {
    const page = await signInAs(browser, 'gestor@demo.es');
    await chooseClient(page, hoteles);
    await goByMenu(page, 'Servicios');
    await page.getByRole('table').waitFor();

    // Nothing saved yet: the menu says what to do.
    await viewsButton(page).click();
    await viewsPanel(page)
      .getByText('Aún no hay vistas guardadas de esta lista.', { exact: false })
      .waitFor();
    expect(await viewsPanel(page).getByRole('button', { name: 'Guardar la vista actual' }).isDisabled()).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await viewsPanel(page).waitFor({ state: 'hidden' });

    await searchBox(page).fill('aceite');
    await expect.poll(() => param(page, 'queryText')).toBe('aceite');
    await page
      .getByRole('button', { name: /Ordenar por Fecha/ })
      .first()
      .click();
    await expect.poll(() => param(page, 'sort')).toMatch(/^fecha:(asc|desc)$/);
    const sort = param(page, 'sort');
    // As a person does, the list is read once it shows the search and the order.
    await expect.poll(async () => sortedByDate(page, sort)).toBe(true);

    // Away and back by the menu: the list is as it was left.
    await goHome(page);
    await goByMenu(page, 'Servicios');
    await expect.poll(() => param(page, 'queryText')).toBe('aceite');
    expect(param(page, 'sort')).toBe(sort);
    await expect.poll(() => searchBox(page).inputValue()).toBe('aceite');

    await saveView(page, 'Aceite por fecha', true);

    // Cleared, then the view applied with one click; Back returns to the cleared list.
    await searchBox(page).fill('');
    await expect.poll(() => param(page, 'queryText')).toBeNull();
    await viewsButton(page).click();
    await viewsPanel(page)
      .getByRole('button', { name: /^Aceite por fecha/ })
      .click();
    await expect.poll(() => param(page, 'queryText')).toBe('aceite');
    expect(param(page, 'sort')).toBe(sort);
    await expect.poll(() => searchBox(page).inputValue()).toBe('aceite');
    await page.goBack();
    await expect.poll(() => param(page, 'queryText')).toBeNull();

    // A colleague of the same client finds it shared, applies it, and has no way to delete it.
    // cliente@ works for one client at a time, Hoteles Costa Azul, and may not change it.
    const colleague = await signInAs(browser, 'cliente@demo.es');
    await goByMenu(colleague, 'Servicios');
    await colleague.getByRole('table').waitFor();
    await viewsButton(colleague).click();
    const shared = viewsPanel(colleague).getByRole('button', { name: /^Aceite por fecha/ });
    await shared.waitFor();
    expect(await shared.textContent()).toMatch(/Compartida por /);
    expect(
      await viewsPanel(colleague)
        .getByRole('button', { name: /^Borrar la vista/ })
        .count(),
    ).toBe(0);
    await shared.click();
    await expect.poll(() => param(colleague, 'queryText')).toBe('aceite');
    expect(param(colleague, 'sort')).toBe(sort);

    // The owner deletes it: the menu is empty again, for both.
    await viewsButton(page).click();
    await viewsPanel(page).getByRole('button', { name: 'Borrar la vista «Aceite por fecha»' }).click();
    await page.getByText('Vista «Aceite por fecha» borrada.').waitFor();
    await viewsPanel(page)
      .getByText('Aún no hay vistas guardadas de esta lista.', { exact: false })
      .waitFor();
    await colleague.keyboard.press('Escape');
    await colleague.reload();
    await viewsButton(colleague).click();
    await viewsPanel(colleague)
      .getByText('Aún no hay vistas guardadas de esta lista.', { exact: false })
      .waitFor();
  });

  test('on a phone, a view of the services cards is saved and applied from the same menu', async () => {
    const page = await signInAs(browser, 'cliente@demo.es');
    await page.setViewportSize(phone);
    await goByMenu(page, 'Servicios');
    await page.getByRole('article').first().waitFor();

    await searchBox(page).fill('papel');
    await expect.poll(() => param(page, 'queryText')).toBe('papel');
    await saveView(page, 'Papel', false);
    await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();
    await expect.poll(() => param(page, 'queryText')).toBeNull();

    await viewsButton(page).click();
    const view = viewsPanel(page).getByRole('button', { name: /^Papel/ });
    // A finger's target, within the screen.
    const box = await view.boundingBox();
    expect(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    // Scrolled down until 'Vistas' is above the screen, the panel below it is still there.
    const button = await viewsButton(page).boundingBox();
    const down = Math.ceil((button?.y ?? 0) + (button?.height ?? 0) + 4);
    await page.mouse.wheel(0, down);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(down);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await viewsPanel(page).getByRole('button', { name: 'Guardar la vista actual' }).isVisible()).toBe(
      true,
    );
    await page.mouse.wheel(0, -down);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await view.click();
    await expect.poll(() => param(page, 'queryText')).toBe('papel');
    await expect.poll(() => searchBox(page).inputValue()).toBe('papel');
    await page.getByRole('article').first().waitFor();
  });
});
