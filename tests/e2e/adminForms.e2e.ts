/**
 * Admin forms that know the data, in Chromium against the whole stack,
 * acting as a person: as admin@demo.es, 'Configuración de cliente' shows Hoteles Costa Azul's
 * current home KPIs by their Spanish labels in their configured order as soon as the client is
 * picked; one moves up with the keyboard, the save says what changed, and cliente@demo.es's home
 * follows the new order. The order is put back the same way afterwards (the other files share the
 * stack). Then, with pickers and row actions only and no id typed: a NIF is added to a client and
 * deleted, a user invited with a center of a normal client is granted one of a digitalized client,
 * and both accesses are removed from the permission's detail ('Sustituir los permisos' loads each variant's current ones when the user
 * is chosen), and a client's menu is reordered and saved; its reports submenu shows what it has.
 * The client preview follows the client chosen in the configuration forms.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import { enumLabels } from '../../src/api/generated/json-schemas/enumLabels';
import { seriousViolations } from './accessibility';
import { chromiumPerFile, signIn } from './browser';
import { validCif } from './fixtures';

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

/**
 * The list a picker's input opened: its own options, not those of another picker whose list is
 * still closing (a multiple choice stays open until the focus leaves it).
 */
async function listOf(input: Locator, page: Page): Promise<Locator> {
  // Mantine names the list in aria-controls while it is open.
  await expect.poll(() => input.getAttribute('aria-controls')).toBeTruthy();
  return page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
}

/** Picks a record by typing part of its name into a picker and clicking its option. */
async function pick(scope: Locator, page: Page, label: RegExp, name: string) {
  const input = scope.getByRole('textbox', { name: label }).first();
  await input.click();
  await input.fill(name.slice(0, 10));
  await (await listOf(input, page))
    .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
}

/** Picks the first record a picker offers (after the fields it depends on are chosen); its label. */
async function pickFirst(scope: Locator, page: Page, label: RegExp): Promise<string> {
  const input = scope.getByRole('textbox', { name: label }).first();
  await input.click();
  const option = (await listOf(input, page)).getByRole('option').first();
  const name = (await option.innerText()).trim();
  await option.click();
  // Tab closes the list (Escape would close the dialog too).
  await page.keyboard.press('Tab');
  return name;
}

/** A row action confirmed in its dialog, as a person does it. */
async function confirmRowAction(page: Page, button: Locator, action: string) {
  await button.click();
  const confirm = page.getByRole('dialog', { name: action });
  await confirm.getByRole('button', { name: action }).click();
  await confirm.waitFor({ state: 'hidden' });
}

/** The ordered multi-choice's items, as they read (their Spanish labels), in order. */
async function orderedLabels(group: Locator): Promise<string[]> {
  const texts = await group.getByRole('listitem').allInnerTexts();
  return texts.map((text) => text.trim().replace(/^\d+\.\s*/, ''));
}

/** The home's KPI cards, by key, in their order. */
const homeKpis = (page: Page | Locator) =>
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
      await form.getByRole('button', { name: 'Guardar KPI de inicio' }).click();
      // The save says what changed, in labels.
      await admin
        .getByText(`Nuevo orden: ${reordered.map(homeLabel).join(', ')}.`)
        .first()
        .waitFor();
      // The form shows what the server kept.
      expect(await orderedLabels(group)).toEqual(reordered.map(homeLabel));
      // The preview beside the forms follows the client chosen in them (it asks for none of its
      // own) and shows Hoteles' home KPI strip in the saved order.
      const preview = admin.getByRole('region', { name: 'Vista previa del cliente', exact: true });
      expect(await preview.getByRole('textbox').count()).toBe(0);
      await expect.poll(() => homeKpis(preview)).toEqual([...reordered]);

      const cliente = await signInDemo('cliente@demo.es');
      await cliente.getByRole('main').getByText(hoteles).first().waitFor();
      await expect.poll(() => homeKpis(cliente)).toEqual([...reordered]);
    } finally {
      // Back to the seed's order, as the admin would: the handle and the arrow key, then save.
      await group.getByRole('button', { name: `Mover ${homeLabel('importeAnio')}` }).focus();
      await admin.keyboard.press('ArrowDown');
      await expect.poll(() => orderedLabels(group)).toEqual(seededHomeKpis.map(homeLabel));
      await form.getByRole('button', { name: 'Guardar KPI de inicio' }).click();
      await admin
        .getByText(`Nuevo orden: ${seededHomeKpis.map(homeLabel).join(', ')}.`)
        .first()
        .waitFor();
    }
  });

  test('admin@demo.es adds and deletes a NIF, removes normal and digitalized center accesses and reorders a menu, typing no id', async () => {
    const admin = await signInDemo('admin@demo.es');
    await admin.getByRole('link', { name: 'Administración' }).click();
    const stamp = Date.now().toString().slice(-7);

    // A NIF: the client is picked by name, its NIFs listed; one is added and deleted from its row.
    await admin.getByRole('tab', { name: 'Clientes y centros' }).click();
    const nifs = admin.getByRole('region', { name: 'NIF de un cliente', exact: true });
    await pick(nifs, admin, /^Cliente/, hoteles);
    await nifs.getByRole('cell', { name: 'B29884947', exact: true }).waitFor();
    await nifs.getByRole('button', { name: 'Añadir NIF' }).click();
    let dialog = admin.getByRole('dialog', { name: 'Añadir NIF' });
    const nif = validCif(stamp);
    await dialog.getByLabel(/NIF \/ CIF/).fill(nif);
    await dialog.getByLabel(/Razón social/).fill(`Prueba ${stamp} S.L.`);
    await dialog.getByRole('button', { name: 'Añadir NIF' }).click();
    await admin.getByText('NIF añadido.').first().waitFor();
    await nifs.getByRole('cell', { name: nif, exact: true }).waitFor();
    await nifs.getByRole('button', { name: `Acciones ${nif}` }).click();
    await confirmRowAction(admin, admin.getByRole('menuitem', { name: 'Eliminar' }), 'Eliminar');
    await admin.getByText('NIF eliminado.').first().waitFor();
    await nifs.getByRole('cell', { name: nif, exact: true }).waitFor({ state: 'detached' });

    // A new user invited with one center of a normal client, then granted one center of a
    // digitalized client.
    const user = { email: `e2e.accesos.${stamp}@demo.es`, givenName: 'Ana', familyName: `Accesos ${stamp}` };
    await admin.getByRole('tab', { name: 'Usuarios y permisos' }).click();
    const users = admin.getByRole('region', { name: 'Usuarios', exact: true });
    await users.getByRole('button', { name: 'Invitar usuario' }).click();
    dialog = admin.getByRole('dialog', { name: 'Invitar usuario' });
    await dialog.getByLabel(/^Correo electrónico/).fill(user.email);
    await dialog.getByLabel(/^Nombre/).fill(user.givenName);
    await dialog.getByLabel(/^Apellidos/).fill(user.familyName);
    await pick(dialog, admin, /^Cliente/, hoteles);
    await admin.keyboard.press('Tab');
    const centers = [await pickFirst(dialog, admin, /^Centros/)];
    await dialog.getByRole('button', { name: 'Invitar usuario' }).click();
    await admin
      .getByText(/^Usuario invitado/)
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const permissions = admin.getByRole('region', { name: 'Permisos por usuario y cliente', exact: true });
    await permissions.getByRole('button', { name: 'Conceder permisos' }).click();
    dialog = admin.getByRole('dialog', { name: 'Conceder permisos' });
    await pick(dialog, admin, /^Usuario/, user.email);
    await pick(dialog, admin, /^Clientes/, 'Clínicas Dentales Sonrisa S.L.');
    await admin.keyboard.press('Tab');
    centers.push(await pickFirst(dialog, admin, /^Centros/));
    await dialog.getByLabel(/Variante digitalizada/).check();
    await dialog.getByRole('button', { name: 'Conceder permisos' }).click();
    await admin.getByText('Permisos concedidos.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Replacing a user's permissions starts from what they have: choosing the user loads the
    // normal variant's clients and centers, checking 'Variante digitalizada' the digitalized one's.
    const replace = admin.getByRole('region', { name: 'Sustituir los permisos de un usuario', exact: true });
    await pick(replace, admin, /^Usuario/, user.email);
    const chosen = () => replace.locator('.mantine-Pill-label').allInnerTexts();
    await expect.poll(chosen).toEqual([expect.stringMatching(`^${hoteles}`), centers[0]]);
    await replace.getByLabel(/Variante digitalizada/).check();
    await expect.poll(chosen).toEqual([expect.stringMatching('^Clínicas Dentales Sonrisa S.L.'), centers[1]]);

    // The permission's detail shows both variants; each access is removed from its row.
    await permissions.getByRole('textbox', { name: /Buscar/ }).fill(user.email);
    await permissions
      .getByRole('button', { name: `Ver detalle ${user.email}` })
      .first()
      .click();
    const drawer = admin.getByRole('dialog', { name: user.email });
    await drawer.getByRole('button', { name: `Quitar acceso ${centers[1]}` }).waitFor();
    // axe: the two lists with their row actions, nothing serious or critical.
    expect(await seriousViolations(admin)).toEqual([]);
    for (const [variant, center] of [
      ['Accesos a centros (normal)', centers[0]],
      ['Accesos a centros (digitalizado)', centers[1]],
    ] as const) {
      const list = drawer.getByRole('region', { name: variant });
      const remove = list.getByRole('button', { name: `Quitar acceso ${center}` });
      await confirmRowAction(admin, remove, 'Quitar acceso');
      await admin.getByText('Acceso quitado.').first().waitFor();
      await remove.waitFor({ state: 'detached' });
    }
    await drawer.getByRole('button', { name: 'Cerrar' }).click();

    // The user goes too, from its row.
    await users.getByRole('textbox', { name: /Buscar/ }).fill(user.email);
    await users.getByRole('button', { name: `Acciones ${user.email}` }).click();
    await confirmRowAction(admin, admin.getByRole('menuitem', { name: 'Eliminar' }), 'Eliminar');
    await admin.getByText('Usuario eliminado.').first().waitFor();

    // A client's menu: picked by name, its current entries by label, one moved up by keyboard, saved.
    await admin.getByRole('tab', { name: 'Configuración de cliente' }).click();
    const menuForm = admin.getByRole('region', { name: 'Menú superior', exact: true });
    await pick(menuForm, admin, /^Cliente/, 'Talleres Mecánicos Norte S.A.');
    const entries = menuForm.getByRole('group', { name: /^Entradas del menú/ });
    const label = (key: keyof typeof enumLabels.ClienteMenuEntrada) => enumLabels.ClienteMenuEntrada[key];
    const seededMenu = (['services', 'contacts', 'reports', 'files'] as const).map(label);
    await expect.poll(() => orderedLabels(entries)).toEqual(seededMenu);
    const save = menuForm.getByRole('button', { name: 'Guardar menú' });
    const move = async (key: 'contacts', arrow: 'ArrowUp' | 'ArrowDown', expected: string[]) => {
      await expect.poll(() => save.isEnabled()).toBe(true);
      await entries.getByRole('button', { name: `Mover ${label(key)}` }).focus();
      await admin.keyboard.press(arrow);
      await expect.poll(() => orderedLabels(entries)).toEqual(expected);
      await menuForm.getByRole('button', { name: 'Guardar menú' }).click();
      await admin
        .getByText(`Nuevo orden: ${expected.join(', ')}.`)
        .first()
        .waitFor();
    };
    const reordered = (['contacts', 'services', 'reports', 'files'] as const).map(label);
    try {
      await move('contacts', 'ArrowUp', reordered);
    } finally {
      await move('contacts', 'ArrowDown', seededMenu);
    }

    // A client's reports submenu: picking the client shows the reports it has, in its order.
    const reportsForm = admin.getByRole('region', { name: 'Informes del menú', exact: true });
    await pick(reportsForm, admin, /^Cliente/, hoteles);
    const reports = reportsForm.getByRole('group', { name: /^Informes, en el orden/ });
    const seededReports = [
      'volumeOfWaste',
      'volumeOfServicesPerMonth',
      'costOfEnvironmentalManagementPerMonth',
      'costOfEnvironmentalManagementPerCenter',
    ] as const;
    await expect
      .poll(() => orderedLabels(reports))
      .toEqual(seededReports.map((key) => enumLabels.ClienteMenuReportsEntrada[key]));
  });
});
