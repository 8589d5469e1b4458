/** The client's files and documents (/files, /digitalized/dfiles, /files-search-results in screens.config.ts). */
import * as documents from '../api/generated/documents/documents';
import * as files from '../api/generated/files/files';
import * as search from '../api/generated/search/search';
import * as tickets from '../api/generated/tickets/tickets';
import {
  defineDocumentTypes,
  defineFileBrowser,
  defineGrid,
  defineTabs,
  detailLink,
  documentTabs,
  rowAction,
} from '../language';

/** The service a document belongs to, opened from the document's detail. */
const serviceOf = detailLink('referencia', tickets.ticketsGrid);

/** Unpaid invoices are pending or overdue: the home's 'Facturas pendientes de pago' lead here. */
export const unpaidInvoices = {
  id: 'pendientes',
  label: 'Pendientes de pago',
  field: 'estadoPago',
  values: ['pendiente', 'vencida'],
} as const;
export const overdueInvoices = {
  id: 'vencidas',
  label: 'Vencidas',
  field: 'estadoPago',
  values: ['vencida'],
} as const;
export const pendingProformas = {
  id: 'pendientes',
  label: 'Pendientes',
  field: 'estado',
  values: ['pendiente'],
} as const;

/**
 * The document types (docs/product-rules.md#documents) and their list, export and send operations. A type
 * left out, or an operation left out of a type, simply is not offered: no tab, no button, no call. Each
 * detail opens the documents it names.
 */
export const documentTypes = defineDocumentTypes({
  Factura: {
    label: 'Facturas',
    grid: defineGrid({
      query: documents.getFacturas,
      keyFields: ['fecha', 'total', 'estadoPago'],
      filters: ['year', 'center', 'cif', 'dateRange'],
      quickFilters: [
        unpaidInvoices,
        overdueInvoices,
        { id: 'pagadas', label: 'Pagadas', field: 'estadoPago', values: ['pagada'] },
      ],
      // The row is the whole invoice; its detail leads to its services and delivery notes.
      detail: {
        links: [
          detailLink('numeroFactura', tickets.ticketsGrid, { rows: 'Ver sus servicios' }),
          detailLink('numeroFactura', documents.getAlbaranes, { rows: 'Ver sus albaranes' }),
        ],
      },
      export: documents.exportFacturas,
      send: documents.sendFacturas,
    }),
  },
  FacturaProforma: {
    label: 'Facturas pro forma',
    grid: defineGrid({
      query: documents.getFacturasProforma,
      keyFields: ['fecha', 'estado', 'importe'],
      quickFilters: [
        pendingProformas,
        { id: 'aceptadas', label: 'Aceptadas', field: 'estado', values: ['aceptada'] },
        { id: 'rechazadas', label: 'Rechazadas', field: 'estado', values: ['rechazada'] },
      ],
      // The answer's instant (the detail's); the list shows its day.
      columnOverrides: { fechaRespuesta: { cell: 'date' } },
      detail: true,
      export: documents.exportFacturasProforma,
      send: documents.sendFacturasProforma,
      // The decision is taken once (the contract's EstadoProforma): offered on pending rows only.
      rowActions: [
        rowAction(documents.updateFieldsFacturaProforma, {
          label: 'Aceptar',
          when: 'admiteRespuesta',
          fixed: { estado: 'aceptada' },
          confirm: '¿Acepta esta factura pro forma? La decisión es definitiva.',
          done: 'Factura pro forma aceptada.',
        }),
        rowAction(documents.updateFieldsFacturaProforma, {
          label: 'Rechazar',
          tone: 'danger',
          when: 'admiteRespuesta',
          fixed: { estado: 'rechazada' },
          confirm: '¿Rechaza esta factura pro forma? La decisión es definitiva.',
          inputs: [{ param: 'motivoRechazo', label: 'Motivo del rechazo', required: true }],
          done: 'Factura pro forma rechazada.',
        }),
      ],
    }),
  },
  Albaran: {
    label: 'Albaranes',
    grid: defineGrid({
      query: documents.getAlbaranes,
      keyFields: ['fecha', 'centro', 'residuo'],
      detail: { links: [serviceOf, detailLink('numeroFactura', documents.getFacturas)] },
      export: documents.exportAlbaranes,
      send: documents.sendAlbaranes,
    }),
  },
  TicketDePeso: {
    label: 'Tickets de peso',
    grid: defineGrid({
      query: documents.weightTicketsGrid,
      keyFields: ['fechaEntrada', 'pesoNeto', 'residuo'],
      detail: {
        query: documents.weightTicketsDetail,
        links: [
          serviceOf,
          detailLink('numeroAlbaran', documents.getAlbaranes),
          detailLink('numeroDI', documents.getDIs),
        ],
      },
      export: documents.weightTicketsExport,
      send: documents.weightTicketsSend,
    }),
  },
  Di: {
    label: 'Documentos de identificación',
    grid: defineGrid({
      query: documents.getDIs,
      keyFields: ['fecha', 'residuo', 'cantidad'],
      detail: { links: [serviceOf] },
      export: documents.exportDIs,
      send: documents.sendDIs,
    }),
  },
});

/** The reduced view of the digitalized clients: browse, find, download and send. */
export const digitalizedFolder = defineFileBrowser({
  list: files.getFiles,
  search: files.getAllFiles,
  download: search.downloadFile,
  downloadMany: files.downloadMultipleFiles,
  send: documents.sendMultipleFiles,
  byTags: files.getFilesByTags,
});

/**
 * The client's folder (the document groups are its first level; uploads, deletes and the invoice
 * lookup besides), then one list per document type.
 */
export const filesBody = defineTabs([
  {
    id: 'carpetas',
    label: 'Carpetas',
    body: defineFileBrowser({
      ...digitalizedFolder,
      upload: files.uploadFileWeb,
      uploadMany: files.uploadMultipleFiles,
      remove: files.deleteFile,
      removeMany: files.deleteMultipleFiles,
      byInvoiceNumber: { numbers: documents.getNumeroFacturas, files: documents.getFilesNumeroFactura },
      rootUploadFolder: 'MISDOCUMENTOS',
    }),
  },
  ...documentTabs(documentTypes),
]);

/**
 * The global search's 'Documentación' in full: the same operation, paged (unsorted); each row
 * downloads as every document does (the 'Descargando Fichero' overlay, a Spanish notice when it fails).
 */
export const filesSearchResultsBody = defineGrid({
  query: search.searchFiles,
  sortable: false,
  columns: [
    { key: 'nombre', filterable: false },
    // Every file has a category (a document type only the five of docs/product-rules.md#documents).
    { key: 'category', cell: 'documentCategory', filterable: false },
    { key: 'fecha', cell: 'date' },
    { key: 'filePath', filterable: false },
  ],
});
