/**
 * Contacts: the list of the selected clients' contacts (filtered and sorted on the server), creating
 * and deleting a contact, each only for clients the user may see.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../server/db/schema';
import {
  ContactResponse,
  ContactsResponse,
  DeleteContactResponse,
} from '../../server/generated/contacts/contacts.zod';
import { compareFolded } from '../../server/lib/foldedText';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import { seedClient } from './support/seed';

let api: TestApi;
let hoteles: number;
let carnicas: number;
let talleres: number;

beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
  const id = (name: string) => seedClient(api, name).clientId;
  hoteles = id('Hoteles Costa Azul S.L.');
  carnicas = id('Industrias Cárnicas del Sur S.L.');
  talleres = id('Talleres Mecánicos Norte S.A.');
}, 120_000);
afterAll(() => api?.close());

function list(as: DemoEmail, clientIds: unknown, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return api.call(as, 'POST', `/contacts${search ? `?${search}` : ''}`, { json: clientIds });
}

async function listOk(as: DemoEmail, clientIds: number[], query: Record<string, string> = {}) {
  const response = await list(as, clientIds, query);
  expect(response.status).toBe(200);
  return ContactsResponse.parse(await response.json());
}

describe('POST /contacts', () => {
  it('lists every contact of the clients, by name', async () => {
    const page = await listOk('cliente@demo.es', [hoteles, carnicas]);
    const rows = await api.db
      .select()
      .from(contacts)
      .where(inArray(contacts.clientId, [hoteles, carnicas]));
    expect(page.total).toBe(rows.length);
    expect(page.items.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const names = page.items.map((c) => c.name);
    expect(names).toEqual([...names].sort(compareFolded));
    expect(page.items.find((c) => c.clientId === hoteles)?.client).toBe('Hoteles Costa Azul S.L.');
  });

  it('filters by name ignoring case and accents, and by column', async () => {
    const created = await api.call('cliente@demo.es', 'POST', '/contact', {
      json: { clientId: hoteles, name: 'Íñigo Pérez Gómez', email: 'inigo.perez@hotelescostaazul.es' },
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
    const unknownSort = await list('cliente@demo.es', [hoteles], { orderByField: 'password' });
    expect(unknownSort.status).toBe(400);
    expect(await unknownSort.json()).toMatchObject({ field: 'orderByField' });
    expect((await list('cliente@demo.es', [])).status).toBe(400);
  });

  it('answers 403 when a client is not the user’s and 404 when it does not exist', async () => {
    expect((await list('cliente@demo.es', [hoteles, talleres])).status).toBe(403);
    expect((await list('cliente@demo.es', [hoteles, 999999])).status).toBe(404);
    // Administrators see every client.
    expect((await listOk('admin@demo.es', [talleres])).total).toBeGreaterThan(0);
  });
});

describe('POST /contact', () => {
  it('creates a contact that the list then shows', async () => {
    const response = await api.call('cliente@demo.es', 'POST', '/contact', {
      json: {
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
    const response = await api.call('cliente@demo.es', 'POST', '/contact', {
      json: { clientId: carnicas, name: 'Recepción' },
    });
    expect(ContactResponse.parse(await response.json())).toMatchObject({ center: null, email: null });
  });

  it('refuses a center of another client (400), an unknown client (404) and another user’s (403)', async () => {
    const wrongCenter = await api.call('cliente@demo.es', 'POST', '/contact', {
      json: { clientId: carnicas, center: 'Hotel Costa Azul Marbella', name: 'X' },
    });
    expect(wrongCenter.status).toBe(400);
    expect(await wrongCenter.json()).toMatchObject({ field: 'center' });
    expect(
      (await api.call('cliente@demo.es', 'POST', '/contact', { json: { clientId: 999999, name: 'X' } }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('cliente@demo.es', 'POST', '/contact', { json: { clientId: talleres, name: 'X' } }))
        .status,
    ).toBe(403);
    const badPhone = await api.call('cliente@demo.es', 'POST', '/contact', {
      json: { clientId: carnicas, name: 'X', phone: 'llámame' },
    });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({ field: 'phone' });
  });
});

describe('DELETE /deleteContact', () => {
  it('deletes a contact of the user’s client', async () => {
    const [victim] = await api.db.select().from(contacts).where(eq(contacts.clientId, hoteles)).limit(1);
    const response = await api.call('cliente@demo.es', 'DELETE', `/deleteContact?id=${victim?.id}`);
    expect(response.status).toBe(200);
    expect(DeleteContactResponse.parse(await response.json())).toEqual({ ok: true, affected: 1 });
    expect(
      await api.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, victim?.id ?? 0)),
    ).toEqual([]);
    expect((await api.call('cliente@demo.es', 'DELETE', `/deleteContact?id=${victim?.id}`)).status).toBe(404);
  });

  it('answers 403 for another client’s contact and keeps it', async () => {
    const [foreign] = await api.db.select().from(contacts).where(eq(contacts.clientId, talleres)).limit(1);
    expect((await api.call('cliente@demo.es', 'DELETE', `/deleteContact?id=${foreign?.id}`)).status).toBe(
      403,
    );
    expect(
      await api.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, foreign?.id ?? 0)),
    ).toHaveLength(1);
  });
});
