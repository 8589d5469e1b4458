/**
 * The table of contents of Portal Clientes: every screen, who sees it, what it calls.
 *
 * The router, the navigation and the access checks read this file only. A screen binds generated
 * fetchers from src/api/generated (never hooks: their overloads defeat inference), so a wrong column
 * key or request field fails `tsc`. Big bodies (reports, usage statistics, the admin dashboard)
 * live in src/screens/config/ and are named here. README "Adding a screen" shows how to add one.
 */

import * as clientConfig from './src/api/generated/client-config/client-config';
import * as contacts from './src/api/generated/contacts/contacts';
import * as documents from './src/api/generated/documents/documents';
import * as files from './src/api/generated/files/files';
import * as regenera from './src/api/generated/regenera/regenera';
import * as requests from './src/api/generated/requests/requests';
import * as search from './src/api/generated/search/search';
import * as tickets from './src/api/generated/tickets/tickets';
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
  query: tickets.ticketsGrid,
  rowKey: 'idTicket',
  rowLabel: 'referencia',
  keyFields: ['estado', 'fecha', 'centro'],
  request: { body: gridRequestBody },
  filters: ['year', 'dateRange'],
  columnsConfig: clientConfig.getConfigClientsServicesColumns,
  columns: [
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
  ],
  detail: {
    query: tickets.ticketsGridDetails,
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
  documents: { download: search.downloadFile, fromDetail: 'documentos' },
  export: { call: tickets.exportTickets, filename: 'servicios.xlsx' },
  send: { call: tickets.sendTickets },
  sendSelected: { call: tickets.sendTicketsByIds, idsField: 'idTickets', rowKey: 'idTicket' },
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
      query: documents.getFacturas,
      rowKey: 'idFactura',
      rowLabel: 'numeroFactura',
      keyFields: ['fecha', 'total', 'estadoPago'],
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'cif', 'dateRange'],
      columns: [
        'numeroFactura',
        'fecha',
        'fechaVencimiento',
        'cif',
        'razonSocial',
        'centro',
        'baseImponible',
        'total',
        'estadoPago',
      ],
      detail: { rowKey: 'idFactura', schema: 'Factura' },
      documents: { download: search.downloadFile, fields: ['filePath'] },
      export: { call: documents.exportFacturas, filename: 'facturas.xlsx' },
      send: { call: documents.sendFacturas },
    }),
  },
  FacturaProforma: {
    label: 'Facturas pro forma',
    grid: defineGrid({
      query: documents.getFacturasProforma,
      rowKey: 'idFactura',
      rowLabel: 'numero',
      keyFields: ['fecha', 'estado', 'importe'],
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        'numero',
        'fecha',
        'estado',
        'importe',
        'concepto',
        'centro',
        'motivoRechazo',
        { key: 'fechaRespuesta', cell: 'date' },
      ],
      detail: { rowKey: 'idFactura', schema: 'FacturaProforma' },
      documents: { download: search.downloadFile, fields: ['filePath'] },
      export: { call: documents.exportFacturasProforma, filename: 'facturas-proforma.xlsx' },
      send: { call: documents.sendFacturasProforma },
      rowActions: [
        rowAction(documents.updateFieldsFacturaProforma, {
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
      query: documents.getAlbaranes,
      rowKey: 'idAlbaran',
      rowLabel: 'numeroAlbaran',
      keyFields: ['fecha', 'centro', 'residuo'],
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'dateRange'],
      columns: [
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
      ],
      detail: { rowKey: 'idAlbaran', schema: 'Albaran' },
      documents: { download: search.downloadFile, fields: ['filePath'] },
      export: { call: documents.exportAlbaranes, filename: 'albaranes.xlsx' },
      send: { call: documents.sendAlbaranes },
    }),
  },
  TicketDePeso: {
    label: 'Tickets de peso',
    grid: defineGrid({
      query: documents.weightTicketsGrid,
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
        'codigoTicket',
        'fechaEntrada',
        'matricula',
        'residuo',
        'codigoLER',
        { key: 'pesoBruto', header: 'Bruto (kg)' },
        { key: 'tara', header: 'Tara (kg)' },
        { key: 'pesoNeto', header: 'Neto (kg)' },
        'centro',
        'transportista',
      ],
      detail: { query: documents.weightTicketsDetail, rowKey: 'codigoTicket', schema: 'TicketPesoDetalle' },
      documents: { download: search.downloadFile, fields: ['filePath'] },
      export: {
        call: documents.weightTicketsExport,
        filename: 'tickets-de-peso.xlsx',
        request: { body: gridFilterBody },
      },
    }),
  },
  Di: {
    label: 'Documentos de identificación',
    grid: defineGrid({
      query: documents.getDIs,
      rowKey: 'idDI',
      rowLabel: 'numeroDI',
      keyFields: ['fecha', 'residuo', 'cantidad'],
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        'numeroDI',
        'fecha',
        'codigoLER',
        'residuo',
        'transportista',
        'cantidad',
        'unidad',
        'centro',
        'matricula',
      ],
      detail: { rowKey: 'idDI', schema: 'DocumentoIdentificacion' },
      documents: { download: search.downloadFile, fields: ['filePath'] },
      export: { call: documents.exportDIs, filename: 'documentos-identificacion.xlsx' },
      send: { call: documents.sendDIs },
    }),
  },
});

/** The client's folder browser (also reached from the files tab of /files). */
const clientFolder = defineFileBrowser({
  list: files.getFiles,
  search: files.getAllFiles,
  download: search.downloadFile,
  downloadMany: files.downloadMultipleFiles,
  upload: files.uploadFileWeb,
  uploadMany: files.uploadMultipleFiles,
  remove: files.deleteFile,
  removeMany: files.deleteMultipleFiles,
  send: documents.sendMultipleFiles,
  byTags: files.getFilesByTags,
  byInvoiceNumber: { numbers: documents.getNumeroFacturas, files: documents.getFilesNumeroFactura },
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
        call: tickets.homeKpis,
        request: {
          body: { serviceDirections: 'idDireccionesServicio' },
          params: { year: 'year' },
          requires: ['serviceDirections', 'year'],
        },
      }),
      banners: [
        { call: tickets.homeBanner, title: 'Avisos' },
        { call: tickets.ticketsBanner, title: 'Avisos sobre servicios' },
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
            call: tickets.kpis,
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
      query: tickets.regeneraTicketsGrid,
      rowKey: 'idTicket',
      rowLabel: 'referencia',
      keyFields: ['estado', 'fecha', 'litrosRecogidos'],
      request: { body: gridRequestBody, fixed: { regenera: true } },
      filters: ['year', 'center', 'dateRange'],
      columns: [
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
      ],
      detail: {
        query: tickets.regeneraTicketsGridDetails,
        rowKey: 'idTicket',
        schema: 'TicketRegeneraDetalle',
      },
      // Its albarán, certificate and DI, which the service's detail lists.
      documents: { download: search.downloadFile, fromDetail: 'documentos' },
      export: { call: tickets.regeneraExportTickets, filename: 'servicios-regenera.xlsx' },
    }),
  }),

  contacts: defineScreen({
    path: '/contacts',
    title: 'Contactos',
    audience: ['client'],
    nav: { label: 'Contactos', order: 20 },
    body: defineGrid({
      query: contacts.contacts,
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
      columns: ['name', 'cargo', 'center', 'email', 'phone', 'mobile', 'address'],
      panels: ['gestor'],
      create: { label: 'Nuevo contacto', form: contactForm },
      rowActions: [
        deleteRow(contacts.deleteContact, {
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
            query: requests.comercialProposals,
            rowKey: 'id',
            rowLabel: 'empresa',
            request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
            columns: [
              'fecha',
              'estado',
              'empresa',
              { key: 'contacto', header: 'Contacto' },
              'tipoResiduo',
              'provincia',
              'center',
            ],
            detail: { query: requests.comercialProposalDetails, rowKey: 'id', schema: 'PropuestaComercial' },
            create: { label: 'Nueva propuesta', form: proposalForm },
            rowActions: [
              deleteRow(requests.deleteComercialProposal, {
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
            query: requests.incidenceRequests,
            rowKey: 'id',
            rowLabel: 'asunto',
            keyFields: ['estado', 'fecha', 'referencia'],
            request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
            columns: [
              'fecha',
              'estado',
              'asunto',
              { key: 'referencia', header: 'Referencia' },
              'prioridad',
              'center',
              'solicitante',
            ],
            detail: { query: requests.incidenceRequestDetails, rowKey: 'id', schema: 'SolicitudIncidencia' },
            create: { label: 'Nueva incidencia', form: incidenceForm, gate: 'raiseIncidence' },
            rowActions: [
              deleteRow(requests.deleteIncidenceRequest, {
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
            query: requests.serviceRequests,
            rowKey: 'id',
            rowLabel: 'tipoServicio',
            request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
            columns: [
              'fecha',
              'estado',
              'tipoServicio',
              'residuo',
              'fechaDeseada',
              'cantidad',
              'unidad',
              'solicitante',
            ],
            detail: { query: requests.serviceRequestDetails, rowKey: 'id', schema: 'SolicitudServicio' },
            create: {
              label: 'Nueva solicitud de servicio',
              form: serviceRequestForm,
              gate: 'raiseServiceRequest',
            },
            rowActions: [
              deleteRow(requests.deleteServiceRequest, {
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
      { config: clientConfig.getConfigClientsActions },
    ),
  }),

  traceability: defineScreen({
    path: '/traceability',
    title: 'Trazabilidad',
    audience: ['regenera'],
    nav: { label: 'Trazabilidad', order: 60 },
    body: defineGrid({
      query: regenera.regeneraGetTrazabilidad,
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
        { key: 'referencia', filterable: false },
        'estado',
        { key: 'direccionServicio', filterable: false },
        { key: 'fechaRecogida', header: 'Recogida' },
        'fechaEntradaPlanta',
        { key: 'fechaCertificado', header: 'Certificado' },
        'litros',
        'kilos',
        { key: 'lote', filterable: false },
        { key: 'destino', filterable: false },
        'reabierta',
      ],
      // On a phone each reference is a card with where it stands.
      keyFields: ['estado', 'direccionServicio', 'fechaRecogida'],
      // The reference with its pickup, certificate number and documents (the certificate first).
      detail: {
        query: regenera.regeneraGetTrazabilidadReference,
        rowKey: 'referencia',
        schema: 'RegeneraTrazabilidadDetalle',
      },
      documents: { download: search.downloadFile, fromDetail: 'documentos' },
      export: { call: regenera.regeneraExportTrazabilidad, filename: 'trazabilidad.xlsx' },
      rowActions: [
        rowAction(regenera.regeneraReopenTrazabilidadReference, {
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
        call: regenera.regeneraGetMatriculas,
        request: { body: { serviceDirections: 'idDireccionesServicio' }, requires: ['serviceDirections'] },
      },
      trucks: {
        call: regenera.regeneraGetCamiones,
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
        call: regenera.regeneraGenerarMapaByDireccionesServicio,
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
      list: files.getFiles,
      search: files.getAllFiles,
      download: search.downloadFile,
      downloadMany: files.downloadMultipleFiles,
      send: documents.sendMultipleFiles,
      byTags: files.getFilesByTags,
    }),
  }),

  filesSearchResults: defineScreen({
    path: '/files-search-results',
    title: 'Resultados de la búsqueda',
    audience: ['client'],
    // The global search's 'Documentación' in full: the same operation, paged; each row downloads
    // as every document does (the 'Descargando Fichero' overlay, a Spanish notice when it fails).
    body: defineGrid({
      query: search.searchFiles,
      rowKey: 'filePath',
      request: { params: { offset: 'skip', limit: 'take', text: 'text' }, requires: ['text'] },
      columns: [
        { key: 'nombre', sortable: false, filterable: false },
        {
          // The file's category: every file has one (a document type only the five of
          // docs/product-rules.md#documents).
          key: 'category',
          header: 'Tipo de documento',
          cell: 'documentCategory',
          sortable: false,
          filterable: false,
        },
        { key: 'fecha', cell: 'date', sortable: false },
        { key: 'filePath', sortable: false, filterable: false },
      ],
      documents: { download: search.downloadFile, fields: ['filePath'] },
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
