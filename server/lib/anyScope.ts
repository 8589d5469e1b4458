/**
 * The union of a user's normal and digitalized scopes. Operations that are not split into a normal
 * and a *Digitalized twin (global search, single-file download, contacts, CIFs, account managers)
 * serve a client the user may see in either variant: a digitalized client's access is recorded in
 * the digitalized variant, a normal one's in the normal variant.
 */
import type { Scope, ScopeVariant } from '../auth/scope';

export async function anyScope(scope: (variant?: ScopeVariant) => Promise<Scope>): Promise<Scope> {
  const [normal, digitalized] = await Promise.all([scope('normal'), scope('digitalized')]);
  return {
    clientIds: new Set([...normal.clientIds, ...digitalized.clientIds]),
    centerIds: new Set([...normal.centerIds, ...digitalized.centerIds]),
    directionIds: new Set([...normal.directionIds, ...digitalized.directionIds]),
  };
}

/** A row of a client (and maybe one of its centers) the scope reaches. */
export function scopeReaches(scope: Scope, row: { clientId: number; centerId?: number | null }): boolean {
  if (!scope.clientIds.has(row.clientId)) return false;
  return row.centerId == null || scope.centerIds.has(row.centerId);
}
