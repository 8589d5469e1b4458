/** One service with its lines, its center's account manager and its related documents. */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { tickets } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { nearestGestor } from '../../lib/gestores';
import { relatedDocuments, serviceLines } from './serviceDetailParts';
import { servicesFrom } from './servicesFrom';
import { ticketSelection } from './ticketRows';

export async function ticketDetail(db: Database, idTicket: number, scope: Scope) {
  const [ticket] = await servicesFrom(
    db.select({ ...ticketSelection, observaciones: tickets.observaciones }),
  ).where(eq(tickets.idTicket, idTicket));
  if (!ticket) throw notFound('No existe el servicio solicitado.');
  if (!scope.directionIds.has(ticket.iddireccionservicio))
    throw forbidden('No tiene acceso a este servicio.');

  const [lineas, gestor, related] = await Promise.all([
    serviceLines(db, idTicket),
    // Managers sit at the root of the client's tree, services at its leaves: the nearest one up.
    nearestGestor(db, ticket.centerId, 'comercial'),
    relatedDocuments(db, idTicket, ticket.referencia),
  ]);

  const { observaciones, ...fields } = ticket;
  return { ticket: fields, lineas, observaciones, gestor: gestor?.nombre ?? null, ...related };
}
