/**
 * A chart's value axis: its ticks, chosen here instead of by the chart library, and one format
 * for all of them. The library drops ticks whose labels would touch and sizes the axis for
 * labels it never measured, so a wide label lost its first digits ('8000,00 €' read '3000,00 €')
 * and an axis skipped a tick or mixed '1350' with '18.000'. Here every tick is a round step from
 * zero, each one is drawn, and the labels share their form: grouped from 1.000, the decimals the
 * step needs and no more, and in millions once the axis reaches one ('1,5 M kg'). Pure, so each
 * case is tested without drawing a chart.
 */
import { locale, unitSymbol } from '../../lib/format';

export interface ValueAxis {
  /** Every tick, lowest first; the first and last are the axis' ends. */
  readonly ticks: readonly number[];
  readonly domain: readonly [number, number];
  /** A tick's label. */
  readonly format: (value: number) => string;
}

/** Steps are 1, 2, 2,5 or 5 times a power of ten: ticks read as round numbers. */
const stepFactors = [1, 2, 2.5, 5] as const;

/**
 * From a million on, labels are written in millions ('1,5 M €'). Not in thousands: '18 mil €' is
 * no narrower than '18.000 €', and the axis is as wide as its widest label anyway.
 */
const millionsFrom = 1_000_000;

/** The smallest round step that covers [low, high] in at most `intervals` steps. */
function roundStep(low: number, high: number, intervals: number): number {
  const span = high - low;
  if (span <= 0) return 1;
  const rough = span / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [...stepFactors, 10]) {
    const step = factor * power;
    if (Math.ceil(high / step - 1e-9) - Math.floor(low / step + 1e-9) <= intervals) return step;
  }
  return 10 * power;
}

/** Decimals a step needs to tell its ticks apart: 0 for whole steps, 1 for 0,5, 2 for 0,05. */
const decimalsOf = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));

export interface ValueRange {
  /** The lowest and highest value drawn (zero is always on the axis: bars start there). */
  readonly low: number;
  readonly high: number;
  /** A contract unit code: 'EUR', 'kg', 'servicios'... */
  readonly unit?: string | undefined;
  /** Values that are counts: no tick between two whole numbers ('0,5 servicios'). */
  readonly whole?: boolean;
  /** At most this many ticks (the axis' room for labels); 5 by default. */
  readonly maxTicks?: number;
}

/**
 * The axis of a range of values. Units longer than three characters are left off the ticks
 * ('servicios' would wrap); the chart's title and tooltips name them.
 */
export function valueAxis({ low, high, unit, whole = false, maxTicks = 5 }: ValueRange): ValueAxis {
  const min = Math.min(0, low);
  const max = Math.max(0, high);
  const fitted = roundStep(min, max === min ? 1 : max, Math.max(1, maxTicks - 1));
  const step = whole ? Math.max(1, fitted) : fitted;
  const first = Math.floor(min / step + 1e-9) * step;
  const last = Math.max(first + step, Math.ceil(max / step - 1e-9) * step);
  const count = Math.round((last - first) / step);
  // Multiplied from the first tick rather than added up: no 0,30000000000000004.
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((first + i * step).toPrecision(12)));

  const widest = Math.max(Math.abs(first), Math.abs(last));
  // One scale for the whole axis: '0,5 M' beside '1 M', never '500.000' beside '1 M'.
  const [scale, scaleWord] = widest >= millionsFrom ? [millionsFrom, '\u00a0M'] : [1, ''];
  const decimals = decimalsOf(step / scale);
  const number = new Intl.NumberFormat(locale, {
    useGrouping: 'always',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const symbol = unit ? unitSymbol(unit) : '';
  // A no-break space, as es-ES writes '8.000 €': a label never breaks before its unit.
  const unitPart = symbol !== '' && symbol.length <= 3 ? `\u00a0${symbol}` : '';
  return {
    ticks,
    domain: [first, last],
    format: (value) => `${number.format(value / scale)}${scaleWord}${unitPart}`,
  };
}
