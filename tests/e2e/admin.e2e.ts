/**
 * Administration through generated forms, in Chromium against the whole stack: as admin@demo.es,
 * with mouse and keyboard, onboard a client in the guided flow (its CIF, a center, a user invited
 * with access to that center, its home KPIs, services columns and menu, a home banner for it only;
 * axe at 1440 and 390 px on every step); the user sets a password from the mailed link, signs in
 * and sees only that client, exactly as configured, while another client's user does not see the
 * banner (all of it under unique names: nothing the other files read changes). Change a client's
 * services columns and home KPIs and see that client's user's /services grid and home follow (each
 * restored afterwards: the other files share the stack); the usage statistics charts drawn with
 * data. As cliente@demo.es, no Administración link, the route refused and the admin API answering 403.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { DemoEmail } from '../../server/seed/demoAccounts';
import type { JsonBody } from '../../server/testing/typedClient';
import { enumLabels } from '../../src/api/generated/json-schemas/enumLabels';
import { violationsAtWidths } from './accessibility';
import {
  acceptInvitation,
  chromiumPerFile,
  escapeRegExp,
  jwtPayload,
  portalUrl,
  readAccessToken,
  signIn,
  signInAs,
} from './browser';
import { validCif } from './fixtures';
import { withPortalApi } from './portalApi';

const browser = chromiumPerFile();
const adminPath = '/administration/admin-dashboard';

/** Picks `option` in a Mantine (multi)select by typing part of it. */
async function choose(scope: Locator, page: Page, label: RegExp, option: string) {
  const input = scope.getByLabel(label).first();
  await input.click();
  await input.fill(option.slice(0, 12));
  await page
    .getByRole('option', { name: new RegExp(escapeRegExp(option)) })
    .first()
    .click();
}

async function openTab(page: Page, label: string) {
  await page.getByRole('tab', { name: label }).click();
}

const signInDemo = (email: DemoEmail) => signInAs(browser, email);

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

/** Each configuration form's button and what it says once saved. */
const saves = {
  'Columnas de servicios': { button: 'Guardar columnas', done: 'Columnas de servicios guardadas.' },
  'KPI de inicio': { button: 'Guardar KPI de inicio', done: 'KPI de inicio guardados.' },
  'Menú superior': { button: 'Guardar menú', done: 'Menú del cliente guardado.' },
  'KPI de servicios': { button: 'Guardar KPI de servicios', done: 'KPI de servicios guardados.' },
  Acciones: { button: 'Guardar acciones', done: 'Acciones guardadas.' },
} as const;

/**
 * On the 'Configuración de cliente' tab: saves `labels`, in order, as a client's configuration:
 * the client's current keys are removed, then each is added by its Spanish label.
 */
async function saveConfig(
  page: Page,
  section: 'Columnas de servicios' | 'KPI de inicio',
  client: string,
  labels: readonly string[],
) {
  const save = saves[section];
  await openTab(page, 'Configuración de cliente');
  const form = page.getByRole('region', { name: section, exact: true });
  await choose(form, page, /^Cliente/, client);
  await chooseInOrder(page, form, labels);
  await form.getByRole('button', { name: save.button }).click();
  await page.getByText(save.done).first().waitFor();
}

/**
 * In one section of the onboarding's configuration step (the client taken from the flow): the
 * client's current keys are removed, each of `labels` is added in order, and the form saved.
 */
async function saveChoices(page: Page, section: keyof typeof saves, labels: readonly string[]) {
  const form = page.getByRole('region', { name: section, exact: true });
  await chooseInOrder(page, form, labels);
  await form.getByRole('button', { name: saves[section].button }).click();
  await page.getByText(saves[section].done).first().waitFor();
}

/** The ordered multi-choice of `form`: the keys it holds removed, then each label added in order. */
async function chooseInOrder(page: Page, form: Locator, labels: readonly string[]) {
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
}

/** The /services grid's column headers, without the selection and actions columns. */
async function servicesHeaders(page: Page): Promise<string[]> {
  const texts = await page.getByRole('table').first().getByRole('columnheader').allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text !== '' && text !== 'Acciones');
}

/** A page's KPI cards (the home's, the services list's), by key, in their order. */
const kpiCards = (page: Page | Locator) =>
  page.locator('[data-kpi]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kpi')));

describe('administration', () => {
  test('admin@demo.es onboards a client in the guided flow (CIF, center, invited user, home and services KPIs, columns, actions, menu, its own banner); that user sees exactly that, another client does not see the banner', async () => {
    const page = await signInDemo('admin@demo.es');
    const stamp = Date.now().toString().slice(-7);
    const clientName = `Reciclajes E2E ${stamp} S.L.`;
    const centerName = `Planta E2E ${stamp}`;
    const user = { email: `e2e.${stamp}@demo.es`, givenName: 'Eva', familyName: `Prueba ${stamp}` };
    const bannerText = `Recogida especial de Reciclajes E2E ${stamp} el lunes.`;
    const kpis = ['kilosAnio', 'serviciosAnio'] as const;
    const columns = ['Referencia', 'Fecha', 'Residuo', 'Cantidad'];
    const serviceKpis = ['kilosTotales', 'serviciosTotales'] as const;
    const actions = ['serviceRequest', 'incidenceRequest'] as const;
    const menu = ['informes', 'servicios', 'acciones'] as const;
    const menuLabels = {
      servicios: enumLabels.ClienteMenuEntrada.services,
      informes: enumLabels.ClienteMenuEntrada.reports,
      acciones: enumLabels.ClienteMenuEntrada.actions,
    };
    // axe at 1440 and 390 px on every step, as the admin reaches it; all listed at the end.
    let failures: Record<string, string[]> = {};
    const checkStep = async (step: string) => {
      await page.getByRole('heading', { level: 2, name: step }).waitFor();
      failures = { ...failures, ...(await violationsAtWidths(page, `alta ${step}`)) };
    };
    const next = async (step: string) => {
      await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
      // The focus follows to the step reached (on the last, the button pressed is gone).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 30_000 })
        .toBe(step);
      await checkStep(step);
    };

    await page.getByRole('link', { name: 'Administración' }).click();
    await page.getByRole('heading', { level: 1, name: 'Administración' }).waitFor();

    // The guided onboarding: first the client with its principal CIF.
    await openTab(page, 'Alta de cliente');
    await page.getByLabel(/^Nombre del cliente/).waitFor();
    failures = { ...failures, ...(await violationsAtWidths(page, 'alta Cliente y NIF')) };
    await page.getByLabel(/^Nombre del cliente/).fill(clientName);
    await page.getByLabel(/^CIF principal/).fill(validCif(stamp));
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    await page.getByText('Cliente creado.').first().waitFor();

    // Its centers: the form takes the new client and asks for no other.
    await checkStep('Centros');
    await page.getByRole('button', { name: 'Nuevo centro' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nuevo centro' });
    await dialog.getByLabel(/^Nombre del centro/).fill(centerName);
    expect(await dialog.getByRole('textbox', { name: /^Cliente/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Crear centro' }).click();
    await page.getByText('Centro creado.').first().waitFor();
    await page.getByRole('cell', { name: centerName, exact: true }).waitFor();

    // Its users: one invited by mail, with access to that center.
    await next('Usuarios y accesos');
    await page.getByRole('button', { name: 'Invitar usuario' }).click();
    dialog = page.getByRole('dialog', { name: 'Invitar usuario' });
    await dialog.getByLabel(/^Correo electrónico/).fill(user.email);
    await dialog.getByLabel(/^Nombre/).fill(user.givenName);
    await dialog.getByLabel(/^Apellidos/).fill(user.familyName);
    await choose(dialog, page, /^Centros/, centerName);
    // Tab closes the list of centers (Escape would close the dialog too).
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Invitar usuario' }).click();
    await page
      .getByText(/^Usuario invitado/)
      .first()
      .waitFor();
    await page.getByRole('cell', { name: user.email, exact: true }).waitFor();

    // What its users see: home KPIs, services columns and menu, each chosen by label in order.
    await next('Configuración y menú');
    await saveChoices(
      page,
      'KPI de inicio',
      kpis.map((key) => enumLabels.HomeKpiClave[key]),
    );
    await saveChoices(page, 'Columnas de servicios', columns);
    await saveChoices(
      page,
      'KPI de servicios',
      serviceKpis.map((key) => enumLabels.ServiceKpiClave[key]),
    );
    await saveChoices(
      page,
      'Acciones',
      actions.map((key) => enumLabels.ActionClave[key]),
    );
    await saveChoices(
      page,
      'Menú superior',
      menu.map((entry) => menuLabels[entry]),
    );

    // A home banner for this client's users only: the step's form takes the client as its audience.
    await next('Banner');
    await page.getByRole('button', { name: 'Nuevo banner de inicio' }).click();
    dialog = page.getByRole('dialog', { name: 'Nuevo banner de inicio' });
    expect(await dialog.getByRole('textbox', { name: /^Clientes/ }).count()).toBe(0);
    await dialog.getByLabel(/^Texto/).fill(bannerText);
    await dialog.getByRole('button', { name: /^(Crear|Guardar)/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: bannerText, exact: true }).waitFor();

    // The review: every step done, and the client's portal as its users will see it.
    await next('Revisión');
    await page.getByText('Todo hecho').waitFor();
    await expect.poll(() => kpiCards(page.getByRole('main'))).toEqual(kpis);
    expect(failures).toEqual({});

    // The user opens the mailed link, creates a password nobody else knows, and signs in with it.
    const userPage = await browser.newPage();
    await acceptInvitation(userPage, user.email, 'Prueba1234');
    await signIn(userPage, user.email, 'Prueba1234', `${user.givenName} ${user.familyName}`);
    await userPage.getByRole('heading', { level: 1 }).first().waitFor();
    const clients = await withPortalApi(
      await readAccessToken(userPage),
      async (api) => (await (await api.GET('/getClients')).json()) as { items: { client: string }[] },
    );
    expect(clients.items.map((c) => c.client)).toEqual([clientName]);
    // The portal shows that client as the selected one and offers no other.
    await userPage.getByRole('main').getByText(clientName).first().waitFor();
    expect(await userPage.getByRole('button', { name: 'Cambiar de cliente' }).count()).toBe(0);
    expect(await userPage.getByRole('link', { name: 'Administración' }).count()).toBe(0);
    // Exactly its configuration: the home KPIs, the banner, the menu, the services columns.
    await expect.poll(() => kpiCards(userPage)).toEqual(kpis);
    await userPage.getByRole('region', { name: 'Avisos' }).getByText(bannerText).waitFor();
    const nav = userPage.getByRole('navigation', { name: 'Navegación principal' });
    expect((await nav.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual(
      menu.map((entry) => menuLabels[entry]),
    );
    await nav.getByRole('link', { name: menuLabels.servicios }).click();
    await userPage.getByRole('table').first().waitFor();
    await expect.poll(() => servicesHeaders(userPage)).toEqual(columns);
    // The services KPIs as configured (a client without services: zeros), then its actions' tabs in order.
    await expect.poll(() => kpiCards(userPage.getByRole('main'))).toEqual(serviceKpis);
    await nav.getByRole('link', { name: menuLabels.acciones }).click();
    await userPage.getByRole('tablist').first().waitFor();
    await expect
      .poll(async () =>
        (await userPage.getByRole('tablist').first().getByRole('tab').allInnerTexts()).map((text) =>
          text.trim(),
        ),
      )
      .toEqual(actions.map((key) => enumLabels.ActionClave[key]));

    // Another client's user does not see it.
    const cliente = await signInDemo('cliente@demo.es');
    const avisos = cliente.getByRole('region', { name: 'Avisos' });
    await expect.poll(() => avisos.getByText(/Ningún banner|Más información/).count()).toBeGreaterThan(0);
    expect(await avisos.getByText(bannerText).count()).toBe(0);
  }, 180_000);

  test("admin@demo.es changes a client's services columns; that client's user sees them on /services", async () => {
    const admin = await signInDemo('admin@demo.es');
    await admin.getByRole('link', { name: 'Administración' }).click();
    // Columns of Ticket by their labels, in a new order, some left out. The reference stays first:
    // it names each row, so the grid always shows it first (src/features/grid/gridLayout.ts).
    const columns = ['Referencia', 'Estado', 'Importe', 'Matrícula'];
    await changingConfig(admin, 'ServicesColumns', hoteles, async () => {
      await saveConfig(admin, 'Columnas de servicios', hoteles, columns);

      const cliente = await signInDemo('cliente@demo.es');
      await cliente.getByRole('main').getByText(hoteles).first().waitFor();
      await cliente.goto(portalUrl('/services'));
      await cliente.getByRole('table').waitFor();
      await expect.poll(() => servicesHeaders(cliente)).toEqual(columns);
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
      await expect.poll(() => kpiCards(cliente)).toEqual(keys);
    });
  });

  test("admin@demo.es: the 'Estadísticas de uso' tab draws its charts with data", async () => {
    const admin = await signInDemo('admin@demo.es');
    await admin.getByRole('link', { name: 'Administración' }).click();
    await openTab(admin, 'Estadísticas de uso');
    for (const title of ['Accesos al portal por mes', 'Interacciones por mes', 'Interacciones por página']) {
      const chart = admin.getByRole('region', { name: title, exact: true });
      await expect.poll(() => chart.getAttribute('data-state')).toBe('ready');
      // Drawn once the card has measured its width.
      await chart.locator('svg.recharts-surface').first().waitFor();
      // Its data table (the one screen readers get) holds some figure other than zero.
      expect(await chart.locator('table').innerText()).toMatch(/[1-9]/);
    }
    const totals = admin.getByRole('region', { name: 'Totales por cliente', exact: true });
    await expect.poll(() => totals.getByRole('row').count()).toBeGreaterThan(1);
    expect(await totals.getByRole('table').innerText()).toContain(hoteles);
  });

  test('cliente@demo.es: no Administración link, the route refused, the admin API answers 403', async () => {
    const page = await signInDemo('cliente@demo.es');
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
