/**
 * The table of contents of Portal Clientes: every screen, who sees it, what it calls.
 *
 * The router, the navigation and the access checks read this file only. A screen binds generated
 * fetchers from src/api/generated (never hooks: their overloads defeat inference), so a wrong column
 * key or request field fails `tsc`. Big bodies (reports, usage statistics, the admin dashboard)
 * live in src/screens/config/ and are named here. README "Adding a screen" shows how to add one.
 */

import {
  getConfigClientsActions,
  getConfigClientsServicesColumns,
} from './src/api/generated/client-config/client-config';
import { contacts, deleteContact } from './src/api/generated/contacts/contacts';
import {
  exportAlbaranes,
  exportDIs,
  exportFacturas,
  exportFacturasProforma,
  getAlbaranes,
  getDIs,
  getFacturas,
  getFacturasProforma,
  getFilesNumeroFactura,
  getNumeroFacturas,
  sendAlbaranes,
  sendDIs,
  sendFacturas,
  sendFacturasProforma,
  sendMultipleFiles,
  updateFieldsFacturaProforma,
  weightTicketsDetail,
  weightTicketsExport,
  weightTicketsGrid,
} from './src/api/generated/documents/documents';
import {
  deleteFile,
  deleteMultipleFiles,
  downloadMultipleFiles,
  getAllFiles,
  getFiles,
  getFilesByTags,
  uploadFileWeb,
  uploadMultipleFiles,
} from './src/api/generated/files/files';
import {
  regeneraExportTrazabilidad,
  regeneraGenerarMapaByDireccionesServicio,
  regeneraGetCamiones,
  regeneraGetMatriculas,
  regeneraGetTrazabilidad,
  regeneraGetTrazabilidadReference,
  regeneraReopenTrazabilidadReference,
} from './src/api/generated/regenera/regenera';
import {
  comercialProposalDetails,
  comercialProposals,
  deleteComercialProposal,
  deleteIncidenceRequest,
  deleteServiceRequest,
  incidenceRequestDetails,
  incidenceRequests,
  serviceRequestDetails,
  serviceRequests,
} from './src/api/generated/requests/requests';
import { downloadFile, searchFiles } from './src/api/generated/search/search';
import {
  exportTickets,
  homeBanner,
  homeKpis,
  kpis,
  regeneraExportTickets,
  regeneraTicketsGrid,
  regeneraTicketsGridDetails,
  sendTickets,
  sendTicketsByIds,
  ticketsBanner,
  ticketsGrid,
  ticketsGridDetails,
} from './src/api/generated/tickets/tickets';
import {
  contactForm,
  externalProposalForm,
  incidenceForm,
  proposalForm,
  serviceRequestForm,
} from './src/screens/clientForms';
import { adminDashboardBody } from './src/screens/config/adminDashboard';
import { reportsBody, reportsRegeneraBody, servicesReportBody } from './src/screens/config/reports';
import {
  defineDocumentTypes,
  defineFileBrowser,
  defineGrid,
  defineHome,
  defineKpis,
  defineScreen,
  defineScreens,
  defineTabs,
  defineTruckMap,
  deleteRow,
  detailForm,
  documentTabs,
  estadoColumn,
  page,
  rowAction,
} from './src/screens/define';

/**
 * How the common list body (GridRequest: ticketsGrid, the document lists, regenera's services)
 * receives the grid's paging, sort, search, filters, dates, year and the selected client's service
 * directions; exports and sends (ExportRequest) take the same without paging.
 */
const gridFilterBody = {
  sortDirection: 'orderBy',
  sortField: 'orderByField',
  text: 'filterText',
  columnFilters: 'filters',
  dateRange: 'betweenDates',
  year: 'year',
  serviceDirections: 'idDireccionesServicio',
} as const;
const gridRequestBody = { offset: 'position', limit: 'take', ...gridFilterBody } as const;

/** The services grid, shared by normal and digitalized clients (their service directions differ). */
const servicesGrid = defineGrid({
  query: ticketsGrid,
  rowKey: 'idTicket',
  rowLabel: 'referencia',
  keyFields: ['estado', 'fecha', 'centro'],
  request: { body: gridRequestBody },
  filters: ['year', 'dateRange'],
  columnsConfig: getConfigClientsServicesColumns,
  columns: [
    { key: 'referencia', header: 'Referencia' },
    estadoColumn,
    { key: 'fecha', header: 'Fecha', cell: 'date' },
    { key: 'centro', header: 'Centro' },
    { key: 'direccionServicio', header: 'Dirección de servicio' },
    { key: 'tipoServicio', header: 'Tipo de servicio' },
    { key: 'residuo', header: 'Residuo' },
    { key: 'codigoLER', header: 'Código LER' },
    { key: 'cantidad', header: 'Cantidad', cell: 'quantity' },
    { key: 'unidad', header: 'Unidad' },
    { key: 'importe', header: 'Importe', cell: 'currency' },
    { key: 'numeroFactura', header: 'Nº factura' },
    { key: 'matricula', header: 'Matrícula' },
  ],
  detail: {
    query: ticketsGridDetails,
    rowKey: 'idTicket',
    schema: 'TicketDetalle',
    forms: [
      detailForm(incidenceForm, {
        label: 'Abrir incidencia',
        gate: 'raiseIncidence',
        prefill: { referencia: 'referencia' },
      }),
    ],
  },
  // Its albarán, DI and weight ticket, which the service's detail lists.
  documents: { download: downloadFile, fromDetail: 'documentos' },
  export: { call: exportTickets, filename: 'servicios.xlsx' },
  send: { call: sendTickets },
  sendSelected: { call: sendTicketsByIds, idsField: 'idTickets', rowKey: 'idTicket' },
});

/**
 * The document types (docs/product-rules.md#documents) and their list, export and send operations. A type
 * left out, or an operation left out of a type (weight tickets have no send), simply is not offered: no tab,
 * no button, no call.
 */
export const documentTypes = defineDocumentTypes({
  Factura: {
    label: 'Facturas',
    grid: defineGrid({
      query: getFacturas,
      rowKey: 'idFactura',
      rowLabel: 'numeroFactura',
      keyFields: ['fecha', 'total', 'estadoPago'],
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'cif', 'dateRange'],
      columns: [
        { key: 'numeroFactura', header: 'Nº factura' },
        { key: 'fecha', header: 'Fecha', cell: 'date' },
        { key: 'fechaVencimiento', header: 'Vencimiento', cell: 'date' },
        { key: 'cif', header: 'CIF' },
        { key: 'razonSocial', header: 'Razón social' },
        { key: 'centro', header: 'Centro' },
        { key: 'baseImponible', header: 'Base imponible', cell: 'currency' },
        { key: 'total', header: 'Total', cell: 'currency' },
        { key: 'estadoPago', header: 'Cobro' },
      ],
      detail: { rowKey: 'idFactura', schema: 'Factura' },
      documents: { download: downloadFile, fields: ['filePath'] },
      export: { call: exportFacturas, filename: 'facturas.xlsx' },
      send: { call: sendFacturas },
    }),
  },
  FacturaProforma: {
    label: 'Facturas pro forma',
    grid: defineGrid({
      query: getFacturasProforma,
      rowKey: 'idFactura',
      rowLabel: 'numero',
      keyFields: ['fecha', 'estado', 'importe'],
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        { key: 'numero', header: 'Número' },
        { key: 'fecha', header: 'Fecha', cell: 'date' },
        estadoColumn,
        { key: 'importe', header: 'Importe', cell: 'currency' },
        { key: 'concepto', header: 'Concepto' },
        { key: 'centro', header: 'Centro' },
        { key: 'motivoRechazo', header: 'Motivo del rechazo' },
        { key: 'fechaRespuesta', header: 'Respuesta', cell: 'date' },
      ],
      detail: { rowKey: 'idFactura', schema: 'FacturaProforma' },
      documents: { download: downloadFile, fields: ['filePath'] },
      export: { call: exportFacturasProforma, filename: 'facturas-proforma.xlsx' },
      send: { call: sendFacturasProforma },
      rowActions: [
        rowAction(updateFieldsFacturaProforma, {
          label: 'Cambiar estado',
          rowKey: 'idFactura',
          inputs: [
            {
              param: 'estado',
              label: 'Nuevo estado',
              required: true,
              options: { pendiente: 'Pendiente', aceptada: 'Aceptada', rechazada: 'Rechazada' },
            },
            { param: 'motivoRechazo', label: 'Motivo del rechazo (obligatorio si se rechaza)' },
          ],
          done: 'Estado de la factura pro forma actualizado.',
        }),
      ],
    }),
  },
  Albaran: {
    label: 'Albaranes',
    grid: defineGrid({
      query: getAlbaranes,
      rowKey: 'idAlbaran',
      rowLabel: 'numeroAlbaran',
      keyFields: ['fecha', 'centro', 'residuo'],
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        { key: 'numeroAlbaran', header: 'Nº albarán' },
        { key: 'fecha', header: 'Fecha', cell: 'date' },
        { key: 'centro', header: 'Centro' },
        { key: 'direccionServicio', header: 'Dirección de servicio' },
        { key: 'residuo', header: 'Residuo' },
        { key: 'codigoLER', header: 'Código LER' },
        { key: 'cantidad', header: 'Cantidad', cell: 'quantity' },
        { key: 'unidad', header: 'Unidad' },
        { key: 'matricula', header: 'Matrícula' },
        { key: 'numeroFactura', header: 'Nº factura' },
      ],
      detail: { rowKey: 'idAlbaran', schema: 'Albaran' },
      documents: { download: downloadFile, fields: ['filePath'] },
      export: { call: exportAlbaranes, filename: 'albaranes.xlsx' },
      send: { call: sendAlbaranes },
    }),
  },
  TicketDePeso: {
    label: 'Tickets de peso',
    grid: defineGrid({
      query: weightTicketsGrid,
      rowKey: 'codigoTicket',
      rowLabel: 'codigoTicket',
      keyFields: ['fechaEntrada', 'pesoNeto', 'residuo'],
      request: {
        body: { serviceDirections: 'idDireccionesServicio', dateRange: 'betweenDates', year: 'year' },
        params: {
          offset: 'skip',
          limit: 'take',
          sortDirection: 'orderBy',
          sortField: 'orderByField',
          text: 'filterText',
          columnFilters: 'filters',
        },
      },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        { key: 'codigoTicket', header: 'Ticket' },
        { key: 'fechaEntrada', header: 'Entrada', cell: 'dateTime' },
        { key: 'matricula', header: 'Matrícula' },
        { key: 'residuo', header: 'Residuo' },
        { key: 'codigoLER', header: 'Código LER' },
        { key: 'pesoBruto', header: 'Bruto (kg)', cell: 'quantity' },
        { key: 'tara', header: 'Tara (kg)', cell: 'quantity' },
        { key: 'pesoNeto', header: 'Neto (kg)', cell: 'quantity' },
        { key: 'centro', header: 'Centro' },
        { key: 'transportista', header: 'Transportista' },
      ],
      detail: { query: weightTicketsDetail, rowKey: 'codigoTicket', schema: 'TicketPesoDetalle' },
      documents: { download: downloadFile, fields: ['filePath'] },
      export: {
        call: weightTicketsExport,
        filename: 'tickets-de-peso.xlsx',
        request: { body: gridFilterBody },
      },
    }),
  },
  Di: {
    label: 'Documentos de identificación',
    grid: defineGrid({
      query: getDIs,
      rowKey: 'idDI',
      rowLabel: 'numeroDI',
      keyFields: ['fecha', 'residuo', 'cantidad'],
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        { key: 'numeroDI', header: 'Nº DI' },
        { key: 'fecha', header: 'Fecha', cell: 'date' },
        { key: 'codigoLER', header: 'Código LER' },
        { key: 'residuo', header: 'Residuo' },
        { key: 'transportista', header: 'Transportista' },
        { key: 'cantidad', header: 'Cantidad', cell: 'quantity' },
        { key: 'unidad', header: 'Unidad' },
        { key: 'centro', header: 'Centro' },
        { key: 'matricula', header: 'Matrícula' },
      ],
      detail: { rowKey: 'idDI', schema: 'DocumentoIdentificacion' },
      documents: { download: downloadFile, fields: ['filePath'] },
      export: { call: exportDIs, filename: 'documentos-identificacion.xlsx' },
      send: { call: sendDIs },
    }),
  },
});

/** The client's folder browser (also reached from the files tab of /files). */
const clientFolder = defineFileBrowser({
  list: getFiles,
  search: getAllFiles,
  download: downloadFile,
  downloadMany: downloadMultipleFiles,
  upload: uploadFileWeb,
  uploadMany: uploadMultipleFiles,
  remove: deleteFile,
  removeMany: deleteMultipleFiles,
  send: sendMultipleFiles,
  byTags: getFilesByTags,
  byInvoiceNumber: { numbers: getNumeroFacturas, files: getFilesNumeroFactura },
  rootUploadFolder: 'MISDOCUMENTOS',
});

export const screens = defineScreens({
  home: defineScreen({
    path: '/',
    title: 'Inicio',
    // Digitalized clients land on /digitalized/dservices, but the root stays theirs too.
    audience: ['client', 'digitalized'],
    body: defineHome({
      // Which KPIs, in which order: the client's home KPI configuration, applied by the server.
      kpis: defineKpis({
        call: homeKpis,
        request: {
          body: { serviceDirections: 'idDireccionesServicio' },
          params: { year: 'year' },
          requires: ['serviceDirections', 'year'],
        },
      }),
      banners: [
        { call: homeBanner, title: 'Avisos' },
        { call: ticketsBanner, title: 'Avisos sobre servicios' },
      ],
    }),
  }),

  services: defineScreen({
    path: '/services',
    title: 'Servicios',
    audience: ['client'],
    nav: { label: 'Servicios', order: 10, hiddenFor: ['regenera'] },
    // The list (normal clients also narrow by center: the digitalized lookup has none), and the
    // services report.
    body: defineTabs([
      {
        id: 'listado',
        label: 'Listado',
        body: {
          ...servicesGrid,
          filters: ['year', 'center', 'dateRange'],
          // The client's service KPI configuration, applied by the server; year and center from the URL.
          kpis: defineKpis({
            call: kpis,
            request: {
              body: { serviceDirections: 'idDireccionesServicio' },
              params: { year: 'year', center: 'center' },
              requires: ['serviceDirections', 'year'],
            },
          }),
        },
      },
      { id: 'informe', label: 'Informe de servicios', body: servicesReportBody },
    ]),
  }),

  servicesRegenera: defineScreen({
    path: '/services-regenera',
    title: 'Servicios',
    audience: ['regenera'],
    nav: { label: 'Servicios', order: 10 },
    body: defineGrid({
      query: regeneraTicketsGrid,
      rowKey: 'idTicket',
      rowLabel: 'referencia',
      keyFields: ['estado', 'fecha', 'litrosRecogidos'],
      request: { body: gridRequestBody, fixed: { regenera: true } },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        { key: 'referencia', header: 'Referencia' },
        estadoColumn,
        { key: 'fecha', header: 'Fecha', cell: 'date' },
        { key: 'centro', header: 'Centro' },
        { key: 'direccionServicio', header: 'Dirección de servicio' },
        { key: 'litrosRecogidos', header: 'Litros recogidos', cell: 'quantity' },
        { key: 'kilosNetos', header: 'Kilos netos', cell: 'quantity' },
        { key: 'matricula', header: 'Matrícula' },
        { key: 'conductor', header: 'Conductor' },
        { key: 'certificado', header: 'Certificado' },
        { key: 'numeroFactura', header: 'Nº factura' },
      ],
      detail: { query: regeneraTicketsGridDetails, rowKey: 'idTicket', schema: 'TicketRegeneraDetalle' },
      // Its albarán, certificate and DI, which the service's detail lists.
      documents: { download: downloadFile, fromDetail: 'documentos' },
      export: { call: regeneraExportTickets, filename: 'servicios-regenera.xlsx' },
    }),
  }),

  contacts: defineScreen({
    path: '/contacts',
    title: 'Contactos',
    audience: ['client'],
    nav: { label: 'Contactos', order: 20 },
    body: defineGrid({
      query: contacts,
      rowKey: 'id',
      request: {
        body: 'clientIds',
        params: {
          text: 'name',
          columnFilters: 'filters',
          sortDirection: 'orderBy',
          sortField: 'orderByField',
        },
      },
      columns: [
        { key: 'name', header: 'Nombre' },
        { key: 'cargo', header: 'Cargo' },
        { key: 'center', header: 'Centro' },
        { key: 'email', header: 'Correo electrónico' },
        { key: 'phone', header: 'Teléfono' },
        { key: 'mobile', header: 'Móvil' },
        { key: 'address', header: 'Dirección' },
      ],
      panels: ['gestor'],
      create: { label: 'Nuevo contacto', form: contactForm },
      rowActions: [
        deleteRow(deleteContact, {
          rowKey: 'id',
          confirm: '¿Eliminar el contacto? Esta acción no se puede deshacer.',
          done: 'Contacto eliminado',
        }),
      ],
    }),
  }),

  reports: defineScreen({
    path: '/reports',
    title: 'Informes',
    audience: ['client'],
    nav: { label: 'Informes', order: 30, hiddenFor: ['regenera'] },
    body: reportsBody,
  }),

  reportsRegenera: defineScreen({
    path: '/reports-regenera',
    title: 'Informes',
    audience: ['regenera'],
    nav: { label: 'Informes', order: 30 },
    body: reportsRegeneraBody,
  }),

  files: defineScreen({
    path: '/files',
    title: 'Archivos',
    audience: ['client'],
    nav: { label: 'Archivos', order: 40 },
    // The client's folder (the document groups are its first level), then one list per
    // document type.
    body: defineTabs([
      { id: 'carpetas', label: 'Carpetas', body: clientFolder },
      ...documentTabs(documentTypes),
    ]),
  }),

  actions: defineScreen({
    path: '/actions',
    title: 'Acciones',
    audience: ['client'],
    nav: { label: 'Acciones', order: 50 },
    // Lists of the selected client (all its centers); raising incidences and service requests is for
    // the users on the administrators' permission lists (create.gate; the API refuses the rest).
    body: defineTabs(
      [
        {
          id: 'propuestas',
          configKey: 'comercialProposal',
          label: 'Propuestas comerciales',
          body: defineGrid({
            query: comercialProposals,
            rowKey: 'id',
            rowLabel: 'empresa',
            request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
            columns: [
              { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
              estadoColumn,
              { key: 'empresa', header: 'Empresa' },
              { key: 'contacto', header: 'Contacto' },
              { key: 'tipoResiduo', header: 'Tipo de residuo' },
              { key: 'provincia', header: 'Provincia' },
              { key: 'center', header: 'Centro' },
            ],
            detail: { query: comercialProposalDetails, rowKey: 'id', schema: 'PropuestaComercial' },
            create: { label: 'Nueva propuesta', form: proposalForm },
            rowActions: [
              deleteRow(deleteComercialProposal, {
                rowKey: 'id',
                confirm: '¿Eliminar la propuesta comercial? Esta acción no se puede deshacer.',
                when: 'eliminable',
                done: 'Propuesta eliminada',
              }),
            ],
          }),
        },
        {
          id: 'incidencias',
          configKey: 'incidenceRequest',
          label: 'Solicitudes de incidencia',
          body: defineGrid({
            query: incidenceRequests,
            rowKey: 'id',
            rowLabel: 'asunto',
            keyFields: ['estado', 'fecha', 'referencia'],
            request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
            columns: [
              { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
              estadoColumn,
              { key: 'asunto', header: 'Asunto' },
              { key: 'referencia', header: 'Referencia' },
              { key: 'prioridad', header: 'Prioridad' },
              { key: 'center', header: 'Centro' },
              { key: 'solicitante', header: 'Solicitante' },
            ],
            detail: { query: incidenceRequestDetails, rowKey: 'id', schema: 'SolicitudIncidencia' },
            create: { label: 'Nueva incidencia', form: incidenceForm, gate: 'raiseIncidence' },
            rowActions: [
              deleteRow(deleteIncidenceRequest, {
                rowKey: 'id',
                confirm: '¿Eliminar la solicitud de incidencia? Esta acción no se puede deshacer.',
                when: 'eliminable',
                done: 'Incidencia eliminada',
              }),
            ],
          }),
        },
        {
          id: 'servicios',
          configKey: 'serviceRequest',
          label: 'Solicitudes de servicio',
          body: defineGrid({
            query: serviceRequests,
            rowKey: 'id',
            rowLabel: 'tipoServicio',
            request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
            columns: [
              { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
              estadoColumn,
              { key: 'tipoServicio', header: 'Tipo de servicio' },
              { key: 'residuo', header: 'Residuo' },
              { key: 'fechaDeseada', header: 'Fecha deseada', cell: 'date' },
              { key: 'cantidad', header: 'Cantidad', cell: 'number' },
              { key: 'unidad', header: 'Unidad' },
              { key: 'solicitante', header: 'Solicitante' },
            ],
            detail: { query: serviceRequestDetails, rowKey: 'id', schema: 'SolicitudServicio' },
            create: {
              label: 'Nueva solicitud de servicio',
              form: serviceRequestForm,
              gate: 'raiseServiceRequest',
            },
            rowActions: [
              deleteRow(deleteServiceRequest, {
                rowKey: 'id',
                confirm: '¿Eliminar la solicitud de servicio? Esta acción no se puede deshacer.',
                when: 'eliminable',
                done: 'Solicitud eliminada',
              }),
            ],
          }),
        },
      ],
      // Which of the three actions the client has, and in which order (admin: Configuración de cliente).
      { config: getConfigClientsActions },
    ),
  }),

  traceability: defineScreen({
    path: '/traceability',
    title: 'Trazabilidad',
    audience: ['regenera'],
    nav: { label: 'Trazabilidad', order: 60 },
    body: defineGrid({
      query: regeneraGetTrazabilidad,
      rowKey: 'referencia',
      request: {
        body: {
          offset: 'position',
          limit: 'take',
          // The operation searches the reference only (RegeneraTrazabilidadRequest.referencia).
          text: 'referencia',
          dateRange: 'betweenDates',
          sortDirection: 'orderBy',
          sortField: 'orderByField',
          serviceDirections: 'idDireccionesServicio',
        },
      },
      choices: [
        {
          field: 'dateField',
          label: 'Fecha a filtrar',
          options: {
            fechaRecogida: 'Fecha de recogida',
            fechaEntrada: 'Fecha de entrada en planta',
            fechaCertificado: 'Fecha de certificado',
          },
        },
      ],
      filters: ['dateRange'],
      // Sorted on the server by any column; the operation has no column filters.
      columns: [
        { key: 'referencia', header: 'Referencia', filterable: false },
        estadoColumn,
        { key: 'direccionServicio', header: 'Dirección de servicio', filterable: false },
        { key: 'fechaRecogida', header: 'Recogida', cell: 'date' },
        { key: 'fechaEntradaPlanta', header: 'Entrada en planta', cell: 'date' },
        { key: 'fechaCertificado', header: 'Certificado', cell: 'date' },
        { key: 'litros', header: 'Litros', cell: 'quantity' },
        { key: 'kilos', header: 'Kilos', cell: 'quantity' },
        { key: 'lote', header: 'Lote', filterable: false },
        { key: 'destino', header: 'Destino', filterable: false },
        { key: 'reabierta', header: 'Reabierta', cell: 'boolean' },
      ],
      // On a phone each reference is a card with where it stands.
      keyFields: ['estado', 'direccionServicio', 'fechaRecogida'],
      // The reference with its pickup, certificate number and documents (the certificate first).
      detail: {
        query: regeneraGetTrazabilidadReference,
        rowKey: 'referencia',
        schema: 'RegeneraTrazabilidadDetalle',
      },
      documents: { download: downloadFile, fromDetail: 'documentos' },
      export: { call: regeneraExportTrazabilidad, filename: 'trazabilidad.xlsx' },
      rowActions: [
        rowAction(regeneraReopenTrazabilidadReference, {
          label: 'Reabrir',
          rowKey: 'referencia',
          confirm:
            'La referencia volverá a estar en planta y perderá su fecha de certificado. ¿Desea reabrirla?',
          done: 'Referencia reabierta.',
          tone: 'danger',
          // Certified references only: the others have no certificate to undo.
          when: 'reabrible',
          // Reopening annuls a certificate the company issues: its staff only (the API says 403 to others).
          audience: ['staff'],
        }),
      ],
    }),
  }),

  geolocation: defineScreen({
    path: '/geolocation',
    title: 'Geolocalización',
    audience: ['regenera'],
    nav: { label: 'Geolocalización', order: 70 },
    body: defineTruckMap({
      plates: {
        call: regeneraGetMatriculas,
        request: { body: { serviceDirections: 'idDireccionesServicio' }, requires: ['serviceDirections'] },
      },
      trucks: {
        call: regeneraGetCamiones,
        request: {
          body: {
            serviceDirections: 'idDireccionesServicio',
            plates: 'matriculas',
            startDate: 'fechaInicio',
            endDate: 'fechaFin',
          },
          // No plate chosen: every truck of the client's directions.
          fixed: { matriculas: [] },
          requires: ['serviceDirections', 'startDate', 'endDate'],
        },
      },
      directions: {
        call: regeneraGenerarMapaByDireccionesServicio,
        request: { body: { serviceDirections: 'idDireccionesServicio' }, requires: ['serviceDirections'] },
      },
      maxDays: 31,
    }),
  }),

  adminDashboard: defineScreen({
    path: '/administration/admin-dashboard',
    title: 'Administración',
    audience: ['admin'],
    nav: { label: 'Administración', order: 0 },
    // One tab per admin area (docs/product-rules.md#access: clients … usage statistics):
    // src/screens/config/adminDashboard.ts.
    body: adminDashboardBody,
  }),

  digitalizedServices: defineScreen({
    path: '/digitalized/dservices',
    title: 'Servicios',
    audience: ['digitalized'],
    nav: { label: 'Servicios', order: 10 },
    body: servicesGrid,
  }),

  digitalizedFiles: defineScreen({
    path: '/digitalized/dfiles',
    title: 'Archivos',
    audience: ['digitalized'],
    nav: { label: 'Archivos', order: 40 },
    // The reduced view: browse, find, download and send; no uploads, deletes or invoice lookup.
    body: defineFileBrowser({
      list: getFiles,
      search: getAllFiles,
      download: downloadFile,
      downloadMany: downloadMultipleFiles,
      send: sendMultipleFiles,
      byTags: getFilesByTags,
    }),
  }),

  filesSearchResults: defineScreen({
    path: '/files-search-results',
    title: 'Resultados de la búsqueda',
    audience: ['client'],
    // The global search's 'Documentación' in full: the same operation, paged; each row downloads
    // as every document does (the 'Descargando Fichero' overlay, a Spanish notice when it fails).
    body: defineGrid({
      query: searchFiles,
      rowKey: 'filePath',
      request: { params: { offset: 'skip', limit: 'take', text: 'text' }, requires: ['text'] },
      columns: [
        { key: 'nombre', header: 'Nombre', sortable: false, filterable: false },
        {
          // The file's category: every file has one (a document type only the five of
          // docs/product-rules.md#documents).
          key: 'category',
          header: 'Tipo de documento',
          cell: 'documentCategory',
          sortable: false,
          filterable: false,
        },
        { key: 'fecha', header: 'Fecha', cell: 'date', sortable: false },
        { key: 'filePath', header: 'Ruta', sortable: false, filterable: false },
      ],
      documents: { download: downloadFile, fields: ['filePath'] },
    }),
  }),

  legalNotice: defineScreen({
    path: '/legal-notice',
    title: 'Aviso legal',
    audience: ['public'],
    body: page('legalNotice'),
  }),

  privacyPolicy: defineScreen({
    path: '/privacy-policy',
    title: 'Política de privacidad y cookies',
    audience: ['public'],
    body: page('privacyPolicy'),
  }),

  externalRequests: defineScreen({
    path: '/external-requests',
    title: 'Solicitud de propuesta comercial',
    audience: ['public'],
    body: externalProposalForm,
  }),
});

export type ScreenName = keyof typeof screens;
