/**
 * Services (tickets): the grid pages, filters and sorts on the server, the detail, the .xlsx export
 * and the e-mail send, each only over the service directions the user may see.
 */

import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, serviceDirections, tickets, userClients } from '../../server/db/schema';
import {
  SendTicketsResponse,
  TicketsGridDetailsResponse,
  TicketsGridResponse,
} from '../../server/generated/tickets/tickets.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { present } from './support/http';
import { oidOf } from './support/seed';

let api: TestApi;
let ownDirections: number[];
let foreignDirection: number;

beforeAll(async () => {
  api = await createTestApi({ tickets: 1500 });
  const granted = await api.db
    .select({ clientId: userClients.clientId })
    .from(userClients)
    .where(and(eq(userClients.oid, oidOf('gestor@demo.es')), eq(userClients.digitalized, false)));
  const grantedIds = granted.map((g) => g.clientId);
  const directions = await api.db.select().from(serviceDirections);
  ownDirections = directions.filter((d) => grantedIds.includes(d.clientId)).map((d) => d.iddireccionservicio);
  const foreign = directions.find((d) => !grantedIds.includes(d.clientId));
  if (!foreign || ownDirections.length === 0)
    throw new Error('the seed gives gestor@ some clients and not others');
  foreignDirection = foreign.iddireccionservicio;
}, 120_000);
afterAll(() => api?.close());

async function grid(body: Record<string, unknown>) {
  const response = await api.as('gestor@demo.es').POST('/ticketsGrid', { body });
  expect(response.status).toBe(200);
  return TicketsGridResponse.parse(await response.json());
}

async function countTickets(directions: number[]) {
  const [row] = await api.db
    .select({ n: count() })
    .from(tickets)
    .where(inArray(tickets.iddireccionservicio, directions));
  return row?.n ?? 0;
}

describe('POST /ticketsGrid', () => {
  it('pages on the server and counts every matching service', async () => {
    const first = await grid({ idDireccionesServicio: ownDirections, position: 0, take: 15 });
    const second = await grid({ idDireccionesServicio: ownDirections, position: 15, take: 15 });
    expect(first.items).toHaveLength(15);
    expect(first.total).toBe(await countTickets(ownDirections));
    const firstIds = new Set(first.items.map((t) => t.idTicket));
    expect(second.items.some((t) => firstIds.has(t.idTicket))).toBe(false);
    expect(first.items.every((t) => ownDirections.includes(t.iddireccionservicio ?? 0))).toBe(true);
  });

  it('sorts by the requested field, newest first by default', async () => {
    const byDate = await grid({ idDireccionesServicio: ownDirections, take: 50 });
    const dates = byDate.items.map((t) => t.fecha);
    expect(dates).toEqual([...dates].sort().reverse());

    const byReference = await grid({
      idDireccionesServicio: ownDirections,
      take: 50,
      orderByField: 'referencia',
      orderBy: 'asc',
    });
    const references = byReference.items.map((t) => t.referencia);
    expect(references).toEqual([...references].sort());
  });

  it('filters by estado, text, date range and year', async () => {
    const executed = await grid({
      idDireccionesServicio: ownDirections,
      take: 100,
      filters: [{ field: 'estado', value: 'ejecutado' }],
    });
    expect(executed.total).toBeGreaterThan(0);
    expect(executed.items.every((t) => t.estado === 'ejecutado')).toBe(true);

    const sample = executed.items[0];
    if (!sample) throw new Error('no executed service');
    const byText = await grid({ idDireccionesServicio: ownDirections, filterText: sample.referencia });
    expect(byText.items.map((t) => t.referencia)).toEqual([sample.referencia]);

    const year = Number(sample.fecha.slice(0, 4));
    const inYear = await grid({ idDireccionesServicio: ownDirections, year, take: 0 });
    expect(inYear.items.every((t) => t.fecha.startsWith(String(year)))).toBe(true);

    const range = await grid({
      idDireccionesServicio: ownDirections,
      betweenDates: { desde: `${year}-03-01`, hasta: `${year}-03-31` },
      take: 0,
    });
    expect(range.items.every((t) => t.fecha >= `${year}-03-01` && t.fecha <= `${year}-03-31`)).toBe(true);
    expect(range.total).toBeLessThan(inYear.total);
  });

  it('refuses a field the grid cannot filter or sort by', async () => {
    const response = await api
      .as('gestor@demo.es')
      // @ts-expect-error: password is not a field of Ticket (the contract closes the set; the server must refuse it too)
      .POST('/ticketsGrid', { body: { idDireccionesServicio: ownDirections, orderByField: 'password' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'orderByField' });
  });

  it('denies another client’s service directions', async () => {
    const response = await api.as('gestor@demo.es').POST('/ticketsGrid', {
      body: { idDireccionesServicio: [...ownDirections.slice(0, 1), foreignDirection] },
    });
    expect(response.status).toBe(403);
  });

  it('returns an empty page for no service directions (lists wait for them)', async () => {
    expect(await grid({ idDireccionesServicio: [] })).toEqual({ items: [], total: 0 });
  });
});

describe('GET /ticketsGridDetails', () => {
  it('returns the service with its lines', async () => {
    const [first] = (await grid({ idDireccionesServicio: ownDirections, take: 1 })).items;
    const response = await api
      .as('gestor@demo.es')
      .GET('/ticketsGridDetails', { params: { query: { idTicket: present(first).idTicket } } });
    expect(response.status).toBe(200);
    const detail = TicketsGridDetailsResponse.parse(await response.json());
    expect(detail.ticket.referencia).toBe(first?.referencia);
    expect(detail.lineas.length).toBeGreaterThan(0);
  });

  it('answers 404 alike for an unknown service and another client’s', async () => {
    expect(
      (
        await api
          .as('gestor@demo.es')
          .GET('/ticketsGridDetails', { params: { query: { idTicket: 99999999 } } })
      ).status,
    ).toBe(404);
    const [foreign] = await api.db
      .select({ id: tickets.idTicket })
      .from(tickets)
      .where(eq(tickets.iddireccionservicio, foreignDirection))
      .limit(1);
    if (!foreign) throw new Error('the foreign direction has services');
    expect(
      (
        await api
          .as('gestor@demo.es')
          .GET('/ticketsGridDetails', { params: { query: { idTicket: foreign.id } } })
      ).status,
    ).toBe(404);
  });
});

async function readWorkbook(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook;
}

describe('POST /exportTickets', () => {
  it('downloads an .xlsx of the filtered services with Spanish headers and real dates', async () => {
    const filter = {
      idDireccionesServicio: ownDirections,
      filters: [{ field: 'estado' as const, value: 'facturado' }],
    };
    const expected = await grid({ ...filter, take: 1 });
    const response = await api.as('gestor@demo.es').POST('/exportTickets', { body: filter });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('Content-Disposition')).toMatch(/attachment; filename="servicios.xlsx"/);

    const sheet = (await readWorkbook(await response.arrayBuffer())).getWorksheet('Servicios');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Referencia');
    expect(sheet?.getRow(1).getCell(3).value).toBe('Fecha');
    expect((sheet?.rowCount ?? 0) - 1).toBe(expected.total);
    expect(sheet?.getRow(2).getCell(3).value).toBeInstanceOf(Date);
    expect(sheet?.getRow(2).getCell(2).value).toBe('facturado');
  });

  it('denies another client’s directions', async () => {
    const response = await api
      .as('gestor@demo.es')
      .POST('/exportTickets', { body: { idDireccionesServicio: [foreignDirection] } });
    expect(response.status).toBe(403);
  });
});

describe('POST /sendTickets', () => {
  it('puts a message with the .xlsx attached in the outbox', async () => {
    const response = await api.as('gestor@demo.es').POST('/sendTickets', {
      body: {
        idDireccionesServicio: ownDirections,
        toE: ['compras@hotelescostaazul.es'],
        ccE: ['jefe.compras@talleresnorte.es'],
        subjectE: 'Servicios de marzo',
        body: null,
      },
    });
    expect(response.status).toBe(200);
    const result = SendTicketsResponse.parse(await response.json());
    expect(result.recipients).toEqual(['compras@hotelescostaazul.es', 'jefe.compras@talleresnorte.es']);

    const [message] = await api.db.select().from(outbox).where(eq(outbox.messageId, result.messageId));
    expect(message?.subject).toBe('Servicios de marzo');
    expect(message?.toAddresses).toEqual(['compras@hotelescostaazul.es']);
    expect(message?.attachments[0]).toMatchObject({ filename: 'servicios.xlsx' });
    expect(message?.raw).toMatch(/Content-Disposition: attachment; filename=servicios.xlsx/);
    expect(message?.body).toMatch(/le envía el listado de servicios adjunto/);
  });

  it('requires a recipient and valid addresses', async () => {
    const none = await api
      .as('gestor@demo.es')
      .POST('/sendTickets', { body: { idDireccionesServicio: ownDirections, toE: null } });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ field: 'toE' });

    const invalid = await api
      .as('gestor@demo.es')
      .POST('/sendTickets', { body: { idDireccionesServicio: ownDirections, toE: ['no-es-correo'] } });
    expect(invalid.status).toBe(400);
  });
});

describe('services of a digitalized client (the reduced view)', () => {
  async function digitalizedDirections(email: 'digital@demo.es', digitalized: boolean) {
    const granted = await api.db
      .select({ clientId: userClients.clientId })
      .from(userClients)
      .where(and(eq(userClients.oid, oidOf(email)), eq(userClients.digitalized, digitalized)));
    const ids = granted.map((g) => g.clientId);
    const directions = await api.db.select().from(serviceDirections);
    return directions.filter((d) => ids.includes(d.clientId)).map((d) => d.iddireccionservicio);
  }

  it('lists, exports and counts years for the directions the user may see as digitalized', async () => {
    const own = await digitalizedDirections('digital@demo.es', true);
    expect(own.length).toBeGreaterThan(0);
    const page = await api
      .as('digital@demo.es')
      .POST('/ticketsGrid', { body: { idDireccionesServicio: own, position: 0, take: 5 } });
    expect(page.status).toBe(200);
    const body = TicketsGridResponse.parse(await page.json());
    expect(body.total).toBe(await countTickets(own));
    const years = await api.as('digital@demo.es').POST('/getYears', { body: { idDireccionesServicio: own } });
    expect(years.status).toBe(200);
    const homeKpis = await api
      .as('digital@demo.es')
      .POST('/homekpis', { params: { query: { year: 2025 } }, body: { idDireccionesServicio: own } });
    expect(homeKpis.status).toBe(200);
    const exported = await api
      .as('digital@demo.es')
      .POST('/exportTickets', { body: { idDireccionesServicio: own } });
    expect(exported.status).toBe(200);
  });

  it('still refuses directions the user may see in neither list', async () => {
    const own = await digitalizedDirections('digital@demo.es', true);
    const seen = new Set([...own, ...(await digitalizedDirections('digital@demo.es', false))]);
    const unseen = (await api.db.select().from(serviceDirections)).find(
      (d) => !seen.has(d.iddireccionservicio),
    );
    if (!unseen) throw new Error('the seed has directions digital@ may not see');
    const response = await api.as('digital@demo.es').POST('/ticketsGrid', {
      body: { idDireccionesServicio: [...own, unseen.iddireccionservicio], position: 0, take: 5 },
    });
    expect(response.status).toBe(403);
  });
});
