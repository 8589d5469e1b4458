/**
 * Global search (contacts, services, documents) and the single-document download: results only
 * from what the user may see, matched ignoring case and accents, paged on the server; downloads
 * stream the stored bytes and never leave the storage root.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull, isNull, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albaranes, centers, contacts, files, tickets, users } from '../../server/db/schema';
import {
  SearchContactsResponse,
  SearchFilesResponse,
  SearchServicesResponse,
} from '../../server/generated/search/search.zod';
import { compareFolded } from '../../server/lib/foldedText';
import { createTestApi, type DemoEmail, signAccessToken, type TestApi } from '../../server/testing/testApi';
import { postWith, type Query } from '../../server/testing/typedClient';
import { ok, present } from './support/http';
import { seedClient } from './support/seed';

let api: TestApi;
let hoteles: number;
let carnicas: number;
let talleres: number;
/** cliente@demo.es sees the Costa del Sol branch of Hoteles Costa Azul and all of Industrias Cárnicas. */
let clienteCenters: number[];
/** The names of the Hoteles Costa Azul centers cliente@ sees (contacts name their center by name). */
let clienteHotelCenterNames: string[];

const lonely = { oid: '0b5e7c1a-4f2d-4e8b-9a61-3c7d2e9f4a10', email: 'sin.clientes@demo.es', role: 0 };

beforeAll(async () => {
  api = await createTestApi({ tickets: 1200 });
  const id = (name: string) => seedClient(api, name).clientId;
  hoteles = id('Hoteles Costa Azul S.L.');
  carnicas = id('Industrias Cárnicas del Sur S.L.');
  talleres = id('Talleres Mecánicos Norte S.A.');
  const hotelCenters = await api.db.select().from(centers).where(eq(centers.clientId, hoteles));
  const costaDelSol = hotelCenters.find((c) => c.nombre === 'Costa del Sol');
  const clienteHotelCenters = hotelCenters.filter(
    (c) => c.centerId === costaDelSol?.centerId || c.parentId === costaDelSol?.centerId,
  );
  clienteHotelCenterNames = clienteHotelCenters.map((c) => c.nombre);
  clienteCenters = [
    ...clienteHotelCenters,
    ...(await api.db.select().from(centers).where(eq(centers.clientId, carnicas))),
  ].map((c) => c.centerId);
  // A portal user with no client at all.
  await api.db
    .insert(users)
    .values({ ...lonely, givenName: 'Sin', familyName: 'Clientes', empresa: 'Nadie S.L.' });
}, 120_000);
afterAll(() => api?.close());

function search<K extends 'contacts' | 'services' | 'files'>(
  as: DemoEmail,
  kind: K,
  query: Query<'post', `/search/${K}`>,
) {
  return postWith(api.as(as), `/search/${kind}` as `/search/${K}`, query);
}

describe('POST /search/contacts', () => {
  it('finds the contacts of the user’s clients and centers, by name, counting all matches', async () => {
    const all = await ok(
      await search('cliente@demo.es', 'contacts', { text: 'hotelescostaazul', take: 0 }),
      SearchContactsResponse,
    );
    // Of Hoteles, cliente@ sees the Costa del Sol centers' contacts and those of the whole client.
    const expected = await api.db
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.clientId, hoteles),
          like(contacts.email, '%hotelescostaazul%'),
          or(isNull(contacts.center), inArray(contacts.center, clienteHotelCenterNames)),
        ),
      );
    expect(expected.length).toBeGreaterThan(1);
    expect(all.total).toBe(expected.length);
    expect(all.items.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    const names = all.items.map((c) => c.name);
    expect(names).toEqual([...names].sort(compareFolded));

    const page = await ok(
      await search('cliente@demo.es', 'contacts', { text: 'hotelescostaazul', skip: 1, take: 2 }),
      SearchContactsResponse,
    );
    expect(page.total).toBe(expected.length);
    expect(page.items.map((c) => c.id)).toEqual(all.items.slice(1, 3).map((c) => c.id));
  });

  it('ignores case and accents, and never shows another client’s contact', async () => {
    await api.db.insert(contacts).values([
      { clientId: carnicas, name: 'Begoña Ibáñez Ruiz', center: 'Planta de Córdoba' },
      { clientId: talleres, name: 'Begoña Ibáñez Sáez', center: 'Taller Santander' },
    ]);
    const found = await ok(
      await search('cliente@demo.es', 'contacts', { text: 'BEGONA IBANEZ' }),
      SearchContactsResponse,
    );
    expect(found.items.map((c) => c.name)).toEqual(['Begoña Ibáñez Ruiz']);
    expect(found.items[0]).toMatchObject({ clientId: carnicas, center: 'Planta de Córdoba', email: null });
    const byCenter = await ok(
      await search('cliente@demo.es', 'contacts', { text: 'cordoba', take: 0 }),
      SearchContactsResponse,
    );
    expect(byCenter.items.some((c) => c.name === 'Begoña Ibáñez Ruiz')).toBe(true);
    const admin = await ok(
      await search('admin@demo.es', 'contacts', { text: 'begoña ibáñez' }),
      SearchContactsResponse,
    );
    expect(admin.total).toBe(2);
  });

  it('defaults to 15 results', async () => {
    const page = await ok(await search('admin@demo.es', 'contacts', { text: 'a' }), SearchContactsResponse);
    expect(page.items).toHaveLength(15);
    expect(page.total).toBeGreaterThan(15);
  });
});

describe('one client (clientId), as the portal asks for the selected client', () => {
  it('keeps contacts and documents to that client, and refuses a client the user does not see', async () => {
    const contactsAll = await ok(
      await search('cliente@demo.es', 'contacts', { text: 'a', take: 0 }),
      SearchContactsResponse,
    );
    const contactsOfHotels = await ok(
      await search('cliente@demo.es', 'contacts', { text: 'a', take: 0, clientId: hoteles }),
      SearchContactsResponse,
    );
    expect(contactsOfHotels.total).toBeGreaterThan(0);
    expect(contactsOfHotels.total).toBeLessThan(contactsAll.total);
    expect(contactsOfHotels.items.every((c) => c.clientId === hoteles)).toBe(true);
    expect(contactsOfHotels.items.map((c) => c.id)).toEqual(
      contactsAll.items.filter((c) => c.clientId === hoteles).map((c) => c.id),
    );

    // Every client has its own copy of the standing documents: without clientId each name comes
    // once per client, with it once.
    const filesAll = await ok(
      await search('cliente@demo.es', 'files', { text: 'autorizacion', take: 0 }),
      SearchFilesResponse,
    );
    const filesOfHotels = await ok(
      await search('cliente@demo.es', 'files', { text: 'autorizacion', take: 0, clientId: hoteles }),
      SearchFilesResponse,
    );
    const names = filesOfHotels.items.map((f) => f.nombre);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    expect(filesAll.items.length).toBeGreaterThan(names.length);
    expect(filesOfHotels.items.every((f) => f.filePath.startsWith(`${hoteles}/`))).toBe(true);

    for (const kind of ['contacts', 'files'] as const) {
      const refused = await search('cliente@demo.es', kind, { text: 'a', clientId: talleres });
      expect(refused.status, kind).toBe(403);
    }
  });

  it("lists, in the contacts screen's search (POST /contacts?text=), exactly the contacts it counted", async () => {
    for (const text of ['puig', 'málaga', '+34 9', 'hotelescostaazul']) {
      const found = await ok(
        await search('cliente@demo.es', 'contacts', { text, take: 0, clientId: hoteles }),
        SearchContactsResponse,
      );
      const listed = await api
        .as('cliente@demo.es')
        .POST('/contacts', { params: { query: { text } }, body: [hoteles] });
      expect(listed.status).toBe(200);
      const { items } = (await listed.json()) as { items: { id: number }[] };
      expect(items.map((c) => c.id).sort(), text).toEqual(found.items.map((c) => c.id).sort());
    }
  });
});

describe('POST /search/services', () => {
  it('finds a service by referencia only within the user’s service directions', async () => {
    const [own] = await api.db
      .select()
      .from(tickets)
      .where(inArray(tickets.centerId, clienteCenters))
      .limit(1);
    const [outside] = await api.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.clientId, hoteles), isNull(tickets.numeroFactura)))
      .limit(200)
      .then((rows) => rows.filter((t) => !clienteCenters.includes(t.centerId)));
    if (!own || !outside) throw new Error('the seed has services in and out of cliente@’s centers');

    const found = await ok(
      await search('cliente@demo.es', 'services', { text: own.referencia.toLowerCase() }),
      SearchServicesResponse,
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      idTicket: own.idTicket,
      referencia: own.referencia,
      estado: own.estado,
      fecha: own.fecha,
    });

    expect(
      await ok(
        await search('cliente@demo.es', 'services', { text: outside.referencia }),
        SearchServicesResponse,
      ),
    ).toEqual({
      items: [],
      total: 0,
    });
    expect(
      (
        await ok(
          await search('admin@demo.es', 'services', { text: outside.referencia }),
          SearchServicesResponse,
        )
      ).total,
    ).toBe(1);
  });

  it('matches type of service and center ignoring accents, newest first, paged', async () => {
    const expected = await api.db
      .select()
      .from(tickets)
      .innerJoin(centers, eq(centers.centerId, tickets.centerId))
      .where(
        and(
          inArray(tickets.centerId, clienteCenters),
          or(like(centers.nombre, '%Córdoba%'), like(tickets.tipoServicio, '%Córdoba%')),
        ),
      );
    const first = await ok(
      await search('cliente@demo.es', 'services', { text: 'CORDOBA', take: 10 }),
      SearchServicesResponse,
    );
    expect(first.total).toBe(expected.length);
    expect(first.total).toBeGreaterThan(10);
    expect(first.items.every((s) => s.centro === 'Planta de Córdoba')).toBe(true);
    const dates = first.items.map((s) => s.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await ok(
      await search('cliente@demo.es', 'services', { text: 'CORDOBA', take: 10, skip: 10 }),
      SearchServicesResponse,
    );
    const firstIds = new Set(first.items.map((s) => s.idTicket));
    expect(second.items.some((s) => firstIds.has(s.idTicket))).toBe(false);
    expect((second.items[0]?.fecha ?? '') <= (first.items.at(-1)?.fecha ?? '')).toBe(true);
  });

  it('keeps to one client when asked (clientId), which must be one the user sees', async () => {
    const all = await ok(
      await search('cliente@demo.es', 'services', { text: 'SRV', take: 0 }),
      SearchServicesResponse,
    );
    const hotelOnly = await ok(
      await search('cliente@demo.es', 'services', { text: 'SRV', take: 0, clientId: hoteles }),
      SearchServicesResponse,
    );
    const expected = await api.db
      .select({ idTicket: tickets.idTicket })
      .from(tickets)
      .where(and(eq(tickets.clientId, hoteles), inArray(tickets.centerId, clienteCenters)));
    expect(hotelOnly.total).toBe(expected.length);
    expect(hotelOnly.total).toBeGreaterThan(0);
    expect(hotelOnly.total).toBeLessThan(all.total);
    expect(new Set(hotelOnly.items.map((s) => s.idTicket))).toEqual(new Set(expected.map((e) => e.idTicket)));
    const refused = await search('cliente@demo.es', 'services', { text: 'SRV', clientId: talleres });
    expect(refused.status).toBe(403);
  });

  it('finds services by invoice number', async () => {
    const [invoiced] = await api.db
      .select()
      .from(tickets)
      .where(and(inArray(tickets.centerId, clienteCenters), eq(tickets.estado, 'facturado')))
      .limit(1);
    const page = await ok(
      await search('cliente@demo.es', 'services', { text: invoiced?.numeroFactura ?? '-', take: 0 }),
      SearchServicesResponse,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((s) => s.numeroFactura === invoiced?.numeroFactura)).toBe(true);
  });
});

describe('POST /search/files', () => {
  it('finds documents by name with words for underscores, newest first', async () => {
    const page = await ok(
      await search('cliente@demo.es', 'files', { text: 'contrato de tratamiento', take: 0 }),
      SearchFilesResponse,
    );
    const expected = await api.db
      .select()
      .from(files)
      .where(and(inArray(files.clientId, [hoteles, carnicas]), like(files.name, 'Contrato_de_tratamiento%')));
    expect(page.total).toBe(expected.length);
    expect(page.items.map((f) => f.filePath).sort()).toEqual(expected.map((f) => f.blobUri).sort());
    // An authorisation is a file of its category, of none of the five document types.
    expect(
      page.items.every(
        (f) => f.category === 'AUTORIZACIONES' && f.documentType === null && f.nombre.endsWith('.pdf'),
      ),
    ).toBe(true);
    const dates = page.items.map((f) => f.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('hides documents of centers the user cannot see and of other clients', async () => {
    // Each client's inspection report belongs to its root center: cliente@ lacks Hoteles' root.
    const reports = await ok(
      await search('cliente@demo.es', 'files', { text: 'acta de inspección', take: 0 }),
      SearchFilesResponse,
    );
    expect(reports.items.map((f) => f.filePath)).toEqual([
      expect.stringMatching(new RegExp(`^${carnicas}/MISDOCUMENTOS/Inspecciones/`)),
    ]);
    const admin = await ok(
      await search('admin@demo.es', 'files', { text: 'acta de inspeccion', take: 0 }),
      SearchFilesResponse,
    );
    expect(admin.total).toBe(api.summary.clients.length);
  });

  it('searches the path too and pages', async () => {
    const all = await ok(
      await search('gestor@demo.es', 'files', { text: 'DOCUMENTACIONLEGAL', take: 0 }),
      SearchFilesResponse,
    );
    expect(all.total).toBeGreaterThan(4);
    const page = await ok(
      await search('gestor@demo.es', 'files', { text: 'DOCUMENTACIONLEGAL', skip: 2, take: 2 }),
      SearchFilesResponse,
    );
    expect(page.items).toEqual(all.items.slice(2, 4));
    expect(page.total).toBe(all.total);
  });
});

describe('search permissions', () => {
  it('answers 403 to a user without any client, and 400 without text', async () => {
    const token = await signAccessToken(lonely);
    for (const kind of ['contacts', 'services', 'files']) {
      const response = await api.app.request(`/search/${kind}?text=a`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(403);
      // Without the required text: a request the typed client would not send.
      expect((await api.unchecked('admin@demo.es', 'POST', `/search/${kind}`)).status).toBe(400);
    }
  });

  it('searches a digitalized user’s clients', async () => {
    const page = await ok(
      await search('digital@demo.es', 'files', { text: 'tarifas', take: 0 }),
      SearchFilesResponse,
    );
    const digitalized = api.summary.clients.filter((c) => c.digitalized).map((c) => c.clientId);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((f) => digitalized.includes(Number(f.filePath.split('/')[0])))).toBe(true);
  });
});

describe('GET /downloadFile', () => {
  async function fileOf(clientId: number, nameLike: string) {
    const [file] = await api.db
      .select()
      .from(files)
      .where(and(eq(files.clientId, clientId), like(files.name, nameLike)))
      .limit(1);
    if (!file) throw new Error(`no ${nameLike} for client ${clientId}`);
    return file;
  }

  it('streams the stored document with its name', async () => {
    const file = await fileOf(carnicas, 'Tarifas_%');
    const response = await api
      .as('cliente@demo.es')
      .GET('/downloadFile', { params: { query: { filename: file.blobUri } } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${file.name}"; filename*=UTF-8''${file.name}`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(await readFile(join(api.storageRoot, ...file.blobUri.split('/'))))).toBe(true);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(file.size);
  });

  it('serves a document found by the search and a document of a service detail', async () => {
    const found = await ok(
      await search('gestor@demo.es', 'files', { text: 'preguntas frecuentes' }),
      SearchFilesResponse,
    );
    const first = found.items[0];
    if (!first) throw new Error('the oil FAQ is seeded for oil producers');
    const response = await api
      .as('gestor@demo.es')
      .GET('/downloadFile', { params: { query: { filename: first.filePath } } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain');
    expect(await response.text()).toMatch(/^Preguntas frecuentes/);

    const [withDocument] = await api.db
      .select({ idTicket: albaranes.idTicket })
      .from(albaranes)
      .where(and(inArray(albaranes.clientId, [hoteles, talleres]), isNotNull(albaranes.filePath)))
      .limit(1);
    const detail = await api.as('gestor@demo.es').GET('/ticketsGridDetails', {
      params: { query: { idTicket: present(present(withDocument).idTicket) } },
    });
    const [document] = ((await detail.json()) as { documentos: string[] }).documentos;
    if (!document) throw new Error('the service has its delivery note');
    const download = await api
      .as('gestor@demo.es')
      .GET('/downloadFile', { params: { query: { filename: document } } });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment; filename="ALB-/);
  });

  it('answers 404 for an unknown document or one missing from the storage', async () => {
    expect(
      (
        await api
          .as('admin@demo.es')
          .GET('/downloadFile', { params: { query: { filename: `${hoteles}/FILE/no-existe.pdf` } } })
      ).status,
    ).toBe(404);
    await api.db.insert(files).values({
      blobUri: `${carnicas}/MISDOCUMENTOS/perdido.pdf`,
      clientId: carnicas,
      name: 'perdido.pdf',
      contentType: 'application/pdf',
      size: 10,
      category: 'MISDOCUMENTOS',
      group: 'MISDOCUMENTOS',
      kind: 'OTROS',
    });
    const missing = await api
      .as('cliente@demo.es')
      .GET('/downloadFile', { params: { query: { filename: `${carnicas}/MISDOCUMENTOS/perdido.pdf` } } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 for another client’s document or a center the user cannot see, as for none', async () => {
    const foreign = await fileOf(talleres, 'Tarifas_%');
    expect(
      (
        await api
          .as('cliente@demo.es')
          .GET('/downloadFile', { params: { query: { filename: foreign.blobUri } } })
      ).status,
    ).toBe(404);
    const rootReport = await fileOf(hoteles, 'Acta_de_inspeccion_%');
    expect(
      (
        await api
          .as('cliente@demo.es')
          .GET('/downloadFile', { params: { query: { filename: rootReport.blobUri } } })
      ).status,
    ).toBe(404);
    expect(
      (
        await api
          .as('admin@demo.es')
          .GET('/downloadFile', { params: { query: { filename: rootReport.blobUri } } })
      ).status,
    ).toBe(200);
  });

  it.each([
    ['a parent segment', '../../etc/passwd'],
    ['a parent segment inside', `${hoteles}/FILE/../../../x`],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', `${hoteles}\\..\\x`],
    ['an encoded slash', `${hoteles}%2F..%2F..%2Fx`],
    ['an encoded NUL', `${hoteles}/FILE/x.pdf%00.txt`],
    ['a NUL', `${hoteles}/FILE/x.pdf\u0000.txt`],
    ['a drive letter', 'C:/Windows/win.ini'],
    ['an empty segment', `${hoteles}//FILE/x.pdf`],
  ])('refuses %s with 400', async (_, filename) => {
    const response = await api.as('admin@demo.es').GET('/downloadFile', { params: { query: { filename } } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION', field: 'filename' });
  });
});
