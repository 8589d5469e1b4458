// @vitest-environment jsdom
/**
 * The portal's one date-range field, as a person uses it: the first day picked stays picked (the
 * list's bug was a picker that forgot it on the next render), only a complete range is applied,
 * a preset applies at once, clearing is explicit, leaving half-way keeps the applied range, and the
 * calendar's buttons speak Spanish. Presets are computed from the clock (pinned here).
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { DateRangeField } from '../../src/components/DateRangeField';
import { type DayRange, fromPicker, monthEnd, rangePresets, toPicker } from '../../src/components/dateRange';
import { SpanishDates } from '../../src/lib/SpanishDates';

const today = new Date(2026, 10, 15, 10, 0, 0);

describe('date range presets and conversions', () => {
  it('are whole months and years of the local calendar', () => {
    const days = Object.fromEntries(rangePresets(today, 'day').map((p) => [p.label, p.value]));
    expect(days).toEqual({
      'Este mes': ['2026-11-01', '2026-11-30'],
      'Mes pasado': ['2026-10-01', '2026-10-31'],
      'Este año': ['2026-01-01', '2026-12-31'],
      'Año pasado': ['2025-01-01', '2025-12-31'],
    });
    const january = Object.fromEntries(
      rangePresets(new Date(2027, 0, 3), 'month').map((p) => [p.label, p.value]),
    );
    expect(january).toEqual({
      'Este mes': ['2027-01-01', '2027-01-31'],
      'Mes pasado': ['2026-12-01', '2026-12-31'],
      // A month range stops at the month under way.
      'Este año': ['2027-01-01', '2027-01-31'],
      'Año pasado': ['2026-01-01', '2026-12-31'],
      'Últimos 12 meses': ['2026-02-01', '2027-01-31'],
    });
  });

  it('turn month picks into the days they cover, either order', () => {
    expect(fromPicker(['2026-03-01', '2025-12-01'], 'month')).toEqual({
      from: '2025-12-01',
      to: '2026-03-31',
    });
    expect(fromPicker(['2026-02-01', '2026-02-01'], 'month')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(fromPicker(['2026-10-31', '2026-10-01'], 'day')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(toPicker({ from: '2025-12-01', to: '2026-03-31' }, 'month')).toEqual(['2025-12-01', '2026-03-01']);
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
  });
});

/** A list's filter: the applied range is the parent's (the URL), as GridFilters holds it. */
function Harness({
  initial,
  onApply,
  tick = 0,
}: {
  initial: DayRange;
  onApply: (range: DayRange) => void;
  /** A new value re-renders the parent, as the grid does while rows load. */
  tick?: number;
}) {
  const [applied, setApplied] = useState(initial);
  return (
    <MantineProvider theme={theme} env="test">
      <SpanishDates>
        <DateRangeField
          label="Fechas"
          placeholder="Desde – hasta"
          value={applied}
          onChange={(range) => {
            onApply(range);
            setApplied(range);
          }}
        />
        <output data-testid="tick">{tick}</output>
        <output data-testid="applied">{`${applied.from ?? ''}|${applied.to ?? ''}`}</output>
      </SpanishDates>
    </MantineProvider>
  );
}

const field = () => screen.getByRole('button', { name: 'Fechas' });
const day = (label: string) => screen.getByRole('button', { name: label });
/** Opens the field's calendar and waits for it (the dropdown opens with a transition). */
async function open(input: HTMLElement, first: string) {
  fireEvent.click(input);
  return screen.findByRole('button', { name: first });
}

describe('DateRangeField', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the first day while the second is chosen, then applies the range once', async () => {
    const onApply = vi.fn();
    const { rerender } = render(<Harness initial={{ from: null, to: null }} onApply={onApply} />);
    fireEvent.click(await open(field(), '1 noviembre 2026'));
    expect(field()).toHaveTextContent('01/11/2026 –');
    // The list re-renders meanwhile (rows arriving): the first day must survive it.
    rerender(<Harness initial={{ from: null, to: null }} onApply={onApply} tick={1} />);
    expect(onApply).not.toHaveBeenCalled();
    expect(field()).toHaveTextContent('01/11/2026');

    fireEvent.click(day('20 noviembre 2026'));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-20' });
    expect(screen.getByTestId('applied')).toHaveTextContent('2026-11-01|2026-11-20');
    expect(field()).toHaveTextContent('01/11/2026 – 20/11/2026');
  });

  it('applies a preset in one click, and clears only on purpose', async () => {
    const onApply = vi.fn();
    render(<Harness initial={{ from: '2026-01-10', to: '2026-02-10' }} onApply={onApply} />);
    fireEvent.click(await open(field(), 'Mes pasado'));
    expect(onApply).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-10-31' });

    fireEvent.click(screen.getByRole('button', { name: 'Borrar las fechas' }));
    expect(onApply).toHaveBeenLastCalledWith({ from: null, to: null });
    expect(field()).toHaveTextContent('Desde – hasta');
  });

  it('leaving half-way keeps the applied range', async () => {
    const onApply = vi.fn();
    render(<Harness initial={{ from: '2026-01-10', to: '2026-02-10' }} onApply={onApply} />);
    fireEvent.click(await open(field(), 'Mes siguiente'));
    const fifth = day('5 febrero 2026');
    fireEvent.click(fifth);
    expect(field()).toHaveTextContent('05/02/2026');
    fireEvent.keyDown(fifth, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mes siguiente' })).toBeNull());
    expect(onApply).not.toHaveBeenCalled();
    expect(field()).toHaveTextContent('10/01/2026 – 10/02/2026');
  });

  it('names the calendar buttons in Spanish and picks with the keyboard', async () => {
    const onApply = vi.fn();
    render(<Harness initial={{ from: null, to: null }} onApply={onApply} />);
    await open(field(), 'Mes anterior');
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Elegir otro mes' }));
    expect(screen.getByRole('button', { name: 'octubre de 2026' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'octubre de 2026' }));

    // Days are buttons: Enter on the focused day picks it (as the browser turns Enter into a click).
    const first = day('1 octubre 2026');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2 octubre 2026'));
    fireEvent.click(day('2 octubre 2026'));
    fireEvent.click(day('9 octubre 2026'));
    expect(onApply).toHaveBeenCalledWith({ from: '2026-10-02', to: '2026-10-09' });
  });

  it('picks whole months at month level', async () => {
    const onApply = vi.fn();
    function Months() {
      const [range, setRange] = useState<DayRange>({ from: '2025-12-01', to: '2026-11-30' });
      return (
        <MantineProvider theme={theme} env="test">
          <SpanishDates>
            <DateRangeField
              level="month"
              label="Periodo"
              value={range}
              onChange={(next) => {
                onApply(next);
                setRange(next);
              }}
              clearable={false}
            />
          </SpanishDates>
        </MantineProvider>
      );
    }
    render(<Months />);
    const input = screen.getByRole('button', { name: 'Periodo' });
    expect(input).toHaveTextContent('dic 2025 – nov 2026');
    // It opens on the year of the first month; the header moves between years.
    fireEvent.click(await open(input, 'Año anterior'));
    expect(screen.getByRole('button', { name: 'marzo de 2024' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Año siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'marzo de 2025' }));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'junio de 2025' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2025-03-01', to: '2025-06-30' });

    fireEvent.click(await open(input, 'Este año'));
    expect(onApply).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-11-30' });
  });
});
