/**
 * Records in Chromium against the whole stack, as cliente@demo.es: a service's
 * albarán and an invoice's PDF download from their rows (real downloads, real PDFs); a service's
 * detail speaks Spanish (no field names, no internal ids) and is titled by its reference; an
 * incidence opened from a service's detail carries its reference and is filed at its center; a
 * an invoice lists its services, whose detail opens the invoice and the albarán back.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import { chromiumPerFile, describedText, portalUrl, signIn } from './browser';

const browser = chromiumPerFile();

/** A page signed in as cliente@demo.es. */
async function signedIn(): Promise<Page> {
  const account = demoAccount('cliente@demo.es');
  const page = await browser.newPage();
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  return page;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`download failed: ${await download.failure()}`);
  return readFile(path);
}

/** The services list's rows, each with its reference (the second cell, after the selection box). */
const serviceRows = (page: Page) => page.locator('tbody tr').filter({ hasText: /SRV-\d{4}-\d+/ });
const referenceOf = async (row: Locator) => ((await row.locator('td').nth(1).textContent()) ?? '').trim();

/** A unique text per run, so a rerun against the same stack finds only its own rows. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

describe('documents, one click from their rows', () => {
  test('an invoice lists its services, whose detail opens the invoice and the albarán back', async () => {
    const page = await signedIn();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(portalUrl('/files'));
    await page.getByRole('tab', { name: 'Facturas', exact: true }).click();
    const firstInvoice = page.getByRole('button', { name: /^Ver detalle FV-\d{4}-\d+$/ }).first();
    await firstInvoice.waitFor();
    const invoice = ((await firstInvoice.getAttribute('aria-label')) ?? '').replace(/^Ver detalle /, '');
    await firstInvoice.click();
    await page
      .getByRole('dialog', { name: invoice, exact: true })
      .getByRole('link', { name: 'Ver sus servicios', exact: true })
      .click();
    await page.waitForURL(/\/services\?/);
    await expect.poll(() => serviceRows(page).count()).toBeGreaterThan(0);
    const reference = await referenceOf(serviceRows(page).first());

    await page.getByRole('button', { name: `Ver detalle ${reference}`, exact: true }).click();
    let drawer = page.getByRole('dialog', { name: reference, exact: true });
    await drawer.getByText('Gestor comercial').waitFor();
    expect(await describedText(drawer, 'Nº factura')).toBe(invoice);
    const albaran = await describedText(drawer, 'Nº albarán');
    expect(albaran).toMatch(/^ALB-\d{4}-\d+$/);
    await drawer.getByRole('link', { name: invoice, exact: true }).click();
    await page.waitForURL(/\/files\?/);
    expect(await page.getByRole('tab', { name: 'Facturas', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByText('1-1 de 1', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Ver detalle ${invoice}`, exact: true }).waitFor();

    // Back returns to the service's detail, where its albarán opens its own list the same way.
    await page.goBack();
    await page.waitForURL(/\/services\?/);
    drawer = page.getByRole('dialog', { name: reference, exact: true });
    await drawer.getByText('Gestor comercial').waitFor();
    await drawer.getByRole('link', { name: albaran, exact: true }).click();
    await page.waitForURL(/\/files\?/);
    expect(
      await page.getByRole('tab', { name: 'Albaranes', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.getByText('1-1 de 1', { exact: true }).waitFor();
    await page.getByText(albaran, { exact: true }).first().waitFor();
  });

  test('downloads a service’s albarán from its row: a real PDF', async () => {
    const page = await signedIn();
    await page.goto(portalUrl('/services'));
    await expect.poll(() => serviceRows(page).count()).toBeGreaterThan(0);

    // The first service on the page whose documents include an albarán (recent executed services).
    let albaran: Locator | undefined;
    for (let i = 0; i < (await serviceRows(page).count()) && !albaran; i++) {
      const reference = await referenceOf(serviceRows(page).nth(i));
      await page.getByRole('button', { name: `Documentos de ${reference}`, exact: true }).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem').first().waitFor();
      await expect.poll(() => menu.getByText('Buscando documentos…').count()).toBe(0);
      const item = menu.getByRole('menuitem', { name: /^Descargar ALB-.*\.pdf$/ });
      if ((await item.count()) > 0) albaran = item.first();
      else await page.keyboard.press('Escape');
    }
    if (!albaran) throw new Error('no service on the first page has an albarán');

    const name = ((await albaran.getAttribute('aria-label')) ?? '').replace(/^Descargar /, '');
    const [download] = await Promise.all([page.waitForEvent('download'), albaran.click()]);
    expect(download.suggestedFilename()).toBe(name);
    expect((await bytesOf(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.close();
  });

  test('downloads an invoice’s PDF from its row: a real PDF', async () => {
    const page = await signedIn();
    await page.goto(portalUrl('/files?tab=factura'));
    const button = page.getByRole('button', { name: /^Descargar FV-.*\.pdf$/ }).first();
    await button.waitFor();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Descargar /, '');
    const row = page.locator('tbody tr').filter({ has: button });
    // The button belongs to the invoice of its row.
    expect(name).toBe(`${((await row.locator('td').first().textContent()) ?? '').trim()}.pdf`);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(name);
    expect((await bytesOf(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.close();
  });
});

describe('a service’s detail', () => {
  test('is titled by its reference and names every field in Spanish, without internal ids', async () => {
    const page = await signedIn();
    // Every grid answer is read as it comes: one may belong to the page this goto leaves (the nav
    // starts a first page early), and its body is gone once the page has navigated away.
    const answers: Promise<{ items: Record<string, unknown>[] } | null>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/ticketsGrid')) answers.push(response.json().catch(() => null));
    });
    await page.goto(portalUrl('/services'));
    await expect.poll(() => serviceRows(page).count()).toBeGreaterThan(0);
    const rows = (await Promise.all(answers)).flatMap((answer) => answer?.items ?? []);
    const reference = await referenceOf(serviceRows(page).first());
    const service = rows.find((row) => row.referencia === reference);
    if (!service) throw new Error(`the grid's answer has ${reference}`);

    await page.getByRole('button', { name: `Ver detalle ${reference}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: reference, exact: true });
    await drawer.getByText('Gestor comercial').waitFor();
    await drawer.getByRole('button', { name: 'Cerrar', exact: true }).waitFor();

    // The detail's own list (not the lines table inside it): one label per value.
    const list = drawer.locator('dl').first();
    const labels = (await list.locator(':scope > dt').allTextContents()).map((label) => label.trim());
    const values = (await list.locator(':scope > dd').allTextContents()).map((value) => value.trim());
    expect(values).toHaveLength(labels.length);
    // Every field by its Spanish name, and nothing else: no field name (camelCase, underscores,
    // id-like words), no internal id (idTicket, centerId, iddireccionservicio have no label).
    expect(labels).toEqual([
      'Referencia',
      'Estado',
      'Fecha',
      'Centro',
      'Dirección de servicio',
      'Tipo de servicio',
      'Residuo',
      'Código LER',
      'Cantidad',
      'Unidad',
      'Importe',
      'Nº factura',
      'Matrícula',
      'Líneas',
      'Observaciones',
      'Gestor comercial',
      'Nº albarán',
      'Ticket de peso',
      'Nº DI',
      'Documentos',
    ]);
    for (const label of labels) expect(label).not.toMatch(/[a-z][A-Z]|_|\bid|Id\b/);
    // No value is an internal id (quantities and amounts may be any number).
    const ids = [service.idTicket, service.centerId, service.iddireccionservicio].map(String);
    labels.forEach((label, i) => {
      if (label !== 'Cantidad' && label !== 'Importe') expect(ids).not.toContain(values[i]);
    });
    // The amount is written es-ES (a decimal comma and the euro sign), never as 96.41.
    const amount = values[labels.indexOf('Importe')] ?? '';
    if (amount !== '—') expect(amount).toMatch(/^-?[\d.]+,\d{2}\s€$/);

    await drawer.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.close();
  });

  test('opens an incidence with the service’s reference filled, filed at the service’s center', async () => {
    const page = await signedIn();
    await page.goto(portalUrl('/services'));
    await expect.poll(() => serviceRows(page).count()).toBeGreaterThan(0);
    const row = serviceRows(page).first();
    const reference = await referenceOf(row);
    // The column headed 'Centro', wherever the layout puts it (the label and actions are pinned first).
    const centerColumn = await page
      .locator('thead th')
      .evaluateAll((headers) => headers.findIndex((th) => th.textContent?.trim().startsWith('Centro')));
    const center = ((await row.locator('td').nth(centerColumn).textContent()) ?? '').trim();

    await page.getByRole('button', { name: `Ver detalle ${reference}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: reference, exact: true });
    await drawer.getByRole('button', { name: 'Abrir incidencia' }).click();
    const form = page.getByRole('dialog', { name: 'Abrir incidencia' });
    const service = form.getByRole('textbox', { name: /^Servicio/ });
    await expect.poll(() => service.inputValue()).toBe(reference);

    const asunto = unique('Falta el albarán E2E');
    await form.getByRole('textbox', { name: /^Asunto/ }).fill(asunto);
    await form.getByRole('textbox', { name: /^Descripción/ }).fill('No encontramos el albarán del servicio.');
    await form.getByRole('button', { name: 'Enviar incidencia' }).click();
    await page.getByText('Incidencia registrada.').waitFor();
    await form.waitFor({ state: 'hidden' });

    // In the incidences list: its reference, and the service's center.
    await page.goto(portalUrl('/actions?tab=incidencias'));
    const incidence = page.locator('tbody tr').filter({ hasText: asunto });
    await incidence.waitFor();
    await incidence.getByRole('button', { name: `Ver detalle ${asunto}`, exact: true }).click();
    const detail = page.getByRole('dialog', { name: asunto, exact: true });
    await detail.getByText('Referencia del servicio').waitFor();
    expect(await describedText(detail, 'Referencia del servicio')).toBe(reference);
    expect(await describedText(detail, 'Centro')).toBe(center);
    await page.close();
  });
});
