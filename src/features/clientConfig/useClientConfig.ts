/**
 * A per-client configuration (services columns, actions...) as the screens apply it: the keys the
 * admin enabled, in their order. A client without configuration (404) or with an empty one gets
 * every declared item in its declared order, as the contract says.
 */
import { useQuery } from '@tanstack/react-query';
import { callFetcher } from '../../api/callFetcher';
import { operationQueryKey } from '../../api/queryPolicy';
import type { Fetcher } from '../../screens/define';
import { useSelectedClient } from '../clients/SelectedClientProvider';

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
  const args = [{ clientId }];
  const configured = useQuery({
    // The operation's key, marked: a missing configuration is data (null) here, an error in the
    // generated hook, so the two must not share an entry. A save of the tag still reaches it.
    queryKey: fetcher ? [...operationQueryKey(fetcher, args), 'orDefaults'] : ['client-config', 'none'],
    queryFn: ({ signal }) =>
      callFetcher(fetcher as ClientConfigFetcher, args, { signal })
        // A client without configuration answers 404: the defaults apply.
        .catch(() => null),
    enabled: Boolean(fetcher && clientId),
  });
  return configured.data?.config;
}
