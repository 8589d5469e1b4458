/**
 * The one query of a row's detail, shared by the drawer and the row's documents menu (a service's
 * documents are in its detail), so opening one after the other asks the API once. Keyed by the
 * detail operation and its arguments (src/api/queryPolicy.ts), so a proposal #5 and an incidence
 * #5 are two entries.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callFetcher } from '../../api/callFetcher';
import { operationQueryKey } from '../../api/queryPolicy';
import type { Fetcher } from '../../language';
import type { KeyedDetail } from './gridDefaults';

type Detail = Record<string, unknown>;

export function detailQuery(detail: KeyedDetail, id: unknown) {
  const query = detail.query as Fetcher<Detail> | undefined;
  // Closed, or a detail without an operation (it shows the row itself): nothing to ask.
  if (!query || id === null || id === undefined)
    return queryOptions<Detail>({ queryKey: ['detail', 'idle'], queryFn: skipToken });
  const args = [{ [detail.param]: String(id) }];
  return queryOptions<Detail>({
    queryKey: operationQueryKey(query, args),
    queryFn: ({ signal }) => callFetcher(query, args, { signal }),
  });
}
