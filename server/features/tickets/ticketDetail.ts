/** One service with its lines, its center's account manager and its related documents. */
import { asc, eq, or } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import {
  albaranes,
  centers,
  documentosIdentificacion,
  serviceDirections,
  ticketLines,
  tickets,
  weightTickets,
} from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { nearestGestor } from '../../lib/gestores';
import { ticketSelection } from './ticketRows';

export async function ticketDetail(db: Database, idTicket: number, scope: Scope) {
  const [ticket] = await db
    .select({ ...ticketSelection, observaciones: tickets.observaciones })
    .from(tickets)
    .innerJoin(serviceDirections, eq(serviceDirections.iddireccionservicio, tickets.iddireccionservicio))
    .innerJoin(centers, eq(centers.centerId, tickets.centerId))
    .where(eq(tickets.idTicket, idTicket));
  if (!ticket) throw notFound('No existe el servicio solicitado.');
  if (!scope.directionIds.has(ticket.iddireccionservicio))
    throw forbidden('No tiene acceso a este servicio.');

  const [lineas, gestor, documentos] = await Promise.all([
    db
      .select({
        linea: ticketLines.linea,
        concepto: ticketLines.concepto,
        codigoLER: ticketLines.codigoLER,
        cantidad: ticketLines.cantidad,
        unidad: ticketLines.unidad,
        precioUnitario: ticketLines.precioUnitario,
        importe: ticketLines.importe,
      })
      .from(ticketLines)
      .where(eq(ticketLines.idTicket, idTicket))
      .orderBy(asc(ticketLines.linea)),
    // Managers sit at the root of the client's tree, services at its leaves: the nearest one up.
    nearestGestor(db, ticket.centerId, 'comercial'),
    relatedDocuments(db, idTicket, ticket.referencia),
  ]);

  const { observaciones, ...fields } = ticket;
  return { ticket: fields, lineas, observaciones, gestor: gestor?.nombre ?? null, documentos };
}

/** Stored documents of a service: its delivery notes, DIs and weight tickets that have a file. */
export async function relatedDocuments(
  db: Database,
  idTicket: number,
  referencia: string,
): Promise<string[]> {
  const [albaranFiles, diFiles, weightFiles] = await Promise.all([
    db.select({ path: albaranes.filePath }).from(albaranes).where(eq(albaranes.idTicket, idTicket)),
    db
      .select({ path: documentosIdentificacion.filePath })
      .from(documentosIdentificacion)
      .where(
        or(
          eq(documentosIdentificacion.idTicket, idTicket),
          eq(documentosIdentificacion.referencia, referencia),
        ),
      ),
    db
      .select({ path: weightTickets.filePath })
      .from(weightTickets)
      .where(eq(weightTickets.referencia, referencia)),
  ]);
  return [...albaranFiles, ...diFiles, ...weightFiles].flatMap((row) => (row.path ? [row.path] : []));
}
