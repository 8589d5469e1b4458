/**
 * The table of contents of Portal Clientes: every screen, who sees it, what it calls.
 *
 * The router, the navigation and the access checks read this file only. A screen binds generated
 * fetchers from src/api/generated (never hooks: their overloads defeat inference), so a wrong column
 * key or request field fails `tsc`. Screens marked `pending` render a placeholder naming the issue
 * that builds them. README "Adding a screen" shows how to add one.
 */

import {
  adminClientNif,
  adminClients,
  adminComercialProposals,
  adminCreateCenter,
  adminCreateClient,
  adminDeleteCenter,
  adminDeleteClient,
  adminDeleteClientNif,
  adminDeleteIdenceRequestPermision,
  adminDeletePermisions,
  adminDeleteServiceRequestPermision,
  adminGetIncidenceRequestPermisions,
  adminGetServiceRequestPermisions,
  adminHomeBanner,
  adminIncidenceRequest,
  adminInsertIdenceRequestPermision,
  adminInsertPermisions,
  adminInsertServiceRequestPermision,
  adminLogs,
  adminLogsClientCreation,
  adminPermisions,
  adminPermisionsCenterAcces,
  adminPermisionsCenterAccesDigitalized,
  adminServiceDirections,
  adminServiceRequest,
  adminTicketsBanner,
  adminTypeOfService,
  adminUpdateClient,
  adminUpdatePermisions,
  adminUpdateServiceDirections,
  adminUserPermisions,
  createUserB2C,
  deleteUser,
  getUsersB2C,
  registerUserB2C,
  updateUser,
} from './src/api/generated/admin/admin';
import {
  configClientsActions,
  configClientsHomeKpis,
  configClientsServiceKpis,
  configClientsServicesColumns,
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
import { clienteMenu, clienteMenuReports } from './src/api/generated/notifications/notifications';
import {
  regeneraGenerarMapaByDireccionesServicio,
  regeneraGetCamiones,
  regeneraGetMatriculas,
  regeneraGetTrazabilidad,
  regeneraReopenTrazabilidadReference,
} from './src/api/generated/regenera/regenera';
import {
  comercialProposalDetails,
  comercialProposalDetailsExternal,
  comercialProposals,
  comercialProposalsExternal,
  deleteComercialProposal,
  deleteComercialProposalExternal,
  deleteIncidenceRequest,
  deleteServiceRequest,
  externalComercialProposalUpdate,
  incidenceRequestDetails,
  incidenceRequests,
  serviceRequestDetails,
  serviceRequests,
} from './src/api/generated/requests/requests';
import { downloadFile, searchFiles } from './src/api/generated/search/search';
import { getCentersTree, getClientCifs } from './src/api/generated/structure/structure';
import {
  deleteTicketsBanner,
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
  adminGridParams,
  bannerColumns,
  bannerForm,
  clientConfigForm,
  logGrid,
  permissionsForm,
  proposalColumns,
  serviceTypeForm,
} from './src/screens/adminParts';
import {
  contactForm,
  externalProposalForm,
  incidenceForm,
  proposalForm,
  serviceRequestForm,
} from './src/screens/clientForms';
import { reportsBody, reportsRegeneraBody } from './src/screens/config/reports';
import { usageStatisticsBody } from './src/screens/config/usageStatistics';
import {
  defineDocumentTypes,
  defineFileBrowser,
  defineForm,
  defineGrid,
  defineHome,
  defineKpis,
  defineScreen,
  defineScreens,
  defineSections,
  defineTabs,
  defineTruckMap,
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
  query: ticketsGrid,
  rowKey: 'idTicket',
  request: { body: gridRequestBody },
  filters: ['year', 'dateRange'],
  columnsConfig: getConfigClientsServicesColumns,
  columns: [
    { key: 'referencia', header: 'Referencia' },
    { key: 'estado', header: 'Estado', cell: 'estadoChip' },
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
  detail: { query: ticketsGridDetails, param: 'idTicket', rowKey: 'idTicket' },
  export: { call: exportTickets, filename: 'servicios.xlsx' },
  send: { call: sendTickets },
  sendSelected: { call: sendTicketsByIds, idsField: 'idTickets', rowKey: 'idTicket' },
});

/**
 * The document types of spec 3 and their list, export and send operations. A type left out, or an
 * operation left out of a type (weight tickets have no send), simply is not offered: no tab, no
 * button, no call.
 */
export const documentTypes = defineDocumentTypes({
  Factura: {
    label: 'Facturas',
    grid: defineGrid({
      query: getFacturas,
      rowKey: 'idFactura',
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
      export: { call: exportFacturas, filename: 'facturas.xlsx' },
      send: { call: sendFacturas },
    }),
  },
  FacturaProforma: {
    label: 'Facturas pro forma',
    grid: defineGrid({
      query: getFacturasProforma,
      rowKey: 'idFactura',
      request: { body: gridRequestBody },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        { key: 'numero', header: 'Número' },
        { key: 'fecha', header: 'Fecha', cell: 'date' },
        { key: 'estado', header: 'Estado', cell: 'estadoChip' },
        { key: 'importe', header: 'Importe', cell: 'currency' },
        { key: 'concepto', header: 'Concepto' },
        { key: 'centro', header: 'Centro' },
        { key: 'motivoRechazo', header: 'Motivo del rechazo' },
        { key: 'fechaRespuesta', header: 'Respuesta', cell: 'date' },
      ],
      export: { call: exportFacturasProforma, filename: 'facturas-proforma.xlsx' },
      send: { call: sendFacturasProforma },
      rowActions: [
        rowAction(updateFieldsFacturaProforma, {
          label: 'Cambiar estado',
          param: 'idFactura',
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
      export: { call: exportAlbaranes, filename: 'albaranes.xlsx' },
      send: { call: sendAlbaranes },
    }),
  },
  TicketDePeso: {
    label: 'Tickets de peso',
    grid: defineGrid({
      query: weightTicketsGrid,
      rowKey: 'codigoTicket',
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
      detail: { query: weightTicketsDetail, param: 'codigoTicket', rowKey: 'codigoTicket' },
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
    urlParams: ['type', 'queryText'],
    // Normal clients also narrow by center (the digitalized lookup has none).
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
  }),

  servicesRegenera: defineScreen({
    path: '/services-regenera',
    title: 'Servicios',
    audience: ['regenera'],
    nav: { label: 'Servicios', order: 10 },
    urlParams: ['type', 'queryText'],
    body: defineGrid({
      query: regeneraTicketsGrid,
      rowKey: 'idTicket',
      request: { body: gridRequestBody, fixed: { regenera: true } },
      filters: ['year', 'center', 'dateRange'],
      columns: [
        { key: 'referencia', header: 'Referencia' },
        { key: 'estado', header: 'Estado', cell: 'estadoChip' },
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
      detail: { query: regeneraTicketsGridDetails, param: 'idTicket', rowKey: 'idTicket' },
      export: { call: regeneraExportTickets, filename: 'servicios-regenera.xlsx' },
    }),
  }),

  contacts: defineScreen({
    path: '/contacts',
    title: 'Contactos',
    audience: ['client'],
    nav: { label: 'Contactos', order: 20 },
    urlParams: ['type', 'queryText'],
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
        rowAction(deleteContact, {
          label: 'Eliminar',
          param: 'id',
          rowKey: 'id',
          confirm: '¿Eliminar el contacto? Esta acción no se puede deshacer.',
          done: 'Contacto eliminado',
          tone: 'danger',
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
    // The client's folder (the document groups of spec 3 are its first level), then one list per
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
    body: defineTabs([
      {
        id: 'propuestas',
        label: 'Propuestas comerciales',
        body: defineGrid({
          query: comercialProposals,
          rowKey: 'id',
          request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
          columns: [
            { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
            { key: 'estado', header: 'Estado', cell: 'estadoChip' },
            { key: 'empresa', header: 'Empresa' },
            { key: 'contacto', header: 'Contacto' },
            { key: 'tipoResiduo', header: 'Tipo de residuo' },
            { key: 'provincia', header: 'Provincia' },
            { key: 'center', header: 'Centro' },
          ],
          detail: { query: comercialProposalDetails, param: 'id', rowKey: 'id' },
          create: { label: 'Nueva propuesta', form: proposalForm },
          rowActions: [
            rowAction(deleteComercialProposal, {
              label: 'Eliminar',
              param: 'id',
              rowKey: 'id',
              confirm: '¿Eliminar la propuesta comercial? Esta acción no se puede deshacer.',
              done: 'Propuesta eliminada',
              tone: 'danger',
            }),
          ],
        }),
      },
      {
        id: 'incidencias',
        label: 'Solicitudes de incidencia',
        body: defineGrid({
          query: incidenceRequests,
          rowKey: 'id',
          request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
          columns: [
            { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
            { key: 'estado', header: 'Estado', cell: 'estadoChip' },
            { key: 'asunto', header: 'Asunto' },
            { key: 'referencia', header: 'Referencia' },
            { key: 'prioridad', header: 'Prioridad' },
            { key: 'center', header: 'Centro' },
            { key: 'solicitante', header: 'Solicitante' },
          ],
          detail: { query: incidenceRequestDetails, param: 'id', rowKey: 'id' },
          create: { label: 'Nueva incidencia', form: incidenceForm, gate: 'raiseIncidence' },
          rowActions: [
            rowAction(deleteIncidenceRequest, {
              label: 'Eliminar',
              param: 'id',
              rowKey: 'id',
              confirm: '¿Eliminar la solicitud de incidencia? Esta acción no se puede deshacer.',
              done: 'Incidencia eliminada',
              tone: 'danger',
            }),
          ],
        }),
      },
      {
        id: 'servicios',
        label: 'Solicitudes de servicio',
        body: defineGrid({
          query: serviceRequests,
          rowKey: 'id',
          request: { params: { clientName: 'clientName', columnFilters: 'filters' } },
          columns: [
            { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
            { key: 'estado', header: 'Estado', cell: 'estadoChip' },
            { key: 'tipoServicio', header: 'Tipo de servicio' },
            { key: 'residuo', header: 'Residuo' },
            { key: 'fechaDeseada', header: 'Fecha deseada', cell: 'date' },
            { key: 'cantidad', header: 'Cantidad', cell: 'number' },
            { key: 'unidad', header: 'Unidad' },
            { key: 'solicitante', header: 'Solicitante' },
          ],
          detail: { query: serviceRequestDetails, param: 'id', rowKey: 'id' },
          create: {
            label: 'Nueva solicitud de servicio',
            form: serviceRequestForm,
            gate: 'raiseServiceRequest',
          },
          rowActions: [
            rowAction(deleteServiceRequest, {
              label: 'Eliminar',
              param: 'id',
              rowKey: 'id',
              confirm: '¿Eliminar la solicitud de servicio? Esta acción no se puede deshacer.',
              done: 'Solicitud eliminada',
              tone: 'danger',
            }),
          ],
        }),
      },
    ]),
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
          text: 'referencia',
          dateRange: 'betweenDates',
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
      columns: [
        { key: 'referencia', header: 'Referencia', sortable: false, filterable: false },
        { key: 'estado', header: 'Estado', cell: 'estadoChip', sortable: false },
        { key: 'direccionServicio', header: 'Dirección de servicio', sortable: false, filterable: false },
        { key: 'fechaRecogida', header: 'Recogida', cell: 'date', sortable: false },
        { key: 'fechaEntradaPlanta', header: 'Entrada en planta', cell: 'date', sortable: false },
        { key: 'fechaCertificado', header: 'Certificado', cell: 'date', sortable: false },
        { key: 'litros', header: 'Litros', cell: 'quantity', sortable: false },
        { key: 'kilos', header: 'Kilos', cell: 'quantity', sortable: false },
        { key: 'lote', header: 'Lote', sortable: false, filterable: false },
        { key: 'destino', header: 'Destino', sortable: false, filterable: false },
        { key: 'reabierta', header: 'Reabierta', cell: 'boolean', sortable: false },
      ],
      rowActions: [
        rowAction(regeneraReopenTrazabilidadReference, {
          label: 'Reabrir',
          param: 'referencia',
          rowKey: 'referencia',
          confirm:
            'La referencia volverá a estar en planta y perderá su fecha de certificado. ¿Desea reabrirla?',
          done: 'Referencia reabierta.',
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
    // Lists are admin grids (server paging, `skip`/`take`); forms are generated from the contract's
    // input schemas (Spanish titles there; labels here only where the admin needs another word).
    body: defineTabs([
      {
        id: 'clientes',
        label: 'Clientes',
        body: defineSections([
          {
            label: 'Clientes',
            body: defineGrid({
              query: adminClients,
              rowKey: 'clientId',
              request: { params: adminGridParams },
              columns: [
                { key: 'clientId', header: 'Nº', cell: 'number' },
                { key: 'client', header: 'Cliente' },
                { key: 'cif', header: 'CIF principal' },
                { key: 'regenera', header: 'Regenera', cell: 'boolean', filterable: false },
                { key: 'digitalized', header: 'Digitalizado', cell: 'boolean', filterable: false },
              ],
              create: {
                label: 'Nuevo cliente',
                form: defineForm({
                  submit: adminCreateClient,
                  schema: 'ClienteInput',
                  submitLabel: 'Crear cliente',
                  done: 'Cliente creado.',
                }),
              },
              edit: {
                label: 'Modificar',
                form: defineForm({
                  submit: adminUpdateClient,
                  schema: 'ClienteUpdateInput',
                  ui: { clientId: { widget: 'hidden' } },
                  submitLabel: 'Guardar cliente',
                  done: 'Cliente modificado.',
                }),
              },
              rowActions: [
                rowAction(adminDeleteClient, {
                  label: 'Eliminar',
                  param: 'clientId',
                  rowKey: 'clientId',
                  confirm: '¿Eliminar el cliente con sus centros, direcciones de servicio y permisos?',
                  done: 'Cliente eliminado.',
                  tone: 'danger',
                }),
              ],
            }),
          },
          {
            label: 'NIF de un cliente',
            body: defineForm({
              submit: adminClientNif,
              schema: 'AdminClienteNifInput',
              ui: { id: { help: 'Vacío para añadir un NIF; el número de registro para modificarlo.' } },
              order: ['clientId', 'nif', 'razonSocial', 'principal', 'id'],
              submitLabel: 'Guardar NIF',
              done: 'NIF guardado.',
            }),
          },
          {
            label: 'CIF del cliente seleccionado',
            body: defineGrid({
              query: getClientCifs,
              rowKey: 'idNif',
              request: { params: { clientId: 'clientId' } },
              columns: [
                { key: 'idNif', header: 'Registro', cell: 'number' },
                { key: 'cif', header: 'CIF' },
                { key: 'razonSocial', header: 'Razón social' },
                { key: 'principal', header: 'Principal', cell: 'boolean' },
              ],
              rowActions: [
                rowAction(adminDeleteClientNif, {
                  label: 'Eliminar',
                  param: 'id',
                  rowKey: 'idNif',
                  confirm: '¿Eliminar este NIF del cliente?',
                  done: 'NIF eliminado.',
                  tone: 'danger',
                }),
              ],
            }),
          },
        ]),
      },
      {
        id: 'centros',
        label: 'Centros',
        body: defineSections([
          {
            label: 'Nuevo centro',
            body: defineForm({
              submit: adminCreateCenter,
              schema: 'AdminCentroInput',
              ui: { clientId: { widget: 'client' }, parentId: { widget: 'center' } },
              submitLabel: 'Crear centro',
              done: 'Centro creado.',
            }),
          },
          {
            label: 'Árbol de centros del cliente seleccionado',
            body: defineGrid({
              query: getCentersTree,
              rowKey: 'centerId',
              request: { params: { clientName: 'client' } },
              columns: [
                { key: 'centerId', header: 'Nº', cell: 'number' },
                { key: 'nombre', header: 'Centro' },
                { key: 'nivel', header: 'Nivel', cell: 'number' },
                { key: 'parentId', header: 'Centro padre', cell: 'number' },
                { key: 'localidad', header: 'Localidad' },
                { key: 'provincia', header: 'Provincia' },
              ],
              rowActions: [
                rowAction(adminDeleteCenter, {
                  label: 'Eliminar',
                  param: 'centerId',
                  rowKey: 'centerId',
                  confirm:
                    '¿Eliminar el centro? Debe estar vacío (sin centros hijos ni direcciones de servicio).',
                  done: 'Centro eliminado.',
                  tone: 'danger',
                }),
              ],
            }),
          },
        ]),
      },
      {
        id: 'direcciones',
        label: 'Direcciones de servicio',
        body: defineGrid({
          query: adminServiceDirections,
          rowKey: 'iddireccionservicio',
          request: { params: adminGridParams },
          columns: [
            { key: 'iddireccionservicio', header: 'Nº', cell: 'number' },
            { key: 'nombre', header: 'Dirección de servicio' },
            { key: 'direccion', header: 'Dirección' },
            { key: 'localidad', header: 'Localidad' },
            { key: 'provincia', header: 'Provincia' },
            { key: 'clientId', header: 'Cliente', cell: 'number' },
            { key: 'centerId', header: 'Centro', cell: 'number' },
          ],
          edit: {
            label: 'Cambiar de centro',
            form: defineForm({
              submit: adminUpdateServiceDirections,
              schema: 'AdminUpdateServiceDirectionsParams',
              ui: {
                iddireccionservicio: { widget: 'hidden' },
                centerId: { label: 'Centro', widget: 'center' },
              },
              submitLabel: 'Cambiar de centro',
              done: 'Dirección de servicio asignada al centro.',
            }),
          },
        }),
      },
      {
        id: 'usuarios',
        label: 'Usuarios',
        body: defineSections([
          {
            label: 'Usuarios',
            body: defineGrid({
              query: getUsersB2C,
              rowKey: 'oid',
              request: {
                params: {
                  offset: 'skip',
                  limit: 'take',
                  text: 'filterText',
                  sortDirection: 'orderBy',
                  sortField: 'orderByField',
                },
              },
              columns: [
                { key: 'email', header: 'Correo electrónico' },
                { key: 'givenName', header: 'Nombre' },
                { key: 'familyName', header: 'Apellidos' },
                { key: 'empresa', header: 'Empresa' },
                { key: 'role', header: 'Rol', cell: 'number' },
                { key: 'activo', header: 'Activo', cell: 'boolean' },
                { key: 'ultimoAcceso', header: 'Último acceso', cell: 'dateTime' },
              ],
              create: {
                label: 'Nuevo usuario',
                form: defineForm({
                  submit: createUserB2C,
                  schema: 'AdminUsuarioAltaInput',
                  ui: { password: { widget: 'password' } },
                  submitLabel: 'Crear usuario',
                  done: 'Usuario creado; ya puede iniciar sesión con la contraseña inicial.',
                }),
              },
              edit: {
                label: 'Modificar',
                form: defineForm({
                  submit: updateUser,
                  schema: 'AdminUsuarioUpdateInput',
                  ui: { oid: { widget: 'hidden' } },
                  submitLabel: 'Guardar usuario',
                  done: 'Usuario modificado.',
                }),
              },
              rowActions: [
                rowAction(deleteUser, {
                  label: 'Eliminar',
                  param: 'oid',
                  rowKey: 'oid',
                  confirm: '¿Eliminar el usuario con todos sus permisos?',
                  done: 'Usuario eliminado.',
                  tone: 'danger',
                }),
              ],
            }),
          },
          {
            label: 'Registrar un usuario existente del proveedor de identidad',
            body: defineForm({
              submit: registerUserB2C,
              schema: 'AdminUsuarioRegistroInput',
              submitLabel: 'Registrar usuario',
              done: 'Usuario registrado en el portal.',
            }),
          },
        ]),
      },
      {
        id: 'permisos',
        label: 'Permisos',
        body: defineSections([
          {
            label: 'Permisos por usuario y cliente',
            body: defineGrid({
              query: adminPermisions,
              rowKey: 'oid',
              request: { body: { offset: 'skip', limit: 'take', text: 'filterText' } },
              columns: [
                { key: 'email', header: 'Usuario' },
                { key: 'nombre', header: 'Nombre' },
                { key: 'client', header: 'Cliente' },
                { key: 'digitalized', header: 'Digitalizado', cell: 'boolean' },
              ],
              detail: { query: adminUserPermisions, param: 'userOID', rowKey: 'oid' },
              create: {
                label: 'Conceder permisos',
                form: permissionsForm(adminInsertPermisions, 'Conceder'),
              },
              rowActions: [
                rowAction(adminDeletePermisions, {
                  label: 'Quitar todos sus permisos',
                  param: 'oid',
                  rowKey: 'oid',
                  confirm: '¿Quitar al usuario todos sus permisos, normales y digitalizados?',
                  done: 'Permisos quitados.',
                  tone: 'danger',
                }),
              ],
            }),
          },
          {
            label: 'Sustituir los permisos de un usuario',
            body: permissionsForm(adminUpdatePermisions, 'Sustituir'),
          },
          {
            label: 'Quitar un acceso a centro',
            body: defineForm({
              submit: adminPermisionsCenterAcces,
              schema: 'AdminPermisionsCenterAccesParams',
              ui: {
                id: { label: 'Registro de acceso', help: 'El número de registro que muestra el detalle.' },
              },
              submitLabel: 'Quitar acceso',
              confirm: '¿Quitar este acceso a centro?',
              done: 'Acceso quitado.',
            }),
          },
          {
            label: 'Quitar un acceso a centro (digitalizado)',
            body: defineForm({
              submit: adminPermisionsCenterAccesDigitalized,
              schema: 'AdminPermisionsCenterAccesDigitalizedParams',
              ui: {
                id: { label: 'Registro de acceso', help: 'El número de registro que muestra el detalle.' },
              },
              submitLabel: 'Quitar acceso',
              confirm: '¿Quitar este acceso a centro digitalizado?',
              done: 'Acceso quitado.',
            }),
          },
          {
            label: 'Pueden abrir solicitudes de incidencia',
            body: defineGrid({
              query: adminGetIncidenceRequestPermisions,
              rowKey: 'oid',
              request: { params: {} },
              columns: [
                { key: 'email', header: 'Usuario' },
                { key: 'nombre', header: 'Nombre' },
              ],
              create: {
                label: 'Autorizar usuario',
                form: defineForm({
                  submit: adminInsertIdenceRequestPermision,
                  schema: 'AdminInsertIdenceRequestPermisionParams',
                  ui: { oid: { label: 'Usuario', widget: 'user' } },
                  submitLabel: 'Autorizar',
                  done: 'Usuario autorizado a abrir solicitudes de incidencia.',
                }),
              },
              rowActions: [
                rowAction(adminDeleteIdenceRequestPermision, {
                  label: 'Quitar',
                  param: 'oid',
                  rowKey: 'oid',
                  confirm: '¿Quitar a este usuario el permiso de abrir solicitudes de incidencia?',
                  done: 'Permiso quitado.',
                  tone: 'danger',
                }),
              ],
            }),
          },
          {
            label: 'Pueden abrir solicitudes de servicio',
            body: defineGrid({
              query: adminGetServiceRequestPermisions,
              rowKey: 'oid',
              request: { params: {} },
              columns: [
                { key: 'email', header: 'Usuario' },
                { key: 'nombre', header: 'Nombre' },
              ],
              create: {
                label: 'Autorizar usuario',
                form: defineForm({
                  submit: adminInsertServiceRequestPermision,
                  schema: 'AdminInsertServiceRequestPermisionParams',
                  ui: { oid: { label: 'Usuario', widget: 'user' } },
                  submitLabel: 'Autorizar',
                  done: 'Usuario autorizado a abrir solicitudes de servicio.',
                }),
              },
              rowActions: [
                rowAction(adminDeleteServiceRequestPermision, {
                  label: 'Quitar',
                  param: 'oid',
                  rowKey: 'oid',
                  confirm: '¿Quitar a este usuario el permiso de abrir solicitudes de servicio?',
                  done: 'Permiso quitado.',
                  tone: 'danger',
                }),
              ],
            }),
          },
        ]),
      },
      {
        id: 'menus',
        label: 'Menús',
        body: defineSections([
          {
            label: 'Menú superior de un cliente',
            body: defineForm({
              submit: clienteMenu,
              schema: 'ClienteMenuInput',
              ui: {
                id: { widget: 'hidden' },
                cliente: { label: 'Cliente', widget: 'clientName' },
                menuEntries: { label: 'Entradas del menú', help: 'Ninguna marcada: el menú por defecto.' },
              },
              submitLabel: 'Guardar menú',
              done: 'Menú del cliente guardado.',
            }),
          },
          {
            label: 'Informes de un cliente',
            body: defineForm({
              submit: clienteMenuReports,
              schema: 'ClienteMenuReportsInput',
              ui: {
                id: { widget: 'hidden' },
                cliente: { label: 'Cliente', widget: 'clientName' },
                menuEntries: { label: 'Informes', help: 'Ninguno marcado: todos los informes.' },
              },
              submitLabel: 'Guardar informes',
              done: 'Informes del cliente guardados.',
            }),
          },
        ]),
      },
      {
        id: 'banners',
        label: 'Banners',
        body: defineSections([
          {
            label: 'Banner de inicio',
            body: defineGrid({
              query: homeBanner,
              rowKey: 'id',
              request: { params: {} },
              columns: bannerColumns,
              create: { label: 'Nuevo banner de inicio', form: bannerForm(adminHomeBanner) },
              edit: { label: 'Modificar', form: bannerForm(adminHomeBanner) },
            }),
          },
          {
            label: 'Banner de servicios',
            body: defineGrid({
              query: ticketsBanner,
              rowKey: 'id',
              request: { params: {} },
              columns: bannerColumns,
              create: { label: 'Nuevo banner de servicios', form: bannerForm(adminTicketsBanner) },
              edit: { label: 'Modificar', form: bannerForm(adminTicketsBanner) },
              rowActions: [
                rowAction(deleteTicketsBanner, {
                  label: 'Eliminar',
                  param: 'id',
                  rowKey: 'id',
                  confirm: '¿Eliminar este banner?',
                  done: 'Banner eliminado.',
                  tone: 'danger',
                }),
              ],
            }),
          },
        ]),
      },
      {
        id: 'configuracion',
        label: 'Configuración de cliente',
        body: defineSections([
          {
            label: 'KPI de inicio',
            body: clientConfigForm(
              configClientsHomeKpis,
              'serviciosAnio, kilosAnio, importeAnio, serviciosPendientes, facturasPendientes, co2Evitado',
            ),
          },
          {
            label: 'KPI de servicios',
            body: clientConfigForm(
              configClientsServiceKpis,
              'serviciosTotales, programados, ejecutados, facturados, kilosTotales, importeTotal',
            ),
          },
          {
            label: 'Columnas de servicios',
            body: clientConfigForm(
              configClientsServicesColumns,
              'referencia, estado, fecha, centro, direccionServicio, tipoServicio, residuo, codigoLER, cantidad, unidad, importe, numeroFactura, matricula',
            ),
          },
          {
            label: 'Acciones',
            body: clientConfigForm(
              configClientsActions,
              'comercialProposal, incidenceRequest, serviceRequest',
            ),
          },
        ]),
      },
      {
        id: 'tipos',
        label: 'Tipos de servicio',
        body: defineGrid({
          query: adminTypeOfService,
          rowKey: 'id',
          request: { params: { offset: 'skip', limit: 'take', text: 'filterText' } },
          columns: [
            { key: 'id', header: 'Nº', cell: 'number' },
            { key: 'descripcion', header: 'Descripción' },
            { key: 'idTipoFactura', header: 'Tipo de factura (nº)', cell: 'number' },
            { key: 'tipoFactura1', header: 'Tipo de factura' },
          ],
          create: { label: 'Nuevo tipo de servicio', form: serviceTypeForm },
          edit: { label: 'Modificar', form: serviceTypeForm },
        }),
      },
      {
        id: 'solicitudes',
        label: 'Solicitudes',
        body: defineSections([
          {
            label: 'Solicitudes de incidencia',
            body: defineGrid({
              query: adminIncidenceRequest,
              rowKey: 'id',
              request: { params: { ...adminGridParams, center: 'center' } },
              columns: [
                { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
                { key: 'estado', header: 'Estado', cell: 'estadoChip' },
                { key: 'clientName', header: 'Cliente' },
                { key: 'center', header: 'Centro' },
                { key: 'asunto', header: 'Asunto' },
                { key: 'prioridad', header: 'Prioridad' },
                { key: 'solicitante', header: 'Solicitante' },
              ],
              detail: { query: incidenceRequestDetails, param: 'id', rowKey: 'id' },
            }),
          },
          {
            label: 'Propuestas comerciales',
            body: defineGrid({
              query: adminComercialProposals,
              rowKey: 'id',
              request: { params: { ...adminGridParams, center: 'center' } },
              columns: proposalColumns,
              detail: { query: comercialProposalDetails, param: 'id', rowKey: 'id' },
            }),
          },
          {
            label: 'Solicitudes de servicio',
            body: defineGrid({
              query: adminServiceRequest,
              rowKey: 'id',
              request: { params: { ...adminGridParams, center: 'center' } },
              columns: [
                { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
                { key: 'estado', header: 'Estado', cell: 'estadoChip' },
                { key: 'clientName', header: 'Cliente' },
                { key: 'center', header: 'Centro' },
                { key: 'tipoServicio', header: 'Tipo de servicio' },
                { key: 'residuo', header: 'Residuo' },
                { key: 'fechaDeseada', header: 'Fecha deseada', cell: 'date' },
                { key: 'cantidad', header: 'Cantidad', cell: 'number' },
              ],
              detail: { query: serviceRequestDetails, param: 'id', rowKey: 'id' },
            }),
          },
          {
            label: 'Propuestas comerciales externas (formulario público)',
            body: defineGrid({
              query: comercialProposalsExternal,
              rowKey: 'id',
              request: {
                params: {
                  offset: 'position',
                  limit: 'take',
                  sortDirection: 'orderBy',
                  sortField: 'orderByField',
                  columnFilters: 'filters',
                },
              },
              columns: proposalColumns,
              detail: { query: comercialProposalDetailsExternal, param: 'id', rowKey: 'id' },
              edit: {
                label: 'Cambiar estado',
                form: defineForm({
                  submit: externalComercialProposalUpdate,
                  schema: 'PropuestaComercialExternaUpdateInput',
                  ui: { id: { widget: 'hidden' }, notasInternas: { widget: 'textarea' } },
                  submitLabel: 'Guardar',
                  done: 'Propuesta actualizada.',
                }),
              },
              rowActions: [
                rowAction(deleteComercialProposalExternal, {
                  label: 'Eliminar',
                  param: 'id',
                  rowKey: 'id',
                  confirm: '¿Eliminar esta propuesta comercial externa?',
                  done: 'Propuesta eliminada.',
                  tone: 'danger',
                }),
              ],
            }),
          },
        ]),
      },
      {
        id: 'logs',
        label: 'Logs',
        body: defineSections([
          { label: 'Altas de clientes', body: logGrid(adminLogsClientCreation) },
          { label: 'Acciones de administración', body: logGrid(adminLogs) },
        ]),
      },
      {
        id: 'estadisticas',
        label: 'Estadísticas de uso',
        body: usageStatisticsBody,
      },
    ]),
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
    urlParams: ['type', 'queryText'],
    // The global search's 'Documentación' in full: the same operation, paged; each row downloads.
    body: defineGrid({
      query: searchFiles,
      rowKey: 'filePath',
      request: { params: { offset: 'skip', limit: 'take', text: 'text' }, requires: ['text'] },
      columns: [
        { key: 'nombre', header: 'Nombre', sortable: false, filterable: false },
        {
          key: 'documentType',
          header: 'Tipo de documento',
          cell: 'documentCategory',
          sortable: false,
          filterable: false,
        },
        { key: 'fecha', header: 'Fecha', cell: 'date', sortable: false },
        { key: 'filePath', header: 'Ruta', sortable: false, filterable: false },
      ],
      rowActions: [
        rowAction(downloadFile, {
          label: 'Descargar',
          param: 'filename',
          rowKey: 'filePath',
          done: 'Documento descargado.',
        }),
      ],
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
