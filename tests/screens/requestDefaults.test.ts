/**
 * The requests screens.config leaves out come from the contract (src/language/requestDefaults.ts).
 * Guard of that move: every grid (its page, whole list, export and send), KPI strip and truck map
 * call sends exactly the request its old explicit mapping sent, for the same state and client,
 * and waits for the same inputs. The old mappings are written here as they were in src/config.
 */
import { describe, expect, it } from 'vitest';
import { documentTypes, screens } from '../../screens.config';
import { chosenValues } from '../../src/features/grid/gridPage';
import {
  type GridContext,
  gridRequests,
  inputValues,
  missingInputs,
} from '../../src/features/grid/gridRequest';
import { type GridState, initialGridState } from '../../src/features/grid/gridState';
import type { Fetcher, GridSpec, KpiSpec, TruckMapSpec } from '../../src/language';
import { callArgs, type RequestMapping, requestArgs } from '../../src/language/callArgs';
import { contractRequest } from '../../src/language/requestDefaults';

// The contract's list dialects as the config named them before the defaults (src/language/grid.ts).
const gridFilterBody = {
  sortDirection: 'orderBy',
  sortField: 'orderByField',
  text: 'filterText',
  columnFilters: 'filters',
  dateRange: 'betweenDates',
  year: 'year',
  serviceDirections: 'idDireccionesServicio',
} as const;
const gridBody = { offset: 'position', limit: 'take', ...gridFilterBody } as const;
const skipParams = {
  offset: 'skip',
  limit: 'take',
  text: 'filterText',
  sortDirection: 'orderBy',
  sortField: 'orderByField',
  columnFilters: 'filters',
} as const;

/** Each grid's mapping before the defaults, by its list operation; `export: null`: the list's. */
/** `send: true`, a send that carries the list's request; a mapping, one of its own (an export's). */
const oldGrids: Record<
  string,
  {
    request: RequestMapping;
    export?: RequestMapping | null;
    send?: true | RequestMapping;
    /** The mapping of the operation's grid over a record picked above it (GridSpec `pick`). */
    picked?: RequestMapping;
  }
> = {
  ticketsGrid: {
    request: {
      body: gridBody,
    },
    export: null,
    send: true,
  },
  regeneraTicketsGrid: {
    request: {
      body: gridBody,
      fixed: { regenera: true },
    },
    export: null,
  },
  contacts: {
    request: {
      body: 'clientIds',
      // `text`, not `name`: the search box finds what the global search counted.
      params: { text: 'text', columnFilters: 'filters', sortDirection: 'orderBy', sortField: 'orderByField' },
    },
  },
  getFacturas: {
    request: {
      body: gridBody,
    },
    export: null,
    send: true,
  },
  getFacturasProforma: {
    request: {
      body: gridBody,
    },
    export: null,
    send: true,
  },
  getAlbaranes: {
    request: {
      body: gridBody,
    },
    export: null,
    send: true,
  },
  weightTicketsGrid: {
    request: {
      body: { serviceDirections: 'idDireccionesServicio', dateRange: 'betweenDates', year: 'year' },
      params: skipParams,
    },
    export: {
      body: gridFilterBody,
    },
    send: {
      body: gridFilterBody,
    },
  },
  getDIs: {
    request: {
      body: gridBody,
    },
    export: null,
    send: true,
  },
  comercialProposals: { request: { params: { clientName: 'clientName', columnFilters: 'filters' } } },
  incidenceRequests: { request: { params: { clientName: 'clientName', columnFilters: 'filters' } } },
  serviceRequests: { request: { params: { clientName: 'clientName', columnFilters: 'filters' } } },
  regeneraGetTrazabilidad: {
    request: {
      body: {
        offset: 'position',
        limit: 'take',
        text: 'referencia',
        dateRange: 'betweenDates',
        sortDirection: 'orderBy',
        sortField: 'orderByField',
        serviceDirections: 'idDireccionesServicio',
      },
    },
    export: null,
  },
  adminClients: {
    request: {
      params: skipParams,
    },
  },
  getClientCifs: { request: { params: { picked: 'clientId' } } },
  adminServiceDirections: {
    request: {
      params: skipParams,
    },
  },
  getUsersB2C: {
    request: {
      params: {
        offset: 'skip',
        limit: 'take',
        text: 'filterText',
        sortDirection: 'orderBy',
        sortField: 'orderByField',
      },
    },
  },
  adminPermisions: {
    request: { body: { offset: 'skip', limit: 'take', text: 'filterText' } },
    picked: { body: { offset: 'skip', limit: 'take', text: 'filterText', picked: 'clientId' } },
  },
  adminGetIncidenceRequestPermisions: { request: { params: {} } },
  adminGetServiceRequestPermisions: { request: { params: {} } },
  adminTypeOfService: { request: { params: { offset: 'skip', limit: 'take', text: 'filterText' } } },
  adminIncidenceRequest: {
    request: {
      params: {
        offset: 'skip',
        limit: 'take',
        text: 'filterText',
        sortDirection: 'orderBy',
        sortField: 'orderByField',
        columnFilters: 'filters',
        center: 'center',
      },
    },
  },
  adminComercialProposals: {
    request: {
      params: {
        offset: 'skip',
        limit: 'take',
        text: 'filterText',
        sortDirection: 'orderBy',
        sortField: 'orderByField',
        columnFilters: 'filters',
        center: 'center',
      },
    },
  },
  adminServiceRequest: {
    request: {
      params: {
        offset: 'skip',
        limit: 'take',
        text: 'filterText',
        sortDirection: 'orderBy',
        sortField: 'orderByField',
        columnFilters: 'filters',
        center: 'center',
      },
    },
  },
  comercialProposalsExternal: {
    request: {
      params: {
        offset: 'position',
        limit: 'take',
        sortDirection: 'orderBy',
        sortField: 'orderByField',
        columnFilters: 'filters',
      },
    },
  },
  adminLogsClientCreation: { request: { body: { offset: 'skip', limit: 'take', text: 'text' } } },
  adminLogs: { request: { body: { offset: 'skip', limit: 'take', text: 'text' } } },
  // The selected client's documents only, as the search popup counted them.
  searchFiles: {
    request: {
      params: { offset: 'skip', limit: 'take', text: 'text', clientId: 'clientId' },
      requires: ['text'],
    },
  },
};

/** The KPI strips' and the truck map's calls before the defaults, by where and which operation. */
const oldCalls: Record<string, RequestMapping> = {
  'kpis:homeKpis': {
    body: { serviceDirections: 'idDireccionesServicio' },
    params: { year: 'year' },
    requires: ['serviceDirections', 'year'],
  },
  // The services' cards follow the list: its dates too, and every year without one.
  'kpis:kpis': {
    body: { serviceDirections: 'idDireccionesServicio', dateRange: 'betweenDates' },
    params: { year: 'year', center: 'center' },
    requires: ['serviceDirections'],
  },
  'truckMap.plates:regeneraGetMatriculas': {
    body: { serviceDirections: 'idDireccionesServicio' },
    requires: ['serviceDirections'],
  },
  'truckMap.trucks:regeneraGetCamiones': {
    body: {
      serviceDirections: 'idDireccionesServicio',
      plates: 'matriculas',
      startDate: 'fechaInicio',
      endDate: 'fechaFin',
    },
    fixed: { matriculas: [] },
    requires: ['serviceDirections', 'startDate', 'endDate'],
  },
  'truckMap.directions:regeneraGenerarMapaByDireccionesServicio': {
    body: { serviceDirections: 'idDireccionesServicio' },
    requires: ['serviceDirections'],
  },
};

/** Every grid, KPI strip and truck map call the screens declare (tabs, sections, document types). */
function declared() {
  const grids: GridSpec[] = [];
  const calls: [string, Fetcher, RequestMapping | undefined][] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const spec = node as Record<string, unknown>;
    if (spec.kind === 'grid') grids.push(spec as unknown as GridSpec);
    if (spec.kind === 'truckMap') {
      const map = spec as unknown as TruckMapSpec;
      for (const part of ['plates', 'trucks', 'directions'] as const) {
        calls.push([`truckMap.${part}:${map[part].call.name}`, map[part].call, map[part].request]);
      }
    }
    const kpis = spec.kpis as KpiSpec | undefined;
    if (kpis?.call) calls.push([`kpis:${kpis.call.name}`, kpis.call, kpis.request]);
    for (const value of Object.values(spec)) walk(value);
  };
  walk(screens);
  walk(documentTypes);
  return { grids, calls };
}

const { grids, calls } = declared();

const full: GridContext = {
  serviceDirectionIds: [11, 12],
  clientId: 3,
  clientName: 'Hoteles Norte',
  picked: 7,
};
const contexts: GridContext[] = [
  full,
  { serviceDirectionIds: [], clientId: null, clientName: null },
  { ...full, picked: null },
];
const states: GridState[] = [
  initialGridState,
  {
    ...initialGridState,
    page: 2,
    pageSize: 25,
    sort: { field: 'fecha', direction: 'desc' },
    text: '  aceite ',
    columnFilters: [{ field: 'estado', value: 'Abierta' }],
    dateRange: { desde: '2025-01-01', hasta: '2025-03-31' },
    year: 2025,
    center: 'Sede Central',
  },
];
const mail = { toE: ['a@b.es'], ccE: null, subjectE: 'Lista', body: null };
const sorted = (inputs: readonly string[]) => [...inputs].sort();

/**
 * Grids added after the mappings became the contract's defaults: what their config writes is their
 * reference (the defaults must add nothing to it).
 */
const newGrids = new Set(['adminCenters', 'adminBanners']);
const referenceOf = (name: string, grid: (typeof grids)[number]) => {
  if (newGrids.has(name)) return { request: grid.request as RequestMapping };
  const old = oldGrids[name];
  return old && grid.pick && old.picked ? { ...old, request: old.picked } : old;
};

describe('requests from the contract send what the old explicit mappings sent', () => {
  it('covers every grid of the screens, and every old mapping is still a grid', () => {
    expect(sorted([...new Set(grids.map((grid) => grid.query.name))])).toEqual(
      sorted([...Object.keys(oldGrids), ...newGrids]),
    );
    expect(sorted(calls.map(([key]) => key))).toEqual(sorted(Object.keys(oldCalls)));
  });

  it.each(grids.map((grid) => [grid.query.name, grid] as const))('%s', (name, grid) => {
    const old = referenceOf(name, grid);
    if (!old) throw new Error(`no old mapping for ${name}`);
    const requests = gridRequests(grid);
    for (const context of contexts) {
      for (const state of states) {
        const choices = chosenValues(grid, state);
        const sent = (request: RequestMapping | undefined, purpose: 'page' | 'all', extra = {}) =>
          requestArgs(request, inputValues(state, context, purpose), { ...choices, ...extra });
        expect(sent(requests.list, 'page')).toEqual(sent(old.request, 'page'));
        expect(sent(requests.list, 'all')).toEqual(sent(old.request, 'all'));
        expect(sorted(missingInputs(requests.list, context, state))).toEqual(
          sorted(missingInputs(old.request, context, state)),
        );
        expect(Boolean(requests.export)).toBe(old.export !== undefined);
        if (requests.export)
          expect(sent(requests.export, 'all')).toEqual(sent(old.export ?? old.request, 'all'));
        expect(Boolean(requests.send)).toBe(Boolean(old.send));
        if (requests.send) {
          const oldSend = old.send === true ? old.request : old.send;
          expect(sent(requests.send, 'all', mail)).toEqual(sent(oldSend, 'all', mail));
        }
      }
    }
  });

  const inputSets = [
    {},
    { serviceDirections: [11, 12], year: 2025, center: 'Sede Central' },
    { serviceDirections: [11], year: 2026 },
    { serviceDirections: [11], plates: ['1234BCD'], startDate: '2026-01-01', endDate: '2026-01-31' },
    { serviceDirections: [11], startDate: '2026-01-01', endDate: '2026-01-31' },
    { serviceDirections: [11], startDate: '2026-01-01' },
  ];

  it.each(calls)('%s', (key, call, request) => {
    const old = oldCalls[key];
    const resolved = contractRequest(call, request);
    for (const inputs of inputSets) expect(callArgs(resolved, inputs)).toEqual(callArgs(old, inputs));
  });
});
