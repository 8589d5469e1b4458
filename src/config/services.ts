/** The client's home and services (/, /services, /digitalized/dservices in screens.config.ts). */
import * as clientConfig from '../api/generated/client-config/client-config';
import * as tickets from '../api/generated/tickets/tickets';
import { defineGrid, defineHome, defineKpis, defineTabs, detailForm } from '../language';
import { incidenceForm } from './clientForms';
import { servicesReportBody } from './reports';

export const homeBody = defineHome({
  // Which KPIs, in which order: the client's home KPI configuration, applied by the server.
  kpis: defineKpis({
    call: tickets.homeKpis,
  }),
  banners: [
    { call: tickets.homeBanner, title: 'Avisos' },
    { call: tickets.ticketsBanner, title: 'Avisos sobre servicios' },
  ],
});

/** The services grid, shared by normal and digitalized clients (their service directions differ). */
export const servicesGrid = defineGrid({
  query: tickets.ticketsGrid,
  // The client's column configuration may put another column first.
  rowLabel: 'referencia',
  keyFields: ['estado', 'fecha', 'centro'],
  quickFilters: [
    { id: 'programados', label: 'Programados', field: 'estado', values: ['programado'] },
    { id: 'ejecutados', label: 'Ejecutados', field: 'estado', values: ['ejecutado'] },
    { id: 'facturados', label: 'Facturados', field: 'estado', values: ['facturado'] },
  ],
  columnsConfig: clientConfig.getConfigClientsServicesColumns,
  detail: {
    query: tickets.ticketsGridDetails,
    forms: [
      detailForm(incidenceForm, {
        label: 'Abrir incidencia',
        gate: 'raiseIncidence',
        prefill: { referencia: 'referencia' },
      }),
    ],
  },
  // Its albarán, DI and weight ticket, which the service's detail lists.
  documents: { fromDetail: 'documentos' },
  export: tickets.exportTickets,
  send: tickets.sendTickets,
  sendSelected: { call: tickets.sendTicketsByIds, idsField: 'idTickets' },
});

/**
 * The list (by year, center and dates, as its operation takes them) with the client's service KPIs
 * (its configuration, applied by the server; year and center from the URL), and the services report.
 */
export const servicesBody = defineTabs([
  {
    id: 'listado',
    label: 'Listado',
    body: {
      ...servicesGrid,
      kpis: defineKpis({
        call: tickets.kpis,
      }),
    },
  },
  { id: 'informe', label: 'Informe de servicios', body: servicesReportBody },
]);
