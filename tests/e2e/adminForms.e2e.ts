/**
 * Issue 14, "Done when" (admin forms that know the data), in Chromium against the whole stack,
 * acting as a person: as admin@demo.es, 'Configuración de cliente' shows Hoteles Costa Azul's
 * current home KPIs by their Spanish labels in their configured order as soon as the client is
 * picked; one moves up with the keyboard, the save says what changed, and cliente@demo.es's home
 * follows the new order. The order is put back the same way afterwards (the other files share the
 * stack).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { enumLabels } from '../../src/api/generated/json-schemas/enumLabels';
import { chromiumPerFile, signIn } from './browser';

const browser = chromiumPerFile();
const hoteles = 'Hoteles Costa Azul S.L.';
/** The seed's home KPIs of Hoteles (server/seed/notifications.ts), in their configured order. */
const seededHomeKpis = ['serviciosAnio', 'importeAnio', 'facturasPendientes', 'kilosAnio'] as const;
const homeLabel = (key: keyof typeof enumLabels.HomeKpiClave) => enumLabels.HomeKpiClave[key];

async function signInDemo(email: DemoEmail): Promise<Page> {
  const account = demoAccount(email);
  const page = await browser.newPage();
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/** Picks a record by typing part of its name into a picker and clicking its option. */
async function pick(scope: Locator, page: Page, label: RegExp, name: string) {
  const input = scope.getByRole('textbox', { name: label }).first();
  await input.click();
  await input.fill(name.slice(0, 10));
  await page
    .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
}

/** The ordered multi-choice's items, as they read (their Spanish labels), in order. */
async function orderedLabels(group: Locator): Promise<string[]> {
  const texts = await group.getByRole('listitem').allInnerTexts();
  return texts.map((text) => text.trim().replace(/^\d+\.\s*/, ''));
}

/** The home's KPI cards, by key, in their order. */
const homeKpis = (page: Page) =>
  page.locator('[data-kpi]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kpi')));

async function openHomeKpis(admin: Page): Promise<{ form: Locator; group: Locator }> {
  await admin.getByRole('link', { name: 'Administración' }).click();
  await admin.getByRole('tab', { name: 'Configuración de cliente' }).click();
  const form = admin.getByRole('region', { name: 'KPI de inicio', exact: true });
  await pick(form, admin, /^Cliente/, hoteles);
  const group = form.getByRole('group', { name: /^KPI, en el orden/ });
  return { form, group };
}

describe('admin forms that know the data', () => {
  test("admin@demo.es reorders Hoteles' home KPIs with the keyboard; cliente@demo.es's home follows", async () => {
    const admin = await signInDemo('admin@demo.es');
    const { form, group } = await openHomeKpis(admin);
    // The current configuration, by label, in its order: nothing to retype.
    await expect.poll(() => orderedLabels(group)).toEqual(seededHomeKpis.map(homeLabel));

    // 'Importe del año' (second) moves up with the arrow key on its handle; focus stays on it.
    const handle = group.getByRole('button', { name: `Mover ${homeLabel('importeAnio')}` });
    await handle.focus();
    await admin.keyboard.press('ArrowUp');
    const reordered = ['importeAnio', 'serviciosAnio', 'facturasPendientes', 'kilosAnio'] as const;
    await expect.poll(() => orderedLabels(group)).toEqual(reordered.map(homeLabel));
    expect(
      await group
        .getByRole('button', { name: `Mover ${homeLabel('importeAnio')}` })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await expect
      .poll(() => form.getByRole('status').allInnerTexts())
      .toContainEqual(`${homeLabel('importeAnio')}: posición 1 de 4.`);

    try {
      await form.getByRole('button', { name: 'Guardar configuración' }).click();
      // The save says what changed, in labels.
      await admin
        .getByText(`Nuevo orden: ${reordered.map(homeLabel).join(', ')}.`)
        .first()
        .waitFor();
      // The form shows what the server kept.
      expect(await orderedLabels(group)).toEqual(reordered.map(homeLabel));

      const cliente = await signInDemo('cliente@demo.es');
      await cliente.getByRole('main').getByText(hoteles).first().waitFor();
      await expect.poll(() => homeKpis(cliente)).toEqual([...reordered]);
    } finally {
      // Back to the seed's order, as the admin would: the handle and the arrow key, then save.
      await group.getByRole('button', { name: `Mover ${homeLabel('importeAnio')}` }).focus();
      await admin.keyboard.press('ArrowDown');
      await expect.poll(() => orderedLabels(group)).toEqual(seededHomeKpis.map(homeLabel));
      await form.getByRole('button', { name: 'Guardar configuración' }).click();
      await admin
        .getByText(`Nuevo orden: ${seededHomeKpis.map(homeLabel).join(', ')}.`)
        .first()
        .waitFor();
    }
  });
});
