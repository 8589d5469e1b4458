/**
 * Regenera (used-oil) screens: the traceability grid and reopening a certified reference, the
 * trucks that served the directions with their GPS tracks, and the map of the directions. Only
 * regenera clients' directions count, and only those the user may see.
 */
import { and, asc, between, eq, inArray, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  files,
  serviceDirections,
  tickets,
  traceability,
  truckPositions,
  trucks,
  users,
} from '../../server/db/schema';
import {
  RegeneraGenerarMapaByDireccionesServicioResponse,
  RegeneraGetCamionesResponse,
  RegeneraGetMatriculasResponse,
  RegeneraGetTrazabilidadReferenceResponse,
  RegeneraGetTrazabilidadResponse,
  RegeneraReopenTrazabilidadReferenceResponse,
} from '../../server/generated/regenera/regenera.zod';
import { clockStoppedAt } from '../../server/lib/clock';
import { seedDefaults } from '../../server/seed/seed';
import { createTestApi, signAccessToken, type TestApi } from '../../server/testing/testApi';
import { type JsonBody, type PathsWith, postJson } from '../../server/testing/typedClient';
import { expectStatus, present } from './support/http';

let api: TestApi;
/** regenera@ sees Restaurantes del Sur (regenera) and Talleres Mecánicos Norte (not regenera). */
let restaurantes: number[];
let talleres: number[];
/** A regenera client regenera@ may not see. */
let levante: number[];

async function directionsOf(client: string) {
  const rows = await api.db
    .select({ id: serviceDirections.iddireccionservicio })
    .from(serviceDirections)
    .innerJoin(clients, eq(clients.clientId, serviceDirections.clientId))
    .where(eq(clients.client, client));
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  // Stopped on the seed's day: "the last 365 days" of the map are the same days whatever the real date.
  api = await createTestApi({ tickets: 900, clock: clockStoppedAt(`${seedDefaults.today}T11:00:00Z`) });
  restaurantes = await directionsOf('Restaurantes del Sur S.L.');
  talleres = await directionsOf('Talleres Mecánicos Norte S.A.');
  levante = await directionsOf('Grupo Hostelero Levante S.L.');
  if (restaurantes.length === 0 || talleres.length === 0 || levante.length === 0)
    throw new Error('the seed has these clients');
}, 120_000);
afterAll(() => api?.close());

async function post<P extends PathsWith<'post'>, T>(
  path: P,
  body: JsonBody<'post', P>,
  schema: { parse(data: unknown): T },
): Promise<T> {
  const response = await postJson(api.as('regenera@demo.es'), path, body);
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return schema.parse(json);
}

const traceRows = (ids: number[]) =>
  api.db.select().from(traceability).where(inArray(traceability.iddireccionservicio, ids));

// ------------------------------------------------------------------ traceability

describe('POST /regenera/GetTrazabilidad', () => {
  it('pages the pickups of the directions, newest pickup first', async () => {
    const rows = await traceRows(restaurantes);
    expect(rows.length).toBeGreaterThan(20);
    const first = await post(
      '/regenera/GetTrazabilidad',
      { idDireccionesServicio: restaurantes, take: 10 },
      RegeneraGetTrazabilidadResponse,
    );
    const second = await post(
      '/regenera/GetTrazabilidad',
      { idDireccionesServicio: restaurantes, position: 10, take: 10 },
      RegeneraGetTrazabilidadResponse,
    );
    expect(first.total).toBe(rows.length);
    expect(first.items).toHaveLength(10);
    expect(second.items.some((r) => first.items.some((f) => f.referencia === r.referencia))).toBe(false);

    const all = await post(
      '/regenera/GetTrazabilidad',
      { idDireccionesServicio: restaurantes },
      RegeneraGetTrazabilidadResponse,
    );
    const expectedOrder = [...rows]
      .sort((a, b) =>
        a.fechaRecogida !== b.fechaRecogida
          ? b.fechaRecogida.localeCompare(a.fechaRecogida)
          : a.referencia < b.referencia
            ? -1
            : 1,
      )
      .map((r) => r.referencia);
    expect(all.items.map((r) => r.referencia)).toEqual(expectedOrder);
    expect([...first.items, ...second.items].map((r) => r.referencia)).toEqual(expectedOrder.slice(0, 20));

    const names = new Map(
      (
        await api.db
          .select()
          .from(serviceDirections)
          .where(inArray(serviceDirections.iddireccionservicio, restaurantes))
      ).map((d) => [d.iddireccionservicio, d.nombre]),
    );
    for (const item of all.items) {
      const row = rows.find((r) => r.referencia === item.referencia);
      expect(item).toMatchObject({
        iddireccionservicio: row?.iddireccionservicio,
        direccionServicio: names.get(row?.iddireccionservicio ?? 0),
        fechaRecogida: row?.fechaRecogida,
        fechaEntradaPlanta: row?.fechaEntradaPlanta,
        fechaCertificado: row?.fechaCertificado,
        litros: row?.litros,
        estado: row?.estado,
        lote: row?.lote,
        destino: row?.destino,
        // Not weighed until it enters the plant.
        kilos: row?.fechaEntradaPlanta === null ? null : row?.kilos,
        // Only a certified reference can be reopened.
        reabrible: row?.estado === 'certificado',
      });
    }
  });

  it('applies the date range to the chosen date and searches the reference', async () => {
    const rows = (await traceRows(restaurantes)).filter((r) => r.fechaCertificado !== null);
    const sample = rows[Math.floor(rows.length / 2)] as (typeof rows)[number];
    const month = (sample.fechaCertificado as string).slice(0, 7);
    const range = { desde: `${month}-01`, hasta: `${month}-28` };
    const certified = await post(
      '/regenera/GetTrazabilidad',
      { idDireccionesServicio: restaurantes, dateField: 'fechaCertificado', betweenDates: range },
      RegeneraGetTrazabilidadResponse,
    );
    const expected = rows.filter(
      (r) => (r.fechaCertificado as string) >= range.desde && (r.fechaCertificado as string) <= range.hasta,
    );
    expect(certified.total).toBe(expected.length);
    expect(certified.total).toBeGreaterThan(0);
    const dates = certified.items.map((r) => r.fechaCertificado as string);
    expect(dates).toEqual([...dates].sort().reverse());

    const entered = await post(
      '/regenera/GetTrazabilidad',
      {
        idDireccionesServicio: restaurantes,
        dateField: 'fechaEntrada',
        betweenDates: { desde: range.desde },
      },
      RegeneraGetTrazabilidadResponse,
    );
    expect(
      entered.items.every((r) => r.fechaEntradaPlanta !== null && r.fechaEntradaPlanta >= range.desde),
    ).toBe(true);

    const part = sample.referencia.slice(-5).toLowerCase();
    const searched = await post(
      '/regenera/GetTrazabilidad',
      { idDireccionesServicio: restaurantes, referencia: part },
      RegeneraGetTrazabilidadResponse,
    );
    expect(searched.items.map((r) => r.referencia)).toContain(sample.referencia);
    expect(searched.items.every((r) => r.referencia.toLowerCase().includes(part))).toBe(true);
  });

  it('shows nothing for non-regenera or no directions, and refuses another client’s', async () => {
    expect(
      await post(
        '/regenera/GetTrazabilidad',
        { idDireccionesServicio: talleres },
        RegeneraGetTrazabilidadResponse,
      ),
    ).toEqual({ items: [], total: 0 });
    expect(
      await post('/regenera/GetTrazabilidad', { idDireccionesServicio: [] }, RegeneraGetTrazabilidadResponse),
    ).toEqual({
      items: [],
      total: 0,
    });
    await expectStatus(
      await api.as('regenera@demo.es').POST('/regenera/GetTrazabilidad', {
        body: { idDireccionesServicio: [present(restaurantes[0]), present(levante[0])] },
      }),
      403,
    );
  });
});

describe('POST /regenera/GetTrazabilidad sorted', () => {
  const page = (body: Omit<JsonBody<'post', '/regenera/GetTrazabilidad'>, 'idDireccionesServicio'>) =>
    post(
      '/regenera/GetTrazabilidad',
      { idDireccionesServicio: restaurantes, ...body },
      RegeneraGetTrazabilidadResponse,
    );

  it('sorts by the field asked for, either way, rows without a value last, then by reference', async () => {
    const rows = await traceRows(restaurantes);
    const byLitres = await page({ orderByField: 'litros', orderBy: 'desc', take: 0 });
    const expected = [...rows]
      .sort((a, b) => b.litros - a.litros || (a.referencia < b.referencia ? -1 : 1))
      .map((r) => r.referencia);
    expect(byLitres.items.map((r) => r.referencia)).toEqual(expected);

    const byCertificate = (await page({ orderByField: 'fechaCertificado', orderBy: 'asc', take: 0 })).items;
    const dated = byCertificate.filter((r) => r.fechaCertificado !== null);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.length).toBeLessThan(byCertificate.length);
    // Every certified pickup first, oldest certificate first; the uncertified ones after them.
    expect(byCertificate.slice(0, dated.length)).toEqual(dated);
    const days = dated.map((r) => r.fechaCertificado as string);
    expect(days).toEqual([...days].sort());

    // Kilos sort as shown: pickups not yet weighed in the plant come last.
    const byKilos = (await page({ orderByField: 'kilos', orderBy: 'desc', take: 0 })).items;
    const weighed = byKilos.filter((r) => r.kilos !== null).length;
    expect(byKilos.slice(weighed).every((r) => r.kilos === null)).toBe(true);
    const kilos = byKilos.slice(0, weighed).map((r) => r.kilos as number);
    expect(kilos).toEqual([...kilos].sort((a, b) => b - a));

    // No direction given: ascending; the page is a slice of the whole order.
    const byReference = await page({ orderByField: 'referencia', position: 5, take: 5 });
    const references = rows.map((r) => r.referencia).sort();
    expect(byReference.items.map((r) => r.referencia)).toEqual(references.slice(5, 10));
  });

  it('refuses a field it cannot sort by', async () => {
    // A field outside the contract's enum: the typed client would not send it.
    await expectStatus(
      await api.unchecked('regenera@demo.es', 'POST', '/regenera/GetTrazabilidad', {
        json: { idDireccionesServicio: restaurantes, orderByField: 'iddireccionservicio' },
      }),
      400,
    );
  });
});

describe('GET /regenera/GetTrazabilidadReference', () => {
  const detailOf = (referencia: string, as: 'regenera@demo.es' | 'admin@demo.es' = 'regenera@demo.es') =>
    api.as(as).GET('/regenera/GetTrazabilidadReference', { params: { query: { referencia } } });

  it('gives a certified reference with its pickup, certificate number and documents, certificate first', async () => {
    // Only recent certificates are filed as PDFs by the seed: the newest certified pickup has one.
    const [certified] = (await traceRows(restaurantes))
      .filter((r) => r.estado === 'certificado' && !r.reabierta)
      .sort((a, b) => String(b.fechaCertificado).localeCompare(String(a.fechaCertificado)));
    if (!certified) throw new Error('the seed has certified pickups');
    const [pickup] = await api.db.select().from(tickets).where(eq(tickets.referencia, certified.referencia));
    if (!pickup?.certificado) throw new Error('a certified pickup has a certificate number');
    const [pdf] = await api.db
      .select()
      .from(files)
      .where(and(eq(files.clientId, pickup.clientId), eq(files.name, `${pickup.certificado}.pdf`)));
    if (!pdf) throw new Error('the seed files the newest certificates');

    const response = await detailOf(certified.referencia);
    const detail = RegeneraGetTrazabilidadReferenceResponse.parse(await response.json());
    expect(response.status).toBe(200);
    expect(detail.trazabilidad).toMatchObject({
      referencia: certified.referencia,
      estado: 'certificado',
      fechaRecogida: certified.fechaRecogida,
      fechaEntradaPlanta: certified.fechaEntradaPlanta,
      fechaCertificado: certified.fechaCertificado,
      litros: certified.litros,
      kilos: certified.kilos,
      lote: certified.lote,
      destino: certified.destino,
    });
    expect(detail).toMatchObject({
      certificado: pickup.certificado,
      matricula: pickup.matricula,
      conductor: pickup.conductor,
      horaRecogida: pickup.horaRecogida,
      contenedores: pickup.contenedores,
    });
    expect(detail.documentos[0]).toBe(pdf.blobUri);
    expect(detail.documentos.length).toBeGreaterThan(1);
  });

  it('shows no certificate once the reference is reopened', async () => {
    const rows = await traceRows(restaurantes);
    // Reopening annuls the certificate: its number and PDF go from the detail.
    // The second newest: it has a filed certificate too (the newest is the test above's).
    const certified = rows
      .filter((r) => r.estado === 'certificado' && !r.reabierta)
      .sort((a, b) => String(b.fechaCertificado).localeCompare(String(a.fechaCertificado)))[1];
    if (!certified) throw new Error('the seed has certified pickups');
    const before = RegeneraGetTrazabilidadReferenceResponse.parse(
      await (await detailOf(certified.referencia)).json(),
    );
    expect(before.certificado).not.toBeNull();
    expect(
      (
        await api.as('regenera@demo.es').GET('/regenera/ReopenTrazabilidadReference', {
          params: { query: { referencia: certified.referencia } },
        })
      ).status,
    ).toBe(200);
    const after = RegeneraGetTrazabilidadReferenceResponse.parse(
      await (await detailOf(certified.referencia)).json(),
    );
    expect(after.certificado).toBeNull();
    expect(after.trazabilidad).toMatchObject({ reabierta: true, estado: 'enPlanta' });
    expect(after.documentos).toEqual(before.documentos.slice(1));
  });

  it('is for whoever sees the direction, a client user too: 404 alike for unknown and another client’s', async () => {
    await expectStatus(await detailOf('REG-1999-000001'), 404);
    const [foreign] = await traceRows(levante);
    if (!foreign) throw new Error('Levante has pickups');
    await expectStatus(await detailOf(foreign.referencia), 404);
    await expectStatus(
      await api
        .as('regenera@demo.es')
        .GET('/regenera/GetTrazabilidadReference', { params: { query: { referencia: '' } } }),
      400,
    );

    const [clientUser] = await api.db
      .select()
      .from(users)
      .where(eq(users.email, 'francisco.vega@restaurantesdelsur.es'));
    if (clientUser?.role !== 0) throw new Error('the seed has a client user of Restaurantes');
    const token = await signAccessToken({ oid: clientUser.oid, email: clientUser.email, role: 0 });
    const [own] = await traceRows(restaurantes);
    if (!own) throw new Error('Restaurantes has pickups');
    const response = await api
      .withToken(token)
      .GET('/regenera/GetTrazabilidadReference', { params: { query: { referencia: own.referencia } } });
    expect(response.status).toBe(200);
    expect(
      RegeneraGetTrazabilidadReferenceResponse.parse(await response.json()).trazabilidad.referencia,
    ).toBe(own.referencia);
  });
});

describe('POST /regenera/ExportTrazabilidad', () => {
  it('exports the filtered pickups in the page order, in Spanish', async () => {
    const [certified] = (await traceRows(restaurantes)).filter((r) => r.fechaCertificado !== null);
    const month = String(certified?.fechaCertificado).slice(0, 7);
    const filter: JsonBody<'post', '/regenera/ExportTrazabilidad'> = {
      idDireccionesServicio: restaurantes,
      dateField: 'fechaCertificado',
      betweenDates: { desde: `${month}-01`, hasta: `${month}-28` },
      orderByField: 'litros',
      orderBy: 'desc',
    };
    const expected = await post(
      '/regenera/GetTrazabilidad',
      { ...filter, take: 0 },
      RegeneraGetTrazabilidadResponse,
    );
    expect(expected.total).toBeGreaterThan(0);

    const response = await api.as('regenera@demo.es').POST('/regenera/ExportTrazabilidad', { body: filter });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch('attachment; filename="trazabilidad.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Trazabilidad');
    if (!sheet) throw new Error('no Trazabilidad sheet');
    expect((sheet.getRow(1).values as unknown[]).filter(Boolean)).toEqual([
      'Referencia',
      'Estado',
      'Dirección de servicio',
      'Fecha de recogida',
      'Entrada en planta',
      'Fecha de certificado',
      'Litros',
      'Kilos',
      'Lote',
      'Destino',
      'Reabierta',
    ]);
    expect(sheet.rowCount - 1).toBe(expected.total);
    const references = Array.from({ length: expected.total }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(references).toEqual(expected.items.map((r) => r.referencia));
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toMatch(/^(Recogido|En planta|Certificado)$/);
    expect(first.getCell(6).value).toBeInstanceOf(Date);
    expect(first.getCell(11).value).toMatch(/^(Sí|No)$/);
  });

  it('refuses another client’s directions and exports nothing for non-regenera ones', async () => {
    await expectStatus(
      await api.as('regenera@demo.es').POST('/regenera/ExportTrazabilidad', {
        body: { idDireccionesServicio: [present(restaurantes[0]), present(levante[0])] },
      }),
      403,
    );
    const response = await api
      .as('regenera@demo.es')
      .POST('/regenera/ExportTrazabilidad', { body: { idDireccionesServicio: talleres } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.getWorksheet('Trazabilidad')?.rowCount).toBe(1);
  });
});

describe('GET /regenera/ReopenTrazabilidadReference', () => {
  it('reopens a certified reference and leaves the others as they are', async () => {
    const rows = await traceRows(restaurantes);
    const certified = rows.find((r) => r.estado === 'certificado' && r.fechaEntradaPlanta !== null);
    if (!certified) throw new Error('the seed has certified pickups');
    const reopened = await api.as('regenera@demo.es').GET('/regenera/ReopenTrazabilidadReference', {
      params: { query: { referencia: certified.referencia } },
    });
    const body = RegeneraReopenTrazabilidadReferenceResponse.parse(await reopened.json());
    expect(reopened.status).toBe(200);
    expect(body).toMatchObject({
      referencia: certified.referencia,
      estado: 'enPlanta',
      reabierta: true,
      reabrible: false,
      fechaCertificado: null,
      fechaEntradaPlanta: certified.fechaEntradaPlanta,
    });
    const [row] = await api.db
      .select()
      .from(traceability)
      .where(eq(traceability.referencia, certified.referencia));
    expect(row).toMatchObject({ estado: 'enPlanta', reabierta: true, fechaCertificado: null });

    // Already reopened (not certified any more): comes back unchanged.
    const again = await api.as('regenera@demo.es').GET('/regenera/ReopenTrazabilidadReference', {
      params: { query: { referencia: certified.referencia } },
    });
    expect(RegeneraReopenTrazabilidadReferenceResponse.parse(await again.json())).toEqual(body);
  });

  it('answers 404 alike for an unknown reference and another client’s', async () => {
    await expectStatus(
      await api.as('regenera@demo.es').GET('/regenera/ReopenTrazabilidadReference', {
        params: { query: { referencia: 'REG-1999-000001' } },
      }),
      404,
    );
    const [foreign] = await traceRows(levante);
    if (!foreign) throw new Error('Levante has pickups');
    await expectStatus(
      await api.as('regenera@demo.es').GET('/regenera/ReopenTrazabilidadReference', {
        params: { query: { referencia: foreign.referencia } },
      }),
      404,
    );
    const [unchanged] = await api.db
      .select()
      .from(traceability)
      .where(eq(traceability.referencia, foreign.referencia));
    expect(unchanged).toEqual(foreign);
  });

  it('is for staff only: a client user (role 0) of the client gets 403 and the reference stays certified', async () => {
    // A seeded client user of Restaurantes del Sur: it sees the reference, it may not reopen it.
    const [clientUser] = await api.db
      .select()
      .from(users)
      .where(eq(users.email, 'francisco.vega@restaurantesdelsur.es'));
    if (clientUser?.role !== 0) throw new Error('the seed has a client user of Restaurantes');
    const token = await signAccessToken({ oid: clientUser.oid, email: clientUser.email, role: 0 });
    const certified = (await traceRows(restaurantes)).find((r) => r.estado === 'certificado');
    if (!certified) throw new Error('Restaurantes has certified pickups');
    const reopen = { params: { query: { referencia: certified.referencia } } };
    const asClient = api.withToken(token);

    // It reads the traceability of its directions...
    const page = RegeneraGetTrazabilidadResponse.parse(
      await (
        await asClient.POST('/regenera/GetTrazabilidad', {
          body: { idDireccionesServicio: restaurantes, take: 0 },
        })
      ).json(),
    );
    expect(page.items.some((r) => r.referencia === certified.referencia)).toBe(true);
    // ...but cannot undo a certificate.
    const refused = await expectStatus(
      await asClient.GET('/regenera/ReopenTrazabilidadReference', reopen),
      403,
    );
    expect(refused.message).toMatch(/gestores y administradores/);
    const [unchanged] = await api.db
      .select()
      .from(traceability)
      .where(eq(traceability.referencia, certified.referencia));
    expect(unchanged).toEqual(certified);

    // Staff of every kind may: an administrator here.
    const reopened = await api.as('admin@demo.es').GET('/regenera/ReopenTrazabilidadReference', reopen);
    expect(RegeneraReopenTrazabilidadReferenceResponse.parse(await reopened.json())).toMatchObject({
      referencia: certified.referencia,
      reabierta: true,
    });
  });
});

// ------------------------------------------------------------------ trucks

async function servingPlates(ids: number[]) {
  const rows = await api.db
    .selectDistinct({ matricula: tickets.matricula })
    .from(tickets)
    .where(and(inArray(tickets.iddireccionservicio, ids), isNotNull(tickets.matricula)));
  return rows.map((r) => r.matricula as string).sort();
}

describe('POST /regenera/GetMatriculas', () => {
  it('lists the plates of the trucks that served the directions, with their description', async () => {
    const plates = await servingPlates(restaurantes);
    expect(plates.length).toBeGreaterThan(0);
    const result = await post(
      '/regenera/GetMatriculas',
      { idDireccionesServicio: restaurantes },
      RegeneraGetMatriculasResponse,
    );
    expect(result.items.map((t) => t.matricula)).toEqual(plates);
    expect(result.total).toBe(plates.length);
    const fleet = await api.db.select().from(trucks).where(inArray(trucks.matricula, plates));
    for (const item of result.items) {
      expect(item.descripcion).toBe(fleet.find((t) => t.matricula === item.matricula)?.descripcion);
    }
  });

  it('counts only regenera directions and refuses another client’s', async () => {
    expect((await servingPlates(talleres)).length).toBeGreaterThan(0);
    expect(
      await post(
        '/regenera/GetMatriculas',
        { idDireccionesServicio: talleres },
        RegeneraGetMatriculasResponse,
      ),
    ).toEqual({ items: [], total: 0 });
    await expectStatus(
      await api
        .as('regenera@demo.es')
        .POST('/regenera/GetMatriculas', { body: { idDireccionesServicio: levante } }),
      403,
    );
  });
});

describe('POST /regenera/GetCamiones', () => {
  const fechaInicio = '2026-10-20T00:00:00+02:00';
  const fechaFin = '2026-11-10T23:59:59+01:00';

  it('gives each serving truck its GPS track in the interval, oldest position first', async () => {
    const plates = await servingPlates(restaurantes);
    const result = await post(
      '/regenera/GetCamiones',
      { idDireccionesServicio: restaurantes, matriculas: [], fechaInicio, fechaFin },
      RegeneraGetCamionesResponse,
    );
    expect(result.items.map((t) => t.matricula)).toEqual(plates);
    const positions = await api.db
      .select()
      .from(truckPositions)
      .where(
        and(
          inArray(truckPositions.matricula, plates),
          between(truckPositions.fecha, new Date(fechaInicio), new Date(fechaFin)),
        ),
      )
      .orderBy(asc(truckPositions.fecha));
    expect(positions.length).toBeGreaterThan(0);
    for (const truck of result.items) {
      const expected = positions.filter((p) => p.matricula === truck.matricula);
      expect(truck.posiciones.map((p) => new Date(p.fecha).getTime())).toEqual(
        expected.map((p) => p.fecha.getTime()),
      );
      expect(truck.posiciones.map((p) => [p.latitud, p.longitud, p.velocidad])).toEqual(
        expected.map((p) => [p.latitud, p.longitud, p.velocidad]),
      );
      const [fleet] = await api.db.select().from(trucks).where(eq(trucks.matricula, truck.matricula));
      expect(truck.conductor).toBe(fleet?.conductor);
    }
  });

  it('keeps to the plates asked for, among those that served the directions', async () => {
    const [plate] = await servingPlates(restaurantes);
    const [otherClientPlate] = await servingPlates(levante);
    const result = await post(
      '/regenera/GetCamiones',
      {
        idDireccionesServicio: restaurantes,
        matriculas: [present(plate), present(otherClientPlate)],
        fechaInicio,
        fechaFin,
      },
      RegeneraGetCamionesResponse,
    );
    expect(result.items.map((t) => t.matricula)).toEqual([plate]);

    const quiet = await post(
      '/regenera/GetCamiones',
      {
        idDireccionesServicio: restaurantes,
        matriculas: [present(plate)],
        fechaInicio: '2020-01-01T00:00:00Z',
        fechaFin: '2020-01-31T00:00:00Z',
      },
      RegeneraGetCamionesResponse,
    );
    expect(quiet).toEqual({
      items: [{ matricula: plate, conductor: expect.any(String), posiciones: [] }],
      total: 1,
    });
  });

  it('refuses an interval that ends before it starts or lasts more than 31 days', async () => {
    const backwards = await expectStatus(
      await api.as('regenera@demo.es').POST('/regenera/GetCamiones', {
        body: {
          idDireccionesServicio: restaurantes,
          matriculas: [],
          fechaInicio: fechaFin,
          fechaFin: fechaInicio,
        },
      }),
      400,
    );
    expect(backwards.field).toBe('fechaFin');
    const tooLong = await expectStatus(
      await api.as('regenera@demo.es').POST('/regenera/GetCamiones', {
        body: {
          idDireccionesServicio: restaurantes,
          matriculas: [],
          fechaInicio: '2026-09-01T00:00:00Z',
          fechaFin: '2026-10-02T00:00:01Z',
        },
      }),
      400,
    );
    expect(tooLong.field).toBe('fechaFin');
    await expectStatus(
      await api.as('regenera@demo.es').POST('/regenera/GetCamiones', {
        body: { idDireccionesServicio: levante, matriculas: [], fechaInicio, fechaFin },
      }),
      403,
    );
  });
});

// ------------------------------------------------------------------ map

describe('POST /regenera/GenerarMapaByDireccionesServicio', () => {
  it('places each direction with its last pickup and the litres of the last 365 days', async () => {
    const today = api.clock.now().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
    const since = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const result = await post(
      '/regenera/GenerarMapaByDireccionesServicio',
      { idDireccionesServicio: restaurantes },
      RegeneraGenerarMapaByDireccionesServicioResponse,
    );
    const directions = await api.db
      .select()
      .from(serviceDirections)
      .where(inArray(serviceDirections.iddireccionservicio, restaurantes));
    const rows = await traceRows(restaurantes);
    expect(result.items.map((p) => p.iddireccionservicio).sort()).toEqual([...restaurantes].sort());
    expect(result.total).toBe(restaurantes.length);
    for (const point of result.items) {
      const direction = directions.find((d) => d.iddireccionservicio === point.iddireccionservicio);
      const pickups = rows.filter((r) => r.iddireccionservicio === point.iddireccionservicio);
      const last =
        pickups
          .map((r) => r.fechaRecogida)
          .sort()
          .at(-1) ?? null;
      const litros = pickups
        .filter((r) => r.fechaRecogida >= since && r.fechaRecogida <= today)
        .reduce((sum, r) => sum + r.litros, 0);
      expect(point).toMatchObject({
        nombre: direction?.nombre,
        latitud: direction?.latitud,
        longitud: direction?.longitud,
        ultimaRecogida: last,
      });
      expect(point.direccion).toContain(direction?.direccion ?? '');
      expect(point.litrosUltimoAno).toBeCloseTo(litros, 1);
    }
    expect(result.items.some((p) => p.litrosUltimoAno > 0)).toBe(true);
    const names = result.items.map((p) => p.nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('omits directions without coordinates and non-regenera ones, and refuses another client’s', async () => {
    const [hidden] = restaurantes;
    await api.db
      .update(serviceDirections)
      .set({ latitud: null, longitud: null })
      .where(eq(serviceDirections.iddireccionservicio, hidden as number));
    const result = await post(
      '/regenera/GenerarMapaByDireccionesServicio',
      { idDireccionesServicio: [...restaurantes, ...talleres] },
      RegeneraGenerarMapaByDireccionesServicioResponse,
    );
    expect(result.items.map((p) => p.iddireccionservicio).sort()).toEqual(
      restaurantes.filter((id) => id !== hidden).sort(),
    );
    await expectStatus(
      await api
        .as('regenera@demo.es')
        .POST('/regenera/GenerarMapaByDireccionesServicio', { body: { idDireccionesServicio: levante } }),
      403,
    );
  });
});
