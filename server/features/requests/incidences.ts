/**
 * Incidence requests as the contract's SolicitudIncidencia: the list and detail of those the user
 * sees, raising one (only users on the incidence permission list) and deleting one.
 */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { incidenceRequests, tickets } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { incidenceSelection } from '../../lib/requestRows';
import { raiseRequest } from './raiseRequest';
import { requireRequestPermission } from './requestPermission';
import { type RequestTarget, requestTarget } from './requestVisibility';
import { visibleRequests } from './visibleRequests';

const incidences = visibleRequests({
  table: incidenceRequests,
  rows: (db) =>
    db.select({ ...incidenceSelection, clientId: incidenceRequests.clientId }).from(incidenceRequests),
  fields: () => incidenceSelection,
  missing: 'No existe la incidencia.',
  denied: 'No tiene acceso a esta incidencia.',
});

/** The incidences the user sees, newest first, filtered by client, center and columns. */
export const incidencesList = incidences.list;
/** One incidence the user may see: 404 when there is none with that id, 403 when not theirs. */
export const incidenceDetail = incidences.detail;
export const deleteIncidence = incidences.remove;

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
  return raiseRequest(
    db,
    { kind: 'incidence', target, user },
    (tx, raised) =>
      tx
        .insert(incidenceRequests)
        .values({
          ...raised,
          center: target.center,
          referencia,
          asunto: input.asunto,
          descripcion: input.descripcion,
          prioridad: input.prioridad ?? 'media',
        })
        .returning(incidenceSelection),
    (created) => created.asunto,
  );
}
