/**
 * A report screen's charts and tables as drawn: what their config leaves out comes from the
 * contract (codegen/reportFields.ts), read for the operation the fetcher calls (its method and
 * path, asked of the fetcher itself). Of a list's rows the contract gives the fields people see
 * (titled, not `x-internal`) in their order, each with its title, format, axis and `x-unit`:
 * - `x` is the first of those fields that is not a plain number or a boolean (text, a date, a
 *   month), the unit field (`unidad` unless named) aside; a chart whose rows have none names it
 *   (`tsc` asks for it when the rows hold only numbers; otherwise a developer error here);
 * - the series are the numeric ones, `x` aside, in order; a series' legend and a total's label
 *   are the field's Spanish `title`, and a total's unit its `x-unit`; the x axis' name is the
 *   list's `title` when the list has one (what its rows are by: «Mes»), else `x`'s; a series'
 *   colour is the chart's `colors` entry for its key, else the palette's by its index;
 * - the unit is the series' `x-unit` when they all carry the same one; else, when the rows have
 *   `unidad`, that is the unit field (each row's own unit, one chart per unit);
 * - the kind of chart follows the category: horizontal bars for text, vertical bars for time;
 * - a table's columns are all of them; a column named by key takes its header from the `title`
 *   and its format from the schema;
 * - the request, by the rule every screen's calls share (src/language/requestDefaults.ts): a
 *   query parameter or body field takes the input of its name or of the contract's convention
 *   unless the mapping names that input or field, and the call waits for the required ones.
 * What the config writes wins. Resolved once per spec.
 */

import { operationOf } from '../../api/generated/operations';
import { type ReportField, type ReportOperation, reportFields } from '../../api/generated/reportFields';
import type { AnyChartSpec, AnyReportTableSpec, AxisFormat, Fetcher, ValueFormat } from '../../language';
import type { RequestMapping } from '../../language/callArgs';
import { contractRequest } from '../../language/requestDefaults';

/** Series colours by index when a chart names none; also the donut's slices. */
const chartPalette = [
  'teal.6',
  'blue.6',
  'orange.6',
  'grape.6',
  'yellow.6',
  'red.6',
  'cyan.6',
  'lime.6',
  'pink.6',
  'indigo.6',
];

export const paletteColor = (index: number) => chartPalette[index % chartPalette.length] ?? 'teal.6';

/** A chart with every label, colour and its whole request filled. */
export type Chart = Omit<
  AnyChartSpec,
  'chart' | 'x' | 'series' | 'colors' | 'xLabel' | 'xFormat' | 'unitField' | 'totals' | 'request'
> & {
  readonly chart: NonNullable<AnyChartSpec['chart']>;
  readonly x: string;
  readonly unitField?: string;
  readonly xFormat: AxisFormat;
  readonly series: readonly { readonly key: string; readonly label: string; readonly color: string }[];
  readonly xLabel: string;
  readonly totals?: readonly { readonly key: string; readonly label: string; readonly unit?: string }[];
  readonly request: RequestMapping | undefined;
};

/** A report table with every header and format filled. */
export type ReportTable = Omit<AnyReportTableSpec, 'columns' | 'request'> & {
  readonly columns: readonly {
    readonly key: string;
    readonly header: string;
    readonly format: ValueFormat;
  }[];
  readonly request: RequestMapping | undefined;
};

/** The report view of the operation `call` sends (none: it answers no titled lists). */
function reportOperationOf(call: Fetcher): ReportOperation | undefined {
  return reportFields[operationOf(call).operationId];
}

/** The request of a chart's or table's call, completed from the contract (src/language/requestDefaults.ts). */
export function reportRequest(call: Fetcher, own: RequestMapping | undefined): RequestMapping | undefined {
  return contractRequest(call, own);
}

function fieldsOf(call: Fetcher, rows: string | undefined): Readonly<Record<string, ReportField>> {
  return reportOperationOf(call)?.lists[rows ?? 'items'] ?? {};
}

/** How the axis writes a field: as its schema says a month, a 'YYYY-MM' month or a date is written. */
function axisOf(field: ReportField | undefined): AxisFormat {
  return field?.[2] ?? (field?.[1] === 'date' ? 'date' : 'text');
}

const charts = new WeakMap<AnyChartSpec, Chart>();

/** The field of rows naming their own unit (the reports' kg, l, m3, ud, EUR). */
const defaultUnitField = 'unidad';

/** Whether a field is a measure (a plain number) rather than a category (text, a date, a month number). */
const isMeasure = (field: ReportField) => field[1] === 'number' && !field[2];

export function reportChart(spec: AnyChartSpec): Chart {
  const known = charts.get(spec);
  if (known) return known;
  const fields = fieldsOf(spec.call, spec.rows);
  const operation = reportOperationOf(spec.call);
  const answer = operation?.fields ?? {};
  const title = (key: string, from = fields) => from[key]?.[0] ?? key;
  const shown = Object.entries(fields);
  const ownSeries: AnyChartSpec['series'] = spec.series;
  // A unit field is never the category, named or by default.
  const unitKey = spec.unitField ?? defaultUnitField;
  const x: string | undefined =
    spec.x ??
    shown.find(([key, field]) => key !== unitKey && field[1] !== 'boolean' && !isMeasure(field))?.[0];
  if (x === undefined) {
    throw new Error(
      `Chart "${spec.title}": its rows have no text, date or month field to default x from; name x.`,
    );
  }
  const keys: readonly string[] =
    ownSeries?.map((series: { key: string }) => series.key) ??
    shown.filter(([key, field]) => key !== x && isMeasure(field)).map(([key]) => key);
  if (keys.length === 0) {
    throw new Error(
      `Chart "${spec.title}": its rows have no titled numeric field to default series from; name series.`,
    );
  }
  const colors: Readonly<Record<string, string | undefined>> = spec.colors ?? {};
  const units = new Set(keys.map((key) => fields[key]?.[3]));
  const contractUnit = units.size === 1 ? [...units][0] : undefined;
  const unit: string | undefined = spec.unit ?? contractUnit;
  const unitField = spec.unitField ?? (unit === undefined && unitKey in fields ? unitKey : undefined);
  const xFormat: AxisFormat = spec.xFormat ?? axisOf(fields[x]);
  const chart: Chart = {
    ...spec,
    chart: spec.chart ?? (xFormat === 'text' ? 'horizontalBar' : 'bar'),
    x,
    series: keys.map((key, index) => {
      const own: { label?: string; color?: string } | undefined = ownSeries?.[index];
      return {
        key,
        label: own?.label ?? title(key),
        color: own?.color ?? colors[key] ?? paletteColor(index),
      };
    }),
    xLabel: spec.xLabel ?? operation?.titles?.[spec.rows ?? 'items'] ?? title(x),
    xFormat,
    unit,
    unitField,
    totals: spec.totals?.map((total: NonNullable<AnyChartSpec['totals']>[number]) => ({
      ...total,
      label: total.label ?? title(total.key, answer),
      unit: total.unit ?? answer[total.key]?.[3],
    })),
    request: reportRequest(spec.call, spec.request),
  };
  charts.set(spec, chart);
  return chart;
}

const tables = new WeakMap<AnyReportTableSpec, ReportTable>();

type ReportTableColumnEntry = string | { key: string; header?: string; format?: ValueFormat };

export function reportTable(spec: AnyReportTableSpec): ReportTable {
  const known = tables.get(spec);
  if (known) return known;
  const fields = fieldsOf(spec.call, spec.rows);
  const table: ReportTable = {
    ...spec,
    columns: (spec.columns ?? Object.keys(fields)).map((entry: ReportTableColumnEntry) => {
      const own: { key: string; header?: string; format?: ValueFormat } =
        typeof entry === 'string' ? { key: entry } : entry;
      const [title, format] = fields[own.key] ?? [];
      return { key: own.key, header: own.header ?? title ?? own.key, format: own.format ?? format ?? 'text' };
    }),
    request: reportRequest(spec.call, spec.request),
  };
  tables.set(spec, table);
  return table;
}
