/**
 * A step of `npm run codegen`, writing two tables by "METHOD /path":
 * - src/api/generated/operationFields.ts: every operation's query parameters and JSON body fields
 *   (null: no JSON object body), which are required and which the session does not fill
 *   (`x-session: false`: a client or center a list searches), so a screen's request defaults from the
 *   contract (src/language/requestDefaults.ts: an input fills the field of its own name or of the
 *   contract's convention, a call waits for the required ones) without the config restating them.
 *   Loaded with the screens that call (grids, reports, KPIs, the truck map), not with the home.
 * - src/api/generated/reportFields.ts: what the report screens (charts and tables,
 *   src/config/reports.ts and usageStatistics.ts) take from each operation answering lists:
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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Format = 'number' | 'date' | 'dateTime' | 'boolean';
/** How a chart writes the field as a category, beyond its format: a month number or a 'YYYY-MM' month. */
type Axis = 'month' | 'yearMonth';
/** A field: [Spanish title, format, axis, unit], trailing absent parts left out, inner ones null. */
type Field = [string, (Format | null)?, (Axis | null)?, string?];

const yearMonthPattern = '^[0-9]{4}-(0[1-9]|1[0-2])$';

interface OperationFields {
  query: string[];
  body: string[] | null;
  required: string[];
  /** Fields marked `x-session: false`: a searched client or center, never the session's. */
  notFromSession?: string[];
}

interface ReportOperation {
  lists: Record<string, Record<string, Field>>;
  fields: Record<string, Field>;
}

const componentPrefix = '#/components/';
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

/** The bundled contract's `$ref` resolver. */
function resolverOf(openapi: JsonObject) {
  const components = isObject(openapi.components) ? openapi.components : {};
  const resolve = (node: Json | undefined): JsonObject => {
    if (!isObject(node)) return {};
    const { $ref, ...siblings } = node;
    if (typeof $ref !== 'string' || !$ref.startsWith(componentPrefix)) return node;
    const [section = '', name = ''] = $ref.slice(componentPrefix.length).split('/');
    const target = isObject(components[section]) ? components[section][name] : undefined;
    return { ...resolve(target), ...siblings };
  };
  return resolve;
}

/** Every operation of the contract, by "METHOD /path". */
function operationsOf(openapi: JsonObject): [string, JsonObject][] {
  const operations: [string, JsonObject][] = [];
  for (const [path, item] of Object.entries(isObject(openapi.paths) ? openapi.paths : {})) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (isObject(operation) && isObject(operation.responses)) {
        operations.push([`${method.toUpperCase()} ${path}`, operation]);
      }
    }
  }
  return operations;
}

/**
 * The request of every operation that takes query parameters or a JSON body, by "METHOD /path"
 * (`bundle`: the bundled contract); an operation left out takes neither.
 */
export function operationFieldsOf(bundle: object): Record<string, OperationFields> {
  const openapi = bundle as JsonObject;
  const resolve = resolverOf(openapi);
  const out: Record<string, OperationFields> = {};
  for (const [key, operation] of operationsOf(openapi)) {
    const parameters = (Array.isArray(operation.parameters) ? operation.parameters : [])
      .map(resolve)
      .filter((parameter) => parameter.in === 'query');
    const requestBody = resolve(operation.requestBody);
    const bodyContent = isObject(requestBody.content) ? requestBody.content['application/json'] : undefined;
    const bodySchema = isObject(bodyContent) ? resolve(bodyContent.schema) : undefined;
    const bodyFields = bodySchema && isObject(bodySchema.properties) ? bodySchema.properties : undefined;
    if (parameters.length === 0 && !bodyFields) continue;
    const notFromSession = [
      ...parameters.filter((parameter) => parameter['x-session'] === false).map((p) => String(p.name)),
      ...Object.entries(bodyFields ?? {})
        .filter(([, field]) => isObject(field) && field['x-session'] === false)
        .map(([name]) => name),
    ];
    out[key] = {
      query: parameters.map((parameter) => String(parameter.name)),
      body: bodyFields ? Object.keys(bodyFields) : null,
      required: [
        ...parameters.filter((parameter) => parameter.required === true).map((p) => String(p.name)),
        ...(bodySchema && Array.isArray(bodySchema.required) ? bodySchema.required.map(String) : []),
      ],
      ...(notFromSession.length > 0 && { notFromSession }),
    };
  }
  return out;
}

/** The report view of every operation answering titled lists, by "METHOD /path" (`bundle`: the bundled contract). */
export function reportFieldsOf(bundle: object): Record<string, ReportOperation> {
  const openapi = bundle as JsonObject;
  const resolve = resolverOf(openapi);
  const out: Record<string, ReportOperation> = {};
  for (const [key, operation] of operationsOf(openapi)) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    const ok = resolve(responses['200']);
    const content = isObject(ok.content) ? ok.content['application/json'] : undefined;
    const answer = resolve(isObject(content) ? content.schema : undefined);
    const lists: Record<string, Record<string, Field>> = {};
    for (const [name, node] of Object.entries(isObject(answer.properties) ? answer.properties : {})) {
      const list = resolve(node);
      const rows = list.type === 'array' ? titledFields(resolve(list.items), resolve) : {};
      if (Object.keys(rows).length > 0) lists[name] = rows;
    }
    // What a chart or table can draw: a list whose rows have titled fields.
    if (Object.keys(lists).length === 0) continue;
    out[key] = { lists, fields: titledFields(answer, resolve) };
  }
  return out;
}

function main() {
  const bundle = new URL('../openapi/dist/openapi.json', import.meta.url);
  const output = new URL('../src/api/generated/reportFields.ts', import.meta.url);
  const contract = JSON.parse(readFileSync(bundle, 'utf8')) as JsonObject;
  const requests = operationFieldsOf(contract);
  writeFileSync(
    new URL('../src/api/generated/operationFields.ts', import.meta.url),
    [
      '/** Generated from openapi/dist/openapi.json by codegen/reportFields.ts (npm run codegen). Do not edit. */',
      "/** An operation's request: its query parameters, JSON body fields (null: no JSON object body) and the required ones. */",
      'export interface OperationFields {',
      '  readonly query: readonly string[];',
      '  readonly body: readonly string[] | null;',
      '  readonly required: readonly string[];',
      "  /** Those marked `x-session: false` (a searched client or center): the session's selection does not fill them. */",
      '  readonly notFromSession?: readonly string[];',
      '}',
      '/** By "METHOD /path"; an operation left out takes no query parameters and no JSON body. */',
      `export const operationFields: Readonly<Record<string, OperationFields>> = ${JSON.stringify(requests)};`,
      '',
    ].join('\n'),
  );
  const operations = reportFieldsOf(contract);
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
      '/** An operation answering lists: its list rows and titled answer fields (its request: operationFields.ts). */',
      'export interface ReportOperation {',
      '  readonly lists: Readonly<Record<string, Readonly<Record<string, ReportField>>>>;',
      '  readonly fields: Readonly<Record<string, ReportField>>;',
      '}',
      '/** By "METHOD /path". */',
      `export const reportFields: Readonly<Record<string, ReportOperation>> = ${JSON.stringify(operations)};`,
      '',
    ].join('\n'),
  );
  console.log(
    `report-fields: ${Object.keys(operations).length} operations with lists, ${Object.keys(requests).length} with parameters`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
