/**
 * The profile-panel notification a requester gets when their incidence or service request reaches a
 * state (the seed writes the same ones): addressed to that user only, with the new state in
 * `status`. Raising a request is its first state, opened.
 */
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';

type EstadoSolicitud = 'opened' | 'inprocess' | 'closed' | 'indemand';

export interface RequestForNotification {
  kind: 'incidence' | 'service';
  id: number;
  /** Asunto of an incidence, service type of a service request. */
  title: string;
  estado: EstadoSolicitud;
  fecha: Date;
  clientId: number;
  clientName: string;
  userOid: string;
}

function requestNotificationMessage(request: RequestForNotification): string {
  const text =
    request.kind === 'incidence'
      ? `La incidencia ${request.id} «${request.title}»`
      : `La solicitud de servicio ${request.id} (${request.title})`;
  return request.estado === 'opened' ? `${text} se ha registrado.` : `${text} ha cambiado de estado.`;
}

export async function notifyRequester(db: Database, request: RequestForNotification): Promise<void> {
  await db.insert(notifications).values({
    type: request.kind === 'incidence' ? 'IncidenceRequest' : 'ServiceRequest',
    date: request.fecha,
    message: requestNotificationMessage(request),
    status: request.estado,
    referencia: null,
    clientId: request.clientId,
    clientName: request.clientName,
    userOid: request.userOid,
    adminOnly: false,
    incidenceRequestId: request.kind === 'incidence' ? request.id : null,
    serviceRequestId: request.kind === 'service' ? request.id : null,
  });
}
