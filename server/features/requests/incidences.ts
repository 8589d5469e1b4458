/**
 * Incidence requests as the contract's SolicitudIncidencia: the list and detail of those the user
 * sees, raising one (only users on the incidence permission list) and deleting one.
 */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { centers, incidenceRequests, tickets } from '../../db/schema';
import type { SolicitudIncidenciaInput } from '../../generated/model';
import { badRequest } from '../../lib/errors';
import { incidenceSelection } from '../../lib/requestRows';
import { raiseRequest } from './raiseRequest';
import { requireRequestPermission } from './requestPermission';
import { type RequestTarget, requestTarget } from './requestVisibility';
import { raisedRow, visibleRequests } from './visibleRequests';

const incidences = visibleRequests({
  table: incidenceRequests,
  rows: (db) =>
    db
      .select({
        ...incidenceSelection,
        clientId: incidenceRequests.clientId,
        solicitanteOid: incidenceRequests.solicitanteOid,
      })
      .from(incidenceRequests),
  fields: () => incidenceSelection,
  missing: 'No existe la incidencia.',
});

/** The incidences the user sees, newest first, filtered by client, center and columns. */
export const incidencesList = incidences.list;
/** One incidence the user may see: 404 alike when there is none with that id or it is not theirs. */
export const incidenceDetail = incidences.detail;
export const deleteIncidence = incidences.remove;

/**
 * The service an incidence is about, when it names one: a service of the same client that the
 * user may see (400 for a reference that is no service of the client, and alike for one of a
 * direction the user does not see), with the name of its center.
 */
async function affectedService(
  db: Database,
  scope: Scope,
  clientId: number,
  referencia: string | null,
): Promise<{ referencia: string; center: string } | null> {
  if (referencia === null) return null;
  const [service] = await db
    .select({
      clientId: tickets.clientId,
      iddireccionservicio: tickets.iddireccionservicio,
      center: centers.nombre,
    })
    .from(tickets)
    .innerJoin(centers, eq(centers.centerId, tickets.centerId))
    .where(eq(tickets.referencia, referencia));
  // A service the user does not see is named like one the client has not (lib/visibleRecord.ts).
  if (!service || service.clientId !== clientId || !scope.directionIds.has(service.iddireccionservicio))
    throw badRequest(`"${referencia}" no es un servicio del cliente.`, 'referencia');
  return { referencia, center: service.center };
}

/**
 * The center of an incidence about a service is the service's: a different center named with it is
 * a 400 on `center`, since the incidence would be filed where nobody looks for that service.
 */
function incidenceCenter(target: RequestTarget, service: { referencia: string; center: string } | null) {
  if (!service) return target.center;
  if (target.center !== null && target.center !== service.center)
    throw badRequest(
      `El servicio ${service.referencia} es del centro "${service.center}", no de "${target.center}".`,
      'center',
    );
  return service.center;
}

/** Raises an incidence (opened, dated now, by the token's user) and notifies its requester. */
export async function createIncidence(
  db: Database,
  scope: Scope,
  user: SessionUser,
  input: SolicitudIncidenciaInput,
) {
  await requireRequestPermission(db, user.oid, 'incidence');
  const target = await requestTarget(db, scope, user.isAdmin, input.clientName, input.center);
  const service = await affectedService(db, scope, target.clientId, input.referencia?.trim() || null);
  const center = incidenceCenter(target, service);
  const created = await raiseRequest(
    db,
    { kind: 'incidence', target, user },
    (tx, raised) =>
      tx
        .insert(incidenceRequests)
        .values({
          ...raised,
          center,
          referencia: service?.referencia ?? null,
          asunto: input.asunto,
          descripcion: input.descripcion,
          prioridad: input.prioridad ?? 'media',
        })
        .returning(incidenceSelection),
    (created) => created.asunto,
  );
  return raisedRow(user, created);
}
