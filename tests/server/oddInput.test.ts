/**
 * Odd input at every input of every operation, as an administrator (so the requests get past the
 * access checks and reach validation and the handlers): wrong types, negative and huge numbers,
 * null, empty and nested values, path tricks and long text, one field at a time. Whatever the
 * input, the answer is never a 5xx: bad input is a 4xx with a message, fitting input is served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { bundledSpec, operationsOf } from '../contract/spec';
import { expectStatus } from './support/http';

const oddValues: readonly unknown[] = [
  'x',
  -1,
  0,
  1e12,
  -1e12,
  2.5,
  null,
  true,
  [],
  {},
  [-1, 'a'],
  '../../etc/passwd',
  '%00',
  'ñ'.repeat(300),
];

interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, unknown>;
}

const schemas = bundledSpec.components.schemas as Record<string, SchemaNode>;
const resolve = (node: SchemaNode | undefined): SchemaNode | undefined =>
  node?.$ref ? resolve(schemas[node.$ref.split('/').pop() ?? '']) : node;

interface OddRequest {
  label: string;
  url: string;
  body?: unknown;
}

/** One request per odd value in each query parameter and each top-level body field. */
function oddRequests(): OddRequest[] {
  const requests: OddRequest[] = [];
  for (const { method, path, operation } of operationsOf(bundledSpec)) {
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const fitting = Object.fromEntries(
      query.map((p) => [p.name, p.schema?.type === 'integer' ? '1' : 'a'] as const),
    );
    const url = (params: Record<string, string>) => {
      const search = new URLSearchParams(params).toString();
      return search ? `${path}?${search}` : path;
    };
    const body = resolve(operation.requestBody?.content['application/json']?.schema as SchemaNode);
    const label = `${method.toUpperCase()} ${path}`;
    for (const value of oddValues) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      for (const p of query) requests.push({ label, url: url({ ...fitting, [p.name]: text }) });
      for (const field of Object.keys(body?.properties ?? {}))
        requests.push({ label, url: url(fitting), body: { [field]: value } });
      if (body?.type === 'array') requests.push({ label, url: url(fitting), body: [value] });
    }
  }
  return requests;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
}, 120_000);
afterAll(() => api?.close());

describe('odd input', () => {
  it('never gets a 5xx from any operation', { timeout: 300_000 }, async () => {
    const token = await api.tokenFor('superadmin@demo.es');
    const requests = oddRequests();
    expect(requests.length).toBeGreaterThan(1500);
    const failures: string[] = [];
    for (const request of requests) {
      const method = request.label.split(' ')[0];
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await api.app.request(request.url, {
        method,
        headers,
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      });
      if (response.status >= 500) {
        failures.push(
          `${request.label}: ${request.url} ${JSON.stringify(request.body)} -> ${response.status}`,
        );
      } else if (response.status >= 400) {
        const answer = (await response.json()) as { message?: unknown };
        if (typeof answer.message !== 'string')
          failures.push(`${request.url}: ${response.status} without message`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses an id beyond the database integer with a 400 naming it', async () => {
    const body = await expectStatus(
      await api.unchecked('superadmin@demo.es', 'GET', '/ticketsGridDetails?idTicket=1000000000000'),
      400,
      'idTicket',
    );
    expect(body.message).toMatch(/idTicket/);
    await expectStatus(
      await api
        .as('superadmin@demo.es')
        .POST('/ticketsGrid', { body: { idDireccionesServicio: [3_000_000_000] } }),
      400,
    );
  });
});
