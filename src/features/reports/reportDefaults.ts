/**
 * A report screen's charts and tables as drawn: what their config leaves out comes from the
 * contract (codegen/reportFields.ts), read for the operation the fetcher calls (its method and
 * path, asked of the fetcher itself):
 * - a series' legend, the x axis' name and a total's label are the field's Spanish `title`; a
 *   series' colour is the chart palette's by its index;
 * - a table column named by key takes its header from the `title` and its format from the schema;
 * - the request: a query parameter or body field takes the input of its own name unless the
 *   mapping names that input or field (an input mapped to `undefined` opts out), and `requires`
 *   is the inputs filling the operation's required parameters and body fields (those of `fixed`
 *   excepted).
 * What the config writes wins. Resolved once per spec.
 */

import { type ReportField, type ReportOperation, reportFields } from '../../api/generated/reportFields';
import { requestOf } from '../../api/http';
import {
  type AnyChartSpec,
  type AnyReportTableSpec,
  type AxisFormat,
  type Fetcher,
  reportInputFields,
  type ValueFormat,
} from '../../language';
import type { RequestMapping } from '../../language/callArgs';

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

/** The contract's view of the operation `call` sends (null: it answers no titled lists). */
function operationOf(call: Fetcher): ReportOperation | null {
  const known = operations.get(call);
  if (known !== undefined) return known;
  const { method, path } = requestOf(call, [{}, {}]);
  const operation = reportFields[`${method} ${path}`] ?? null;
  operations.set(call, operation);
  return operation;
}

type FieldMap = Readonly<Record<string, string | undefined>>;

/** Which input a field of the contract takes by default: the one of its name, or `reportInputFields`'. */
const inputNamed: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(reportInputFields).map(([input, field]) => [field, input]),
);

/** The mapping with each unmapped field taking the input of its name. */
function byName(own: FieldMap | undefined, fields: readonly string[]): FieldMap {
  const map: Record<string, string | undefined> = { ...own };
  const targets = new Set(Object.values(map));
  for (const field of fields) {
    const input = inputNamed[field] ?? field;
    if (!(input in map) && !targets.has(field)) map[input] = field;
  }
  return map;
}

/** The request of a chart's or table's call, completed from the contract. */
export function reportRequest(call: Fetcher, own: RequestMapping | undefined): RequestMapping | undefined {
  const operation = operationOf(call);
  // An operation taking nothing is called with no arguments.
  if (!operation || (!own && operation.query.length === 0 && operation.body === null)) return own;
  const params = byName(own?.params, operation.query);
  const body =
    typeof own?.body === 'string'
      ? own.body
      : own?.body || operation.body
        ? byName(own?.body, operation.body ?? [])
        : undefined;
  /** The input filling a field: mapped onto it, or the whole body. */
  const inputOf = (field: string): string | undefined => {
    for (const map of [params, typeof body === 'object' ? body : {}]) {
      const found = Object.entries(map).find(([, target]) => target === field);
      if (found) return found[0];
    }
    return typeof body === 'string' && operation.body?.includes(field) ? body : undefined;
  };
  const fixed = (own?.fixed ?? {}) as Readonly<Record<string, unknown>>;
  const requires =
    own?.requires ??
    [...new Set(operation.required.filter((field) => !(field in fixed)).map(inputOf))].filter(
      (input): input is string => input !== undefined,
    );
  return { ...own, body, params, requires };
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
