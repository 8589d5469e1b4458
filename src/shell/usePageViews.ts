/**
 * Reports each route the user opens inside the shell to POST /statistics/loginfo (action 'view',
 * the route's path, the selected client's name), once the client lists have loaded. A page view is
 * a change of path: the grid's pager, filters, sort and tabs write the URL's query (a new location
 * each time) but show the same page, so they report nothing (each pager click used to
 * post a view that competed with the grid's rows). A failed report is not the user's concern: it is
 * logged and forgotten.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { statisticsLogInfo } from '../api/generated/statistics/statistics';

export function usePageViews({ loading, clientName }: { loading: boolean; clientName: string | null }) {
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (loading || reported.current === pathname) return;
    reported.current = pathname;
    statisticsLogInfo({ action: 'view', page: pathname, client: clientName }).catch((error: unknown) =>
      console.warn('No se ha podido registrar la visita', error),
    );
  }, [loading, pathname, clientName]);
}
