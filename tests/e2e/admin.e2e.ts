/**
 * Administration through generated forms, in Chromium against the whole
 * stack: as admin@demo.es, create a client with a NIF, a center under it and a user with permission
 * on that center, then sign in as that user and see only that client; change a client's services
 * columns and home KPIs and see that client's user's /services grid and home follow (each restored
 * afterwards: the other files share the stack); the usage statistics charts drawn with data. As
 * cliente@demo.es, no Administración link, the route refused and the admin API answering 403.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import type { JsonBody } from '../../server/testing/typedClient';
import { enumLabels } from '../../src/api/generated/json-schemas/enumLabels';
import { chromiumPerFile, jwtPayload, portalUrl, readAccessToken, signIn } from './browser';
import { withPortalApi } from './portalApi';

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

const signInDemo = (email: DemoEmail) => {
  const account = demoAccount(email);
  return signInAs(account.email, account.password, `${account.givenName} ${account.familyName}`);
};

/** cliente@demo.es's selected client on sign-in (its first), whose configuration the tests change. */
const hoteles = 'Hoteles Costa Azul S.L.';

/**
 * A token of the signed-in page valid for a while yet: access tokens live 20 s in the stack under
 * test, and the page renews them as it calls the API (the reload makes it call).
 */
async function freshToken(page: Page): Promise<string> {
  await page.reload();
  await expect
    .poll(async () => Number(jwtPayload(await readAccessToken(page)).exp) * 1000 - Date.now())
    .toBeGreaterThan(5_000);
  return readAccessToken(page);
}

type ConfigKind = 'ServicesColumns' | 'HomeKPIs';

/**
 * Runs `change` on the admin page and then puts back the client's configuration of that kind as it
 * was (none saved counts as an empty one: the defaults), whether `change` passed or not.
 */
async function changingConfig(admin: Page, kind: ConfigKind, client: string, change: () => Promise<void>) {
  const { clientId, original } = await withPortalApi(await freshToken(admin), async (api) => {
    const clients = (await (await api.GET('/admin/clientslist')).json()) as {
      items: { clientId: number; client: string }[];
    };
    const clientId = clients.items.find((c) => c.client === client)?.clientId;
    if (clientId === undefined) throw new Error(`No client named ${client}`);
    const saved = await api.GET(`/getConfigClients${kind}`, { params: { query: { clientId } } });
    // What the API answered for this kind is a configuration of this kind's keys.
    type Config = JsonBody<'post', `/configClients${ConfigKind}`>['config'];
    const original: Config = saved.status === 200 ? ((await saved.json()) as { config: Config }).config : [];
    return { clientId, original };
  });
  try {
    await change();
  } finally {
    await withPortalApi(await freshToken(admin), async (api) => {
      // The body of this kind's operation (a table over two operations cannot say which).
      const body = { cliente: client, config: original } as JsonBody<'post', `/configClients${ConfigKind}`>;
      const restored = await api.POST(`/configClients${kind}`, { body });
      expect(restored.status).toBe(200);
      const now = await api.GET(`/getConfigClients${kind}`, { params: { query: { clientId } } });
      expect(((await now.json()) as { config: string[] }).config).toEqual(original);
    });
  }
}

/**
 * On the 'Configuración de cliente' tab: saves `labels`, in order, as a client's configuration:
 * the client's current keys are removed, then each is added by its Spanish label.
 */
async function saveConfig(page: Page, section: string, client: string, labels: readonly string[]) {
  await openTab(page, 'Configuración de cliente');
  const form = page.getByRole('region', { name: section, exact: true });
  await choose(form, page, /^Cliente/, client);
  const chosen = form.getByRole('group', { name: /en el orden en que se muestran/ });
  // The current configuration loads into the form; nothing left once each is removed.
  await form.getByText(/Se muestran los valores actuales|Aún no tiene valores guardados/).waitFor();
  while ((await chosen.getByRole('button', { name: /^Quitar / }).count()) > 0)
    await chosen
      .getByRole('button', { name: /^Quitar / })
      .first()
      .click();
  const add = form.getByRole('textbox', { name: /^Añadir/ });
  for (const label of labels) {
    await add.click();
    await page.getByRole('option', { name: label, exact: true }).click();
  }
  await form.getByRole('button', { name: 'Guardar configuración' }).click();
  await page.getByText('Configuración guardada.').first().waitFor();
}

/** The /services grid's column headers, without the selection and actions columns. */
async function servicesHeaders(page: Page): Promise<string[]> {
  const texts = await page.getByRole('table').first().getByRole('columnheader').allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text !== '' && text !== 'Acciones');
}

/** The home's KPI cards, by key, in their order. */
const homeKpis = (page: Page) =>
  page.locator('[data-kpi]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kpi')));

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
    const clients = await withPortalApi(
      await readAccessToken(userPage),
      async (api) => (await (await api.GET('/getClients')).json()) as { items: { client: string }[] },
    );
    expect(clients.items.map((c) => c.client)).toEqual([clientName]);
    // The portal shows that client as the selected one and offers no other.
    await userPage.getByRole('main').getByText(clientName).first().waitFor();
    expect(await userPage.getByRole('button', { name: 'Cambiar de cliente' }).count()).toBe(0);
    expect(await userPage.getByRole('link', { name: 'Administración' }).count()).toBe(0);
  });

  test("admin@demo.es changes a client's services columns; that client's user sees them on /services", async () => {
    const admin = await signInDemo('admin@demo.es');
    await admin.getByRole('link', { name: 'Administración' }).click();
    // Columns of Ticket by their labels, in a new order, some left out.
    await changingConfig(admin, 'ServicesColumns', hoteles, async () => {
      await saveConfig(admin, 'Columnas de servicios', hoteles, [
        'Matrícula',
        'Referencia',
        'Importe',
        'Estado',
      ]);

      const cliente = await signInDemo('cliente@demo.es');
      await cliente.getByRole('main').getByText(hoteles).first().waitFor();
      await cliente.goto(portalUrl('/services'));
      await cliente.getByRole('table').waitFor();
      await expect
        .poll(() => servicesHeaders(cliente))
        .toEqual(['Matrícula', 'Referencia', 'Importe', 'Estado']);
    });
  });

  test("admin@demo.es changes a client's home KPIs; that client's user sees them on the home", async () => {
    const admin = await signInDemo('admin@demo.es');
    await admin.getByRole('link', { name: 'Administración' }).click();
    const keys = ['co2Evitado', 'serviciosPendientes', 'kilosAnio'] as const;
    await changingConfig(admin, 'HomeKPIs', hoteles, async () => {
      await saveConfig(
        admin,
        'KPI de inicio',
        hoteles,
        keys.map((key) => enumLabels.HomeKpiClave[key]),
      );

      const cliente = await signInDemo('cliente@demo.es');
      await cliente.getByRole('main').getByText(hoteles).first().waitFor();
      await expect.poll(() => homeKpis(cliente)).toEqual(keys);
    });
  });

  test("admin@demo.es: the 'Estadísticas de uso' tab draws its charts with data", async () => {
    const admin = await signInDemo('admin@demo.es');
    await admin.getByRole('link', { name: 'Administración' }).click();
    await openTab(admin, 'Estadísticas de uso');
    for (const title of ['Accesos al portal por mes', 'Interacciones por mes', 'Interacciones por página']) {
      const chart = admin.getByRole('region', { name: title, exact: true });
      await expect.poll(() => chart.getAttribute('data-state')).toBe('ready');
      expect(await chart.locator('svg.recharts-surface').count()).toBeGreaterThan(0);
      // Its data table (the one screen readers get) holds some figure other than zero.
      expect(await chart.locator('table').innerText()).toMatch(/[1-9]/);
    }
    const totals = admin.getByRole('region', { name: 'Totales por cliente', exact: true });
    await expect.poll(() => totals.getByRole('row').count()).toBeGreaterThan(1);
    expect(await totals.getByRole('table').innerText()).toContain(hoteles);
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
    expect(await withPortalApi(token, async (api) => (await api.GET('/admin/clients')).status)).toBe(403);
  });
});
