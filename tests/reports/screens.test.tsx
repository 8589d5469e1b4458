// @vitest-environment jsdom
/**
 * The config-driven report screens against the real reference API. The regenera reports screen
 * waits for the client's service directions and years (getYears with regenera=true), opens on the
 * current year, sends each report the directions in the body and the year in the query, shows the
 * figures the API answered, and a year change asks again for that year. The home shows the client's
 * home KPI configuration (keys and order), asked once the directions exist, and both banner lists.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screens } from '../../screens.config';
import { reportsRegeneraBody } from '../../src/config/reports';
import HomeScreen from '../../src/features/home/HomeScreen';
import ReportsScreen from '../../src/features/reports/ReportsScreen';
import { formatQuantity } from '../../src/lib/format';
import {
  claimsOf,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

// The screens open on the current year and the seed is laid out around its day: one pinned clock
// (Date only, still ticking) for the seed, the API and the screens, so the test holds on any day.
const pinnedDay = new Date('2026-11-15T10:00:00Z');
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: pinnedDay });
// The component files share their worker (vitest.config.ts): the next one gets the real clock back.
afterAll(() => vi.useRealTimers());
const pinnedYear = pinnedDay.getFullYear();

const api = testApiPerFile();

const card = (title: string) => screen.getByRole('region', { name: title });
const callsTo = (calls: readonly RecordedCall[], path: string) =>
  calls.filter((c) => c.url.pathname === path);
const json = async <T,>(call: RecordedCall | undefined): Promise<T> => {
  await waitFor(() => expect(call?.response).toBeDefined());
  return (await call?.response?.clone().json()) as T;
};

describe('/reports-regenera', { timeout: 60_000 }, () => {
  it('charts the selected client’s figures for the year chosen', async () => {
    const calls = routeToTestApi(api, 'regenera@demo.es');
    renderInShell(<ReportsScreen spec={reportsRegeneraBody} />, sessionFor(claimsOf('regenera@demo.es')));

    // The years with regenera services of the selected client's directions.
    await waitFor(() => expect(callsTo(calls, '/getYears')).toHaveLength(1));
    const yearsCall = callsTo(calls, '/getYears')[0];
    expect(yearsCall?.url.searchParams.get('regenera')).toBe('true');
    const directions = await json<{ items: { iddireccionservicio: number }[] }>(
      callsTo(calls, '/getServiceDirections')[0],
    );
    const ids = directions.items.map((d) => d.iddireccionservicio);
    expect(ids.length).toBeGreaterThan(0);
    expect(yearsCall?.body).toEqual({ idDireccionesServicio: ids });
    const years = (await json<{ items: { year: number }[] }>(yearsCall)).items.map((y) => y.year);
    const current = pinnedYear;
    const opening = years.includes(current) ? current : (years.find((y) => y < current) ?? years[0]);

    // Every report: the directions in the body, the year in the query; nothing before they exist.
    const volume = card('Volumen de residuos');
    await waitFor(() => expect(volume).toHaveAttribute('data-state', 'ready'));
    for (const path of [
      '/reports/getVolumeOfWaste',
      '/reports/GetIncomePerCenter',
      '/reports/getVolumeOfWasteType',
    ]) {
      const [first, ...again] = callsTo(calls, path);
      expect(again).toEqual([]);
      expect(first?.body).toEqual({ idDireccionesServicio: ids });
      expect(first?.url.searchParams.get('year')).toBe(String(opening));
    }

    // The figures shown are the ones answered: January of the first unit, this year and last.
    const answer = await json<{
      items: { mes: number; valor: number; valorAnterior: number; unidad: string }[];
    }>(callsTo(calls, '/reports/getVolumeOfWaste')[0]);
    const january = answer.items[0];
    if (!january) throw new Error('the volume report answers twelve months per unit');
    const row = within(volume).getByRole('row', { name: /^ene/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatQuantity(january.valor, january.unidad),
      formatQuantity(january.valorAnterior, january.unidad),
    ]);

    // The services report asks for regenera services of that year.
    const servicesReport = callsTo(calls, '/statistics/getreportservicios')[0];
    expect(servicesReport?.body).toEqual({ idDireccionesServicio: ids, year: opening, regenera: true });

    // Another year: every report asks again for it.
    const other = years.find((y) => y !== opening);
    if (other === undefined) throw new Error('the seed gives the regenera client several years');
    // jsdom has no scrollIntoView, which Mantine's combobox calls on the highlighted option.
    Element.prototype.scrollIntoView ??= () => undefined;
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Año' }));
    await user.click(await screen.findByRole('option', { name: String(other), hidden: true }));
    await waitFor(() =>
      expect(callsTo(calls, '/reports/getVolumeOfWaste').map((c) => c.url.searchParams.get('year'))).toEqual([
        String(opening),
        String(other),
      ]),
    );
    await waitFor(() => expect(card('Volumen de residuos')).toHaveAttribute('data-state', 'ready'));
  });
});

const home = screens.home.body;
if (home.kind !== 'home') throw new Error('/ is not the home body');

describe('home', { timeout: 60_000 }, () => {
  it('shows the configured home KPIs in their order, and the banners', async () => {
    const calls = routeToTestApi(api, 'regenera@demo.es');
    renderInShell(<HomeScreen title="Inicio" spec={home} />, sessionFor(claimsOf('regenera@demo.es')));

    const cards = await waitFor(
      () => {
        const found = [...document.querySelectorAll('[data-kpi]')];
        expect(found.length).toBeGreaterThan(0);
        return found;
      },
      { timeout: 15_000 },
    );
    const kpiCall = calls.find((c) => c.url.pathname === '/homekpis');
    expect(kpiCall?.url.searchParams.get('year')).toBe(String(pinnedYear));
    const kpiBody = kpiCall?.body as { idDireccionesServicio: number[] } | undefined;
    expect(kpiBody?.idDireccionesServicio.length).toBeGreaterThan(0);
    // Spec 5: not asked before the directions were known.
    expect(calls.filter((c) => c.url.pathname === '/homekpis')).toHaveLength(1);

    // The client's configuration: its keys, in its order (the seed configures Restaurantes del Sur).
    const config = await api
      .as('regenera@demo.es')
      .GET('/getConfigClientsHomeKPIs', { params: { query: { clientId: 4 } } });
    expect(config.status).toBe(200);
    const keys = ((await config.json()) as { config: string[] }).config;
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.length).toBeLessThan(6);
    expect(cards.map((card) => card.getAttribute('data-kpi'))).toEqual(keys);

    for (const title of ['Avisos', 'Avisos sobre servicios']) {
      const section = screen.getByRole('region', { name: title });
      await waitFor(() => expect(within(section).getAllByText(/\S/).length).toBeGreaterThan(1));
    }
  });
});
