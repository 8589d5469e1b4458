/**
 * What a grid leaves unsaid comes from the contract (src/features/grid/gridDefaults.ts,
 * gridColumns.ts, codegen/listColumns.ts): its columns, which of them sort and filter, its detail's
 * row key and schema, its rows' documents and its export's file name; what a screen says wins.
 */
import { describe, expect, it, vi } from 'vitest';
import { documentTypes } from '../../screens.config';
import { downloadFile } from '../../src/api/generated/search/search';
import { ticketsGrid } from '../../src/api/generated/tickets/tickets';
import { contactsBody } from '../../src/config/actions';
import { servicesRegeneraBody, traceabilityBody } from '../../src/config/regenera';
import { servicesGrid } from '../../src/config/services';
import { gridColumns } from '../../src/features/grid/gridColumns';
import { detailSchema, exportFilename, gridDocuments } from '../../src/features/grid/gridDefaults';
import { defineGrid, type GridSpec } from '../../src/language';

// The real contract's sort and filter sets cover every listed field (codegen/fieldSets.ts), so the
// ticket list is narrowed here to see a default column outside them.
vi.mock('../../src/api/generated/listColumns', async (original) => {
  const real = await original<typeof import('../../src/api/generated/listColumns')>();
  return {
    ...real,
    listSorts: { ...real.listSorts, 'POST /ticketsGrid': ['referencia', 'fecha'] },
    listFilters: { ...real.listFilters, 'POST /ticketsGrid': ['referencia'] },
  };
});

const grid = (spec: unknown) => spec as GridSpec;
const facturas = grid(documentTypes.Factura?.grid);

describe('default columns', () => {
  it('are the row’s listed fields in contract order, without x-list: false and document paths', () => {
    expect(gridColumns(facturas).map((column) => [column.key, column.header])).toEqual([
      ['numeroFactura', 'Nº factura'],
      ['fecha', 'Fecha'],
      ['fechaVencimiento', 'Vencimiento'],
      ['cif', 'CIF'],
      ['razonSocial', 'Razón social'],
      ['centro', 'Centro'],
      ['baseImponible', 'Base imponible'],
      ['total', 'Total'],
      ['estadoPago', 'Cobro'],
    ]);
    expect(gridColumns(grid(contactsBody)).map((column) => column.key)).toEqual([
      'name',
      'cargo',
      'center',
      'email',
      'phone',
      'mobile',
      'address',
    ]);
  });

  it('are, for the screens that name none, the columns they listed by hand before', () => {
    const keys = (spec: unknown) => gridColumns(grid(spec)).map((column) => column.key);
    expect(keys(servicesRegeneraBody)).toEqual([
      'referencia',
      'estado',
      'fecha',
      'centro',
      'direccionServicio',
      'litrosRecogidos',
      'kilosNetos',
      'matricula',
      'conductor',
      'certificado',
      'numeroFactura',
    ]);
    expect(keys(documentTypes.Albaran?.grid)).toEqual([
      'numeroAlbaran',
      'fecha',
      'centro',
      'direccionServicio',
      'residuo',
      'codigoLER',
      'cantidad',
      'unidad',
      'matricula',
      'numeroFactura',
    ]);
    expect(keys(documentTypes.Di?.grid)).toEqual([
      'numeroDI',
      'fecha',
      'codigoLER',
      'residuo',
      'transportista',
      'cantidad',
      'unidad',
      'centro',
      'matricula',
    ]);
    expect(keys(servicesGrid)).toEqual([
      'referencia',
      'estado',
      'fecha',
      'centro',
      'direccionServicio',
      'tipoServicio',
      'residuo',
      'codigoLER',
      'cantidad',
      'unidad',
      'importe',
      'numeroFactura',
      'matricula',
    ]);
  });

  it('sort and filter only where the operation takes them; a grid’s false holds for all', () => {
    const offered = (spec: GridSpec) =>
      Object.fromEntries(gridColumns(spec).map((c) => [c.key, [c.sortable ?? true, c.filterable ?? true]]));
    const tickets = offered(grid(defineGrid({ query: ticketsGrid, rowKey: 'idTicket' })));
    expect(tickets.referencia).toEqual([true, true]);
    expect(tickets.fecha).toEqual([true, false]);
    expect(tickets.centro).toEqual([false, false]);
    const unsorted = offered(grid(defineGrid({ query: ticketsGrid, rowKey: 'idTicket', sortable: false })));
    expect(unsorted.referencia).toEqual([false, true]);
  });
});

describe('default detail', () => {
  it('takes the grid’s row key, and the contract’s schema: the detail answer’s, or the row’s', () => {
    expect(servicesGrid.detail?.rowKey).toBe('idTicket');
    expect(detailSchema(grid(servicesGrid))).toBe('TicketDetalle');
    expect(detailSchema(grid(traceabilityBody))).toBe('RegeneraTrazabilidadDetalle');
    expect(facturas.detail?.rowKey).toBe('idFactura');
    expect(detailSchema(facturas)).toBe('Factura');
  });

  it('keeps what the screen says', () => {
    const spec = defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      detail: { schema: 'Ticket', rowKey: 'referencia' },
    });
    expect(spec.detail?.rowKey).toBe('referencia');
    expect(detailSchema(grid(spec))).toBe('Ticket');
    expect(defineGrid({ query: ticketsGrid, rowKey: 'idTicket' }).detail).toBeUndefined();
  });
});

describe('default documents', () => {
  it('offers the row’s x-document fields with /downloadFile', () => {
    expect(gridDocuments(facturas)).toEqual({ download: downloadFile, fields: ['filePath'] });
  });

  it('reads a detail’s documents only where the screen says so, and none for rows without', () => {
    expect(gridDocuments(grid(servicesGrid))).toEqual({
      download: downloadFile,
      fields: [],
      fromDetail: 'documentos',
    });
    expect(gridDocuments(grid(contactsBody))).toBeUndefined();
  });
});

describe('export and send', () => {
  it('take the fetcher alone, the export named from its contract summary', () => {
    expect(traceabilityBody.export?.call).toBeTypeOf('function');
    expect(exportFilename(grid(traceabilityBody))).toBe('trazabilidad.xlsx');
    expect(exportFilename(grid(servicesGrid))).toBe('servicios.xlsx');
    expect(exportFilename(grid(documentTypes.TicketDePeso?.grid))).toBe('tickets-de-peso.xlsx');
    expect(servicesGrid.send?.call).toBeTypeOf('function');
  });

  it('keeps a file name the screen writes', () => {
    const spec = defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      export: { call: servicesGrid.export?.call as never, filename: 'otros.xlsx' },
    });
    expect(exportFilename(grid(spec))).toBe('otros.xlsx');
  });
});
