// @vitest-environment jsdom
/** The router built from screens.config.ts renders each declared screen, and a 404 otherwise. */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes';
import { theme } from '../../src/app/theme';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('routes from screens.config.ts', () => {
  it('renders a screen that is not built yet as a placeholder that says so', () => {
    renderAt('/contacts');
    expect(screen.getByRole('heading', { level: 1, name: 'Contactos' })).toBeInTheDocument();
    expect(screen.getByText('Pantalla en construcción')).toBeInTheDocument();
    expect(screen.getByText(/se construye en la tarea #7/)).toBeInTheDocument();
  });

  it('renders the Spanish 404 page for an unknown route', () => {
    renderAt('/no-existe');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
