/**
 * Weight tickets as the contract's TicketPeso: the list (weightTicketsGrid, weightTicketsExport)
 * and one ticket with its weighings (weightTicketsDetail).
 */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers, serviceDirections, weightTickets } from '../../db/schema';
import { defineList } from '../../lib/list';
import { regeneraFlag } from '../../lib/regeneraClients';
import { requireVisible } from '../../lib/visibleRecord';

export const weightTicketSelection = {
  codigoTicket: weightTickets.codigoTicket,
  fechaEntrada: weightTickets.fechaEntrada,
  fechaSalida: weightTickets.fechaSalida,
  matricula: weightTickets.matricula,
  pesoBruto: weightTickets.pesoBruto,
  tara: weightTickets.tara,
  pesoNeto: weightTickets.pesoNeto,
  residuo: weightTickets.residuo,
  codigoLER: weightTickets.codigoLER,
  centro: centers.nombre,
  centerId: weightTickets.centerId,
  iddireccionservicio: weightTickets.iddireccionservicio,
  direccionServicio: serviceDirections.nombre,
  transportista: weightTickets.transportista,
  planta: weightTickets.planta,
  referencia: weightTickets.referencia,
  filePath: weightTickets.filePath,
};

const rows = (db: Database) =>
  db
    .select(weightTicketSelection)
    .from(weightTickets)
    .innerJoin(centers, eq(centers.centerId, weightTickets.centerId))
    .innerJoin(
      serviceDirections,
      eq(serviceDirections.iddireccionservicio, weightTickets.iddireccionservicio),
    )
    .$dynamic();

export const weightTicketList = defineList({
  source: {
    rows,
  },
  directionColumn: weightTickets.iddireccionservicio,
  dates: { column: weightTickets.fechaEntrada, kind: 'timestamp' },
  conditions: regeneraFlag(weightTickets.clientId),
  textFields: [
    weightTickets.codigoTicket,
    weightTickets.matricula,
    weightTickets.residuo,
    weightTickets.codigoLER,
    centers.nombre,
  ],
  fields: weightTicketSelection,
  defaultOrder: { field: 'fechaEntrada', direction: 'desc' },
  tiebreaker: weightTickets.codigoTicket,
});

/**
 * The ticket with its two weighings: in with the loaded vehicle (gross weight, at fechaEntrada) and
 * out empty (tare, at fechaSalida, when the vehicle has left).
 */
export async function weightTicketDetail(db: Database, codigoTicket: string, scope: Scope) {
  const [ticketFound] = await db
    .select({
      ...weightTicketSelection,
      conductor: weightTickets.conductor,
      numeroDI: weightTickets.numeroDI,
      numeroAlbaran: weightTickets.numeroAlbaran,
      observaciones: weightTickets.observaciones,
    })
    .from(weightTickets)
    .innerJoin(centers, eq(centers.centerId, weightTickets.centerId))
    .innerJoin(
      serviceDirections,
      eq(serviceDirections.iddireccionservicio, weightTickets.iddireccionservicio),
    )
    .where(eq(weightTickets.codigoTicket, codigoTicket));
  const ticket = requireVisible(
    ticketFound,
    (found) => scope.directionIds.has(found.iddireccionservicio),
    'No existe el ticket de peso solicitado.',
  );

  const { conductor, numeroDI, numeroAlbaran, observaciones, ...ticketPeso } = ticket;
  const pesadas = [
    { tipo: 'entrada' as const, fechaHora: ticket.fechaEntrada, peso: ticket.pesoBruto, bascula: null },
    ...(ticket.fechaSalida
      ? [{ tipo: 'salida' as const, fechaHora: ticket.fechaSalida, peso: ticket.tara, bascula: null }]
      : []),
  ];
  return { ticketPeso, pesadas, conductor, numeroDI, numeroAlbaran, observaciones };
}
