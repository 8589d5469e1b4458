/**
 * The element of every authenticated route: the screen's body when the access policy admits the
 * user with the selected client, a Spanish 'not available' page otherwise. While the client lists
 * load, only the screen's frame (its heading and a loader) shows: on a phone the heading paints
 * without waiting for the lists, and nothing the lists decide (the body, or that the screen is not
 * available) shows before them.
 */
import { lazy, Suspense, useDeferredValue } from 'react';
import type { ScreenSpec } from '../language';
import { canOpen, logoTargetFor } from '../language/access';
import { ScreenBody } from '../screens/ScreenBody';
import { NotAvailableScreen } from './NotAvailableScreen';
import { NotFoundScreen } from './NotFoundScreen';
import { useAccessContext } from './useAccessContext';

// Development and end-to-end builds only; in production this is null and the module is not bundled.
const ProvokedError =
  import.meta.env.DEV || import.meta.env.VITE_E2E === 'true' ? lazy(() => import('./ProvokedError')) : null;

export function ScreenRoute({ screen }: { screen: ScreenSpec }) {
  const context = useAccessContext();
  // The client's lists land in urgent renders; the screen they let through renders after, in a
  // deferred render that yields to the browser every few milliseconds. So does a screen opened
  // with the lists already known (its first render waits for the deferred one too).
  const loading = useDeferredValue(context.loading, true);
  const pending = loading || context.loading;
  if (!pending && !canOpen(screen, context))
    return <NotAvailableScreen title={screen.title} home={logoTargetFor(context)} />;
  return (
    <>
      {ProvokedError && !pending && (
        <Suspense fallback={null}>
          <ProvokedError />
        </Suspense>
      )}
      <ScreenBody title={screen.title} body={screen.body} pending={pending} />
    </>
  );
}

/** Any other address, for a signed-in user: the Spanish 'not found' page inside the shell. */
export function NotFoundRoute() {
  const context = useAccessContext();
  if (context.loading) return null;
  return <NotFoundScreen home={logoTargetFor(context)} />;
}
