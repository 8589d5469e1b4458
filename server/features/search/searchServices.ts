/**
 * Global search over the services of the service directions in scope: their own text (referencia,
 * invoice number, type of service, waste, LER code, plate) and their center's name. Newest first; the portal opens /services with the referencia.
 * With a clientId (one the user sees), only that client's services: the service picker of a form.
 */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers, tickets } from '../../db/schema';
import { defineList, listPage } from '../../lib/list';
import { servicesContaining } from '../tickets/servicesContaining';
import { type SearchPaging, searchedClient } from './searchScope';

const serviceList = defineList({
  source: {
    rows: (db) =>
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
        .innerJoin(centers, eq(centers.centerId, tickets.centerId)),
  },
  fields: { fecha: tickets.fecha },
  textSearch: (text) => servicesContaining(text, { directionNames: false }),
  defaultOrder: { field: 'fecha', direction: 'desc' },
  thenBy: [{ column: tickets.referencia, direction: 'asc' }],
  tiebreaker: { column: tickets.idTicket, direction: 'asc' },
  directionColumn: tickets.iddireccionservicio,
});

export function searchServices(db: Database, scope: Scope, request: SearchPaging) {
  const clientId = searchedClient(scope, request);
  return listPage(
    db,
    serviceList,
    { filterText: request.text, skip: request.skip, take: request.take },
    {
      directionIds: [...scope.directionIds],
      conditions: [clientId !== undefined ? eq(tickets.clientId, clientId) : undefined],
    },
  );
}
