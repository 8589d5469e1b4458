/**
 * The keys of each kind of client configuration are the contract's closed sets (schemas/
 * clientConfig.yaml, `oneOf` of `const` + Spanish `title`): the server validates with the generated
 * schemas (a key of another kind, or none of any, is a 400 naming config before any handler runs),
 * accepts every key of its kind, and titles the KPIs it computes with the contract's labels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enumLabels } from '../../server/generated/enumLabels';
import { HomeKpisResponse, KpisResponse } from '../../server/generated/tickets/tickets.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { expectStatus, ok } from './support/http';
import { seedClient } from './support/seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
}, 120_000);
afterAll(() => api?.close());

const kinds = [
  { path: '/configClientsHomeKPIs', keys: enumLabels.HomeKpiClave },
  { path: '/configClientsServiceKPIs', keys: enumLabels.ServiceKpiClave },
  { path: '/configClientsServicesColumns', keys: enumLabels.ServicesColumnClave },
  { path: '/configClientsActions', keys: enumLabels.ActionClave },
] as const;

const client = 'Clínicas Dentales Sonrisa S.L.';

describe.each(kinds)('$path', ({ path, keys }) => {
  it('accepts every key of its closed set, in any order', async () => {
    const all = Object.keys(keys).reverse();
    const saved = await api.unchecked('admin@demo.es', 'POST', path, {
      json: { cliente: client, config: all },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { config: string[] }).config).toEqual(all);
  });

  it('refuses a key of another kind, or of none, with a 400 naming config', async () => {
    const others = kinds.filter((other) => other.path !== path).map((other) => Object.keys(other.keys)[0]);
    for (const key of [...others, 'noExiste']) {
      const answer = await api.unchecked('admin@demo.es', 'POST', path, {
        json: { cliente: client, config: [key] },
      });
      const body = await expectStatus(answer, 400);
      expect(body.code).toBe('VALIDATION');
      expect(body.field).toMatch(/^config/);
    }
  });
});

describe('KPI titles', () => {
  it('are the contract’s labels of their keys, on the home and on the services screen', async () => {
    const directions = seedClient(api, 'Hoteles Costa Azul S.L.').directionIds;
    const request = { params: { query: { year: 2025 } }, body: { idDireccionesServicio: directions } };
    const home = await ok(await api.as('gestor@demo.es').POST('/homekpis', request), HomeKpisResponse);
    const services = await ok(await api.as('gestor@demo.es').POST('/kpis', request), KpisResponse);
    const labels: Record<string, string> = { ...enumLabels.HomeKpiClave, ...enumLabels.ServiceKpiClave };
    expect(home.items.length).toBeGreaterThan(0);
    expect(services.items.length).toBeGreaterThan(0);
    for (const kpi of [...home.items, ...services.items]) expect(kpi.titulo).toBe(labels[kpi.clave]);
  });
});
