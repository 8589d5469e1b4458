// @vitest-environment jsdom
/**
 * The portal's Select (src/components/Select.tsx): its list is not in the page until the select is
 * first focused, and from then on it answers the keyboard as Mantine's own Select does: the first
 * Arrow Down opens the list on the chosen option (or the first), Enter picks the one marked. While
 * its options are on their way it takes clicks, and its open list says they are loading.
 */
import { MantineProvider, Select as MantineSelect } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { Select } from '../../src/components/Select';

const years = ['2027', '2026', '2025'];

interface YearSelectProps {
  label: string;
  data: string[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/** The portal's Select or Mantine's, as the year field uses them. */
type YearSelect = ComponentType<YearSelectProps>;

function YearField({ initial, As }: { initial: string | null; As: YearSelect }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <As label="Año" data={years} value={value} onChange={setValue} />
      <output aria-label="elegido">{value ?? ''}</output>
    </>
  );
}

const renderYear = (initial: string | null, As: YearSelect = Select) =>
  render(
    <MantineProvider theme={theme} env="test">
      <YearField initial={initial} As={As} />
    </MantineProvider>,
  );

/** The options the keyboard has marked (Mantine's `data-combobox-selected`), by text. */
const marked = () =>
  [...document.querySelectorAll('[data-combobox-option][data-combobox-selected]')].map(
    (option) => option.textContent,
  );

describe('Select', () => {
  beforeAll(() => {
    // jsdom has no scrollIntoView, which Mantine's combobox calls on the highlighted option.
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('keeps its list out of the page until it is focused', async () => {
    renderYear('2026');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(document.querySelector('[data-combobox-option]')).toBeNull();

    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Año' })).toHaveFocus();
    // In the page, hidden, as Mantine keeps it: the keyboard finds its options at once.
    expect(document.querySelector('[role="listbox"]')).not.toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it.each<[string, YearSelect]>([
    ['the portal', Select],
    ["Mantine's", MantineSelect],
  ])('opens on the chosen option from the keyboard, as %s Select does', async (_name, As) => {
    renderYear('2026', As);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(marked()).toEqual(['2026']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'elegido' })).toHaveTextContent('2025');
  });

  it('opens on the first option when none is chosen, and a click picks as before', async () => {
    renderYear(null);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(marked()).toEqual(['2027']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('textbox', { name: 'Año' }));
    await userEvent.click(screen.getByRole('option', { name: '2025' }));
    expect(screen.getByRole('status', { name: 'elegido' })).toHaveTextContent('2025');
  });

  it('while its options load, opens on a list that says so, which fills as they land', async () => {
    const loadingYears = (options: string[]) => (
      <MantineProvider theme={theme} env="test">
        <Select
          label="Año"
          data={options}
          value={null}
          onChange={() => undefined}
          loading={options.length === 0}
        />
      </MantineProvider>
    );
    const { rerender } = render(loadingYears([]));
    const field = screen.getByRole('textbox', { name: 'Año' });
    expect(field).toBeEnabled();
    await userEvent.click(field);
    expect(await screen.findByText('Cargando las opciones…')).toBeVisible();

    rerender(loadingYears(years));
    expect(await screen.findByRole('option', { name: '2026' })).toBeVisible();
    expect(screen.queryByText('Cargando las opciones…')).toBeNull();
  });
});
