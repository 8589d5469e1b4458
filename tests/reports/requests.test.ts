/**
 * Filters -> request bodies: a report screen's URL values and the selected client become each
 * chart's fetcher arguments (body, then query parameters), and nothing is called while a required
 * input is missing (docs/product-rules.md#service-directions).
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { reportsBody } from '../../src/config/reports';
import { usageStatisticsBody } from '../../src/config/usageStatistics';
import { formatVariation, kpiInputs } from '../../src/features/kpis/kpiInputs';
import { kpiPeriod } from '../../src/features/kpis/kpiPeriod';
import { reportRequest } from '../../src/features/reports/reportDefaults';
import { defaultMonthRange, defaultServiceYear, reportInputs } from '../../src/features/reports/reportInputs';
import { daysBetween, fitView, lastDays, truckMapInputs } from '../../src/features/truckMap/geo';
import { callArgs } from '../../src/language/callArgs';
import { contractRequest } from '../../src/language/requestDefaults';

const today = new Date(2026, 10, 21); // 21 Nov 2026
const client = { today, serviceDirectionIds: [11, 12, 13], regenera: false };
const requestOf = (title: string, items = reportsBody.items) => {
  const item = items.find((i) => i.title === title);
  if (!item) throw new Error(`no item "${title}"`);
  return reportRequest(item.call, item.request);
};

describe('report requests', () => {
  it('send the client’s directions in the body and the year in the query', () => {
    const inputs = reportInputs(['year', 'center'], { year: 2025 }, { ...client, years: [2027, 2026, 2025] });
    expect(callArgs(requestOf('Volumen de residuos'), inputs)).toEqual([
      { idDireccionesServicio: [11, 12, 13] },
      { year: 2025 },
    ]);
  });

  it('narrow the directions to the chosen center, and wait while its directions load', () => {
    const values = { year: 2025, center: 'Costa del Sol' };
    const loading = reportInputs(['year', 'center'], values, { ...client, years: [2025] });
    expect(callArgs(requestOf('Ingresos por centro'), loading)).toBeNull();
    const loaded = reportInputs(['year', 'center'], values, {
      ...client,
      years: [2025],
      centerDirectionIds: [12],
    });
    expect(callArgs(requestOf('Ingresos por centro'), loaded)).toEqual([
      { idDireccionesServicio: [12] },
      { year: 2025 },
    ]);
  });

  it('wait for the years and the directions before calling', () => {
    expect(callArgs(requestOf('Volumen de residuos'), reportInputs(['year'], {}, client))).toBeNull();
    const noDirections = reportInputs(['year'], {}, { ...client, serviceDirectionIds: [], years: [2026] });
    expect(callArgs(requestOf('Volumen de residuos'), noDirections)).toBeNull();
  });

  it('open on the current year when it has services, not on next year’s programmed ones', () => {
    expect(defaultServiceYear([2027, 2026, 2025], today)).toBe(2026);
    expect(defaultServiceYear([2027, 2024], today)).toBe(2024);
    expect(defaultServiceYear([2027], today)).toBe(2027);
    // A year without services in the URL falls back to the default.
    expect(reportInputs(['year'], { year: 1999 }, { ...client, years: [2026, 2025] }).year).toBe(2026);
  });

  it('put the year and the regenera flag in the services report body', () => {
    const inputs = reportInputs(['year'], {}, { ...client, years: [2026], regenera: true });
    expect(callArgs(requestOf('Informe de servicios por mes'), inputs)).toEqual([
      { idDireccionesServicio: [11, 12, 13], year: 2026, regenera: true },
    ]);
  });
});

describe('usage statistics requests', () => {
  const filters = usageStatisticsBody.filters;
  const items = usageStatisticsBody.items;

  it('default to the last twelve months and the current month', () => {
    const inputs = reportInputs(filters, {}, client);
    expect(callArgs(requestOf('Accesos al portal por mes', items), inputs)).toEqual([
      { startDate: '2025-12-01', endDate: '2026-11-30' },
    ]);
    expect(callArgs(requestOf('Accesos al portal por día', items), inputs)).toEqual([
      { year: 2026, month: 11 },
    ]);
    expect(defaultMonthRange(new Date(2026, 0, 15))).toEqual({
      startDate: '2025-02-01',
      endDate: '2026-01-31',
    });
  });

  it('pass the optional client, page and user type only when chosen', () => {
    const none = reportInputs(filters, { year: 2025, month: 3 }, client);
    expect(callArgs(requestOf('Interacciones por día', items), none)).toEqual([{ year: 2025, month: 3 }]);
    const chosen = reportInputs(
      filters,
      { year: 2025, month: 3, clientName: 'Hoteles Costa Azul S.L.', page: '/services', intern: 'false' },
      client,
    );
    expect(callArgs(requestOf('Interacciones por día', items), chosen)).toEqual([
      { client: 'Hoteles Costa Azul S.L.', page: '/services', year: 2025, month: 3 },
    ]);
    expect(callArgs(requestOf('Actividad por usuario en el mes', items), chosen)).toEqual([
      { intern: false, year: 2025, month: 3 },
    ]);
  });

  it('wait for a client (views per center) and a user (user events) before calling', () => {
    const inputs = reportInputs(filters, {}, client);
    expect(callArgs(requestOf('Vistas por centro del cliente en el mes', items), inputs)).toBeNull();
    expect(callArgs(requestOf('Eventos del usuario en el mes', items), inputs)).toBeNull();
    const user = reportInputs(filters, { userId: 'b6f0c0de-0000-4000-8000-000000000001' }, client);
    expect(callArgs(requestOf('Eventos del usuario en el mes', items), user)).toEqual([
      { userId: 'b6f0c0de-0000-4000-8000-000000000001', year: 2026, month: 11 },
    ]);
  });

  it('call the operations without parameters with no arguments', () => {
    expect(callArgs(requestOf('Totales por cliente', items), reportInputs(filters, {}, client))).toEqual([]);
  });
});

describe('KPI requests', () => {
  const list = screens.services.body.kind === 'tabs' ? screens.services.body.tabs[0]?.body : undefined;
  const servicesKpis = list?.kind === 'grid' ? list.kpis : undefined;
  const homeKpis = screens.home.body.kind === 'home' ? screens.home.body.kpis : undefined;
  if (!servicesKpis || !homeKpis) throw new Error('/services and / have KPIs');
  // The config leaves them to the contract (src/language/requestDefaults.ts).
  const services = contractRequest(servicesKpis.call, servicesKpis.request);
  const home = contractRequest(homeKpis.call, homeKpis.request);

  it('take the year and center of the URL on /services, the current year otherwise', () => {
    const search = new URLSearchParams({ year: '2025', centro: 'Costa del Sol' });
    expect(callArgs(services, kpiInputs(search, [4, 5], today))).toEqual([
      { idDireccionesServicio: [4, 5] },
      { year: 2025, center: 'Costa del Sol' },
    ]);
    expect(callArgs(home, kpiInputs(new URLSearchParams(), [4, 5], today))).toEqual([
      { idDireccionesServicio: [4, 5] },
      { year: 2026 },
    ]);
    expect(callArgs(home, kpiInputs(new URLSearchParams(), [], today))).toBeNull();
  });

  it('on /services follow the list: every year without one, and its dates; the home keeps whole years', () => {
    const search = new URLSearchParams({ desde: '2026-10-01', hasta: '2026-10-31' });
    expect(callArgs(services, kpiInputs(search, [4, 5], today, undefined, services))).toEqual([
      { idDireccionesServicio: [4, 5], betweenDates: { desde: '2026-10-01', hasta: '2026-10-31' } },
    ]);
    expect(callArgs(services, kpiInputs(new URLSearchParams(), [4, 5], today, undefined, services))).toEqual([
      { idDireccionesServicio: [4, 5] },
    ]);
    expect(callArgs(home, kpiInputs(search, [4, 5], today, undefined, home))).toEqual([
      { idDireccionesServicio: [4, 5] },
      { year: 2026 },
    ]);
  });

  it('write the change against last year signed, es-ES', () => {
    expect(formatVariation(12.345)).toBe('+12,3 %');
    expect(formatVariation(-3)).toBe('-3 %');
    expect(formatVariation(0)).toBe('0 %');
  });
});

describe('KPI period', () => {
  const list = screens.services.body.kind === 'tabs' ? screens.services.body.tabs[0]?.body : undefined;
  const servicesKpis = list?.kind === 'grid' ? list.kpis : undefined;
  const homeKpis = screens.home.body.kind === 'home' ? screens.home.body.kpis : undefined;
  if (!servicesKpis || !homeKpis) throw new Error('/services and / have KPIs');
  // The strips' requests as the contract completes them (src/language/requestDefaults.ts).
  const kpiRequest = (kpis: typeof homeKpis) => contractRequest(kpis.call, kpis.request) ?? {};
  const period = (query: string, request = kpiRequest(servicesKpis)) =>
    kpiPeriod(new URLSearchParams(query), today, request);

  it('states the year and center the cards count', () => {
    expect(period('year=2025&centro=Sede Central')).toEqual({
      label: 'Año 2025 · Centro: Sede Central',
      ignored: null,
    });
    expect(period('year=2024').label).toBe('Año 2024 · Todos los centros');
    // The home's cards take no center: none is mentioned.
    expect(period('', kpiRequest(homeKpis)).label).toBe('Año 2026, el año en curso (no incluyen otros años)');
  });

  it('says every year when the list shows every year, as its year select does; the home keeps the current one', () => {
    expect(period('').label).toBe('Todos los años · Todos los centros');
    expect(period('year=1999').label).toBe('Todos los años · Todos los centros');
    expect(period('', kpiRequest(homeKpis)).label).toMatch(/^Año 2026, el año en curso/);
  });

  it('follows the list dates on the services screen, whole or open-ended; the home says it does not', () => {
    expect(period('year=2026&desde=2026-10-01&hasta=2026-10-31')).toEqual({
      label: 'Año 2026 · Todos los centros · Fechas: 01/10/2026 – 31/10/2026',
      ignored: null,
    });
    expect(period('desde=2026-10-01').label).toBe(
      'Todos los años · Todos los centros · Fechas: 01/10/2026 – …',
    );
    expect(period('desde=2026-10-01', kpiRequest(homeKpis)).ignored).toBe(
      'Los indicadores cuentan el año entero: no aplican las fechas elegidas (01/10/2026 – …).',
    );
  });
});

describe('truck map requests', () => {
  const map = screens.geolocation.body;
  if (map.kind !== 'truckMap') throw new Error('/geolocation is not the truck map');
  // What the config leaves out comes from the contract (src/language/requestDefaults.ts).
  const trucks = contractRequest(map.trucks.call, map.trucks.request);
  const plates = contractRequest(map.plates.call, map.plates.request);

  it('ask for every truck until plates are chosen, from the first day’s start to the last day’s end', () => {
    const all = truckMapInputs([7, 8], [], ['2026-11-01', '2026-11-07']);
    const [body] = callArgs(trucks, all) ?? [];
    expect(body).toEqual({
      idDireccionesServicio: [7, 8],
      matriculas: [],
      fechaInicio: new Date(2026, 10, 1).toISOString(),
      fechaFin: new Date(2026, 10, 7, 23, 59, 59, 999).toISOString(),
    });
    const chosen = truckMapInputs([7, 8], ['1234BCD'], ['2026-11-01', '2026-11-07']);
    expect(callArgs(trucks, chosen)?.[0]).toMatchObject({ matriculas: ['1234BCD'] });
  });

  it('wait for both ends of the range', () => {
    expect(callArgs(trucks, truckMapInputs([7], [], ['2026-11-01', null]))).toBeNull();
    expect(callArgs(plates, truckMapInputs([7], [], [null, null]))).toEqual([{ idDireccionesServicio: [7] }]);
    expect(daysBetween('2026-11-01', '2026-12-01')).toBe(31);
  });

  it('fits the first view to the points', () => {
    const view = fitView(
      [
        [37.0, -6.0],
        [37.5, -5.5],
      ],
      800,
      420,
    );
    expect(view.center).toEqual([37.25, -5.75]);
    expect(view.zoom).toBe(9);
    expect(fitView([], 800, 420).zoom).toBe(7);
  });
});

describe('truck map days', () => {
  it('counts the last days by the calendar, across a change of hour and of month', () => {
    // Spain moves its clocks on 2026-03-29: a week back from the 31st is still the 25th.
    expect(lastDays('2026-03-31', 7)).toEqual(['2026-03-25', '2026-03-31']);
    expect(lastDays('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-02']);
    expect(lastDays('2026-11-15', 1)).toEqual(['2026-11-15', '2026-11-15']);
  });
});
