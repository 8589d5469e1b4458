/**
 * The one query policy of the config-driven screens: a generated fetcher called with arguments is
 * cached under the key orval's own hooks give it (method and path, then query parameters, then the
 * body: `getXxxQueryKey`), so a grid, a drawer, a report and a generated hook asking the same
 * thing share one cache entry, and two operations never share one because their arguments look
 * alike (a proposal #5 and an incidence #5). The fetch gets the query's abort signal. A saved
 * change invalidates the queries of its operation's OpenAPI tag, not every query.
 */
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { callFetcher, type Fetcher } from './callFetcher';
import { type Operation, operationOf, operations } from './generated/operations';

/**
 * orval's key for the operation `fetcher` calls with `args`: `['/path', params?]` for a GET,
 * `['POST', '/path', params?, body?]` otherwise (the fetcher takes the body first when it has one).
 */
export function operationQueryKey(fetcher: Fetcher, args: readonly unknown[]): QueryKey {
  const { method, path, hasBody } = operationOf(fetcher);
  const [body, params] = hasBody ? args : [undefined, args[0]];
  const rest = [...(params ? [params] : []), ...(hasBody ? [body] : [])];
  return method === 'GET' ? [path, ...rest] : [method, path, ...rest];
}

/** The start every key of the operation shares, whatever its arguments (to reload a whole list). */
export function operationKeyPrefix(fetcher: Fetcher): QueryKey {
  return keyPrefixOf(operationOf(fetcher));
}

function keyPrefixOf({ method, path }: Operation): QueryKey {
  return method === 'GET' ? [path] : [method, path];
}

/**
 * A query of `fetcher` with `args`; `null` arguments (an input the request requires is missing)
 * keep it idle.
 */
export function operationQuery<Result>(fetcher: Fetcher<Result>, args: readonly unknown[] | null) {
  return queryOptions({
    queryKey: args ? operationQueryKey(fetcher, args) : ['idle', ...operationKeyPrefix(fetcher)],
    queryFn: ({ signal }) => callFetcher(fetcher, args ?? [], { signal }),
    enabled: args !== null,
  });
}

/**
 * A query of `fetcher` with `args` that fails into null: a per-client configuration a client lacks
 * answers 404, and the screens then apply their defaults (useClientConfig). Its own cache entry
 * (the key marked 'orDefaults'): the operation's generated hook sees the 404 as an error. Fresh
 * for a moment, so a grid mounting just after the navigation asked for its columns (the grid's
 * first page, src/features/grid/gridPage.ts) does not ask again; a save of the tag still reloads it.
 */
export function operationQueryOrNull<Result>(fetcher: Fetcher<Result>, args: readonly unknown[]) {
  return queryOptions({
    queryKey: [...operationQueryKey(fetcher, args), 'orDefaults'],
    queryFn: ({ signal }): Promise<Result | null> => callFetcher(fetcher, args, { signal }).catch(() => null),
    staleTime: 10_000,
  });
}

/** Whether `key` starts as the keys of the operation do. */
const keyOfOperation = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

/**
 * After `fetcher` changed something: refetch (or mark stale) every cached query of its OpenAPI tag,
 * and those the contract says follow that tag (`x-invalidated-by`).
 */
export async function invalidateTagOf(queryClient: QueryClient, fetcher: Fetcher): Promise<void> {
  const tag = operations.get(fetcher)?.tags[0];
  // Not an operation of the contract: what it changed is unknown, so everything may have.
  if (!tag) return queryClient.invalidateQueries();
  const following = [...operations.values()].filter(({ tags }) => tags.includes(tag)).map(keyPrefixOf);
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => following.some((prefix) => keyOfOperation(queryKey, prefix)),
  });
}
