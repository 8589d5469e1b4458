/**
 * Service requests as the contract's SolicitudServicio: the list and detail of those the user sees,
 * raising one (only users on the service permission list, at a service direction of theirs) and
 * deleting one.
 */
import { desc, eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centers, serviceDirections, serviceRequests } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { columnFilters, parseQueryFilters, whereAll } from '../../lib/grid';
import { notifyRequester } from './requesterNotification';
import { requireRequestPermission } from './requestPermission';
import {
  canSee,
  listFilters,
  type RequestTarget,
  requestTarget,
  requestVisibility,
  visibleRows,
} from './requestVisibility';

export const serviceRequestSelection = {
  id: serviceRequests.id,
  fecha: serviceRequests.fecha,
  estado: serviceRequests.estado,
  clientName: serviceRequests.clientName,
  center: serviceRequests.center,
  iddireccionservicio: serviceRequests.iddireccionservicio,
  tipoServicio: serviceRequests.tipoServicio,
  residuo: serviceRequests.residuo,
  fechaDeseada: serviceRequests.fechaDeseada,
  cantidad: serviceRequests.cantidad,
  unidad: serviceRequests.unidad,
  descripcion: serviceRequests.descripcion,
  solicitante: serviceRequests.solicitante,
};

export async function serviceRequestsList(
  db: Database,
  scope: Scope,
  user: Pick<SessionUser, 'isAdmin'>,
  request: { clientName?: string | undefined; center?: string | undefined; filters?: string | undefined },
) {
  const filters = parseQueryFilters(request.filters);
  const visibility = await requestVisibility(db, scope, user.isAdmin);
  const items = await db
    .select(serviceRequestSelection)
    .from(serviceRequests)
    .where(
      whereAll(
        visibleRows(visibility, serviceRequests.clientId, serviceRequests.center),
        ...(await listFilters(db, visibility, serviceRequests, request)),
        ...columnFilters(serviceRequestSelection, filters),
      ),
    )
    .orderBy(desc(serviceRequests.fecha), desc(serviceRequests.id));
  return { items, total: items.length };
}

/** One service request the user may see: 404 when there is none with that id, 403 when not theirs. */
export async function serviceRequestDetail(
  db: Database,
  scope: Scope,
  user: Pick<SessionUser, 'isAdmin'>,
  id: number,
) {
  const [row] = await db
    .select({ ...serviceRequestSelection, clientId: serviceRequests.clientId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  if (!row) throw notFound('No existe la solicitud de servicio.');
  const visibility = await requestVisibility(db, scope, user.isAdmin);
  if (!canSee(visibility, row.clientId, row.center))
    throw forbidden('No tiene acceso a esta solicitud de servicio.');
  const { clientId: _, ...serviceRequest } = row;
  return serviceRequest;
}

export interface NewServiceRequest {
  clientName: string;
  center?: string | null | undefined;
  iddireccionservicio?: number | null | undefined;
  tipoServicio: string;
  residuo?: string | null | undefined;
  fechaDeseada?: string | null | undefined;
  cantidad?: number | null | undefined;
  unidad?: 'kg' | 't' | 'l' | 'm3' | 'ud' | null | undefined;
  descripcion: string;
}

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
  input: NewServiceRequest,
) {
  await requireRequestPermission(db, user.oid, 'service');
  const target = await requestTarget(db, scope, user.isAdmin, input.clientName, input.center);
  const where = await requestedDirection(db, scope, target, input.iddireccionservicio ?? null);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(serviceRequests)
      .values({
        fecha: new Date(),
        estado: 'opened',
        clientId: target.clientId,
        clientName: target.client,
        center: where.center,
        iddireccionservicio: where.iddireccionservicio,
        tipoServicio: input.tipoServicio,
        residuo: input.residuo ?? null,
        fechaDeseada: input.fechaDeseada ?? null,
        cantidad: input.cantidad ?? null,
        unidad: input.unidad ?? null,
        descripcion: input.descripcion,
        solicitante: user.email,
        solicitanteOid: user.oid,
      })
      .returning(serviceRequestSelection);
    if (!created) throw new Error('insert returned no row');
    await notifyRequester(tx, {
      kind: 'service',
      id: created.id,
      title: created.tipoServicio,
      estado: created.estado,
      fecha: created.fecha,
      clientId: target.clientId,
      clientName: target.client,
      userOid: user.oid,
    });
    return created;
  });
}

export async function deleteServiceRequest(
  db: Database,
  scope: Scope,
  user: Pick<SessionUser, 'isAdmin'>,
  id: number,
) {
  await serviceRequestDetail(db, scope, user, id);
  const deleted = await db
    .delete(serviceRequests)
    .where(eq(serviceRequests.id, id))
    .returning({ id: serviceRequests.id });
  return { ok: true as const, affected: deleted.length };
}
