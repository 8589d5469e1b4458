/**
 * Structure lookups: the clients of each variant a user sees, their centers (flat and as a tree),
 * service directions, years with services, account managers and CIFs, each limited to the user's
 * permissions (normal or digitalized variant).
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centers, clientNifs, clients, gestores, serviceDirections, tickets } from '../../server/db/schema';
import {
  GetCenterDigitalizedResponse,
  GetCenterResponse,
  GetCentersTreeDigitalizedResponse,
  GetCentersTreeResponse,
  GetClientCifsResponse,
  GetClientsDigitalizedResponse,
  GetClientsResponse,
  GetGestorResponse,
  GetServiceDirectionsDigitalizedResponse,
  GetServiceDirectionsResponse,
  GetYearsResponse,
} from '../../server/generated/structure/structure.zod';
import { forgetCached } from '../../server/lib/briefCache';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import { getWith, type PathsWith, type Query } from '../../server/testing/typedClient';
import { expectStatus, ok, present } from './support/http';
import { seedClient } from './support/seed';

let api: TestApi;

const HOTELES = 'Hoteles Costa Azul S.L.';
const CARNICAS = 'Industrias Cárnicas del Sur S.L.';
const TALLERES = 'Talleres Mecánicos Norte S.A.';
const RESTAURANTES = 'Restaurantes del Sur S.L.';
const MESETA = 'Construcciones Meseta S.A.';
const SONRISA = 'Clínicas Dentales Sonrisa S.L.';
const EBRO = 'Supermercados Ebro S.L.';

beforeAll(async () => {
  api = await createTestApi({ tickets: 800 });
}, 120_000);
afterAll(() => api?.close());

const byName = (a: string, b: string) => a.localeCompare(b, 'es');

const clientOf = (name: string) => seedClient(api, name);

function get<P extends PathsWith<'get'>>(as: DemoEmail, path: P, query: Query<'get', P>) {
  return getWith(api.as(as), path, query);
}

async function centersNamed(clientName: string) {
  const { clientId } = clientOf(clientName);
  return api.db.select().from(centers).where(eq(centers.clientId, clientId));
}

describe('GET /getClients and /getClientsDigitalized', () => {
  it('lists the normal clients the user is granted, by name, with the principal CIF', async () => {
    const page = await ok(await get('cliente@demo.es', '/getClients', {}), GetClientsResponse);
    expect(page.items.map((c) => c.client)).toEqual([HOTELES, CARNICAS].sort(byName));
    expect(page.total).toBe(2);
    const hoteles = page.items.find((c) => c.client === HOTELES);
    const [principal] = await api.db
      .select()
      .from(clientNifs)
      .where(and(eq(clientNifs.clientId, clientOf(HOTELES).clientId), eq(clientNifs.principal, true)));
    expect(hoteles).toMatchObject({
      digitalized: false,
      regenera: false,
      idNif: principal?.id,
      cif: principal?.nif,
    });
  });

  it('gives administrators every client of the variant, and nobody the other variant', async () => {
    const all = await api.db.select().from(clients);
    const normal = await ok(await get('admin@demo.es', '/getClients', {}), GetClientsResponse);
    expect(normal.items.map((c) => c.client)).toEqual(
      all
        .filter((c) => !c.digitalized)
        .map((c) => c.client)
        .sort(byName),
    );
    const digital = await ok(
      await get('admin@demo.es', '/getClientsDigitalized', {}),
      GetClientsDigitalizedResponse,
    );
    expect(digital.items.map((c) => c.client)).toEqual(
      all
        .filter((c) => c.digitalized)
        .map((c) => c.client)
        .sort(byName),
    );
    expect(digital.items.every((c) => c.digitalized)).toBe(true);
  });

  it('lists the digitalized clients of the digitalized permissions; empty lists when none', async () => {
    const digital = await ok(
      await get('digital@demo.es', '/getClientsDigitalized', {}),
      GetClientsDigitalizedResponse,
    );
    expect(digital.items.map((c) => c.client)).toEqual([MESETA, SONRISA, EBRO].sort(byName));
    expect(await ok(await get('digital@demo.es', '/getClients', {}), GetClientsResponse)).toEqual({
      items: [],
      total: 0,
    });
    expect(
      await ok(await get('cliente@demo.es', '/getClientsDigitalized', {}), GetClientsDigitalizedResponse),
    ).toEqual({
      items: [],
      total: 0,
    });
    const gestor = await ok(
      await get('gestor@demo.es', '/getClientsDigitalized', {}),
      GetClientsDigitalizedResponse,
    );
    expect(gestor.items.map((c) => c.client)).toEqual([MESETA, EBRO].sort(byName));
  });
});

describe('GET /getCenter and /getCentersTree', () => {
  it('lists only the centers under the user’s center access records, by name', async () => {
    const rows = await centersNamed(HOTELES);
    const costaDelSol = rows.find((c) => c.nombre === 'Costa del Sol');
    const expected = rows.filter(
      (c) => c.centerId === costaDelSol?.centerId || c.parentId === costaDelSol?.centerId,
    );
    const page = await ok(await get('cliente@demo.es', '/getCenter', { client: HOTELES }), GetCenterResponse);
    expect(page.items.map((c) => c.nombre)).toEqual(expected.map((c) => c.nombre).sort(byName));
    expect(page.total).toBe(4);
    expect(page.items.every((c) => c.clientId === clientOf(HOTELES).clientId)).toBe(true);
  });

  it('lists every center of a client without center records', async () => {
    const page = await ok(
      await get('cliente@demo.es', '/getCenter', { client: CARNICAS }),
      GetCenterResponse,
    );
    expect(page.items.map((c) => c.centerId).sort()).toEqual(clientOf(CARNICAS).centerIds.slice().sort());
  });

  it('draws the tree down to the accessible centers: ancestors included, parents first', async () => {
    const tree = await ok(
      await get('cliente@demo.es', '/getCentersTree', { client: HOTELES }),
      GetCentersTreeResponse,
    );
    expect(tree.items.map((c) => c.nombre)).toEqual([
      'Hoteles Costa Azul - Sede central',
      'Costa del Sol',
      'Hotel Costa Azul Málaga Centro',
      'Hotel Costa Azul Marbella',
      'Hotel Costa Azul Torremolinos',
    ]);
    expect(tree.items.map((c) => c.nivel)).toEqual([0, 1, 2, 2, 2]);
    expect(tree.items[0]?.parentId).toBeNull();
    expect(tree.items[1]?.parentId).toBe(tree.items[0]?.centerId);

    const full = await ok(
      await get('admin@demo.es', '/getCentersTree', { client: HOTELES }),
      GetCentersTreeResponse,
    );
    expect(full.total).toBe(clientOf(HOTELES).centerIds.length);
    const seen = new Set<number>();
    for (const center of full.items) {
      if (center.parentId !== null) expect(seen.has(center.parentId)).toBe(true);
      seen.add(center.centerId);
    }
  });

  it('answers 404 alike for an unknown or digitalized client and another user’s client', async () => {
    for (const path of ['/getCenter', '/getCentersTree'] as const) {
      expect((await get('cliente@demo.es', path, { client: 'No existe' })).status).toBe(404);
      expect((await get('admin@demo.es', path, { client: MESETA })).status).toBe(404);
      const denied = await get('cliente@demo.es', path, { client: TALLERES });
      expect(denied.status).toBe(404);
      expect(await denied.json()).toEqual({
        code: 'NOT_FOUND',
        message: `No existe el cliente "${TALLERES}".`,
      });
    }
  });

  it('serves an administrator a client that has no centers yet', async () => {
    const [created] = await api.db
      .insert(clients)
      .values({ client: 'Cliente Sin Centros S.L.' })
      .returning({ clientId: clients.clientId });
    // Written straight into the database, as another process would: this process's brief caches
    // (server/lib/briefCache.ts) forget it, as an administrator's write through the API does.
    forgetCached(api.db);
    const page = await ok(
      await get('admin@demo.es', '/getCenter', { client: 'Cliente Sin Centros S.L.' }),
      GetCenterResponse,
    );
    expect(page).toEqual({ items: [], total: 0 });
    const listed = await ok(await get('admin@demo.es', '/getClients', {}), GetClientsResponse);
    expect(listed.items.some((c) => c.clientId === created?.clientId)).toBe(true);
    await api.db.delete(clients).where(eq(clients.clientId, created?.clientId ?? 0));
  });
});

describe('GET /getCenterDigitalized and /getCentersTreeDigitalized', () => {
  it('use the digitalized permissions', async () => {
    const flat = await ok(
      await get('digital@demo.es', '/getCenterDigitalized', { client: EBRO }),
      GetCenterDigitalizedResponse,
    );
    expect(flat.items.map((c) => c.centerId).sort()).toEqual(clientOf(EBRO).centerIds.slice().sort());
    expect(flat.items.map((c) => c.nombre)).toEqual(flat.items.map((c) => c.nombre).sort(byName));

    const tree = await ok(
      await get('digital@demo.es', '/getCentersTreeDigitalized', { client: EBRO }),
      GetCentersTreeDigitalizedResponse,
    );
    expect(tree.items[0]).toMatchObject({ nombre: 'Supermercados Ebro - Central', parentId: null, nivel: 0 });
    expect(tree.total).toBe(clientOf(EBRO).centerIds.length);
  });

  it('answer 404 alike for a normal client and a digitalized client not granted', async () => {
    for (const path of ['/getCenterDigitalized', '/getCentersTreeDigitalized'] as const) {
      expect((await get('digital@demo.es', path, { client: HOTELES })).status).toBe(404);
      expect((await get('gestor@demo.es', path, { client: SONRISA })).status).toBe(404);
      // The normal permissions do not open a digitalized client.
      expect((await get('cliente@demo.es', path, { client: MESETA })).status).toBe(404);
    }
  });
});

describe('GET /getServiceDirections', () => {
  it('lists the accessible directions of the client, by name', async () => {
    const rows = await centersNamed(HOTELES);
    const costaDelSol = rows.find((c) => c.nombre === 'Costa del Sol');
    const allowedCenters = rows
      .filter((c) => c.centerId === costaDelSol?.centerId || c.parentId === costaDelSol?.centerId)
      .map((c) => c.centerId);
    const expected = await api.db
      .select()
      .from(serviceDirections)
      .where(inArray(serviceDirections.centerId, allowedCenters));

    const page = await ok(
      await get('cliente@demo.es', '/getServiceDirections', { client: HOTELES }),
      GetServiceDirectionsResponse,
    );
    expect(page.items.map((d) => d.iddireccionservicio).sort()).toEqual(
      expected.map((d) => d.iddireccionservicio).sort(),
    );
    expect(page.items.map((d) => d.nombre)).toEqual(page.items.map((d) => d.nombre).sort(byName));
    expect(page.total).toBe(expected.length);
  });

  it('limits to a center and the centers below it', async () => {
    const rows = await centersNamed(HOTELES);
    const marbella = rows.find((c) => c.nombre === 'Hotel Costa Azul Marbella');
    const page = await ok(
      await get('cliente@demo.es', '/getServiceDirections', {
        client: HOTELES,
        center: 'Hotel Costa Azul Marbella',
      }),
      GetServiceDirectionsResponse,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((d) => d.centerId === marbella?.centerId)).toBe(true);

    // The root is drawn in the user's tree: naming it gives what the user sees below it.
    const root = await ok(
      await get('cliente@demo.es', '/getServiceDirections', {
        client: HOTELES,
        center: 'Hoteles Costa Azul - Sede central',
      }),
      GetServiceDirectionsResponse,
    );
    const all = await ok(
      await get('cliente@demo.es', '/getServiceDirections', { client: HOTELES }),
      GetServiceDirectionsResponse,
    );
    expect(root).toEqual(all);
  });

  it('answers 404 alike for a center with nothing of the user’s and an unknown center or client', async () => {
    const path = '/getServiceDirections';
    expect(
      (await get('cliente@demo.es', path, { client: HOTELES, center: 'Levante y Baleares' })).status,
    ).toBe(404);
    expect((await get('cliente@demo.es', path, { client: HOTELES, center: 'No existe' })).status).toBe(404);
    expect((await get('cliente@demo.es', '/getServiceDirections', { client: 'No existe' })).status).toBe(404);
    expect((await get('cliente@demo.es', '/getServiceDirections', { client: TALLERES })).status).toBe(404);
  });
});

describe('GET /getServiceDirectionsDigitalized', () => {
  it('lists the directions of a granted digitalized client', async () => {
    const page = await ok(
      await get('digital@demo.es', '/getServiceDirectionsDigitalized', { client: SONRISA }),
      GetServiceDirectionsDigitalizedResponse,
    );
    expect(page.items.map((d) => d.iddireccionservicio).sort()).toEqual(
      clientOf(SONRISA).directionIds.slice().sort(),
    );
    expect(page.items.every((d) => d.clientId === clientOf(SONRISA).clientId)).toBe(true);
  });

  it('answers 404 alike for a normal client and one not granted', async () => {
    expect(
      (await get('digital@demo.es', '/getServiceDirectionsDigitalized', { client: HOTELES })).status,
    ).toBe(404);
    expect(
      (await get('gestor@demo.es', '/getServiceDirectionsDigitalized', { client: SONRISA })).status,
    ).toBe(404);
  });
});

describe('POST /getYears', () => {
  async function years(as: DemoEmail, directions: number[], regenera?: boolean) {
    return api.as(as).POST('/getYears', {
      params: { query: regenera === undefined ? {} : { regenera } },
      body: { idDireccionesServicio: directions },
    });
  }

  it('counts the services of each year, newest first', async () => {
    const directions = clientOf(TALLERES).directionIds;
    const page = await ok(await years('gestor@demo.es', directions), GetYearsResponse);
    const expected = await api.db
      .select({ year: sql<number>`extract(year from ${tickets.fecha})::int`.mapWith(Number), n: count() })
      .from(tickets)
      .where(inArray(tickets.iddireccionservicio, directions))
      .groupBy(sql`1`);
    expect(page.items.map((y) => y.year)).toEqual(
      expected
        .map((y) => y.year)
        .sort()
        .reverse(),
    );
    for (const item of page.items) expect(item.servicios).toBe(expected.find((y) => y.year === item.year)?.n);
    expect(page.total).toBe(expected.length);
  });

  it('counts only Regenera clients with regenera=true', async () => {
    const mixed = [...clientOf(TALLERES).directionIds, ...clientOf(RESTAURANTES).directionIds];
    const all = await ok(await years('regenera@demo.es', mixed, false), GetYearsResponse);
    const regenera = await ok(await years('regenera@demo.es', mixed, true), GetYearsResponse);
    const onlyRestaurantes = await ok(
      await years('regenera@demo.es', clientOf(RESTAURANTES).directionIds),
      GetYearsResponse,
    );
    expect(regenera).toEqual(onlyRestaurantes);
    const sum = (p: typeof all) => p.items.reduce((s, y) => s + y.servicios, 0);
    expect(sum(all)).toBeGreaterThan(sum(regenera));
  });

  it('answers an empty list for no directions and 403 for another client’s', async () => {
    expect(await ok(await years('gestor@demo.es', []), GetYearsResponse)).toEqual({ items: [], total: 0 });
    expect((await years('gestor@demo.es', clientOf(CARNICAS).directionIds)).status).toBe(403);
  });

  it('refuses a regenera flag that is not a boolean', async () => {
    // Not a boolean: a request the typed client would not send.
    expect(
      (
        await api.unchecked('gestor@demo.es', 'POST', '/getYears?regenera=quiz%C3%A1', {
          json: { idDireccionesServicio: [] },
        })
      ).status,
    ).toBe(400);
  });
});

describe('GET /getgestor', () => {
  it('returns the center’s manager or the nearest ancestor’s', async () => {
    const rows = await centersNamed(HOTELES);
    const marbella = rows.find((c) => c.nombre === 'Hotel Costa Azul Marbella');
    const managed = await api.db
      .select()
      .from(gestores)
      .where(
        inArray(
          gestores.centerId,
          rows.map((c) => c.centerId),
        ),
      );
    // Expected: walk up from Marbella to the first center with a 'tecnico' manager.
    let expected: (typeof managed)[number] | undefined;
    for (
      let id = marbella?.centerId ?? null;
      id !== null && !expected;
      id = rows.find((c) => c.centerId === id)?.parentId ?? null
    ) {
      expected = managed.find((g) => g.centerId === id && g.tipo === 'tecnico');
    }
    const gestor = await ok(
      await get('cliente@demo.es', '/getgestor', { type: 'tecnico', centerId: present(marbella).centerId }),
      GetGestorResponse,
    );
    expect(gestor).toEqual({
      nombre: expected?.nombre,
      email: expected?.email,
      telefono: expected?.telefono,
      tipo: 'tecnico',
      centerId: expected?.centerId,
    });
    expect(gestor.centerId).not.toBe(marbella?.centerId);
  });

  it('answers 404 alike for an unknown center, another client’s and one without a manager of that kind', async () => {
    expect((await get('cliente@demo.es', '/getgestor', { type: 'comercial', centerId: 999999 })).status).toBe(
      404,
    );
    expect(
      (
        await get('cliente@demo.es', '/getgestor', {
          type: 'comercial',
          centerId: present(clientOf(TALLERES).centerIds[0]),
        })
      ).status,
    ).toBe(404);

    // cliente@ is granted only some centers of Hoteles: a center outside its tree (neither granted
    // nor above a granted one) is not its to read.
    const tree = await ok(
      await get('cliente@demo.es', '/getCentersTree', { client: HOTELES }),
      GetCentersTreeResponse,
    );
    const inTree = new Set(tree.items.map((c) => c.centerId));
    const notGranted = clientOf(HOTELES).centerIds.find((id) => !inTree.has(id));
    expect(notGranted).toBeDefined();
    await expectStatus(
      await get('cliente@demo.es', '/getgestor', { type: 'comercial', centerId: present(notGranted) }),
      404,
    );

    const [client] = await api.db.insert(clients).values({ client: 'Sin Gestor S.L.' }).returning();
    const [center] = await api.db
      .insert(centers)
      .values({ clientId: client?.clientId ?? 0, nombre: 'Centro sin gestor' })
      .returning();
    forgetCached(api.db);
    const response = await get('admin@demo.es', '/getgestor', {
      type: 'administracion',
      centerId: present(center).centerId,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    await api.db.delete(clients).where(eq(clients.clientId, client?.clientId ?? 0));
  });

  it('refuses an unknown manager type', async () => {
    // A type outside the contract's enum: a request the typed client would not send.
    expect((await api.unchecked('cliente@demo.es', 'GET', '/getgestor?type=jefe&centerId=1')).status).toBe(
      400,
    );
  });
});

describe('GET /getclientcifs', () => {
  it('lists the client’s CIFs, the principal first and then by CIF', async () => {
    const { clientId } = clientOf(TALLERES);
    const page = await ok(await get('gestor@demo.es', '/getclientcifs', { clientId }), GetClientCifsResponse);
    const rows = await api.db.select().from(clientNifs).where(eq(clientNifs.clientId, clientId));
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({ principal: true, cif: rows.find((r) => r.principal)?.nif });
    const rest = page.items.slice(1).map((r) => r.cif);
    expect(rest).toEqual([...rest].sort());
    expect(page.items.map((r) => r.razonSocial)).toContain('Automoción Gasteiz S.L.');
  });

  it('serves a granted digitalized client too; 404 alike for unknown and not granted', async () => {
    const digital = await get('digital@demo.es', '/getclientcifs', { clientId: clientOf(EBRO).clientId });
    expect((await ok(digital, GetClientCifsResponse)).total).toBeGreaterThan(0);
    expect((await get('gestor@demo.es', '/getclientcifs', { clientId: 999999 })).status).toBe(404);
    expect(
      (await get('gestor@demo.es', '/getclientcifs', { clientId: clientOf(CARNICAS).clientId })).status,
    ).toBe(404);
  });
});
