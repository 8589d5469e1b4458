/**
 * From the rows a report operation answers to what a chart draws and what its CSV holds. Pure: the
 * config -> series mapping is tested here, without rendering a chart.
 */

import type { AxisFormat, ValueFormat } from '../../language';
import { formatDate, formatDateTime, formatNumber, unitSymbol } from '../../lib/format';
import type { Chart } from './reportDefaults';

type Row = Readonly<Record<string, unknown>>;

const monthNames = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const fullMonthNames = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** An x value as the axis writes it. */
export function formatAxis(value: unknown, format: AxisFormat = 'text'): string {
  if (value === null || value === undefined) return '—';
  if (format === 'month') return monthNames[Number(value) - 1] ?? String(value);
  if (format === 'yearMonth') {
    const [year, month] = String(value).split('-');
    const name = monthNames[Number(month) - 1];
    return name ? `${name} ${year}` : String(value);
  }
  if (format === 'date') return formatDate(String(value));
  return String(value);
}

/**
 * How the x axis names its categories, shorter than the points do when what they share goes
 * without saying: the days of one month by their number ('15' for 15/11/2026), the months of one
 * year by their short name ('ene' for 'enero 2026'). The tooltip keeps the full name.
 */
export function categoryTickLabel(names: readonly string[]): (name: string) => string {
  const days = names.map((name) => /^(\d{2})\/(\d{2}\/\d{4})$/.exec(name));
  if (days.length > 1 && days.every((day) => day && day[2] === days[0]?.[2]))
    return (name) => String(Number(name.slice(0, 2)));
  const months = names.map((name) => /^(\p{L}+) (\d{4})$/u.exec(name));
  const monthIndex = (name: string) => fullMonthNames.indexOf(name.split(' ')[0]?.toLowerCase() ?? '');
  if (
    months.length > 1 &&
    months.every((month) => month && month[2] === months[0]?.[2] && monthIndex(month[0]) >= 0)
  )
    return (name) => monthNames[monthIndex(name)] ?? name;
  return (name) => name;
}

/** A table cell, es-ES. */
export function formatCell(value: unknown, format: ValueFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (format) {
    case 'number':
      return formatNumber(Number(value));
    case 'date':
      return formatDate(String(value));
    case 'dateTime':
      return formatDateTime(String(value));
    case 'boolean':
      return value ? 'Sí' : 'No';
    default:
      return String(value);
  }
}

/** One drawable set of points: all in one unit. `category` is the written x value. */
export interface ChartDataset {
  /** The unit code of every value ('kg', 'EUR', 'servicios'...), when known. */
  unit?: string;
  points: Record<string, string | number>[];
}

/** The field of each point that holds the written x value. */
export const categoryKey = 'category';

/**
 * The rows as datasets: one per unit when the chart has a `unitField` (in the order the units
 * first appear), else one in the chart's unit. Missing series values count as 0.
 */
export function chartDatasets(spec: Chart, rows: readonly Row[]): ChartDataset[] {
  const groups = new Map<string | undefined, Row[]>();
  for (const row of rows) {
    const unit = spec.unitField ? String(row[spec.unitField] ?? '') || undefined : spec.unit;
    groups.set(unit, [...(groups.get(unit) ?? []), row]);
  }
  if (groups.size === 0) groups.set(spec.unit, []);
  return [...groups].map(([unit, unitRows]) => ({
    unit,
    points: unitRows.map((row) => {
      const point: Record<string, string | number> = { [categoryKey]: formatAxis(row[spec.x], spec.xFormat) };
      for (const series of spec.series) point[series.key] = Number(row[series.key] ?? 0);
      return point;
    }),
  }));
}

/** Nothing to draw: no points, or every value is 0 (the reports answer twelve zero months when empty). */
export function isEmptyDataset(spec: Chart, dataset: ChartDataset | undefined): boolean {
  return !dataset || dataset.points.every((point) => spec.series.every((series) => !point[series.key]));
}

/** The header of a unit column: 'Cantidad (kg)', 'Importe (€)'. */
function withUnit(label: string, unit: string | undefined): string {
  return unit ? `${label} (${unitSymbol(unit)})` : label;
}

/** The chart's data as CSV rows: the category, each series, and the unit when rows carry one. */
export function chartTable(spec: Chart, datasets: readonly ChartDataset[]): (string | number)[][] {
  const perUnit = Boolean(spec.unitField);
  const header = [spec.xLabel, ...spec.series.map((s) => (perUnit ? s.label : withUnit(s.label, spec.unit)))];
  if (perUnit) header.push('Unidad');
  const lines: (string | number)[][] = [header];
  for (const dataset of datasets) {
    for (const point of dataset.points) {
      const line: (string | number)[] = [
        point[categoryKey] ?? '',
        ...spec.series.map((s) => point[s.key] ?? 0),
      ];
      if (perUnit) line.push(dataset.unit ? unitSymbol(dataset.unit) : '');
      lines.push(line);
    }
  }
  return lines;
}
