/**
 * A step of `npm run codegen`, writing src/api/generated/reportFields.ts by operationId: what the
 * report screens (charts and tables, src/config/reports.ts and usageStatistics.ts) take from each
 * operation answering lists:
 * - each list of the answer (`items`, `porMes`...): its row fields people see (titled, not
 *   `x-internal`), in the row's order, with their Spanish `title`, format ('number' for numbers
 *   and integers, 'date' / 'dateTime', 'boolean'; text when absent), how an axis writes them and
 *   their `x-unit`;
 * - the answer's own titled fields (totals such as `totalImporte`).
 * So a chart's axis, series, unit and totals and a table's columns default from the contract
 * (src/features/reports/reportDefaults.ts), or are named by key with labels and formats read
 * from it. Loaded with the report screens, not with the home.
 *
 * Runs after orval, which cleans src/api/generated.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { byOperationId, contractOperationsOf, resolverOf } from './operations';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Format = 'number' | 'date' | 'dateTime' | 'boolean';
/** How a chart writes the field as a category, beyond its format: a month number or a 'YYYY-MM' month. */
type Axis = 'month' | 'yearMonth';
/** A field: [Spanish title, format, axis, unit], trailing absent parts left out, inner ones null. */
type Field = [string, (Format | null)?, (Axis | null)?, string?];

const yearMonthPattern = '^[0-9]{4}-(0[1-9]|1[0-2])$';

interface ReportOperation {
  lists: Record<string, Record<string, Field>>;
  /** The lists' titles, for those that have one (the services report's «Mes»...). */
  titles?: Record<string, string>;
  fields: Record<string, Field>;
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function formatOf(schema: JsonObject): Format | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null');
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'dateTime';
  return undefined;
}

function axisOf(schema: JsonObject): Axis | undefined {
  if (schema.type === 'integer' && schema.minimum === 1 && schema.maximum === 12) return 'month';
  if (schema.type === 'string' && schema.pattern === yearMonthPattern) return 'yearMonth';
  return undefined;
}

/** The fields people see of an object schema (already resolved): titled, not `x-internal`, in its order. */
function titledFields(object: JsonObject, resolve: (node: Json | undefined) => JsonObject) {
  const fields: Record<string, Field> = {};
  for (const [name, node] of Object.entries(isObject(object.properties) ? object.properties : {})) {
    const schema = resolve(node);
    if (typeof schema.title !== 'string' || schema['x-internal'] === true) continue;
    const unit = typeof schema['x-unit'] === 'string' ? schema['x-unit'] : undefined;
    const field: Field = [schema.title, formatOf(schema) ?? null, axisOf(schema) ?? null, unit];
    while (field.length > 1 && (field[field.length - 1] ?? null) === null) field.pop();
    fields[name] = field;
  }
  return fields;
}

/** The report view of every operation answering titled lists, by "METHOD /path" (`bundle`: the bundled contract). */
export function reportFieldsOf(bundle: object): Record<string, ReportOperation> {
  const openapi = bundle as JsonObject;
  const resolve = resolverOf(openapi);
  const out: Record<string, ReportOperation> = {};
  for (const [key, operation] of contractOperationsOf(openapi)) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    const ok = resolve(responses['200']);
    const content = isObject(ok.content) ? ok.content['application/json'] : undefined;
    const answer = resolve(isObject(content) ? content.schema : undefined);
    const lists: Record<string, Record<string, Field>> = {};
    const titles: Record<string, string> = {};
    for (const [name, node] of Object.entries(isObject(answer.properties) ? answer.properties : {})) {
      const list = resolve(node);
      const rows = list.type === 'array' ? titledFields(resolve(list.items), resolve) : {};
      if (Object.keys(rows).length === 0) continue;
      lists[name] = rows;
      if (typeof list.title === 'string') titles[name] = list.title;
    }
    // What a chart or table can draw: a list whose rows have titled fields.
    if (Object.keys(lists).length === 0) continue;
    const fields = titledFields(answer, resolve);
    out[key] = Object.keys(titles).length > 0 ? { lists, titles, fields } : { lists, fields };
  }
  return out;
}

function main() {
  const bundle = new URL('../openapi/dist/openapi.json', import.meta.url);
  const output = new URL('../src/api/generated/reportFields.ts', import.meta.url);
  const contract = JSON.parse(readFileSync(bundle, 'utf8')) as JsonObject;
  const operations = byOperationId(contract, reportFieldsOf(contract));
  writeFileSync(
    output,
    [
      '/** Generated from openapi/dist/openapi.json by codegen/reportFields.ts (npm run codegen). Do not edit. */',
      "export type ReportFieldFormat = 'number' | 'date' | 'dateTime' | 'boolean';",
      '/**',
      ' * A field people see (titled, not `x-internal`; rows list them in their order): [Spanish title, format (text',
      " * when absent or null), how an axis writes it ('month' 1-12, 'yearMonth' 'YYYY-MM'), its `x-unit`].",
      ' */',
      "export type ReportField = readonly [string, (ReportFieldFormat | null)?, ('month' | 'yearMonth' | null)?, string?];",
      '/**',
      ' * An operation answering lists: its list rows, the titles of the titled lists (what their rows are by, as',
      ' * «Mes»), and titled answer fields (its request: operations.ts).',
      ' */',
      'export interface ReportOperation {',
      '  readonly lists: Readonly<Record<string, Readonly<Record<string, ReportField>>>>;',
      '  readonly titles?: Readonly<Record<string, string>>;',
      '  readonly fields: Readonly<Record<string, ReportField>>;',
      '}',
      '/** By operationId. */',
      `export const reportFields: Readonly<Record<string, ReportOperation>> = ${JSON.stringify(operations)};`,
      '',
    ].join('\n'),
  );
  console.log(`report-fields: ${Object.keys(operations).length} operations with lists`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
