/**
 * What a grid leaves unsaid comes from the contract (src/features/grid/gridDefaults.ts,
 * gridColumns.ts, codegen/listColumns.ts): its columns, which of them sort and filter, its row key
 * (and its detail's and row actions' keys and parameters), its detail's schema, its rows' documents
 * and its export's file name; what a screen says wins.
 */
import { describe, expect, it, vi } from 'vitest';
import { documentTypes } from '../../screens.config';
import { deleteContact } from '../../src/api/generated/contacts/contacts';
import { reportsGetVolumeOfWaste } from '../../src/api/generated/reports/reports';
import { downloadFile } from '../../src/api/generated/search/search';
import { ticketsGrid, ticketsGridDetails } from '../../src/api/generated/tickets/tickets';
import { actionsBody, contactsBody } from '../../src/config/actions';
import { adminDashboardBody } from '../../src/config/adminDashboard';
import { servicesRegeneraBody, traceabilityBody } from '../../src/config/regenera';
import { servicesGrid } from '../../src/config/services';
import { gridColumns } from '../../src/features/grid/gridColumns';
import {
  detailSchema,
  exportFilename,
  gridDocuments,
  gridRowKey,
  keyedAction,
  keyedDetail,
} from '../../src/features/grid/gridDefaults';
import { defineGrid, deleteRow, type GridSpec, rowAction, type ScreenBody } from '../../src/language';

// The real contract's sort and filter sets cover every listed field (codegen/fieldSets.ts), so the
// ticket list is narrowed here to see a default column outside them.
vi.mock('../../src/api/generated/listColumns', async (original) => {
  const real = await original<typeof import('../../src/api/generated/listColumns')>();
  return {
    ...real,
    listSorts: { ...real.listSorts, ticketsGrid: ['referencia', 'fecha'] },
    listFilters: { ...real.listFilters, ticketsGrid: ['referencia'] },
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

  it('are, less what a screen omits and with what it overrides, the columns it listed by hand before', () => {
    // Each column as shown: its key, header and cell ('key: Header (cell)').
    const shown = (spec: unknown) =>
      gridColumns(grid(spec)).map((c) => `${c.key}: ${c.header}${c.cell ? ` (${c.cell})` : ''}`);
    const part = (body: ScreenBody | undefined, label: string): ScreenBody | undefined => {
      if (body?.kind === 'tabs') return body.tabs.find((tab) => tab.label === label)?.body;
      if (body?.kind === 'sections') return body.sections.find((section) => section.label === label)?.body;
      return undefined;
    };
    const admin = (...path: string[]) => path.reduce(part, adminDashboardBody as ScreenBody | undefined);
    const clientTab = (label: string) => part(actionsBody, label);
    const requestColumns = ['fecha: Fecha (dateTime)', 'estado: Estado (estadoChip)'];
    const proposals = [
      ...requestColumns,
      'clientName: Cliente',
      'empresa: Empresa',
      'contacto: Contacto',
      'email: Correo electrónico',
      'tipoResiduo: Tipo de residuo',
    ];
    expect(shown(clientTab('Propuestas comerciales'))).toEqual([
      ...requestColumns,
      'empresa: Empresa',
      'contacto: Contacto',
      'tipoResiduo: Tipo de residuo',
      'provincia: Provincia',
      'center: Centro',
    ]);
    expect(shown(admin('Solicitudes', 'Propuestas comerciales'))).toEqual(proposals);
    expect(shown(admin('Solicitudes', 'Propuestas comerciales externas (formulario público)'))).toEqual(
      proposals,
    );
    expect(shown(clientTab('Solicitudes de incidencia'))).toEqual([
      ...requestColumns,
      'asunto: Asunto',
      'referencia: Referencia',
      'prioridad: Prioridad',
      'center: Centro',
      'solicitante: Solicitante',
    ]);
    const serviceRequest = [
      'tipoServicio: Tipo de servicio',
      'residuo: Residuo',
      'fechaDeseada: Fecha deseada (date)',
      'cantidad: Cantidad (number)',
    ];
    expect(shown(clientTab('Solicitudes de servicio'))).toEqual([
      ...requestColumns,
      ...serviceRequest,
      'unidad: Unidad',
      'solicitante: Solicitante',
    ]);
    expect(shown(admin('Solicitudes', 'Solicitudes de servicio'))).toEqual([
      ...requestColumns,
      'clientName: Cliente',
      'center: Centro',
      ...serviceRequest,
    ]);
    expect(shown(traceabilityBody)).toEqual([
      'referencia: Referencia',
      'estado: Estado (estadoChip)',
      'direccionServicio: Dirección de servicio',
      'fechaRecogida: Recogida (date)',
      'fechaEntradaPlanta: Entrada en planta (date)',
      'fechaCertificado: Certificado (date)',
      'litros: Litros (number)',
      'kilos: Kilos (number)',
      'lote: Lote',
      'destino: Destino',
      'reabierta: Reabierta (boolean)',
    ]);
    // The operation sorts by any column and filters by none: no column offers a filter.
    expect(gridColumns(grid(traceabilityBody)).every((c) => c.filterable === false)).toBe(true);
    expect(shown(documentTypes.TicketDePeso?.grid)).toEqual([
      'codigoTicket: Ticket',
      'fechaEntrada: Entrada (dateTime)',
      'matricula: Matrícula',
      'residuo: Residuo',
      'codigoLER: Código LER',
      'pesoBruto: Peso bruto (kg) (number)',
      'tara: Tara (kg) (number)',
      'pesoNeto: Peso neto (kg) (number)',
      'centro: Centro',
      'transportista: Transportista',
    ]);
    expect(shown(documentTypes.FacturaProforma?.grid)).toEqual([
      'numero: Número',
      'fecha: Fecha (date)',
      'estado: Estado (estadoChip)',
      'importe: Importe (currency)',
      'concepto: Concepto',
      'centro: Centro',
      'motivoRechazo: Motivo del rechazo',
      'fechaRespuesta: Respuesta (date)',
    ]);
    expect(shown(admin('Clientes y centros', 'NIF de un cliente'))).toEqual([
      'cif: NIF / CIF',
      'razonSocial: Razón social',
      'principal: Principal (boolean)',
    ]);
    for (const kind of ['incidencia', 'servicio'])
      expect(shown(admin('Usuarios y permisos', `Pueden abrir solicitudes de ${kind}`))).toEqual([
        'email: Usuario',
        'nombre: Nombre',
      ]);
    for (const banner of ['Banners de inicio', 'Banners de servicios'])
      expect(shown(admin('Banners', banner))).toEqual([
        'description: Texto',
        'link: Enlace',
        'clientes: Público',
        'soloSolicitantes: Solo quien puede solicitar servicios (boolean)',
        'desde: Desde (date)',
        'hasta: Hasta (date)',
        'vigente: Visible hoy (boolean)',
      ]);
    expect(shown(admin('Solicitudes', 'Tipos de servicio'))).toEqual([
      'id: Nº (number)',
      'descripcion: Descripción',
      'idTipoFactura: Tipo de factura (nº) (number)',
      'tipoFactura1: Tipo de factura',
    ]);
    for (const log of ['Altas de clientes', 'Cambios de la administración'])
      expect(shown(admin('Logs', log))).toEqual([
        'fecha: Fecha (dateTime)',
        'nivel: Nivel',
        'usuario: Usuario',
        'accion: Acción',
        'detalle: Detalle',
        'antes: Antes',
        'despues: Después',
      ]);
  });

  it('refuses to omit or override a field that is not one of the contract columns', () => {
    const hidden = defineGrid({ query: ticketsGrid, omitColumns: ['idTicket'] });
    expect(() => gridColumns(grid(hidden))).toThrow(/POST \/ticketsGrid omits or overrides idTicket/);
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

describe('default row key', () => {
  it('is the field the contract marks on the list’s rows (x-row-key), unless the grid says one', () => {
    expect(gridRowKey(grid(servicesGrid))).toBe('idTicket');
    expect(gridRowKey(facturas)).toBe('idFactura');
    expect(gridRowKey(grid(traceabilityBody))).toBe('referencia');
    expect(gridRowKey(grid(contactsBody))).toBe('id');
    expect(gridRowKey(grid(defineGrid({ query: ticketsGrid, rowKey: 'referencia' })))).toBe('referencia');
  });

  it('is refused on a list whose rows mark none, when the grid says none', () => {
    const unkeyed = {
      ...grid(defineGrid({ query: reportsGetVolumeOfWaste, rowKey: 'mes' })),
      rowKey: undefined,
    };
    expect(() => gridRowKey(unkeyed)).toThrow(/POST \/reports\/getVolumeOfWaste has no rowKey/);
  });

  it('fills a row action’s key and parameter, and keeps those it says', () => {
    const spec = grid(defineGrid({ query: ticketsGrid }));
    const done = { label: 'Borrar', done: 'Hecho.', confirm: '¿Seguro?' };
    const bare = deleteRow(ticketsGridDetails, done);
    expect([bare.rowKey, bare.param]).toEqual([undefined, undefined]);
    expect(keyedAction(spec, bare)).toMatchObject({ rowKey: 'idTicket', param: 'idTicket' });
    const renamed = keyedAction(spec, deleteRow(deleteContact, { ...done, param: 'id' }));
    expect([renamed.rowKey, renamed.param]).toEqual(['idTicket', 'id']);
    const said = keyedAction(spec, rowAction(deleteContact, { ...done, param: 'id', rowKey: 'referencia' }));
    expect([said.rowKey, said.param]).toEqual(['referencia', 'id']);
  });
});

describe('default detail', () => {
  it('takes the grid’s row key, and the contract’s schema: the detail answer’s, or the row’s', () => {
    expect(keyedDetail(grid(servicesGrid))).toMatchObject({ rowKey: 'idTicket', param: 'idTicket' });
    expect(detailSchema(grid(servicesGrid))).toBe('TicketDetalle');
    expect(detailSchema(grid(traceabilityBody))).toBe('RegeneraTrazabilidadDetalle');
    expect(keyedDetail(facturas)?.rowKey).toBe('idFactura');
    expect(detailSchema(facturas)).toBe('Factura');
  });

  it('keeps what the screen says', () => {
    const spec = defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      detail: { schema: 'Ticket', rowKey: 'referencia' },
    });
    expect(keyedDetail(grid(spec))).toMatchObject({ rowKey: 'referencia', param: 'referencia' });
    const asked = defineGrid({
      query: ticketsGrid,
      detail: { query: ticketsGridDetails, param: 'idTicket' },
    });
    expect(keyedDetail(grid(asked))).toMatchObject({ rowKey: 'idTicket', param: 'idTicket' });
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
