/**
 * The services grid reads its rows without joining centers and directions and fills their names
 * from a brief cache (server/features/tickets/placeNames.ts): each row must show its own center's
 * and direction's names, as a join reads them, including a center and a direction created since
 * the names were read by another process (a write this process never saw).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTtlMs } from '../../server/auth/accessCache';
import { centers, serviceDirections, tickets } from '../../server/db/schema';
import { TicketsGridResponse } from '../../server/generated/tickets/tickets.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import type { JsonBody } from '../../server/testing/typedClient';
import { ok, present } from './support/http';
import { seedClient } from './support/seed';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ tickets: 600 });
}, 120_000);
afterAll(() => api?.close());

const page = async (body: JsonBody<'post', '/ticketsGrid'>) =>
  (await ok(await api.as('admin@demo.es').POST('/ticketsGrid', { body }), TicketsGridResponse)).items;

/** Each service's center and direction names, as joining them reads them. */
async function joinedNames(ids: number[]) {
  const rows = await api.db
    .select({ id: tickets.idTicket, centro: centers.nombre, direccionServicio: serviceDirections.nombre })
    .from(tickets)
    .innerJoin(centers, eq(centers.centerId, tickets.centerId))
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
    .where(inArray(tickets.idTicket, ids));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

describe('the names on services rows', () => {
  it('are each row’s own center’s and direction’s, sorted by the service’s fields or by a name', async () => {
    const { directionIds } = seedClient(api, 'Hoteles Costa Azul S.L.');
    for (const sort of [{}, { orderByField: 'referencia' as const }, { orderByField: 'centro' as const }]) {
      const items = await page({ idDireccionesServicio: directionIds, take: 40, ...sort });
      expect(items.length).toBe(40);
      const joined = await joinedNames(items.map((item) => item.idTicket));
      for (const item of items)
        expect({ centro: item.centro, direccionServicio: item.direccionServicio }).toEqual(
          joined.get(item.idTicket),
        );
      // Rows of more than one center and direction: a name per row, not one for the page.
      expect(new Set(items.map((item) => item.direccionServicio)).size).toBeGreaterThan(1);
    }
  });

  it('follow a center and a direction created by another process since they were read', async () => {
    const client = seedClient(api, 'Hoteles Costa Azul S.L.');
    // The names are read, and kept.
    await page({ idDireccionesServicio: client.directionIds, take: 15 });
    // Written straight to the database: this process's caches never hear of it.
    const [center] = await api.db
      .insert(centers)
      .values({ clientId: client.clientId, nombre: 'Centro abierto por otro proceso' })
      .returning();
    const [direction] = await api.db
      .insert(serviceDirections)
      .values({ centerId: present(center).centerId, clientId: client.clientId, nombre: 'Muelle nuevo' })
      .returning();
    const [model] = await api.db
      .select()
      .from(tickets)
      .where(inArray(tickets.iddireccionservicio, client.directionIds))
      .limit(1);
    const { idTicket: _model, busqueda: _generated, ...copied } = present(model);
    await api.db.insert(tickets).values({
      ...copied,
      referencia: 'SRV-OTRO-PROCESO',
      fecha: '2099-12-31',
      centerId: present(center).centerId,
      iddireccionservicio: present(direction).iddireccionservicio,
    });
    // The administrator's scope, kept accessTtlMs like the names but not across that, takes in
    // the new direction; the names, kept longer, are still the ones read before it.
    await new Promise((resolve) => setTimeout(resolve, accessTtlMs + 100));

    const [first] = await page({
      idDireccionesServicio: [...client.directionIds, present(direction).iddireccionservicio],
      take: 15,
    });
    expect(first).toMatchObject({
      referencia: 'SRV-OTRO-PROCESO',
      centro: 'Centro abierto por otro proceso',
      direccionServicio: 'Muelle nuevo',
    });
  });
});
