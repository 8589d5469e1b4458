/**
 * Grid state → request, for every kind of list operation the contract has: a JSON body with
 * position/take (ticketsGrid), a body plus skip/take query parameters (weightTicketsGrid), a body
 * that is the client-id list (contacts), query parameters only (comercialProposalsExternal), and
 * constant fields (regenera). Also: no call while an input the operation needs is missing.
 */
import { describe, expect, it } from 'vitest';
import { type GridContext, inputValues, missingInputs } from '../../src/features/grid/gridRequest';
import { type GridState, initialGridState } from '../../src/features/grid/gridState';
import type { GridSpec } from '../../src/language';
import { requestArgs } from '../../src/language/callArgs';

type Request = GridSpec['request'];

const context: GridContext = {
  serviceDirectionIds: [11, 12],
  clientId: 3,
  clientName: 'Talleres Mecánicos Norte',
};
const noClient: GridContext = { serviceDirectionIds: [], clientId: null, clientName: null };

const state: GridState = {
  ...initialGridState,
  page: 2,
  pageSize: 25,
  sort: { field: 'fecha', direction: 'desc' },
  text: '  aceite ',
  columnFilters: [{ field: 'centro', value: 'Norte' }],
  dateRange: { desde: '2025-01-01', hasta: '2025-03-31' },
  year: 2025,
};

const ticketsRequest: Request = {
  body: {
    offset: 'position',
    limit: 'take',
    sortDirection: 'orderBy',
    sortField: 'orderByField',
    text: 'filterText',
    columnFilters: 'filters',
    dateRange: 'betweenDates',
    year: 'year',
    serviceDirections: 'idDireccionesServicio',
  },
};

describe('grid request mapping', () => {
  it('fills a JSON body with position/take, sort, text, filters, dates, year and service directions', () => {
    expect(requestArgs(ticketsRequest, inputValues(state, context, 'page'))).toEqual([
      {
        position: 50,
        take: 25,
        orderBy: 'desc',
        orderByField: 'fecha',
        filterText: 'aceite',
        filters: [{ field: 'centro', value: 'Norte' }],
        betweenDates: { desde: '2025-01-01', hasta: '2025-03-31' },
        year: 2025,
        idDireccionesServicio: [11, 12],
      },
    ]);
  });

  it('leaves unset inputs out and pages from 0', () => {
    expect(requestArgs(ticketsRequest, inputValues(initialGridState, context, 'page'))).toEqual([
      { position: 0, take: 15, idDireccionesServicio: [11, 12] },
    ]);
  });

  it('drops paging for the whole list (export, send) and merges the e-mail fields into the body', () => {
    const mail = { toE: ['a@b.es'], ccE: null, subjectE: 'Servicios', body: null };
    const [body] = requestArgs(ticketsRequest, inputValues(state, context, 'all'), mail);
    expect(body).not.toHaveProperty('position');
    expect(body).not.toHaveProperty('take');
    expect(body).toMatchObject({
      filterText: 'aceite',
      year: 2025,
      idDireccionesServicio: [11, 12],
      ...mail,
    });
  });

  it('puts skip/take and the rest in the query, column filters as a list (the client writes the JSON), next to the body', () => {
    const weightTickets: Request = {
      body: { serviceDirections: 'idDireccionesServicio', dateRange: 'betweenDates' },
      params: {
        offset: 'skip',
        limit: 'take',
        sortDirection: 'orderBy',
        sortField: 'orderByField',
        text: 'filterText',
        columnFilters: 'filters',
      },
    };
    expect(requestArgs(weightTickets, inputValues(state, context, 'page'))).toEqual([
      { idDireccionesServicio: [11, 12], betweenDates: { desde: '2025-01-01', hasta: '2025-03-31' } },
      {
        skip: 50,
        take: 25,
        orderBy: 'desc',
        orderByField: 'fecha',
        filterText: 'aceite',
        filters: [{ field: 'centro', value: 'Norte' }],
      },
    ]);
  });

  it('sends a body that is one input as a whole (the client-id list of contacts)', () => {
    const contacts: Request = {
      body: 'clientIds',
      params: { text: 'name', columnFilters: 'filters', sortDirection: 'orderBy', sortField: 'orderByField' },
    };
    expect(requestArgs(contacts, inputValues({ ...initialGridState, text: 'Ana' }, context, 'page'))).toEqual(
      [[3], { name: 'Ana' }],
    );
  });

  it('calls query-only operations with their parameters and constant fields', () => {
    const external: Request = {
      params: { offset: 'position', limit: 'take', clientName: 'clientName' },
      fixed: { orderBy: 'asc' },
    };
    expect(requestArgs(external, inputValues(initialGridState, context, 'page'))).toEqual([
      { position: 0, take: 15, clientName: 'Talleres Mecánicos Norte', orderBy: 'asc' },
    ]);
  });

  it('adds constant body fields such as regenera', () => {
    const regenera: Request = {
      body: { serviceDirections: 'idDireccionesServicio' },
      fixed: { regenera: true },
    };
    expect(requestArgs(regenera, inputValues(initialGridState, context, 'all'))).toEqual([
      { idDireccionesServicio: [11, 12], regenera: true },
    ]);
  });
});

describe('inputs an operation cannot run without (service directions rule)', () => {
  it('waits for the service directions or the client the request maps', () => {
    expect(missingInputs(ticketsRequest, noClient)).toEqual(['serviceDirections']);
    expect(missingInputs({ body: 'clientIds' }, noClient)).toEqual(['clientIds']);
    expect(missingInputs(ticketsRequest, context)).toEqual([]);
  });

  it('waits for the search text a search operation requires', () => {
    const search: Request = { params: { offset: 'skip', limit: 'take', text: 'text' }, requires: ['text'] };
    expect(missingInputs(search, context)).toEqual(['text']);
    expect(missingInputs(search, context, { ...initialGridState, text: '  ' })).toEqual(['text']);
    expect(missingInputs(search, context, { ...initialGridState, text: 'factura' })).toEqual([]);
  });

  it('waits for the record picked above the grid (GridSpec pick), then sends its value', () => {
    const nifs: Request = { params: { picked: 'clientId' } };
    expect(missingInputs(nifs, context)).toEqual(['picked']);
    expect(missingInputs(nifs, { ...context, picked: null })).toEqual(['picked']);
    const picked = { ...noClient, picked: 7 };
    expect(missingInputs(nifs, picked)).toEqual([]);
    // The picked client, not the header's selected one.
    expect(requestArgs(nifs, inputValues(initialGridState, { ...context, picked: 7 }, 'page'))).toEqual([
      { clientId: 7 },
    ]);
  });

  it('never waits for inputs the request does not map', () => {
    expect(missingInputs({ params: { offset: 'skip', limit: 'take' } }, noClient)).toEqual([]);
  });
});

describe('a grid’s requests from the contract (gridRequests)', () => {
  it('never waits for a context input the screen opted out of, and names each input once', () => {
    expect(missingInputs({ params: { clientName: undefined, offset: 'skip' } }, noClient)).toEqual([]);
    expect(missingInputs({ params: { clientName: 'client' }, requires: ['clientName'] }, noClient)).toEqual([
      'clientName',
    ]);
  });
});
