/**
 * Requests raised from the Actions screen and the public form: commercial proposals (internal and
 * external), incidence requests and service requests. Lists show only what the user's clients and
 * centers allow, creates persist (and notify the requester), deletes remove, and the permission
 * lists decide who may raise incidences and service requests.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  centers,
  clients,
  comercialProposals,
  incidenceRequests,
  notifications,
  serviceDirections,
  serviceRequests,
  tickets,
} from '../../server/db/schema';
import {
  ComercialProposalDetailsExternalResponse,
  ComercialProposalDetailsResponse,
  ComercialProposalResponse,
  ComercialProposalsExternalResponse,
  ComercialProposalsResponse,
  DeleteComercialProposalExternalResponse,
  DeleteComercialProposalResponse,
  DeleteIncidenceRequestResponse,
  DeleteServiceRequestResponse,
  ExternalComercialProposalResponse,
  ExternalComercialProposalUpdateResponse,
  IncidenceRequestDetailsResponse,
  IncidenceRequestResponse,
  IncidenceRequestsResponse,
  ServiceRequestDetailsResponse,
  ServiceRequestResponse,
  ServiceRequestsResponse,
} from '../../server/generated/requests/requests.zod';
import type { DemoEmail } from '../../server/seed/demoAccounts';
import { seedDefaults } from '../../server/seed/seed';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import type { JsonBody } from '../../server/testing/typedClient';
import { expectStatus, present } from './support/http';

let api: TestApi;
let hoteles: { clientId: number; client: string };
let restaurantes: { clientId: number; client: string };
let talleres: { clientId: number; client: string };
/** Names of the Hoteles Costa Azul centers cliente@ sees (the Costa del Sol subtree), and one it does not. */
let costaDelSol: string[];
let hiddenHotelCenter: string;

const oidOf = (email: DemoEmail) => api.summary.accounts[email].oid;

async function clientNamed(name: string) {
  const [row] = await api.db
    .select({ clientId: clients.clientId, client: clients.client })
    .from(clients)
    .where(eq(clients.client, name));
  if (!row) throw new Error(`the seed has ${name}`);
  return row;
}

beforeAll(async () => {
  // Anchored on the seed's day: a proposal is dated on the API's calendar, not the real one.
  api = await createTestApi({ tickets: 800, today: seedDefaults.today });
  hoteles = await clientNamed('Hoteles Costa Azul S.L.');
  restaurantes = await clientNamed('Restaurantes del Sur S.L.');
  talleres = await clientNamed('Talleres Mecánicos Norte S.A.');
  const hotelCenters = await api.db.select().from(centers).where(eq(centers.clientId, hoteles.clientId));
  const root = hotelCenters.find((c) => c.nombre === 'Costa del Sol');
  if (!root) throw new Error('the seed has the Costa del Sol center');
  const subtree = new Set([root.centerId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of hotelCenters) {
      if (c.parentId !== null && subtree.has(c.parentId) && !subtree.has(c.centerId)) {
        subtree.add(c.centerId);
        grew = true;
      }
    }
  }
  costaDelSol = hotelCenters.filter((c) => subtree.has(c.centerId)).map((c) => c.nombre);
  hiddenHotelCenter = hotelCenters.find((c) => !subtree.has(c.centerId))?.nombre ?? '';
}, 120_000);
afterAll(() => api?.close());

async function json<T>(response: Response, status: number, schema: { parse(data: unknown): T }): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

const isNewestFirst = (items: { fecha: string; id: number }[]) =>
  items.every(
    (item, i) =>
      i === 0 ||
      (items[i - 1] as { fecha: string }).fecha > item.fecha ||
      ((items[i - 1] as { fecha: string }).fecha === item.fecha &&
        (items[i - 1] as { id: number }).id > item.id),
  );

// ------------------------------------------------------------------ internal proposals

describe('GET /comercialproposals', () => {
  it('lists the internal proposals of the user’s clients, newest first, without internal notes', async () => {
    const gestorClients = api.summary.accounts['gestor@demo.es'].clientIds;
    const page = await json(
      await api.as('gestor@demo.es').GET('/comercialproposals'),
      200,
      ComercialProposalsResponse,
    );
    const [expected] = await api.db
      .select({ n: count() })
      .from(comercialProposals)
      .where(and(eq(comercialProposals.externa, false), inArray(comercialProposals.clientId, gestorClients)));
    expect(page.total).toBe(expected?.n);
    expect(page.items).toHaveLength(page.total);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((p) => p.externa === false && p.notasInternas === null)).toBe(true);
    expect(isNewestFirst(page.items)).toBe(true);
  });

  it('gives administrators every internal proposal, notes included', async () => {
    const page = await json(
      await api.as('admin@demo.es').GET('/comercialproposals'),
      200,
      ComercialProposalsResponse,
    );
    const rows = await api.db.select().from(comercialProposals).where(eq(comercialProposals.externa, false));
    expect(page.total).toBe(rows.length);
    const withNotes = rows.filter((r) => r.notasInternas !== null);
    expect(withNotes.length).toBeGreaterThan(0);
    for (const row of withNotes) {
      expect(page.items.find((p) => p.id === row.id)?.notasInternas).toBe(row.notasInternas);
    }
  });

  it('limits to one client and center, and filters by column', async () => {
    const rows = await api.db
      .select()
      .from(comercialProposals)
      .where(and(eq(comercialProposals.externa, false), eq(comercialProposals.clientId, hoteles.clientId)));
    const page = await json(
      await api
        .as('gestor@demo.es')
        .GET('/comercialproposals', { params: { query: { clientName: hoteles.client } } }),
      200,
      ComercialProposalsResponse,
    );
    expect(page.items.map((p) => p.id).sort()).toEqual(rows.map((r) => r.id).sort());

    const center = rows[0]?.center as string;
    const byCenter = await json(
      await api
        .as('gestor@demo.es')
        .GET('/comercialproposals', { params: { query: { clientName: hoteles.client, center } } }),
      200,
      ComercialProposalsResponse,
    );
    expect(byCenter.total).toBe(rows.filter((r) => r.center === center).length);

    const estado = rows[0]?.estado as string;
    const filtered = await json(
      await api.as('gestor@demo.es').GET('/comercialproposals', {
        params: {
          query: {
            clientName: hoteles.client,
            filters: JSON.stringify([{ field: 'estado', value: estado }]),
          },
        },
      }),
      200,
      ComercialProposalsResponse,
    );
    expect(filtered.total).toBe(rows.filter((r) => r.estado === estado).length);
    expect(filtered.items.every((p) => p.estado === estado)).toBe(true);
  });

  it('refuses another client, a field it cannot filter by and malformed filters', async () => {
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .GET('/comercialproposals', { params: { query: { clientName: restaurantes.client } } }),
      403,
    );
    const notes = await expectStatus(
      await api.as('gestor@demo.es').GET('/comercialproposals', {
        params: { query: { filters: JSON.stringify([{ field: 'notasInternas', value: 'a' }]) } },
      }),
      400,
    );
    expect(notes.field).toBe('filters');
    const broken = await expectStatus(
      await api.as('gestor@demo.es').GET('/comercialproposals', { params: { query: { filters: '[{roto' } } }),
      400,
    );
    expect(broken.field).toBe('filters');
  });

  it('shows a user limited to some centers only those centers’ proposals', async () => {
    const page = await json(
      await api
        .as('cliente@demo.es')
        .GET('/comercialproposals', { params: { query: { clientName: hoteles.client } } }),
      200,
      ComercialProposalsResponse,
    );
    const rows = await api.db
      .select({ id: comercialProposals.id, center: comercialProposals.center })
      .from(comercialProposals)
      .where(and(eq(comercialProposals.externa, false), eq(comercialProposals.clientId, hoteles.clientId)));
    const visible = rows.filter((r) => r.center === null || costaDelSol.includes(r.center));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(rows.length);
    expect(page.items.map((p) => p.id).sort()).toEqual(visible.map((r) => r.id).sort());
    const hidden = rows.find((r) => !visible.includes(r));
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .GET('/comercialproposalDetails', { params: { query: { id: present(hidden).id } } }),
      404,
    );
    await expectStatus(
      await api.as('cliente@demo.es').GET('/comercialproposals', {
        params: { query: { clientName: hoteles.client, center: hiddenHotelCenter } },
      }),
      403,
    );
  });
});

describe('POST /comercialproposal, GET /comercialproposalDetails, DELETE /deleteComercialproposal', () => {
  const input = {
    clientName: '',
    center: null as string | null,
    empresa: 'Hoteles Costa Azul S.L.',
    cif: 'B29123456',
    contacto: 'María López García',
    email: 'maria.lopez@hotelescostaazul.es',
    telefono: '952 123 456',
    provincia: 'Málaga',
    tipoResiduo: 'Aceite vegetal usado',
    descripcion: 'Queremos ampliar la recogida de aceite a todos los hoteles.',
  };

  it('creates an opened internal proposal that reads back and can be deleted', async () => {
    const before = api.clock.now().getTime();
    const created = await json(
      await api.as('gestor@demo.es').POST('/comercialproposal', {
        body: { ...input, clientName: hoteles.client, center: costaDelSol[0] },
      }),
      200,
      ComercialProposalResponse,
    );
    expect(created).toMatchObject({
      estado: 'opened',
      externa: false,
      clientName: hoteles.client,
      center: costaDelSol[0],
      empresa: input.empresa,
      cif: input.cif,
    });
    // Dated when it was raised, on the API's clock.
    expect(Date.parse(created.fecha)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(created.fecha)).toBeLessThanOrEqual(api.clock.now().getTime());
    const [row] = await api.db.select().from(comercialProposals).where(eq(comercialProposals.id, created.id));
    expect(row).toMatchObject({ clientId: hoteles.clientId, solicitanteOid: oidOf('gestor@demo.es') });

    const detail = await json(
      await api
        .as('gestor@demo.es')
        .GET('/comercialproposalDetails', { params: { query: { id: created.id } } }),
      200,
      ComercialProposalDetailsResponse,
    );
    expect(detail).toEqual(created);

    const deleted = await json(
      await api
        .as('gestor@demo.es')
        .DELETE('/deleteComercialproposal', { params: { query: { id: created.id } } }),
      200,
      DeleteComercialProposalResponse,
    );
    expect(deleted).toEqual({ ok: true, affected: 1 });
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .GET('/comercialproposalDetails', { params: { query: { id: created.id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .DELETE('/deleteComercialproposal', { params: { query: { id: created.id } } }),
      404,
    );
  });

  it('refuses a client the user may not see (403), and a center the user may not see as an unknown one (400)', async () => {
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .POST('/comercialproposal', { body: { ...input, clientName: restaurantes.client } }),
      403,
    );
    await expectStatus(
      await api.as('cliente@demo.es').POST('/comercialproposal', {
        body: { ...input, clientName: hoteles.client, center: hiddenHotelCenter },
      }),
      400,
    );
    const unknown = await expectStatus(
      await api.as('gestor@demo.es').POST('/comercialproposal', {
        body: { ...input, clientName: hoteles.client, center: 'Centro que no existe' },
      }),
      400,
    );
    expect(unknown.field).toBe('center');
    const admin = await expectStatus(
      await api
        .as('admin@demo.es')
        .POST('/comercialproposal', { body: { ...input, clientName: 'Cliente que no existe S.L.' } }),
      400,
    );
    expect(admin.field).toBe('clientName');
  });

  it('answers 404 alike for unknown and external ids and another client’s proposal', async () => {
    const [external] = await api.db
      .select({ id: comercialProposals.id })
      .from(comercialProposals)
      .where(eq(comercialProposals.externa, true))
      .limit(1);
    const [foreign] = await api.db
      .select({ id: comercialProposals.id })
      .from(comercialProposals)
      .where(
        and(eq(comercialProposals.externa, false), eq(comercialProposals.clientId, restaurantes.clientId)),
      )
      .limit(1);
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .GET('/comercialproposalDetails', { params: { query: { id: 99999999 } } }),
      404,
    );
    await expectStatus(
      await api
        .as('admin@demo.es')
        .GET('/comercialproposalDetails', { params: { query: { id: present(external).id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .GET('/comercialproposalDetails', { params: { query: { id: present(foreign).id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .DELETE('/deleteComercialproposal', { params: { query: { id: 99999999 } } }),
      404,
    );
    await expectStatus(
      await api
        .as('admin@demo.es')
        .DELETE('/deleteComercialproposal', { params: { query: { id: present(external).id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .DELETE('/deleteComercialproposal', { params: { query: { id: present(foreign).id } } }),
      404,
    );
    const [still] = await api.db
      .select()
      .from(comercialProposals)
      .where(eq(comercialProposals.id, foreign?.id ?? 0));
    expect(still).toBeDefined();
  });
});

// ------------------------------------------------------------------ external proposals

describe('external proposals', () => {
  const form: JsonBody<'post', '/external/comercialproposal'> = {
    empresa: 'Talleres Guadalquivir S.A.',
    cif: 'A41987654',
    contacto: 'Juan Pérez Ruiz',
    email: 'juan.perez@talleresguadalquivir.es',
    telefono: '+34 600 123 456',
    provincia: 'Córdoba',
    tipoResiduo: 'Aceite mineral usado',
    descripcion: 'Necesitamos la recogida mensual de aceite de motor.',
    aceptaPrivacidad: true,
  };

  it('the public form creates an opened external proposal with no client, without a token, and answers its reference', async () => {
    const receipt = await json(
      await api.as(null).POST('/external/comercialproposal', { body: form }),
      200,
      ExternalComercialProposalResponse,
    );
    expect(Object.keys(receipt).sort()).toEqual(['fecha', 'id', 'referencia']);
    // The reference the page shows the visitor: the year it was received in Spain, and the id.
    const year = new Date(receipt.fecha)
      .toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })
      .slice(0, 4);
    expect(receipt.referencia).toBe(`PC-${year}-${String(receipt.id).padStart(6, '0')}`);
    const [row] = await api.db.select().from(comercialProposals).where(eq(comercialProposals.id, receipt.id));
    expect(row).toMatchObject({
      externa: true,
      estado: 'opened',
      clientId: null,
      clientName: null,
      center: null,
      empresa: form.empresa,
      email: form.email,
    });
    expect(row?.fecha.toISOString()).toBe(new Date(receipt.fecha).toISOString());
  });

  it('the public form requires accepting the privacy policy', async () => {
    // The contract allows only true: a request the typed client would not send.
    const response = await api.unchecked(null, 'POST', '/external/comercialproposal', {
      json: { ...form, aceptaPrivacidad: false },
    });
    expect((await expectStatus(response, 400)).field).toBe('aceptaPrivacidad');
  });

  it('lists external proposals for administrators, paged, sorted and filtered on the server', async () => {
    const rows = await api.db.select().from(comercialProposals).where(eq(comercialProposals.externa, true));
    const first = await json(
      await api
        .as('admin@demo.es')
        .GET('/comercialproposalsexternal', { params: { query: { position: 0, take: 3 } } }),
      200,
      ComercialProposalsExternalResponse,
    );
    const second = await json(
      await api
        .as('admin@demo.es')
        .GET('/comercialproposalsexternal', { params: { query: { position: 3, take: 3 } } }),
      200,
      ComercialProposalsExternalResponse,
    );
    expect(first.total).toBe(rows.length);
    expect(first.items).toHaveLength(3);
    expect(first.items.every((p) => p.externa === true)).toBe(true);
    const all = await json(
      await api.as('admin@demo.es').GET('/comercialproposalsexternal'),
      200,
      ComercialProposalsExternalResponse,
    );
    expect(all.items.map((p) => p.id)).toEqual(
      [...first.items, ...second.items, ...all.items.slice(6)].map((p) => p.id),
    );
    expect(isNewestFirst(all.items)).toBe(true);

    const byCompany = await json(
      await api.as('admin@demo.es').GET('/comercialproposalsexternal', {
        params: { query: { orderByField: 'empresa', orderBy: 'asc' } },
      }),
      200,
      ComercialProposalsExternalResponse,
    );
    const companies = byCompany.items.map((p) => p.empresa);
    expect(companies).toEqual([...companies].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const sample = rows[0] as (typeof rows)[number];
    const word = sample.empresa.split(' ')[0] as string;
    const searched = await json(
      await api
        .as('admin@demo.es')
        .GET('/comercialproposalsexternal', { params: { query: { clientName: word.toLowerCase() } } }),
      200,
      ComercialProposalsExternalResponse,
    );
    expect(searched.total).toBe(
      rows.filter((r) => r.empresa.toLowerCase().includes(word.toLowerCase())).length,
    );

    const estado = sample.estado;
    const filtered = await json(
      await api.as('admin@demo.es').GET('/comercialproposalsexternal', {
        params: { query: { filters: JSON.stringify([{ field: 'estado', value: estado }]) } },
      }),
      200,
      ComercialProposalsExternalResponse,
    );
    expect(filtered.total).toBe(rows.filter((r) => r.estado === estado).length);

    const badSort = await expectStatus(
      await api
        .as('admin@demo.es')
        // @ts-expect-error: password is not a field of PropuestaComercial (the contract closes the set; the server must refuse it too)
        .GET('/comercialproposalsexternal', { params: { query: { orderByField: 'password' } } }),
      400,
    );
    expect(badSort.field).toBe('orderByField');
  });

  it('administrators update state and notes, read the detail and delete', async () => {
    const receipt = await json(
      await api.as(null).POST('/external/comercialproposal', { body: form }),
      200,
      ExternalComercialProposalResponse,
    );
    const updated = await json(
      await api.as('admin@demo.es').POST('/external/comercialproposalupdate', {
        body: { id: receipt.id, estado: 'inprocess', notasInternas: 'Visita el martes.' },
      }),
      200,
      ExternalComercialProposalUpdateResponse,
    );
    expect(updated).toMatchObject({
      id: receipt.id,
      estado: 'inprocess',
      notasInternas: 'Visita el martes.',
    });

    // Without notes the notes stay; null clears them.
    const kept = await json(
      await api
        .as('admin@demo.es')
        .POST('/external/comercialproposalupdate', { body: { id: receipt.id, estado: 'indemand' } }),
      200,
      ExternalComercialProposalUpdateResponse,
    );
    expect(kept).toMatchObject({ estado: 'indemand', notasInternas: 'Visita el martes.' });
    await api.as('admin@demo.es').POST('/external/comercialproposalupdate', {
      body: { id: receipt.id, estado: 'closed', notasInternas: null },
    });
    const detail = await json(
      await api
        .as('admin@demo.es')
        .GET('/comercialproposaldetailsexternal', { params: { query: { id: receipt.id } } }),
      200,
      ComercialProposalDetailsExternalResponse,
    );
    expect(detail).toMatchObject({ id: receipt.id, estado: 'closed', notasInternas: null, externa: true });
    const [row] = await api.db.select().from(comercialProposals).where(eq(comercialProposals.id, receipt.id));
    expect(row).toMatchObject({ estado: 'closed', notasInternas: null });

    const deleted = await json(
      await api
        .as('admin@demo.es')
        .DELETE('/deleteComercialproposalexternal', { params: { query: { id: receipt.id } } }),
      200,
      DeleteComercialProposalExternalResponse,
    );
    expect(deleted).toEqual({ ok: true, affected: 1 });
    await expectStatus(
      await api
        .as('admin@demo.es')
        .GET('/comercialproposaldetailsexternal', { params: { query: { id: receipt.id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('admin@demo.es')
        .DELETE('/deleteComercialproposalexternal', { params: { query: { id: receipt.id } } }),
      404,
    );
  });

  it('does not reach internal proposals through the external operations', async () => {
    const [internal] = await api.db
      .select({ id: comercialProposals.id })
      .from(comercialProposals)
      .where(eq(comercialProposals.externa, false))
      .limit(1);
    const id = internal?.id ?? 0;
    await expectStatus(
      await api.as('admin@demo.es').GET('/comercialproposaldetailsexternal', { params: { query: { id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('admin@demo.es')
        .POST('/external/comercialproposalupdate', { body: { id, estado: 'closed' } }),
      404,
    );
    await expectStatus(
      await api.as('admin@demo.es').DELETE('/deleteComercialproposalexternal', { params: { query: { id } } }),
      404,
    );
    const [row] = await api.db.select().from(comercialProposals).where(eq(comercialProposals.id, id));
    expect(row?.estado).not.toBe(undefined);
  });
});

// ------------------------------------------------------------------ incidences

describe('incidence requests', () => {
  it('lists the incidences of the user’s clients, newest first', async () => {
    const gestorClients = api.summary.accounts['gestor@demo.es'].clientIds;
    const page = await json(
      await api.as('gestor@demo.es').GET('/incidencerequests'),
      200,
      IncidenceRequestsResponse,
    );
    const rows = await api.db
      .select({ id: incidenceRequests.id })
      .from(incidenceRequests)
      .where(inArray(incidenceRequests.clientId, gestorClients));
    expect(page.total).toBe(rows.length);
    expect(page.items.map((i) => i.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(isNewestFirst(page.items)).toBe(true);

    const oneClient = await json(
      await api
        .as('gestor@demo.es')
        .GET('/incidencerequests', { params: { query: { clientName: talleres.client } } }),
      200,
      IncidenceRequestsResponse,
    );
    expect(oneClient.items.every((i) => i.clientName === talleres.client)).toBe(true);
    const [expected] = await api.db
      .select({ n: count() })
      .from(incidenceRequests)
      .where(eq(incidenceRequests.clientId, talleres.clientId));
    expect(oneClient.total).toBe(expected?.n);

    const prioridad = await json(
      await api.as('gestor@demo.es').GET('/incidencerequests', {
        params: { query: { filters: JSON.stringify([{ field: 'prioridad', value: 'ALTA' }]) } },
      }),
      200,
      IncidenceRequestsResponse,
    );
    expect(prioridad.items.every((i) => i.prioridad === 'alta')).toBe(true);
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .GET('/incidencerequests', { params: { query: { clientName: restaurantes.client } } }),
      403,
    );
  });

  it('shows a user limited to some centers only theirs', async () => {
    // gestor@ sees every Hoteles center: an incidence at one cliente@ may not see.
    const elsewhere = await json(
      await api.as('gestor@demo.es').POST('/incidencerequest', {
        body: {
          clientName: hoteles.client,
          center: hiddenHotelCenter,
          asunto: 'Olores',
          descripcion: 'Contenedor sin tapa.',
        },
      }),
      200,
      IncidenceRequestResponse,
    );
    const page = await json(
      await api
        .as('cliente@demo.es')
        .GET('/incidencerequests', { params: { query: { clientName: hoteles.client } } }),
      200,
      IncidenceRequestsResponse,
    );
    const rows = await api.db
      .select({ id: incidenceRequests.id, center: incidenceRequests.center })
      .from(incidenceRequests)
      .where(eq(incidenceRequests.clientId, hoteles.clientId));
    const visible = rows.filter((r) => r.center === null || costaDelSol.includes(r.center));
    expect(visible.length).toBeGreaterThan(0);
    expect(page.items.map((i) => i.id).sort()).toEqual(visible.map((r) => r.id).sort());
    expect(page.items.some((i) => i.id === elsewhere.id)).toBe(false);
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .GET('/incidencerequestdetails', { params: { query: { id: elsewhere.id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: elsewhere.id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .GET('/incidencerequests', { params: { query: { center: hiddenHotelCenter } } }),
      403,
    );
  });

  it('creates an incidence (by a user on the permission list) that notifies its requester', async () => {
    const [service] = await api.db
      .select({ referencia: tickets.referencia, center: centers.nombre })
      .from(tickets)
      .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
      .innerJoin(centers, eq(centers.centerId, serviceDirections.centerId))
      .where(and(eq(tickets.clientId, hoteles.clientId), inArray(centers.nombre, costaDelSol)))
      .limit(1);
    if (!service) throw new Error('Costa del Sol has services');
    const created = await json(
      await api.as('cliente@demo.es').POST('/incidencerequest', {
        body: {
          clientName: hoteles.client,
          center: service.center,
          referencia: service.referencia,
          asunto: 'Contenedor no recogido',
          descripcion: 'El contenedor de cartón sigue lleno.',
        },
      }),
      200,
      IncidenceRequestResponse,
    );
    expect(created).toMatchObject({
      estado: 'opened',
      clientName: hoteles.client,
      center: service.center,
      referencia: service.referencia,
      prioridad: 'media',
      solicitante: 'cliente@demo.es',
    });
    const detail = await json(
      await api
        .as('cliente@demo.es')
        .GET('/incidencerequestdetails', { params: { query: { id: created.id } } }),
      200,
      IncidenceRequestDetailsResponse,
    );
    expect(detail).toEqual(created);
    const [row] = await api.db.select().from(incidenceRequests).where(eq(incidenceRequests.id, created.id));
    expect(row).toMatchObject({ clientId: hoteles.clientId, solicitanteOid: oidOf('cliente@demo.es') });

    const notes = await api.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userOid, oidOf('cliente@demo.es')), eq(notifications.type, 'IncidenceRequest')),
      );
    const note = notes.find((n) => n.message.includes(`La incidencia ${created.id} `));
    expect(note).toMatchObject({
      status: 'opened',
      clientId: hoteles.clientId,
      clientName: hoteles.client,
      referencia: null,
      adminOnly: false,
    });

    const deleted = await json(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: created.id } } }),
      200,
      DeleteIncidenceRequestResponse,
    );
    expect(deleted).toEqual({ ok: true, affected: 1 });
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .GET('/incidencerequestdetails', { params: { query: { id: created.id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: created.id } } }),
      404,
    );
  });

  it('refuses users off the permission list and other clients (403), and other clients’ services as unknown ones (400)', async () => {
    const incidence = { clientName: talleres.client, asunto: 'Retraso', descripcion: 'No han venido hoy.' };
    // regenera@ sees Talleres but may not raise incidences; administrators are not on the list either.
    await expectStatus(await api.as('regenera@demo.es').POST('/incidencerequest', { body: incidence }), 403);
    await expectStatus(await api.as('admin@demo.es').POST('/incidencerequest', { body: incidence }), 403);
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .POST('/incidencerequest', { body: { ...incidence, clientName: restaurantes.client } }),
      403,
    );
    const [foreignService] = await api.db
      .select({ referencia: tickets.referencia })
      .from(tickets)
      .where(eq(tickets.clientId, restaurantes.clientId))
      .limit(1);
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .POST('/incidencerequest', { body: { ...incidence, referencia: foreignService?.referencia } }),
      400,
    );
    const unknown = await expectStatus(
      await api
        .as('gestor@demo.es')
        .POST('/incidencerequest', { body: { ...incidence, referencia: 'SRV-1999-000001' } }),
      400,
    );
    expect(unknown.field).toBe('referencia');
    const [count403] = await api.db
      .select({ n: count() })
      .from(incidenceRequests)
      .where(eq(incidenceRequests.asunto, 'Retraso'));
    expect(count403?.n).toBe(0);
  });

  it('answers 404 alike for an unknown incidence and another client’s', async () => {
    const [foreign] = await api.db
      .select({ id: incidenceRequests.id })
      .from(incidenceRequests)
      .where(eq(incidenceRequests.clientId, restaurantes.clientId))
      .limit(1);
    await expectStatus(
      await api.as('gestor@demo.es').GET('/incidencerequestdetails', { params: { query: { id: 99999999 } } }),
      404,
    );
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .GET('/incidencerequestdetails', { params: { query: { id: present(foreign).id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: 99999999 } } }),
      404,
    );
    await expectStatus(
      await api
        .as('gestor@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: present(foreign).id } } }),
      404,
    );
    const admin = await json(
      await api
        .as('admin@demo.es')
        .GET('/incidencerequestdetails', { params: { query: { id: present(foreign).id } } }),
      200,
      IncidenceRequestDetailsResponse,
    );
    expect(admin.clientName).toBe(restaurantes.client);
  });
});

// ------------------------------------------------------------------ service requests

describe('service requests', () => {
  it('lists the service requests of the user’s clients, newest first', async () => {
    const regeneraClients = api.summary.accounts['regenera@demo.es'].clientIds;
    const page = await json(
      await api.as('regenera@demo.es').GET('/servicerequests'),
      200,
      ServiceRequestsResponse,
    );
    const rows = await api.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(inArray(serviceRequests.clientId, regeneraClients));
    expect(page.total).toBe(rows.length);
    expect(page.items.map((i) => i.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(isNewestFirst(page.items)).toBe(true);

    const byClient = await json(
      await api
        .as('regenera@demo.es')
        .GET('/servicerequests', { params: { query: { clientName: restaurantes.client } } }),
      200,
      ServiceRequestsResponse,
    );
    expect(byClient.items.every((i) => i.clientName === restaurantes.client)).toBe(true);
    const tipo = byClient.items[0]?.tipoServicio as string;
    const filtered = await json(
      await api.as('regenera@demo.es').GET('/servicerequests', {
        params: { query: { filters: JSON.stringify([{ field: 'tipoServicio', value: tipo }]) } },
      }),
      200,
      ServiceRequestsResponse,
    );
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.items.every((i) => i.tipoServicio === tipo)).toBe(true);
    await expectStatus(
      await api
        .as('regenera@demo.es')
        .GET('/servicerequests', { params: { query: { clientName: hoteles.client } } }),
      403,
    );
  });

  it('shows a user limited to some centers only theirs', async () => {
    const page = await json(
      await api
        .as('cliente@demo.es')
        .GET('/servicerequests', { params: { query: { clientName: hoteles.client } } }),
      200,
      ServiceRequestsResponse,
    );
    const rows = await api.db
      .select({ id: serviceRequests.id, center: serviceRequests.center })
      .from(serviceRequests)
      .where(eq(serviceRequests.clientId, hoteles.clientId));
    const visible = rows.filter((r) => r.center === null || costaDelSol.includes(r.center));
    expect(visible.length).toBeLessThan(rows.length);
    expect(page.items.map((i) => i.id).sort()).toEqual(visible.map((r) => r.id).sort());
  });

  it('creates a service request at one of the user’s directions and notifies the requester', async () => {
    const [direction] = await api.db
      .select({ id: serviceDirections.iddireccionservicio, center: centers.nombre })
      .from(serviceDirections)
      .innerJoin(centers, eq(centers.centerId, serviceDirections.centerId))
      .where(eq(serviceDirections.clientId, restaurantes.clientId))
      .limit(1);
    if (!direction) throw new Error('Restaurantes del Sur has directions');
    const created = await json(
      await api.as('regenera@demo.es').POST('/servicerequest', {
        body: {
          clientName: restaurantes.client,
          iddireccionservicio: direction.id,
          tipoServicio: 'Recogida de aceite usado',
          residuo: 'Aceite vegetal usado',
          fechaDeseada: '2026-12-01',
          cantidad: 120,
          unidad: 'l',
          descripcion: 'Recogida extra antes de Navidad.',
        },
      }),
      200,
      ServiceRequestResponse,
    );
    expect(created).toMatchObject({
      estado: 'opened',
      clientName: restaurantes.client,
      center: direction.center,
      iddireccionservicio: direction.id,
      fechaDeseada: '2026-12-01',
      cantidad: 120,
      unidad: 'l',
      solicitante: 'regenera@demo.es',
    });
    const detail = await json(
      await api
        .as('regenera@demo.es')
        .GET('/servicerequestdetails', { params: { query: { id: created.id } } }),
      200,
      ServiceRequestDetailsResponse,
    );
    expect(detail).toEqual(created);
    const notes = await api.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userOid, oidOf('regenera@demo.es')), eq(notifications.type, 'ServiceRequest')),
      );
    expect(notes.find((n) => n.message.includes(`La solicitud de servicio ${created.id} `))).toMatchObject({
      status: 'opened',
      clientId: restaurantes.clientId,
    });

    const deleted = await json(
      await api
        .as('regenera@demo.es')
        .DELETE('/deleteservicerequest', { params: { query: { id: created.id } } }),
      200,
      DeleteServiceRequestResponse,
    );
    expect(deleted).toEqual({ ok: true, affected: 1 });
    const [gone] = await api.db.select().from(serviceRequests).where(eq(serviceRequests.id, created.id));
    expect(gone).toBeUndefined();
    await expectStatus(
      await api
        .as('regenera@demo.es')
        .DELETE('/deleteservicerequest', { params: { query: { id: created.id } } }),
      404,
    );
  });

  it('refuses users off the permission list and directions that are not the client’s', async () => {
    const request = { clientName: hoteles.client, tipoServicio: 'Transporte', descripcion: 'Un porte.' };
    await expectStatus(await api.as('cliente@demo.es').POST('/servicerequest', { body: request }), 403);
    const [foreign] = await api.db
      .select({ id: serviceDirections.iddireccionservicio })
      .from(serviceDirections)
      .where(eq(serviceDirections.clientId, restaurantes.clientId))
      .limit(1);
    const [otherOwn] = await api.db
      .select({ id: serviceDirections.iddireccionservicio })
      .from(serviceDirections)
      .where(eq(serviceDirections.clientId, talleres.clientId))
      .limit(1);
    // A direction of another client, of another of the user's clients, and one that does not exist.
    for (const id of [foreign?.id, otherOwn?.id, 99999999]) {
      await expectStatus(
        await api
          .as('gestor@demo.es')
          .POST('/servicerequest', { body: { ...request, iddireccionservicio: id } }),
        403,
      );
    }
    const created = await json(
      await api.as('gestor@demo.es').POST('/servicerequest', { body: request }),
      200,
      ServiceRequestResponse,
    );
    expect(created).toMatchObject({ iddireccionservicio: null, center: null, solicitante: 'gestor@demo.es' });
  });

  it('answers 404 alike for an unknown service request and another client’s', async () => {
    const [foreign] = await api.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.clientId, hoteles.clientId))
      .limit(1);
    await expectStatus(
      await api.as('regenera@demo.es').GET('/servicerequestdetails', { params: { query: { id: 99999999 } } }),
      404,
    );
    await expectStatus(
      await api
        .as('regenera@demo.es')
        .GET('/servicerequestdetails', { params: { query: { id: present(foreign).id } } }),
      404,
    );
    await expectStatus(
      await api
        .as('regenera@demo.es')
        .DELETE('/deleteservicerequest', { params: { query: { id: 99999999 } } }),
      404,
    );
    await expectStatus(
      await api
        .as('regenera@demo.es')
        .DELETE('/deleteservicerequest', { params: { query: { id: present(foreign).id } } }),
      404,
    );
  });
});

// ------------------------------------------------------------------ deleting: author or administrator

describe('deleting a request is for its author or an administrator', () => {
  it('refuses a user who sees another user’s incidence, and lets its author delete it', async () => {
    const created = await json(
      await api.as('gestor@demo.es').POST('/incidencerequest', {
        body: { clientName: hoteles.client, asunto: 'Contenedor roto', descripcion: 'Tapa rota.' },
      }),
      200,
      IncidenceRequestResponse,
    );
    // cliente@ sees it (Hoteles, no center) but did not raise it.
    await json(
      await api
        .as('cliente@demo.es')
        .GET('/incidencerequestdetails', { params: { query: { id: created.id } } }),
      200,
      IncidenceRequestDetailsResponse,
    );
    const refused = await expectStatus(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: created.id } } }),
      403,
    );
    expect(refused.message).toMatch(/quien creó la solicitud o un administrador/);
    expect(
      await api.db.select().from(incidenceRequests).where(eq(incidenceRequests.id, created.id)),
    ).toHaveLength(1);
    await json(
      await api
        .as('gestor@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: created.id } } }),
      200,
      DeleteIncidenceRequestResponse,
    );
  });

  it('refuses another user on a service request and a proposal; an administrator deletes them', async () => {
    const service = await json(
      await api.as('gestor@demo.es').POST('/servicerequest', {
        body: { clientName: hoteles.client, tipoServicio: 'Transporte', descripcion: 'Un porte.' },
      }),
      200,
      ServiceRequestResponse,
    );
    const proposal = await json(
      await api.as('gestor@demo.es').POST('/comercialproposal', {
        body: {
          clientName: hoteles.client,
          empresa: 'Hoteles Costa Azul S.L.',
          contacto: 'María López García',
          email: 'maria.lopez@hotelescostaazul.es',
          descripcion: 'Ampliar la recogida.',
        },
      }),
      200,
      ComercialProposalResponse,
    );
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteservicerequest', { params: { query: { id: service.id } } }),
      403,
    );
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteComercialproposal', { params: { query: { id: proposal.id } } }),
      403,
    );
    expect(
      await api.db.select().from(serviceRequests).where(eq(serviceRequests.id, service.id)),
    ).toHaveLength(1);
    expect(
      await api.db.select().from(comercialProposals).where(eq(comercialProposals.id, proposal.id)),
    ).toHaveLength(1);

    await json(
      await api
        .as('admin@demo.es')
        .DELETE('/deleteservicerequest', { params: { query: { id: service.id } } }),
      200,
      DeleteServiceRequestResponse,
    );
    await json(
      await api
        .as('admin@demo.es')
        .DELETE('/deleteComercialproposal', { params: { query: { id: proposal.id } } }),
      200,
      DeleteComercialProposalResponse,
    );
    expect(await api.db.select().from(serviceRequests).where(eq(serviceRequests.id, service.id))).toEqual([]);
  });

  it('refuses a seeded incidence the user sees but did not raise', async () => {
    const own = oidOf('cliente@demo.es');
    const rows = await api.db
      .select()
      .from(incidenceRequests)
      .where(eq(incidenceRequests.clientId, hoteles.clientId));
    const others = rows.filter(
      (r) => r.solicitanteOid !== own && (r.center === null || costaDelSol.includes(r.center)),
    );
    const [other] = others;
    if (!other) throw new Error('the seed has a Hoteles incidence cliente@ sees but did not raise');
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: other.id } } }),
      403,
    );
  });
});

// ------------------------------------------------------------------ clients: own and open only

describe('a client deletes only the open requests they raised; each row says so', () => {
  it('marks own open rows eliminable, refuses a closed one (403), and lets an administrator delete it', async () => {
    const open = await json(
      await api.as('cliente@demo.es').POST('/incidencerequest', {
        body: { clientName: hoteles.client, asunto: 'Olor', descripcion: 'Contenedor sin tapa.' },
      }),
      200,
      IncidenceRequestResponse,
    );
    const toClose = await json(
      await api.as('cliente@demo.es').POST('/incidencerequest', {
        body: { clientName: hoteles.client, asunto: 'Retraso', descripcion: 'Llegaron tarde.' },
      }),
      200,
      IncidenceRequestResponse,
    );
    expect(open.eliminable).toBe(true);
    await api.db
      .update(incidenceRequests)
      .set({ estado: 'closed' })
      .where(eq(incidenceRequests.id, toClose.id));

    const list = await json(
      await api
        .as('cliente@demo.es')
        .GET('/incidencerequests', { params: { query: { clientName: hoteles.client } } }),
      200,
      IncidenceRequestsResponse,
    );
    const byId = new Map(list.items.map((item) => [item.id, item]));
    expect(byId.get(open.id)?.eliminable).toBe(true);
    expect(byId.get(toClose.id)?.eliminable).toBe(false);
    // Every row raised by someone else is not the client's to delete.
    const own = new Set(
      (
        await api.db
          .select({ id: incidenceRequests.id })
          .from(incidenceRequests)
          .where(eq(incidenceRequests.solicitanteOid, oidOf('cliente@demo.es')))
      ).map((row) => row.id),
    );
    for (const item of list.items.filter((item) => !own.has(item.id))) expect(item.eliminable).toBe(false);
    const detail = await json(
      await api
        .as('cliente@demo.es')
        .GET('/incidencerequestdetails', { params: { query: { id: toClose.id } } }),
      200,
      IncidenceRequestDetailsResponse,
    );
    expect(detail.eliminable).toBe(false);

    const refused = await expectStatus(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: toClose.id } } }),
      403,
    );
    expect(refused.message).toMatch(/cerrada/);
    expect(
      await api.db.select().from(incidenceRequests).where(eq(incidenceRequests.id, toClose.id)),
    ).toHaveLength(1);

    // An administrator keeps the right to delete it, and sees every row as eliminable.
    const adminDetail = await json(
      await api
        .as('admin@demo.es')
        .GET('/incidencerequestdetails', { params: { query: { id: toClose.id } } }),
      200,
      IncidenceRequestDetailsResponse,
    );
    expect(adminDetail.eliminable).toBe(true);
    await json(
      await api
        .as('admin@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: toClose.id } } }),
      200,
      DeleteIncidenceRequestResponse,
    );
    await json(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteincidencerequest', { params: { query: { id: open.id } } }),
      200,
      DeleteIncidenceRequestResponse,
    );
  });

  it('lets staff (role 3) delete a closed request they raised, and refuses a client’s closed proposal', async () => {
    const service = await json(
      await api.as('gestor@demo.es').POST('/servicerequest', {
        body: { clientName: hoteles.client, tipoServicio: 'Transporte', descripcion: 'Otro porte.' },
      }),
      200,
      ServiceRequestResponse,
    );
    await api.db.update(serviceRequests).set({ estado: 'closed' }).where(eq(serviceRequests.id, service.id));
    const detail = await json(
      await api.as('gestor@demo.es').GET('/servicerequestdetails', { params: { query: { id: service.id } } }),
      200,
      ServiceRequestDetailsResponse,
    );
    expect(detail.eliminable).toBe(true);
    await json(
      await api
        .as('gestor@demo.es')
        .DELETE('/deleteservicerequest', { params: { query: { id: service.id } } }),
      200,
      DeleteServiceRequestResponse,
    );

    const proposal = await json(
      await api.as('cliente@demo.es').POST('/comercialproposal', {
        body: {
          clientName: hoteles.client,
          empresa: 'Hoteles Costa Azul S.L.',
          contacto: 'María López García',
          email: 'maria.lopez@hotelescostaazul.es',
          descripcion: 'Recogida de vidrio.',
        },
      }),
      200,
      ComercialProposalResponse,
    );
    expect(proposal.eliminable).toBe(true);
    await api.db
      .update(comercialProposals)
      .set({ estado: 'closed' })
      .where(eq(comercialProposals.id, proposal.id));
    await expectStatus(
      await api
        .as('cliente@demo.es')
        .DELETE('/deleteComercialproposal', { params: { query: { id: proposal.id } } }),
      403,
    );
    const listed = await json(
      await api
        .as('cliente@demo.es')
        .GET('/comercialproposals', { params: { query: { clientName: hoteles.client } } }),
      200,
      ComercialProposalsResponse,
    );
    expect(listed.items.find((item) => item.id === proposal.id)?.eliminable).toBe(false);
  });
});

// ------------------------------------------------------------------ an incidence about a service

describe('an incidence about a service is filed at the service’s center', () => {
  async function hotelService() {
    const [service] = await api.db
      .select({ referencia: tickets.referencia, center: centers.nombre })
      .from(tickets)
      .innerJoin(centers, eq(centers.centerId, tickets.centerId))
      .where(and(eq(tickets.clientId, hoteles.clientId), inArray(centers.nombre, costaDelSol)))
      .limit(1);
    if (!service) throw new Error('Costa del Sol has services');
    return service;
  }

  it('takes the center from the service when the incidence names none', async () => {
    const service = await hotelService();
    const created = await json(
      await api.as('cliente@demo.es').POST('/incidencerequest', {
        body: {
          clientName: hoteles.client,
          referencia: service.referencia,
          asunto: 'Falta el albarán',
          descripcion: 'No nos llegó el albarán del servicio.',
        },
      }),
      200,
      IncidenceRequestResponse,
    );
    expect(created).toMatchObject({ referencia: service.referencia, center: service.center });
    const [row] = await api.db.select().from(incidenceRequests).where(eq(incidenceRequests.id, created.id));
    expect(row?.center).toBe(service.center);
  });

  it('refuses another center than the service’s (400 on center) and an unknown reference (400 on referencia)', async () => {
    const service = await hotelService();
    const other = costaDelSol.find((name) => name !== service.center);
    if (!other) throw new Error('Costa del Sol has several centers');
    const before = await api.db.select({ n: count() }).from(incidenceRequests);
    await expectStatus(
      await api.as('cliente@demo.es').POST('/incidencerequest', {
        body: {
          clientName: hoteles.client,
          center: other,
          referencia: service.referencia,
          asunto: 'Centro equivocado',
          descripcion: 'x',
        },
      }),
      400,
      'center',
    );
    await expectStatus(
      await api.as('cliente@demo.es').POST('/incidencerequest', {
        body: { clientName: hoteles.client, referencia: 'SRV-0000-000000', asunto: 'x', descripcion: 'x' },
      }),
      400,
      'referencia',
    );
    expect(await api.db.select({ n: count() }).from(incidenceRequests)).toEqual(before);
  });
});
