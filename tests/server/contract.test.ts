/**
 * Walks every operation of the contract against the in-process reference API: who is refused
 * (no token, forged, expired, wrong audience or scope, non-admin on an admin operation) and that
 * invalid input is a 400 with the contract's error body, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demoAccounts';
import { createTestApi, signAccessToken, type TestApi } from '../../server/testing/testApi';
import { bundledSpec, type OpenApiOperation, operationsOf } from '../contract/spec';

const operations = operationsOf(bundledSpec).map(({ method, path, operation }) => ({
  method: method.toUpperCase(),
  path,
  operation: operation as OpenApiOperation & { 'x-access'?: string },
}));
const protectedOperations = operations.filter((op) => op.operation.security === undefined);
const adminOperations = operations.filter((op) => op.operation['x-access'] === 'admin');

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
}, 120_000);
afterAll(() => api?.close());

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  return body as { message: string; code?: string; field?: string };
}

const cliente = demoAccounts.find((a) => a.email === 'cliente@demo.es');
if (!cliente) throw new Error('cliente@demo.es is a fixed demo account');

describe('every protected operation refuses callers without a valid token', () => {
  it('answers 401 without a token', async () => {
    for (const op of protectedOperations) {
      const response = await api.unchecked(null, op.method, op.path);
      const body = await expectError(response, 401);
      expect(body.code, `${op.method} ${op.path}`).toBe('UNAUTHORIZED');
    }
  });

  it.each([
    ['a forged signature', { forged: true }],
    ['an expired token', { expiresIn: -120 }],
    ['another audience', { audience: 'otra-api' }],
    ['a token without the API scope', { scope: 'openid' }],
  ] as const)('answers 401 to %s', async (_, tokenOptions) => {
    const token = await signAccessToken(cliente, tokenOptions);
    for (const op of protectedOperations) {
      const response = await api.app.request(op.path, {
        method: op.method,
        headers: { Authorization: `Bearer ${token}` },
      });
      await expectError(response, 401);
    }
  });

  it('answers 401 to a malformed Authorization header', async () => {
    const response = await api.app.request('/getClients', { headers: { Authorization: 'Basic abc' } });
    await expectError(response, 401);
  });

  it('answers 403 to a valid token of a user the portal does not know', async () => {
    const token = await signAccessToken({
      oid: '00000000-0000-4000-8000-00000000dead',
      email: 'x@y.es',
      role: 1,
    });
    const response = await api.app.request('/getClients', { headers: { Authorization: `Bearer ${token}` } });
    await expectError(response, 403);
  });
});

describe('admin operations', () => {
  it('are marked in the contract: the whole admin area and no fewer', () => {
    const adminTagged = operations.filter((op) => op.operation.tags?.[0] === 'admin');
    expect(adminTagged.every((op) => op.operation['x-access'] === 'admin')).toBe(true);
    expect(adminOperations.length).toBeGreaterThan(adminTagged.length);
  });

  it('answer 403 to a client user, whatever the input', async () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(64);
    for (const op of adminOperations) {
      const response = await api.unchecked('cliente@demo.es', op.method, op.path);
      const body = await expectError(response, 403);
      expect(body.message, `${op.method} ${op.path}`).toBe('Solo administradores.');
    }
  });
});

/** A request that breaks the operation's own input rules, or undefined when it takes no input. */
function invalidRequest(op: (typeof operations)[number]): { path: string; init: RequestInit } | undefined {
  const { operation } = op;
  const parameters = operation.parameters ?? [];
  if (parameters.some((p) => p.in === 'query' && p.required)) return { path: op.path, init: {} };

  const json = operation.requestBody?.content['application/json'];
  if (json) {
    return {
      path: op.path,
      init: { body: '"no es un objeto"', headers: { 'Content-Type': 'application/json' } },
    };
  }
  if (operation.requestBody?.content['multipart/form-data']) {
    return { path: op.path, init: { body: new FormData() } };
  }
  const numeric = parameters.find(
    (p) => p.in === 'query' && (p.schema?.type === 'integer' || p.schema?.type === 'number'),
  );
  if (numeric) return { path: `${op.path}?${numeric.name}=no-es-un-numero`, init: {} };
  return undefined;
}

describe('invalid input', () => {
  it('is a 400 with a Spanish message naming the field, never a 5xx', async () => {
    const token = await api.tokenFor('superadmin@demo.es');
    let checked = 0;
    for (const op of operations) {
      const request = invalidRequest(op);
      if (!request) continue;
      const headers = new Headers(request.init.headers);
      headers.set('Authorization', `Bearer ${token}`);
      const response = await api.app.request(request.path, { ...request.init, method: op.method, headers });
      const body = await expectError(response, 400);
      expect(body.code, `${op.method} ${op.path}`).toBe('VALIDATION');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(120);
  });

  it('rejects a body that is not JSON with a clear message', async () => {
    const response = await api.unchecked('cliente@demo.es', 'POST', '/ticketsGrid', {
      body: '{roto',
      headers: { 'Content-Type': 'application/json' },
    });
    const body = await expectError(response, 400);
    expect(body.message).toMatch(/JSON|no es válido/);
  });

  it('names the failing field of a body', async () => {
    const response = await api.as('cliente@demo.es').POST('/ticketsGrid', { body: { take: -1 } });
    const body = await expectError(response, 400);
    expect(body.field).toBe('take');
    expect(body.message).toMatch(/^El campo "take" no es válido/);
  });
});

describe('the public operation', () => {
  it('needs no token', async () => {
    const response = await api.unchecked(null, 'POST', '/external/comercialproposal', { json: {} });
    await expectError(response, 400);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await api.unchecked(null, 'POST', '/external/comercialproposal', {
      json: { descripcion: 'x'.repeat(20_000) },
    });
    await expectError(response, 413);
  });
});

describe('unknown routes', () => {
  it('answer 404 with the error body', async () => {
    await expectError(await api.unchecked('cliente@demo.es', 'GET', '/no-existe'), 404);
  });
});
