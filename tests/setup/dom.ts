/** jsdom lacks what Mantine reads on mount. Loaded by component tests only (vitest setupFiles). */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests talk to a real API (in a child process or in-process): on a loaded CI machine an
// answer can take longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 15_000 });

// Without vitest globals, Testing Library cannot register its own cleanup. Each test starts as a
// fresh browser does, with nothing stored (the lists remember their last view in localStorage).
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
