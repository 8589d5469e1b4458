/**
 * The table of contents of Portal Clientes: every screen, who sees it, what it calls.
 *
 * The router, the navigation and the access checks read this file only. A screen binds generated
 * fetchers from src/api/generated (never hooks: their overloads defeat inference), so a wrong column
 * key or request field fails `tsc`. Screens marked `pending` render a placeholder naming the issue
 * that builds them. README "Adding a screen" shows how to add one.
 */

import {
  exportTickets,
  sendTickets,
  sendTicketsByIds,
  ticketsGrid,
  ticketsGridDetails,
} from './src/api/generated/tickets/tickets';
import { defineGrid, defineScreen, defineScreens, page, pending } from './src/screens/define';

export const screens = defineScreens({
  home: defineScreen({
    path: '/',
    title: 'Inicio',
    // Digitalized clients land on /digitalized/dservices, but the root stays theirs too.
    audience: ['client', 'digitalized'],
    body: pending('KPI de inicio, banner de inicio y banner de servicios del cliente.', 7),
  }),

  services: defineScreen({
    path: '/services',
    title: 'Servicios',
    audience: ['client'],
    nav: { label: 'Servicios', order: 10, hiddenFor: ['regenera'] },
    urlParams: ['type', 'queryText'],
    body: defineGrid({
      query: ticketsGrid,
      rowKey: 'idTicket',
      request: {
        body: {
          offset: 'position',
          limit: 'take',
          sortDirection: 'orderBy',
          sortField: 'orderByField',
          text: 'filterText',
          columnFilters: 'filters',
          dateRange: 'betweenDates',
          year: 'year',
          serviceDirections: 'idDireccionesServicio',
        },
      },
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
        { key: 'importe', header: 'Importe', cell: 'currency' },
        { key: 'numeroFactura', header: 'Nº factura' },
      ],
      detail: { query: ticketsGridDetails, param: 'idTicket', rowKey: 'idTicket' },
      export: { call: exportTickets, filename: 'servicios.xlsx' },
      send: { call: sendTickets },
      sendSelected: { call: sendTicketsByIds, idsField: 'idTickets', rowKey: 'idTicket' },
    }),
  }),

  servicesRegenera: defineScreen({
    path: '/services-regenera',
    title: 'Servicios',
    audience: ['regenera'],
    nav: { label: 'Servicios', order: 10 },
    urlParams: ['type', 'queryText'],
    body: pending('Servicios de recogida de aceite con litros, kilos y certificados.', 7),
  }),

  contacts: defineScreen({
    path: '/contacts',
    title: 'Contactos',
    audience: ['client'],
    nav: { label: 'Contactos', order: 20 },
    urlParams: ['type', 'queryText'],
    body: pending('Contactos del cliente: listado, filtro, alta y baja; gestor del centro.', 7),
  }),

  reports: defineScreen({
    path: '/reports',
    title: 'Informes',
    audience: ['client'],
    nav: { label: 'Informes', order: 30, hiddenFor: ['regenera'] },
    body: pending('Los nueve informes de residuos, servicios, costes e ingresos en gráficos.', 6),
  }),

  reportsRegenera: defineScreen({
    path: '/reports-regenera',
    title: 'Informes',
    audience: ['regenera'],
    nav: { label: 'Informes', order: 30 },
    body: pending('Los informes del cliente Regenera en gráficos.', 6),
  }),

  files: defineScreen({
    path: '/files',
    title: 'Archivos',
    audience: ['client'],
    nav: { label: 'Archivos', order: 40 },
    body: pending('Carpetas y documentos: subida, descarga, envío y búsqueda por etiquetas.', 7),
  }),

  actions: defineScreen({
    path: '/actions',
    title: 'Acciones',
    audience: ['client'],
    nav: { label: 'Acciones', order: 50 },
    body: pending('Propuestas comerciales, solicitudes de incidencia y de servicio.', 7),
  }),

  traceability: defineScreen({
    path: '/traceability',
    title: 'Trazabilidad',
    audience: ['regenera'],
    nav: { label: 'Trazabilidad', order: 60 },
    body: pending('Trazabilidad de las recogidas por fecha y referencia; reapertura de referencias.', 6),
  }),

  geolocation: defineScreen({
    path: '/geolocation',
    title: 'Geolocalización',
    audience: ['regenera'],
    nav: { label: 'Geolocalización', order: 70 },
    body: pending('Mapa con los camiones por matrícula y fechas, y las direcciones de servicio.', 6),
  }),

  adminDashboard: defineScreen({
    path: '/administration/admin-dashboard',
    title: 'Administración',
    audience: ['admin'],
    nav: { label: 'Administración', order: 0 },
    body: pending('Clientes, centros, usuarios, permisos, menús, banners, configuración y estadísticas.', 8),
  }),

  digitalizedServices: defineScreen({
    path: '/digitalized/dservices',
    title: 'Servicios',
    audience: ['digitalized'],
    nav: { label: 'Servicios', order: 10 },
    body: pending('Servicios del cliente digitalizado.', 7),
  }),

  digitalizedFiles: defineScreen({
    path: '/digitalized/dfiles',
    title: 'Archivos',
    audience: ['digitalized'],
    nav: { label: 'Archivos', order: 40 },
    body: pending('Archivos del cliente digitalizado.', 7),
  }),

  filesSearchResults: defineScreen({
    path: '/files-search-results',
    title: 'Resultados de la búsqueda',
    audience: ['client'],
    urlParams: ['type', 'queryText'],
    body: pending('Todos los documentos que coinciden con la búsqueda global.', 7),
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
    body: pending('Formulario público de propuesta comercial, sin iniciar sesión.', 7),
  }),
});

export type ScreenName = keyof typeof screens;
