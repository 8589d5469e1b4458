/**
 * The lists' `filters` query parameter is typed: the contract declares it as JSON
 * (`content: application/json`, a ColumnFilters list), the generated client writes the list it is
 * given as that JSON, and the server validates it with its generated schema. A value that is not a
 * list of {field, value} is a 400 with a Spanish message naming `filters`, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import type { ColumnFilter } from '../../src/api/generated/model';
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

interface FilteredList {
  operationId: string;
  as: DemoEmail;
  method: 'GET' | 'POST';
  /** The generated client's URL for these filters. */
  url(filters?: ColumnFilter[]): string;
  body?(): unknown;
  /** A text field of the rows to filter by. */
  field: string;
}

const hoteles = () => seedClient(api, 'Hoteles Costa Azul S.L.');

const lists: FilteredList[] = [
  {
    operationId: 'contacts',
    as: 'cliente@demo.es',
    method: 'POST',
    url: (filters) => getContactsUrl({ filters }),
    body: () => [hoteles().clientId],
    field: 'name',
  },
  {
    operationId: 'weightTicketsGrid',
    as: 'gestor@demo.es',
    method: 'POST',
    url: (filters) => getWeightTicketsGridUrl({ take: 0, filters }),
    body: () => ({ idDireccionesServicio: hoteles().directionIds }),
    field: 'matricula',
  },
  {
    operationId: 'comercialProposals',
    as: 'gestor@demo.es',
    method: 'GET',
    url: (filters) => getComercialProposalsUrl({ filters }),
    field: 'empresa',
  },
  {
    operationId: 'comercialProposalsExternal',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getComercialProposalsExternalUrl({ take: 0, filters }),
    field: 'empresa',
  },
  {
    operationId: 'incidenceRequests',
    as: 'gestor@demo.es',
    method: 'GET',
    url: (filters) => getIncidenceRequestsUrl({ filters }),
    field: 'asunto',
  },
  {
    operationId: 'serviceRequests',
    as: 'gestor@demo.es',
    method: 'GET',
    url: (filters) => getServiceRequestsUrl({ filters }),
    field: 'tipoServicio',
  },
  {
    operationId: 'adminIncidenceRequest',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminIncidenceRequestUrl({ take: 0, filters }),
    field: 'asunto',
  },
  {
    operationId: 'adminComercialProposals',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminComercialProposalsUrl({ take: 0, filters }),
    field: 'empresa',
  },
  {
    operationId: 'adminServiceRequest',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminServiceRequestUrl({ take: 0, filters }),
    field: 'tipoServicio',
  },
  {
    operationId: 'adminClients',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminClientsUrl({ take: 0, filters }),
    field: 'client',
  },
  {
    operationId: 'adminServiceDirections',
    as: 'admin@demo.es',
    method: 'GET',
    url: (filters) => getAdminServiceDirectionsUrl({ take: 0, filters }),
    field: 'nombre',
  },
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
  it('is declared as JSON (ColumnFilters) in exactly these list operations', () => {
    const declared = operationsOf(bundledSpec).flatMap(({ operation }) =>
      (operation.parameters ?? [])
        .filter((p) => p.name === 'filters' && p.in === 'query')
        .map((p) => {
          const content = (p as { content?: Record<string, { schema?: { $ref?: string } }> }).content;
          expect(content?.['application/json']?.schema?.$ref, operation.operationId).toBe(
            '#/components/schemas/ColumnFilters',
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
    ['a filter without its value', '[{"field":"nombre"}]'],
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
