/**
 * Services (tickets) as the contract's Ticket: the row selection, the fields a grid may filter and
 * sort by, and the filters of a grid request.
 */
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { centers, serviceDirections, tickets } from '../../db/schema';
import {
  type ColumnFilter,
  columnFilters,
  type DateRange,
  dateRangeFilter,
  type FieldColumns,
  orderByFor,
  paging,
  textFilter,
  whereAll,
  yearFilter,
} from '../../lib/grid';

export const ticketSelection = {
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
  cantidad: tickets.cantidad,
  unidad: tickets.unidad,
  importe: tickets.importe,
  numeroFactura: tickets.numeroFactura,
  matricula: tickets.matricula,
};

export const ticketFields: FieldColumns = ticketSelection;

const ticketTextFields = [
  tickets.referencia,
  centers.nombre,
  serviceDirections.nombre,
  tickets.tipoServicio,
  tickets.residuo,
  tickets.codigoLER,
  tickets.numeroFactura,
  tickets.matricula,
];

/** The filters every services list, export and send shares (no paging). */
export interface TicketFilters {
  betweenDates?: DateRange | undefined;
  filterText?: string | undefined;
  filters?: ColumnFilter[] | undefined;
  year?: number | null | undefined;
  orderBy?: 'asc' | 'desc' | undefined;
  orderByField?: string | undefined;
}

export function ticketsWhere(
  directionIds: readonly number[],
  request: TicketFilters,
  extra?: SQL,
): SQL | undefined {
  return whereAll(
    inArray(tickets.iddireccionservicio, [...directionIds]),
    ...dateRangeFilter(tickets.fecha, request.betweenDates),
    ...yearFilter(tickets.fecha, request.year),
    textFilter(ticketTextFields, request.filterText),
    ...columnFilters(ticketFields, request.filters),
    extra,
  );
}

export function ticketsOrder(request: TicketFilters) {
  return orderByFor(ticketFields, request, { field: 'fecha', direction: 'desc' }, tickets.idTicket);
}

const joined = (db: Database) =>
  db
    .select(ticketSelection)
    .from(tickets)
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
    .innerJoin(centers, eq(centers.centerId, tickets.centerId));

/** One page of services and the total that match, over the given (already authorized) directions. */
export async function ticketsPage(
  db: Database,
  directionIds: readonly number[],
  request: TicketFilters & { position?: number | undefined; take?: number | undefined },
  extra?: SQL,
) {
  if (directionIds.length === 0) return { items: [], total: 0 };
  const where = ticketsWhere(directionIds, request, extra);
  const { limit, offset } = paging(request.position, request.take);
  const pageQuery = joined(db)
    .where(where)
    .orderBy(...ticketsOrder(request))
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

/** Every matching service, read in batches for exports and sends. */
export function ticketsBatchReader(
  db: Database,
  directionIds: readonly number[],
  request: TicketFilters,
  extra?: SQL,
) {
  const where = ticketsWhere(directionIds, request, extra);
  return (limit: number, offset: number) =>
    directionIds.length === 0
      ? Promise.resolve([])
      : joined(db)
          .where(where)
          .orderBy(...ticketsOrder(request))
          .limit(limit)
          .offset(offset);
}
