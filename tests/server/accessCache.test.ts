/**
 * The brief cache of who a user is and what they may see (server/auth/accessCache.ts): a write
 * through the administration operations is seen by the user's very next request, whether it grants
 * access or takes it away; a write this process did not make (another process's, here one made
 * straight into the database) is seen once the cache's time to live has passed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessTtlMs } from '../../server/auth/accessCache';
import { centers, userClients } from '../../server/db/schema';
import { CreateUserB2CResponse } from '../../server/generated/admin/admin.zod';
import { GetCenterResponse, GetClientsResponse } from '../../server/generated/structure/structure.zod';
import { createTestApi, signAccessToken, type TestApi } from '../../server/testing/testApi';
import { expectStatus, ok, present } from './support/http';
import { oidOf, seedClient } from './support/seed';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
}, 120_000);
afterAll(() => api?.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOTELES = 'Hoteles Costa Azul S.L.';
const asAdmin = () => api.as('admin@demo.es');

let created = 0;
/** A new client user (role 0, no permissions) and a way to call the API as them. */
async function newUser() {
  created += 1;
  const user = await ok(
    await asAdmin().POST('/createUserB2C', {
      body: {
        email: `cache${created}@cliente.es`,
        givenName: 'Caché',
        familyName: `Usuario ${created}`,
        role: 0,
        clientId: seedClient(api, HOTELES).clientId,
      },
    }),
    CreateUserB2CResponse,
  );
  // Created for a client, then without any permission: what each test grants is all they have.
  expect((await asAdmin().DELETE('/admin/permisions', { params: { query: { oid: user.oid } } })).status).toBe(
    200,
  );
  const token = await signAccessToken({ oid: user.oid, email: user.email, role: 0 });
  const call = (path: string, init: RequestInit = {}) =>
    api.app.request(path, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });
  return {
    oid: user.oid,
    clients: async () =>
      (await ok(await call('/getClients'), GetClientsResponse)).items.map((c) => c.clientId),
    centers: async (client: string) =>
      (await ok(await call(`/getCenter?client=${encodeURIComponent(client)}`), GetCenterResponse)).items
        .map((c) => c.centerId)
        .sort((a, b) => a - b),
    grid: (directions: number[]) =>
      call('/ticketsGrid', {
        method: 'POST',
        body: JSON.stringify({ idDireccionesServicio: directions, position: 0, take: 15 }),
      }),
    call,
  };
}

const grant = (oid: string, clientIds: number[], centerIds: number[] = [], mode = 'insertpermisions') =>
  asAdmin().POST(`/admin/${mode as 'insertpermisions'}`, {
    body: { oid, clientIds, centerIds, digitalized: false },
  });

describe('permission writes through the API', () => {
  it('a client granted is seen by the user’s next request, though their scope was just read', async () => {
    const hotels = seedClient(api, HOTELES);
    const user = await newUser();
    expect(await user.clients()).toEqual([]);
    await expectStatus(await user.grid(hotels.directionIds), 403);

    expect((await grant(user.oid, [hotels.clientId])).status).toBe(200);
    expect(await user.clients()).toEqual([hotels.clientId]);
    expect((await user.grid(hotels.directionIds)).status).toBe(200);
  });

  it('access taken away is denied at the next request: all permissions, then a narrower replacement', async () => {
    const hotels = seedClient(api, HOTELES);
    const user = await newUser();
    expect((await grant(user.oid, [hotels.clientId])).status).toBe(200);
    expect(await user.centers(HOTELES)).toEqual([...hotels.centerIds].sort((a, b) => a - b));

    // Replaced by one center record: the other centers and their directions are out at once.
    const [center] = await api.db
      .select({ centerId: centers.centerId })
      .from(centers)
      .where(and(eq(centers.clientId, hotels.clientId), eq(centers.nivel, 1)))
      .limit(1);
    const kept = present(center).centerId;
    expect((await grant(user.oid, [hotels.clientId], [kept], 'updatepermisions')).status).toBe(200);
    const narrowed = await user.centers(HOTELES);
    expect(narrowed).toContain(kept);
    expect(narrowed.length).toBeLessThan(hotels.centerIds.length);
    await expectStatus(await user.grid(hotels.directionIds), 403);

    expect(
      (await asAdmin().DELETE('/admin/permisions', { params: { query: { oid: user.oid } } })).status,
    ).toBe(200);
    expect(await user.clients()).toEqual([]);
    await expectStatus(await user.call(`/getCenter?client=${encodeURIComponent(HOTELES)}`), 404);
  });

  it('a deactivated user is refused at the next request, and a promoted one may administer at once', async () => {
    const user = await newUser();
    await expectStatus(await user.call('/admin/clients?skip=0&take=5'), 403);
    const update = (role: 0 | 1, activo: boolean) =>
      asAdmin().POST('/updateUser', {
        body: {
          oid: user.oid,
          givenName: 'Caché',
          familyName: 'Usuario',
          empresa: 'Cliente Caché S.L.',
          role,
          activo,
        },
      });

    expect((await update(1, true)).status).toBe(200);
    expect((await user.call('/admin/clients?skip=0&take=5')).status).toBe(200);

    expect((await update(1, false)).status).toBe(200);
    const refused = await expectStatus(await user.call('/getClients'), 403);
    expect(refused.message).toBe('Su usuario no tiene acceso al portal.');
  });

  it('a center created by an administrator below a granted one is in the user’s scope at once', async () => {
    const hotels = seedClient(api, HOTELES);
    const user = await newUser();
    expect((await grant(user.oid, [hotels.clientId])).status).toBe(200);
    const before = await user.centers(HOTELES);
    const made = await asAdmin().POST('/admin/createcenter', {
      // Below one of the client's centers, which the user's records grant with all below it.
      body: { clientId: hotels.clientId, nombre: 'Centro recién creado', parentId: present(before[0]) },
    });
    expect(made.status).toBe(200);
    const after = await user.centers(HOTELES);
    expect(after).toHaveLength(before.length + 1);
  });
});

describe('what else is kept briefly', () => {
  it('a client renamed by an administrator reads its new name in the client picker at once', async () => {
    const created = await asAdmin().POST('/admin/createclient', {
      body: { client: 'Nombre Antiguo S.L.', regenera: false, digitalized: false },
    });
    expect(created.status).toBe(200);
    const clientId = ((await created.json()) as { clientId: number }).clientId;
    const names = async () =>
      (await ok(await asAdmin().GET('/getClients'), GetClientsResponse)).items
        .filter((c) => c.clientId === clientId)
        .map((c) => c.client);
    expect(await names()).toEqual(['Nombre Antiguo S.L.']);
    const renamed = await asAdmin().POST('/admin/updateclient', {
      body: { clientId, client: 'Nombre Nuevo S.L.', regenera: false, digitalized: false },
    });
    expect(renamed.status).toBe(200);
    expect(await names()).toEqual(['Nombre Nuevo S.L.']);
  });

  it('an access token checked once is refused again once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const account = { oid: oidOf('cliente@demo.es'), email: 'cliente@demo.es', role: 0 };
    const token = await signAccessToken(account, { expiresIn: 5 });
    const call = () => api.app.request('/getClients', { headers: { Authorization: `Bearer ${token}` } });
    expect((await call()).status).toBe(200);
    // Past its expiry and the verifier's 30 s of clock tolerance.
    vi.setSystemTime(Date.now() + 40_000);
    await expectStatus(await call(), 401);
  });
});

describe('a write this process did not make', () => {
  it('is seen once the cache’s time to live has passed', async () => {
    const hotels = seedClient(api, HOTELES);
    const user = await newUser();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await user.clients()).toEqual([]);
    // As another process serving the same database would write it.
    await api.db.insert(userClients).values({ oid: user.oid, clientId: hotels.clientId, digitalized: false });
    vi.setSystemTime(Date.now() + accessTtlMs + 1);
    expect(await user.clients()).toEqual([hotels.clientId]);
  });
});
