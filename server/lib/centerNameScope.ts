/**
 * The user's scope for rows that name their client by id and their center by name (the text the
 * portal sent): contacts and requests. The scope becomes "these whole clients, plus these centers
 * (by name) of those other clients". A row without a center belongs to the whole client and is
 * seen by everyone who sees the client; a row of a center is seen by those who see that center.
 */
import { type AnyColumn, and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/database';
import { centers } from '../db/schema';
import { badRequest } from './errors';

export interface CenterNameScope {
  /** Administrators: every row, including those of clients that no longer exist. */
  all: boolean;
  /** Client id -> 'all' centers, or the names of the centers the user may see. */
  clients: ReadonlyMap<number, 'all' | ReadonlySet<string>>;
  /** Client id -> the names of the centers the user may see (all of them for 'all'). */
  centerNames: ReadonlyMap<number, ReadonlySet<string>>;
}

export async function centerNameScope(
  db: Database,
  scope: Scope,
  isAdmin: boolean,
): Promise<CenterNameScope> {
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
export function visibleByCenterName(
  visibility: CenterNameScope,
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

/** The same rule for one row already read (details, deletes). */
export function seesCenterName(
  visibility: CenterNameScope,
  clientId: number | null,
  center: string | null,
): boolean {
  if (visibility.all) return true;
  const seen = clientId === null ? undefined : visibility.clients.get(clientId);
  if (!seen) return false;
  return seen === 'all' || center === null || seen.has(center);
}

/**
 * A center named for a new row of a client the user sees: one of that client's centers that the
 * user may see (400 otherwise: a center the user does not see is named like one the client has
 * not, lib/visibleRecord.ts). Null or blank names the whole client.
 */
export async function requireCenterName(
  db: Database,
  scope: Scope,
  clientId: number,
  centerName: string | null | undefined,
): Promise<string | null> {
  const center = centerName?.trim() || null;
  if (center === null) return null;
  const matching = await db
    .select({ centerId: centers.centerId })
    .from(centers)
    .where(and(eq(centers.clientId, clientId), eq(centers.nombre, center)));
  if (!matching.some((c) => scope.centerIds.has(c.centerId)))
    throw badRequest(`El cliente no tiene el centro "${center}".`, 'center');
  return center;
}
