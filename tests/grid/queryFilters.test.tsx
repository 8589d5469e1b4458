// @vitest-environment jsdom
/**
 * A grid whose operation takes its column filters in the query string (contacts) sends them as the
 * contract's typed `filters` (a JSON list of {field, value}) through the generated client, and the
 * real API answers only the matching rows: from the URL (`f.<field>`) and typed into a column's
 * filter box as a person does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import type { ContactoPage } from '../../src/api/generated/model';
import GridScreen from '../../src/features/grid/GridScreen';
import type { GridSpec } from '../../src/language';
import {
  claimsOf,
  type RecordedCall,
  renderInShell,
  routeToTestApi,
  sessionFor,
  testApiPerFile,
} from '../support/apiHarness';

const api = testApiPerFile();

const contactsSpec = screens.contacts.body as GridSpec;

function renderContacts(path = '/') {
  const calls = routeToTestApi(api, 'cliente@demo.es');
  renderInShell(
    <GridScreen title="Contactos" spec={contactsSpec} />,
    sessionFor(claimsOf('cliente@demo.es')),
    path,
  );
  return calls;
}

const contactCalls = (calls: readonly RecordedCall[]) => calls.filter((c) => c.url.pathname === '/contacts');

/** The `filters` the call carried, parsed as the server reads them. */
const filtersOf = (call: RecordedCall | undefined) => {
  const raw = call?.url.searchParams.get('filters');
  return raw ? (JSON.parse(raw) as unknown) : undefined;
};

async function answerOf(call: RecordedCall | undefined): Promise<ContactoPage> {
  await waitFor(() => expect(call?.response).toBeDefined());
  return (await call?.response?.clone().json()) as ContactoPage;
}

describe('typed query filters', { timeout: 30_000 }, () => {
  it('sends a column filter of the URL as the JSON list and shows only the matching rows', async () => {
    const calls = renderContacts('/?f.name=ma');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(contactCalls(calls).length).toBeGreaterThan(0));
    const call = contactCalls(calls).at(-1);
    expect(filtersOf(call)).toEqual([{ field: 'name', value: 'ma' }]);
    const page = await answerOf(call);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((c) => c.name.toLowerCase().includes('ma'))).toBe(true);
    await within(table).findByText(page.items[0]?.name ?? '');
  });

  it('sends what a person types in a column filter box', async () => {
    const user = userEvent.setup();
    const calls = renderContacts();
    await screen.findByRole('table');
    await waitFor(() => expect(contactCalls(calls).length).toBeGreaterThan(0));
    const unfiltered = await answerOf(contactCalls(calls).at(-1));
    expect(filtersOf(contactCalls(calls).at(-1))).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Mostrar/ocultar filtros' }));
    await user.type(await screen.findByPlaceholderText('Filtrar por Nombre'), 'ma');
    await waitFor(() =>
      expect(filtersOf(contactCalls(calls).at(-1))).toEqual([{ field: 'name', value: 'ma' }]),
    );
    const filtered = await answerOf(contactCalls(calls).at(-1));
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(unfiltered.total);
    expect(filtered.items.every((c) => c.name.toLowerCase().includes('ma'))).toBe(true);
  });
});
