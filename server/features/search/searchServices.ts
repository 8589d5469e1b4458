/**
 * Global search over the services of the service directions in scope: referencia, invoice number,
 * center and type of service. Newest first; the portal opens /services with the referencia.
 */
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers, tickets } from '../../db/schema';
import { foldedContains } from '../../lib/foldedText';
import { paging, whereAll } from '../../lib/grid';
import type { SearchPaging } from './searchScope';

export async function searchServices(db: Database, scope: Scope, request: SearchPaging) {
  const directions = [...scope.directionIds];
  if (directions.length === 0) return { items: [], total: 0 };
  const where = whereAll(
    inArray(tickets.iddireccionservicio, directions),
    foldedContains(
      [tickets.referencia, tickets.numeroFactura, centers.nombre, tickets.tipoServicio],
      request.text,
    ),
  );
  const { limit, offset } = paging(request.skip, request.take);
  const query = db
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
    .orderBy(desc(tickets.fecha), asc(tickets.referencia), asc(tickets.idTicket))
    .offset(offset);
  const [items, [counted]] = await Promise.all([
    limit ? query.limit(limit) : query,
    db
      .select({ total: count() })
      .from(tickets)
      .innerJoin(centers, eq(centers.centerId, tickets.centerId))
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}
