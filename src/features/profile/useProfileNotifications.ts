/**
 * The notifications of the signed-in user for the selected client (docs/product-rules.md#notifications): role
 * 2 asks as admin; the request waits until the client's service directions are known, because the server
 * marks what it returns as seen (a first, incomplete call would spend the 'nuevas').
 *
 * Two readings of the same request: the panel's, which marks them seen, and the avatar's count of
 * new ones, which asks with `markSeen: false` so that counting does not spend them.
 */
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationsRequest } from '../../api/generated/model';
import { getNotificationsQueryKey, useNotifications } from '../../api/generated/notifications/notifications';
import { isSuperadmin } from '../../api/generated/roles';
import { useSession } from '../../auth/session';
import { useSelectedClient } from '../../session/SelectedClientProvider';

/**
 * docs/product-rules.md#notifications: role 2 (superadministrator) loads notifications as admin. Role 1 is
 * not named there, so it loads them like any other user: the requests and services of the selected client.
 */
export function loadsNotificationsAsAdmin(role: number): boolean {
  return isSuperadmin(role);
}

/** How often the avatar's count asks again while the portal stays open. */
const countRefreshMs = 5 * 60_000;

function useNotificationsRequest(): { request: NotificationsRequest; ready: boolean } {
  const { claims } = useSession();
  const { selection, loading, serviceDirectionIds, directionsLoading } = useSelectedClient();
  // Readiness and the directions come from the same provider value, so the request never goes
  // out with the directions half-known (a second, complete request would find nothing new).
  const ready = selection ? !directionsLoading : !loading;
  return {
    request: {
      userId: claims.oid,
      isAdmin: loadsNotificationsAsAdmin(claims.role),
      clientNames: selection ? [selection.client.client] : [],
      idDireccionesServicio: [...serviceDirectionIds],
    },
    ready,
  };
}

const countRequestOf = (request: NotificationsRequest): NotificationsRequest => ({
  ...request,
  markSeen: false,
});

const countKey = getNotificationsQueryKey();
const isCountQuery = ({ queryKey }: Query) =>
  queryKey[0] === countKey[0] &&
  queryKey[1] === countKey[1] &&
  (queryKey[2] as NotificationsRequest | undefined)?.markSeen === false;

/** The panel's notifications; once they arrive the avatar's count is asked again (now none new). */
export function useProfileNotifications() {
  const { request, ready } = useNotificationsRequest();
  const queryClient = useQueryClient();
  const query = useNotifications(request, {
    query: {
      enabled: ready,
      // Asked once per opening of the panel: the answer marks them seen.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      refetchOnWindowFocus: false,
      retry: false,
    },
  });
  const answered = query.data !== undefined;
  useEffect(() => {
    if (answered) void queryClient.invalidateQueries({ predicate: isCountQuery });
  }, [answered, queryClient]);
  return query;
}

/** How many notifications are new, for the mark on the avatar; 0 until known. */
export function useNewNotificationsCount(): number {
  const { request, ready } = useNotificationsRequest();
  const query = useNotifications(countRequestOf(request), {
    query: { enabled: ready, staleTime: 60_000, refetchInterval: countRefreshMs, retry: false },
  });
  return query.data?.nuevas ?? 0;
}
