// @vitest-environment jsdom
/**
 * A page that fails to render shows the Spanish fallback (docs/product-rules.md#shell) inside the shell, and
 * 'Reintentar' renders the page again. The failure is provoked with `?provocar-error=1` (a test aid
 * present only in development and end-to-end builds).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, normalClients, preloadLazyScreens, renderApp } from './harness';

beforeAll(preloadLazyScreens, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('render failure fallback', () => {
  it("shows the image, the heading, 'Reintentar' and the error's name and message; 'Reintentar' resets the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    fakeApi({ clients: normalClients });
    const { router } = renderApp('/contacts?provocar-error=1');

    const heading = await screen.findByRole('heading', {
      name: 'Parece que hay una falla en nuestro sistema. Puede intentar de nuevo clickando el botón',
    });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No hay resultados' })).toBeInTheDocument();
    expect(screen.getByText('Nombre del error:')).toBeInTheDocument();
    expect(screen.getByText('Mensaje del error:')).toBeInTheDocument();
    expect(screen.getByTestId('error-name')).toHaveTextContent('ProvokedRenderError');
    expect(screen.getByTestId('error-message')).toHaveTextContent(
      'Error provocado para las pruebas del portal.',
    );
    // The shell stays: only the page failed.
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contactos' })).toBeInTheDocument();
    // The fallback is gone (another 'Reintentar' may show: the page's own lists retry failed calls).
    expect(screen.queryByRole('heading', { name: /^Parece que hay una falla/ })).toBeNull();
    expect(router.state.location.pathname).toBe('/contacts');
    expect(router.state.location.search).toBe('?provocar-error=1');
    vi.restoreAllMocks();
  });
});
