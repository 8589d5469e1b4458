import { useSession } from '../auth/session';
import { useSelectedClient } from '../features/clients/SelectedClientProvider';
import type { AccessContext } from '../screens/access';

/** What the access policy needs, from the session and the selected client. */
export function useAccessContext(): AccessContext & { loading: boolean } {
  const { claims } = useSession();
  const { selection, loading } = useSelectedClient();
  return { role: claims.role, selection, loading };
}
