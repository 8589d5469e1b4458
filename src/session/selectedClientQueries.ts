/**
 * The selected client's own data that every screen waits for: its service directions (what the
 * lists are filtered by) and its menu (what the access policy reads). The hooks that read them and
 * the early ask on arrival share these options, so the answer asked early is the one they find.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetClienteMenuQueryOptions } from '../api/generated/notifications/notifications';
import {
  getGetServiceDirectionsDigitalizedQueryOptions,
  getGetServiceDirectionsQueryOptions,
} from '../api/generated/structure/structure';
import type { StoredSelection } from './clientSelection';

/** An answer asked on arrival still serves the screens that mount once the client lists are in. */
export const directionsQueryOptions = { staleTime: 60_000 } as const;

/**
 * Every screen asks (the shell and each route): one answer per client serves them for a while. A
 * client without a configured menu answers the default (no entries), so a failure is final.
 */
export const menuQueryOptions = { retry: false, staleTime: 5 * 60_000 } as const;

/**
 * Asks for the stored client's directions and menu beside the client lists, rather than after
 * them: on a slow network that is a round trip less before any list shows. The lists still decide
 * the selection; an answer for a client that is no longer the user's is simply not read.
 */
export function prefetchStoredClient(queryClient: QueryClient, stored: StoredSelection | null): void {
  if (!stored) return;
  const { clientId, client: name } = stored.client;
  if (name !== undefined) {
    const options = { query: directionsQueryOptions };
    void queryClient.prefetchQuery(
      stored.digitalizedState
        ? getGetServiceDirectionsDigitalizedQueryOptions({ client: name }, options)
        : getGetServiceDirectionsQueryOptions({ client: name }, options),
    );
  }
  if (!stored.digitalizedState)
    void queryClient.prefetchQuery(getGetClienteMenuQueryOptions({ clientId }, { query: menuQueryOptions }));
}
