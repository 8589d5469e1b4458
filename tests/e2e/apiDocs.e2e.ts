/**
 * The contract published as a browsable reference at /api/docs, as a developer uses it
 * in Chromium without signing in: the page is Spanish (lang, title, the renderer's own labels), the
 * operations are listed by their Spanish summaries, opening one with the mouse or finding it with
 * the keyboard shows its request and its answer from the contract's examples, and all of it loads
 * from the portal's own origin under the reference's Content-Security-Policy with no violation.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, onTestFailed, test } from 'vitest';
import { chromiumPerFile, portalUrl } from './browser';

const browser = chromiumPerFile();

interface Watched {
  page: Page;
  /** CSP violations the page reported, and Chromium's console CSP errors. */
  violations: string[];
  /** Every URL the page requested. */
  requested: string[];
}

/** A page that records CSP violations (from its first script on) and every request it makes. */
async function watchedPage(): Promise<Watched> {
  const page = await browser.newPage();
  const violations: string[] = [];
  const requested: string[] = [];
  onTestFailed(() => console.error('CSP violations:', violations, 'requested:', requested));
  await page.context().exposeBinding('__reportCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => requested.push(request.url()));
  return { page, violations, requested };
}

/** The reference's side menu (on a phone, once opened). */
const sideMenu = (page: Page) => page.getByRole('complementary', { name: /Barra lateral/ });

async function openReference(page: Page): Promise<void> {
  await page.goto(portalUrl('/api/docs'));
  await page.getByRole('heading', { level: 1, name: 'Portal Clientes API' }).waitFor();
}

/** One operation of the reference, by its summary (the page holds its neighbours too). */
const operationNamed = (page: Page, summary: string) =>
  page.getByRole('region', { name: summary, exact: true });

/** The operation's example request, as the renderer's sample call shows it. */
const requestSample = (operation: Locator) =>
  operation
    .getByRole('group', { name: /^Request Example/ })
    .locator('code')
    .first();

/** The operation's success answer panel (status 200): the example's summary and its JSON. */
const answerPanel = (operation: Locator) => operation.getByRole('region', { name: /^Estado: 200/ });

describe('the API reference at /api/docs', () => {
  test('in Spanish, without signing in: an operation opened from the menu shows its example request and answer', async () => {
    const { page, violations, requested } = await watchedPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openReference(page);

    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => page.title()).toBe('Referencia de la API · Portal Clientes');
    // The renderer's own labels, in Spanish.
    await sideMenu(page)
      .getByRole('button', { name: /^Abrir búsqueda/ })
      .waitFor();
    await page.getByRole('button', { name: 'Descargar documento OpenAPI' }).first().waitFor();

    // The areas are the contract's tags by their Spanish names; the operations, by their summaries.
    const menu = sideMenu(page);
    await menu.getByRole('button', { name: 'Abrir grupo - Tickets y servicios' }).click();
    const operation = menu.getByRole('link', { name: /^Página de servicios del cliente/ });
    await operation.waitFor();
    await operation.click();

    const shown = operationNamed(page, 'Página de servicios del cliente');
    await shown.getByRole('heading', { name: 'Página de servicios del cliente' }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('#tag/tickets/POST/ticketsGrid');
    await shown.getByRole('group', { name: 'Cuerpo de la solicitud' }).waitFor();
    await shown.getByRole('heading', { name: 'Respuestas', exact: true }).waitFor();
    // The sample call carries the example's body, the answer panel the example's answer.
    await expect.poll(() => requestSample(shown).textContent()).toContain('"idDireccionesServicio": [');
    await expect.poll(() => requestSample(shown).textContent()).toContain('"field": "estado"');
    const answer = answerPanel(shown);
    await answer.getByText('Primera página (se muestran dos filas)', { exact: true }).waitFor();
    await expect.poll(() => answer.textContent()).toMatch(/"referencia": "SRV-2026-\d{6}"/);
    await expect.poll(() => answer.textContent()).toContain('"centro": "Hotel Costa Azul Marbella"');

    // Everything came from the portal's own origin, under the policy, with no violation.
    const origin = new URL(portalUrl('/')).origin;
    expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('by keyboard: the search finds an operation by its Spanish summary and opens it with its example', async () => {
    const { page, violations } = await watchedPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openReference(page);

    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: 'Buscar' }).getByRole('combobox');
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Página de facturas');
    await page.getByRole('option', { name: /^Operación: Página de facturas , .*\/getFacturas$/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).hash).toBe('#tag/documents/POST/getFacturas');
    const shown = operationNamed(page, 'Página de facturas');
    await shown.getByRole('heading', { name: 'Página de facturas' }).waitFor();
    const answer = answerPanel(shown);
    await answer.getByText('Primera página (se muestran dos filas)', { exact: true }).waitFor();
    await expect.poll(() => answer.textContent()).toMatch(/"numeroFactura": "FV-2026-\d{6}"/);
    await expect
      .poll(() => answer.textContent())
      .toMatch(/"filePath": "1\/DOCUMENTACIONCOMERCIAL\/Facturas\/2026\//);
    expect(violations).toEqual([]);
  });

  test('on a phone: the menu opens from its button and an operation shows its example', async () => {
    const { page, violations } = await watchedPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openReference(page);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = sideMenu(page);
    await menu.getByRole('button', { name: 'Abrir grupo - Administración' }).click();
    await menu.getByRole('link', { name: /^Clientes \(rejilla de administración\)/ }).click();

    const shown = operationNamed(page, 'Clientes (rejilla de administración)');
    await shown.getByRole('heading', { name: 'Clientes (rejilla de administración)' }).waitFor();
    const answer = answerPanel(shown);
    await answer.scrollIntoViewIfNeeded();
    await answer.getByText('Clientes (se muestran dos filas)', { exact: true }).waitFor();
    await expect.poll(() => answer.textContent()).toMatch(/"cif": "[A-Z]\d{8}"/);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(violations).toEqual([]);
  });
});
