/**
 * The portal itself: its styles, providers and router, mounted by the entry (src/main.tsx) once the
 * session is known (signed in, or failed and saying so) or for a public page. A visitor on the way to
 * sign in never loads this module or anything it imports.
 */
import '@mantine/core/styles.css';
// The lists' and the date pickers' styles travel with the portal's, not with their screens' code:
// a stylesheet added once a page is up makes the browser restyle the whole page, one of the longest
// tasks of a phone opening a list.
import '@mantine/dates/styles.css';
import 'mantine-react-table/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { type SessionController, SessionProvider } from '../auth/session';
import { NoticesHost } from './NoticesHost';
import { createQueryClient } from './queryClient';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

export function mountPortal(session: SessionController): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  const reactRoot = createRoot(root);
  // A transition renders in slices that give the main thread back every few milliseconds, instead
  // of one long task that holds a slow phone's taps and paints.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <SessionProvider controller={session}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
            <NoticesHost />
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </MantineProvider>
        </SessionProvider>
      </StrictMode>,
    ),
  );
}
