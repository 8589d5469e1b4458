/**
 * A report screen's charts and tables as drawn: what their config leaves out comes from the
 * contract (codegen/reportFields.ts), read for the operation the fetcher calls (its method and
 * path, asked of the fetcher itself):
 * - a series' legend, the x axis' name and a total's label are the field's Spanish `title`; a
 *   series' colour is the chart palette's by its index;
 * - a table column named by key takes its header from the `title` and its format from the schema;
 * - the request, by the rule every screen's calls share (src/language/requestDefaults.ts): a
 *   query parameter or body field takes the input of its name or of the contract's convention
 *   unless the mapping names that input or field, and the call waits for the required ones.
 * What the config writes wins. Resolved once per spec.
 */

import { operationFields } from '../../api/generated/operationFields';
import { type ReportField, type ReportOperation, reportFields } from '../../api/generated/reportFields';
import { requestOf } from '../../api/http';
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
export type Chart = Omit<AnyChartSpec, 'series' | 'xLabel' | 'xFormat' | 'totals' | 'request'> & {
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

const operations = new WeakMap<Fetcher, ReportOperation | null>();

/** The report view of the operation `call` sends (null: it answers no titled lists). */
function operationOf(call: Fetcher): ReportOperation | null {
  const known = operations.get(call);
  if (known !== undefined) return known;
  const { method, path } = requestOf(call, [{}, {}]);
  const operation = reportFields[`${method} ${path}`] ?? null;
  operations.set(call, operation);
  return operation;
}

/** The request of a chart's or table's call, completed from the contract (src/language/requestDefaults.ts). */
export function reportRequest(call: Fetcher, own: RequestMapping | undefined): RequestMapping | undefined {
  return contractRequest(operationFields, call, own);
}

function fieldsOf(call: Fetcher, rows: string | undefined): Readonly<Record<string, ReportField>> {
  return operationOf(call)?.lists[rows ?? 'items'] ?? {};
}

/** How the axis writes a field: as its schema says a month, a 'YYYY-MM' month or a date is written. */
function axisOf(field: ReportField | undefined): AxisFormat {
  return field?.[2] ?? (field?.[1] === 'date' ? 'date' : 'text');
}

const charts = new WeakMap<AnyChartSpec, Chart>();

export function reportChart(spec: AnyChartSpec): Chart {
  const known = charts.get(spec);
  if (known) return known;
  const fields = fieldsOf(spec.call, spec.rows);
  const answer = operationOf(spec.call)?.fields ?? {};
  const title = (key: string, from = fields) => from[key]?.[0] ?? key;
  const chart: Chart = {
    ...spec,
    series: spec.series.map((series: AnyChartSpec['series'][number], index: number) => ({
      key: series.key,
      label: series.label ?? title(series.key),
      color: series.color ?? paletteColor(index),
    })),
    xLabel: spec.xLabel ?? title(spec.x),
    xFormat: spec.xFormat ?? axisOf(fields[spec.x]),
    totals: spec.totals?.map((total: NonNullable<AnyChartSpec['totals']>[number]) => ({
      ...total,
      label: total.label ?? title(total.key, answer),
    })),
    request: reportRequest(spec.call, spec.request),
  };
  charts.set(spec, chart);
  return chart;
}

const tables = new WeakMap<AnyReportTableSpec, ReportTable>();

export function reportTable(spec: AnyReportTableSpec): ReportTable {
  const known = tables.get(spec);
  if (known) return known;
  const fields = fieldsOf(spec.call, spec.rows);
  const table: ReportTable = {
    ...spec,
    columns: spec.columns.map((entry: AnyReportTableSpec['columns'][number]) => {
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
