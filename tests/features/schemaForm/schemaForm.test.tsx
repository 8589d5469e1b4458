// @vitest-environment jsdom
/**
 * The generated admin form against the real reference API: what is typed becomes the request body
 * of the generated fetcher; a validation error (Spanish, from ajv) sends nothing and keeps the
 * input; a server error shows the server's Spanish message on the form and keeps the input too.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminCreateClient } from '../../../src/api/generated/admin/admin';
import { clienteMenu } from '../../../src/api/generated/notifications/notifications';
import { replacePermissionsForm } from '../../../src/config/adminParts';
import { SchemaForm } from '../../../src/features/schemaForm/SchemaForm';
import { defineForm } from '../../../src/language';
import {
  claimsOf,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../../support/apiHarness';

const api = testApiPerFile();

const createClient = defineForm({
  submit: adminCreateClient,
  schema: 'ClienteInput',
  fields: { cif: { label: 'CIF' } },
  submitLabel: 'Crear cliente',
  done: 'Cliente creado.',
});

// As the administration's 'Menús' tab declares it.
const clientMenu = defineForm({
  submit: clienteMenu,
  schema: 'ClienteMenuInput',
  fields: {
    id: { widget: 'hidden' },
    cliente: { label: 'Cliente' },
    menuEntries: { label: 'Entradas del menú' },
  },
  submitLabel: 'Guardar menú',
  done: 'Menú del cliente guardado.',
});

const creates = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/admin/createclient');

describe('SchemaForm', { timeout: 60_000 }, () => {
  // Mantine's notifications live in one store for the whole file: a test's 'Cliente creado.' must
  // not be the next test's alert.
  afterEach(() => notifications.clean());

  it('submits what was typed as the body; a Spanish validation error sends nothing and keeps the input', async () => {
    const calls = routeToTestApi(api, 'admin@demo.es');
    renderInShell(
      <>
        <Notifications />
        <SchemaForm spec={createClient} />
      </>,
      sessionFor(claimsOf('admin@demo.es')),
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Nombre del cliente/, {}, { timeout: 10_000 });
    await user.type(name, 'Reciclados Prueba S.L.');
    await user.click(screen.getByLabelText(/Cliente Regenera/));
    const cif = screen.getByLabelText(/^CIF/);
    await user.type(cif, 'B1234');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));

    // Written for people: what to type and an example, never the contract's pattern.
    expect(
      (await screen.findAllByText(/CIF.* no válido: 9 caracteres, p\. ej\. B12345674/)).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/patr[oó]n|\^\(/)).toBeNull();
    expect(creates(calls)).toEqual([]);
    expect(name).toHaveValue('Reciclados Prueba S.L.');
    expect(cif).toHaveValue('B1234');

    await user.clear(cif);
    await user.type(cif, 'B12345674');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1), { timeout: 10_000 });
    expect(creates(calls)[0]?.body).toEqual({
      client: 'Reciclados Prueba S.L.',
      regenera: true,
      digitalized: false,
      cif: 'B12345674',
      // Not typed: the schema's default.
      razonSocial: null,
    });
    expect(await screen.findByText('Cliente creado.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows the server's Spanish error on the form and keeps the input", async () => {
    const calls = routeToTestApi(api, 'admin@demo.es');
    renderInShell(
      <>
        <Notifications />
        <SchemaForm spec={createClient} />
      </>,
      sessionFor(claimsOf('admin@demo.es')),
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Nombre del cliente/, {}, { timeout: 10_000 });
    await user.type(name, 'Hoteles Costa Azul S.L.');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(creates(calls)[0]?.response?.status).toBe(409), { timeout: 10_000 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ya existe un cliente con el nombre "Hoteles Costa Azul S.L."');
    expect(name).toHaveValue('Hoteles Costa Azul S.L.');
  });

  it('a client menu is saved in the order its entries were picked (an ordered list)', async () => {
    const calls = routeToTestApi(api, 'admin@demo.es');
    renderInShell(
      <>
        <Notifications />
        <SchemaForm spec={clientMenu} />
      </>,
      sessionFor(claimsOf('admin@demo.es')),
    );
    const user = userEvent.setup();
    const client = await screen.findByRole('textbox', { name: /^Cliente/ }, { timeout: 10_000 });
    await user.type(client, 'Talleres');
    await user.click(
      // jsdom runs no transitions: Mantine's dropdown options count as hidden there.
      await screen.findByRole(
        'option',
        { name: /^Talleres Mecánicos Norte S\.A\./, hidden: true },
        { timeout: 10_000 },
      ),
    );
    // Each entry picked from the field's list by its name in the menu (the key where the contract
    // names none), in an order that is not the contract's.
    for (const [key, name] of [
      ['files', 'Archivos'],
      ['services', 'Servicios'],
      ['contacts', 'Contactos'],
    ]) {
      await user.click(screen.getByRole('textbox', { name: /Entradas del menú/ }));
      await user.click(
        await screen.findByRole('option', { name: new RegExp(`^(${key}|${name})$`), hidden: true }),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Guardar menú' }));
    const saves = () => calls.filter((call) => call.url.pathname === '/clientemenu');
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 10_000 });
    expect(saves()[0]?.body).toMatchObject({
      cliente: 'Talleres Mecánicos Norte S.A.',
      menuEntries: ['files', 'services', 'contacts'],
    });
  });

  it("replacing a user's permissions starts from theirs, in the variant the form is on", async () => {
    const admin = api.as('admin@demo.es');
    const users = await (
      await admin.GET('/getUsersB2C', { params: { query: { filterText: 'gestor@demo.es' } } })
    ).json();
    const oid = users.items.find((u: { email: string }) => u.email === 'gestor@demo.es')?.oid as string;
    const held = async (path: '/admin/userpermisions' | '/admin/userpermisionsdigitalized') => {
      const answer = await (await admin.GET(path, { params: { query: { userOID: oid } } })).json();
      return {
        names: answer.clientes.map((c: { client: string }) => c.client) as string[],
        body: {
          clientIds: answer.clientes.map((c: { clientId: number }) => c.clientId),
          centerIds: answer.centros.map((c: { centerId: number }) => c.centerId),
        },
      };
    };
    const normal = await held('/admin/userpermisions');
    const digitalized = await held('/admin/userpermisionsdigitalized');
    expect(normal.names.length).toBeGreaterThan(0);
    expect(digitalized.names).not.toEqual(normal.names);
    /** The clients the form holds, as their chosen pills read (name and CIF). */
    const chosen = () =>
      [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent ?? '');
    const shown = (names: string[]) =>
      waitFor(
        () => expect(chosen().map((text) => names.find((name) => text.startsWith(name)))).toEqual(names),
        { timeout: 10_000 },
      );

    const calls = routeToTestApi(api, 'admin@demo.es');
    renderInShell(
      <>
        <Notifications />
        <SchemaForm spec={replacePermissionsForm} />
      </>,
      sessionFor(claimsOf('admin@demo.es')),
    );
    const user = userEvent.setup();
    const who = await screen.findByRole('textbox', { name: /^Usuario/ }, { timeout: 10_000 });
    await user.type(who, 'gestor@');
    await user.click(
      await screen.findByRole('option', { name: /^gestor@demo\.es/, hidden: true }, { timeout: 10_000 }),
    );
    const saves = () => calls.filter((call) => call.url.pathname === '/admin/updatepermisions');
    const saveAsIs = async (count: number) => {
      await user.click(screen.getByRole('button', { name: 'Sustituir permisos' }));
      await waitFor(() => expect(saves()).toHaveLength(count), { timeout: 10_000 });
      return saves()[count - 1]?.body;
    };
    // What the form holds once loaded is what the user has: saved as it is, nothing changes.
    await shown(normal.names);
    expect(await saveAsIs(1)).toEqual({ oid, digitalized: false, ...normal.body });
    // The digitalized variant's, once its box is checked (the form is usable again after the save).
    await screen.findByText('Permisos sustituidos.', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByLabelText(/Variante digitalizada/)).toBeEnabled());
    await user.click(screen.getByLabelText(/Variante digitalizada/));
    await shown(digitalized.names);
    expect(await saveAsIs(2)).toEqual({ oid, digitalized: true, ...digitalized.body });
  });

  it('keeps two forms on one page apart: each label names its own input', async () => {
    routeToTestApi(api, 'admin@demo.es');
    renderInShell(
      <>
        <SchemaForm spec={createClient} />
        <SchemaForm spec={createClient} />
      </>,
      sessionFor(claimsOf('admin@demo.es')),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Crear cliente' })).toHaveLength(2), {
      timeout: 10_000,
    });
    const [first, second] = screen.getAllByLabelText(/Nombre del cliente/);
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
    expect(document.querySelectorAll('#root')).toHaveLength(0);
  });
});
