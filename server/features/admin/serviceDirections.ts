/**
 * Service directions for the administration: the grid over every client, and moving a direction to
 * another center. A direction's services and documents carry its center and client (denormalized for
 * the grids and reports), so they move with it; a center of another client moves the direction to
 * that client, which is how a newly created client receives its directions.
 */
import { eq } from 'drizzle-orm';
import { writeAccess } from '../../auth/accessCache';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import {
  albaranes,
  documentosIdentificacion,
  facturas,
  facturasProforma,
  serviceDirections,
  tickets,
  weightTickets,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { defineList, type ListPaging, type ListRequest, listPage } from '../../lib/list';
import { direccionSelection } from '../../lib/structureRows';
import { logAdminAction } from './adminLog';
import { requireCenter } from './centers';

export interface DirectionListRequest extends ListRequest, ListPaging {
  clientId?: number | undefined;
  centerId?: number | undefined;
}

const directionList = defineList({
  source: {
    rows: (db) => db.select(direccionSelection).from(serviceDirections),
  },
  fields: direccionSelection,
  textFields: [
    serviceDirections.nombre,
    serviceDirections.direccion,
    serviceDirections.localidad,
    serviceDirections.provincia,
  ],
  defaultOrder: { field: 'nombre', direction: 'asc' },
  tiebreaker: serviceDirections.iddireccionservicio,
  conditions: (_db, request: DirectionListRequest) => [
    request.clientId ? eq(serviceDirections.clientId, request.clientId) : undefined,
    request.centerId ? eq(serviceDirections.centerId, request.centerId) : undefined,
  ],
});

export function serviceDirectionsPage(db: Database, request: DirectionListRequest) {
  return listPage(db, directionList, request);
}

export async function reassignServiceDirection(
  db: Database,
  user: SessionUser,
  iddireccionservicio: number,
  centerId: number,
) {
  const [direction] = await db
    .select(direccionSelection)
    .from(serviceDirections)
    .where(eq(serviceDirections.iddireccionservicio, iddireccionservicio));
  if (!direction) throw notFound(`No existe la dirección de servicio ${iddireccionservicio}.`);
  const center = await requireCenter(db, centerId);
  const target = { centerId: center.centerId, clientId: center.clientId };
  return writeAccess(db, async (tx) => {
    const [moved] = await tx
      .update(serviceDirections)
      .set(target)
      .where(eq(serviceDirections.iddireccionservicio, iddireccionservicio))
      .returning(direccionSelection);
    // Every table that copies a direction's center and client onto its rows.
    await tx.update(tickets).set(target).where(eq(tickets.iddireccionservicio, iddireccionservicio));
    await tx.update(facturas).set(target).where(eq(facturas.iddireccionservicio, iddireccionservicio));
    await tx
      .update(facturasProforma)
      .set(target)
      .where(eq(facturasProforma.iddireccionservicio, iddireccionservicio));
    await tx.update(albaranes).set(target).where(eq(albaranes.iddireccionservicio, iddireccionservicio));
    await tx
      .update(weightTickets)
      .set(target)
      .where(eq(weightTickets.iddireccionservicio, iddireccionservicio));
    await tx
      .update(documentosIdentificacion)
      .set(target)
      .where(eq(documentosIdentificacion.iddireccionservicio, iddireccionservicio));
    await logAdminAction(tx, user, {
      accion: 'Reasignación de dirección de servicio',
      detalle: `Dirección ${direction.nombre} (nº ${iddireccionservicio}) movida del centro ${direction.centerId} (cliente ${direction.clientId}) al centro ${center.nombre} (nº ${center.centerId}, cliente ${center.clientId}).`,
    });
    if (!moved) throw new Error('update returned no direction');
    return moved;
  });
}
