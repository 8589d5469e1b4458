/**
 * Services of Regenera clients (used-oil pickups) as the contract's TicketRegenera: the row selection
 * with the pickup fields, the fields a grid may filter and sort by, and the filters of a request.
 * Services of clients that are not Regenera are left out, whatever directions the request names.
 */
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { centers, clients, serviceDirections, tickets } from '../../db/schema';
import {
  columnFilters,
  dateRangeFilter,
  type FieldColumns,
  orderByFor,
  paging,
  textFilter,
  whereAll,
  yearFilter,
} from '../../lib/grid';
import type { TicketFilters } from './ticketRows';

export const regeneraSelection = {
  idTicket: tickets.idTicket,
  referencia: tickets.referencia,
  estado: tickets.estado,
  fecha: tickets.fecha,
  centerId: tickets.centerId,
  centro: centers.nombre,
  iddireccionservicio: tickets.iddireccionservicio,
  direccionServicio: serviceDirections.nombre,
  tipoServicio: tickets.tipoServicio,
  residuo: tickets.residuo,
  codigoLER: tickets.codigoLER,
  litrosRecogidos: tickets.litrosRecogidos,
  kilosNetos: tickets.kilosNetos,
  matricula: tickets.matricula,
  conductor: tickets.conductor,
  certificado: tickets.certificado,
  importe: tickets.importe,
  numeroFactura: tickets.numeroFactura,
};

export const regeneraFields: FieldColumns = regeneraSelection;

const regeneraTextFields = [
  tickets.referencia,
  centers.nombre,
  serviceDirections.nombre,
  tickets.tipoServicio,
  tickets.residuo,
  tickets.codigoLER,
  tickets.numeroFactura,
  tickets.matricula,
  tickets.conductor,
  tickets.certificado,
];

/** Only services of Regenera clients. */
export function regeneraClientsOnly(db: Database): SQL {
  return inArray(
    tickets.clientId,
    db.select({ id: clients.clientId }).from(clients).where(eq(clients.regenera, true)),
  );
}

function regeneraWhere(db: Database, directionIds: readonly number[], request: TicketFilters) {
  return whereAll(
    inArray(tickets.iddireccionservicio, [...directionIds]),
    regeneraClientsOnly(db),
    ...dateRangeFilter(tickets.fecha, request.betweenDates),
    ...yearFilter(tickets.fecha, request.year),
    textFilter(regeneraTextFields, request.filterText),
    ...columnFilters(regeneraFields, request.filters),
  );
}

function regeneraOrder(request: TicketFilters) {
  return orderByFor(regeneraFields, request, { field: 'fecha', direction: 'desc' }, tickets.idTicket);
}

const joined = (db: Database) =>
  db
    .select(regeneraSelection)
    .from(tickets)
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
    .innerJoin(centers, eq(centers.centerId, tickets.centerId));

/** One page of Regenera services and the total that match, over already authorized directions. */
export async function regeneraPage(
  db: Database,
  directionIds: readonly number[],
  request: TicketFilters & { position?: number | undefined; take?: number | undefined },
) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  // Built first: an unknown filter or sort field is a 400 before any query runs.
  const where = regeneraWhere(db, directionIds, request);
  const order = regeneraOrder(request);
  const { limit, offset } = paging(request.position, request.take);
  const pageQuery = joined(db)
    .where(where)
    .orderBy(...order)
    .offset(offset);
  const [items, [counted]] = await Promise.all([
    limit ? pageQuery.limit(limit) : pageQuery,
    db
      .select({ total: count() })
      .from(tickets)
      .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
      .innerJoin(centers, eq(centers.centerId, tickets.centerId))
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** Every matching Regenera service, read in batches for the export. */
export function regeneraBatchReader(db: Database, directionIds: readonly number[], request: TicketFilters) {
  const where = regeneraWhere(db, directionIds, request);
  const order = regeneraOrder(request);
  return (limit: number, offset: number) =>
    directionIds.length === 0
      ? Promise.resolve([])
      : joined(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
}
