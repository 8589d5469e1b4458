import { useGetClienteMenu } from '../api/generated/notifications/notifications';
import { useSession } from '../auth/session';
import type { AccessContext } from '../language/access';
import { useSelectedClient } from '../session/SelectedClientProvider';
import { menuQueryOptions } from '../session/selectedClientQueries';

/** What the access policy needs, from the session, the selected client and the client's menu. */
export function useAccessContext(): AccessContext & { loading: boolean } {
  const { claims } = useSession();
  const { selection, loading } = useSelectedClient();
  const normalClientId = selection && !selection.digitalizedState ? selection.client.clientId : 0;
  const menu = useGetClienteMenu(
    { clientId: normalClientId },
    { query: { ...menuQueryOptions, enabled: normalClientId > 0 } },
  );
  return { role: claims.role, selection, menuEntries: menu.data?.menuEntries ?? null, loading };
}
