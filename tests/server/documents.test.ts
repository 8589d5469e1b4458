/**
 * Documents: invoices, pro-forma invoices, delivery notes, DIs and weight tickets. Each list pages,
 * sorts and filters on the server over the service directions the user may see; exports are real
 * .xlsx; sends put a real e-mail in the outbox; pro-formas are answered; invoice files are found.
 */

import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope } from '../../server/auth/scope';
import {
  albaranes,
  clients,
  documentosIdentificacion,
  facturas,
  facturasProforma,
  files,
  outbox,
  serviceDirections,
  userClients,
  weightTickets,
} from '../../server/db/schema';
import {
  GetAlbaranesResponse,
  GetDIsResponse,
  GetFacturasProformaResponse,
  GetFacturasResponse,
  GetFilesNumeroFacturaResponse,
  GetNumeroFacturasResponse,
  SendFacturasResponse,
  SendMultipleFilesResponse,
  UpdateFieldsFacturaProformaResponse,
  WeightTicketsDetailResponse,
  WeightTicketsGridResponse,
} from '../../server/generated/documents/documents.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { type JsonBody, type PathsWith, postJson, type Query } from '../../server/testing/typedClient';
import { present } from './support/http';
import { oidOf } from './support/seed';

let api: TestApi;
/** gestor@demo.es: every direction of its (normal) clients. */
let ownDirections: number[];
let ownClients: number[];
/** A direction of a client gestor@ does not have. */
let foreignDirection: number;
let foreignClient: number;
let regeneraClients: number[];

const GESTOR = 'gestor@demo.es';

beforeAll(async () => {
  api = await createTestApi({ tickets: 600 });
  const granted = await api.db
    .select({ clientId: userClients.clientId })
    .from(userClients)
    .where(and(eq(userClients.oid, oidOf(GESTOR)), eq(userClients.digitalized, false)));
  ownClients = granted.map((g) => g.clientId);
  const directions = await api.db.select().from(serviceDirections);
  ownDirections = directions.filter((d) => ownClients.includes(d.clientId)).map((d) => d.iddireccionservicio);
  const foreign = directions.find((d) => !ownClients.includes(d.clientId) && d.clientId <= 5);
  if (!foreign || ownDirections.length === 0)
    throw new Error('the seed gives gestor@ some clients and not others');
  foreignDirection = foreign.iddireccionservicio;
  foreignClient = foreign.clientId;
  regeneraClients = (await api.db.select().from(clients).where(eq(clients.regenera, true))).map(
    (c) => c.clientId,
  );
}, 120_000);
afterAll(() => api?.close());

function post<P extends PathsWith<'post'>>(
  path: P,
  json: JsonBody<'post', P>,
  as: 'gestor@demo.es' | 'cliente@demo.es' = GESTOR,
) {
  return postJson(api.as(as), path, json);
}

async function readWorkbook(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

const madridDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(instant));

const isSorted = (values: readonly (string | number)[], direction: 'asc' | 'desc') => {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(direction === 'asc' ? sorted : sorted.reverse()) === JSON.stringify(values);
};

// ---------------------------------------------------------------- the four document grids

interface GridCase {
  name: string;
  path: '/getFacturas' | '/getFacturasProforma' | '/getAlbaranes' | '/getDIs';
  exportPath: '/exportFacturas' | '/exportFacturasProforma' | '/exportAlbaranes' | '/exportDIs';
  sendPath: '/sendFacturas' | '/sendFacturasProforma' | '/sendAlbaranes' | '/sendDIs';
  filename: string;
  sheet: string;
  firstHeader: string;
  parse: (body: unknown) => { items: Record<string, unknown>[]; total: number };
  idField: string;
  /** The rows of these directions in the table, for comparing totals and ids. */
  countIn: (directions: number[], extra?: SQL) => Promise<number>;
  textField: string;
  sortField: string;
  filterField: string;
}

const countWhere =
  (table: typeof facturas | typeof facturasProforma | typeof albaranes | typeof documentosIdentificacion) =>
  async (directions: number[], extra?: SQL) => {
    const [row] = await api.db
      .select({ n: count() })
      .from(table)
      .where(and(inArray(table.iddireccionservicio, directions), extra));
    return row?.n ?? 0;
  };

const gridCases: GridCase[] = [
  {
    name: 'facturas',
    path: '/getFacturas',
    exportPath: '/exportFacturas',
    sendPath: '/sendFacturas',
    filename: 'facturas.xlsx',
    sheet: 'Facturas',
    firstHeader: 'Nº factura',
    parse: (body) => GetFacturasResponse.parse(body),
    idField: 'idFactura',
    countIn: countWhere(facturas),
    textField: 'numeroFactura',
    sortField: 'total',
    filterField: 'estadoPago',
  },
  {
    name: 'facturas pro forma',
    path: '/getFacturasProforma',
    exportPath: '/exportFacturasProforma',
    sendPath: '/sendFacturasProforma',
    filename: 'facturas-proforma.xlsx',
    sheet: 'Facturas pro forma',
    firstHeader: 'Número',
    parse: (body) => GetFacturasProformaResponse.parse(body),
    idField: 'idFactura',
    countIn: countWhere(facturasProforma),
    textField: 'numero',
    sortField: 'importe',
    filterField: 'estado',
  },
  {
    name: 'albaranes',
    path: '/getAlbaranes',
    exportPath: '/exportAlbaranes',
    sendPath: '/sendAlbaranes',
    filename: 'albaranes.xlsx',
    sheet: 'Albaranes',
    firstHeader: 'Nº albarán',
    parse: (body) => GetAlbaranesResponse.parse(body),
    idField: 'idAlbaran',
    countIn: countWhere(albaranes),
    textField: 'numeroAlbaran',
    sortField: 'cantidad',
    filterField: 'unidad',
  },
  {
    name: 'DIs',
    path: '/getDIs',
    exportPath: '/exportDIs',
    sendPath: '/sendDIs',
    filename: 'documentos-identificacion.xlsx',
    sheet: 'Documentos DI',
    firstHeader: 'Nº DI',
    parse: (body) => GetDIsResponse.parse(body),
    idField: 'idDI',
    countIn: countWhere(documentosIdentificacion),
    textField: 'numeroDI',
    sortField: 'cantidad',
    filterField: 'codigoLER',
  },
];

describe.each(gridCases)('$path', (grid) => {
  async function page(body: Record<string, unknown>) {
    const response = await post(grid.path, body);
    expect(response.status).toBe(200);
    return grid.parse(await response.json());
  }

  it('pages on the server and counts every document of the directions', async () => {
    const total = await grid.countIn(ownDirections);
    expect(total).toBeGreaterThan(3);
    const first = await page({ idDireccionesServicio: ownDirections, position: 0, take: 3 });
    const second = await page({ idDireccionesServicio: ownDirections, position: 3, take: 3 });
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(3);
    const firstIds = new Set(first.items.map((d) => d[grid.idField]));
    expect(second.items.some((d) => firstIds.has(d[grid.idField]))).toBe(false);

    const all = await page({ idDireccionesServicio: ownDirections, take: 0 });
    expect(all.items).toHaveLength(total);
  });

  it('sorts by fecha descending by default, and by the requested field', async () => {
    const byDate = await page({ idDireccionesServicio: ownDirections, take: 0 });
    expect(
      isSorted(
        byDate.items.map((d) => d.fecha as string),
        'desc',
      ),
    ).toBe(true);

    const asc = await page({
      idDireccionesServicio: ownDirections,
      take: 0,
      orderByField: grid.sortField,
      orderBy: 'asc',
    });
    expect(
      isSorted(
        asc.items.map((d) => d[grid.sortField] as number),
        'asc',
      ),
    ).toBe(true);
    const desc = await page({
      idDireccionesServicio: ownDirections,
      take: 0,
      orderByField: grid.sortField,
      orderBy: 'desc',
    });
    expect(
      isSorted(
        desc.items.map((d) => d[grid.sortField] as number),
        'desc',
      ),
    ).toBe(true);
  });

  it('filters by free text, column, year and date range', async () => {
    const all = await page({ idDireccionesServicio: ownDirections, take: 0 });
    const sample = all.items[Math.floor(all.items.length / 2)];
    if (!sample) throw new Error('no documents');

    const byText = await page({
      idDireccionesServicio: ownDirections,
      filterText: String(sample[grid.textField]).toLowerCase(),
    });
    expect(byText.items.map((d) => d[grid.idField])).toEqual([sample[grid.idField]]);

    const value = String(sample[grid.filterField]);
    const byColumn = await page({
      idDireccionesServicio: ownDirections,
      take: 0,
      filters: [{ field: grid.filterField, value }],
    });
    expect(byColumn.total).toBeGreaterThan(0);
    expect(
      byColumn.items.every((d) => String(d[grid.filterField]).toLowerCase().includes(value.toLowerCase())),
    ).toBe(true);
    expect(byColumn.total).toBe(
      all.items.filter((d) => String(d[grid.filterField]).toLowerCase().includes(value.toLowerCase())).length,
    );

    const year = Number(String(sample.fecha).slice(0, 4));
    const inYear = await page({ idDireccionesServicio: ownDirections, year, take: 0 });
    expect(inYear.total).toBe(all.items.filter((d) => String(d.fecha).startsWith(String(year))).length);

    const month = String(sample.fecha).slice(0, 7);
    const lastDay = new Date(Date.UTC(year, Number(month.slice(5)), 0)).toISOString().slice(0, 10);
    const range = await page({
      idDireccionesServicio: ownDirections,
      betweenDates: { desde: `${month}-01`, hasta: lastDay },
      take: 0,
    });
    expect(range.total).toBe(all.items.filter((d) => String(d.fecha).startsWith(month)).length);
    expect(range.items.map((d) => d[grid.idField])).toContain(sample[grid.idField]);
  });

  it('keeps only Regenera clients’ documents with regenera', async () => {
    const regeneraDirections = (await api.db.select().from(serviceDirections))
      .filter((d) => regeneraClients.includes(d.clientId) && ownDirections.includes(d.iddireccionservicio))
      .map((d) => d.iddireccionservicio);
    const expected = await grid.countIn(regeneraDirections.length ? regeneraDirections : [0]);
    const onlyRegenera = await page({ idDireccionesServicio: ownDirections, regenera: true, take: 0 });
    expect(onlyRegenera.total).toBe(expected);
    const everything = await page({ idDireccionesServicio: ownDirections, regenera: false, take: 0 });
    expect(everything.total).toBe(await grid.countIn(ownDirections));
  });

  it('refuses another client’s directions and unknown fields', async () => {
    expect(
      (await post(grid.path, { idDireccionesServicio: [present(ownDirections[0]), foreignDirection] }))
        .status,
    ).toBe(403);
    // @ts-expect-error: clientId is not a field of these lists (the contract closes the set; the server must refuse it too)
    const badSort = await post(grid.path, { idDireccionesServicio: ownDirections, orderByField: 'clientId' });
    expect(badSort.status).toBe(400);
    expect(await badSort.json()).toMatchObject({ field: 'orderByField' });
    const badFilter = await post(grid.path, {
      idDireccionesServicio: ownDirections,
      // @ts-expect-error: nope is not a field of these lists (the contract closes the set; the server must refuse it too)
      filters: [{ field: 'nope', value: 'x' }],
    });
    expect(badFilter.status).toBe(400);
    // The generated validator names the failing filter's field (filters.0.field).
    expect((await badFilter.json()).field).toMatch(/^filters\b/);
    // @ts-expect-error: nope is not a field of these lists (the contract closes the set; the server must refuse it too)
    expect((await post(grid.path, { idDireccionesServicio: [], orderByField: 'nope' })).status).toBe(400);
  });

  it('answers an empty page for no directions', async () => {
    expect(await page({ idDireccionesServicio: [] })).toEqual({ items: [], total: 0 });
  });

  it(`exports the filtered documents to ${grid.filename}`, async () => {
    const year = Number(
      String((await page({ idDireccionesServicio: ownDirections, take: 1 })).items[0]?.fecha).slice(0, 4),
    );
    const filter = { idDireccionesServicio: ownDirections, year };
    const expected = await page({ ...filter, take: 0 });
    const response = await post(grid.exportPath, filter);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('Content-Disposition')).toMatch(`attachment; filename="${grid.filename}"`);
    const sheet = (await readWorkbook(response)).getWorksheet(grid.sheet);
    expect(sheet?.getRow(1).getCell(1).value).toBe(grid.firstHeader);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Fecha');
    expect((sheet?.rowCount ?? 0) - 1).toBe(expected.total);
    expect(sheet?.getRow(2).getCell(1).value).toBe(expected.items[0]?.[grid.textField]);
    expect(sheet?.getRow(2).getCell(2).value).toBeInstanceOf(Date);

    expect((await post(grid.exportPath, { idDireccionesServicio: [foreignDirection] })).status).toBe(403);
  });

  it('sends the same workbook by e-mail', async () => {
    const response = await post(grid.sendPath, {
      idDireccionesServicio: ownDirections,
      toE: ['compras@hotelescostaazul.es'],
      subjectE: null,
    });
    expect(response.status).toBe(200);
    const result = SendFacturasResponse.parse(await response.json());
    expect(result).toMatchObject({ recipients: ['compras@hotelescostaazul.es'], attachments: 1 });
    const [message] = await api.db.select().from(outbox).where(eq(outbox.messageId, result.messageId));
    expect(message?.attachments).toEqual([expect.objectContaining({ filename: grid.filename })]);
    expect(message?.subject).toMatch(/Portal Clientes/);
    expect(message?.raw).toContain(`filename=${grid.filename}`);

    const noRecipient = await post(grid.sendPath, { idDireccionesServicio: ownDirections, toE: [] });
    expect(noRecipient.status).toBe(400);
    expect(await noRecipient.json()).toMatchObject({ field: 'toE' });
    expect(
      (
        await post(grid.sendPath, {
          idDireccionesServicio: [foreignDirection],
          toE: ['compras@hotelescostaazul.es'],
        })
      ).status,
    ).toBe(403);
  });
});

describe('a user with access to only some centers', () => {
  it('reads the directions of those centers and is refused the others of the same client', async () => {
    // cliente@demo.es has client 1 through a center access record: only that center's subtree.
    const scope = await loadScope(api.db, { oid: oidOf('cliente@demo.es'), isAdmin: false }, 'normal');
    const clientOne = (await api.db.select().from(serviceDirections)).filter((d) => d.clientId === 1);
    const visible = clientOne.filter((d) => scope.directionIds.has(d.iddireccionservicio));
    const hidden = clientOne.find((d) => !scope.directionIds.has(d.iddireccionservicio));
    if (visible.length === 0 || !hidden)
      throw new Error('the seed restricts cliente@ to some centers of client 1');
    const ids = visible.map((d) => d.iddireccionservicio);
    const response = await post('/getFacturas', { idDireccionesServicio: ids, take: 0 }, 'cliente@demo.es');
    expect(response.status).toBe(200);
    const page = GetFacturasResponse.parse(await response.json());
    expect(page.total).toBe(await countWhere(facturas)(ids));
    expect(page.items.every((f) => visible.some((d) => d.centerId === f.centerId))).toBe(true);
    const refused = await post(
      '/getFacturas',
      { idDireccionesServicio: [hidden.iddireccionservicio] },
      'cliente@demo.es',
    );
    expect(refused.status).toBe(403);
  });
});

// ---------------------------------------------------------------- weight tickets

describe('POST /weightTicketsGrid', () => {
  async function grid(
    query: Query<'post', '/weightTicketsGrid'>,
    body: JsonBody<'post', '/weightTicketsGrid'>,
  ) {
    const response = await api.as(GESTOR).POST('/weightTicketsGrid', { params: { query }, body });
    expect(response.status).toBe(200);
    return WeightTicketsGridResponse.parse(await response.json());
  }

  async function countWeightTickets(directions: number[]) {
    const [row] = await api.db
      .select({ n: count() })
      .from(weightTickets)
      .where(inArray(weightTickets.iddireccionservicio, directions));
    return row?.n ?? 0;
  }

  it('pages with skip and take from the query, 15 by default, newest first', async () => {
    const first = await grid({}, { idDireccionesServicio: ownDirections });
    expect(first.items).toHaveLength(15);
    expect(first.total).toBe(await countWeightTickets(ownDirections));
    expect(
      isSorted(
        first.items.map((t) => t.fechaEntrada),
        'desc',
      ),
    ).toBe(true);
    const next = await grid({ skip: 15, take: 15 }, { idDireccionesServicio: ownDirections });
    const seen = new Set(first.items.map((t) => t.codigoTicket));
    expect(next.items.some((t) => seen.has(t.codigoTicket))).toBe(false);
    expect(first.items.every((t) => ownDirections.includes(t.iddireccionservicio ?? 0))).toBe(true);
  });

  it('sorts, filters with the JSON filters parameter and searches text', async () => {
    const byWeight = await grid(
      { take: 0, orderByField: 'pesoNeto', orderBy: 'asc' },
      {
        idDireccionesServicio: ownDirections,
      },
    );
    expect(
      isSorted(
        byWeight.items.map((t) => t.pesoNeto),
        'asc',
      ),
    ).toBe(true);
    const sample = byWeight.items[Math.floor(byWeight.items.length / 2)];
    if (!sample) throw new Error('no weight tickets');

    const filters = JSON.stringify([{ field: 'matricula', value: sample.matricula }]);
    const byPlate = await grid({ take: 0, filters }, { idDireccionesServicio: ownDirections });
    expect(byPlate.total).toBeGreaterThan(0);
    expect(byPlate.items.every((t) => t.matricula === sample.matricula)).toBe(true);

    const byCode = await grid(
      { filterText: sample.codigoTicket.toLowerCase() },
      {
        idDireccionesServicio: ownDirections,
      },
    );
    expect(byCode.items.map((t) => t.codigoTicket)).toEqual([sample.codigoTicket]);

    // Dates of weight tickets are the day of the weighing in Spain.
    const day = madridDay(sample.fechaEntrada);
    const year = Number(day.slice(0, 4));
    const inYear = await grid({ take: 0 }, { idDireccionesServicio: ownDirections, year });
    expect(inYear.total).toBe(
      byWeight.items.filter((t) => madridDay(t.fechaEntrada).startsWith(String(year))).length,
    );
    const onDay = await grid(
      { take: 0 },
      {
        idDireccionesServicio: ownDirections,
        betweenDates: { desde: day, hasta: day },
      },
    );
    expect(onDay.items.map((t) => t.codigoTicket).sort()).toEqual(
      byWeight.items
        .filter((t) => madridDay(t.fechaEntrada) === day)
        .map((t) => t.codigoTicket)
        .sort(),
    );
  });

  it('answers 400 for filters that are not JSON or name an unknown field', async () => {
    const notJson = await api.as(GESTOR).POST('/weightTicketsGrid', {
      params: { query: { filters: '[roto' } },
      body: { idDireccionesServicio: ownDirections },
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ field: 'filters' });
    const unknown = JSON.stringify([{ field: 'password', value: 'x' }]);
    expect(
      (
        await api.as(GESTOR).POST('/weightTicketsGrid', {
          params: { query: { filters: unknown } },
          body: { idDireccionesServicio: ownDirections },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses another client’s directions', async () => {
    expect((await post('/weightTicketsGrid', { idDireccionesServicio: [foreignDirection] })).status).toBe(
      403,
    );
  });
});

describe('GET /weightTicketsDetail', () => {
  it('returns the ticket with its entry and exit weighings', async () => {
    const [ticket] = await api.db
      .select()
      .from(weightTickets)
      .where(inArray(weightTickets.iddireccionservicio, ownDirections))
      .limit(1);
    if (!ticket) throw new Error('gestor@ has weight tickets');
    const response = await api
      .as(GESTOR)
      .GET('/weightTicketsDetail', { params: { query: { codigoTicket: ticket.codigoTicket } } });
    expect(response.status).toBe(200);
    const detail = WeightTicketsDetailResponse.parse(await response.json());
    expect(detail.ticketPeso).toMatchObject({
      codigoTicket: ticket.codigoTicket,
      pesoNeto: ticket.pesoNeto,
      matricula: ticket.matricula,
    });
    expect(detail.pesadas[0]).toMatchObject({ tipo: 'entrada', peso: ticket.pesoBruto });
    if (ticket.fechaSalida) expect(detail.pesadas[1]).toMatchObject({ tipo: 'salida', peso: ticket.tara });
    expect(detail.conductor).toBe(ticket.conductor);
    expect(detail.numeroAlbaran).toBe(ticket.numeroAlbaran);
  });

  it('answers 404 for an unknown ticket and alike for another client’s', async () => {
    expect(
      (
        await api
          .as(GESTOR)
          .GET('/weightTicketsDetail', { params: { query: { codigoTicket: 'TP-0000-999999' } } })
      ).status,
    ).toBe(404);
    const [foreign] = await api.db
      .select()
      .from(weightTickets)
      .where(eq(weightTickets.clientId, foreignClient))
      .limit(1);
    if (!foreign) throw new Error('the foreign client has weight tickets');
    expect(
      (
        await api
          .as(GESTOR)
          .GET('/weightTicketsDetail', { params: { query: { codigoTicket: foreign.codigoTicket } } })
      ).status,
    ).toBe(404);
  });
});

describe('POST /weightTicketsExport', () => {
  it('exports the filtered weight tickets with Spanish headers, ignoring regenera', async () => {
    const filter = {
      idDireccionesServicio: ownDirections,
      filters: [{ field: 'codigoLER' as const, value: '20' }],
    };
    const expected = await api.as(GESTOR).POST('/weightTicketsGrid', {
      params: { query: { take: 1, filters: JSON.stringify(filter.filters) } },
      body: { idDireccionesServicio: ownDirections },
    });
    const { total, items } = WeightTicketsGridResponse.parse(await expected.json());
    const response = await post('/weightTicketsExport', { ...filter, regenera: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(
      'attachment; filename="tickets-de-peso.xlsx"',
    );
    const sheet = (await readWorkbook(response)).getWorksheet('Tickets de peso');
    expect(sheet?.getRow(1).values).toEqual(
      expect.arrayContaining(['Código', 'Entrada', 'Peso neto (kg)', 'Matrícula']),
    );
    expect((sheet?.rowCount ?? 0) - 1).toBe(total);
    expect(sheet?.getRow(2).getCell(1).value).toBe(items[0]?.codigoTicket);
    expect(sheet?.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect((await post('/weightTicketsExport', { idDireccionesServicio: [foreignDirection] })).status).toBe(
      403,
    );
  });
});

// ---------------------------------------------------------------- pro-forma answers

describe('POST /updatefieldsfacturaproforma', () => {
  async function ownProforma(estado?: 'pendiente' | 'aceptada' | 'rechazada') {
    const [row] = await api.db
      .select()
      .from(facturasProforma)
      .where(
        and(
          inArray(facturasProforma.iddireccionservicio, ownDirections),
          estado ? eq(facturasProforma.estado, estado) : undefined,
        ),
      )
      .limit(1);
    if (!row) throw new Error('gestor@ has pro-formas');
    return row;
  }
  /** One of gestor@'s pro-formas, made pending (the seed answers most of them). */
  async function pendingProforma() {
    const proforma = await ownProforma();
    await api.db
      .update(facturasProforma)
      .set({ estado: 'pendiente', motivoRechazo: null, fechaRespuesta: null })
      .where(eq(facturasProforma.idFactura, proforma.idFactura));
    return { ...proforma, estado: 'pendiente' as const };
  }
  const update = (query: Query<'post', '/updatefieldsfacturaproforma'>) =>
    api.as(GESTOR).POST('/updatefieldsfacturaproforma', { params: { query } });
  const stored = async (id: number) =>
    (await api.db.select().from(facturasProforma).where(eq(facturasProforma.idFactura, id)))[0];

  it('accepts a pending pro-forma: the state and the answer date persist, no reason is kept', async () => {
    const proforma = await pendingProforma();
    const response = await update({
      idFactura: proforma.idFactura,
      estado: 'aceptada',
      motivoRechazo: 'ignorado',
    });
    expect(response.status).toBe(200);
    const body = UpdateFieldsFacturaProformaResponse.parse(await response.json());
    expect(body).toMatchObject({
      idFactura: proforma.idFactura,
      numero: proforma.numero,
      estado: 'aceptada',
      motivoRechazo: null,
    });
    expect(body.fechaRespuesta).not.toBeNull();
    const row = await stored(proforma.idFactura);
    expect(row?.estado).toBe('aceptada');
    expect(row?.motivoRechazo).toBeNull();
    expect(row?.fechaRespuesta?.toISOString()).toBe(new Date(body.fechaRespuesta ?? '').toISOString());
  });

  it('rejects a pending pro-forma with its reason, and requires the reason', async () => {
    const proforma = await pendingProforma();
    const missing = await update({ idFactura: proforma.idFactura, estado: 'rechazada' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'motivoRechazo' });
    const blank = await update({ idFactura: proforma.idFactura, estado: 'rechazada', motivoRechazo: '  ' });
    expect(blank.status).toBe(400);

    const response = await update({
      idFactura: proforma.idFactura,
      estado: 'rechazada',
      motivoRechazo: '  Precio fuera de presupuesto ',
    });
    expect(response.status).toBe(200);
    expect((await stored(proforma.idFactura))?.motivoRechazo).toBe('Precio fuera de presupuesto');
    expect((await stored(proforma.idFactura))?.estado).toBe('rechazada');
  });

  it('takes the decision once: an answered pro-forma is 409 with a Spanish message and stays as it was', async () => {
    const proforma = await pendingProforma();
    expect((await update({ idFactura: proforma.idFactura, estado: 'aceptada' })).status).toBe(200);
    const accepted = await stored(proforma.idFactura);
    for (const query of [
      { estado: 'rechazada' as const, motivoRechazo: 'Me he equivocado' },
      { estado: 'aceptada' as const },
    ]) {
      const again = await update({ idFactura: proforma.idFactura, ...query });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        code: 'CONFLICT',
        message: `La factura pro forma ${proforma.numero} ya está aceptada: la decisión es definitiva y no se puede cambiar.`,
      });
    }
    expect(await stored(proforma.idFactura)).toEqual(accepted);
    // Back to pending is no decision at all: the contract's DecisionProforma refuses it (400).
    const back = await api.as(GESTOR).POST('/updatefieldsfacturaproforma', {
      params: { query: { idFactura: proforma.idFactura, estado: 'pendiente' as never } },
    });
    expect(back.status).toBe(400);
    expect((await stored(proforma.idFactura))?.estado).toBe('aceptada');
  });

  it('lets only the first of two answers sent at once land; the list says which rows take one', async () => {
    const proforma = await pendingProforma();
    const listed = async () => {
      const response = await post('/getFacturasProforma', {
        idDireccionesServicio: ownDirections,
        take: 1000,
      });
      const page = (await response.json()) as { items: { idFactura: number; admiteRespuesta: boolean }[] };
      return page.items.find((row) => row.idFactura === proforma.idFactura)?.admiteRespuesta;
    };
    expect(await listed()).toBe(true);
    const answers = await Promise.all([
      update({ idFactura: proforma.idFactura, estado: 'aceptada' }),
      update({ idFactura: proforma.idFactura, estado: 'rechazada', motivoRechazo: 'Precio' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200);
    const { estado } = UpdateFieldsFacturaProformaResponse.parse(await winner?.json());
    expect((await stored(proforma.idFactura))?.estado).toBe(estado);
    expect(await listed()).toBe(false);
  });

  it('answers 404 for an unknown pro-forma and alike for another client’s', async () => {
    expect((await update({ idFactura: 99999999, estado: 'aceptada' })).status).toBe(404);
    const [foreign] = await api.db
      .select()
      .from(facturasProforma)
      .where(eq(facturasProforma.clientId, foreignClient))
      .limit(1);
    if (!foreign) throw new Error('the foreign client has pro-formas');
    expect((await update({ idFactura: foreign.idFactura, estado: 'aceptada' })).status).toBe(404);
    expect((await stored(foreign.idFactura))?.estado).toBe(foreign.estado);
  });
});

// ---------------------------------------------------------------- invoice numbers and files

describe('POST /getNumeroFacturas', () => {
  it('lists the invoice numbers of the directions, newest first, filtered by text', async () => {
    const response = await post('/getNumeroFacturas', { idDireccionesServicio: ownDirections });
    expect(response.status).toBe(200);
    const all = GetNumeroFacturasResponse.parse(await response.json());
    const [counted] = await api.db
      .select({ n: count() })
      .from(facturas)
      .where(inArray(facturas.iddireccionservicio, ownDirections));
    expect(all.total).toBe(counted?.n);
    expect(new Set(all.items.map((f) => f.numeroFactura)).size).toBe(all.total);
    expect(
      isSorted(
        all.items.map((f) => f.fecha),
        'desc',
      ),
    ).toBe(true);

    const sample = all.items[2];
    if (!sample) throw new Error('gestor@ has invoices');
    const filtered = GetNumeroFacturasResponse.parse(
      await (
        await post('/getNumeroFacturas', {
          idDireccionesServicio: ownDirections,
          text: sample.numeroFactura.toLowerCase(),
        })
      ).json(),
    );
    expect(filtered.items).toEqual([sample]);
    expect((await post('/getNumeroFacturas', { idDireccionesServicio: [foreignDirection] })).status).toBe(
      403,
    );
  });
});

describe('POST /getFilesNumeroFactura', () => {
  it('returns the invoice PDF and the files tagged with its number, by name', async () => {
    const [factura] = await api.db
      .select()
      .from(facturas)
      .where(and(inArray(facturas.iddireccionservicio, ownDirections)))
      .limit(1);
    if (!factura?.filePath) throw new Error('gestor@ has invoices with PDF');
    // A delivery note filed under the invoice (tagged with its number) and one of another client.
    const tagged = `${factura.clientId}/DOCUMENTACIONCOMERCIAL/Albaranes/ALB-de-la-factura.pdf`;
    await api.db.insert(files).values([
      {
        blobUri: tagged,
        clientId: factura.clientId,
        centerId: factura.centerId,
        name: 'ALB-de-la-factura.pdf',
        contentType: 'application/pdf',
        size: 10,
        tags: ['albaran', factura.numeroFactura],
        category: 'ALBARAN',
        group: 'DOCUMENTACIONCOMERCIAL',
        kind: 'ADMINISTRATIVO',
      },
      {
        blobUri: `${foreignClient}/MISDOCUMENTOS/otro.pdf`,
        clientId: foreignClient,
        centerId: null,
        name: 'otro.pdf',
        contentType: 'application/pdf',
        size: 10,
        tags: [factura.numeroFactura],
        category: 'FILE',
        group: 'MISDOCUMENTOS',
        kind: 'OTROS',
      },
    ]);
    const response = await api
      .as(GESTOR)
      .POST('/getFilesNumeroFactura', { params: { query: { numeroFactura: factura.numeroFactura } } });
    expect(response.status).toBe(200);
    const page = GetFilesNumeroFacturaResponse.parse(await response.json());
    expect(page.items.map((f) => f.blobUri)).toEqual([tagged, factura.filePath]);
    expect(page.total).toBe(2);
    expect(page.items[1]).toMatchObject({
      type: 'application/pdf',
      name: `${factura.numeroFactura}.pdf`,
      path: factura.filePath.slice(factura.filePath.indexOf('/') + 1),
      clientDB: factura.clientId,
      category: 'FACTURA',
    });
  });

  it('answers 404 for an unknown invoice and alike for another client’s', async () => {
    expect(
      (
        await api
          .as(GESTOR)
          .POST('/getFilesNumeroFactura', { params: { query: { numeroFactura: 'FV-0000-000000' } } })
      ).status,
    ).toBe(404);
    const [foreign] = await api.db
      .select()
      .from(facturas)
      .where(eq(facturas.clientId, foreignClient))
      .limit(1);
    if (!foreign) throw new Error('the foreign client has invoices');
    expect(
      (
        await api
          .as(GESTOR)
          .POST('/getFilesNumeroFactura', { params: { query: { numeroFactura: foreign.numeroFactura } } })
      ).status,
    ).toBe(404);
  });
});

// ---------------------------------------------------------------- files by e-mail

describe('POST /sendMultipleFiles', () => {
  async function ownFiles(n: number) {
    return api.db
      .select()
      .from(files)
      .where(inArray(files.clientId, ownClients))
      .orderBy(files.blobUri)
      .limit(n);
  }

  it('attaches the stored files, named by their last segment', async () => {
    const chosen = await ownFiles(2);
    const response = await post('/sendMultipleFiles', {
      blobFilenameList: [...chosen.map((f) => f.blobUri), present(chosen[0]).blobUri],
      toE: ['calidad@talleresnorte.es'],
      ccE: ['jefe@grupolevante.es'],
      subjectE: 'Documentación',
      body: 'Adjunto la documentación.',
    });
    expect(response.status).toBe(200);
    const result = SendMultipleFilesResponse.parse(await response.json());
    expect(result).toMatchObject({
      attachments: 2,
      recipients: ['calidad@talleresnorte.es', 'jefe@grupolevante.es'],
    });
    const [message] = await api.db.select().from(outbox).where(eq(outbox.messageId, result.messageId));
    expect(message?.subject).toBe('Documentación');
    expect(message?.body).toBe('Adjunto la documentación.');
    expect(message?.attachments).toEqual(
      chosen.map((f) => ({ filename: f.name, contentType: f.contentType, size: f.size })),
    );
    for (const file of chosen) expect(message?.raw).toContain(file.name);
  });

  it('checks everything before sending: path 400, recipients 400, unknown or another client’s 404', async () => {
    const [own] = await ownFiles(1);
    const before = (await api.db.select({ n: count() }).from(outbox))[0]?.n;
    const send = (blobFilenameList: string[], toE: string[] | null = ['compras@hotelescostaazul.es']) =>
      post('/sendMultipleFiles', { blobFilenameList, toE });
    expect((await send([`${ownClients[0]}/../${foreignClient}/x.pdf`])).status).toBe(400);
    expect((await send([`${ownClients[0]}/MISDOCUMENTOS%2F..%2Fx.pdf`])).status).toBe(400);
    expect((await send([String(own?.blobUri)], null)).status).toBe(400);
    expect((await send([String(own?.blobUri), `${ownClients[0]}/MISDOCUMENTOS/no-existe.pdf`])).status).toBe(
      404,
    );
    const [foreign] = await api.db.select().from(files).where(eq(files.clientId, foreignClient)).limit(1);
    expect((await send([String(own?.blobUri), String(foreign?.blobUri)])).status).toBe(404);
    expect((await api.db.select({ n: count() }).from(outbox))[0]?.n).toBe(before);
  });
});
