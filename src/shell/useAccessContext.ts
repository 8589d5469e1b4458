import { useGetClienteMenu } from '../api/generated/notifications/notifications';
import { useSession } from '../auth/session';
import type { AccessContext } from '../language/access';
import { useSelectedClient } from '../session/SelectedClientProvider';

/** What the access policy needs, from the session, the selected client and the client's menu. */
export function useAccessContext(): AccessContext & { loading: boolean } {
  const { claims } = useSession();
  const { selection, loading } = useSelectedClient();
  const normalClientId = selection && !selection.digitalizedState ? selection.client.clientId : 0;
  // Every screen asks (the shell and each route): one answer per client serves them for a while.
  // A client without a configured menu answers the default (no entries).
  const menu = useGetClienteMenu(
    { clientId: normalClientId },
    { query: { enabled: normalClientId > 0, retry: false, staleTime: 5 * 60_000 } },
  );
  return { role: claims.role, selection, menuEntries: menu.data?.menuEntries ?? null, loading };
}
