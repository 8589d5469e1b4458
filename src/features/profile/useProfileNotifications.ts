/**
 * The notifications of the signed-in user for the selected client (spec sections 6 and 7): role 2
 * asks as admin; the request waits until the client's service directions are known, because the
 * server marks what it returns as seen (a first, incomplete call would spend the 'nuevas').
 */
import { useNotifications } from '../../api/generated/notifications/notifications';
import { useSession } from '../../auth/session';
import { useSelectedClient } from '../clients/SelectedClientProvider';
import { loadsNotificationsAsAdmin } from './notificationDisplay';

export function useProfileNotifications() {
  const { claims } = useSession();
  const { selection, loading, serviceDirectionIds, directionsLoading } = useSelectedClient();
  const clientName = selection?.client.client ?? '';
  // Readiness and the directions come from the same provider value, so the request never goes
  // out with the directions half-known (a second, complete request would find nothing new).
  const ready = selection ? !directionsLoading : !loading;

  return useNotifications(
    {
      userId: claims.oid,
      isAdmin: loadsNotificationsAsAdmin(claims.role),
      clientNames: selection ? [clientName] : [],
      idDireccionesServicio: [...serviceDirectionIds],
    },
    {
      query: {
        enabled: ready,
        // Asked once per opening of the panel: the answer marks them seen.
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 0,
        refetchOnWindowFocus: false,
        retry: false,
      },
    },
  );
}
