/**
 * The one request engine (src/language/callArgs.ts) that grids, their exports and sends, and the
 * config's calls (reports, KPIs, banners, the truck map) share: one precedence rule for `fixed`,
 * mapped inputs and a call's extra fields, and one encoding (values as they are; the generated
 * client's query serializer writes structured query values as JSON).
 */
import { describe, expect, it } from 'vitest';
import { queryString } from '../../src/api/queryString';
import { inputValues } from '../../src/features/grid/gridRequest';
import { initialGridState } from '../../src/features/grid/gridState';
import { callArgs, type RequestMapping, requestArgs } from '../../src/language/callArgs';
import { defaultRequest } from '../../src/language/requestDefaults';

describe('precedence: fixed < mapped input with a value < extra', () => {
  const body: RequestMapping = {
    body: { plates: 'matriculas', year: 'year' },
    fixed: { matriculas: [], regenera: true, year: 2000 },
  };

  it('keeps a constant while its input has no value (absent, null, empty text or list)', () => {
    for (const plates of [undefined, null, '', []]) {
      expect(requestArgs(body, { plates })).toEqual([{ matriculas: [], regenera: true, year: 2000 }]);
    }
  });

  it('sends a mapped input with a value over the constant of its field', () => {
    expect(requestArgs(body, { plates: ['1234BCD'], year: 2026 })).toEqual([
      { matriculas: ['1234BCD'], regenera: true, year: 2026 },
    ]);
  });

  it('lets the call’s extra fields win over both', () => {
    expect(requestArgs(body, { year: 2026 }, { year: 2027, toE: ['a@b.es'] })).toEqual([
      { matriculas: [], regenera: true, year: 2027, toE: ['a@b.es'] },
    ]);
  });

  it('applies the same rule to an operation without a body (constants, inputs, extra in the query)', () => {
    const query: RequestMapping = { params: { text: 'name', year: 'year' }, fixed: { year: 2000, take: 0 } };
    expect(requestArgs(query, {})).toEqual([{ year: 2000, take: 0 }]);
    expect(requestArgs(query, { text: 'Ana', year: 2026 }, { take: 5 })).toEqual([
      { year: 2026, take: 5, name: 'Ana' },
    ]);
  });

  it('is the grid’s rule too: a grid input mapped onto a constant field overrides it', () => {
    const grid: RequestMapping = { params: { year: 'year' }, fixed: { year: 2000 } };
    const values = inputValues({ ...initialGridState, year: 2025 }, noClient, 'all');
    expect(requestArgs(grid, values)).toEqual([{ year: 2025 }]);
    expect(requestArgs(grid, inputValues(initialGridState, noClient, 'all'))).toEqual([{ year: 2000 }]);
  });

  it('waits (null) while a required input has no value, with the same idea of "no value"', () => {
    const required: RequestMapping = { ...body, requires: ['plates'] };
    expect(callArgs(required, { plates: [] })).toBeNull();
    expect(callArgs(required, { plates: ['1234BCD'] })).not.toBeNull();
    expect(callArgs(undefined, {})).toEqual([]);
  });
});

describe('one encoding', () => {
  const filters = [{ field: 'centro', value: 'Norte' }];
  const range = { desde: '2025-01-01', hasta: '2025-03-31' };
  const mapping: RequestMapping = {
    body: { dateRange: 'betweenDates', serviceDirections: 'idDireccionesServicio' },
    params: { columnFilters: 'filters', offset: 'skip' },
  };

  it('passes structured values as they are, in the body and in the query alike', () => {
    const [body, params] = requestArgs(mapping, {
      dateRange: range,
      serviceDirections: [11, 12],
      columnFilters: filters,
      offset: 0,
    });
    expect(body).toEqual({ betweenDates: range, idDireccionesServicio: [11, 12] });
    expect(params).toEqual({ filters, skip: 0 });
  });

  it('leaves the JSON of a structured query value to the generated client’s serializer', () => {
    const [, params] = requestArgs(mapping, { columnFilters: filters, offset: 30 });
    const query = new URLSearchParams(queryString(params as object));
    expect(JSON.parse(query.get('filters') ?? '')).toEqual(filters);
    expect(query.get('skip')).toBe('30');
  });

  it('sends no query argument when no query parameter has a value', () => {
    expect(requestArgs(mapping, { serviceDirections: [11] })).toEqual([{ idDireccionesServicio: [11] }]);
  });
});

const noClient = { serviceDirectionIds: [], clientId: null, clientName: null };

describe('what a mapping leaves out, from the contract (requestDefaults.ts)', () => {
  const list = {
    query: ['skip', 'take', 'filterText', 'clientName', 'estado'],
    body: null,
    required: [],
  };
  const values = { offset: 30, limit: 15, text: 'aceite', clientName: 'Hoteles', center: 'Norte' };

  it('fills each field from the input of its name or of the contract’s convention', () => {
    expect(requestArgs(defaultRequest(list, undefined), values)).toEqual([
      { skip: 30, take: 15, filterText: 'aceite', clientName: 'Hoteles' },
    ]);
  });

  it('lets a written mapping win, partly: its input and field take no default, undefined opts out', () => {
    const own: RequestMapping = { params: { text: 'estado', clientName: undefined } };
    expect(requestArgs(defaultRequest(list, own), values)).toEqual([
      { skip: 30, take: 15, estado: 'aceite' },
    ]);
  });

  it('fills no field marked x-session: false from the session, unless the mapping names it', () => {
    const searched = { ...list, notFromSession: ['clientName'] };
    expect(requestArgs(defaultRequest(searched, undefined), values)).toEqual([
      { skip: 30, take: 15, filterText: 'aceite' },
    ]);
    const own: RequestMapping = { params: { picked: 'clientName' } };
    expect(requestArgs(defaultRequest(searched, own), { ...values, picked: 'Costa' })).toEqual([
      { skip: 30, take: 15, filterText: 'aceite', clientName: 'Costa' },
    ]);
  });

  it('waits for the inputs of the required fields, except those a constant fills', () => {
    const trucks = {
      query: [],
      body: ['idDireccionesServicio', 'matriculas'],
      required: ['idDireccionesServicio', 'matriculas'],
    };
    const request = defaultRequest(trucks, { body: { plates: 'matriculas' }, fixed: { matriculas: [] } });
    expect(request?.requires).toEqual(['serviceDirections']);
    expect(callArgs(request, { plates: ['1234BCD'] })).toBeNull();
    expect(callArgs(request, { serviceDirections: [4] })).toEqual([
      { idDireccionesServicio: [4], matriculas: [] },
    ]);
    expect(defaultRequest(trucks, { body: { plates: 'matriculas' } })?.requires).toEqual([
      'serviceDirections',
      'plates',
    ]);
  });

  it('leaves an operation taking nothing (or unknown) with the written mapping', () => {
    expect(defaultRequest(undefined, undefined)).toBeUndefined();
    expect(defaultRequest(undefined, { params: {} })).toEqual({ params: {} });
  });
});
