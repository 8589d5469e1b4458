/**
 * Which requests (proposals, incidences, service requests) a user sees. Requests name their client
 * by id and their center by name (the text the portal sent), so the user's scope is turned into
 * "these whole clients, plus these centers (by name) of those other clients". A request without a
 * center belongs to the whole client and is seen by everyone who sees the client.
 */
import { type AnyColumn, and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../auth/scope';
import type { Database } from '../../db/database';
import { centers, clients } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';

export interface RequestVisibility {
  /** Administrators: every request, including those of clients that no longer exist. */
  all: boolean;
  /** Client id -> 'all' centers, or the names of the centers the user may see. */
  clients: ReadonlyMap<number, 'all' | ReadonlySet<string>>;
  /** Client id -> the names of the centers the user may see (all of them for 'all'). */
  centerNames: ReadonlyMap<number, ReadonlySet<string>>;
}

export async function requestVisibility(
  db: Database,
  scope: Scope,
  isAdmin: boolean,
): Promise<RequestVisibility> {
  if (isAdmin) return { all: true, clients: new Map(), centerNames: new Map() };
  const clientIds = [...scope.clientIds];
  const rows =
    clientIds.length === 0
      ? []
      : await db
          .select({ centerId: centers.centerId, clientId: centers.clientId, nombre: centers.nombre })
          .from(centers)
          .where(inArray(centers.clientId, clientIds));
  const byClient = new Map<number, 'all' | ReadonlySet<string>>();
  const centerNames = new Map<number, ReadonlySet<string>>();
  for (const clientId of clientIds) {
    const own = rows.filter((r) => r.clientId === clientId);
    const seen = new Set(own.filter((r) => scope.centerIds.has(r.centerId)).map((r) => r.nombre));
    const whole = own.every((r) => scope.centerIds.has(r.centerId));
    byClient.set(clientId, whole ? 'all' : seen);
    centerNames.set(clientId, seen);
  }
  return { all: false, clients: byClient, centerNames };
}

/** SQL condition: the row's client and center are visible (undefined for administrators). */
export function visibleRows(
  visibility: RequestVisibility,
  clientIdColumn: AnyColumn,
  centerColumn: AnyColumn,
): SQL | undefined {
  if (visibility.all) return undefined;
  const whole: number[] = [];
  const partial: SQL[] = [];
  for (const [clientId, seen] of visibility.clients) {
    if (seen === 'all') whole.push(clientId);
    else {
      const names = [...seen];
      partial.push(
        and(
          eq(clientIdColumn, clientId),
          names.length > 0 ? or(isNull(centerColumn), inArray(centerColumn, names)) : isNull(centerColumn),
        ) as SQL,
      );
    }
  }
  const conditions = [...(whole.length > 0 ? [inArray(clientIdColumn, whole)] : []), ...partial];
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

/** The same rule for one row already read (details and deletes). */
export function canSee(
  visibility: RequestVisibility,
  clientId: number | null,
  center: string | null,
): boolean {
  if (visibility.all) return true;
  const seen = clientId === null ? undefined : visibility.clients.get(clientId);
  if (!seen) return false;
  return seen === 'all' || center === null || seen.has(center);
}

/**
 * The `clientName` and `center` filters of a list (exact equality). Naming a client or center the
 * user may not see is a 403; an administrator naming an unknown client simply finds nothing.
 */
export async function listFilters(
  db: Database,
  visibility: RequestVisibility,
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

  const center = centerName?.trim() || null;
  if (center === null) return { ...client, center: null };
  const matching = await db
    .select({ centerId: centers.centerId })
    .from(centers)
    .where(and(eq(centers.clientId, client.clientId), eq(centers.nombre, center)));
  if (matching.length === 0) throw badRequest(`El cliente no tiene el centro "${center}".`, 'center');
  if (!matching.some((c) => scope.centerIds.has(c.centerId)))
    throw forbidden('No tiene acceso a este centro.');
  return { ...client, center };
}
