import type { RouteObject } from 'react-router';
import { screens } from '../../screens.config';
import { AuthGate } from '../auth/session';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { ScreenBody } from '../screens/ScreenBody';
import { ShellLayout } from '../shell/ShellLayout';

const all = Object.entries(screens);
const isPublic = ([, screen]: (typeof all)[number]) => screen.audience.includes('public');

const toRoute = ([name, screen]: (typeof all)[number]): RouteObject => ({
  id: name,
  path: screen.path,
  element: <ScreenBody title={screen.title} body={screen.body} />,
});

/**
 * One route per screen of screens.config.ts. Public screens render without sign-in; every other
 * screen sits under AuthGate and renders only once an access token is held.
 */
export const routes: RouteObject[] = [
  ...all.filter(isPublic).map(toRoute),
  {
    element: <AuthGate />,
    children: [{ element: <ShellLayout />, children: all.filter((entry) => !isPublic(entry)).map(toRoute) }],
  },
  { path: '*', element: <NotFoundScreen /> },
];
