/**
 * The services grid's total is cached briefly per directions and filters
 * (server/features/tickets/serviceCounts.ts): it must stay the exact count, on every page and for
 * every filter, and follow an administrator's reassignment of a service direction at once.
 */
import { and, count, eq, ilike, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centers, serviceDirections, tickets } from '../../server/db/schema';
import { TicketsGridResponse } from '../../server/generated/tickets/tickets.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import type { JsonBody } from '../../server/testing/typedClient';
import { ok, present } from './support/http';
import { seedClient } from './support/seed';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ tickets: 1500 });
}, 120_000);
afterAll(() => api?.close());

const grid = async (body: JsonBody<'post', '/ticketsGrid'>) =>
  (await ok(await api.as('admin@demo.es').POST('/ticketsGrid', { body }), TicketsGridResponse)).total;

/** The services of `directions` whose center's name contains `centro`, counted in the database. */
async function countedInDatabase(directions: number[], centro?: string, estado?: string) {
  const [row] = await api.db
    .select({ n: count() })
    .from(tickets)
    .innerJoin(centers, eq(centers.centerId, tickets.centerId))
    .where(
      and(
        inArray(tickets.iddireccionservicio, directions),
        centro ? ilike(centers.nombre, `%${centro}%`) : undefined,
        estado ? eq(tickets.estado, estado as 'facturado') : undefined,
      ),
    );
  return row?.n ?? 0;
}

describe('the services grid’s total', () => {
  it('is the exact count on every page, and for each filter', async () => {
    const directions = seedClient(api, 'Hoteles Costa Azul S.L.').directionIds;
    const all = await countedInDatabase(directions);
    expect(all).toBeGreaterThan(30);
    expect(await grid({ idDireccionesServicio: directions, position: 0, take: 15 })).toBe(all);
    expect(await grid({ idDireccionesServicio: directions, position: 15, take: 15 })).toBe(all);
    // The same directions in another order and sorted otherwise: the same count.
    expect(
      await grid({ idDireccionesServicio: [...directions].reverse(), take: 15, orderByField: 'referencia' }),
    ).toBe(all);
    const filters = [{ field: 'estado' as const, value: 'facturado' }];
    const invoiced = await countedInDatabase(directions, undefined, 'facturado');
    expect(invoiced).toBeLessThan(all);
    expect(await grid({ idDireccionesServicio: directions, take: 15, filters })).toBe(invoiced);
    expect(await grid({ idDireccionesServicio: directions.slice(1), take: 15 })).toBe(
      await countedInDatabase(directions.slice(1)),
    );
  });

  it('counts exactly the rows it lists, with or without the joined names in its filters', async () => {
    const hotels = seedClient(api, 'Hoteles Costa Azul S.L.');
    const restaurants = seedClient(api, 'Restaurantes del Sur S.L.');
    const directions = [...hotels.directionIds, ...restaurants.directionIds];
    // A center and a direction that have services, whose names the free text can find.
    const [center] = await api.db
      .select({ nombre: centers.nombre })
      .from(tickets)
      .innerJoin(centers, eq(centers.centerId, tickets.centerId))
      .where(eq(tickets.clientId, hotels.clientId))
      .limit(1);
    const [direction] = await api.db
      .select({ nombre: serviceDirections.nombre })
      .from(tickets)
      .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
      .where(eq(tickets.clientId, restaurants.clientId))
      .limit(1);
    const requests: JsonBody<'post', '/ticketsGrid'>[] = [
      { filterText: present(center).nombre.slice(0, 8) },
      { filterText: present(direction).nombre.slice(0, 8) },
      { filterText: 'SRV-20' },
      { filters: [{ field: 'direccionServicio' as const, value: present(direction).nombre.slice(0, 8) }] },
      { filters: [{ field: 'residuo' as const, value: 'a' }], regenera: true },
      { betweenDates: { desde: '2025-06-01', hasta: '2025-12-31' } },
    ];
    for (const request of requests) {
      const listed = await api
        .as('admin@demo.es')
        .POST('/ticketsGrid', { body: { ...request, idDireccionesServicio: directions, take: 0 } });
      const all = await ok(listed, TicketsGridResponse);
      expect(all.items.length, JSON.stringify(request)).toBeGreaterThan(0);
      expect(
        await grid({ ...request, idDireccionesServicio: directions, take: 15 }),
        JSON.stringify(request),
      ).toBe(all.items.length);
    }
  });

  it('follows a service direction moved to another center at the next request', async () => {
    const client = seedClient(api, 'Talleres Mecánicos Norte S.A.');
    const [moved] = await api.db
      .select({
        iddireccionservicio: serviceDirections.iddireccionservicio,
        centerId: serviceDirections.centerId,
      })
      .from(serviceDirections)
      .innerJoin(tickets, eq(tickets.iddireccionservicio, serviceDirections.iddireccionservicio))
      .where(eq(serviceDirections.clientId, client.clientId))
      .limit(1);
    const from = present(
      (
        await api.db
          .select()
          .from(centers)
          .where(eq(centers.centerId, present(moved).centerId))
      )[0],
    );
    const to = present(client.centerIds.find((id) => id !== from.centerId));
    const body = {
      idDireccionesServicio: client.directionIds,
      take: 15,
      filters: [{ field: 'centro' as const, value: from.nombre }],
    };
    const before = await grid(body);
    expect(before).toBe(await countedInDatabase(client.directionIds, from.nombre));

    const reassigned = await api.as('admin@demo.es').POST('/admin/updateservicedirections', {
      params: { query: { iddireccionservicio: present(moved).iddireccionservicio, centerId: to } },
    });
    expect(reassigned.status).toBe(200);
    const after = await countedInDatabase(client.directionIds, from.nombre);
    expect(after).toBeLessThan(before);
    expect(await grid(body)).toBe(after);
  });
});
