/**
 * The charts' value axes (src/features/reports/chartAxis.ts): round ticks from zero, every one
 * kept, and one form for all the labels of an axis, grouped from 1.000 and in millions from one;
 * and the category axis' names, as short as what the categories share allows.
 */
import { describe, expect, it } from 'vitest';
import { valueAxis } from '../../src/features/reports/chartAxis';
import { categoryTickLabel } from '../../src/features/reports/chartData';

const labels = (axis: ReturnType<typeof valueAxis>) => axis.ticks.map(axis.format);
/** Labels with their no-break spaces as plain ones, to read the expectations. */
const read = (texts: string[]) => texts.map((text) => text.replaceAll('\u00a0', ' '));

describe('valueAxis', () => {
  it('writes a money axis of up to 8.000 € in full, grouped, without cents', () => {
    const axis = valueAxis({ low: 0, high: 7650.4, unit: 'EUR' });
    expect(axis.ticks).toEqual([0, 2000, 4000, 6000, 8000]);
    expect(read(labels(axis))).toEqual(['0 €', '2.000 €', '4.000 €', '6.000 €', '8.000 €']);
  });

  it('writes every tick of a wider axis in the same form', () => {
    const axis = valueAxis({ low: 0, high: 17_250, unit: 'EUR' });
    expect(read(labels(axis))).toEqual(['0 €', '5.000 €', '10.000 €', '15.000 €', '20.000 €']);
  });

  it('writes millions as "M" with the decimals its step needs, the same on every tick', () => {
    const axis = valueAxis({ low: 0, high: 1_400_000, unit: 'kg' });
    expect(read(labels(axis))).toEqual(['0,0 M kg', '0,5 M kg', '1,0 M kg', '1,5 M kg']);
  });

  it('keeps every round step up to the top value (no tick skipped)', () => {
    const axis = valueAxis({ low: 0, high: 16_600, unit: 'EUR', maxTicks: 5 });
    expect(axis.ticks).toEqual([0, 5000, 10_000, 15_000, 20_000]);
    const steps = axis.ticks.slice(1).map((tick, i) => tick - (axis.ticks[i] as number));
    expect(new Set(steps).size).toBe(1);
  });

  it('fits fewer ticks in a narrow chart', () => {
    expect(valueAxis({ low: 0, high: 16_600, unit: 'EUR', maxTicks: 3 }).ticks).toEqual([0, 10_000, 20_000]);
  });

  it('never draws half a service, and leaves long units off the ticks', () => {
    const axis = valueAxis({ low: 0, high: 3, unit: 'servicios', whole: true });
    expect(labels(axis)).toEqual(['0', '1', '2', '3']);
  });

  it('groups four digits, which es-ES alone leaves bare', () => {
    expect(read(labels(valueAxis({ low: 0, high: 9743, unit: 'kg' })))).toEqual([
      '0 kg',
      '2.500 kg',
      '5.000 kg',
      '7.500 kg',
      '10.000 kg',
    ]);
  });

  it('reaches below zero for a negative value', () => {
    const axis = valueAxis({ low: -2894.61, high: 1200, unit: 'EUR' });
    expect(axis.domain[0]).toBeLessThanOrEqual(-2894.61);
    expect(axis.ticks).toContain(0);
    expect(read(labels(axis))).toEqual(['-4.000 €', '-2.000 €', '0 €', '2.000 €']);
  });

  it('writes small fractions with the same decimals on every tick', () => {
    expect(read(labels(valueAxis({ low: 0, high: 1.7, unit: 'm3' })))).toEqual([
      '0,0 m³',
      '0,5 m³',
      '1,0 m³',
      '1,5 m³',
      '2,0 m³',
    ]);
  });
});

describe('categoryTickLabel', () => {
  it('names the days of one month by their number', () => {
    const label = categoryTickLabel(['01/11/2026', '02/11/2026', '15/11/2026']);
    expect(['01/11/2026', '15/11/2026'].map(label)).toEqual(['1', '15']);
  });

  it('names the months of one year by their short name', () => {
    const label = categoryTickLabel(['enero 2026', 'septiembre 2026', 'diciembre 2026']);
    expect(['enero 2026', 'septiembre 2026'].map(label)).toEqual(['ene', 'sept']);
  });

  it('keeps names whole when the year or the month differs, or they are not dates', () => {
    expect(categoryTickLabel(['diciembre 2025', 'enero 2026'])('enero 2026')).toBe('enero 2026');
    expect(categoryTickLabel(['30/10/2026', '01/11/2026'])('01/11/2026')).toBe('01/11/2026');
    expect(categoryTickLabel(['Sede Central', 'Almacén 2026'])('Sede Central')).toBe('Sede Central');
  });
});
