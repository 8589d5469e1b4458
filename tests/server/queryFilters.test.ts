/**
 * The lists' `filters` query parameter is typed: the contract declares it as JSON
 * (`content: application/json`, a ColumnFilters list), the generated client writes the list it is
 * given as that JSON, and the server validates it with its generated schema. A value that is not a
 * list of {field, value} is a 400 with a Spanish message naming `filters`, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enumLabels } from '../../server/generated/enumLabels';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import {
  getAdminClientsUrl,
  getAdminComercialProposalsUrl,
  getAdminIncidenceRequestUrl,
  getAdminServiceDirectionsUrl,
  getAdminServiceRequestUrl,
} from '../../src/api/generated/admin/admin';
import { getContactsUrl } from '../../src/api/generated/contacts/contacts';
import { getWeightTicketsGridUrl } from '../../src/api/generated/documents/documents';
import {
  getComercialProposalsExternalUrl,
  getComercialProposalsUrl,
  getIncidenceRequestsUrl,
  getServiceRequestsUrl,
} from '../../src/api/generated/requests/requests';
import { bundledSpec, operationsOf } from '../contract/spec';
import { seedClient } from './support/seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ tickets: 300 });
}, 120_000);
afterAll(() => api?.close());

type Row = Record<string, unknown>;

interface FilteredList<Field extends string = string> {
  operationId: string;
  as: DemoEmail;
  method: 'GET' | 'POST';
  /** The generated client's URL for these filters (typed: only the operation's own fields). */
  url(filters?: { field: Field; value: string }[]): string;
  body?(): unknown;
  /** A text field of the rows to filter by. */
  field: Field;
}

/** One list; its `field` must be one its generated client accepts, or `tsc` fails. */
const list = <Field extends string>(spec: FilteredList<Field>) => spec as unknown as FilteredList;

const hoteles = () => seedClient(api, 'Hoteles Costa Azul S.L.');

const lists: FilteredList[] = [
  list({
    operationId: 'contacts',
    as: 'cliente@demo.es',
    method: 'POST',
    url: (filters) => getContactsUrl({ filters }),
    body: () => [hoteles().clientId],
    field: 'name',
  }),
  list({
    operationId: 'weightTicketsGrid',
    as: 'gestor@demo.es',
    method: 'POST',
    url: (filters) => getWeightTicketsGridUrl({ take: 0, filters }),
    body: () => ({ idDireccionesServicio: hoteles().directionIds }),
    field: 'matricula',
  }),
  list({
    operationId: 'comercialProposals',
    as: 'gestor@demo.es',
    method: 'GET',
    url: (filters) => getComercialProposalsUrl({ filters }),
    field: 'empresa',
  }),
  list({
    operationId: 'comercialProposalsExternal',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getComercialProposalsExternalUrl({ take: 0, filters }),
    field: 'empresa',
  }),
  list({
    operationId: 'incidenceRequests',
    as: 'gestor@demo.es',
    method: 'GET',
    url: (filters) => getIncidenceRequestsUrl({ filters }),
    field: 'asunto',
  }),
  list({
    operationId: 'serviceRequests',
    as: 'gestor@demo.es',
    method: 'GET',
    url: (filters) => getServiceRequestsUrl({ filters }),
    field: 'tipoServicio',
  }),
  list({
    operationId: 'adminIncidenceRequest',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminIncidenceRequestUrl({ take: 0, filters }),
    field: 'asunto',
  }),
  list({
    operationId: 'adminComercialProposals',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminComercialProposalsUrl({ take: 0, filters }),
    field: 'empresa',
  }),
  list({
    operationId: 'adminServiceRequest',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminServiceRequestUrl({ take: 0, filters }),
    field: 'tipoServicio',
  }),
  list({
    operationId: 'adminClients',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminClientsUrl({ take: 0, filters }),
    field: 'client',
  }),
  list({
    operationId: 'adminServiceDirections',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminServiceDirectionsUrl({ take: 0, filters }),
    field: 'nombre',
  }),
];

async function rows(list: FilteredList, path: string) {
  const response = await api.unchecked(list.as, list.method, path, list.body ? { json: list.body() } : {});
  const body = (await response.json()) as { items: Row[]; total: number; message?: string };
  expect(response.status, `${list.operationId}: ${body.message}`).toBe(200);
  return body;
}

/** The path with `filters` set to this raw text, URL-encoded. */
const withRawFilters = (list: FilteredList, raw: string) => {
  const path = list.url();
  return `${path}${path.includes('?') ? '&' : '?'}filters=${encodeURIComponent(raw)}`;
};

describe('the filters query parameter', () => {
  it('is declared as JSON (the ColumnFilters of its row) in exactly these list operations', () => {
    const declared = operationsOf(bundledSpec).flatMap(({ operation }) =>
      (operation.parameters ?? [])
        .filter((p) => p.name === 'filters' && p.in === 'query')
        .map((p) => {
          const content = (p as { content?: Record<string, { schema?: { $ref?: string } }> }).content;
          expect(content?.['application/json']?.schema?.$ref, operation.operationId).toMatch(
            /^#\/components\/schemas\/\w+ColumnFilters$/,
          );
          return operation.operationId;
        }),
    );
    expect(declared.sort()).toEqual(lists.map((list) => list.operationId).sort());
  });

  it('is written by the generated client as the JSON list', () => {
    const url = getContactsUrl({ name: 'Ana', filters: [{ field: 'center', value: 'Bilbao & Co' }] });
    const query = new URLSearchParams(url.split('?')[1]);
    expect(JSON.parse(query.get('filters') ?? '')).toEqual([{ field: 'center', value: 'Bilbao & Co' }]);
    expect(query.get('name')).toBe('Ana');
    expect(getContactsUrl({})).toBe('/contacts');
  });

  it.each(lists.map((list) => [list.operationId, list] as const))(
    '%s filters its rows by a typed filter',
    async (_, list) => {
      const all = await rows(list, list.url());
      const sample = all.items.find((row) => typeof row[list.field] === 'string' && row[list.field] !== '');
      if (!sample) throw new Error(`${list.operationId}: no row with ${list.field} to filter by`);
      const value = String(sample[list.field]).slice(1, 6).toUpperCase();
      const filtered = await rows(list, list.url([{ field: list.field, value }]));
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.total).toBeLessThanOrEqual(all.total);
      for (const row of filtered.items)
        expect(String(row[list.field]).toUpperCase()).toContain(value.toUpperCase());
      // An empty list filters nothing.
      expect((await rows(list, list.url([]))).total).toBe(all.total);
    },
  );

  const malformed: [string, string][] = [
    ['text that is not JSON', '[{"field":'],
    ['JSON that is not a list', '{"field":"nombre","value":"a"}'],
    // A filter with neither value nor values filters nothing (ColumnFilter); an empty set is wrong.
    ['a filter with an empty set of values', '[{"field":"nombre","values":[]}]'],
    ['a filter with an empty field', '[{"field":"","value":"a"}]'],
    ['a filter that is not an object', '["nombre"]'],
    ['more than 20 filters', JSON.stringify(Array.from({ length: 21 }, () => ({ field: 'x', value: 'y' })))],
    ['a field the list does not have', '[{"field":"password","value":"a"}]'],
  ];

  it.each(lists.map((list) => [list.operationId, list] as const))(
    '%s answers 400 in Spanish naming filters to a malformed value',
    async (_, list) => {
      for (const [what, raw] of malformed) {
        const response = await api.unchecked(
          list.as,
          list.method,
          withRawFilters(list, raw),
          list.body ? { json: list.body() } : {},
        );
        const body = (await response.json()) as { message: string; code: string; field?: string };
        expect(response.status, `${list.operationId}, ${what}: ${body.message}`).toBe(400);
        expect(body.code).toBe('VALIDATION');
        expect(body.field, what).toMatch(/^filters\b/);
        expect(body.message, what).toMatch(/"filters|filtrar/);
        expect(body.message, what).not.toMatch(/\b(expected|Invalid|received)\b/);
      }
    },
  );
});

/**
 * Sort and filter fields are closed sets: each list operation's `orderByField` and its filters'
 * `field` are the fields of its row (codegen/fieldSets.ts, `x-fields-of`), each with its Spanish
 * label in the generated enumLabels. A field outside the set is a 400 in Spanish from the generated
 * validator, never a 500.
 */
describe('sort and filter fields', () => {
  type Node = { $ref?: string; type?: string; properties?: Record<string, Node>; items?: Node };
  const schemas = bundledSpec.components.schemas as Record<string, Node>;
  const resolve = (node: Node | undefined): Node | undefined =>
    node?.$ref ? resolve(schemas[node.$ref.split('/').pop() ?? '']) : node;
  const setName = (node: Node | undefined) => node?.$ref?.split('/').pop() ?? '(sin conjunto)';

  interface ListOperation {
    id: string;
    method: string;
    path: string;
    /** Where the operation takes each: a query parameter or a body field. */
    sort?: { in: 'query' | 'body'; set: string };
    filter?: { in: 'query' | 'body'; set: string };
    /** A body that passes validation (the bad field must be the only failure). */
    body?: unknown;
  }

  const listOperations: ListOperation[] = operationsOf(bundledSpec).flatMap(({ method, path, operation }) => {
    const parameters = (operation.parameters ?? []) as {
      name: string;
      in: string;
      schema?: Node;
      content?: Record<string, { schema?: Node }>;
    }[];
    const bodySchema = resolve(operation.requestBody?.content['application/json']?.schema as Node);
    const query = (name: string) => parameters.find((p) => p.in === 'query' && p.name === name);
    const sortParam = query('orderByField');
    const filterParam = query('filters');
    const sortBody = bodySchema?.properties?.orderByField;
    const filterBody = bodySchema?.properties?.filters;
    const filterItems = (list: Node | undefined) => resolve(resolve(list)?.items)?.properties?.field;
    const op: ListOperation = { id: operation.operationId ?? path, method, path };
    if (sortParam) op.sort = { in: 'query', set: setName(sortParam.schema) };
    else if (sortBody) op.sort = { in: 'body', set: setName(sortBody) };
    if (filterParam)
      op.filter = {
        in: 'query',
        set: setName(filterItems(filterParam.content?.['application/json']?.schema)),
      };
    else if (filterBody) op.filter = { in: 'body', set: setName(filterItems(filterBody)) };
    if (!op.sort && !op.filter) return [];
    if (bodySchema?.type === 'array') op.body = [1];
    else if (bodySchema)
      op.body = bodySchema.properties?.idDireccionesServicio ? { idDireccionesServicio: [1] } : {};
    return [op];
  });

  it('every list operation closes its sort and filter fields with labelled sets', () => {
    // The weight tickets' send sorts and filters as their list does.
    expect(listOperations.filter((op) => op.sort).length).toBe(30);
    expect(listOperations.filter((op) => op.filter).length).toBe(32);
    for (const op of listOperations)
      for (const set of [op.sort?.set, op.filter?.set].filter((s) => s !== undefined)) {
        const labels = (enumLabels as Record<string, Record<string, string>>)[set];
        expect(labels, `${op.id}: ${set} is a closed set with Spanish labels`).toBeDefined();
        expect(Object.keys(labels ?? {}).length, `${op.id}: ${set}`).toBeGreaterThan(3);
      }
  });

  it('answers 400 in Spanish to a sort or filter field outside the set, for every list', async () => {
    const problems: string[] = [];
    for (const op of listOperations) {
      const asks: [string, string, unknown][] = [];
      const withQuery = (name: string, value: string) => `${op.path}?${name}=${encodeURIComponent(value)}`;
      const inBody = (extra: Record<string, unknown>) =>
        Array.isArray(op.body) ? op.body : { ...(op.body as object), ...extra };
      if (op.sort?.in === 'query')
        asks.push(['orderByField', withQuery('orderByField', 'password'), op.body]);
      if (op.sort?.in === 'body') asks.push(['orderByField', op.path, inBody({ orderByField: 'password' })]);
      const badFilter = [{ field: 'password', value: 'x' }];
      if (op.filter?.in === 'query')
        asks.push(['filters', withQuery('filters', JSON.stringify(badFilter)), op.body]);
      if (op.filter?.in === 'body') asks.push(['filters', op.path, inBody({ filters: badFilter })]);
      for (const [field, url, body] of asks) {
        const response = await api.unchecked(
          'superadmin@demo.es',
          op.method.toUpperCase(),
          url,
          body === undefined ? {} : { json: body },
        );
        const answer = (await response.json()) as { message?: string; code?: string; field?: string };
        const spanish =
          answer.code === 'VALIDATION' &&
          answer.field?.startsWith(field) &&
          !/\b(expected|Invalid|received)\b/.test(answer.message ?? '');
        if (response.status !== 400 || !spanish)
          problems.push(`${op.id} ${field}: ${response.status} ${JSON.stringify(answer)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
