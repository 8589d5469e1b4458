/**
 * The union of a user's normal and digitalized scopes. Some operations name a client without saying
 * which list it was picked from (the selected client of the notifications panel, of a usage event,
 * of a client setting): a client the user may see in either variant is allowed there.
 */
import type { Scope, ScopeVariant } from '../auth/scope';

export async function eitherScope(scope: (variant?: ScopeVariant) => Promise<Scope>): Promise<Scope> {
  const [normal, digitalized] = await Promise.all([scope('normal'), scope('digitalized')]);
  return {
    clientIds: new Set([...normal.clientIds, ...digitalized.clientIds]),
    centerIds: new Set([...normal.centerIds, ...digitalized.centerIds]),
    directionIds: new Set([...normal.directionIds, ...digitalized.directionIds]),
  };
}
