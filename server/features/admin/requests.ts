/**
 * The administration's lists of every client's requests: incidence requests, commercial proposals
 * (internal and from the public form) and service requests. Filters combine with AND; newest first
 * by default.
 */
import { type AnyColumn, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { comercialProposals, incidenceRequests, serviceRequests } from '../../db/schema';
import { textFilter } from '../../lib/grid';
import { defineList, type ListPaging, type ListRequest, listPage } from '../../lib/list';
import { incidenceSelection, proposalSelection, serviceRequestSelection } from '../../lib/requestRows';

type EstadoSolicitud = 'opened' | 'inprocess' | 'closed' | 'indemand';

export interface RequestListRequest extends ListRequest, ListPaging {
  clientName?: string | undefined;
  center?: string | undefined;
  estado?: EstadoSolicitud | undefined;
}

/** The columns every request table has that the request filters read. */
interface RequestColumns {
  clientName: AnyColumn;
  center: AnyColumn;
  estado: AnyColumn;
}

/** The request filters every request list applies, on its table's columns. */
const requestFilters = (table: RequestColumns) => (_db: Database, request: RequestListRequest) => [
  // A proposal from the public form has no client: a clientName filter never matches it.
  textFilter([table.clientName], request.clientName),
  textFilter([table.center], request.center),
  request.estado ? eq(table.estado, request.estado) : undefined,
];

const newestFirst = { field: 'fecha', direction: 'desc' } as const;

const incidenceList = defineList({
  source: {
    rows: (db) => db.select(incidenceSelection).from(incidenceRequests),
    count: (db) => db.select({ total: count() }).from(incidenceRequests),
  },
  conditions: requestFilters(incidenceRequests),
  defaultOrder: newestFirst,
  tiebreaker: incidenceRequests.id,
  fields: incidenceSelection,
  textFields: [
    incidenceRequests.clientName,
    incidenceRequests.center,
    incidenceRequests.referencia,
    incidenceRequests.asunto,
    incidenceRequests.descripcion,
    incidenceRequests.solicitante,
  ],
});

const proposalList = defineList({
  source: {
    rows: (db) => db.select(proposalSelection).from(comercialProposals),
    count: (db) => db.select({ total: count() }).from(comercialProposals),
  },
  conditions: requestFilters(comercialProposals),
  defaultOrder: newestFirst,
  tiebreaker: comercialProposals.id,
  fields: proposalSelection,
  textFields: [
    comercialProposals.clientName,
    comercialProposals.center,
    comercialProposals.empresa,
    comercialProposals.cif,
    comercialProposals.contacto,
    comercialProposals.email,
    comercialProposals.provincia,
    comercialProposals.tipoResiduo,
    comercialProposals.descripcion,
  ],
});

const serviceRequestList = defineList({
  source: {
    rows: (db) => db.select(serviceRequestSelection).from(serviceRequests),
    count: (db) => db.select({ total: count() }).from(serviceRequests),
  },
  conditions: requestFilters(serviceRequests),
  defaultOrder: newestFirst,
  tiebreaker: serviceRequests.id,
  fields: serviceRequestSelection,
  textFields: [
    serviceRequests.clientName,
    serviceRequests.center,
    serviceRequests.tipoServicio,
    serviceRequests.residuo,
    serviceRequests.descripcion,
    serviceRequests.solicitante,
  ],
});

export const incidenceRequestsPage = (db: Database, request: RequestListRequest) =>
  listPage(db, incidenceList, request);

export const comercialProposalsPage = (db: Database, request: RequestListRequest) =>
  listPage(db, proposalList, request);

export const serviceRequestsPage = (db: Database, request: RequestListRequest) =>
  listPage(db, serviceRequestList, request);
