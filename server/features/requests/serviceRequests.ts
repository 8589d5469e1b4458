/**
 * Service requests as the contract's SolicitudServicio: the list and detail of those the user sees,
 * raising one (only users on the service permission list, at a service direction of theirs) and
 * deleting one.
 */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centers, serviceDirections, serviceRequests } from '../../db/schema';
import type { SolicitudServicioInput } from '../../generated/model';
import { badRequest, forbidden } from '../../lib/errors';
import { serviceRequestSelection } from '../../lib/requestRows';
import { raiseRequest } from './raiseRequest';
import { requireRequestPermission } from './requestPermission';
import { type RequestTarget, requestTarget } from './requestVisibility';
import { raisedRow, visibleRequests } from './visibleRequests';

const serviceRequestRows = visibleRequests({
  table: serviceRequests,
  rows: (db) =>
    db
      .select({
        ...serviceRequestSelection,
        clientId: serviceRequests.clientId,
        solicitanteOid: serviceRequests.solicitanteOid,
      })
      .from(serviceRequests),
  fields: () => serviceRequestSelection,
  missing: 'No existe la solicitud de servicio.',
});

/** The service requests the user sees, newest first, filtered by client, center and columns. */
export const serviceRequestsList = serviceRequestRows.list;
/** One service request the user may see: 404 alike when there is none or it is not theirs. */
export const serviceRequestDetail = serviceRequestRows.detail;
export const deleteServiceRequest = serviceRequestRows.remove;

/**
 * Where the service is asked for: a direction of the client the user may see (403 otherwise, also
 * for an unknown id), whose center becomes the request's center when none was given.
 */
async function requestedDirection(
  db: Database,
  scope: Scope,
  target: RequestTarget,
  iddireccionservicio: number | null,
): Promise<{ iddireccionservicio: number | null; center: string | null }> {
  if (iddireccionservicio === null) return { iddireccionservicio, center: target.center };
  const [direction] = await db
    .select({ clientId: serviceDirections.clientId, center: centers.nombre })
    .from(serviceDirections)
    .innerJoin(centers, eq(centers.centerId, serviceDirections.centerId))
    .where(eq(serviceDirections.iddireccionservicio, iddireccionservicio));
  if (!direction || direction.clientId !== target.clientId || !scope.directionIds.has(iddireccionservicio))
    throw forbidden('No tiene acceso a esta dirección de servicio del cliente.');
  if (target.center !== null && target.center !== direction.center)
    throw badRequest('La dirección de servicio no pertenece al centro indicado.', 'center');
  return { iddireccionservicio, center: direction.center };
}

/** Raises a service request (opened, dated now, by the token's user) and notifies its requester. */
export async function createServiceRequest(
  db: Database,
  scope: Scope,
  user: SessionUser,
  input: SolicitudServicioInput,
) {
  await requireRequestPermission(db, user.oid, 'service');
  const target = await requestTarget(db, scope, user.isAdmin, input.clientName, input.center);
  const where = await requestedDirection(db, scope, target, input.iddireccionservicio ?? null);
  const created = await raiseRequest(
    db,
    { kind: 'service', target, user },
    (tx, raised) =>
      tx
        .insert(serviceRequests)
        .values({
          ...raised,
          center: where.center,
          iddireccionservicio: where.iddireccionservicio,
          tipoServicio: input.tipoServicio,
          residuo: input.residuo ?? null,
          fechaDeseada: input.fechaDeseada ?? null,
          cantidad: input.cantidad ?? null,
          unidad: input.unidad ?? null,
          descripcion: input.descripcion,
        })
        .returning(serviceRequestSelection),
    (created) => created.tipoServicio,
  );
  return raisedRow(user, created);
}
