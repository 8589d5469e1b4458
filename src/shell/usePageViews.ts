/**
 * Reports each navigation inside the shell to POST /statistics/loginfo (action 'view', the route's
 * path, the selected client's name), once the client lists have loaded. A failed report is not the
 * user's concern: it is logged and forgotten.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { statisticsLogInfo } from '../api/generated/statistics/statistics';

export function usePageViews({ loading, clientName }: { loading: boolean; clientName: string | null }) {
  const location = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (loading || reported.current === location.key) return;
    reported.current = location.key;
    statisticsLogInfo({ action: 'view', page: location.pathname, client: clientName }).catch(
      (error: unknown) => console.warn('No se ha podido registrar la visita', error),
    );
  }, [loading, location.key, location.pathname, clientName]);
}
