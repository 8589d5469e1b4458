/** The client's home and services (/, /services, /digitalized/dservices in screens.config.ts). */
import * as clientConfig from '../api/generated/client-config/client-config';
import * as documents from '../api/generated/documents/documents';
import * as requests from '../api/generated/requests/requests';
import * as tickets from '../api/generated/tickets/tickets';
import { defineGrid, defineHome, defineKpis, defineTabs, detailForm, detailLink } from '../language';
import { openRequests } from './actions';
import { incidenceForm } from './clientForms';
import { overdueInvoices, pendingProformas, unpaidInvoices } from './documents';
import { servicesReportBody } from './reports';

const scheduled = {
  id: 'programados',
  label: 'Programados',
  field: 'estado',
  values: ['programado'],
} as const;
const executed = { id: 'ejecutados', label: 'Ejecutados', field: 'estado', values: ['ejecutado'] } as const;
const invoiced = { id: 'facturados', label: 'Facturados', field: 'estado', values: ['facturado'] } as const;

/** Every service of the year (the KPI card's, or the chosen one), and those of one state. */
const services = { list: tickets.ticketsGrid };
const servicesIn = (quickFilter: typeof scheduled | typeof executed | typeof invoiced) => ({
  list: tickets.ticketsGrid,
  quickFilter,
});

export const homeBody = defineHome({
  // Which KPIs, in which order: the client's home KPI configuration, applied by the server.
  kpis: defineKpis({
    call: tickets.homeKpis,
    links: {
      serviciosAnio: services,
      kilosAnio: services,
      importeAnio: services,
      serviciosPendientes: servicesIn(scheduled),
      facturasPendientes: { list: documents.getFacturas, quickFilter: unpaidInvoices },
      co2Evitado: services,
    },
  }),
  attention: {
    call: tickets.homeAttention,
    links: {
      facturasVencidas: { list: documents.getFacturas, quickFilter: overdueInvoices },
      facturasPendientes: { list: documents.getFacturas, quickFilter: unpaidInvoices },
      proformasPendientes: { list: documents.getFacturasProforma, quickFilter: pendingProformas },
      incidenciasAbiertas: { list: requests.incidenceRequests, quickFilter: openRequests },
      solicitudesAbiertas: { list: requests.serviceRequests, quickFilter: openRequests },
    },
  },
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
  // What a client reads first on a phone's card: the service's state and day, then what, how much and its cost.
  keyFields: ['estado', 'fecha', 'residuo', 'cantidad', 'unidad', 'importe'],
  quickFilters: [scheduled, executed, invoiced],
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
    // Its documents open from its detail (and each of them leads back here).
    links: [
      detailLink('numeroFactura', documents.getFacturas),
      detailLink('numeroAlbaran', documents.getAlbaranes),
      detailLink('codigoTicket', documents.weightTicketsGrid),
      detailLink('numeroDI', documents.getDIs),
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
        links: {
          serviciosTotales: services,
          programados: servicesIn(scheduled),
          ejecutados: servicesIn(executed),
          facturados: servicesIn(invoiced),
          kilosTotales: services,
          importeTotal: services,
        },
      }),
    },
  },
  { id: 'informe', label: 'Informe de servicios', body: servicesReportBody },
]);
