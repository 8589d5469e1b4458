import type { RouteObject } from 'react-router';
import { screens } from '../../screens.config';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { ScreenBody } from '../screens/ScreenBody';

/**
 * One route per screen of screens.config.ts. The authenticated shell and the audience gates wrap
 * these in the shell issue; here every declared screen is reachable and renders its body.
 */
export const routes: RouteObject[] = [
  ...Object.entries(screens).map(([name, screen]) => ({
    id: name,
    path: screen.path,
    element: <ScreenBody title={screen.title} body={screen.body} />,
  })),
  { path: '*', element: <NotFoundScreen /> },
];
