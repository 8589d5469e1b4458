/**
 * The rest of the services area: sending selected services, the services report and its workbook,
 * the Regenera grid, detail and export, the KPIs of the services screen and the home page, and the
 * banners. Expected values are computed here from the database rows.
 */

import { and, count, eq, inArray, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  centers,
  facturas,
  files,
  outbox,
  serviceDirections,
  tickets,
} from '../../server/db/schema';
import {
  DeleteTicketsBannerResponse,
  HomeBannerResponse,
  HomeKpisResponse,
  KpisResponse,
  RegeneraTicketsGridDetailsResponse,
  RegeneraTicketsGridResponse,
  SaveTicketsBannerResponse,
  SendTicketsByIdsResponse,
  SendTicketsResponse,
  StatisticsGetReportServiciosResponse,
  TicketsBannerResponse,
  TicketsGridResponse,
} from '../../server/generated/tickets/tickets.zod';
import { createTestApi, type DemoEmail, type TestApi } from '../../server/testing/testApi';
import { type JsonBody, type PathsWith, postJson, type Query } from '../../server/testing/typedClient';
import { ok, present } from './support/http';
import { seedClient } from './support/seed';

let api: TestApi;

const YEAR = 2025;
type TicketRow = typeof tickets.$inferSelect;

const client = (name: string) => seedClient(api, name);
const hoteles = () => client('Hoteles Costa Azul S.L.');
const talleres = () => client('Talleres Mecánicos Norte S.A.');
const levante = () => client('Grupo Hostelero Levante S.L.');
const restaurantes = () => client('Restaurantes del Sur S.L.');
const carnicas = () => client('Industrias Cárnicas del Sur S.L.');

beforeAll(async () => {
  api = await createTestApi({ tickets: 1500 });
}, 120_000);
afterAll(() => api?.close());

async function ticketsOf(directions: number[]): Promise<TicketRow[]> {
  return api.db.select().from(tickets).where(inArray(tickets.iddireccionservicio, directions));
}
const inYear = (rows: TicketRow[], year: number) => rows.filter((t) => t.fecha.startsWith(`${year}-`));
const round2 = (value: number) => Math.round(value * 100) / 100;
const sumImporte = (rows: TicketRow[]) => round2(rows.reduce((s, t) => s + (t.importe ?? 0), 0));

function post<P extends PathsWith<'post'>>(as: DemoEmail, path: P, json: JsonBody<'post', P>) {
  return postJson(api.as(as), path, json);
}

async function readWorkbook(bytes: ArrayBuffer | Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  return workbook;
}

function headers(sheet: ExcelJS.Worksheet | undefined): unknown[] {
  const row = sheet?.getRow(1);
  const values: unknown[] = [];
  row?.eachCell((cell) => values.push(cell.value));
  return values;
}

/** The attachment's bytes from the raw RFC 5322 message of the outbox. */
function attachmentOf(raw: string, filename: string): Buffer {
  const start = raw.indexOf(`filename=${filename}`);
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

describe('POST /sendTicketsByIds', () => {
  it('mails the selected services once each, as the export’s workbook', async () => {
    const own = (await ticketsOf(talleres().directionIds)).slice(0, 3);
    const ids = own.map((t) => t.idTicket);
    const response = await post('gestor@demo.es', '/sendTicketsByIds', {
      idTickets: [...ids, present(ids[0])],
      toE: ['taller@talleresnorte.es'],
      subjectE: null,
    });
    const result = await ok(response, SendTicketsByIdsResponse);
    expect(result).toMatchObject({ recipients: ['taller@talleresnorte.es'], attachments: 1 });

    const [message] = await api.db.select().from(outbox).where(eq(outbox.messageId, result.messageId));
    expect(message?.subject).toBe('Servicios seleccionados - Portal Clientes');
    expect(message?.body).toMatch(/los 3 servicios seleccionados/);
    expect(message?.attachments).toEqual([expect.objectContaining({ filename: 'servicios.xlsx' })]);
    const sheet = (await readWorkbook(attachmentOf(message?.raw ?? '', 'servicios.xlsx'))).getWorksheet(
      'Servicios',
    );
    expect(headers(sheet).slice(0, 3)).toEqual(['Referencia', 'Estado', 'Fecha']);
    expect(sheet?.rowCount).toBe(4);
    const references = [2, 3, 4].map((r) => sheet?.getRow(r).getCell(1).value);
    expect(references.sort()).toEqual(own.map((t) => t.referencia).sort());
  });

  it('answers 404 alike for an unknown service and another client’s, sending nothing', async () => {
    const [before] = await api.db.select({ n: count() }).from(outbox);
    const [own] = await ticketsOf(talleres().directionIds);
    const [foreign] = await ticketsOf(carnicas().directionIds);
    const unknown = await post('gestor@demo.es', '/sendTicketsByIds', {
      idTickets: [present(own).idTicket, 99999999],
      toE: ['compras@talleresnorte.es'],
    });
    expect(unknown.status).toBe(404);
    const denied = await post('gestor@demo.es', '/sendTicketsByIds', {
      idTickets: [present(own).idTicket, present(foreign).idTicket],
      toE: ['compras@talleresnorte.es'],
    });
    expect(denied.status).toBe(404);
    const [after] = await api.db.select({ n: count() }).from(outbox);
    expect(after?.n).toBe(before?.n);
  });

  it('requires a recipient and at least one service', async () => {
    const [own] = await ticketsOf(talleres().directionIds);
    const none = await post('gestor@demo.es', '/sendTicketsByIds', {
      idTickets: [present(own).idTicket],
      toE: null,
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ field: 'toE' });
    expect(
      (
        await post('gestor@demo.es', '/sendTicketsByIds', {
          idTickets: [],
          toE: ['compras@talleresnorte.es'],
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /statistics/getreportservicios', () => {
  async function report(as: DemoEmail, body: JsonBody<'post', '/statistics/getreportservicios'>) {
    return ok(await post(as, '/statistics/getreportservicios', body), StatisticsGetReportServiciosResponse);
  }

  it('totals the year’s services and splits them by month, type of service and center', async () => {
    const rows = inYear(await ticketsOf(talleres().directionIds), YEAR);
    const result = await report('gestor@demo.es', {
      idDireccionesServicio: talleres().directionIds,
      year: YEAR,
    });
    expect(result.year).toBe(YEAR);
    expect(result.totalServicios).toBe(rows.length);
    expect(result.totalImporte).toBe(sumImporte(rows));
    const dates = rows.map((t) => t.fecha).sort();
    expect(result.desde).toBe(dates[0]);
    expect(result.hasta).toBe(dates.at(-1));

    expect(result.porMes.map((p) => p.clave)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${YEAR}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(result.porMes[2]?.etiqueta).toBe(`marzo ${YEAR}`);
    const march = rows.filter((t) => t.fecha.startsWith(`${YEAR}-03`));
    expect(result.porMes[2]).toMatchObject({
      servicios: march.length,
      facturados: march.filter((t) => t.estado === 'facturado').length,
      importe: sumImporte(march),
    });
    for (const series of [result.porMes, result.porTipoServicio, result.porCentro]) {
      expect(series.reduce((s, p) => s + p.servicios, 0)).toBe(rows.length);
      for (const p of series) expect(p.servicios).toBe(p.programados + p.ejecutados + p.facturados);
    }

    const types = new Set(rows.map((t) => t.tipoServicio));
    expect(result.porTipoServicio.map((p) => p.clave).sort()).toEqual([...types].sort());
    const counts = result.porTipoServicio.map((p) => p.servicios);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const centerRows = await api.db.select().from(centers).where(eq(centers.clientId, talleres().clientId));
    for (const p of result.porCentro) {
      const center = centerRows.find((c) => String(c.centerId) === p.clave);
      expect(p.etiqueta).toBe(center?.nombre);
      expect(p.servicios).toBe(rows.filter((t) => t.centerId === center?.centerId).length);
    }
  });

  it('without a year lists only the months with services, in order', async () => {
    const rows = await ticketsOf(talleres().directionIds);
    const result = await report('gestor@demo.es', { idDireccionesServicio: talleres().directionIds });
    expect(result.year).toBeNull();
    expect(result.totalServicios).toBe(rows.length);
    const months = [...new Set(rows.map((t) => t.fecha.slice(0, 7)))].sort();
    expect(result.porMes.map((p) => p.clave)).toEqual(months);
    expect(result.porMes.every((p) => p.servicios > 0)).toBe(true);
  });

  it('applies the grid’s filters and the Regenera flag', async () => {
    const invoiced = await report('gestor@demo.es', {
      idDireccionesServicio: talleres().directionIds,
      year: YEAR,
      filters: [{ field: 'estado', value: 'facturado' }],
      betweenDates: { desde: `${YEAR}-02-01`, hasta: `${YEAR}-06-30` },
    });
    const expected = inYear(await ticketsOf(talleres().directionIds), YEAR).filter(
      (t) => t.estado === 'facturado' && t.fecha >= `${YEAR}-02-01` && t.fecha <= `${YEAR}-06-30`,
    );
    expect(invoiced.totalServicios).toBe(expected.length);
    expect(invoiced.porMes.every((p) => p.programados === 0 && p.ejecutados === 0)).toBe(true);
    expect(invoiced.porMes[0]?.servicios).toBe(0);

    const mixed = [...talleres().directionIds, ...levante().directionIds];
    const regenera = await report('gestor@demo.es', { idDireccionesServicio: mixed, regenera: true });
    expect(regenera.totalServicios).toBe((await ticketsOf(levante().directionIds)).length);
  });

  it('answers zeros for no directions, 403 for another client’s, 400 for an unknown field', async () => {
    const empty = await report('gestor@demo.es', { idDireccionesServicio: [], year: YEAR });
    expect(empty).toMatchObject({
      totalServicios: 0,
      totalImporte: 0,
      porTipoServicio: [],
      porCentro: [],
      desde: null,
    });
    expect(empty.porMes).toHaveLength(12);
    expect(
      (
        await post('gestor@demo.es', '/statistics/getreportservicios', {
          idDireccionesServicio: carnicas().directionIds,
        })
      ).status,
    ).toBe(403);
    const unknown = await post('gestor@demo.es', '/statistics/getreportservicios', {
      idDireccionesServicio: talleres().directionIds,
      // @ts-expect-error: password is not a field of Ticket (the contract closes the set; the server must refuse it too)
      filters: [{ field: 'password', value: 'x' }],
    });
    expect(unknown.status).toBe(400);
    // The generated validator names the failing filter's field (filters.0.field).
    expect((await unknown.json()).field).toMatch(/^filters\b/);
  });
});

describe('POST /statistics/exportreportservicios', () => {
  it('downloads the same report as four sheets with Spanish headers', async () => {
    const body = { idDireccionesServicio: talleres().directionIds, year: YEAR };
    const expected = await ok(
      await post('gestor@demo.es', '/statistics/getreportservicios', body),
      StatisticsGetReportServiciosResponse,
    );
    const response = await post('gestor@demo.es', '/statistics/exportreportservicios', body);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="informe-servicios.xlsx"/,
    );
    const workbook = await readWorkbook(await response.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Por mes',
      'Por tipo de servicio',
      'Por centro',
    ]);

    const summary = workbook.getWorksheet('Resumen');
    expect(headers(summary)).toEqual([
      'Año',
      'Desde',
      'Hasta',
      'Servicios',
      'Programados',
      'Ejecutados',
      'Facturados',
      'Importe',
    ]);
    expect(summary?.getRow(2).getCell(1).value).toBe(YEAR);
    expect(summary?.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(summary?.getRow(2).getCell(4).value).toBe(expected.totalServicios);
    expect(summary?.getRow(2).getCell(8).value).toBe(expected.totalImporte);
    const byEstado = [5, 6, 7].map((cell) => Number(summary?.getRow(2).getCell(cell).value));
    expect(byEstado.reduce((a, b) => a + b, 0)).toBe(expected.totalServicios);
    expect(byEstado[2]).toBe(expected.porMes.reduce((s, p) => s + p.facturados, 0));

    const byMonth = workbook.getWorksheet('Por mes');
    expect(headers(byMonth)).toEqual([
      'Mes',
      'Servicios',
      'Programados',
      'Ejecutados',
      'Facturados',
      'Importe',
    ]);
    expect((byMonth?.rowCount ?? 0) - 1).toBe(12);
    expect(byMonth?.getRow(2).getCell(1).value).toBe(`enero ${YEAR}`);
    const byCenter = workbook.getWorksheet('Por centro');
    expect((byCenter?.rowCount ?? 0) - 1).toBe(expected.porCentro.length);
    expect(byCenter?.getRow(2).getCell(1).value).toBe(expected.porCentro[0]?.etiqueta);
    expect(byCenter?.getRow(2).getCell(2).value).toBe(expected.porCentro[0]?.servicios);
  });

  it('denies another client’s directions', async () => {
    const response = await post('gestor@demo.es', '/statistics/exportreportservicios', {
      idDireccionesServicio: carnicas().directionIds,
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /regenera/ticketsGrid', () => {
  const mixed = () => [...restaurantes().directionIds, ...talleres().directionIds];

  async function grid(body: Record<string, unknown>) {
    return ok(await post('regenera@demo.es', '/regenera/ticketsGrid', body), RegeneraTicketsGridResponse);
  }

  it('lists only the Regenera clients’ services, paged on the server', async () => {
    const first = await grid({ idDireccionesServicio: mixed(), take: 20 });
    const expected = await ticketsOf(restaurantes().directionIds);
    expect(first.total).toBe(expected.length);
    expect(first.items).toHaveLength(20);
    expect(first.items.every((t) => restaurantes().directionIds.includes(t.iddireccionservicio ?? 0))).toBe(
      true,
    );
    const dates = first.items.map((t) => t.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await grid({ idDireccionesServicio: mixed(), take: 20, position: 20 });
    const seen = new Set(first.items.map((t) => t.idTicket));
    expect(second.items.some((t) => seen.has(t.idTicket))).toBe(false);

    const row = first.items.find((t) => t.litrosRecogidos !== null);
    const stored = expected.find((t) => t.idTicket === row?.idTicket);
    expect(row).toMatchObject({
      litrosRecogidos: stored?.litrosRecogidos,
      conductor: stored?.conductor,
      certificado: stored?.certificado,
    });
  });

  it('sorts and filters by the Regenera fields', async () => {
    const byLitres = await grid({
      idDireccionesServicio: mixed(),
      take: 30,
      orderByField: 'litrosRecogidos',
      orderBy: 'desc',
      filters: [{ field: 'estado', value: 'facturado' }],
    });
    const litres = byLitres.items.map((t) => t.litrosRecogidos ?? 0);
    expect(litres).toEqual([...litres].sort((a, b) => b - a));
    expect(byLitres.items.every((t) => t.estado === 'facturado')).toBe(true);

    const certified = (await ticketsOf(restaurantes().directionIds)).find((t) => t.certificado);
    if (!certified?.certificado) throw new Error('some pickups are certified');
    const byCertificate = await grid({ idDireccionesServicio: mixed(), filterText: certified.certificado });
    expect(byCertificate.items.map((t) => t.idTicket)).toEqual([certified.idTicket]);
    const byDriver = await grid({
      idDireccionesServicio: mixed(),
      take: 0,
      filters: [{ field: 'conductor', value: certified.conductor ?? '' }],
    });
    expect(byDriver.total).toBe(
      (await ticketsOf(restaurantes().directionIds)).filter((t) => t.conductor === certified.conductor)
        .length,
    );
  });

  it('refuses a field that is not a Regenera field, and another client’s directions', async () => {
    const response = await post('regenera@demo.es', '/regenera/ticketsGrid', {
      idDireccionesServicio: mixed(),
      // @ts-expect-error: cantidad is a services field, not a Regenera one (the contract closes the set; the server must refuse it too)
      orderByField: 'cantidad',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'orderByField' });
    expect(
      (
        await post('regenera@demo.es', '/regenera/ticketsGrid', {
          idDireccionesServicio: hoteles().directionIds,
        })
      ).status,
    ).toBe(403);
    expect(await grid({ idDireccionesServicio: talleres().directionIds })).toEqual({ items: [], total: 0 });
  });
});

describe('GET /regenera/ticketsGridDetails', () => {
  it('returns the pickup with its lines, manager and documents, the certificate included', async () => {
    const [certificate] = await api.db
      .select()
      .from(files)
      .where(and(eq(files.clientId, restaurantes().clientId), like(files.name, 'CERT-REG-%')))
      .limit(1);
    if (!certificate) throw new Error('the seed writes recent certificates');
    const [ticket] = await api.db
      .select()
      .from(tickets)
      .where(eq(tickets.certificado, certificate.name.replace('.pdf', '')));
    const response = await api
      .as('regenera@demo.es')
      .GET('/regenera/ticketsGridDetails', { params: { query: { idTicket: present(ticket).idTicket } } });
    const detail = await ok(response, RegeneraTicketsGridDetailsResponse);
    expect(detail.ticket).toMatchObject({
      idTicket: ticket?.idTicket,
      referencia: ticket?.referencia,
      litrosRecogidos: ticket?.litrosRecogidos,
      certificado: ticket?.certificado,
    });
    expect(detail.lineas.length).toBeGreaterThan(0);
    expect(detail.lineas.map((l) => l.linea)).toEqual(detail.lineas.map((_, i) => i + 1));
    expect(detail.horaRecogida).toBe(ticket?.horaRecogida);
    expect(detail.contenedores).toBe(ticket?.contenedores);
    expect(detail.gestor).toEqual(expect.any(String));
    expect(detail.documentos).toContain(certificate.blobUri);
    const download = await api
      .as('regenera@demo.es')
      .GET('/downloadFile', { params: { query: { filename: certificate.blobUri } } });
    expect(download.status).toBe(200);
  });

  it('answers 404 alike for a service that is not Regenera, does not exist or is another user’s', async () => {
    const [normal] = await ticketsOf(talleres().directionIds);
    expect(
      (
        await api
          .as('admin@demo.es')
          .GET('/regenera/ticketsGridDetails', { params: { query: { idTicket: present(normal).idTicket } } })
      ).status,
    ).toBe(404);
    expect(
      (
        await api
          .as('admin@demo.es')
          .GET('/regenera/ticketsGridDetails', { params: { query: { idTicket: 99999999 } } })
      ).status,
    ).toBe(404);
    const [pickup] = await ticketsOf(restaurantes().directionIds);
    expect(
      (
        await api
          .as('gestor@demo.es')
          .GET('/regenera/ticketsGridDetails', { params: { query: { idTicket: present(pickup).idTicket } } })
      ).status,
    ).toBe(404);
  });
});

describe('POST /regenera/exportTickets', () => {
  it('downloads the filtered Regenera services with the pickup columns', async () => {
    const body = { idDireccionesServicio: restaurantes().directionIds, year: YEAR };
    const expected = await ok(
      await post('regenera@demo.es', '/regenera/ticketsGrid', { ...body, take: 1 }),
      RegeneraTicketsGridResponse,
    );
    const response = await post('regenera@demo.es', '/regenera/exportTickets', body);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="servicios-regenera.xlsx"/,
    );
    const sheet = (await readWorkbook(await response.arrayBuffer())).getWorksheet('Servicios Regenera');
    expect(headers(sheet)).toEqual(
      expect.arrayContaining([
        'Referencia',
        'Litros recogidos',
        'Kilos netos',
        'Matrícula',
        'Conductor',
        'Certificado',
      ]),
    );
    expect((sheet?.rowCount ?? 0) - 1).toBe(expected.total);
    expect(sheet?.getRow(2).getCell(1).value).toBe(expected.items[0]?.referencia);
  });

  it('denies another client’s directions', async () => {
    expect(
      (
        await post('regenera@demo.es', '/regenera/exportTickets', {
          idDireccionesServicio: hoteles().directionIds,
        })
      ).status,
    ).toBe(403);
  });
});

describe('regenera on the services grid, its export and its send', () => {
  // regenera@ sees a Regenera client (Restaurantes del Sur) and one that is not (Talleres): the
  // flag ("Solo servicios de clientes Regenera") must keep only the first's services.
  const mixed = () => [...restaurantes().directionIds, ...talleres().directionIds];
  const referencesOf = (rows: TicketRow[]) => rows.map((t) => t.referencia).sort();

  it('the grid returns only Regenera clients’ services, and every service without the flag', async () => {
    const expected = await ticketsOf(restaurantes().directionIds);
    const flagged = await ok(
      await post('regenera@demo.es', '/ticketsGrid', {
        idDireccionesServicio: mixed(),
        regenera: true,
        take: 0,
      }),
      TicketsGridResponse,
    );
    expect(flagged.total).toBe(expected.length);
    expect(flagged.items.map((t) => t.referencia).sort()).toEqual(referencesOf(expected));

    const unflagged = await ok(
      await post('regenera@demo.es', '/ticketsGrid', {
        idDireccionesServicio: mixed(),
        regenera: false,
        take: 1,
      }),
      TicketsGridResponse,
    );
    expect(unflagged.total).toBe((await ticketsOf(mixed())).length);
    expect(unflagged.total).toBeGreaterThan(flagged.total);
  });

  it('the export holds only Regenera clients’ services', async () => {
    const response = await post('regenera@demo.es', '/exportTickets', {
      idDireccionesServicio: mixed(),
      regenera: true,
    });
    expect(response.status).toBe(200);
    const sheet = (await readWorkbook(await response.arrayBuffer())).getWorksheet('Servicios');
    const references = Array.from({ length: (sheet?.rowCount ?? 1) - 1 }, (_, i) =>
      String(sheet?.getRow(i + 2).getCell(1).value),
    );
    expect(references.sort()).toEqual(referencesOf(await ticketsOf(restaurantes().directionIds)));
  });

  it('the e-mailed workbook holds only Regenera clients’ services', async () => {
    const response = await post('regenera@demo.es', '/sendTickets', {
      idDireccionesServicio: mixed(),
      regenera: true,
      toE: ['compras@restaurantesdelsur.es'],
      subjectE: 'Servicios Regenera',
      body: null,
    });
    const result = await ok(response, SendTicketsResponse);
    const [message] = await api.db.select().from(outbox).where(eq(outbox.messageId, result.messageId));
    const sheet = (await readWorkbook(attachmentOf(message?.raw ?? '', 'servicios.xlsx'))).getWorksheet(
      'Servicios',
    );
    expect((sheet?.rowCount ?? 0) - 1).toBe((await ticketsOf(restaurantes().directionIds)).length);
  });
});

/** Kilos of a service as the KPIs define them: net weight, else kg or t; only services carried out. */
function kilosOf(rows: TicketRow[]) {
  return rows
    .filter((t) => t.estado !== 'programado')
    .reduce(
      (sum, t) =>
        sum + (t.kilosNetos ?? (t.unidad === 'kg' ? t.cantidad : t.unidad === 't' ? t.cantidad * 1000 : 0)),
      0,
    );
}
const variation = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;

describe('POST /kpis', () => {
  async function kpis(as: DemoEmail, directions: number[], query: Query<'post', '/kpis'> = { year: YEAR }) {
    return api.as(as).POST('/kpis', { params: { query }, body: { idDireccionesServicio: directions } });
  }

  it('follows the client’s service KPI configuration and computes each one', async () => {
    const rows = await ticketsOf(talleres().directionIds);
    const result = await ok(await kpis('gestor@demo.es', talleres().directionIds), KpisResponse);
    expect(result.items.map((k) => k.clave)).toEqual([
      'serviciosTotales',
      'programados',
      'ejecutados',
      'facturados',
      'importeTotal',
    ]);
    const current = inYear(rows, YEAR);
    const previous = inYear(rows, YEAR - 1);
    const byKey = Object.fromEntries(result.items.map((k) => [k.clave, k]));
    expect(byKey.serviciosTotales).toMatchObject({
      valor: current.length,
      unidad: 'servicios',
      variacion: variation(current.length, previous.length),
    });
    expect(byKey.facturados?.valor).toBe(current.filter((t) => t.estado === 'facturado').length);
    expect(byKey.importeTotal).toMatchObject({
      valor: sumImporte(current),
      unidad: '€',
      variacion: variation(sumImporte(current), sumImporte(previous)),
    });
    expect(result.total).toBe(5);
  });

  it('uses every key in the default order without a configuration, or for several clients', async () => {
    const defaults = [
      'serviciosTotales',
      'programados',
      'ejecutados',
      'facturados',
      'kilosTotales',
      'importeTotal',
    ];
    const own = await ok(await kpis('gestor@demo.es', hoteles().directionIds), KpisResponse);
    expect(own.items.map((k) => k.clave)).toEqual(defaults);
    const kilos = own.items.find((k) => k.clave === 'kilosTotales');
    expect(kilos?.valor).toBeCloseTo(kilosOf(inYear(await ticketsOf(hoteles().directionIds), YEAR)), 2);
    expect(kilos?.unidad).toBe('kg');
    const mixed = await ok(
      await kpis('gestor@demo.es', [...hoteles().directionIds, ...talleres().directionIds]),
      KpisResponse,
    );
    expect(mixed.items.map((k) => k.clave)).toEqual(defaults);
  });

  it('follows the list’s dates within the year, against the same dates a year before', async () => {
    const rows = await ticketsOf(hoteles().directionIds);
    const within = (from: string, to: string) =>
      rows.filter((t) => t.fecha.slice(0, 10) >= from && t.fecha.slice(0, 10) <= to);
    const current = within(`${YEAR}-03-01`, `${YEAR}-05-31`);
    const previous = within(`${YEAR - 1}-03-01`, `${YEAR - 1}-05-31`);
    expect(current.length).toBeGreaterThan(0);
    expect(current.length).toBeLessThan(inYear(rows, YEAR).length);
    const result = await ok(
      await api.as('gestor@demo.es').POST('/kpis', {
        params: { query: { year: YEAR } },
        body: {
          idDireccionesServicio: hoteles().directionIds,
          betweenDates: { desde: `${YEAR}-03-01`, hasta: `${YEAR}-05-31` },
        },
      }),
      KpisResponse,
    );
    const byKey = Object.fromEntries(result.items.map((k) => [k.clave, k]));
    expect(byKey.serviciosTotales).toMatchObject({
      valor: current.length,
      variacion: variation(current.length, previous.length),
    });
    expect(byKey.importeTotal?.valor).toBe(sumImporte(current));
  });

  it('compares a range from 29 February with the 28th of the year before (no invalid day, no 500)', async () => {
    const response = await api.as('gestor@demo.es').POST('/kpis', {
      params: { query: {} },
      body: {
        idDireccionesServicio: hoteles().directionIds,
        betweenDates: { desde: '2024-02-29', hasta: '2024-12-31' },
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('counts every year without one (the list’s «Todos los años»), with nothing to compare with', async () => {
    const rows = await ticketsOf(hoteles().directionIds);
    expect(new Set(rows.map((t) => t.fecha.slice(0, 4))).size).toBeGreaterThan(1);
    const result = await ok(await kpis('gestor@demo.es', hoteles().directionIds, {}), KpisResponse);
    const total = result.items.find((k) => k.clave === 'serviciosTotales');
    expect(total).toMatchObject({ valor: rows.length, variacion: null });
  });

  it('limits to a center and those below it', async () => {
    const rows = await api.db.select().from(centers).where(eq(centers.clientId, hoteles().clientId));
    const region = rows.find((c) => c.nombre === 'Levante y Baleares');
    const below = rows
      .filter((c) => c.centerId === region?.centerId || c.parentId === region?.centerId)
      .map((c) => c.centerId);
    const directions = await api.db
      .select()
      .from(serviceDirections)
      .where(inArray(serviceDirections.centerId, below));
    const expected = inYear(await ticketsOf(directions.map((d) => d.iddireccionservicio)), YEAR).length;
    const result = await ok(
      await kpis('gestor@demo.es', hoteles().directionIds, { year: YEAR, center: 'Levante y Baleares' }),
      KpisResponse,
    );
    expect(result.items.find((k) => k.clave === 'serviciosTotales')?.valor).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('answers 404 for a center the client does not have, 403 for another client’s directions', async () => {
    expect(
      (await kpis('gestor@demo.es', hoteles().directionIds, { year: YEAR, center: 'Taller Santander' }))
        .status,
    ).toBe(404);
    expect((await kpis('gestor@demo.es', carnicas().directionIds)).status).toBe(403);
    expect((await kpis('gestor@demo.es', hoteles().directionIds, { year: 1999 })).status).toBe(400);
  });
});

describe('POST /homekpis', () => {
  async function homeKpis(as: DemoEmail, directions: number[], year = YEAR) {
    return ok(
      await api
        .as(as)
        .POST('/homekpis', { params: { query: { year } }, body: { idDireccionesServicio: directions } }),
      HomeKpisResponse,
    );
  }

  it('follows the client’s home configuration: services, amount, pending invoices, kilos', async () => {
    const result = await homeKpis('gestor@demo.es', hoteles().directionIds);
    expect(result.items.map((k) => k.clave)).toEqual([
      'serviciosAnio',
      'importeAnio',
      'facturasPendientes',
      'kilosAnio',
    ]);
    const rows = inYear(await ticketsOf(hoteles().directionIds), YEAR);
    const invoices = await api.db
      .select()
      .from(facturas)
      .where(inArray(facturas.iddireccionservicio, hoteles().directionIds));
    const pending = invoices.filter((f) => f.fecha.startsWith(`${YEAR}-`) && f.estadoPago !== 'pagada');
    const byKey = Object.fromEntries(result.items.map((k) => [k.clave, k]));
    expect(byKey.serviciosAnio?.valor).toBe(rows.length);
    expect(byKey.importeAnio?.valor).toBe(sumImporte(rows));
    expect(byKey.facturasPendientes).toMatchObject({ valor: pending.length, unidad: 'facturas' });
    expect(byKey.kilosAnio?.valor).toBeCloseTo(kilosOf(rows), 2);
  });

  it('counts scheduled services as pending and CO₂ avoided over recycled kilos', async () => {
    const result = await homeKpis('gestor@demo.es', talleres().directionIds);
    expect(result.items.map((k) => k.clave)).toEqual([
      'serviciosAnio',
      'kilosAnio',
      'serviciosPendientes',
      'co2Evitado',
    ]);
    const rows = inYear(await ticketsOf(talleres().directionIds), YEAR);
    const recycled = rows.filter(
      (t) => t.codigoLER && !t.codigoLER.endsWith('*') && t.codigoLER !== '200301',
    );
    const byKey = Object.fromEntries(result.items.map((k) => [k.clave, k]));
    expect(byKey.serviciosPendientes?.valor).toBe(rows.filter((t) => t.estado === 'programado').length);
    expect(byKey.co2Evitado?.valor).toBeCloseTo(kilosOf(recycled) * 0.5, 2);
    expect(byKey.co2Evitado?.unidad).toBe('kg CO₂');
  });

  it('uses every key without a configuration; no variation without a previous year', async () => {
    const result = await homeKpis('gestor@demo.es', levante().directionIds, 2024);
    expect(result.items.map((k) => k.clave)).toEqual([
      'serviciosAnio',
      'kilosAnio',
      'importeAnio',
      'serviciosPendientes',
      'facturasPendientes',
      'co2Evitado',
    ]);
    expect(result.items.every((k) => k.variacion === null)).toBe(true);
    expect(result.items.find((k) => k.clave === 'serviciosAnio')?.valor).toBe(
      inYear(await ticketsOf(levante().directionIds), 2024).length,
    );
    // Used oil (200125) is recycled: a Regenera client avoids CO₂ on the plant's net kilos.
    const oil = await homeKpis('gestor@demo.es', levante().directionIds);
    const oilRows = inYear(await ticketsOf(levante().directionIds), YEAR);
    expect(oil.items.find((k) => k.clave === 'co2Evitado')?.valor).toBeCloseTo(kilosOf(oilRows) * 0.5, 2);
    expect(kilosOf(oilRows)).toBeGreaterThan(0);
    const empty = await homeKpis('gestor@demo.es', []);
    expect(empty.total).toBe(6);
    expect(empty.items.every((k) => k.valor === 0)).toBe(true);
  });

  it('denies another client’s directions', async () => {
    expect(
      (
        await api.as('gestor@demo.es').POST('/homekpis', {
          params: { query: { year: YEAR } },
          body: { idDireccionesServicio: carnicas().directionIds },
        })
      ).status,
    ).toBe(403);
  });
});

describe('banners', () => {
  it('lists the home and the services banners, by id', async () => {
    // gestor@ may raise service requests: every banner is theirs.
    const home = await ok(await api.as('gestor@demo.es').GET('/homebanner'), HomeBannerResponse);
    const stored = await api.db.select().from(banners);
    expect(home.items.map((b) => b.id)).toEqual(
      stored
        .filter((b) => b.kind === 'home')
        .map((b) => b.id)
        .sort((a, b) => a - b),
    );
    expect(home.total).toBe(2);
    const services = await ok(await api.as('cliente@demo.es').GET('/ticketsbanner'), TicketsBannerResponse);
    expect(services.items.map((b) => b.id)).toEqual(
      stored
        .filter((b) => b.kind === 'tickets')
        .map((b) => b.id)
        .sort((a, b) => a - b),
    );
    expect(services.items.some((b) => b.link === null)).toBe(true);
  });

  it('shows a banner that invites to request a service only to who may raise one: not to a user who may raise incidences only', async () => {
    const [invitation] = await api.db.select().from(banners).where(eq(banners.soloSolicitantes, true));
    expect(invitation?.description).toMatch(/Solicítelo desde Acciones/);
    const seenBy = async (email: 'cliente@demo.es' | 'gestor@demo.es' | 'regenera@demo.es') =>
      (await ok(await api.as(email).GET('/homebanner'), HomeBannerResponse)).items.map((b) => b.id);
    // cliente@ may raise incidences, not service requests (GET /requestpermissions).
    const permissions = await (await api.as('cliente@demo.es').GET('/requestpermissions')).json();
    expect(permissions).toEqual({ incidencias: true, servicios: false });
    expect(await seenBy('cliente@demo.es')).not.toContain(invitation?.id);
    expect((await seenBy('cliente@demo.es')).length).toBeGreaterThan(0);
    expect(await seenBy('gestor@demo.es')).toContain(invitation?.id);
    expect(await seenBy('regenera@demo.es')).toContain(invitation?.id);
  });

  it('creates, updates and deletes a services banner', async () => {
    const created = await ok(
      await post('admin@demo.es', '/ticketsbanner', {
        description: 'Cerrado por inventario el 2 de enero.',
        link: null,
      }),
      SaveTicketsBannerResponse,
    );
    expect(created).toMatchObject({ description: 'Cerrado por inventario el 2 de enero.', link: null });
    let listed = await ok(await api.as('cliente@demo.es').GET('/ticketsbanner'), TicketsBannerResponse);
    expect(listed.items.at(-1)).toEqual(created);

    const updated = await ok(
      await post('admin@demo.es', '/ticketsbanner', {
        id: created.id,
        description: 'Cerrado el 2 de enero.',
        link: 'https://www.ejemplo.es/servicios',
      }),
      SaveTicketsBannerResponse,
    );
    expect(updated).toEqual({
      id: created.id,
      description: 'Cerrado el 2 de enero.',
      link: 'https://www.ejemplo.es/servicios',
    });
    const [row] = await api.db.select().from(banners).where(eq(banners.id, created.id));
    expect(row).toMatchObject({ kind: 'tickets', description: 'Cerrado el 2 de enero.' });

    const deleted = await api
      .as('admin@demo.es')
      .DELETE('/deleteticketsbanner', { params: { query: { id: created.id } } });
    expect(await ok(deleted, DeleteTicketsBannerResponse)).toEqual({ ok: true, affected: 1 });
    listed = await ok(await api.as('cliente@demo.es').GET('/ticketsbanner'), TicketsBannerResponse);
    expect(listed.items.some((b) => b.id === created.id)).toBe(false);
    expect(
      (
        await api
          .as('admin@demo.es')
          .DELETE('/deleteticketsbanner', { params: { query: { id: created.id } } })
      ).status,
    ).toBe(404);
  });

  it('never touches a home banner through the services banner operations', async () => {
    const [home] = await api.db.select().from(banners).where(eq(banners.kind, 'home')).limit(1);
    expect((await post('admin@demo.es', '/ticketsbanner', { id: home?.id, description: 'x' })).status).toBe(
      404,
    );
    expect((await post('admin@demo.es', '/ticketsbanner', { id: 999999, description: 'x' })).status).toBe(
      404,
    );
    expect(
      (
        await api
          .as('admin@demo.es')
          .DELETE('/deleteticketsbanner', { params: { query: { id: present(home).id } } })
      ).status,
    ).toBe(404);
    const [still] = await api.db
      .select()
      .from(banners)
      .where(eq(banners.id, home?.id ?? 0));
    expect(still?.description).toBe(home?.description);
  });
});
