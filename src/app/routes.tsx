import type { RouteObject } from 'react-router';
import { screens } from '../../screens.config';
import { AuthGate } from '../auth/session';
import type { ScreenSpec } from '../language';
import { canOpen } from '../language/access';
import { ScreenBody } from '../screens/ScreenBody';
import { ErrorFallback } from '../shell/ErrorFallback';
import { NotFoundRoute, ScreenRoute } from '../shell/ScreenRoute';
import { ShellLayout } from '../shell/ShellLayout';

const all = Object.entries(screens) as [string, ScreenSpec][];
const isPublic = ([, screen]: [string, ScreenSpec]) => canOpen(screen, { role: 0, selection: null });

/**
 * One route per screen of screens.config.ts. Public screens render without sign-in and outside the
 * shell; every other screen sits under AuthGate and the shell, behind the access policy
 * (src/language/access.ts). A page that fails to render shows the Spanish fallback in its place.
 * Any other address is private too: once signed in, 'Página no encontrada' inside the shell.
 */
export const routes: RouteObject[] = [
  ...all.filter(isPublic).map(
    ([name, screen]): RouteObject => ({
      id: name,
      path: screen.path,
      element: <ScreenBody title={screen.title} body={screen.body} />,
      errorElement: <ErrorFallback />,
    }),
  ),
  {
    element: <AuthGate />,
    errorElement: <ErrorFallback />,
    children: [
      {
        element: <ShellLayout />,
        errorElement: <ErrorFallback />,
        children: [
          ...all
            .filter((entry) => !isPublic(entry))
            .map(
              ([name, screen]): RouteObject => ({
                id: name,
                path: screen.path,
                element: <ScreenRoute screen={screen} />,
                errorElement: <ErrorFallback />,
              }),
            ),
          { path: '*', element: <NotFoundRoute />, errorElement: <ErrorFallback /> },
        ],
      },
    ],
  },
];
