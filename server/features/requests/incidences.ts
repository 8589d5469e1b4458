/**
 * Incidence requests as the contract's SolicitudIncidencia: the list and detail of those the user
 * sees, raising one (only users on the incidence permission list) and deleting one.
 */
import { desc, eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { incidenceRequests, tickets } from '../../db/schema';
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

export const incidenceSelection = {
  id: incidenceRequests.id,
  fecha: incidenceRequests.fecha,
  estado: incidenceRequests.estado,
  clientName: incidenceRequests.clientName,
  center: incidenceRequests.center,
  referencia: incidenceRequests.referencia,
  asunto: incidenceRequests.asunto,
  descripcion: incidenceRequests.descripcion,
  prioridad: incidenceRequests.prioridad,
  solicitante: incidenceRequests.solicitante,
};

export async function incidencesList(
  db: Database,
  scope: Scope,
  user: Pick<SessionUser, 'isAdmin'>,
  request: { clientName?: string | undefined; center?: string | undefined; filters?: string | undefined },
) {
  const filters = parseQueryFilters(request.filters);
  const visibility = await requestVisibility(db, scope, user.isAdmin);
  const items = await db
    .select(incidenceSelection)
    .from(incidenceRequests)
    .where(
      whereAll(
        visibleRows(visibility, incidenceRequests.clientId, incidenceRequests.center),
        ...(await listFilters(db, visibility, incidenceRequests, request)),
        ...columnFilters(incidenceSelection, filters),
      ),
    )
    .orderBy(desc(incidenceRequests.fecha), desc(incidenceRequests.id));
  return { items, total: items.length };
}

/** One incidence the user may see: 404 when there is none with that id, 403 when not theirs. */
export async function incidenceDetail(
  db: Database,
  scope: Scope,
  user: Pick<SessionUser, 'isAdmin'>,
  id: number,
) {
  const [row] = await db
    .select({ ...incidenceSelection, clientId: incidenceRequests.clientId })
    .from(incidenceRequests)
    .where(eq(incidenceRequests.id, id));
  if (!row) throw notFound('No existe la incidencia.');
  const visibility = await requestVisibility(db, scope, user.isAdmin);
  if (!canSee(visibility, row.clientId, row.center)) throw forbidden('No tiene acceso a esta incidencia.');
  const { clientId: _, ...incidence } = row;
  return incidence;
}

export interface NewIncidence {
  clientName: string;
  center?: string | null | undefined;
  referencia?: string | null | undefined;
  asunto: string;
  descripcion: string;
  prioridad?: 'baja' | 'media' | 'alta' | undefined;
}

/**
 * The service an incidence is about, when it names one: a service of the same client that the
 * user may see (403 for one they may not; 400 for a reference that is no service of the client).
 */
async function affectedService(
  db: Database,
  scope: Scope,
  target: RequestTarget,
  referencia: string | null,
): Promise<string | null> {
  if (referencia === null) return null;
  const [service] = await db
    .select({ clientId: tickets.clientId, iddireccionservicio: tickets.iddireccionservicio })
    .from(tickets)
    .where(eq(tickets.referencia, referencia));
  if (service && !scope.directionIds.has(service.iddireccionservicio))
    throw forbidden('No tiene acceso a este servicio.');
  if (!service || service.clientId !== target.clientId)
    throw badRequest(`"${referencia}" no es un servicio del cliente.`, 'referencia');
  return referencia;
}

/** Raises an incidence (opened, dated now, by the token's user) and notifies its requester. */
export async function createIncidence(db: Database, scope: Scope, user: SessionUser, input: NewIncidence) {
  await requireRequestPermission(db, user.oid, 'incidence');
  const target = await requestTarget(db, scope, user.isAdmin, input.clientName, input.center);
  const referencia = await affectedService(db, scope, target, input.referencia?.trim() || null);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(incidenceRequests)
      .values({
        fecha: new Date(),
        estado: 'opened',
        clientId: target.clientId,
        clientName: target.client,
        center: target.center,
        referencia,
        asunto: input.asunto,
        descripcion: input.descripcion,
        prioridad: input.prioridad ?? 'media',
        solicitante: user.email,
        solicitanteOid: user.oid,
      })
      .returning(incidenceSelection);
    if (!created) throw new Error('insert returned no row');
    await notifyRequester(tx, {
      kind: 'incidence',
      id: created.id,
      title: created.asunto,
      estado: created.estado,
      fecha: created.fecha,
      clientId: target.clientId,
      clientName: target.client,
      userOid: user.oid,
    });
    return created;
  });
}

export async function deleteIncidence(
  db: Database,
  scope: Scope,
  user: Pick<SessionUser, 'isAdmin'>,
  id: number,
) {
  await incidenceDetail(db, scope, user, id);
  const deleted = await db
    .delete(incidenceRequests)
    .where(eq(incidenceRequests.id, id))
    .returning({ id: incidenceRequests.id });
  return { ok: true as const, affected: deleted.length };
}
