/**
 * The nine report charts, checked against sums computed here from the seeded services themselves
 * (read as plain rows and added up in JavaScript): services carried out only, tonnes as kg, costs
 * as positive amounts and income as negative ones, for the year asked and the service directions
 * the user may see.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centers, serviceDirections, tickets } from '../../server/db/schema';
import {
  ReportsGetCostOfEnvironmentalManagementPerCenterResponse,
  ReportsGetCostOfEnvironmentalManagementPerMonthResponse,
  ReportsGetIncomePerCenterResponse,
  ReportsGetIncomePerMonthResponse,
  ReportsGetVolumeOfServicesPerCenterResponse,
  ReportsGetVolumeOfServicesPerMonthResponse,
  ReportsGetVolumeOfWasteResponse,
  ReportsGetVolumeOfWasteTypeLERCodeResponse,
  ReportsGetVolumeOfWasteTypeResponse,
} from '../../server/generated/reports/reports.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import type { PathsWith } from '../../server/testing/typedClient';
import { present } from './support/http';

let api: TestApi;
let ownDirections: number[];
let foreignDirection: number;
/** The services of gestor@'s directions, as stored, with the center of their direction. */
let services: {
  fecha: string;
  estado: string;
  cantidad: number;
  unidad: string;
  importe: number | null;
  residuo: string | null;
  codigoLER: string | null;
  iddireccionservicio: number;
  centerId: number;
  centro: string;
}[];
const year = 2026;

beforeAll(async () => {
  api = await createTestApi({ tickets: 900 });
  const granted = api.summary.accounts['gestor@demo.es'].clientIds;
  const directions = await api.db.select().from(serviceDirections);
  ownDirections = directions.filter((d) => granted.includes(d.clientId)).map((d) => d.iddireccionservicio);
  const foreign = directions.find((d) => !granted.includes(d.clientId));
  if (!foreign) throw new Error('the seed gives gestor@ some clients and not others');
  foreignDirection = foreign.iddireccionservicio;
  services = await api.db
    .select({
      fecha: tickets.fecha,
      estado: tickets.estado,
      cantidad: tickets.cantidad,
      unidad: tickets.unidad,
      importe: tickets.importe,
      residuo: tickets.residuo,
      codigoLER: tickets.codigoLER,
      iddireccionservicio: tickets.iddireccionservicio,
      centerId: serviceDirections.centerId,
      centro: centers.nombre,
    })
    .from(tickets)
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
    .innerJoin(centers, eq(centers.centerId, serviceDirections.centerId))
    .where(inArray(tickets.iddireccionservicio, ownDirections));
}, 120_000);
afterAll(() => api?.close());

/** A report's name: its path below /reports/. */
type ReportName = PathsWith<'post'> extends infer P ? (P extends `/reports/${infer N}` ? N : never) : never;

async function report<T>(
  name: ReportName,
  schema: { parse(data: unknown): T },
  idDireccionesServicio: number[] = ownDirections,
  reportYear = year,
): Promise<T> {
  const response = await api.as('gestor@demo.es').POST(`/reports/${name}`, {
    params: { query: { year: reportYear } },
    body: { idDireccionesServicio },
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return schema.parse(body);
}

// ---------------------------------------------------------------- independent aggregation

type Service = (typeof services)[number];

const done = (s: Service) => s.estado === 'ejecutado' || s.estado === 'facturado';
const inYear = (y: number) => (s: Service) => s.fecha.startsWith(`${y}-`);
const monthOf = (s: Service) => Number(s.fecha.slice(5, 7));
const kgUnit = (s: Service) => (s.unidad === 't' ? 'kg' : s.unidad);
const kgQuantity = (s: Service) => (s.unidad === 't' ? s.cantidad * 1000 : s.cantidad);
const cost = (s: Service) => Math.max(0, s.importe ?? 0);
const income = (s: Service) => Math.max(0, -(s.importe ?? 0));

function sumBy<K>(rows: Service[], key: (s: Service) => K, value: (s: Service) => number): Map<K, number> {
  const sums = new Map<K, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

/** Twelve months of the year and the one before, from `value`, for the services that pass `keep`. */
function monthly(value: (s: Service) => number, keep: (s: Service) => boolean = () => true) {
  const current = sumBy(services.filter(done).filter(inYear(year)).filter(keep), monthOf, value);
  const previous = sumBy(
    services
      .filter(done)
      .filter(inYear(year - 1))
      .filter(keep),
    monthOf,
    value,
  );
  return Array.from({ length: 12 }, (_, i) => ({
    mes: i + 1,
    valor: current.get(i + 1) ?? 0,
    valorAnterior: previous.get(i + 1) ?? 0,
  }));
}

function expectSeries(
  actual: { mes: number; valor: number; valorAnterior: number }[],
  expected: { mes: number; valor: number; valorAnterior: number }[],
) {
  expect(actual.map((p) => p.mes)).toEqual(expected.map((p) => p.mes));
  actual.forEach((point, i) => {
    expect(point.valor).toBeCloseTo(expected[i]?.valor ?? Number.NaN, 1);
    expect(point.valorAnterior).toBeCloseTo(expected[i]?.valorAnterior ?? Number.NaN, 1);
  });
}

function expectSortedDesc(values: number[]) {
  expect(values).toEqual([...values].sort((a, b) => b - a));
}

// ---------------------------------------------------------------- monthly charts

describe('POST /reports/getVolumeOfWaste', () => {
  it('sums the quantities of each month (tonnes as kg), per unit, with the year before', async () => {
    const result = await report('getVolumeOfWaste', ReportsGetVolumeOfWasteResponse);
    const units = [
      ...new Set(
        services
          .filter(done)
          .filter((s) => inYear(year)(s) || inYear(year - 1)(s))
          .map(kgUnit),
      ),
    ];
    expect(units.length).toBeGreaterThan(1);
    expect([...new Set(result.items.map((p) => p.unidad))]).toEqual(
      ['kg', 'l', 'm3', 'ud'].filter((u) => units.includes(u)),
    );
    expect(result.total).toBe(12 * units.length);
    expect(result.items).toHaveLength(result.total);
    for (const unidad of units) {
      expectSeries(
        result.items.filter((p) => p.unidad === unidad),
        monthly(kgQuantity, (s) => kgUnit(s) === unidad),
      );
    }
  });

  it('leaves out scheduled services', async () => {
    const scheduled = services.filter((s) => s.estado === 'programado' && inYear(year)(s));
    expect(scheduled.length).toBeGreaterThan(0);
    const unidad = kgUnit(scheduled[0] as Service);
    const ofUnit = (s: Service) => kgUnit(s) === unidad && inYear(year)(s);
    const doneTotal = services
      .filter(done)
      .filter(ofUnit)
      .reduce((sum, s) => sum + kgQuantity(s), 0);
    const result = await report('getVolumeOfWaste', ReportsGetVolumeOfWasteResponse);
    const reported = result.items.filter((p) => p.unidad === unidad).reduce((sum, p) => sum + p.valor, 0);
    expect(reported).toBeCloseTo(doneTotal, 0);
    expect(reported).toBeLessThan(services.filter(ofUnit).reduce((sum, s) => sum + kgQuantity(s), 0));
  });

  it('gives twelve points at 0 in kg without data or directions', async () => {
    const zeros = Array.from({ length: 12 }, (_, i) => ({
      mes: i + 1,
      valor: 0,
      valorAnterior: 0,
      unidad: 'kg',
    }));
    expect(await report('getVolumeOfWaste', ReportsGetVolumeOfWasteResponse, [])).toEqual({
      items: zeros,
      total: 12,
    });
    expect(await report('getVolumeOfWaste', ReportsGetVolumeOfWasteResponse, ownDirections, 2090)).toEqual({
      items: zeros,
      total: 12,
    });
  });
});

describe('POST /reports/getVolumeOfServicesPerMonth', () => {
  it('counts the services carried out each month', async () => {
    const result = await report('getVolumeOfServicesPerMonth', ReportsGetVolumeOfServicesPerMonthResponse);
    expect(result.total).toBe(12);
    expect(result.items.every((p) => p.unidad === 'ud')).toBe(true);
    const expected = monthly(() => 1);
    expect(result.items.map(({ unidad: _, ...p }) => p)).toEqual(expected);
    expect(expected.reduce((sum, p) => sum + p.valor, 0)).toBeGreaterThan(0);
  });
});

describe('POST /reports/getCostOfEnvironmentalManagementPerMonth', () => {
  it('adds up the positive amounts of each month, in euros', async () => {
    const result = await report(
      'getCostOfEnvironmentalManagementPerMonth',
      ReportsGetCostOfEnvironmentalManagementPerMonthResponse,
    );
    expect(result.total).toBe(12);
    expect(result.items.every((p) => p.unidad === 'EUR')).toBe(true);
    expectSeries(result.items, monthly(cost));
  });
});

describe('POST /reports/GetIncomePerMonth', () => {
  it('adds up the negative amounts of each month, as positive euros', async () => {
    const expected = monthly(income);
    expect(expected.some((p) => p.valor > 0)).toBe(true);
    const result = await report('GetIncomePerMonth', ReportsGetIncomePerMonthResponse);
    expect(result.total).toBe(12);
    expect(result.items.every((p) => p.unidad === 'EUR')).toBe(true);
    expectSeries(result.items, expected);
  });
});

// ---------------------------------------------------------------- per-center charts

function perCenter(value: (s: Service) => number) {
  const rows = services.filter(done).filter(inYear(year));
  const sums = sumBy(rows, (s) => s.centerId, value);
  return [...sums]
    .filter(([, valor]) => valor > 0)
    .map(([centerId, valor]) => ({
      centerId,
      centro: rows.find((s) => s.centerId === centerId)?.centro,
      valor,
    }));
}

function expectCenters(
  result: { items: { centerId: number; centro: string; valor: number; unidad: string }[]; total: number },
  expected: ReturnType<typeof perCenter>,
  unidad: string,
) {
  expect(expected.length).toBeGreaterThan(0);
  expect(result.total).toBe(expected.length);
  expect(result.items.map((c) => c.centerId).sort()).toEqual(expected.map((c) => c.centerId).sort());
  for (const item of result.items) {
    const match = expected.find((c) => c.centerId === item.centerId);
    expect(item.centro).toBe(match?.centro);
    expect(item.valor).toBeCloseTo(match?.valor ?? Number.NaN, 1);
    expect(item.unidad).toBe(unidad);
  }
  expectSortedDesc(result.items.map((c) => c.valor));
}

describe('per-center reports', () => {
  it('counts services per center', async () => {
    const result = await report('getVolumeOfServicesPerCenter', ReportsGetVolumeOfServicesPerCenterResponse);
    expectCenters(
      result,
      perCenter(() => 1),
      'ud',
    );
  });

  it('adds up the cost per center', async () => {
    const result = await report(
      'GetCostOfEnvironmentalManagementPerCenter',
      ReportsGetCostOfEnvironmentalManagementPerCenterResponse,
    );
    expectCenters(result, perCenter(cost), 'EUR');
  });

  it('adds up the income per center, only centers with income', async () => {
    const result = await report('GetIncomePerCenter', ReportsGetIncomePerCenterResponse);
    const expected = perCenter(income);
    expectCenters(result, expected, 'EUR');
    const withServices = new Set(
      services
        .filter(done)
        .filter(inYear(year))
        .map((s) => s.centerId),
    );
    expect(expected.length).toBeLessThan(withServices.size);
  });

  it('is empty without directions', async () => {
    expect(await report('GetIncomePerCenter', ReportsGetIncomePerCenterResponse, [])).toEqual({
      items: [],
      total: 0,
    });
  });
});

// ---------------------------------------------------------------- per-waste charts

describe('POST /reports/getVolumeOfWasteType', () => {
  it('adds up each waste’s quantity per unit, largest first, leaving out services without waste', async () => {
    const rows = services
      .filter(done)
      .filter(inYear(year))
      .filter((s) => s.residuo !== null);
    const expected = sumBy(rows, (s) => `${s.residuo}|${kgUnit(s)}`, kgQuantity);
    const result = await report('getVolumeOfWasteType', ReportsGetVolumeOfWasteTypeResponse);
    expect(result.total).toBe(expected.size);
    for (const item of result.items) {
      expect(item.valor).toBeCloseTo(expected.get(`${item.residuo}|${item.unidad}`) ?? Number.NaN, 1);
    }
    expectSortedDesc(result.items.map((w) => w.valor));
    expect(await report('getVolumeOfWasteType', ReportsGetVolumeOfWasteTypeResponse, [])).toEqual({
      items: [],
      total: 0,
    });
  });
});

describe('POST /reports/GetVolumeOfWasteTypeLERCode', () => {
  it('adds up each LER code’s quantity per unit, marking the hazardous ones', async () => {
    const rows = services
      .filter(done)
      .filter(inYear(year))
      .filter((s) => s.codigoLER !== null);
    const expected = sumBy(rows, (s) => `${s.codigoLER}|${kgUnit(s)}`, kgQuantity);
    const result = await report('GetVolumeOfWasteTypeLERCode', ReportsGetVolumeOfWasteTypeLERCodeResponse);
    expect(result.total).toBe(expected.size);
    for (const item of result.items) {
      expect(item.valor).toBeCloseTo(expected.get(`${item.codigoLER}|${item.unidad}`) ?? Number.NaN, 1);
      expect(item.peligroso).toBe(item.codigoLER.endsWith('*'));
      expect(item.descripcion).toBe(rows.find((s) => s.codigoLER === item.codigoLER)?.residuo);
    }
    expect(result.items.some((i) => i.peligroso)).toBe(true);
    expect(result.items.some((i) => !i.peligroso)).toBe(true);
    expectSortedDesc(result.items.map((w) => w.valor));
  });
});

// ---------------------------------------------------------------- scope

describe('every report', () => {
  it.each([
    'getVolumeOfWaste',
    'getVolumeOfWasteType',
    'getVolumeOfServicesPerMonth',
    'getVolumeOfServicesPerCenter',
    'getCostOfEnvironmentalManagementPerMonth',
    'GetCostOfEnvironmentalManagementPerCenter',
    'GetIncomePerMonth',
    'GetIncomePerCenter',
    'GetVolumeOfWasteTypeLERCode',
  ] as const)('%s refuses another client’s directions and requires the year', async (name) => {
    const denied = await api.as('gestor@demo.es').POST(`/reports/${name}`, {
      params: { query: { year } },
      body: { idDireccionesServicio: [present(ownDirections[0]), foreignDirection] },
    });
    expect(denied.status).toBe(403);
    // Without the required year: a request the typed client would not send.
    const noYear = await api.unchecked('gestor@demo.es', 'POST', `/reports/${name}`, {
      json: { idDireccionesServicio: ownDirections },
    });
    expect(noYear.status).toBe(400);
    expect(await noYear.json()).toMatchObject({ field: 'year' });
  });
});
