/**
 * Forms: create a contact and delete it with its confirmation, and create an incidence request;
 * each checked against the API as well as on screen. A user the service-request list leaves out is
 * neither invited to request a service nor left guessing why Acciones offers no button. Chromium against the whole stack. The public
 * commercial-proposal form: publicPages.e2e.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type DemoEmail, demoAccount } from '../../server/seed/demoAccounts';
import type { TypedApi } from '../../server/testing/typedClient';
import { expectAccessible } from './accessibility';
import { chromiumPerFile, portalUrl, readAccessToken, signIn } from './browser';
import { withPortalApi } from './portalApi';

const browser = chromiumPerFile();

async function signInAs(email: DemoEmail): Promise<Page> {
  const account = demoAccount(email);
  const page = await browser.newPage();
  await signIn(page, account.email, account.password, `${account.givenName} ${account.familyName}`);
  return page;
}

/** The page of rows an API call answers (a 200), called as the page's signed-in user. */
async function listed(page: Page, call: (api: TypedApi) => Promise<Response>) {
  return withPortalApi(await readAccessToken(page), async (api) => {
    const response = await call(api);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { items: Record<string, unknown>[]; total: number };
  });
}

/** A unique text per run, so a rerun against the same stack finds only its own rows. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

describe('contacts', () => {
  test('cliente@ creates a contact through the form and deletes it after confirming', async () => {
    const page = await signInAs('cliente@demo.es');
    await page.goto(portalUrl('/contacts'));
    await page.getByRole('heading', { level: 1, name: 'Contactos' }).waitFor();
    // Whom to call: the account managers' panel above the grid.
    await page.getByRole('heading', { name: 'Sus gestores' }).waitFor();

    const name = unique('Contacto E2E');
    await page.getByRole('button', { name: 'Nuevo contacto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Correo electrónico/ }).fill('no-es-un-correo');
    await dialog.getByRole('button', { name: 'Crear contacto' }).click();
    await dialog.getByText('Escriba una dirección de correo válida.').waitFor();
    await dialog
      .getByRole('textbox', { name: /^Correo electrónico/ })
      .fill('contacto.e2e@hotelescostaazul.es');
    await dialog.getByRole('textbox', { name: /^Teléfono/ }).fill('+34 952 000 111');
    await dialog.getByRole('button', { name: 'Crear contacto' }).click();
    await page.getByText('Contacto creado.').waitFor();

    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    const clients = await listed(page, (api) => api.GET('/getClients'));
    const clientIds = clients.items.map((c) => c.clientId as number);
    const byName = (api: TypedApi) => api.POST('/contacts', { params: { query: { name } }, body: clientIds });
    const created = await listed(page, byName);
    expect(created.items).toEqual([
      expect.objectContaining({ name, email: 'contacto.e2e@hotelescostaazul.es', phone: '+34 952 000 111' }),
    ]);

    await row.getByRole('button', { name: /^Acciones/ }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('¿Eliminar el contacto? Esta acción no se puede deshacer.').waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Contacto eliminado').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await listed(page, byName)).total).toBe(0);
  });
});

describe('actions', () => {
  test('cliente@ (on the incidence list) raises an incidence request', async () => {
    const page = await signInAs('cliente@demo.es');
    await page.goto(portalUrl('/actions?tab=incidencias'));
    await page.getByRole('tab', { name: 'Solicitudes de incidencia', selected: true }).waitFor();

    const asunto = unique('Incidencia E2E');
    await page.getByRole('button', { name: 'Nueva incidencia' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Asunto/ }).fill(asunto);
    await dialog
      .getByRole('textbox', { name: /^Descripción/ })
      .fill('El contenedor de vidrio no se vació el lunes.');
    await dialog.getByRole('button', { name: 'Enviar incidencia' }).click();
    await page.getByText('Incidencia registrada.').waitFor();
    await page.getByRole('row').filter({ hasText: asunto }).waitFor();

    const incidences = await listed(page, (api) => api.GET('/incidencerequests'));
    expect(incidences.items.filter((i) => i.asunto === asunto)).toEqual([
      expect.objectContaining({ estado: 'opened', prioridad: 'media', solicitante: 'cliente@demo.es' }),
    ]);
  });

  test('regenera@ (off the incidence list) is not offered the incidence form', async () => {
    const page = await signInAs('regenera@demo.es');
    // regenera@ is on the service-request list: once its button shows, the permissions are loaded.
    await page.goto(portalUrl('/actions?tab=servicios'));
    await page.getByRole('button', { name: 'Nueva solicitud de servicio' }).waitFor();
    await page.getByRole('tab', { name: 'Solicitudes de incidencia' }).click();
    await page.getByRole('tab', { name: 'Solicitudes de incidencia', selected: true }).waitFor();
    await page.getByRole('textbox', { name: 'Buscar en la tabla' }).waitFor();
    expect(await page.getByRole('button', { name: 'Nueva incidencia' }).count()).toBe(0);
  });
});

describe('service requests: only who may raise one is told to', () => {
  const invitation = /Solicítelo desde Acciones/;
  const refusal =
    'Su usuario no está autorizado a solicitar servicios. Si lo necesita, pida la autorización a su gestor o al administrador del portal.';

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`cliente@ (incidences only) at ${viewport.width} px: no invitation on the home; Acciones says why there is no button and whom to ask`, async () => {
      const page = await signInAs('cliente@demo.es');
      await page.setViewportSize(viewport);
      await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
      // The home's other notices are there: the invitation alone is left out.
      await page.getByText(/Ley 7\/2022 de residuos/).waitFor();
      expect(await page.getByText(invitation).count()).toBe(0);

      if (viewport.width < 800) {
        await page.getByRole('button', { name: 'Abrir la navegación' }).click();
        await page
          .getByRole('dialog', { name: 'Portal Clientes' })
          .getByRole('link', { name: 'Acciones' })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Navegación principal' })
          .getByRole('link', { name: 'Acciones' })
          .click();
      }
      await page.getByRole('tab', { name: 'Solicitudes de servicio' }).click();
      const note = page.getByRole('note').filter({ hasText: refusal });
      await note.waitFor();
      const box = await note.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(await page.getByRole('button', { name: 'Nueva solicitud de servicio' }).count()).toBe(0);
      await expectAccessible(page);
      // Where cliente@ may raise one, the button, and no note.
      await page.getByRole('tab', { name: 'Solicitudes de incidencia' }).click();
      await page.getByRole('button', { name: 'Nueva incidencia' }).waitFor();
      expect(await page.getByRole('note').count()).toBe(0);
      await page.close();
    });
  }

  test('gestor@ (on the service-request list): the home invites, Acciones offers the button', async () => {
    const page = await signInAs('gestor@demo.es');
    await page.getByText(invitation).waitFor();
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Acciones' })
      .click();
    await page.getByRole('tab', { name: 'Solicitudes de servicio' }).click();
    await page.getByRole('button', { name: 'Nueva solicitud de servicio' }).waitFor();
    expect(await page.getByRole('note').count()).toBe(0);
    await page.close();
  });
});
