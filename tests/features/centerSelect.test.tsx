// @vitest-environment jsdom
/**
 * The center filter of lists and reports against the real reference API: the options show the
 * tree by indentation, and the chosen center reads by its plain name in the field (its indentation
 * used to stay in the field).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CenterSelect, indentPerLevelRem } from '../../src/components/CenterSelect';
import { claimsOf, renderInShell, routeToTestApi, sessionFor, testApiPerFile } from '../support/apiHarness';

const api = testApiPerFile();

function Filter({ onChange }: { onChange: (center: string | null) => void }) {
  const [center, setCenter] = useState<string | null>(null);
  return (
    <CenterSelect
      label="Centro"
      placeholder="Todos los centros"
      value={center}
      onChange={(value) => {
        setCenter(value);
        onChange(value);
      }}
    />
  );
}

describe('center select', { timeout: 30_000 }, () => {
  it('indents the options by level and shows the chosen center by its plain name', async () => {
    const calls = routeToTestApi(api, 'cliente@demo.es');
    const chosen: (string | null)[] = [];
    renderInShell(<Filter onChange={(c) => chosen.push(c)} />, sessionFor(claimsOf('cliente@demo.es')));

    // The field is a text box until the shell has selected a client, then a select whose list
    // fills once the client's centers are there: wait for their answer, then for that select.
    const tree = await waitFor(
      () => {
        const call = calls.find((c) => c.url.pathname === '/getCentersTree');
        if (!call?.response) throw new Error('no answer of /getCentersTree yet');
        return call.response;
      },
      { timeout: 20_000 },
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Centro' })).toBeEnabled());
    const field = screen.getByRole('textbox', { name: 'Centro' });
    const centers = (await tree.clone().json()) as { items: { nombre: string; nivel: number }[] };
    const nested = centers.items.find((c) => c.nivel > 0);
    if (!nested) throw new Error('the seed gives cliente@ a center below the top one');

    // jsdom has no scrollIntoView, which Mantine's combobox calls on the highlighted option.
    Element.prototype.scrollIntoView ??= () => undefined;
    const user = userEvent.setup();
    await user.click(field);
    const option = await screen.findByRole('option', { name: nested.nombre, hidden: true });
    expect(option.querySelector('span')?.style.paddingInlineStart).toBe(
      `${nested.nivel * indentPerLevelRem}rem`,
    );
    await user.click(option);

    await waitFor(() => expect(field).toHaveValue(nested.nombre));
    expect(chosen).toEqual([nested.nombre]);
  });
});
