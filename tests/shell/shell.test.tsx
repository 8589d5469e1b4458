// @vitest-environment jsdom
/**
 * The authenticated shell rendered through the real router: navigation per account type, gating,
 * the client-change button and dialog, the footer and the page-view reports (docs/product-rules.md#shell,
 * #client-selection, #access).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listTexts } from '../../src/features/grid/listTexts';
import { selectedClientStorageKey } from '../../src/session/clientSelection';
import {
  client,
  digitalizedClients,
  fakeApi,
  normalClients,
  preloadLazyScreens,
  regeneraClient,
  renderApp,
  signedInAs,
} from './harness';

beforeAll(preloadLazyScreens, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/**
 * The navigation once the client lists have loaded: the page is no longer busy then (a screen's
 * heading shows before, while they load).
 */
const mainNav = async () => {
  // Asked again each time: a landing on the client's own screen draws the shell anew.
  await waitFor(() => expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy'));
  return screen.getByRole('navigation', { name: 'Navegación principal' });
};
const navLabels = async () =>
  within(await mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('top navigation', () => {
  it('normal client: five links in order, the active one marked, the full logo', async () => {
    fakeApi({ clients: normalClients });
    renderApp('/contacts');
    expect(await navLabels()).toEqual(['Servicios', 'Contactos', 'Informes', 'Archivos', 'Acciones']);
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Contactos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Servicios' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('logo')).toHaveAttribute('data-size', 'full');
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/');
  });

  it('digitalized client: Servicios and Archivos only; the logo leads to /digitalized/dservices', async () => {
    fakeApi({ digitalized: digitalizedClients });
    renderApp('/digitalized/dservices', signedInAs(3));
    expect(await navLabels()).toEqual(['Servicios', 'Archivos']);
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Servicios' })).toHaveAttribute(
      'href',
      '/digitalized/dservices',
    );
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/digitalized/dservices');
  });

  it('admin: Administración first (6 links, full logo)', async () => {
    fakeApi({ clients: normalClients });
    renderApp('/', signedInAs(1));
    expect(await navLabels()).toEqual([
      'Administración',
      'Servicios',
      'Contactos',
      'Informes',
      'Archivos',
      'Acciones',
    ]);
    expect(screen.getByTestId('logo')).toHaveAttribute('data-size', 'full');
  });

  it('regenera client: seven links with its variants, and the small logo (more than 6)', async () => {
    fakeApi({ clients: [regeneraClient] });
    renderApp('/traceability', signedInAs(3));
    expect(await navLabels()).toEqual([
      'Servicios',
      'Contactos',
      'Informes',
      'Archivos',
      'Acciones',
      'Trazabilidad',
      'Geolocalización',
    ]);
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Servicios' })).toHaveAttribute(
      'href',
      '/services-regenera',
    );
    expect(within(nav).getByRole('link', { name: 'Informes' })).toHaveAttribute('href', '/reports-regenera');
    expect(screen.getByTestId('logo')).toHaveAttribute('data-size', 'small');
  });
});

/**
 * Holds the client lists' answers (over fakeApi's) until `answerLists` is called, and records every
 * address asked. A client's menu answers the default, as the API does for a client without one.
 */
function holdClientLists() {
  const answer = globalThis.fetch;
  const asked: URL[] = [];
  let answerLists = () => {};
  const listsHeld = new Promise<void>((resolve) => {
    answerLists = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    asked.push(url);
    if (url.pathname.startsWith('/getClients')) await listsHeld;
    if (url.pathname === '/getclientemenu') return Response.json({ id: null, cliente: '', menuEntries: [] });
    return answer(input, init);
  });
  return { asked, answerLists };
}

describe('landing (a digitalized client lands on /digitalized/dservices)', () => {
  it('a user with only digitalized clients arriving at / lands on /digitalized/dservices', async () => {
    fakeApi({ digitalized: digitalizedClients });
    const { router } = renderApp('/', signedInAs(3));
    await waitFor(() => expect(router.state.location.pathname).toBe('/digitalized/dservices'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Servicios' })).toBeInTheDocument();
    // Replaced, not pushed: going back does not return to a root the user never asked for.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { level: 1, name: 'Inicio' })).toBeNull();

    // Only on arrival: the root stays theirs afterwards.
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('a user with normal clients too stays on / (the first normal client is the default)', async () => {
    fakeApi({ clients: normalClients, digitalized: digitalizedClients });
    const { router } = renderApp('/', signedInAs(3));
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('the default client is stored like a choice (selected-client-storage), not worked out on every load', async () => {
    fakeApi({ clients: normalClients, digitalized: digitalizedClients });
    renderApp('/', signedInAs(3));
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(selectedClientStorageKey) ?? 'null')).toEqual({
        client: normalClients[0],
        digitalizedState: false,
      }),
    );
  });

  it('a stored client the user no longer sees falls back to the default, stored, and lands where choosing it leads', async () => {
    const gone = client(99, 'Cliente Retirado S.L.', { digitalized: true });
    sessionStorage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: gone, digitalizedState: true }),
    );
    fakeApi({ clients: normalClients, digitalized: digitalizedClients });
    const first = renderApp('/digitalized/dservices', signedInAs(3));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(selectedClientStorageKey) ?? 'null')).toEqual({
      client: normalClients[0],
      digitalizedState: false,
    });
    first.unmount();

    // The other way round: a normal client gone, only digitalized ones left.
    sessionStorage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: client(98, 'Otro Retirado S.L.'), digitalizedState: false }),
    );
    fakeApi({ digitalized: digitalizedClients });
    const second = renderApp('/contacts', signedInAs(3));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/digitalized/dservices'));
    expect(JSON.parse(sessionStorage.getItem(selectedClientStorageKey) ?? 'null')).toEqual({
      client: digitalizedClients[0],
      digitalizedState: true,
    });
  });

  it('a stored client still visible is kept where the user arrives', async () => {
    sessionStorage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: normalClients[1], digitalizedState: false }),
    );
    fakeApi({ clients: normalClients, digitalized: digitalizedClients });
    const { router } = renderApp('/contacts', signedInAs(3));
    await screen.findByRole('heading', { level: 1, name: 'Contactos' });
    expect(router.state.location.pathname).toBe('/contacts');
    expect(JSON.parse(sessionStorage.getItem(selectedClientStorageKey) ?? 'null')).toMatchObject({
      client: { clientId: normalClients[1]?.clientId },
    });
  });

  it("a stored client's directions and menu are asked while the client lists load, not after them", async () => {
    const stored = normalClients[1];
    sessionStorage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: stored, digitalizedState: false }),
    );
    fakeApi({ clients: normalClients, digitalized: digitalizedClients, directions: [5] });
    const { asked, answerLists } = holdClientLists();
    renderApp('/contacts', signedInAs(3));
    const askedFor = (path: string, name: string, value: string) =>
      asked.some((url) => url.pathname === path && url.searchParams.get(name) === value);
    await waitFor(() => {
      expect(askedFor('/getServiceDirections', 'client', stored?.client ?? '')).toBe(true);
      expect(askedFor('/getclientemenu', 'clientId', String(stored?.clientId))).toBe(true);
    });
    answerLists();
    await mainNav();
    // The answers asked early serve the screen: neither is asked again once the lists are in.
    expect(asked.filter((url) => url.pathname === '/getServiceDirections')).toHaveLength(1);
    expect(asked.filter((url) => url.pathname === '/getclientemenu')).toHaveLength(1);
  });

  it("while the client lists load, a list's heading shows on a busy page, and nothing the lists decide", async () => {
    fakeApi({ clients: [] });
    const { answerLists } = holdClientLists();
    renderApp('/contacts', signedInAs(3));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contactos' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/no está disponible/)).toBeNull();
    // No client at all: only now is the list known not to be available.
    answerLists();
    expect(await screen.findByText(/no está disponible/)).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  it('a digitalized user arriving at another address stays there', async () => {
    fakeApi({ digitalized: digitalizedClients });
    const { router } = renderApp('/digitalized/dfiles', signedInAs(3));
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/digitalized/dfiles');
  });
});

describe('gating', () => {
  const notAvailable = 'Esta página no está disponible para su usuario o para el cliente seleccionado.';

  it('a regenera-only screen for a normal client says it is not available, in Spanish', async () => {
    fakeApi({ clients: normalClients });
    renderApp('/traceability', signedInAs(3));
    expect(await screen.findByText(notAvailable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Trazabilidad' })).toBeInTheDocument();
    expect(screen.queryByText('Pantalla en construcción')).toBeNull();
  });

  it('administration is closed to roles 0 and 3, open to 1 and 2', async () => {
    fakeApi({ clients: normalClients });
    const first = renderApp('/administration/admin-dashboard', signedInAs(3));
    expect(await screen.findByText(notAvailable)).toBeInTheDocument();
    first.unmount();
    renderApp('/administration/admin-dashboard', signedInAs(2));
    expect(await screen.findByRole('heading', { level: 1, name: 'Administración' })).toBeInTheDocument();
    // Let the first tab's lazily loaded body (the onboarding's first form) settle before the test
    // (and jsdom) ends.
    expect(await screen.findByLabelText(/Nombre del cliente/, {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('digitalized screens are closed to a normal client, normal ones to a digitalized client', async () => {
    fakeApi({ clients: normalClients, digitalized: digitalizedClients });
    const first = renderApp('/digitalized/dfiles', signedInAs(3));
    expect(await screen.findByText(notAvailable)).toBeInTheDocument();
    first.unmount();
    sessionStorage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: digitalizedClients[0], digitalizedState: true }),
    );
    renderApp('/contacts', signedInAs(3));
    expect(await screen.findByText(notAvailable)).toBeInTheDocument();
  });
});

describe("header: 'Cambiar de cliente'", () => {
  const settingsButton = () => screen.queryByRole('button', { name: /Cambiar de cliente$/ });

  it('shows for role > 0 with a non-empty client list, never for role 0 or empty lists', async () => {
    fakeApi({ clients: normalClients });
    const a = renderApp('/', signedInAs(3));
    await mainNav();
    expect(settingsButton()).toBeInTheDocument();
    a.unmount();

    const b = renderApp('/', signedInAs(0));
    // The home shows once the lists are in (a client user's menu, unanswered here, has no links).
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(settingsButton()).toBeNull();
    b.unmount();

    fakeApi({ digitalized: digitalizedClients });
    const c = renderApp('/', signedInAs(3));
    await mainNav();
    expect(settingsButton()).toBeInTheDocument();
    c.unmount();

    fakeApi({});
    renderApp('/', signedInAs(3));
    await screen.findByText(/no está disponible/);
    expect(settingsButton()).toBeNull();
  });

  it("the dialog: two searchable lists, 'Ir al cliente' disabled until a choice, choosing clears the other, going navigates", async () => {
    const user = userEvent.setup();
    fakeApi({ clients: normalClients, digitalized: digitalizedClients });
    const { router } = renderApp('/contacts', signedInAs(3));
    await mainNav();
    await user.click(screen.getByRole('button', { name: /Cambiar de cliente$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambio de cliente' });

    const normalGroup = within(dialog).getByTestId('change-client-normal');
    const digitalizedGroup = within(dialog).getByTestId('change-client-digitalized');
    const normalSelect = within(normalGroup).getByRole('textbox', { name: 'Cliente' });
    const digitalizedSelect = within(digitalizedGroup).getByRole('textbox', { name: 'Cliente digitalizado' });
    const goNormal = within(normalGroup).getByRole('button', { name: 'Ir al cliente' });
    const goDigitalized = within(digitalizedGroup).getByRole('button', { name: 'Ir al cliente' });
    expect(goNormal).toBeDisabled();
    expect(goDigitalized).toBeDisabled();

    // Searchable: typing filters the options.
    await user.type(normalSelect, 'Talleres');
    await user.click(await screen.findByRole('option', { name: 'Talleres Mecánicos Norte S.A.' }));
    expect(normalSelect).toHaveValue('Talleres Mecánicos Norte S.A.');
    expect(goNormal).toBeEnabled();

    await user.click(digitalizedSelect);
    await user.click(await screen.findByRole('option', { name: 'Supermercados Ebro S.L.' }));
    expect(digitalizedSelect).toHaveValue('Supermercados Ebro S.L.');
    expect(normalSelect).toHaveValue('');
    expect(goNormal).toBeDisabled();
    expect(goDigitalized).toBeEnabled();

    await user.click(goDigitalized);
    await waitFor(() => expect(router.state.location.pathname).toBe('/digitalized/dservices'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(sessionStorage.getItem(selectedClientStorageKey) ?? 'null')).toMatchObject({
      client: { clientId: 12 },
      digitalizedState: true,
    });
    expect(await navLabels()).toEqual(['Servicios', 'Archivos']);

    // Back to a normal client: goes to /.
    await user.click(screen.getByRole('button', { name: /Cambiar de cliente$/ }));
    const again = await screen.findByRole('dialog', { name: 'Cambio de cliente' });
    const group = within(again).getByTestId('change-client-normal');
    await user.click(within(group).getByRole('textbox', { name: 'Cliente' }));
    await user.click(await screen.findByRole('option', { name: 'Hoteles Costa Azul S.L.' }));
    await user.click(within(group).getByRole('button', { name: 'Ir al cliente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await navLabels()).toEqual(['Servicios', 'Contactos', 'Informes', 'Archivos', 'Acciones']);
  });
});

describe('header: the active client', () => {
  const banner = () => screen.getByRole('banner');

  it('for a role that may change client, the control that changes it names the active client', async () => {
    const user = userEvent.setup();
    fakeApi({ clients: normalClients, digitalized: digitalizedClients });
    renderApp('/contacts', signedInAs(3));
    await mainNav();
    const control = within(banner()).getByRole('button', {
      name: 'Cliente activo: Hoteles Costa Azul S.L. Cambiar de cliente',
    });
    expect(control).toHaveTextContent('Hoteles Costa Azul S.L.');

    await user.click(control);
    const dialog = await screen.findByRole('dialog', { name: 'Cambio de cliente' });
    expect(within(dialog).getByTestId('change-client-current')).toHaveTextContent(
      'Cliente activo:Hoteles Costa Azul S.L.',
    );
    const digitalizedGroup = within(dialog).getByTestId('change-client-digitalized');
    await user.click(within(digitalizedGroup).getByRole('textbox', { name: 'Cliente digitalizado' }));
    await user.click(await screen.findByRole('option', { name: 'Supermercados Ebro S.L.' }));
    await user.click(within(digitalizedGroup).getByRole('button', { name: 'Ir al cliente' }));

    const changed = await within(banner()).findByRole('button', {
      name: 'Cliente activo: Supermercados Ebro S.L., digitalizado. Cambiar de cliente',
    });
    expect(changed).toHaveTextContent('Supermercados Ebro S.L.');
    expect(changed).toHaveTextContent('digitalizado');
    await user.click(changed);
    expect(
      within(await screen.findByRole('dialog', { name: 'Cambio de cliente' })).getByTestId(
        'change-client-current',
      ),
    ).toHaveTextContent('Supermercados Ebro S.L.digitalizado');
  });

  it('for role 0 the active client is named, as text and not as a control', async () => {
    fakeApi({ clients: normalClients });
    renderApp('/', signedInAs(0));
    await mainNav();
    const active = within(banner()).getByTestId('active-client');
    expect(active).toHaveTextContent('Cliente activo: Hoteles Costa Azul S.L.');
    expect(active.closest('button')).toBeNull();
    expect(within(active).queryByRole('button')).toBeNull();
  });
});

describe('keyboard', () => {
  it("'Saltar al contenido' is the first stop and moves focus to the page's content", async () => {
    const user = userEvent.setup();
    fakeApi({ clients: normalClients });
    renderApp('/contacts', signedInAs(3));
    await mainNav();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('header: new notifications', () => {
  it('the profile button is described by the number of new notifications, and carries the mark', async () => {
    fakeApi({ clients: normalClients, notifications: { nuevas: 3 } });
    renderApp('/', signedInAs(3));
    const button = await screen.findByRole('button', { name: 'LM: perfil de Lucía Martín Ortega' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('3 notificaciones nuevas'));
    expect(within(screen.getByTestId('new-notifications')).getByText('3')).toBeInTheDocument();
  });

  it('no mark and no description without new ones', async () => {
    const calls = fakeApi({ clients: normalClients, notifications: { nuevas: 0 } });
    renderApp('/', signedInAs(3));
    const button = await screen.findByRole('button', { name: 'LM: perfil de Lucía Martín Ortega' });
    await waitFor(() => expect(calls.some((call) => call.path === '/notifications')).toBe(true));
    // Counting does not spend them: the count asks with markSeen false.
    expect(calls.find((call) => call.path === '/notifications')?.body).toMatchObject({ markSeen: false });
    expect(button).not.toHaveAccessibleDescription();
    expect(within(screen.getByTestId('new-notifications')).queryByText('0')).toBeNull();
  });
});

describe('footer', () => {
  it('notice, legal links in a new tab, social links and the 2024 copyright', async () => {
    fakeApi({ clients: normalClients });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByText(
        'Los datos publicados en este portal se recogen de forma automática, tienen carácter meramente informativo y no son vinculantes.',
      ),
    ).toBeInTheDocument();
    for (const [name, href] of [
      ['Aviso legal', '/legal-notice'],
      ['Política de privacidad y cookies', '/privacy-policy'],
    ] as const) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    for (const name of ['LinkedIn', 'X', 'YouTube', 'Instagram']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    expect(within(footer).getByText(/© 2024/)).toBeInTheDocument();
  });
});

describe('page views', () => {
  it("reports each navigation to statistics/loginfo: action 'view', the path and the client's name", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ clients: normalClients });
    renderApp('/contacts', signedInAs(3));
    const nav = await mainNav();
    const views = () => calls.filter((call) => call.path === '/statistics/loginfo').map((call) => call.body);
    await waitFor(() =>
      expect(views()).toEqual([{ action: 'view', page: '/contacts', client: 'Hoteles Costa Azul S.L.' }]),
    );
    await user.click(within(nav).getByRole('link', { name: 'Archivos' }));
    await waitFor(() => expect(views()).toHaveLength(2));
    expect(views()[1]).toEqual({ action: 'view', page: '/files', client: 'Hoteles Costa Azul S.L.' });
  });

  it('reports a page once: what only changes the query (a tab, the pager, a filter) is no new view', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ clients: normalClients });
    renderApp('/services', signedInAs(3));
    const nav = await mainNav();
    const views = () => calls.filter((call) => call.path === '/statistics/loginfo').map((call) => call.body);
    await waitFor(() => expect(views()).toHaveLength(1));
    // The tab lives in the URL's query (?tab=informe), as the pager's page does.
    await user.click(await screen.findByRole('tab', { name: 'Informe de servicios' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Informe de servicios' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.click(within(nav).getByRole('link', { name: 'Archivos' }));
    await waitFor(() => expect(views()).toHaveLength(2));
    expect(views().map((view) => (view as { page: string }).page)).toEqual(['/services', '/files']);
  });
});

describe('opening a grid from the navigation', () => {
  it('asks for its first page when the pointer reaches the link, and the grid uses that answer', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ clients: normalClients, directions: [101, 102], services: true });
    renderApp('/contacts', signedInAs(3));
    const nav = await mainNav();
    const link = within(nav).getByRole('link', { name: 'Servicios' });
    const pages = () => calls.filter((call) => call.path === '/ticketsGrid');
    // Pointing at the link before the client's directions arrive asks nothing (the grid could not).
    await waitFor(async () => {
      await user.unhover(link);
      await user.hover(link);
      expect(pages()).toHaveLength(1);
    });
    expect(pages()[0]?.body).toMatchObject({ position: 0, take: 15, idDireccionesServicio: [101, 102] });
    await user.click(link);
    expect(await screen.findByText(listTexts.grid.empty)).toBeInTheDocument();
    // The grid found the page under its own key: no second request for it.
    expect(pages()).toHaveLength(1);
  });
});

describe('global search in the header', () => {
  it('is mounted for normal clients and hidden for digitalized clients', async () => {
    fakeApi({ clients: normalClients, digitalized: digitalizedClients });
    const first = renderApp('/', signedInAs(3));
    await mainNav();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Abrir la búsqueda' }),
    ).toBeInTheDocument();
    first.unmount();
    sessionStorage.setItem(
      selectedClientStorageKey,
      JSON.stringify({ client: digitalizedClients[0], digitalizedState: true }),
    );
    renderApp('/digitalized/dservices', signedInAs(3));
    await mainNav();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Abrir la búsqueda' })).toBeNull();
    expect(within(banner).queryByRole('textbox')).toBeNull();
  });
});
