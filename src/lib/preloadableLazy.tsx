/**
 * A component whose code loads on demand, like React.lazy, that can also be loaded ahead (a link's
 * sign of intent, an idle page: src/shell/useStartScreen.ts) and then renders at once. React.lazy
 * knows only of the loads it started: the first time it renders, even code loaded long before
 * suspends it once, so the screen committed its Suspense fallback (a spinner) and rendered again a
 * moment later, once for the tabs and once more for the grid inside them.
 */
import { type ComponentType, lazy, useState } from 'react';

export interface PreloadableLazy<Props extends object> {
  /** Renders the component: directly when its code is loaded, else through React.lazy (suspends). */
  Component: ComponentType<Props>;
  /** Loads the code (once, whoever asks first). */
  preload: () => Promise<unknown>;
}

export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableLazy<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load (a new deployment, the network) is tried again by the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Component(props: Props) {
    // Chosen once per mount, so the component under it is never swapped (which would remount it).
    const [Loaded] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
