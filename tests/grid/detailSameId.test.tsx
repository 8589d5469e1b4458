// @vitest-environment jsdom
/**
 * /actions (screens.config.ts as declared) against the real reference API, as cliente@demo.es:
 * a commercial proposal and an incidence request with the same id are two different records, so
 * opening the incidence's detail after the proposal's shows the incidence at once, never the
 * proposal's fields first (the detail query is keyed by its operation, src/api/queryPolicy.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import type { PropuestaComercial, SolicitudIncidencia } from '../../src/api/generated/model';
import type { TabsSpec } from '../../src/language';
import { ScreenBody } from '../../src/screens/ScreenBody';
import { claimsOf, renderInShell, routeToTestApi, sessionFor, testApiPerFile } from '../support/apiHarness';

const api = testApiPerFile();
const email = 'cliente@demo.es';
const proposalText = 'Recogida de palés de madera, mismo número que la incidencia.';
const incidenceText = 'El contenedor no se vació, mismo número que la propuesta.';

/**
 * A proposal and an incidence of `clientName` sharing one id. Ids are each table's own sequence,
 * so the table that is behind gets filler records until its next id is the other's.
 */
async function twinRequests(clientName: string): Promise<number> {
  const as = api.as(email);
  const proposal = async (descripcion: string) => {
    const body = {
      clientName,
      empresa: 'Propuesta gemela S.L.',
      contacto: 'Ana Ruiz',
      email: 'ana@gemela.es',
      descripcion,
    };
    const answer = await as.POST('/comercialproposal', { body });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as PropuestaComercial).id;
  };
  const incidence = async (descripcion: string) => {
    const answer = await as.POST('/incidencerequest', {
      body: { clientName, asunto: 'Incidencia gemela', descripcion },
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as SolicitudIncidencia).id;
  };
  let lastProposal = await proposal('Relleno');
  let lastIncidence = await incidence('Relleno');
  const twin = Math.max(lastProposal, lastIncidence) + 1;
  while (lastProposal < twin - 1) lastProposal = await proposal('Relleno');
  while (lastIncidence < twin - 1) lastIncidence = await incidence('Relleno');
  expect(await proposal(proposalText)).toBe(twin);
  expect(await incidence(incidenceText)).toBe(twin);
  return twin;
}

describe('a detail opened after another operation’s with the same id', { timeout: 60_000 }, () => {
  it('shows the incidence at once, not the proposal #n cached before it', async () => {
    const clients = (await (await api.as(email).GET('/getClients')).json()) as {
      items: { client: string }[];
    };
    const client = clients.items[0]?.client as string;
    await twinRequests(client);
    const calls = routeToTestApi(api, email);
    const actions = screens.actions.body as TabsSpec;
    renderInShell(<ScreenBody title="Acciones" body={actions} />, sessionFor(claimsOf(email)), '/actions');
    const user = userEvent.setup();
    // The client's configuration orders the tabs (proposals are not first once it came): once it
    // is in, go to the proposals by name.
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === '/getConfigClientsActions' && call.response)).toBe(
        true,
      ),
    );
    await user.click(await screen.findByRole('tab', { name: 'Propuestas comerciales' }));

    const proposalButtons = await screen.findAllByRole('button', {
      name: 'Ver detalle Propuesta gemela S.L.',
    });
    // The fillers share the twins' labels; the lists are newest first, so the first one is the twin.
    await user.click(proposalButtons[0] as HTMLElement);
    const proposalDrawer = await screen.findByRole('dialog');
    await within(proposalDrawer).findByText(proposalText);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'Solicitudes de incidencia' }));
    const incidenceButtons = await screen.findAllByRole('button', { name: 'Ver detalle Incidencia gemela' });
    await user.click(incidenceButtons[0] as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Incidencia gemela' });
    // At once: whatever the drawer shows before the answer is not the proposal.
    expect(within(drawer).queryByText(proposalText)).toBeNull();
    expect(within(drawer).queryByText('Propuesta gemela S.L.')).toBeNull();
    await within(drawer).findByText(incidenceText);
    expect(within(drawer).queryByText(proposalText)).toBeNull();
  });
});
