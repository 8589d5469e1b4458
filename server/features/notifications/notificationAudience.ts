/**
 * Who a notifications request is for, checked against the token: the user may only read their own
 * notifications, only administrators (role 1 or 2) may ask for the administration ones, and a
 * non-administrative request may only name clients and service directions the user can see.
 */
import { requireDirections, type Scope } from '../../auth/scope';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import type { NotificationsRequest } from '../../generated/model';
import { clientsNamed } from '../../lib/clientNames';
import { forbidden } from '../../lib/errors';

export interface NotificationAudience {
  oid: string;
  /** Administration view: every user's request notifications, plus ERROR and ClientTemplateCreation. */
  admin: boolean;
  clientIds: number[];
  directionIds: number[];
}

export async function notificationAudience(
  db: Database,
  user: SessionUser,
  request: NotificationsRequest,
  loadScope: () => Promise<Scope>,
): Promise<NotificationAudience> {
  if (request.userId.toLowerCase() !== user.oid.toLowerCase())
    throw forbidden('Solo puede consultar sus propias notificaciones.');
  if (request.isAdmin && !user.isAdmin)
    throw forbidden('Las notificaciones de administración son solo para administradores.');

  const admin = request.isAdmin ?? false;
  const clientNames = request.clientNames ?? [];
  const clients = await clientsNamed(db, clientNames);
  let directionIds = [...new Set(request.idDireccionesServicio ?? [])];
  if (!admin) {
    const scope = await loadScope();
    const allowed = new Set(clients.filter((c) => scope.clientIds.has(c.clientId)).map((c) => c.client));
    // An unknown name is refused like a foreign one: the answer must not reveal which clients exist.
    const denied = [...new Set(clientNames)].filter((name) => !allowed.has(name));
    if (denied.length > 0)
      throw forbidden(`No tiene acceso a los clientes ${denied.slice(0, 5).join(', ')}.`);
    directionIds = requireDirections(scope, directionIds);
  }
  return {
    oid: user.oid,
    admin,
    clientIds: clients.map((c) => c.clientId),
    directionIds,
  };
}
