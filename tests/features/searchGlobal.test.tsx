// @vitest-environment jsdom
/**
 * The global search against the real reference API (in-process): placeholder, 500 ms debounce, no
 * query for empty text, chips and page sizes 6/15/8, sections with 'Mostrando X de Y' and 'Ver
 * más', the service link, Escape, closing, and the download overlay.
 */
import { rem } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../screens.config';
import { chipStyleOf } from '../../src/components/estadoStyles';
import { GlobalSearch } from '../../src/features/search/GlobalSearch';
import { formatNumber } from '../../src/lib/format';
import { searchTargetsFor } from '../../src/shell/searchTargets';
import {
  claimsOf,
  interceptions,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  searchCalls,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

const api = testApiPerFile();
// Where the shell leads a normal client's results (src/shell/searchTargets.ts).
const normalTargets = searchTargetsFor(screens, {
  role: 0,
  selection: { client: { regenera: false }, digitalizedState: false },
});

let calls: RecordedCall[];
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderSearch() {
  calls = routeToTestApi(api, 'cliente@demo.es');
  renderInShell(<GlobalSearch targets={normalTargets} />, sessionFor(claimsOf('cliente@demo.es')));
  const toggle = await screen.findByRole('button', { name: 'Abrir la búsqueda' });
  return toggle;
}

async function openAndType(text: string) {
  const user = userEvent.setup();
  await user.click(await renderSearch());
  const input = await screen.findByPlaceholderText('Buscar...');
  await user.type(input, text);
  await screen.findByRole('region', { name: 'Resultados de la búsqueda' });
  return { user, input };
}

const popup = () => screen.getByRole('region', { name: 'Resultados de la búsqueda' });
const section = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;
const takeOf = (call: RecordedCall) => Number(call.url.searchParams.get('take'));

describe('global search', { timeout: 40_000 }, () => {
  it("opens a box with the placeholder 'Buscar...' from the toggle, focused", async () => {
    const user = userEvent.setup();
    await user.click(await renderSearch());
    const input = await screen.findByPlaceholderText('Buscar...');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Resultados de la búsqueda' })).toBeNull();
    expect(searchCalls(calls)).toEqual([]);
  });

  it('queries 500 ms after the last keystroke, not before, and never for empty or blank text', async () => {
    const toggle = await renderSearch();
    fireEvent.click(toggle);
    // The box loads when first opened (SearchBox.tsx); the debounce is timed from the first keystroke.
    const input = await screen.findByPlaceholderText('Buscar...');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'ac' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'aceite' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(searchCalls(calls)).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    // The debounce has fired; the three requests leave once the query's own promises settle, which
    // on a loaded machine may take a few more turns of the event loop.
    await vi.waitFor(() => expect(searchCalls(calls)).toHaveLength(3), { timeout: 5000 });
    expect(searchCalls(calls).map((c) => c.url.searchParams.get('text'))).toEqual([
      'aceite',
      'aceite',
      'aceite',
    ]);

    fireEvent.change(input, { target: { value: '   ' } });
    await act(async () => vi.advanceTimersByTime(2000));
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => vi.advanceTimersByTime(2000));
    expect(searchCalls(calls)).toHaveLength(3);
    await act(async () => vi.runOnlyPendingTimers());
  });

  it('shows the popup once text is typed and closes it when the text is emptied', async () => {
    const { user, input } = await openAndType('a');
    expect(popup()).toBeInTheDocument();
    // docs/product-rules.md#global-search: 1028 px wide (narrower only on a smaller screen), at most 600 px
    // high.
    expect(popup().style.width).toBe(rem(1028));
    const scroller = popup().querySelector<HTMLElement>('[style*="max-height"]');
    expect(scroller?.style.maxHeight).toBe(rem(600));
    await user.clear(input);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Resultados de la búsqueda' })).toBeNull(),
    );
    expect(input).toBeInTheDocument();
  });

  it('opens no popup and no loaders for text of only spaces, nor after it is typed over a search', async () => {
    const user = userEvent.setup();
    await user.click(await renderSearch());
    const input = await screen.findByPlaceholderText('Buscar...');
    await user.type(input, '   ');
    // Longer than the 500 ms debounce: nothing shows up late either.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('region', { name: 'Resultados de la búsqueda' })).toBeNull();
    expect(screen.queryByText('Buscando...')).toBeNull();
    expect(searchCalls(calls)).toEqual([]);

    // A real search, then the text replaced by spaces: the popup goes instead of waiting forever.
    await user.clear(input);
    await user.type(input, 'a');
    await screen.findByRole('region', { name: 'Resultados de la búsqueda' });
    await user.clear(input);
    await user.type(input, '  ');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Resultados de la búsqueda' })).toBeNull(),
    );
    expect(screen.queryByText('Buscando...')).toBeNull();
    // Escape on blank text closes the box, as on empty text.
    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Buscar...')).toBeNull();
  });

  it("shows Contactos, Servicios and Documentación with up to 6 items each, 'Mostrando X de Y' and 'Ver más'", async () => {
    await openAndType('a');
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(3));
    expect(searchCalls(calls).map(takeOf)).toEqual([6, 6, 6]);
    // Every section asks for the selected client, and counts the server's total for it.
    const clientIds = new Set(searchCalls(calls).map((call) => call.url.searchParams.get('clientId')));
    expect(clientIds.size).toBe(1);
    const clientId = Number([...clientIds][0]);
    expect(clientId).toBeGreaterThan(0);
    for (const [title, kind, path] of [
      ['Contactos', 'contacts', '/contacts?type=Contacts&queryText=a'],
      ['Servicios', 'services', '/services?type=Services&queryText=a'],
      ['Documentación', 'files', '/files-search-results?type=Documents&queryText=a'],
    ] as const) {
      const answer = await api
        .as('cliente@demo.es')
        .POST(`/search/${kind}`, { params: { query: { text: 'a', take: 1, clientId } } });
      const { total } = (await answer.json()) as { total: number };
      expect(total, title).toBeGreaterThan(0);
      const box = section(title);
      const shown = Math.min(6, total);
      await within(box).findByText(`Mostrando ${shown} de ${formatNumber(total)}`, undefined, {
        timeout: 5000,
      });
      expect(within(box).getAllByRole('listitem')).toHaveLength(shown);
      expect(within(box).getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', path);
    }
  });

  it('with one chip shows that section only with 15 items; with several, 8 each', async () => {
    const { user } = await openAndType('a');
    await user.click(screen.getByRole('checkbox', { name: 'servicios' }));
    await within(section('Servicios')).findByText(/^Mostrando 15 de [\d.]+$/, undefined, { timeout: 5000 });
    expect(within(section('Servicios')).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.queryByRole('heading', { name: 'Contactos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Documentación' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'documentos' }));
    await within(section('Documentación')).findByText(/^Mostrando 8 de [\d.]+$/, undefined, {
      timeout: 5000,
    });
    await within(section('Servicios')).findByText(/^Mostrando 8 de [\d.]+$/);
    expect(screen.queryByRole('heading', { name: 'Contactos' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'contactos' })).not.toBeChecked();

    const takes = searchCalls(calls).map((c) => `${c.url.pathname}:${takeOf(c)}`);
    expect(takes).toContain('/search/services:15');
    expect(takes).toContain('/search/services:8');
    expect(takes).toContain('/search/files:8');
  });

  it('links a service result to /services with its referencia as queryText, and following it closes the search', async () => {
    const { user } = await openAndType('SRV-2026-000020');
    const box = section('Servicios');
    const link = await within(box).findByRole('link', { name: 'SRV-2026-000020' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/services?type=Services&queryText=SRV-2026-000020');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/services?type=Services&queryText=SRV-2026-000020',
    );
    expect(screen.queryByPlaceholderText('Buscar...')).toBeNull();
  });

  it("finds the selected client's services only, the ones its services grid lists", async () => {
    calls = routeToTestApi(api, 'gestor@demo.es');
    renderInShell(<GlobalSearch targets={normalTargets} />, sessionFor(claimsOf('gestor@demo.es')));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Abrir la búsqueda' }));
    await user.type(await screen.findByPlaceholderText('Buscar...'), 'SRV');
    await waitFor(() =>
      expect(searchCalls(calls).some((c) => c.url.pathname === '/search/services')).toBe(true),
    );
    const servicesCall = searchCalls(calls).find((c) => c.url.pathname === '/search/services');
    const clientId = Number(servicesCall?.url.searchParams.get('clientId'));
    expect(clientId).toBeGreaterThan(0);

    // gestor@ sees several clients: the same text over all of them finds more than over the selected one.
    const totalOf = async (query: { text: string; take: number; clientId?: number }) =>
      (
        (await (await api.as('gestor@demo.es').POST('/search/services', { params: { query } })).json()) as {
          total: number;
        }
      ).total;
    const selectedTotal = await totalOf({ text: 'SRV', take: 1, clientId });
    expect(await totalOf({ text: 'SRV', take: 1 })).toBeGreaterThan(selectedTotal);
    await waitFor(() =>
      expect(
        within(section('Servicios')).getByText(new RegExp(`de ${selectedTotal.toLocaleString('es-ES')}$`)),
      ).toBeVisible(),
    );
  });

  it("shows a service's estado with the services grid's chip (its Spanish label), not the raw value", async () => {
    await openAndType('SRV-2026-0000');
    const box = section('Servicios');
    await within(box).findByText(/^Mostrando \d+ de \d+$/, undefined, { timeout: 5000 });
    const answer = searchCalls(calls).find((call) => call.url.pathname === '/search/services');
    if (!answer?.response) throw new Error('the services search was not answered');
    const { items } = (await answer.response.clone().json()) as {
      items: { referencia: string; estado: string }[];
    };
    expect(items.length).toBeGreaterThan(0);
    for (const service of items) {
      const item = within(box).getByRole('link', { name: service.referencia }).closest('li') as HTMLElement;
      const chip = item.querySelector('.mantine-Badge-root');
      expect(chip?.textContent).toBe(chipStyleOf(service.estado).label);
      expect(chip).toHaveAttribute('data-variant', 'filled');
    }
  });

  it("'Ver más' opens the full results of its section", async () => {
    const { user } = await openAndType('aceite');
    const more = await within(section('Documentación')).findByRole('link', { name: 'Ver más' });
    await user.click(more);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/files-search-results?type=Documents&queryText=aceite',
    );
  });

  it('Escape closes the box when it has no text; with text it only hides the popup', async () => {
    const { user, input } = await openAndType('a');
    await user.keyboard('{Escape}');
    expect(screen.getByPlaceholderText('Buscar...')).toHaveValue('a');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Resultados de la búsqueda' })).toBeNull(),
    );
    await user.clear(input);
    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Buscar...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir la búsqueda' })).toHaveFocus();
  });

  it('closing clears the text and resets chips and counts', async () => {
    const { user } = await openAndType('a');
    await user.click(screen.getByRole('checkbox', { name: 'contactos' }));
    await within(section('Contactos')).findByText(/^Mostrando \d+ de \d+$/, undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Cerrar la búsqueda' }));
    expect(screen.queryByPlaceholderText('Buscar...')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Abrir la búsqueda' }));
    const input = await screen.findByPlaceholderText('Buscar...');
    expect(input).toHaveValue('');
    await user.type(input, 'e');
    expect(await screen.findByRole('checkbox', { name: 'contactos' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Documentación' })).toBeInTheDocument();
    expect(screen.queryByText(/^Mostrando/)).toBeNull();
  });

  it("downloads a document on click behind the overlay 'Descargando Fichero'", async () => {
    const createObjectURL = vi.fn(() => 'blob:fichero');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openAndType('Preguntas_frecuentes');
    const box = section('Documentación');
    const [result] = await within(box).findAllByRole('button', { name: /^Descargar / }, { timeout: 5000 });
    if (!result) throw new Error('no document');
    // The document's kind reads in Spanish (its category, CONOCEACEITE), not as the contract's code.
    expect(result).toHaveTextContent(/Conoce el aceite · \d{2}\/\d{2}\/\d{4}/);
    let release: () => void = () => undefined;
    const held = new Promise<undefined>((resolve) => {
      release = () => resolve(undefined);
    });
    interceptions.set('/downloadFile', () => held);
    await user.click(result);
    expect(await screen.findByText('Descargando Fichero')).toBeInTheDocument();
    expect(clicked).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Descargando Fichero')).toBeNull());
    expect(calls.some((c) => c.url.pathname === '/downloadFile')).toBe(true);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('a failed download is logged only: the overlay goes and no message shows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openAndType('Preguntas_frecuentes');
    const [result] = await within(section('Documentación')).findAllByRole(
      'button',
      { name: /^Descargar / },
      { timeout: 5000 },
    );
    if (!result) throw new Error('no document');
    const shim = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/downloadFile')
        ? new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } })
        : shim(input, init)) as typeof fetch;
    await user.click(result);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Descargando Fichero')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
