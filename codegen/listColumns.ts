/**
 * A step of `npm run codegen`: the columns each list operation's rows offer, by operationId,
 * written to src/api/generated/listColumns.ts. A list operation answers `{ items, total }`; its row
 * schema's fields people see (titled, not `x-internal`) become columns with the field's Spanish
 * `title` as header (its `x-unit` after it, 'Peso bruto (kg)', unless the unit is euros, which the
 * cell writes, or the title names it already, 'Kilos netos') and a cell kind read from the field's
 * schema:
 * - `format: date` / `date-time`: 'date' / 'dateTime';
 * - a number with `x-unit: EUR`: 'currency'; any other number or integer: 'number';
 * - a boolean: 'boolean';
 * - the record's status (a field named `estado`, or `estado…` such as an invoice's `estadoPago`,
 *   holding a closed set): 'estadoChip' (docs/product-rules.md#service-status); other fields are text.
 * So a screen names its columns by key (`columns: ['referencia', 'estado']`) and writes a header or
 * a cell only where it needs another one. Beside them, what lets a grid leave the rest unsaid:
 * - `listDefaults`: the columns of a grid that names none, in the row schema's property order: the
 *   titled fields less those marked `x-list: false` (shown in the record's detail only) and the
 *   `x-document` paths (offered as downloads, not as text);
 * - `listSorts` / `listFilters`: the operation's closed `orderByField` and filters' `field` sets
 *   (absent when it takes none), so a default column outside them offers no sort or filter;
 * - `listDocuments`: the row's `x-document` fields, each row's downloads;
 * - `rowKeys`: the row's field marked `x-row-key: true` (at most one), which identifies a row, so a
 *   grid and its row actions leave their `rowKey` unsaid; `ContractRowKey<Row>` says it to `tsc`,
 *   by the row type (the orval model equal to Row both ways), so `defineGrid` may leave it out;
 * - `rowSchemas` / `answerSchemas`: the component naming a list's row, and any operation's JSON
 *   answer, which a detail's fields are labelled from;
 * - `exportFilenames`: each Excel export's file name, from its summary ('Exportar la trazabilidad a
 *   Excel' → trazabilidad.xlsx), used when the server does not name the file.
 * Loaded with the grid, not with the home. The reference API gets its own copy of the columns, the
 * ones its exports write (server/generated/listColumns.ts).
 *
 * Runs after orval, which cleans src/api/generated.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { byOperationId, contractOperationsOf, resolverOf } from './operations';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Cell = 'date' | 'dateTime' | 'number' | 'currency' | 'boolean' | 'estadoChip';

const componentPrefix = '#/components/schemas/';
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cell kind of a field's schema (its `$ref` resolved, its own keywords winning); none for text. */
function cellOf(field: string, schema: JsonObject): Cell | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null');
  if (/^estado([A-Z]|$)/.test(field) && (Array.isArray(schema.enum) || Array.isArray(schema.oneOf)))
    return 'estadoChip';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('number') || types.includes('integer'))
    return schema['x-unit'] === 'EUR' ? 'currency' : 'number';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'dateTime';
  return undefined;
}

/** The words that name a unit in a title ('Kilos netos', 'Litros'), which then needs no '(kg)'. */
const unitWords: Readonly<Record<string, RegExp>> = { kg: /\bkilo/i, l: /\blitro/i };

/** A column's header: the field's title, and the unit of a number that is not an amount in euros. */
function headerOf(title: string, schema: JsonObject): string {
  const unit = schema['x-unit'];
  if (typeof unit !== 'string' || unit === 'EUR' || unitWords[unit]?.test(title)) return title;
  return `${title} (${unit})`;
}

type Columns = Record<string, [string, Cell?]>;
/** What codegen reads, each by "METHOD /path" (and writes by operationId). */
export interface ListContract {
  /** Each list operation's columns: field → [title] or [title, cell]. */
  readonly listColumns: Record<string, Columns>;
  readonly listDefaults: Record<string, string[]>;
  readonly listSorts: Record<string, string[]>;
  readonly listFilters: Record<string, string[]>;
  readonly listDocuments: Record<string, string[]>;
  readonly rowKeys: Record<string, string>;
  readonly rowSchemas: Record<string, string>;
  readonly answerSchemas: Record<string, string>;
  readonly exportFilenames: Record<string, string>;
}

const excel = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export's file name from its summary: 'Exportar <lo exportado> a Excel', less article and aside. */
export function exportFilename(summary: string): string {
  const what = /^Exportar (?:(?:el|la|los|las) )?(.+) a Excel$/.exec(summary)?.[1];
  if (!what) throw new Error(`Export summary "${summary}" does not read 'Exportar … a Excel'`);
  const slug = what
    .replace(/\([^)]*\)/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-');
  return `${slug}.xlsx`;
}

export function listContractOf(openapi: JsonObject): ListContract {
  const schemas = (isObject(openapi.components) ? openapi.components.schemas : {}) as JsonObject;
  const resolve = (node: Json | undefined): JsonObject => {
    if (!isObject(node)) return {};
    const { $ref, ...siblings } = node;
    if (typeof $ref !== 'string' || !$ref.startsWith(componentPrefix)) return node;
    return { ...resolve(schemas[$ref.slice(componentPrefix.length)]), ...siblings };
  };
  /** A schema's properties, its `allOf` parts' merged in (the list requests extend GridRequest). */
  const propertiesOf = (node: Json | undefined): JsonObject => {
    const schema = resolve(node);
    const parts = Array.isArray(schema.allOf) ? schema.allOf.map(propertiesOf) : [];
    return Object.assign({}, ...parts, isObject(schema.properties) ? schema.properties : {});
  };
  const componentOf = (node: Json | undefined): string | undefined =>
    isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith(componentPrefix)
      ? node.$ref.slice(componentPrefix.length)
      : undefined;
  /** A closed set of strings: an `enum`, or a `oneOf` of titled `const`s. */
  const enumOf = (node: Json | undefined): string[] | undefined => {
    const schema = resolve(node);
    const values = Array.isArray(schema.enum)
      ? schema.enum
      : Array.isArray(schema.oneOf)
        ? schema.oneOf.map((option) => resolve(option).const)
        : undefined;
    return values?.filter((value): value is string => typeof value === 'string');
  };
  /** A request input's schema: a body property or a query parameter (its schema or its JSON content). */
  const inputOf = (operation: JsonObject, name: string): Json | undefined => {
    const body = resolve(operation.requestBody);
    const bodyContent = isObject(body.content) ? body.content['application/json'] : undefined;
    const fromBody = propertiesOf(isObject(bodyContent) ? bodyContent.schema : undefined)[name];
    if (fromBody) return fromBody;
    const parameters = Array.isArray(operation.parameters) ? operation.parameters.map(resolve) : [];
    const parameter = parameters.find((p) => p.name === name && p.in === 'query');
    if (!parameter) return undefined;
    const content = isObject(parameter.content) ? parameter.content['application/json'] : undefined;
    return isObject(content) ? content.schema : parameter.schema;
  };
  const out: ListContract = {
    listColumns: {},
    listDefaults: {},
    listSorts: {},
    listFilters: {},
    listDocuments: {},
    rowKeys: {},
    rowSchemas: {},
    answerSchemas: {},
    exportFilenames: {},
  };
  for (const [path, item] of Object.entries(isObject(openapi.paths) ? openapi.paths : {})) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const ok = resolve(operation.responses['200']);
      const contents = isObject(ok.content) ? ok.content : {};
      if (excel in contents) out.exportFilenames[key] = exportFilename(String(operation.summary));
      const content = contents['application/json'];
      const answer = componentOf(isObject(content) ? content.schema : undefined);
      if (answer) out.answerSchemas[key] = answer;
      const page = resolve(isObject(content) ? content.schema : undefined);
      const properties = isObject(page.properties) ? page.properties : {};
      const items = resolve(properties.items);
      if (!('total' in properties) || items.type !== 'array') continue;
      const row = resolve(items.items);
      if (!isObject(row.properties)) continue;
      const columns: Columns = {};
      const defaults: string[] = [];
      const documents: string[] = [];
      const keys: string[] = [];
      for (const [field, node] of Object.entries(row.properties)) {
        const schema = resolve(node);
        if (schema['x-document'] === true) documents.push(field);
        if (schema['x-row-key'] === true) keys.push(field);
        if (schema['x-internal'] === true || typeof schema.title !== 'string') continue;
        const cell = cellOf(field, schema);
        const header = headerOf(schema.title, schema);
        columns[field] = cell ? [header, cell] : [header];
        if (schema['x-list'] !== false && schema['x-document'] !== true) defaults.push(field);
      }
      if (Object.keys(columns).length === 0) continue;
      out.listColumns[key] = columns;
      out.listDefaults[key] = defaults;
      if (documents.length > 0) out.listDocuments[key] = documents;
      if (keys.length > 1)
        throw new Error(`${key}: its row marks ${keys.join(', ')} x-row-key; one identifies a row`);
      if (keys[0]) out.rowKeys[key] = keys[0];
      const rowSchema = componentOf(items.items);
      if (rowSchema) out.rowSchemas[key] = rowSchema;
      const sorts = enumOf(inputOf(operation, 'orderByField'));
      if (sorts) out.listSorts[key] = sorts;
      const filters = resolve(inputOf(operation, 'filters'));
      const filterFields = filters.type === 'array' ? enumOf(propertiesOf(filters.items).field) : undefined;
      if (filterFields) out.listFilters[key] = filterFields;
    }
  }
  return out;
}

/** A column as the server writes it: [field, Spanish title, cell kind (text when absent)]. */
type ServerColumn = [string, string, Cell?];
/** What a report answer offers a workbook: its own fields and each titled list's title and rows. */
interface AnswerColumns {
  fields: ServerColumn[];
  lists: Record<string, [string, ServerColumn[]]>;
}

/**
 * The columns of each report answer, by "METHOD /path": an answer that is not a page (`{ items,
 * total }`) and holds titled lists of objects (the services report's `porMes`...). Its own titled
 * scalar fields and each such list's title and row fields, titled and not `x-internal`, in order,
 * headed and kinded as list columns are.
 */
export function answerColumnsOf(openapi: JsonObject): Record<string, AnswerColumns> {
  const resolve = resolverOf(openapi);
  const columnsOf = (object: JsonObject): ServerColumn[] =>
    Object.entries(isObject(object.properties) ? object.properties : {}).flatMap(([field, node]) => {
      const schema = resolve(node);
      if (schema['x-internal'] === true || typeof schema.title !== 'string' || schema.type === 'array')
        return [];
      const cell = cellOf(field, schema);
      const header = headerOf(schema.title, schema);
      return [cell ? [field, header, cell] : [field, header]];
    });
  const out: Record<string, AnswerColumns> = {};
  for (const [key, operation] of contractOperationsOf(openapi)) {
    const ok = resolve(isObject(operation.responses) ? operation.responses['200'] : undefined);
    const content = isObject(ok.content) ? ok.content['application/json'] : undefined;
    const answer = resolve(isObject(content) ? content.schema : undefined);
    const properties = isObject(answer.properties) ? answer.properties : {};
    if ('total' in properties) continue;
    const lists: Record<string, [string, ServerColumn[]]> = {};
    for (const [name, node] of Object.entries(properties)) {
      const list = resolve(node);
      const rows = list.type === 'array' ? resolve(list.items) : {};
      if (typeof list.title === 'string' && isObject(rows.properties))
        lists[name] = [list.title, columnsOf(rows)];
    }
    if (Object.keys(lists).length > 0) out[key] = { fields: columnsOf(answer), lists };
  }
  return out;
}

function main() {
  const bundle = new URL('../openapi/dist/openapi.json', import.meta.url);
  const output = new URL('../src/api/generated/listColumns.ts', import.meta.url);
  const serverOutput = new URL('../server/generated/listColumns.ts', import.meta.url);
  const openapi = JSON.parse(readFileSync(bundle, 'utf8')) as JsonObject;
  const byPath = listContractOf(openapi);
  const contract = Object.fromEntries(
    Object.entries(byPath).map(([table, rows]) => [table, byOperationId(openapi, rows)]),
  ) as unknown as ListContract;
  const names = 'Readonly<Record<string, readonly string[]>>';
  const name = 'Readonly<Record<string, string>>';
  // One entry per row schema (lists sharing a row share its key): [the orval model, its key].
  const keyed = new Map<string, string>();
  for (const [operation, field] of Object.entries(contract.rowKeys)) {
    const schema = contract.rowSchemas[operation];
    if (schema) keyed.set(schema, field);
  }
  const keyTable = [...keyed].map(([schema, field]) => `  | readonly [model.${schema}, '${field}']`);
  writeFileSync(
    output,
    [
      '/** Generated from openapi/dist/openapi.json by codegen/listColumns.ts (npm run codegen). Do not edit. */',
      "import type * as model from './model';",
      "export type ListCell = 'date' | 'dateTime' | 'number' | 'currency' | 'boolean' | 'estadoChip';",
      "/** Each list operation's row fields by operationId: [Spanish title, cell kind (text when absent)]. */",
      'export const listColumns: Readonly<Record<string, Readonly<Record<string, readonly [string, ListCell?]>>>> =',
      `  ${JSON.stringify(contract.listColumns)};`,
      '/** The columns of a grid that names none: titled, listed (no `x-list: false`), not document paths. */',
      `export const listDefaults: ${names} = ${JSON.stringify(contract.listDefaults)};`,
      '/** The fields each list sorts by (its `orderByField`), where it takes a sort. */',
      `export const listSorts: ${names} = ${JSON.stringify(contract.listSorts)};`,
      "/** The fields each list filters by (its filters' `field`), where it takes column filters. */",
      `export const listFilters: ${names} = ${JSON.stringify(contract.listFilters)};`,
      '/** The row fields holding document paths (`x-document`) of each list. */',
      `export const listDocuments: ${names} = ${JSON.stringify(contract.listDocuments)};`,
      "/** The field identifying each list's rows (its row's `x-row-key`), where the contract marks one. */",
      `export const rowKeys: ${name} = ${JSON.stringify(contract.rowKeys)};`,
      '/** Each row schema marking a key: its model and the key. */',
      `type RowKeyTable =\n${keyTable.join('\n') || '  never'};`,
      '/** The key the contract marks on the row type Row (never when none does): its model equal to Row both ways. */',
      'export type ContractRowKey<Row> = RowKeyTable extends infer Entry',
      '  ? Entry extends readonly [infer Model, infer Key]',
      '    ? [Row] extends [Model] ? ([Model] extends [Row] ? Key : never) : never',
      '    : never',
      '  : never;',
      "/** The component schema of each list's row. */",
      `export const rowSchemas: ${name} = ${JSON.stringify(contract.rowSchemas)};`,
      "/** The component schema of each operation's JSON answer. */",
      `export const answerSchemas: ${name} = ${JSON.stringify(contract.answerSchemas)};`,
      "/** Each Excel export's file name, from its summary. */",
      `export const exportFilenames: ${name} = ${JSON.stringify(contract.exportFilenames)};`,
      '',
    ].join('\n'),
  );
  const answers = byOperationId(openapi, answerColumnsOf(openapi));
  writeFileSync(serverOutput, serverListColumns(contract, answers));
  console.log(`list-columns: ${Object.keys(contract.listColumns).length} list operations`);
}

/**
 * The reference API's copy (server/generated/listColumns.ts; the server imports nothing of src/):
 * each list's columns as its exports write them, every field people see of its row (`x-list: false`
 * ones too: a workbook carries the whole record) but its document paths, in the row's order, with
 * the same titles and cell kinds as the portal's columns. Typed `as const`, so a workbook's rows
 * must hold every field it names.
 */
function serverListColumns(contract: ListContract, answers: Record<string, AnswerColumns>): string {
  const lists = Object.entries(contract.listColumns).map(([operation, columns]) => {
    const documents = contract.listDocuments[operation] ?? [];
    const shown = Object.entries(columns).filter(([field]) => !documents.includes(field));
    return `  ${operation}: ${JSON.stringify(shown.map(([field, column]) => [field, ...column]))},`;
  });
  return [
    '/** Generated from openapi/dist/openapi.json by codegen/listColumns.ts (npm run codegen). Do not edit. */',
    "export type ListCell = 'date' | 'dateTime' | 'number' | 'currency' | 'boolean' | 'estadoChip';",
    '/**',
    " * Each list operation's row fields people see but its document paths, in the row's order, by",
    ' * operationId: [field, Spanish title, cell kind (text when absent)]; the columns its export writes.',
    ' */',
    'export const listColumns = {',
    ...lists,
    '} as const satisfies Readonly<Record<string, readonly (readonly [string, string, ListCell?])[]>>;',
    '/**',
    " * Each report operation's answer (not a page, holding titled lists), by operationId: its own",
    " * titled fields and each titled list's [title, row columns], as list columns are written.",
    ' */',
    `export const answerColumns = ${JSON.stringify(answers)} as const;`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
