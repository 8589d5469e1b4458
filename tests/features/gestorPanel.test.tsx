// @vitest-environment jsdom
/**
 * The account managers' panel (GridSpec `panels: ['gestor']`) against the real reference API: the
 * selected client's top center first, its three managers with mail and phone links, and the
 * managers of another center once it is chosen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { gridPanels } from '../../src/features/gridPanels/registry';
import {
  claimsOf,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

const api = testApiPerFile();

const gestorCalls = (calls: readonly RecordedCall[]) => calls.filter((c) => c.url.pathname === '/getgestor');

describe('gestor panel', { timeout: 30_000 }, () => {
  it("shows the three managers of the client's top center, then of the chosen center", async () => {
    const calls = routeToTestApi(api, 'cliente@demo.es');
    const Panel = gridPanels.gestor;
    renderInShell(
      <Suspense>
        <Panel />
      </Suspense>,
      sessionFor(claimsOf('cliente@demo.es')),
    );
    const panel = await screen.findByRole('region', { name: 'Sus gestores' });
    for (const kind of ['Comercial', 'Técnico', 'Administración']) {
      expect(await within(panel).findByText(kind)).toBeInTheDocument();
    }
    await waitFor(() => expect(within(panel).getAllByRole('link', { name: /@/ })).toHaveLength(3));

    const first = gestorCalls(calls);
    expect(new Set(first.map((c) => c.url.searchParams.get('type')))).toEqual(
      new Set(['comercial', 'tecnico', 'administracion']),
    );
    const tree = calls.find((c) => c.url.pathname === '/getCentersTree');
    const centers = (await tree?.response?.json()) as { items: { centerId: number; nombre: string }[] };
    expect(first.map((c) => Number(c.url.searchParams.get('centerId')))).toEqual(
      Array(3).fill(centers.items[0]?.centerId),
    );

    const other = centers.items[centers.items.length - 1];
    if (!other || centers.items.length < 2) throw new Error('the seed gives cliente@ several centers');
    // jsdom has no scrollIntoView, which Mantine's combobox calls on the highlighted option.
    Element.prototype.scrollIntoView ??= () => undefined;
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('textbox', { name: 'Centro' }));
    // The dropdown is still in its opening transition for jsdom (no CSS): hidden to role queries.
    const option = await screen.findByRole('option', { name: new RegExp(`${other.nombre}$`), hidden: true });
    await user.click(option);
    await waitFor(() =>
      expect(
        gestorCalls(calls).some((c) => c.url.searchParams.get('centerId') === String(other.centerId)),
      ).toBe(true),
    );
  });
});
