/**
 * What needs the client's attention, from the home, with the mouse: each card of 'Lo que necesita
 * su atención' opens its list already filtered (its quick filter chosen), and the list shows as many
 * documents as the card counts, whose totals add up to the card's amount (said "a su favor" when the
 * company owes the client: it buys a regenera client's oil). The quick filters then change the list
 * and the address, and the browser's back button returns to the card's filter. A KPI card leads to
 * its list too. At 1440 px (rows) and on a phone (cards).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './accessibility';
import { chromiumPerFile, describedValue, signInAs } from './browser';

const browser = chromiumPerFile();

const attention = (page: Page) => page.getByRole('region', { name: 'Lo que necesita su atención' });

/** A card's parts as a person reads them: its count and, for invoices, its amount line. */
async function readCard(card: Locator): Promise<{ count: number; amount: string }> {
  const lines = (await card.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { count: Number((lines[1] ?? '').replace(/\./g, '')), amount: lines[2] ?? '' };
}

/** '-1.556,95 €' → -1556.95 */
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** The es-ES amount line a card gives a net total. */
const amountLine = (total: number) => {
  const formatted = new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  }).format(Math.abs(total));
  return total < 0 ? `${formatted} a su favor` : formatted;
};

const quickFilters = (page: Page) => page.getByRole('radiogroup', { name: 'Filtros rápidos' });
const quickFilter = (page: Page, name: string) =>
  quickFilters(page).getByRole('radio', { name, exact: true });

describe('what needs my attention', () => {
  test('regenera@ at 1440 px: unpaid invoices open filtered, as many as counted, their totals the card’s amount (in the client’s favour); the chips change the list and back returns', async () => {
    const page = await signInAs(browser, 'regenera@demo.es');
    await page.setViewportSize({ width: 1440, height: 900 });
    const card = attention(page).getByRole('link', { name: /^Facturas pendientes de pago/ });
    await card.waitFor();
    const { count, amount } = await readCard(card);
    // The seed leaves this client a few more unpaid invoices than a page of 15, fewer than 25; the
    // company buys its oil, so some are owed to it.
    expect(count).toBeGreaterThan(15);
    expect(count).toBeLessThanOrEqual(25);
    await expectAccessible(page);

    await card.click();
    await page.waitForURL(/\/files\?/);
    expect(new URL(page.url()).searchParams.get('filtro')).toBe('pendientes');
    expect(await page.getByRole('tab', { name: 'Facturas', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await quickFilter(page, 'Pendientes de pago').isChecked()).toBe(true);
    await page.getByText(`1-15 de ${count}`, { exact: true }).waitFor();
    await page.getByLabel('Filas por página').click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await page.getByText(`1-${count} de ${count}`, { exact: true }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(count);
    const header = await page.locator('thead th').allTextContents();
    const cells = (name: string) =>
      page.locator(`tbody tr td:nth-child(${header.findIndex((text) => text.trim() === name) + 1})`);
    expect(new Set(await cells('Cobro').allTextContents())).toEqual(new Set(['Pendiente', 'Vencida']));
    const net =
      Math.round(
        (await cells('Total').allTextContents()).map(euros).reduce((sum, value) => sum + value, 0) * 100,
      ) / 100;
    expect(net).toBeLessThan(0);
    expect(amount).toBe(amountLine(net));

    // The chip's label is what shows (its radio button is hidden under it).
    await quickFilters(page).getByText('Vencidas', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filtro')).toBe('vencidas');
    await expect
      .poll(async () => new Set(await cells('Cobro').allTextContents()))
      .toEqual(new Set(['Vencida']));
    await page.goBack();
    await expect.poll(() => quickFilter(page, 'Pendientes de pago').isChecked()).toBe(true);
    await page.getByText(`1-${count} de ${count}`, { exact: true }).waitFor();
  });

  test('cliente@ on a phone: unpaid invoices open as cards, each pending or overdue; a KPI card opens the services', async () => {
    const page = await signInAs(browser, 'cliente@demo.es');
    await page.setViewportSize({ width: 390, height: 844 });
    const card = attention(page).getByRole('link', { name: /^Facturas pendientes de pago/ });
    await card.waitFor();
    const { count } = await readCard(card);
    expect(count).toBeGreaterThan(0);

    await card.click();
    await page.waitForURL(/\/files\?/);
    expect(new URL(page.url()).searchParams.get('filtro')).toBe('pendientes');
    expect(await quickFilter(page, 'Pendientes de pago').isChecked()).toBe(true);
    const cards = page.getByRole('article');
    // A page of cards is drawn a few at a time: as many as counted, once all are there.
    const shown = Math.min(count, 15);
    await expect.poll(() => cards.count()).toBe(shown);
    const states = await describedValue(cards, 'Cobro').allTextContents();
    expect(states).toHaveLength(shown);
    expect(states.every((state) => state === 'Pendiente' || state === 'Vencida')).toBe(true);
    await expectAccessible(page);

    await page.goBack();
    const kpi = page.getByRole('link', { name: /^Servicios del año/ });
    await kpi.click();
    await page.waitForURL(/\/services/);
    await page.getByRole('heading', { level: 1, name: 'Servicios' }).waitFor();
    await expect.poll(() => quickFilter(page, 'Ver todo').isChecked()).toBe(true);
    await page.getByRole('article').first().waitFor();
  });
});
