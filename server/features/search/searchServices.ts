/**
 * Global search over the services of the service directions in scope: their own text (referencia,
 * invoice number, type of service, waste, LER code, plate) and their center's name. Newest first; the portal opens /services with the referencia.
 * With a clientId (one the user sees), only that client's services: the service picker of a form.
 */
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers, tickets } from '../../db/schema';
import { whereAll } from '../../lib/grid';
import { pageWithTotal } from '../../lib/pagedQuery';
import { servicesContaining } from '../tickets/servicesContaining';
import { type SearchPaging, searchedClient } from './searchScope';

export async function searchServices(db: Database, scope: Scope, request: SearchPaging) {
  const clientId = searchedClient(scope, request);
  const directions = [...scope.directionIds];
  if (directions.length === 0) return { items: [], total: 0 };
  const where = whereAll(
    inArray(tickets.iddireccionservicio, directions),
    clientId !== undefined ? eq(tickets.clientId, clientId) : undefined,
    request.text.trim() ? servicesContaining(request.text, { directionNames: false }) : undefined,
  );
  return pageWithTotal(
    db
      .select({
        idTicket: tickets.idTicket,
        referencia: tickets.referencia,
        estado: tickets.estado,
        centro: centers.nombre,
        numeroFactura: tickets.numeroFactura,
        fecha: tickets.fecha,
      })
      .from(tickets)
      .innerJoin(centers, eq(centers.centerId, tickets.centerId))
      .where(where)
      .orderBy(desc(tickets.fecha), asc(tickets.referencia), asc(tickets.idTicket)),
    db
      .select({ total: count() })
      .from(tickets)
      .innerJoin(centers, eq(centers.centerId, tickets.centerId))
      .where(where),
    request.skip,
    request.take,
  );
}
