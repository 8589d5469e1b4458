/**
 * Renders the real router (src/app/routes.tsx) with real providers for the shell's component tests.
 * The API is a fake fetch answering the client lists, the service directions, the page-view
 * reports and (when asked) an empty services list from fixed data; every call is recorded.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Cliente } from '../../src/api/generated/model';
import { setApiBaseUrl } from '../../src/api/http';
import { createQueryClient } from '../../src/app/queryClient';
import { routes } from '../../src/app/routes';
import { theme } from '../../src/app/theme';
import type { SessionClaims } from '../../src/auth/portalAuth';
import { type SessionController, SessionProvider } from '../../src/auth/session';

export const apiBase = 'http://api.test';

export const client = (clientId: number, name: string, extra: Partial<Cliente> = {}): Cliente => ({
  clientId,
  client: name,
  regenera: false,
  digitalized: false,
  idNif: null,
  cif: null,
  ...extra,
});

export const normalClients = [
  client(1, 'Hoteles Costa Azul S.L.'),
  client(2, 'Talleres Mecánicos Norte S.A.'),
];
export const regeneraClient = client(3, 'Restaurantes del Sur S.L.', { regenera: true });
export const digitalizedClients = [
  client(11, 'Construcciones Meseta S.A.', { digitalized: true }),
  client(12, 'Supermercados Ebro S.L.', { digitalized: true }),
];

export interface ApiCall {
  path: string;
  method: string;
  body: unknown;
}

/** Stubs fetch with the client lists given; answers the calls made. */
export function fakeApi(lists: {
  clients?: readonly Cliente[];
  digitalized?: readonly Cliente[];
  /** Answers POST /notifications with no items and this many new (a 404 when not given). */
  notifications?: { nuevas: number };
  /** The selected client's service directions (none when not given). */
  directions?: readonly number[];
  /** Answers POST /ticketsGrid with no rows (a 404 when not given). */
  services?: boolean;
}): ApiCall[] {
  setApiBaseUrl(apiBase);
  const calls: ApiCall[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname;
    calls.push({
      path,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const page = (items: readonly unknown[]) => json({ items, total: items.length });
    if (path === '/getClients') return page(lists.clients ?? []);
    if (path === '/getClientsDigitalized') return page(lists.digitalized ?? []);
    if (path.startsWith('/getServiceDirections'))
      return page((lists.directions ?? []).map((iddireccionservicio) => ({ iddireccionservicio })));
    if (path === '/ticketsGrid' && lists.services) return page([]);
    if (path === '/statistics/loginfo') return json({ ok: true });
    if (path === '/notifications' && lists.notifications)
      return json({ items: [], total: lists.notifications.nuevas, nuevas: lists.notifications.nuevas });
    return new Response(JSON.stringify({ message: 'no disponible en la prueba' }), { status: 404 });
  });
  return calls;
}

export function claimsWith(role: number): SessionClaims {
  return {
    oid: 'o',
    givenName: 'Lucía',
    familyName: 'Martín Ortega',
    email: 'lucia@demo.es',
    empresa: 'Hoteles Costa Azul S.L.',
    role,
  };
}

export function signedInAs(role: number): SessionController {
  return {
    start: async () => ({ status: 'signedIn', claims: claimsWith(role) }),
    resetPassword: async () => undefined,
    signOut: async () => undefined,
  };
}

/** Renders the app's routes at `path`; answers the router (to read where it went). */
export function renderApp(path: string, controller: SessionController = signedInAs(0)) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <SessionProvider controller={controller}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </SessionProvider>,
  );
  return { ...view, router };
}

/**
 * Loads the lazily imported screen modules up front. The app imports them on first render; a slow
 * import (a loaded CI machine transforming the module) can resolve after its test and file ended,
 * and React's late ping to the suspended root then runs without jsdom's window. Preloaded, every
 * lazy() resolves within the test that renders it.
 */
export async function preloadLazyScreens(): Promise<void> {
  await Promise.all([
    import('../../src/features/grid/GridScreen'),
    import('../../src/features/schemaForm/FormScreen'),
    import('../../src/features/typedForm/TypedFormScreen'),
    import('../../src/screens/TabsScreen'),
    import('../../src/screens/SectionsScreen'),
    import('../../src/features/files/FileBrowserScreen'),
    import('../../src/features/home/HomeScreen'),
    import('../../src/features/kpis/KpiStrip'),
    import('../../src/features/gridPanels/GestorPanel'),
  ]);
}
