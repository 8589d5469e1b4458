/**
 * What a user may see: the clients their permissions grant (normal or digitalized variant), the
 * centers of those clients they have access to (a center access record grants that center and every
 * center below it; a client with no records grants all its centers), and the service directions of
 * those centers. Administrators see everything.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { centerAccess, centers, clients, serviceDirections, userClients } from '../db/schema';
import { forbidden } from '../lib/errors';
import { cachedScope } from './accessCache';

export type ScopeVariant = 'normal' | 'digitalized';

export interface Scope {
  clientIds: ReadonlySet<number>;
  centerIds: ReadonlySet<number>;
  directionIds: ReadonlySet<number>;
}

/**
 * The user's scope, shared for a brief time by their requests (auth/accessCache.ts: a write that
 * changes access empties it). Administrators all share theirs. The sets are not to be changed.
 */
export function loadScope(
  db: Database,
  user: { oid: string; isAdmin: boolean },
  variant: ScopeVariant,
): Promise<Scope> {
  const key = user.isAdmin ? `admin|${variant}` : `${user.oid}|${variant}`;
  return cachedScope(db, key, () => readScope(db, user, variant));
}

async function readScope(
  db: Database,
  user: { oid: string; isAdmin: boolean },
  variant: ScopeVariant,
): Promise<Scope> {
  const allCenters = await db
    .select({ centerId: centers.centerId, parentId: centers.parentId, clientId: centers.clientId })
    .from(centers);
  const allDirections = await db
    .select({ id: serviceDirections.iddireccionservicio, centerId: serviceDirections.centerId })
    .from(serviceDirections);

  let clientIds: Set<number>;
  let centerIds: Set<number>;
  if (user.isAdmin) {
    // Every client, also one that has no centers yet (just created by an administrator).
    const allClients = await db.select({ clientId: clients.clientId }).from(clients);
    clientIds = new Set(allClients.map((c) => c.clientId));
    centerIds = new Set(allCenters.map((c) => c.centerId));
  } else {
    const digitalized = variant === 'digitalized';
    const granted = await db
      .select({ clientId: userClients.clientId })
      .from(userClients)
      .where(and(eq(userClients.oid, user.oid), eq(userClients.digitalized, digitalized)));
    const records = await db
      .select({ centerId: centerAccess.centerId })
      .from(centerAccess)
      .where(and(eq(centerAccess.oid, user.oid), eq(centerAccess.digitalized, digitalized)));
    clientIds = new Set(granted.map((g) => g.clientId));
    centerIds = grantedCenters(allCenters, clientIds, new Set(records.map((r) => r.centerId)));
  }
  const directionIds = new Set(allDirections.filter((d) => centerIds.has(d.centerId)).map((d) => d.id));
  return { clientIds, centerIds, directionIds };
}

function grantedCenters(
  all: { centerId: number; parentId: number | null; clientId: number }[],
  clientIds: ReadonlySet<number>,
  records: ReadonlySet<number>,
): Set<number> {
  const byId = new Map(all.map((c) => [c.centerId, c]));
  const recordedClients = new Set([...records].map((id) => byId.get(id)?.clientId));
  const isUnder = (centerId: number): boolean => {
    for (let id: number | null | undefined = centerId; id != null; id = byId.get(id)?.parentId) {
      if (records.has(id)) return true;
    }
    return false;
  };
  return new Set(
    all
      .filter((c) => clientIds.has(c.clientId))
      .filter((c) => !recordedClients.has(c.clientId) || isUnder(c.centerId))
      .map((c) => c.centerId),
  );
}

/**
 * The service directions a request may read: each requested id must be in scope (403 otherwise,
 * so another client's data is refused rather than silently dropped). An empty request reads none.
 */
export function requireDirections(scope: Scope, requested: readonly number[] | undefined): number[] {
  const ids = [...new Set(requested ?? [])];
  const denied = ids.filter((id) => !scope.directionIds.has(id));
  if (denied.length > 0) {
    throw forbidden(`No tiene acceso a las direcciones de servicio ${denied.slice(0, 5).join(', ')}.`);
  }
  return ids;
}

/**
 * A client id a request narrows to: 403 unless in scope. Nothing is looked up, so an unknown id
 * and another client's are refused alike.
 */
export function requireClient(scope: Scope, clientId: number): void {
  if (!scope.clientIds.has(clientId)) throw forbidden('No tiene acceso a este cliente.');
}
