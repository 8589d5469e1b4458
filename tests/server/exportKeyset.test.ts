/**
 * Exports read their rows by keyset (server/lib/keyset.ts) instead of OFFSET: the batches must
 * hold exactly the grid's rows in the grid's order, whatever the sort (nullable columns, long runs
 * of equal values, either direction) and however small the batches, and the downloaded workbook
 * must hold those rows, cell by cell.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regeneraList } from '../../server/features/tickets/regeneraRows';
import type { ServiceListQuery } from '../../server/features/tickets/serviceList';
import { ticketList } from '../../server/features/tickets/ticketRows';
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

const requests: ServiceListQuery[] = [
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
    const expected = await ticketList.page(api.db, directions, { ...request, position: 0, take: 0 });
    expect(expected.items.length).toBeGreaterThan(100);
    const { rows, sizes } = await collect(ticketList.batches(api.db, directions, request, 7));
    expect(rows.map((r) => r.idTicket)).toEqual(expected.items.map((r) => r.idTicket));
    expect(rows).toEqual(expected.items);
    expect(sizes.slice(0, -1).every((n) => n === 7)).toBe(true);
  });

  it('hold the Regenera grid’s rows in its order', async () => {
    const request = { orderByField: 'kilosNetos', orderBy: 'desc' as const };
    const expected = await regeneraList.page(api.db, directions, { ...request, position: 0, take: 0 });
    expect(expected.items.some((r) => r.kilosNetos === null)).toBe(true);
    const { rows } = await collect(regeneraList.batches(api.db, directions, request, 11));
    expect(rows).toEqual(expected.items);
  });

  it('end with a full last batch as with a short one', async () => {
    const all = (await ticketList.page(api.db, directions, { position: 0, take: 0 })).items.length;
    const { rows, sizes } = await collect(ticketList.batches(api.db, directions, {}, all));
    expect(rows).toHaveLength(all);
    expect(sizes).toEqual([all]);
  });
});

describe('POST /exportTickets', () => {
  it('downloads every row of the grid, in its order, cell by cell', async () => {
    const request = { orderByField: 'residuo' as const, orderBy: 'desc' as const };
    const expected = (await ticketList.page(api.db, directions, { ...request, position: 0, take: 0 })).items;
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
