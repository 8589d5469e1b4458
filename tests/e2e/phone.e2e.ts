/**
 * Records on a phone (390 × 844) in Chromium against the whole stack, as
 * cliente@demo.es: a service's referencia, estado and fecha read from its card without scrolling
 * sideways, the KPI cards wait behind a button, the tabs keep to one row, and a detail puts each
 * label above its value; the menu button and the drawer's links a finger's size, the drawer marking
 * the current page; a service card's residue, quantity and amount; cards selected and sent by mail.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import { expectAccessible } from './accessibility';
import { chromiumPerFile, describedText, portalUrl, signIn } from './browser';
import { outboxMail } from './outbox';

const browser = chromiumPerFile();
const phone = { width: 390, height: 844 };

async function onPhone(): Promise<Page> {
  const account = demoAccount('cliente@demo.es');
  const page = await browser.newPage();
  await page.setViewportSize(phone);
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  return page;
}

/** Nothing on the page is wider than the screen. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? Infinity) <= window.innerWidth);

describe('services on a phone', () => {
  test('a service’s referencia, estado and fecha read from its card, without scrolling sideways', async () => {
    const page = await onPhone();
    await page.goto(portalUrl('/services'));
    const card = page.getByRole('article').first();
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);

    const reference = ((await card.getByRole('heading').textContent()) ?? '').trim();
    expect(reference).toMatch(/^SRV-\d{4}-\d{6}$/);
    expect(await card.getAttribute('aria-label')).toBe(reference);
    expect(await describedText(card, 'Estado')).toMatch(/^(Programado|Ejecutado|Facturado)$/i);
    expect(await describedText(card, 'Fecha')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // The card and its buttons are within the screen.
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    await card.getByRole('button', { name: `Ver detalle ${reference}`, exact: true }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    // The KPI cards wait behind a button, so the list is where the screen starts.
    const kpis = page.getByRole('button', { name: 'Mostrar indicadores' });
    expect(await kpis.getAttribute('aria-expanded')).toBe('false');
    expect((await card.boundingBox())?.y ?? Infinity).toBeLessThan(phone.height * 1.5);
    await kpis.click();
    await page.getByRole('button', { name: 'Ocultar indicadores' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    // Its detail: the reference as title, each label above its value.
    await card.getByRole('button', { name: `Ver detalle ${reference}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: reference, exact: true });
    const label = drawer.locator('dt', { hasText: /^Centro$/ });
    await label.waitFor();
    // Both measured in one frame (the drawer may still be sliding in).
    const [labelBox, valueBox] = await label.evaluate((dt) => {
      const box = (element: Element | null) => {
        const rect = element?.getBoundingClientRect();
        return rect ? { x: rect.x, y: rect.y, height: rect.height } : null;
      };
      return [box(dt), box(dt.nextElementSibling)] as const;
    });
    if (!labelBox || !valueBox) throw new Error('the detail shows Centro');
    expect(valueBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height - 1);
    expect(Math.abs(valueBox.x - labelBox.x)).toBeLessThan(2);
    expect(await fitsTheScreen(page)).toBe(true);
    await page.close();
  });

  test('tabs keep to one row that scrolls sideways, and the page does not', async () => {
    const page = await onPhone();
    await page.goto(portalUrl('/files?tab=di'));
    const tabs = page.getByRole('tablist');
    await page.getByRole('tab', { name: 'Documentos de identificación', selected: true }).waitFor();
    const tabBoxes = await tabs
      .getByRole('tab')
      .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tabBoxes).size).toBe(1);
    expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    // The open tab (the last one) was scrolled into view.
    const selected = await page.getByRole('tab', { selected: true }).boundingBox();
    expect(selected && selected.x + selected.width <= phone.width + 1).toBe(true);
    await page.getByRole('article').first().waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.close();
  });
});

/** A finger's target (WCAG 2.5.5). */
const touchTarget = 44;

describe('a client’s day on a phone', () => {
  test('the menu button and the drawer’s links are a finger’s size, and the drawer marks the current page', async () => {
    const page = await onPhone();
    await page.goto(portalUrl('/services'));
    await page.getByRole('heading', { level: 1, name: 'Servicios' }).waitFor();
    const burger = page.getByRole('button', { name: 'Abrir la navegación' });
    const size = await burger.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(touchTarget);
    expect(size?.height).toBeGreaterThanOrEqual(touchTarget);

    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Portal Clientes' });
    const current = drawer.getByRole('link', { name: 'Servicios', exact: true });
    const other = drawer.getByRole('link', { name: 'Contactos', exact: true });
    await current.waitFor();
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await other.getAttribute('aria-current')).toBeNull();
    // Visibly, not only for screen readers: its own background.
    const background = (link: typeof current) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(current)).not.toBe(await background(other));
    for (const link of await drawer.getByRole('link').all()) {
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(touchTarget);
    }
    await expectAccessible(page);

    await other.click();
    await page.getByRole('heading', { level: 1, name: 'Contactos' }).waitFor();
    await burger.click();
    await drawer.getByRole('link', { name: 'Contactos', exact: true, includeHidden: false }).waitFor();
    expect(
      await drawer.getByRole('link', { name: 'Contactos', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await drawer.getByRole('link', { name: 'Servicios', exact: true }).getAttribute('aria-current'),
    ).toBeNull();
    await page.close();
  });

  test('a service card shows residue, quantity and amount; cards selected by finger are sent by mail', async () => {
    const page = await onPhone();
    await page.goto(portalUrl('/services'));
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const labels = await cards.first().locator('dt').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['Residuo', 'Cantidad', 'Importe']));

    const references = [];
    for (const card of (await cards.all()).slice(0, 2)) {
      const reference = ((await card.getByRole('heading').textContent()) ?? '').trim();
      references.push(reference);
      const checkbox = card.getByRole('checkbox', { name: `Seleccionar ${reference}`, exact: true });
      // The whole square around the box takes the finger.
      const square = await checkbox.locator('xpath=ancestor::label[1]').boundingBox();
      expect(square?.width).toBeGreaterThanOrEqual(touchTarget);
      expect(square?.height).toBeGreaterThanOrEqual(touchTarget);
      await checkbox.click();
      expect(await checkbox.isChecked()).toBe(true);
    }
    expect(await fitsTheScreen(page)).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Enviar seleccionados (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar los seleccionados por correo' });
    const subject = `Servicios del móvil ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Para' }).fill('controller@hotelescostaazul.es');
    await dialog.getByRole('textbox', { name: 'Asunto' }).fill(subject);
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const [mail] = await outboxMail(subject);
    expect(mail?.toAddresses).toEqual(['controller@hotelescostaazul.es']);
    expect(mail?.body).toMatch(/los 2 servicios seleccionados/);
    expect(mail?.attachments).toEqual([expect.objectContaining({ filename: 'servicios.xlsx' })]);
    expect(references).toHaveLength(2);
    await page.close();
  });
});
