/**
 * What the global search may look in: every client, center and service direction the user may see
 * in either variant (administrators: all). A user with no client at all is refused, as the contract
 * says, rather than answered an always-empty search.
 */
import type { Scope, ScopeVariant } from '../../auth/scope';
import { eitherScope } from '../../lib/eitherScope';
import { forbidden } from '../../lib/errors';

export async function searchScope(scope: (variant?: ScopeVariant) => Promise<Scope>): Promise<Scope> {
  const combined = await eitherScope(scope);
  if (combined.clientIds.size === 0) throw forbidden('No tiene acceso a ningún cliente.');
  return combined;
}

/** The paging of a search: `take` results after `skip`; take 0 the largest page. */
export interface SearchPaging {
  skip?: number | undefined;
  take?: number | undefined;
  text: string;
  /** Only this client's results (the portal's selected one); one the user may see. */
  clientId?: number | undefined;
}

/**
 * The client a search is narrowed to, checked against the scope: a client the user may not see is
 * refused, not answered an empty list. Undefined: every client in scope.
 */
export function searchedClient(scope: Scope, request: Pick<SearchPaging, 'clientId'>): number | undefined {
  if (request.clientId !== undefined && !scope.clientIds.has(request.clientId))
    throw forbidden('No tiene acceso a este cliente.');
  return request.clientId;
}
