// @vitest-environment jsdom
/**
 * The router built from screens.config.ts: public screens are pages of their own (the router sends
 * the browser to them, without a session), every other screen renders only once the session holds
 * a token, and unknown routes get the Spanish 404 page inside the shell (signed in, like every
 * private page).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/queryClient';
import { routes } from '../../src/app/routes';
import { theme } from '../../src/app/theme';
import type { StartResult } from '../../src/auth/portalAuth';
import { type SessionController, SessionProvider } from '../../src/auth/session';
import { fakeApi, normalClients } from '../shell/harness';

const signedIn: StartResult = {
  status: 'signedIn',
  claims: {
    oid: 'o',
    givenName: 'Lucía',
    familyName: 'Martín',
    email: 'cliente@demo.es',
    empresa: 'X',
    role: 0,
  },
};

function session(result: Promise<StartResult>): SessionController & { starts: number } {
  const controller = {
    starts: 0,
    start() {
      controller.starts += 1;
      return result;
    },
    resetPassword: async () => undefined,
    signOut: async () => undefined,
  };
  return controller;
}

function renderAt(path: string, controller: SessionController) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The shell asks the API for the client lists; here nothing answers, and the screens must not care.
  const queryClient = createQueryClient();
  return render(
    <SessionProvider controller={controller}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </SessionProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('routes from screens.config.ts', () => {
  // /contacts was this test's example of a placeholder until it got its grid; no top-level screen is pending now.
  it('renders an authenticated screen once signed in', async () => {
    fakeApi({ clients: normalClients });
    renderAt('/contacts', session(Promise.resolve(signedIn)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contactos' })).toBeInTheDocument();
  });

  it('shows nothing of an authenticated screen until a token is held', async () => {
    const controller = session(new Promise<StartResult>(() => undefined));
    renderAt('/contacts', controller);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(controller.starts).toBeGreaterThan(0);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Pantalla en construcción')).toBeNull();
  });

  it('sends a public screen to its page made at build time, without starting a session', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    const controller = session(new Promise<StartResult>(() => undefined));
    renderAt('/Legal-Notice/', controller);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/pages/legal-notice.html'));
    expect(controller.starts).toBe(0);
  });

  it('renders the Spanish 404 page for an unknown route inside the shell, once signed in', async () => {
    fakeApi({ clients: normalClients });
    renderAt('/no-existe', session(Promise.resolve(signedIn)));
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    // The shell around it: the header's navigation, the profile button and the footer.
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /perfil de Lucía Martín$/ })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('an unknown route is private like the screens: nothing until a token is held', async () => {
    const controller = session(new Promise<StartResult>(() => undefined));
    renderAt('/no-existe', controller);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(controller.starts).toBeGreaterThan(0);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
