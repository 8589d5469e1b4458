/**
 * The administration's lists of every client's requests: incidence requests, commercial proposals
 * (internal and from the public form) and service requests. Filters combine with AND; newest first
 * by default.
 */
import { type AnyColumn, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { comercialProposals, incidenceRequests, serviceRequests } from '../../db/schema';
import {
  type ColumnFilter,
  columnFilters,
  type FieldColumns,
  orderByFor,
  paging,
  textFilter,
  whereAll,
} from '../../lib/grid';

type EstadoSolicitud = 'opened' | 'inprocess' | 'closed' | 'indemand';

export interface RequestListRequest {
  skip?: number | undefined;
  take?: number | undefined;
  filterText?: string | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: string | undefined;
  clientName?: string | undefined;
  center?: string | undefined;
  estado?: EstadoSolicitud | undefined;
  filters?: ColumnFilter[] | undefined;
}

interface RequestColumns {
  fields: FieldColumns;
  text: AnyColumn[];
  clientName: AnyColumn;
  center: AnyColumn;
  estado: AnyColumn;
}

function requestWhere(columns: RequestColumns, request: RequestListRequest): SQL | undefined {
  return whereAll(
    textFilter(columns.text, request.filterText),
    // A proposal from the public form has no client: a clientName filter never matches it.
    textFilter([columns.clientName], request.clientName),
    textFilter([columns.center], request.center),
    request.estado ? eq(columns.estado, request.estado) : undefined,
    ...columnFilters(columns.fields, request.filters),
  );
}

const newestFirst = { field: 'fecha', direction: 'desc' } as const;

const incidenceSelection = {
  id: incidenceRequests.id,
  fecha: incidenceRequests.fecha,
  estado: incidenceRequests.estado,
  clientName: incidenceRequests.clientName,
  center: incidenceRequests.center,
  referencia: incidenceRequests.referencia,
  asunto: incidenceRequests.asunto,
  descripcion: incidenceRequests.descripcion,
  prioridad: incidenceRequests.prioridad,
  solicitante: incidenceRequests.solicitante,
};

const incidenceColumns: RequestColumns = {
  fields: incidenceSelection,
  text: [
    incidenceRequests.clientName,
    incidenceRequests.center,
    incidenceRequests.referencia,
    incidenceRequests.asunto,
    incidenceRequests.descripcion,
    incidenceRequests.solicitante,
  ],
  clientName: incidenceRequests.clientName,
  center: incidenceRequests.center,
  estado: incidenceRequests.estado,
};

export async function incidenceRequestsPage(db: Database, request: RequestListRequest) {
  const where = requestWhere(incidenceColumns, request);
  const { limit, offset } = paging(request.skip, request.take);
  const pageQuery = db
    .select(incidenceSelection)
    .from(incidenceRequests)
    .where(where)
    .orderBy(...orderByFor(incidenceColumns.fields, request, newestFirst, incidenceRequests.id))
    .offset(offset);
  const [items, [counted]] = await Promise.all([
    limit ? pageQuery.limit(limit) : pageQuery,
    db.select({ total: count() }).from(incidenceRequests).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

const proposalSelection = {
  id: comercialProposals.id,
  fecha: comercialProposals.fecha,
  estado: comercialProposals.estado,
  clientName: comercialProposals.clientName,
  center: comercialProposals.center,
  empresa: comercialProposals.empresa,
  cif: comercialProposals.cif,
  contacto: comercialProposals.contacto,
  email: comercialProposals.email,
  telefono: comercialProposals.telefono,
  provincia: comercialProposals.provincia,
  tipoResiduo: comercialProposals.tipoResiduo,
  descripcion: comercialProposals.descripcion,
  externa: comercialProposals.externa,
  notasInternas: comercialProposals.notasInternas,
};

const proposalColumns: RequestColumns = {
  fields: proposalSelection,
  text: [
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
  clientName: comercialProposals.clientName,
  center: comercialProposals.center,
  estado: comercialProposals.estado,
};

export async function comercialProposalsPage(db: Database, request: RequestListRequest) {
  const where = requestWhere(proposalColumns, request);
  const { limit, offset } = paging(request.skip, request.take);
  const pageQuery = db
    .select(proposalSelection)
    .from(comercialProposals)
    .where(where)
    .orderBy(...orderByFor(proposalColumns.fields, request, newestFirst, comercialProposals.id))
    .offset(offset);
  const [items, [counted]] = await Promise.all([
    limit ? pageQuery.limit(limit) : pageQuery,
    db.select({ total: count() }).from(comercialProposals).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

const serviceRequestSelection = {
  id: serviceRequests.id,
  fecha: serviceRequests.fecha,
  estado: serviceRequests.estado,
  clientName: serviceRequests.clientName,
  center: serviceRequests.center,
  iddireccionservicio: serviceRequests.iddireccionservicio,
  tipoServicio: serviceRequests.tipoServicio,
  residuo: serviceRequests.residuo,
  fechaDeseada: serviceRequests.fechaDeseada,
  cantidad: serviceRequests.cantidad,
  unidad: serviceRequests.unidad,
  descripcion: serviceRequests.descripcion,
  solicitante: serviceRequests.solicitante,
};

const serviceRequestColumns: RequestColumns = {
  fields: serviceRequestSelection,
  text: [
    serviceRequests.clientName,
    serviceRequests.center,
    serviceRequests.tipoServicio,
    serviceRequests.residuo,
    serviceRequests.descripcion,
    serviceRequests.solicitante,
  ],
  clientName: serviceRequests.clientName,
  center: serviceRequests.center,
  estado: serviceRequests.estado,
};

export async function serviceRequestsPage(db: Database, request: RequestListRequest) {
  const where = requestWhere(serviceRequestColumns, request);
  const { limit, offset } = paging(request.skip, request.take);
  const pageQuery = db
    .select(serviceRequestSelection)
    .from(serviceRequests)
    .where(where)
    .orderBy(...orderByFor(serviceRequestColumns.fields, request, newestFirst, serviceRequests.id))
    .offset(offset);
  const [items, [counted]] = await Promise.all([
    limit ? pageQuery.limit(limit) : pageQuery,
    db.select({ total: count() }).from(serviceRequests).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}
