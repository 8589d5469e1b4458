/**
 * Which requests (proposals, incidences, service requests) a user sees: the center-name scope of
 * server/lib/centerNameScope.ts (requests name their client by id and their center by name), the
 * list filters by client and center, and the client and center a new request is raised for.
 */
import { type AnyColumn, eq, type SQL } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { clients } from '../../db/schema';
import { type CenterNameScope, requireCenterName } from '../../lib/centerNameScope';
import { badRequest, forbidden } from '../../lib/errors';

/**
 * The `clientName` and `center` filters of a list (exact equality). Naming a client or center the
 * user may not see is a 403; an administrator naming an unknown client simply finds nothing.
 */
export async function listFilters(
  db: Database,
  visibility: CenterNameScope,
  columns: { clientId: AnyColumn; clientName: AnyColumn; center: AnyColumn },
  request: { clientName?: string | undefined; center?: string | undefined },
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  let clientIds = [...visibility.clients.keys()];
  if (request.clientName !== undefined) {
    const [client] = await db
      .select({ clientId: clients.clientId })
      .from(clients)
      .where(eq(clients.client, request.clientName));
    if (!visibility.all && (!client || !visibility.clients.has(client.clientId)))
      throw forbidden('No tiene acceso a este cliente.');
    conditions.push(
      client ? eq(columns.clientId, client.clientId) : eq(columns.clientName, request.clientName),
    );
    clientIds = client ? [client.clientId] : [];
  }
  if (request.center !== undefined) {
    const center = request.center;
    const allowed = visibility.all || clientIds.some((id) => visibility.centerNames.get(id)?.has(center));
    if (!allowed) throw forbidden('No tiene acceso a este centro.');
    conditions.push(eq(columns.center, center));
  }
  return conditions;
}

export interface RequestTarget {
  clientId: number;
  client: string;
  /** The center's name, or null for a request of the whole client. */
  center: string | null;
}

/**
 * The client and center a new request is raised for: the client must be one the user may see
 * (403, also for an unknown name, so a user cannot probe other clients' names) and the center one
 * of that client's centers the user may see.
 */
export async function requestTarget(
  db: Database,
  scope: Scope,
  isAdmin: boolean,
  clientName: string,
  centerName: string | null | undefined,
): Promise<RequestTarget> {
  const [client] = await db
    .select({ clientId: clients.clientId, client: clients.client })
    .from(clients)
    .where(eq(clients.client, clientName));
  if (!client) {
    if (isAdmin) throw badRequest(`No existe el cliente "${clientName}".`, 'clientName');
    throw forbidden('No tiene acceso a este cliente.');
  }
  if (!scope.clientIds.has(client.clientId)) throw forbidden('No tiene acceso a este cliente.');

  return { ...client, center: await requireCenterName(db, scope, client.clientId, centerName) };
}
