/**
 * The grid and traceability, in Chromium against the whole stack, signed in as the
 * demo accounts: filter, sort, page and open a detail on /services, with the state surviving a
 * reload; export the filtered list (a valid .xlsx holding exactly the filtered rows); send it by
 * e-mail (the message lands in the API's outbox); reopen a traceability reference after confirming.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { chromiumPerFile, portalUrl, signIn } from './browser';
import { outboxMail } from './outbox';

const browser = chromiumPerFile();

async function openAs(email: DemoEmail, path: string): Promise<Page> {
  const account = demoAccount(email);
  const page = await browser.newPage();
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  await page.goto(portalUrl(path));
  await page.getByRole('table').waitFor();
  return page;
}

/** The pager's "1-15 de N": first, last and total. */
async function pager(page: Page): Promise<{ first: number; last: number; total: number }> {
  const text =
    (await page
      .getByText(/^\d+-\d+ de [\d.]+$/)
      .first()
      .textContent()) ?? '';
  const [, first, last, total] = /^(\d+)-(\d+)\s+de\s+([\d.]+)$/.exec(text.trim()) ?? [];
  if (!total) throw new Error(`pager text not understood: ${JSON.stringify(text)}`);
  return { first: Number(first), last: Number(last), total: Number(total.replaceAll('.', '')) };
}

const dataRows = (page: Page) => page.locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Buscar en la tabla' });

describe('services grid', () => {
  test('filters, sorts and pages on the server, keeps it in the URL, and opens a detail', async () => {
    const page = await openAs('cliente@demo.es', '/services');
    await expect.poll(() => dataRows(page).count()).toBe(15);
    await expect.poll(async () => (await pager(page)).total).toBeGreaterThan(15);
    const all = await pager(page);

    await searchBox(page).fill('aceite');
    await expect.poll(() => new URL(page.url()).searchParams.get('queryText')).toBe('aceite');
    await expect.poll(async () => (await pager(page)).total).toBeLessThan(all.total);
    const filtered = await pager(page);
    expect(filtered.total).toBeGreaterThan(15);

    await page
      .getByRole('button', { name: /Ordenar por Fecha/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toMatch(/^fecha:(asc|desc)$/);
    const sort = new URL(page.url()).searchParams.get('sort');
    const dates = async () =>
      (await page.locator('tbody tr td:nth-child(4)').allTextContents()).map((d) =>
        d.split('/').reverse().join(''),
      );
    await expect
      .poll(async () => {
        const shown = await dates();
        const sorted = [...shown].sort();
        return JSON.stringify(sort === 'fecha:asc' ? sorted : sorted.reverse()) === JSON.stringify(shown);
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await expect.poll(async () => (await pager(page)).first).toBe(16);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.reload();
    await expect
      .poll(async () => pager(page))
      .toEqual({ first: 16, last: Math.min(30, filtered.total), total: filtered.total });
    await expect.poll(() => searchBox(page).inputValue()).toBe('aceite');

    const reference = (await page.locator('tbody tr td:nth-child(2)').first().textContent()) ?? '';
    // The row's buttons and its detail are named by its reference.
    await page.getByRole('button', { name: `Ver detalle ${reference.trim()}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: reference.trim(), exact: true });
    await drawer.locator('dd', { hasText: reference.trim() }).first().waitFor();
    await page.close();
  });

  test('its tooltips, menus and column filters, which mount when first used, work from the pointer and the keyboard', async () => {
    const page = await openAs('cliente@demo.es', '/services');
    // The rows' text, not their count: while loading the table shows 15 skeleton rows.
    const referenceCells = page.locator('tbody tr td:nth-child(2)');
    await expect
      .poll(async () => (await referenceCells.allTextContents()).filter((t) => t.trim()).length)
      .toBe(15);
    const reference = ((await referenceCells.first().textContent()) ?? '').trim();
    const tooltip = (name: string | RegExp) => page.getByRole('tooltip').filter({ hasText: name });

    // A row's documents: the tooltip on hover, then the menu from a click, which reads the detail.
    const documents = page.getByRole('button', { name: `Documentos de ${reference}`, exact: true });
    await documents.hover();
    await tooltip(`Documentos de ${reference}`).waitFor();
    await documents.click();
    const menu = page.getByRole('menu');
    await menu.getByText(`Documentos de ${reference}`).waitFor();
    await menu.getByRole('menuitem').first().waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // The table's own tooltips (a header's sort button, a row's checkbox) after their delay.
    await page.getByRole('button', { name: /^Ordenar por Referencia/ }).hover();
    await tooltip(/^Ordenar por Referencia/).waitFor();
    await page.getByRole('checkbox', { name: 'Alternar seleccionar fila' }).first().hover();
    await tooltip('Alternar seleccionar fila').waitFor();

    // The next row's documents menu from the keyboard alone; the focus comes back when it closes.
    const next = ((await referenceCells.nth(1).textContent()) ?? '').trim();
    const nextDocuments = page.getByRole('button', { name: `Documentos de ${next}`, exact: true });
    await expect.poll(() => nextDocuments.getAttribute('aria-haspopup')).toBe('menu');
    await expect.poll(() => nextDocuments.getAttribute('aria-expanded')).toBe('false');
    await nextDocuments.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').getByText(`Documentos de ${next}`).waitFor();
    await expect.poll(() => nextDocuments.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect
      .poll(() => nextDocuments.evaluate((element) => element === document.activeElement))
      .toBe(true);

    // The column filters, hidden at first, open under the headers and filter on the server.
    expect(await page.getByRole('textbox', { name: /^Filtrar por Referencia/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Mostrar/ocultar filtros' }).click();
    const byReference = page.getByRole('textbox', { name: /^Filtrar por Referencia/ });
    await byReference.fill(reference);
    await expect
      .poll(() => new URL(page.url()).searchParams.toString())
      .toContain(encodeURIComponent(reference));
    await expect.poll(async () => (await pager(page)).total).toBe(1);

    // On a fresh page, a column's menu shows the filters (not rendered until then).
    await page.goto(portalUrl('/services'));
    await expect.poll(() => dataRows(page).count()).toBe(15);
    await page
      .getByRole('columnheader', { name: /Referencia/ })
      .getByRole('button', { name: 'Columna de acciones' })
      .click();
    await page.getByRole('menuitem', { name: 'Filtrar por Referencia' }).click();
    await page.getByRole('textbox', { name: /^Filtrar por Referencia/ }).waitFor({ state: 'visible' });
    await page.close();
  });

  test('exports the filtered list: a valid .xlsx holding exactly the filtered rows', async () => {
    const page = await openAs('cliente@demo.es', '/services?queryText=aceite&year=2025');
    await expect.poll(async () => (await pager(page)).total).toBeGreaterThan(0);
    const { total } = await pager(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path as string);
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('the workbook has no sheet');
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toContain('Referencia');
    expect(sheet.actualRowCount - 1).toBe(total);
    await page.close();
  });

  test('sends the filtered list by e-mail: the message lands in the outbox', async () => {
    const page = await openAs('cliente@demo.es', '/services?queryText=aceite');
    await expect.poll(() => dataRows(page).count()).toBeGreaterThan(0);
    const subject = `Servicios filtrados ${Date.now()}`;

    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Para/).fill('compras@hotelescostaazul.es');
    await dialog.getByLabel(/^Asunto/).fill(subject);
    await dialog.getByRole('button', { name: /^Enviar/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(async () => (await outboxMail(subject)).length).toBe(1);
    const [mail] = await outboxMail(subject);
    expect(mail?.toAddresses).toEqual(['compras@hotelescostaazul.es']);
    expect(mail?.attachments.some((a) => a.filename.endsWith('.xlsx'))).toBe(true);
    await page.close();
  });

  test('the send proposes a subject from the screen, client and year, says what it attaches and confirms the recipients', async () => {
    const page = await openAs('cliente@demo.es', '/services');
    await searchBox(page).fill('aceite');
    await expect.poll(() => new URL(page.url()).searchParams.get('queryText')).toBe('aceite');
    await page.getByRole('textbox', { name: 'Año' }).click();
    await page.getByRole('option', { name: '2026', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('year')).toBe('2026');
    // The list shows the year it was given.
    await expect.poll(() => page.getByRole('textbox', { name: 'Año' }).inputValue()).toBe('2026');

    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar el listado por correo' });
    const subject = 'Servicios · Hoteles Costa Azul S.L. · 2026';
    await expect.poll(() => dialog.getByLabel(/^Asunto/).inputValue()).toBe(subject);
    // The line names the rows the list shows, and its filters.
    const attached = dialog.getByText(
      /^Se adjunta el listado en Excel \(\.xlsx\) con [\d.]+ filas?, filtrado por búsqueda «aceite», año 2026\.$/,
    );
    const rows = Number(
      /con ([\d.]+) fila/.exec((await attached.textContent()) ?? '')?.[1]?.replaceAll('.', ''),
    );
    expect(rows).toBe((await pager(page)).total);
    const before = (await outboxMail(subject)).length;
    await dialog.getByLabel(/^Para/).fill('compras@hotelescostaazul.es; direccion@hotelescostaazul.es');
    await dialog.getByLabel(/^CC/).fill('calidad@hotelescostaazul.es');
    await dialog.getByRole('button', { name: /^Enviar/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(
        'Para: compras@hotelescostaazul.es, direccion@hotelescostaazul.es. CC: calidad@hotelescostaazul.es.',
      )
      .waitFor();

    await expect.poll(async () => (await outboxMail(subject)).length).toBe(before + 1);
    const mail = (await outboxMail(subject)).at(-1);
    expect(mail?.toAddresses).toEqual(['compras@hotelescostaazul.es', 'direccion@hotelescostaazul.es']);
    expect(mail?.attachments.some((a) => a.filename.endsWith('.xlsx'))).toBe(true);
    await page.close();
  });
});

describe('traceability (regenera)', () => {
  test('reopens a certified reference after confirmation', async () => {
    // Certified references only: the range applies to the certificate date, which the others lack.
    const page = await openAs(
      'regenera@demo.es',
      '/traceability?o.dateField=fechaCertificado&desde=2000-01-01',
    );
    const certified = dataRows(page).filter({ hasText: 'Certificado' }).first();
    await certified.waitFor();
    const reference = ((await certified.locator('td').first().textContent()) ?? '').trim();

    await page.getByRole('button', { name: `Acciones ${reference}` }).click();
    await page.getByRole('menuitem', { name: 'Reabrir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reabrir' });
    await confirm.getByText(/perderá su fecha de certificado/).waitFor();
    await confirm.getByRole('button', { name: 'Reabrir' }).click();
    await page.getByText('Referencia reabierta.').waitFor();
    // It no longer has a certificate date, so it leaves this list...
    await expect.poll(() => dataRows(page).filter({ hasText: reference }).count()).toBe(0);

    // ...and shows reopened, no longer certified, when looked up by its reference.
    await page.goto(portalUrl(`/traceability?queryText=${encodeURIComponent(reference)}`));
    const row = dataRows(page).filter({ hasText: reference });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toMatch(/En planta|Recogido/);
    expect(text).not.toContain('Certificado');
    expect(text).toContain('Sí');
    await page.close();
  });
});
