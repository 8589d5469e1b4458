/**
 * GET /getclientemenu: the read of the top menu an admin saves with POST /clientemenu, for the
 * navigation of any user who may see the client (either variant); the default menu (id null, no
 * entries) when not configured, 404 only for a client that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetClienteMenuReportsResponse,
  GetClienteMenuResponse,
} from '../../server/generated/notifications/notifications.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { seedClient } from './support/seed';

let api: TestApi;
const clientId = (name: string) => seedClient(api, name).clientId;
const talleres = 'Talleres Mecánicos Norte S.A.';
const hoteles = 'Hoteles Costa Azul S.L.';

beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe('GET /getclientemenu', () => {
  it('answers the saved entries, in order, to a user of the client', async () => {
    const response = await api
      .as('gestor@demo.es')
      .GET('/getclientemenu', { params: { query: { clientId: clientId(talleres) } } });
    expect(response.status).toBe(200);
    expect(GetClienteMenuResponse.parse(await response.json())).toEqual({
      id: 1,
      cliente: talleres,
      menuEntries: ['services', 'contacts', 'reports', 'files'],
    });
  });

  it('follows what an admin saves', async () => {
    const saved = await api
      .as('admin@demo.es')
      .POST('/clientemenu', { body: { cliente: hoteles, menuEntries: ['files', 'services'] } });
    expect(saved.status).toBe(200);
    const read = await api
      .as('cliente@demo.es')
      .GET('/getclientemenu', { params: { query: { clientId: clientId(hoteles) } } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ cliente: hoteles, menuEntries: ['files', 'services'] });
  });

  it('answers the default menu (id null, no entries) for a client without one, to admins and users', async () => {
    const carnicas = 'Industrias Cárnicas del Sur S.L.';
    for (const as of ['admin@demo.es', 'cliente@demo.es'] as const) {
      const response = await api
        .as(as)
        .GET('/getclientemenu', { params: { query: { clientId: clientId(carnicas) } } });
      expect(response.status).toBe(200);
      expect(GetClienteMenuResponse.parse(await response.json())).toEqual({
        id: null,
        cliente: carnicas,
        menuEntries: [],
      });
    }
  });

  it('is a 404 for a client that does not exist', async () => {
    const response = await api
      .as('admin@demo.es')
      .GET('/getclientemenu', { params: { query: { clientId: 999999 } } });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toMatch(/\S/);
  });

  it('refuses a client outside the user’s permissions', async () => {
    const response = await api
      .as('cliente@demo.es')
      .GET('/getclientemenu', { params: { query: { clientId: clientId(talleres) } } });
    // As a client that does not exist.
    expect(response.status).toBe(404);
  });
});

/**
 * GET /getclientemenureports: the same for the reports submenu POST /clientemenureports saves (the
 * admin form starts from it).
 */
describe('GET /getclientemenureports', () => {
  const read = (as: 'admin@demo.es' | 'cliente@demo.es' | 'gestor@demo.es', name: string) =>
    api.as(as).GET('/getclientemenureports', { params: { query: { clientId: clientId(name) } } });

  it('answers the saved reports, in order, and follows what an admin saves', async () => {
    const seeded = await read('cliente@demo.es', hoteles);
    expect(seeded.status).toBe(200);
    expect(GetClienteMenuReportsResponse.parse(await seeded.json())).toEqual({
      id: 3,
      cliente: hoteles,
      menuEntries: [
        'volumeOfWaste',
        'volumeOfServicesPerMonth',
        'costOfEnvironmentalManagementPerMonth',
        'costOfEnvironmentalManagementPerCenter',
      ],
    });
    const saved = await api.as('admin@demo.es').POST('/clientemenureports', {
      body: { id: 3, cliente: hoteles, menuEntries: ['volumeOfServicesPerMonth', 'volumeOfWaste'] },
    });
    expect(saved.status).toBe(200);
    expect(await (await read('admin@demo.es', hoteles)).json()).toEqual({
      id: 3,
      cliente: hoteles,
      menuEntries: ['volumeOfServicesPerMonth', 'volumeOfWaste'],
    });
  });

  it('answers the default (id null, every report) for a client without one, and refuses others’ clients', async () => {
    const response = await read('gestor@demo.es', talleres);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: null, cliente: talleres, menuEntries: [] });
    expect((await read('cliente@demo.es', talleres)).status).toBe(404);
    const missing = await api
      .as('admin@demo.es')
      .GET('/getclientemenureports', { params: { query: { clientId: 999999 } } });
    expect(missing.status).toBe(404);
  });
});

describe('admin operations refuse non-admins', () => {
  it.each([
    ['GET', '/admin/clients'],
    ['POST', '/admin/createclient'],
    ['POST', '/createUserB2C'],
    ['POST', '/clientemenu'],
  ])('%s %s answers 403 to cliente@demo.es', async (method, path) => {
    const response = await api.unchecked(
      'cliente@demo.es',
      method,
      path,
      method === 'POST' ? { json: {} } : {},
    );
    expect(response.status).toBe(403);
  });
});
