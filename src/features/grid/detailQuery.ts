/**
 * The one query of a row's detail, shared by the drawer and the row's documents menu (a service's
 * documents are in its detail), so opening one after the other asks the API once.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Fetcher, GridDetail } from '../../screens/define';

export function detailQuery(detail: GridDetail<Record<string, unknown>, Fetcher>, id: unknown) {
  const key = id === null || id === undefined ? null : String(id);
  return queryOptions({
    queryKey: ['detail', detail.param, key],
    queryFn: () =>
      (detail.query as (params: object) => Promise<Record<string, unknown>>)({ [String(detail.param)]: key }),
    enabled: key !== null && Boolean(detail.query),
  });
}
