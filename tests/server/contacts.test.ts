/**
 * Contacts: the list of the selected clients' contacts (filtered and sorted on the server), creating
 * and deleting a contact, each only for clients the user may see and, within a client granted only
 * some centers (cliente@ sees the Costa del Sol centers of Hoteles Costa Azul), only for those
 * centers and the whole client's contacts.
 */
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope } from '../../server/auth/scope';
import { centers, contacts } from '../../server/db/schema';
import {
  ContactResponse,
  ContactsResponse,
  DeleteContactResponse,
} from '../../server/generated/contacts/contacts.zod';
import { SearchContactsResponse } from '../../server/generated/search/search.zod';
import { compareFolded } from '../../server/lib/foldedText';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import type { JsonBody, Query } from '../../server/testing/typedClient';
import { present } from './support/http';
import { oidOf, seedClient } from './support/seed';

let api: TestApi;
let hoteles: number;
let carnicas: number;
let talleres: number;
/** The Hoteles Costa Azul centers cliente@ sees, and those it does not, by name. */
let seenHotelCenters: string[];
let hiddenHotelCenters: string[];

beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
  const id = (name: string) => seedClient(api, name).clientId;
  hoteles = id('Hoteles Costa Azul S.L.');
  carnicas = id('Industrias Cárnicas del Sur S.L.');
  talleres = id('Talleres Mecánicos Norte S.A.');
  const scope = await loadScope(api.db, { oid: oidOf('cliente@demo.es'), isAdmin: false }, 'normal');
  const hotelCenters = await api.db.select().from(centers).where(eq(centers.clientId, hoteles));
  seenHotelCenters = hotelCenters.filter((c) => scope.centerIds.has(c.centerId)).map((c) => c.nombre);
  hiddenHotelCenters = hotelCenters.filter((c) => !scope.centerIds.has(c.centerId)).map((c) => c.nombre);
  if (seenHotelCenters.length === 0 || hiddenHotelCenters.length === 0)
    throw new Error('the seed grants cliente@ only some centers of Hoteles Costa Azul');
}, 120_000);

/** Hoteles Costa Azul contacts cliente@ may see: of its centers, or of the whole client. */
const seenByCliente = () =>
  and(
    eq(contacts.clientId, hoteles),
    or(isNull(contacts.center), inArray(contacts.center, seenHotelCenters)),
  );
const hiddenFromCliente = () =>
  and(eq(contacts.clientId, hoteles), notInArray(contacts.center, seenHotelCenters));
afterAll(() => api?.close());

function list(
  as: DemoEmail,
  clientIds: JsonBody<'post', '/contacts'>,
  query: Query<'post', '/contacts'> = {},
) {
  return api.as(as).POST('/contacts', { params: { query }, body: clientIds });
}

async function listOk(as: DemoEmail, clientIds: number[], query: Query<'post', '/contacts'> = {}) {
  const response = await list(as, clientIds, query);
  expect(response.status).toBe(200);
  return ContactsResponse.parse(await response.json());
}

describe('POST /contacts', () => {
  it('lists every contact of clients the user sees whole, by name', async () => {
    const page = await listOk('gestor@demo.es', [hoteles]);
    const rows = await api.db.select().from(contacts).where(eq(contacts.clientId, hoteles));
    expect(page.total).toBe(rows.length);
    expect(page.items.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const names = page.items.map((c) => c.name);
    expect(names).toEqual([...names].sort(compareFolded));
    expect(page.items[0]?.client).toBe('Hoteles Costa Azul S.L.');
  });

  it('lists, of a client granted only some centers, the contacts of those centers and the whole client', async () => {
    const page = await listOk('cliente@demo.es', [hoteles, carnicas]);
    const rows = await api.db
      .select()
      .from(contacts)
      .where(or(eq(contacts.clientId, carnicas), seenByCliente()));
    const hidden = await api.db.select().from(contacts).where(hiddenFromCliente());
    expect(hidden.length).toBeGreaterThan(0);
    expect(page.items.some((c) => hidden.some((h) => h.id === c.id))).toBe(false);
    expect(page.total).toBe(rows.length);
    expect(page.items.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const names = page.items.map((c) => c.name);
    expect(names).toEqual([...names].sort(compareFolded));
    expect(page.items.find((c) => c.clientId === hoteles)?.client).toBe('Hoteles Costa Azul S.L.');
  });

  it('filters by name ignoring case and accents, and by column', async () => {
    const created = await api.as('cliente@demo.es').POST('/contact', {
      body: { clientId: hoteles, name: 'Íñigo Pérez Gómez', email: 'inigo.perez@hotelescostaazul.es' },
    });
    expect(created.status).toBe(200);
    const byName = await listOk('cliente@demo.es', [hoteles, carnicas], { name: 'PEREZ GOM' });
    expect(byName.items.map((c) => c.name)).toEqual(['Íñigo Pérez Gómez']);

    const [sample] = await api.db.select().from(contacts).where(eq(contacts.clientId, carnicas)).limit(1);
    const center = sample?.center ?? '';
    const byCenter = await listOk('cliente@demo.es', [hoteles, carnicas], {
      filters: JSON.stringify([{ field: 'center', value: center.toUpperCase() }]),
    });
    expect(byCenter.total).toBeGreaterThan(0);
    expect(byCenter.items.every((c) => c.center?.toLowerCase().includes(center.toLowerCase()))).toBe(true);
  });

  it('sorts by the requested field', async () => {
    const page = await listOk('cliente@demo.es', [hoteles, carnicas], {
      orderByField: 'email',
      orderBy: 'desc',
    });
    const emails = page.items.map((c) => c.email ?? '');
    expect(emails).toEqual([...emails].sort(compareFolded).reverse());
  });

  it('refuses malformed filters and unknown fields with 400', async () => {
    const broken = await list('cliente@demo.es', [hoteles], { filters: '[{"field":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ field: 'filters' });
    const unknownFilter = await list('cliente@demo.es', [hoteles], {
      filters: JSON.stringify([{ field: 'password', value: 'x' }]),
    });
    expect(unknownFilter.status).toBe(400);
    // @ts-expect-error: password is not a field of Contacto (the contract closes the set; the server must refuse it too)
    const unknownSort = await list('cliente@demo.es', [hoteles], { orderByField: 'password' });
    expect(unknownSort.status).toBe(400);
    expect(await unknownSort.json()).toMatchObject({ field: 'orderByField' });
    expect((await list('cliente@demo.es', [])).status).toBe(400);
  });

  it('answers 404 alike when a client is not the user’s and when it does not exist', async () => {
    expect((await list('cliente@demo.es', [hoteles, talleres])).status).toBe(404);
    expect((await list('cliente@demo.es', [hoteles, 999999])).status).toBe(404);
    // Administrators see every client.
    expect((await listOk('admin@demo.es', [talleres])).total).toBeGreaterThan(0);
  });
});

describe('POST /contact', () => {
  it('creates a contact that the list then shows', async () => {
    const response = await api.as('cliente@demo.es').POST('/contact', {
      body: {
        clientId: carnicas,
        center: 'Planta de Córdoba',
        name: 'Rafael Luque Moreno',
        cargo: 'Jefe de planta',
        phone: '+34 957 123 456',
        mobile: null,
        email: 'rafael.luque@carnicasdelsur.es',
        observaciones: '  ',
      },
    });
    expect(response.status).toBe(200);
    const contact = ContactResponse.parse(await response.json());
    expect(contact).toMatchObject({
      clientId: carnicas,
      client: 'Industrias Cárnicas del Sur S.L.',
      center: 'Planta de Córdoba',
      name: 'Rafael Luque Moreno',
      mobile: null,
      observaciones: null,
    });
    expect(contact.id).toBeGreaterThan(0);
    const [row] = await api.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row?.email).toBe('rafael.luque@carnicasdelsur.es');
    const listed = await listOk('cliente@demo.es', [carnicas], { name: 'Luque' });
    expect(listed.items.map((c) => c.id)).toEqual([contact.id]);
  });

  it('creates a contact of the whole client without a center', async () => {
    const response = await api
      .as('cliente@demo.es')
      .POST('/contact', { body: { clientId: carnicas, name: 'Recepción' } });
    expect(ContactResponse.parse(await response.json())).toMatchObject({ center: null, email: null });
  });

  it('creates at a center the user sees, refuses one of the client’s other centers (400, as one it has not)', async () => {
    const seen = await api.as('cliente@demo.es').POST('/contact', {
      body: { clientId: hoteles, center: seenHotelCenters[0], name: 'Contacto de mi centro' },
    });
    expect(ContactResponse.parse(await seen.json())).toMatchObject({ center: seenHotelCenters[0] });
    const hidden = await api.as('cliente@demo.es').POST('/contact', {
      body: { clientId: hoteles, center: hiddenHotelCenters[0], name: 'Contacto de otro centro' },
    });
    expect(hidden.status).toBe(400);
    expect(await hidden.json()).toMatchObject({
      field: 'center',
      message: `El cliente no tiene el centro "${hiddenHotelCenters[0]}".`,
    });
    expect(await api.db.select().from(contacts).where(eq(contacts.name, 'Contacto de otro centro'))).toEqual(
      [],
    );
  });

  it('refuses a center of another client (400), an unknown client and another user’s (404 alike)', async () => {
    const wrongCenter = await api
      .as('cliente@demo.es')
      .POST('/contact', { body: { clientId: carnicas, center: 'Hotel Costa Azul Marbella', name: 'X' } });
    expect(wrongCenter.status).toBe(400);
    expect(await wrongCenter.json()).toMatchObject({ field: 'center' });
    expect(
      (await api.as('cliente@demo.es').POST('/contact', { body: { clientId: 999999, name: 'X' } })).status,
    ).toBe(404);
    expect(
      (await api.as('cliente@demo.es').POST('/contact', { body: { clientId: talleres, name: 'X' } })).status,
    ).toBe(404);
    const badPhone = await api
      .as('cliente@demo.es')
      .POST('/contact', { body: { clientId: carnicas, name: 'X', phone: 'llámame' } });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({ field: 'phone' });
  });
});

describe('DELETE /deleteContact', () => {
  it('deletes a contact of a center the user sees', async () => {
    const [victim] = await api.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.clientId, hoteles), inArray(contacts.center, seenHotelCenters)))
      .limit(1);
    expect(victim).toBeDefined();
    const response = await api
      .as('cliente@demo.es')
      .DELETE('/deleteContact', { params: { query: { id: present(victim).id } } });
    expect(response.status).toBe(200);
    expect(DeleteContactResponse.parse(await response.json())).toEqual({ ok: true, affected: 1 });
    expect(
      await api.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, victim?.id ?? 0)),
    ).toEqual([]);
    expect(
      (
        await api
          .as('cliente@demo.es')
          .DELETE('/deleteContact', { params: { query: { id: present(victim).id } } })
      ).status,
    ).toBe(404);
  });

  it('answers 404 for another client’s contact, as for none, and keeps it', async () => {
    const [foreign] = await api.db.select().from(contacts).where(eq(contacts.clientId, talleres)).limit(1);
    expect(
      (
        await api
          .as('cliente@demo.es')
          .DELETE('/deleteContact', { params: { query: { id: present(foreign).id } } })
      ).status,
    ).toBe(404);
    expect(
      await api.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, foreign?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('answers 404 for a contact of a center of the client the user does not see, and keeps it', async () => {
    const [hidden] = await api.db.select().from(contacts).where(hiddenFromCliente()).limit(1);
    expect(hidden).toBeDefined();
    expect(
      (
        await api
          .as('cliente@demo.es')
          .DELETE('/deleteContact', { params: { query: { id: present(hidden).id } } })
      ).status,
    ).toBe(404);
    expect(
      await api.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, hidden?.id ?? 0)),
    ).toHaveLength(1);
  });
});

describe('POST /search/contacts', () => {
  it('finds no contact of a center the user does not see, but finds it for a user who sees it', async () => {
    const [hidden] = await api.db.select().from(contacts).where(hiddenFromCliente()).limit(1);
    const text = hidden?.name ?? '';
    const search = async (as: DemoEmail) => {
      const response = await api.as(as).POST('/search/contacts', { params: { query: { take: 0, text } } });
      expect(response.status).toBe(200);
      return SearchContactsResponse.parse(await response.json()).items.map((c) => c.id);
    };
    expect(await search('cliente@demo.es')).not.toContain(hidden?.id);
    expect(await search('gestor@demo.es')).toContain(hidden?.id);
  });
});
