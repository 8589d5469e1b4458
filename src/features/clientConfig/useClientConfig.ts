/**
 * A per-client configuration (services columns, actions...) as the screens apply it: the keys the
 * admin enabled, in their order. A client without configuration (404) or with an empty one gets
 * every declared item in its declared order, as the contract says.
 */
import { useQuery } from '@tanstack/react-query';
import { operationQueryOrNull } from '../../api/queryPolicy';
import type { Fetcher } from '../../language';
import { useSelectedClient } from '../../session/SelectedClientProvider';

/** A configuration read operation, called with the selected client's id. */
export type ClientConfigFetcher = Fetcher<{ readonly config: readonly string[] }>;

/** The items the configuration enables, in its order; all of them when it enables none we know. */
export function configuredItems<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  config: readonly string[] | undefined,
): T[] {
  if (!config || config.length === 0) return [...items];
  const chosen = config.flatMap((key) => items.filter((item) => keyOf(item) === key));
  return chosen.length > 0 ? chosen : [...items];
}

/** The selected client's configuration keys, or undefined (none, not loaded, or no fetcher). */
export function useClientConfig(fetcher: ClientConfigFetcher | undefined): readonly string[] | undefined {
  const { selection } = useSelectedClient();
  const clientId = selection?.client.clientId;
  const configured = useQuery({
    ...(fetcher
      ? operationQueryOrNull(fetcher, [{ clientId }])
      : { queryKey: ['client-config', 'none'], queryFn: () => null }),
    enabled: Boolean(fetcher && clientId),
  });
  return configured.data?.config;
}
