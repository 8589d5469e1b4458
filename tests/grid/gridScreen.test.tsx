// @vitest-environment jsdom
/**
 * The generic grid screen against the real reference API (in a child process): the services grid
 * asks for its page with the selected client's service directions, reads its state from the URL,
 * and pages on the server; a NEW grid screen declared in a test config (query, columns, export,
 * send) works with no component code; a document type without a send offers none.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTypes, screens } from '../../screens.config';
import { exportAlbaranes, getAlbaranes, sendAlbaranes } from '../../src/api/generated/documents/documents';
import type { GridRequestOutput } from '../../src/api/generated/model/gridRequest.zod';
import GridScreen from '../../src/features/grid/GridScreen';
import { defineGrid, type GridSpec, type TabsSpec } from '../../src/language';
import {
  claimsOf,
  interceptions,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

const api = testApiPerFile();

const callsTo = (calls: readonly RecordedCall[], path: string) =>
  calls.filter((c) => c.url.pathname === path);

/** `intercept` runs once the calls are routed (routing clears the interceptions a test set before). */
function renderGrid(spec: GridSpec, path = '/', intercept: () => void = () => {}) {
  const calls = routeToTestApi(api, 'cliente@demo.es');
  intercept();
  renderInShell(<GridScreen title="Rejilla" spec={spec} />, sessionFor(claimsOf('cliente@demo.es')), path);
  return calls;
}

/** /services: its first tab is the list. */
const servicesSpec = (screens.services.body as TabsSpec).tabs[0]?.body as GridSpec;

/** Sends the `count` selected rows by e-mail; the ids the send asked for, once it answered. */
async function sendSelected(calls: ReturnType<typeof renderGrid>, count: number): Promise<unknown> {
  fireEvent.click(
    await screen.findByRole('button', { name: new RegExp(`^Enviar seleccionados \\(${count}\\)`) }),
  );
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Para/), {
    target: { value: 'compras@hotelescostaazul.es' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /Enviar/ }));
  await waitFor(() => expect(callsTo(calls, '/sendTicketsByIds')[0]?.response?.status).toBe(200));
  expect(callsTo(calls, '/sendTicketsByIds')).toHaveLength(1);
  const [sent] = callsTo(calls, '/sendTicketsByIds');
  return (sent?.body as { idTickets?: unknown } | undefined)?.idTickets;
}

describe('generic grid screen', { timeout: 30_000 }, () => {
  it('asks ticketsGrid for the first page with the selected client service directions', async () => {
    const calls = renderGrid(servicesSpec);
    const table = await screen.findByRole('table');
    await within(table).findAllByText(/^SRV-\d{4}-\d{6}$/);
    const [first] = callsTo(calls, '/ticketsGrid');
    const body = first?.body as GridRequestOutput;
    expect(body.position).toBe(0);
    expect(body.take).toBe(15);
    expect(body.idDireccionesServicio?.length).toBeGreaterThan(0);
    expect(screen.getByText(/^1-15 de \d+/)).toBeInTheDocument();
  });

  it('asks its lookups (years, centres, KPIs) only once the first page has answered, so they never queue ahead of the rows', async () => {
    let release = () => {};
    const held = new Promise<undefined>((resolve) => {
      release = () => resolve(undefined);
    });
    const calls = renderGrid(servicesSpec, '/', () => interceptions.set('/ticketsGrid', () => held));
    const lookups = () =>
      calls.filter((call) => ['/getYears', '/getCentersTree', '/kpis'].includes(call.url.pathname));
    await waitFor(() => expect(callsTo(calls, '/ticketsGrid')).toHaveLength(1));
    // The column configuration shapes the table, so it may ask beside the rows; the rest waits.
    await waitFor(() => expect(callsTo(calls, '/getConfigClientsServicesColumns')).toHaveLength(1));
    expect(lookups()).toEqual([]);
    release();
    await screen.findByText(/^1-15 de \d+/);
    await waitFor(() =>
      expect(new Set(lookups().map((call) => call.url.pathname))).toEqual(
        new Set(['/getYears', '/getCentersTree', '/kpis']),
      ),
    );
  });

  it('restores its state from the URL (search text, page, sort, year)', async () => {
    const calls = renderGrid(servicesSpec, '/?queryText=aceite&page=2&sort=fecha:asc&year=2025');
    // The view a link or a reload gives: the second page of the filtered, sorted list.
    await screen.findByText(/^16-\d+ de \d+/);
    const body = callsTo(calls, '/ticketsGrid').at(-1)?.body as GridRequestOutput;
    expect(body).toMatchObject({
      position: 15,
      take: 15,
      filterText: 'aceite',
      orderBy: 'asc',
      orderByField: 'fecha',
      year: 2025,
    });
  });

  it('goes to the next page on the server', async () => {
    const calls = renderGrid(servicesSpec);
    await screen.findByText(/^1-15 de \d+/);
    fireEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    await screen.findByText(/^16-30 de \d+/);
    // Asked for by the grid, or ahead of the click (each page that lands asks for the next one);
    // the last call may already be the page after.
    const positions = callsTo(calls, '/ticketsGrid').map((call) => (call.body as GridRequestOutput).position);
    expect(positions).toContain(15);
  });

  it('renders a grid screen declared only in config: rows, export and send work with no component code', async () => {
    const deliveryNotes = defineGrid({
      query: getAlbaranes,
      rowKey: 'idAlbaran',
      request: { body: { offset: 'position', limit: 'take', serviceDirections: 'idDireccionesServicio' } },
      columns: [
        { key: 'numeroAlbaran', header: 'Albarán' },
        { key: 'cantidad', header: 'Cantidad', cell: 'quantity' },
      ],
      export: { call: exportAlbaranes, filename: 'albaranes.xlsx' },
      send: { call: sendAlbaranes },
    });
    const calls = renderGrid(deliveryNotes);
    await screen.findAllByText(/^ALB-\d{4}-\d{6}$/);
    expect(screen.getByRole('columnheader', { name: /Albarán/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(callsTo(calls, '/exportAlbaranes')).toHaveLength(1));
    const exportBody = callsTo(calls, '/exportAlbaranes')[0]?.body as Record<string, unknown>;
    expect(exportBody).not.toHaveProperty('position');
    expect(exportBody.idDireccionesServicio).toEqual(
      (callsTo(calls, '/getAlbaranes')[0]?.body as GridRequestOutput | undefined)?.idDireccionesServicio,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Enviar por correo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Para/), {
      target: { value: 'compras@hotelescostaazul.es' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Enviar/ }));
    await waitFor(() => expect(callsTo(calls, '/sendAlbaranes')).toHaveLength(1));
    expect(callsTo(calls, '/sendAlbaranes')[0]?.body).toMatchObject({ toE: ['compras@hotelescostaazul.es'] });
    await waitFor(() => expect(callsTo(calls, '/sendAlbaranes')[0]?.response?.status).toBe(200));
  });

  it('sends the selected services by the row key the contract marks (a send that names no row field)', async () => {
    const calls = renderGrid(servicesSpec);
    const table = await screen.findByRole('table');
    await within(table).findAllByText(/^SRV-\d{4}-\d{6}$/);
    const page = (await callsTo(calls, '/ticketsGrid')[0]?.response?.json()) as {
      items: { idTicket: number }[];
    };
    // The header's checkbox selects the page; the rows' follow in order.
    const [, first, second] = within(table).getAllByRole('checkbox');
    fireEvent.click(first as HTMLElement);
    fireEvent.click(second as HTMLElement);
    expect(await sendSelected(calls, 2)).toEqual(page.items.slice(0, 2).map((row) => row.idTicket));
  });

  it('drops the selection when another page shows, and sends the rows selected on that page', async () => {
    const calls = renderGrid(servicesSpec);
    const table = await screen.findByRole('table');
    await within(table).findAllByText(/^SRV-\d{4}-\d{6}$/);
    fireEvent.click(within(table).getAllByRole('checkbox')[1] as HTMLElement);
    await screen.findByRole('button', { name: /^Enviar seleccionados \(1\)/ });

    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await screen.findByText(/^16-30 de \d+/);
    // The rows are keyed by their place on the page: the same checkbox, now another row's, is clear.
    await screen.findByRole('button', { name: /^Enviar seleccionados \(0\)/ });
    const pageTwo = screen.getByRole('table');
    expect(
      within(pageTwo)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);

    const secondPage = (await callsTo(calls, '/ticketsGrid')
      .find((call) => (call.body as GridRequestOutput).position === 15)
      ?.response?.json()) as { items: { idTicket: number }[] };
    fireEvent.click(within(pageTwo).getAllByRole('checkbox')[3] as HTMLElement);
    expect(await sendSelected(calls, 1)).toEqual([secondPage.items[2]?.idTicket]);
  });

  it('offers no send for a document type without a mapped send, and so never calls one', async () => {
    // Every document type sends today: a weight tickets' grid whose send is left unmapped stands in.
    const weightTickets = { ...(documentTypes.TicketDePeso?.grid as GridSpec), send: undefined };
    const calls = renderGrid(weightTickets);
    await screen.findAllByText(/^TP-\d{4}-\d{6}$/);
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar por correo' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname.startsWith('/send'))).toEqual([]);
  });
});
