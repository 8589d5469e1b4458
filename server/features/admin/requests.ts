/**
 * The administration's lists of every client's requests: incidence requests, commercial proposals
 * (internal and from the public form) and service requests. Filters combine with AND; newest first
 * by default.
 */
import { type AnyColumn, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/database';
import { comercialProposals, incidenceRequests, serviceRequests } from '../../db/schema';
import { textFilter } from '../../lib/grid';
import { defineList, type ListPaging, type ListQueries, type ListRequest, listPage } from '../../lib/list';
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

/**
 * A list of one request table, as its `selection` reads it: the request filters, newest first; its
 * free text searches the client, the center and the table's own `textFields`.
 */
const requestList = <
  Table extends PgTable & RequestColumns & { id: AnyColumn },
  Selection extends Record<string, PgColumn | SQL>,
>(
  table: Table,
  selection: Selection,
  textFields: readonly (keyof Table & string)[],
) =>
  defineList({
    source: {
      // Typed by the selection: drizzle cannot follow a select of a table and a selection both generic.
      rows: (db: Database) =>
        db.select(selection).from(table as PgTable) as unknown as ReturnType<
          ListQueries<SelectResultFields<Selection>>['rows']
        >,
    },
    conditions: requestFilters(table),
    defaultOrder: { field: 'fecha', direction: 'desc' },
    tiebreaker: table.id,
    fields: selection,
    textFields: ['clientName', 'center', ...textFields].map(
      (field) => table[field as keyof Table] as AnyColumn,
    ),
  });

/** What each list's free text searches besides the client and the center. */
const ownTextFields = {
  incidences: ['referencia', 'asunto', 'descripcion', 'solicitante'],
  proposals: ['empresa', 'cif', 'contacto', 'email', 'provincia', 'tipoResiduo', 'descripcion'],
  serviceRequests: ['tipoServicio', 'residuo', 'descripcion', 'solicitante'],
} as const;

const incidenceList = requestList(incidenceRequests, incidenceSelection, ownTextFields.incidences);
const proposalList = requestList(comercialProposals, proposalSelection, ownTextFields.proposals);
const serviceRequestList = requestList(
  serviceRequests,
  serviceRequestSelection,
  ownTextFields.serviceRequests,
);

export const incidenceRequestsPage = (db: Database, request: RequestListRequest) =>
  listPage(db, incidenceList, request);

export const comercialProposalsPage = (db: Database, request: RequestListRequest) =>
  listPage(db, proposalList, request);

export const serviceRequestsPage = (db: Database, request: RequestListRequest) =>
  listPage(db, serviceRequestList, request);
