/**
 * Issue 8, "Done when" (administration through generated forms), in Chromium against the whole
 * stack: as admin@demo.es, create a client with a NIF, a center under it and a user with permission
 * on that center, then sign in as that user and see only that client. As cliente@demo.es, no
 * Administración link, the route refused and the admin API answering 403.
 * (The services-columns and home-KPI effects are written once the grid and home screens render.)
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAccount } from '../../server/seed/demoAccounts';
import { apiStatus, chromiumPerFile, portalUrl, readAccessToken, signIn } from './browser';

const browser = chromiumPerFile();
const adminPath = '/administration/admin-dashboard';

async function signInAs(email: string, password: string, fullName: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, email, password, fullName);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/** Picks `option` in a Mantine (multi)select by typing part of it. */
async function choose(scope: Locator, page: Page, label: RegExp, option: string) {
  const input = scope.getByLabel(label).first();
  await input.click();
  await input.fill(option.slice(0, 12));
  await page
    .getByRole('option', { name: new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
}

async function openTab(page: Page, label: string) {
  await page.getByRole('tab', { name: label }).click();
}

describe('administration', () => {
  test('admin@demo.es creates a client with a NIF, a center and a user with permission on it; that user sees only that client', async () => {
    const admin = demoAccount('admin@demo.es');
    const page = await signInAs(admin.email, admin.password, `${admin.givenName} ${admin.familyName}`);
    const stamp = Date.now().toString().slice(-7);
    const clientName = `Reciclajes E2E ${stamp} S.L.`;
    const nif = `B${stamp}0`;
    const centerName = `Planta E2E ${stamp}`;
    const user = {
      email: `e2e.${stamp}@demo.es`,
      password: 'Prueba1234',
      givenName: 'Eva',
      familyName: `Prueba ${stamp}`,
    };

    await page.getByRole('link', { name: 'Administración' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administración' }).waitFor();

    // Client with its principal NIF.
    await openTab(page, 'Clientes');
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Nombre del cliente/).fill(clientName);
    await dialog.getByLabel(/CIF principal/).fill(nif);
    await dialog.getByRole('button', { name: 'Crear cliente' }).click();
    await page.getByText('Cliente creado.').first().waitFor();

    // A center under it.
    await openTab(page, 'Centros');
    const centerForm = page.getByRole('region', { name: 'Nuevo centro' });
    await choose(centerForm, page, /^Cliente/, clientName);
    await centerForm.getByLabel(/Nombre del centro/).fill(centerName);
    await centerForm.getByRole('button', { name: 'Crear centro' }).click();
    await page.getByText('Centro creado.').first().waitFor();

    // A user with an initial password.
    await openTab(page, 'Usuarios');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Correo electrónico/).fill(user.email);
    await dialog.getByLabel(/^Nombre/).fill(user.givenName);
    await dialog.getByLabel(/Apellidos/).fill(user.familyName);
    await dialog.getByLabel(/Empresa/).fill(clientName);
    await dialog.getByLabel(/Contraseña inicial/).fill(user.password);
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await page
      .getByText(/Usuario creado/)
      .first()
      .waitFor();

    // Permission on that center.
    await openTab(page, 'Permisos');
    await page.getByRole('button', { name: 'Conceder permisos' }).first().click();
    dialog = page.getByRole('dialog');
    await choose(dialog, page, /Usuario/, user.email);
    await choose(dialog, page, /Clientes/, clientName);
    await choose(dialog, page, /Centros/, centerName);
    await dialog.getByRole('button', { name: 'Conceder permisos' }).click();
    await page.getByText('Permisos guardados.').first().waitFor();

    // The new user signs in through the identity provider and reaches that client only.
    const userPage = await signInAs(user.email, user.password, `${user.givenName} ${user.familyName}`);
    const token = await readAccessToken(userPage);
    const clients = await userPage.evaluate(
      async ([url, bearer]) =>
        (await (await fetch(url as string, { headers: { Authorization: `Bearer ${bearer}` } })).json()) as {
          items: { client: string }[];
        },
      [portalUrl('/api/getClients'), token],
    );
    expect(clients.items.map((c) => c.client)).toEqual([clientName]);
    expect(await userPage.getByRole('link', { name: 'Administración' }).count()).toBe(0);
  });

  test('cliente@demo.es: no Administración link, the route refused, the admin API answers 403', async () => {
    const cliente = demoAccount('cliente@demo.es');
    const page = await signInAs(
      cliente.email,
      cliente.password,
      `${cliente.givenName} ${cliente.familyName}`,
    );
    await page.getByRole('link', { name: 'Servicios' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Administración' }).count()).toBe(0);

    await page.goto(portalUrl(adminPath));
    await page
      .getByText('Esta página no está disponible para su usuario o para el cliente seleccionado.')
      .waitFor();
    expect(await page.getByRole('tab', { name: 'Clientes' }).count()).toBe(0);

    const token = await readAccessToken(page);
    expect(await apiStatus('/admin/clients', token)).toBe(403);
  });
});
