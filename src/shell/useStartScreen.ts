/**
 * What a navigation link starts before the screen's code has loaded: the first page of the grid
 * the screen opens with (src/features/grid/gridPage.ts), under the key the grid will ask for, so
 * the rows are on their way while the table's chunk downloads and evaluates; and that
 * chunk itself, so a pointer resting on the link gives it a head start. Called on
 * the link's first sign of intent (pointer over it, focus) and on the click; a page already fresh
 * or on its way is not asked again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { screens } from '../../screens.config';
import { prefetchFirstPage } from '../features/grid/gridPage';
import type { ScreenSpec } from '../language';
import { whenIdle } from '../lib/whenIdle';
import { preloadBody } from '../screens/ScreenBody';
import { useSelectedClient } from '../session/SelectedClientProvider';

const screenAt = new Map((Object.values(screens) as ScreenSpec[]).map((screen) => [screen.path, screen]));

export function useStartScreen(): (path: string) => void {
  const queryClient = useQueryClient();
  const { selection, serviceDirectionIds } = useSelectedClient();
  return useCallback(
    (path: string) => {
      const screen = screenAt.get(path);
      if (!screen) return;
      preloadBody(screen.body);
      // The grid's own context with no centre chosen and nothing picked (useGridController).
      prefetchFirstPage(queryClient, screen.body, {
        serviceDirectionIds,
        clientId: selection?.client.clientId ?? null,
        clientName: selection?.client.client ?? null,
        picked: null,
      });
    },
    [queryClient, selection, serviceDirectionIds],
  );
}

/**
 * Loads the code of the screens behind `paths` once `enabled` and the page is idle and its own
 * requests have answered (the home's KPIs render first), so that a later click on one of them only
 * renders the screen (the table's chunk was downloaded and evaluated inside the first click). Code
 * only: no screen's data is asked before a sign of intent (useStartScreen).
 */
export function useWarmScreens(paths: readonly string[], enabled: boolean): void {
  const queryClient = useQueryClient();
  const key = paths.join(' ');
  useEffect(() => {
    if (!enabled) return;
    let cancel = () => {};
    const warm = () => {
      if (queryClient.isFetching() > 0) {
        const later = setTimeout(() => {
          cancel = whenIdle(warm);
        }, 200);
        cancel = () => clearTimeout(later);
        return;
      }
      for (const path of key.split(' ')) {
        const screen = screenAt.get(path);
        if (screen) preloadBody(screen.body);
      }
    };
    cancel = whenIdle(warm);
    return () => cancel();
  }, [key, queryClient, enabled]);
}
