/**
 * Test aid, built only into development and end-to-end builds (ScreenRoute imports it behind
 * `import.meta.env.DEV || VITE_E2E`, so production bundles drop it): with `?provocar-error=1` the
 * first rendering of the page at that address throws, to show the fallback screen. 'Reintentar'
 * navigates to the same address again (a new location), which renders normally.
 */
import { useLocation } from 'react-router';
import { texts } from '../lib/texts';

let provokedAt: string | null = null;

class ProvokedRenderError extends Error {
  override name = 'ProvokedRenderError';
}

export default function ProvokedError() {
  const location = useLocation();
  if (new URLSearchParams(location.search).get('provocar-error') !== '1') return null;
  provokedAt ??= location.key;
  if (provokedAt === location.key) throw new ProvokedRenderError(texts.errorFallback.provoked);
  return null;
}
