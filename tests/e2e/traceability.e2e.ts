/**
 * Traceability as its users meet it, in Chromium against the whole stack. An account
 * manager (regenera@, role 3) opens a certified reference (its certificate number, dates,
 * quantities and documents), sorts the list by litres and exports the list to a valid .xlsx
 * holding exactly its rows. A client user of the same regenera client (role 0, from the seed)
 * opens references too, but is never offered 'Reabrir', which the API refuses to role 0.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAccount, demoPassword } from '../../server/seed/demoAccounts';
import { chromiumPerFile, portalUrl, signIn } from './browser';

const browser = chromiumPerFile();

/** A client user (role 0) of Restaurantes del Sur, the regenera client, as the seed registers it. */
const clientUser = {
  email: 'francisco.vega@restaurantesdelsur.es',
  fullName: 'Francisco Vega Romero',
};

const dataRows = (page: Page) => page.locator('tbody tr');

/** The pager's "1-15 de N": N. */
async function total(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^\d+-\d+ de [\d.]+$/)
      .first()
      .textContent()) ?? '';
  const [, count] = /de\s+([\d.]+)$/.exec(text.trim()) ?? [];
  if (!count) throw new Error(`pager text not understood: ${JSON.stringify(text)}`);
  return Number(count.replaceAll('.', ''));
}

/** Signs in, then goes to traceability the way a person does: from the top navigation. */
async function openTraceability(email: string, fullName: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, email, demoPassword, fullName);
  await page.getByRole('link', { name: 'Trazabilidad', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/traceability');
  await page.getByRole('heading', { level: 1, name: 'Trazabilidad' }).waitFor();
  // The rows of the answer, not the skeleton rows the grid shows while it loads (whose pager reads
  // '0-0 de 0').
  await dataRows(page)
    .filter({ hasText: /REG-\d{4}-/ })
    .first()
    .waitFor();
  await expect.poll(() => dataRows(page).count()).toBe(15);
  return page;
}

/** Opens the detail of the first certified reference on the page; answers its reference. */
async function openCertifiedDetail(page: Page): Promise<string> {
  const certified = dataRows(page).filter({ hasText: 'Certificado' }).first();
  await certified.waitFor();
  const reference = ((await certified.locator('td').first().textContent()) ?? '').trim();
  expect(reference).toMatch(/^REG-\d{4}-\d{6}$/);
  await page.getByRole('button', { name: `Ver detalle ${reference}`, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('detalle')).toBe(reference);
  const detail = page.getByRole('dialog');
  await detail.getByText(reference, { exact: true }).first().waitFor();
  // Its regeneration certificate and the documents of the pickup.
  await detail
    .getByText(/^CERT-REG-\d{4}-\d{6}$/)
    .first()
    .waitFor();
  await detail.getByText(/\.pdf/).first().waitFor();
  return reference;
}

describe('traceability', () => {
  test('regenera@ opens a certified reference, sorts by litres and exports the list', async () => {
    const account = demoAccount('regenera@demo.es');
    const page = await openTraceability(account.email, `${account.givenName} ${account.familyName}`);
    const all = await total(page);

    // Newest pickups first: a recent certified one has its documents filed.
    await openCertifiedDetail(page);
    // 'Reabrir' is the staff's: an account manager is offered it on the row.
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('detalle')).toBeNull();
    await page
      .getByRole('button', { name: /^Acciones REG-/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Reabrir' }).waitFor();
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /Ordenar por Litros/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toMatch(/^litros:(asc|desc)$/);
    const direction = new URL(page.url()).searchParams.get('sort')?.split(':')[1];
    const litres = async () => {
      const column = await page
        .locator('thead th')
        .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim().startsWith('Litros')));
      const cells = await page.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
      return cells.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    };
    await expect
      .poll(async () => {
        const shown = await litres();
        const sorted = [...shown].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        return shown.length === 15 && JSON.stringify(shown) === JSON.stringify(sorted);
      })
      .toBe(true);
    expect(await total(page)).toBe(all);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('trazabilidad.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const sheet = workbook.getWorksheet('Trazabilidad');
    if (!sheet) throw new Error('the workbook has no Trazabilidad sheet');
    expect(sheet.getRow(1).getCell(1).value).toBe('Referencia');
    expect(sheet.actualRowCount - 1).toBe(all);
    await page.close();
  });

  test('a client user (role 0) opens a reference and is not offered Reabrir', async () => {
    const page = await openTraceability(clientUser.email, clientUser.fullName);
    const reference = await openCertifiedDetail(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('detalle')).toBeNull();

    // The rows offer their detail and nothing else: no actions menu, no 'Reabrir' anywhere.
    await page.getByRole('button', { name: `Ver detalle ${reference}`, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Acciones REG-/ }).count()).toBe(0);
    expect(await page.getByText('Reabrir').count()).toBe(0);

    // Reloaded with the reference in the URL (a shared link), the detail opens again.
    await page.goto(portalUrl(`/traceability?detalle=${encodeURIComponent(reference)}`));
    await page.getByRole('dialog').getByText(reference, { exact: true }).first().waitFor();
    await page.close();
  });
});
