/**
 * Exports read their rows by keyset (server/lib/keyset.ts) instead of OFFSET: the batches must
 * hold exactly the grid's rows in the grid's order, whatever the sort (nullable columns, long runs
 * of equal values, either direction) and however small the batches, and the downloaded workbook
 * must hold those rows, cell by cell.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../server/db/schema';
import { albaranList } from '../../server/features/documents/albaranes';
import { diList } from '../../server/features/documents/dis';
import { facturaList } from '../../server/features/documents/facturas';
import { proformaList } from '../../server/features/documents/proformas';
import { weightTicketList } from '../../server/features/documents/weightTickets';
import {
  type TraceabilityFilters,
  traceabilityBatches,
  traceabilityPage,
} from '../../server/features/regenera/traceability';
import { regeneraList } from '../../server/features/tickets/regeneraRows';
import { ticketList } from '../../server/features/tickets/ticketRows';
import { keysetBatches } from '../../server/lib/keyset';
import { listBatches, listPage } from '../../server/lib/list';
import type { RegeneraListRequest } from '../../server/lib/regeneraClients';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { seedClient } from './support/seed';

let api: TestApi;
let directions: number[];

beforeAll(async () => {
  api = await createTestApi({ tickets: 1500 });
  directions = [
    ...seedClient(api, 'Hoteles Costa Azul S.L.').directionIds,
    ...seedClient(api, 'Restaurantes del Sur S.L.').directionIds,
  ];
}, 120_000);
afterAll(() => api?.close());

async function collect<Row>(batches: AsyncIterable<Row[]>): Promise<{ rows: Row[]; sizes: number[] }> {
  const rows: Row[] = [];
  const sizes: number[] = [];
  for await (const batch of batches) {
    rows.push(...batch);
    sizes.push(batch.length);
  }
  return { rows, sizes };
}

const requests: RegeneraListRequest[] = [
  {},
  { orderBy: 'asc' },
  { orderByField: 'residuo' },
  { orderByField: 'residuo', orderBy: 'desc' },
  { orderByField: 'importe' },
  { orderByField: 'importe', orderBy: 'desc' },
  { orderByField: 'estado' },
  { orderByField: 'centro', orderBy: 'desc' },
  { orderByField: 'referencia', orderBy: 'desc', filters: [{ field: 'estado', value: 'facturado' }] },
];

describe('keyset batches', () => {
  it.each(requests)('hold the grid’s rows in its order: %j', async (request) => {
    const expected = await listPage(
      api.db,
      ticketList,
      { ...request, position: 0, take: 0 },
      { directionIds: directions },
    );
    expect(expected.items.length).toBeGreaterThan(100);
    const { rows, sizes } = await collect(
      listBatches(api.db, ticketList, request, { directionIds: directions }, 7),
    );
    expect(rows.map((r) => r.idTicket)).toEqual(expected.items.map((r) => r.idTicket));
    expect(rows).toEqual(expected.items);
    expect(sizes.slice(0, -1).every((n) => n === 7)).toBe(true);
  });

  it('hold the Regenera grid’s rows in its order', async () => {
    const request = { orderByField: 'kilosNetos', orderBy: 'desc' as const };
    const expected = await listPage(
      api.db,
      regeneraList,
      { ...request, position: 0, take: 0 },
      { directionIds: directions },
    );
    expect(expected.items.some((r) => r.kilosNetos === null)).toBe(true);
    const { rows } = await collect(
      listBatches(api.db, regeneraList, request, { directionIds: directions }, 11),
    );
    expect(rows).toEqual(expected.items);
  });

  it('end with a full last batch as with a short one', async () => {
    const all = (await listPage(api.db, ticketList, { position: 0, take: 0 }, { directionIds: directions }))
      .items.length;
    const { rows, sizes } = await collect(
      listBatches(api.db, ticketList, {}, { directionIds: directions }, all),
    );
    expect(rows).toHaveLength(all);
    expect(sizes).toEqual([all]);
  });
});

/** Each document list with sorts over nullable columns, long runs of equal values, either way. */
const documentCases = [
  {
    list: facturaList,
    id: 'idFactura',
    requests: [{}, { orderByField: 'fechaVencimiento' }, { orderByField: 'estadoPago', orderBy: 'desc' }],
  },
  {
    list: proformaList,
    id: 'idFactura',
    requests: [
      { orderByField: 'motivoRechazo' },
      { orderByField: 'motivoRechazo', orderBy: 'desc' },
      { orderByField: 'fechaRespuesta', orderBy: 'desc' },
    ],
  },
  {
    list: albaranList,
    id: 'idAlbaran',
    requests: [
      { orderBy: 'asc' },
      { orderByField: 'numeroFactura' },
      { orderByField: 'unidad', orderBy: 'desc' },
    ],
  },
  {
    list: diList,
    id: 'idDI',
    requests: [{}, { orderByField: 'matricula', orderBy: 'desc' }, { orderByField: 'cantidad' }],
  },
  {
    list: weightTicketList,
    id: 'codigoTicket',
    requests: [
      {},
      { orderByField: 'fechaSalida' },
      { orderByField: 'fechaSalida', orderBy: 'desc' },
      { orderByField: 'residuo' },
    ],
  },
] as const;

describe('keyset batches of the document exports', () => {
  it.each(
    documentCases.flatMap(({ list, id, requests }) =>
      requests.map((request) => ({
        list: list as typeof facturaList,
        id: id as 'idFactura',
        request: request as RegeneraListRequest,
      })),
    ),
  )('hold the list’s rows in its order: $id $request', async ({ list, id, request }) => {
    const expected = await listPage(
      api.db,
      list,
      { ...request, position: 0, take: 0 },
      { directionIds: directions },
    );
    expect(expected.items.length).toBeGreaterThan(6);
    // The page holds every row (take 0 is the largest page), so the batches must hold the same.
    expect(expected.items.length).toBe(expected.total);
    const { rows, sizes } = await collect(
      listBatches(api.db, list, request, { directionIds: directions }, 3),
    );
    expect(rows.map((r) => r[id])).toEqual(expected.items.map((r) => r[id]));
    expect(rows).toEqual(expected.items);
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes.slice(0, -1).every((n) => n === 3)).toBe(true);
  });
});

describe('keyset batches over instants finer than a millisecond', () => {
  // A JavaScript Date holds milliseconds and PostgreSQL microseconds: rows whose instants share a
  // millisecond must neither be skipped nor repeated when a batch ends among them.
  beforeAll(async () => {
    await api.db.execute(sql`
      update weight_tickets set
        fecha_entrada = date_trunc('month', fecha_entrada) + interval '0.123 s'
          + (abs(hashtext(codigo_ticket)) % 997 + 1) * interval '1 microsecond',
        fecha_salida = date_trunc('month', fecha_salida) + interval '0.456 s'
          + (abs(hashtext(codigo_ticket || 's')) % 997 + 1) * interval '1 microsecond'`);
  });

  it.each([
    {},
    { orderBy: 'asc' as const },
    { orderByField: 'fechaSalida' },
    { orderByField: 'fechaSalida', orderBy: 'desc' as const },
  ])('hold the list’s rows once each, in its order: %j', async (request) => {
    const expected = await listPage(
      api.db,
      weightTicketList,
      { ...request, position: 0, take: 0 },
      { directionIds: directions },
    );
    const instants = expected.items.map((row) => row.fechaEntrada.getTime());
    // The case is real only if batches end inside runs of rows sharing a millisecond.
    expect(new Set(instants).size).toBeLessThan(instants.length / 2);
    // Read no further than one batch past the list's end: an export that repeats rows never ends.
    const rows: typeof expected.items = [];
    for await (const batch of listBatches(
      api.db,
      weightTicketList,
      request,
      { directionIds: directions },
      3,
    )) {
      rows.push(...batch);
      if (rows.length > expected.items.length) break;
    }
    expect(rows.map((r) => r.codigoTicket)).toEqual(expected.items.map((r) => r.codigoTicket));
  });
});

const traceabilityRequests: TraceabilityFilters[] = [
  {},
  { orderBy: 'asc' },
  { dateField: 'fechaCertificado' },
  { orderByField: 'fechaCertificado' },
  { orderByField: 'fechaCertificado', orderBy: 'desc' },
  { orderByField: 'kilos', orderBy: 'desc' },
  { orderByField: 'estado' },
  { orderByField: 'direccionServicio', orderBy: 'desc' },
];

describe('keyset batches of the traceability export', () => {
  it.each(traceabilityRequests)('hold the grid’s rows in its order: %j', async (request) => {
    const expected = await traceabilityPage(api.db, directions, { ...request, position: 0, take: 0 });
    expect(expected.items.length).toBeGreaterThan(20);
    expect(expected.items.length).toBe(expected.total);
    const { rows, sizes } = await collect(traceabilityBatches(api.db, directions, request, 5));
    expect(rows.map((r) => r.referencia)).toEqual(expected.items.map((r) => r.referencia));
    expect(rows.map((r) => [r.fechaCertificado, r.kilos])).toEqual(
      expected.items.map((r) => [r.fechaCertificado, r.kilos]),
    );
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes.slice(0, -1).every((n) => n === 5)).toBe(true);
  });
});

describe('POST /exportTickets', () => {
  it('downloads every row of the grid, in its order, cell by cell', async () => {
    const request = { orderByField: 'residuo' as const, orderBy: 'desc' as const };
    const expected = (
      await listPage(api.db, ticketList, { ...request, position: 0, take: 0 }, { directionIds: directions })
    ).items;
    const response = await api
      .as('admin@demo.es')
      .POST('/exportTickets', { body: { idDireccionesServicio: directions, ...request } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Servicios');
    expect((sheet?.rowCount ?? 0) - 1).toBe(expected.length);
    expected.forEach((row, index) => {
      const cells = (sheet?.getRow(index + 2).values ?? []) as ExcelJS.CellValue[];
      const fecha = cells[3] instanceof Date ? cells[3].toISOString().slice(0, 10) : cells[3];
      expect([cells[1], cells[2], fecha, cells[4], cells[5], cells[6], cells[7] ?? null]).toEqual([
        row.referencia,
        row.estado,
        row.fecha,
        row.centro,
        row.direccionServicio,
        row.tipoServicio,
        row.residuo,
      ]);
      expect([cells[9], cells[10], cells[11] ?? null, cells[12] ?? null, cells[13] ?? null]).toEqual([
        row.cantidad,
        row.unidad,
        row.importe,
        row.numeroFactura,
        row.matricula,
      ]);
    });
  });
});

describe('keyset batches that stop moving', () => {
  it('end in an error, not in the same rows without end', async () => {
    // A reader whose `after` has no effect: every batch is the first one again.
    const rows = [1, 2, 3].map((id) => ({ id, fecha: '2026-01-01' }));
    const batches = keysetBatches(
      async () => rows,
      {
        sort: { column: sql`fecha`, field: 'fecha', direction: 'asc' },
        tiebreaker: { column: tickets.idTicket, field: 'id' },
      },
      3,
    );
    let read = 0;
    await expect(
      (async () => {
        for await (const batch of batches) {
          read += batch.length;
          // Without the guard the rows come again and again: stop looking after a few.
          if (read > 30) return;
        }
      })(),
    ).rejects.toThrow(/stopped moving/);
    expect(read).toBe(3);
  });
});
