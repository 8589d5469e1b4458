/**
 * Pro-forma decisions in Chromium against the whole stack, with the mouse: 'Aceptar' and 'Rechazar'
 * only on a pending pro-forma (the seed leaves each service direction's newest one pending), a dialog
 * that names the pro-forma, its date and amount, a missing reason said under the reason box, and a
 * pro-forma answered meanwhile refused in Spanish with the list showing its new state, after which
 * it offers no decision. As cliente@demo.es at 1440 px and on a phone.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chromiumPerFile, describedText, portalUrl, readAccessToken, signInAs } from './browser';
import { withPortalApi } from './portalApi';

const browser = chromiumPerFile();

/** The pro-formas tab of Archivos, reached by the mouse. */
async function openProformas(page: Page): Promise<void> {
  await page.goto(portalUrl('/files'));
  await page.getByRole('tab', { name: 'Facturas pro forma' }).click();
  await page
    .getByText(/^PF-\d{4}-\d{6}$/)
    .first()
    .waitFor();
}

/** The first pending pro-forma's number: the one whose row or card offers its actions. */
async function pendingNumber(page: Page): Promise<string> {
  const menu = page.getByRole('button', { name: /^Acciones PF-\d{4}-\d{6}$/ }).first();
  await menu.waitFor();
  return ((await menu.getAttribute('aria-label')) ?? '').replace(/^Acciones /, '');
}

/** Opens a row action's dialog from the row's menu. */
async function openAction(page: Page, numero: string, action: 'Aceptar' | 'Rechazar'): Promise<Locator> {
  await page.getByRole('button', { name: `Acciones ${numero}`, exact: true }).click();
  const menu = page.getByRole('menu');
  // The menu mounts when first opened: its items are read once they are there.
  await menu.getByRole('menuitem').last().waitFor();
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Aceptar', 'Rechazar']);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${action} ${numero}` });
  await dialog.waitFor();
  return dialog;
}

describe('a pro-forma is decided once', () => {
  test('at 1440 px: the dialog names the pro-forma, asks for the reason under its box, and a decision taken meanwhile is refused in Spanish', async () => {
    const page = await signInAs(browser, 'cliente@demo.es');
    await page.setViewportSize({ width: 1440, height: 900 });
    // The ids the list gave the page, so the test can answer a pro-forma as a colleague would.
    const listedIds = new Map<string, number>();
    page.on('response', async (response) => {
      if (!response.url().includes('/getFacturasProforma') || !response.ok()) return;
      const page = (await response.json()) as { items: { idFactura: number; numero: string }[] };
      for (const item of page.items) listedIds.set(item.numero, item.idFactura);
    });
    await openProformas(page);
    const numero = await pendingNumber(page);
    const row = page.locator('tbody tr').filter({ hasText: numero });
    await expect.poll(() => row.getByText('Pendiente', { exact: true }).count()).toBe(1);
    // The dialog says which pro-forma and which amount the decision changes.
    const importe = ((await row.locator('td', { hasText: /€$/ }).first().textContent()) ?? '').trim();
    const accept = await openAction(page, numero, 'Aceptar');
    expect(await describedText(accept, 'Importe')).toBe(importe);
    expect(await describedText(accept, 'Importe')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    expect(await describedText(accept, 'Fecha')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await accept.getByText('¿Acepta esta factura pro forma? La decisión es definitiva.').waitFor();
    await accept.getByRole('button', { name: 'Cancelar' }).click();
    await accept.waitFor({ state: 'hidden' });

    // Rejecting without a reason: said under the reason box, nothing sent.
    const reject = await openAction(page, numero, 'Rechazar');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/updatefieldsfacturaproforma')) sent.push(request.url());
    });
    await reject.getByRole('button', { name: 'Rechazar', exact: true }).click();
    const reason = reject.getByRole('textbox', { name: 'Motivo del rechazo' });
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    await reject.getByText('Este dato es obligatorio: escríbalo para continuar.').waitFor();
    expect(sent).toEqual([]);
    await reason.click();
    await page.keyboard.type('El importe no corresponde al presupuesto');

    // Meanwhile someone else of the client accepts it: the rejection is refused, the list shows it accepted.
    const token = await readAccessToken(page);
    const idFactura = listedIds.get(numero);
    if (!idFactura) throw new Error(`${numero} is not listed`);
    await withPortalApi(token, async (api) => {
      const answer = await api.POST('/updatefieldsfacturaproforma', {
        params: { query: { idFactura, estado: 'aceptada' } },
      });
      expect(answer.status).toBe(200);
    });
    expect(idFactura).toBeGreaterThan(0);
    await reject.getByRole('button', { name: 'Rechazar', exact: true }).click();
    await reject
      .getByRole('alert')
      .getByText(
        `La factura pro forma ${numero} ya está aceptada: la decisión es definitiva y no se puede cambiar.`,
      )
      .waitFor();
    await expect.poll(() => row.getByText('Aceptada', { exact: true }).count()).toBe(1);
    await reject.getByRole('button', { name: 'Cancelar' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: `Acciones ${numero}`, exact: true }).count())
      .toBe(0);
  });

  test('on a phone: rejecting with a reason from a card, and the card then offers nothing', async () => {
    const page = await signInAs(browser, 'cliente@demo.es');
    await page.setViewportSize({ width: 390, height: 844 });
    await openProformas(page);
    const numero = await pendingNumber(page);
    const reject = await openAction(page, numero, 'Rechazar');
    expect(await describedText(reject, 'Importe')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    const box = await reject.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await reject.getByRole('textbox', { name: 'Motivo del rechazo' }).click();
    await page.keyboard.type('Falta el desglose por centro');
    await reject.getByRole('button', { name: 'Rechazar', exact: true }).click();
    await page.getByText('Factura pro forma rechazada.').waitFor();
    await reject.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('button', { name: `Acciones ${numero}`, exact: true }).count())
      .toBe(0);
    const card = page.getByRole('article', { name: numero, exact: true });
    await card.getByText('Rechazada', { exact: true }).waitFor();
  });
});
