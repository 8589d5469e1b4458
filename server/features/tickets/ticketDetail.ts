/** One service with its lines, its center's account manager and its related documents. */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { tickets } from '../../db/schema';
import { nearestGestor } from '../../lib/gestores';
import { requireVisible } from '../../lib/visibleRecord';
import { relatedDocuments, serviceLines } from './serviceDetailParts';
import { servicesFrom } from './servicesFrom';
import { ticketSelection } from './ticketRows';

export async function ticketDetail(db: Database, idTicket: number, scope: Scope) {
  const [ticketFound] = await servicesFrom(
    db.select({ ...ticketSelection, observaciones: tickets.observaciones }),
  ).where(eq(tickets.idTicket, idTicket));
  const ticket = requireVisible(
    ticketFound,
    (found) => scope.directionIds.has(found.iddireccionservicio),
    'No existe el servicio solicitado.',
  );

  const [lineas, gestor, related] = await Promise.all([
    serviceLines(db, idTicket),
    // Managers sit at the root of the client's tree, services at its leaves: the nearest one up.
    nearestGestor(db, ticket.centerId, 'comercial'),
    relatedDocuments(db, idTicket, ticket.referencia),
  ]);

  const { observaciones, ...fields } = ticket;
  return { ticket: fields, lineas, observaciones, gestor: gestor?.nombre ?? null, ...related };
}
