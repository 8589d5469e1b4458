// @vitest-environment jsdom
/**
 * Typed forms against the real reference API: what the user types plus the selected client's
 * context becomes the request body the contract expects (blanks left out, the schema's default
 * kept), Spanish validation stops a bad submit before any call, the server's refusal is shown with
 * the input kept, and the public form works with no session and no selected client.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComercialProposalsExternalResponse } from '../../server/generated/requests/requests.zod';
import { setAccessToken } from '../../src/api/http';
import { createQueryClient } from '../../src/app/queryClient';
import { theme } from '../../src/app/theme';
import { externalProposalForm, incidenceForm } from '../../src/config/clientForms';
import { TypedForm } from '../../src/features/typedForm/TypedForm';
import {
  claimsOf,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

const api = testApiPerFile();

const callsTo = (calls: readonly RecordedCall[], path: string) =>
  calls.filter((c) => c.url.pathname === path);

async function renderIncidenceForm(email: 'cliente@demo.es' | 'regenera@demo.es') {
  const calls = routeToTestApi(api, email);
  const onDone = vi.fn();
  renderInShell(<TypedForm spec={incidenceForm} onDone={onDone} />, sessionFor(claimsOf(email)));
  // The context (the selected client's name) is there once the client is selected.
  await waitFor(() => expect(callsTo(calls, '/getServiceDirections')).not.toHaveLength(0));
  return { calls, onDone, user: userEvent.setup() };
}

describe('typed form in the shell', { timeout: 30_000 }, () => {
  it('submits the typed fields, the default and the selected client as the body', async () => {
    const { calls, onDone, user } = await renderIncidenceForm('cliente@demo.es');
    await user.type(screen.getByRole('textbox', { name: /Asunto/ }), '  Contenedor no recogido ');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'El martes no pasó el camión.');
    await user.click(screen.getByRole('button', { name: 'Enviar incidencia' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [post] = callsTo(calls, '/incidencerequest');
    const clientName = callsTo(calls, '/getServiceDirections')[0]?.url.searchParams.get('client');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({
      asunto: 'Contenedor no recogido',
      descripcion: 'El martes no pasó el camión.',
      prioridad: 'media',
      clientName,
    });
    expect(post?.response?.status).toBe(200);
    const created = (await post?.response?.json()) as { id: number; estado: string; solicitante: string };
    expect(created).toMatchObject({ estado: 'opened', solicitante: 'cliente@demo.es' });
  });

  it('shows Spanish messages and calls nothing while required fields are empty', async () => {
    const { calls, onDone, user } = await renderIncidenceForm('cliente@demo.es');
    await user.click(screen.getByRole('button', { name: 'Enviar incidencia' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(callsTo(calls, '/incidencerequest')).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the input (a user off the permission list)", async () => {
    const { calls, onDone, user } = await renderIncidenceForm('regenera@demo.es');
    await user.type(screen.getByRole('textbox', { name: /Asunto/ }), 'Retraso');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'No han venido.');
    await user.click(screen.getByRole('button', { name: 'Enviar incidencia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tiene permiso para solicitar incidencias.',
    );
    expect(callsTo(calls, '/incidencerequest')[0]?.response?.status).toBe(403);
    expect(screen.getByRole('textbox', { name: /Asunto/ })).toHaveValue('Retraso');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('an incidence about a service', { timeout: 30_000 }, () => {
  async function renderWith(props: { initial?: Record<string, unknown>; onCancel?: () => void }) {
    const calls = routeToTestApi(api, 'cliente@demo.es');
    const onDone = vi.fn();
    renderInShell(
      <TypedForm spec={incidenceForm} onDone={onDone} {...props} />,
      sessionFor(claimsOf('cliente@demo.es')),
    );
    await waitFor(() => expect(callsTo(calls, '/getServiceDirections')).not.toHaveLength(0));
    return { calls, onDone, user: userEvent.setup() };
  }

  it('finds the service by what one types (searchServices) and sends its reference', async () => {
    const { calls, onDone, user } = await renderWith({});
    await user.type(screen.getByRole('textbox', { name: /^Servicio/ }), 'SRV');
    // Mantine's dropdown transition keeps it display:none in jsdom: the options are found hidden.
    const option = (await screen.findAllByRole('option', { hidden: true, name: /^SRV-/ }))[0] as HTMLElement;
    const referencia = option.getAttribute('value') ?? '';
    expect(referencia).toMatch(/^SRV-\d{4}-\d{6}$/);
    // Only the selected client's services (the one the incidence is raised for).
    const search = callsTo(calls, '/search/services').at(-1);
    expect(search?.url.searchParams.get('text')).toBe('SRV');
    const selected = callsTo(calls, '/getServiceDirections')[0]?.url.searchParams.get('client');
    const clients = (await (await api.as('cliente@demo.es').GET('/getClients')).json()) as {
      items: { clientId: number; client: string }[];
    };
    const clientId = clients.items.find((c) => c.client === selected)?.clientId;
    expect(search?.url.searchParams.get('clientId')).toBe(String(clientId));
    await user.click(option);
    await user.type(screen.getByRole('textbox', { name: /Asunto/ }), 'Falta el albarán');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'No llegó.');
    await user.click(screen.getByRole('button', { name: 'Enviar incidencia' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(calls, '/incidencerequest')[0]?.body).toMatchObject({ referencia });
  });

  it('starts with a given reference and shows the server’s refusal of it on that field', async () => {
    const { calls, onDone, user } = await renderWith({ initial: { referencia: 'SRV-0000-000000' } });
    const service = screen.getByRole('textbox', { name: /^Servicio/ });
    expect(service).toHaveValue('SRV-0000-000000');
    await user.type(screen.getByRole('textbox', { name: /Asunto/ }), 'Retraso');
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'No han venido.');
    await user.click(screen.getByRole('button', { name: 'Enviar incidencia' }));

    await screen.findByText('"SRV-0000-000000" no es un servicio del cliente.');
    expect(callsTo(calls, '/incidencerequest')[0]?.response?.status).toBe(400);
    expect(service).toHaveAttribute('aria-invalid', 'true');
    expect(service).toHaveAccessibleDescription(/no es un servicio del cliente/);
    // On the field, not in a banner above the buttons.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers Cancelar when the form can be left', async () => {
    const onCancel = vi.fn();
    const { calls, user } = await renderWith({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(callsTo(calls, '/incidencerequest')).toEqual([]);
  });
});

describe('the public proposal form, outside the shell', { timeout: 30_000 }, () => {
  function renderPublic() {
    const calls = routeToTestApi(api, 'cliente@demo.es');
    setAccessToken(null);
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <TypedForm spec={externalProposalForm} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    return { calls, user: userEvent.setup() };
  }

  it('asks for the privacy consent, then sends without a token and confirms in Spanish', async () => {
    const { calls, user } = renderPublic();
    // The form shows once its schema has loaded (it loads with the form, not with the home).
    await user.type(
      await screen.findByRole('textbox', { name: /Empresa/ }, { timeout: 10_000 }),
      'Talleres Guadalquivir S.A.',
    );
    await user.type(screen.getByRole('textbox', { name: /Persona de contacto/ }), 'Juan Pérez Ruiz');
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'juan.perez@talleres.es');
    await user.type(
      screen.getByRole('textbox', { name: /Qué necesita/ }),
      'Retirada de aceite mineral usado.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Marque esta casilla para continuar.')).toBeInTheDocument();
    expect(callsTo(calls, '/external/comercialproposal')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hemos recibido su solicitud.');
    const [post] = callsTo(calls, '/external/comercialproposal');
    expect(post?.body).toEqual({
      empresa: 'Talleres Guadalquivir S.A.',
      contacto: 'Juan Pérez Ruiz',
      email: 'juan.perez@talleres.es',
      descripcion: 'Retirada de aceite mineral usado.',
      aceptaPrivacidad: true,
    });
    expect(post?.response?.status).toBe(200);
  });

  it('hides its spam trap from people; filled by a program, it is answered alike and nothing is stored', async () => {
    const { calls, user } = renderPublic();
    const empresa = await screen.findByRole('textbox', { name: /Empresa/ }, { timeout: 60_000 });
    // No person meets it: not in the accessibility tree, not in the tab order, never autofilled.
    expect(screen.queryByRole('textbox', { name: 'Sitio web' })).toBeNull();
    const trap = screen.getByLabelText('Sitio web');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    await user.click(empresa);
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(document.activeElement).not.toBe(trap);
    }

    // A program fills every input it finds.
    await user.type(empresa, 'Spam Industrial S.L.');
    await user.type(screen.getByRole('textbox', { name: /Persona de contacto/ }), 'Robot');
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'robot@spam.example');
    await user.type(screen.getByRole('textbox', { name: /Qué necesita/ }), 'Compre ya.');
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    fireEvent.input(trap, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hemos recibido su solicitud.');
    const [post] = callsTo(calls, '/external/comercialproposal');
    expect(post?.body).toMatchObject({ empresa: 'Spam Industrial S.L.', web: 'https://spam.example' });
    expect(post?.response?.status).toBe(200);

    const stored = await api
      .as('admin@demo.es')
      .GET('/comercialproposalsexternal', { params: { query: { take: 1000 } } });
    const page = ComercialProposalsExternalResponse.parse(await stored.json());
    expect(page.items.map((proposal) => proposal.empresa)).not.toContain('Spam Industrial S.L.');
  });
});
