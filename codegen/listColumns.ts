/**
 * A step of `npm run codegen`: the columns each list operation's rows offer, by "METHOD /path",
 * written to src/api/generated/listColumns.ts. A list operation answers `{ items, total }`; its row
 * schema's fields people see (titled, not `x-internal`) become columns with the field's Spanish
 * `title` as header and a cell kind read from the field's schema:
 * - `format: date` / `date-time`: 'date' / 'dateTime';
 * - a number with `x-unit: EUR`: 'currency'; any other number or integer: 'number';
 * - a boolean: 'boolean';
 * - the record's status (a field named `estado` holding a closed set): 'estadoChip'
 *   (docs/product-rules.md#service-status); other fields are text.
 * So a screen names its columns by key (`columns: ['referencia', 'estado']`) and writes a header or
 * a cell only where it needs another one. Loaded with the grid, not with the home.
 *
 * Runs after orval, which cleans src/api/generated.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Cell = 'date' | 'dateTime' | 'number' | 'currency' | 'boolean' | 'estadoChip';

const componentPrefix = '#/components/schemas/';
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cell kind of a field's schema (its `$ref` resolved, its own keywords winning); none for text. */
function cellOf(field: string, schema: JsonObject): Cell | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null');
  if (field === 'estado' && (Array.isArray(schema.enum) || Array.isArray(schema.oneOf))) return 'estadoChip';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('number') || types.includes('integer'))
    return schema['x-unit'] === 'EUR' ? 'currency' : 'number';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'dateTime';
  return undefined;
}

/** Each list operation's columns: field → [title] or [title, cell]. */
export function listColumnsOf(openapi: JsonObject): Record<string, Record<string, [string, Cell?]>> {
  const schemas = (isObject(openapi.components) ? openapi.components.schemas : {}) as JsonObject;
  const resolve = (node: Json | undefined): JsonObject => {
    if (!isObject(node)) return {};
    const { $ref, ...siblings } = node;
    if (typeof $ref !== 'string' || !$ref.startsWith(componentPrefix)) return node;
    return { ...resolve(schemas[$ref.slice(componentPrefix.length)]), ...siblings };
  };
  const out: Record<string, Record<string, [string, Cell?]>> = {};
  for (const [path, item] of Object.entries(isObject(openapi.paths) ? openapi.paths : {})) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const ok = resolve(operation.responses['200']);
      const content = isObject(ok.content) ? ok.content['application/json'] : undefined;
      const page = resolve(isObject(content) ? content.schema : undefined);
      const properties = isObject(page.properties) ? page.properties : {};
      const items = resolve(properties.items);
      if (!('total' in properties) || items.type !== 'array') continue;
      const row = resolve(items.items);
      if (!isObject(row.properties)) continue;
      const columns: Record<string, [string, Cell?]> = {};
      for (const [field, node] of Object.entries(row.properties)) {
        const schema = resolve(node);
        if (schema['x-internal'] === true || typeof schema.title !== 'string') continue;
        const cell = cellOf(field, schema);
        columns[field] = cell ? [schema.title, cell] : [schema.title];
      }
      if (Object.keys(columns).length > 0) out[`${method.toUpperCase()} ${path}`] = columns;
    }
  }
  return out;
}

function main() {
  const bundle = new URL('../openapi/dist/openapi.json', import.meta.url);
  const output = new URL('../src/api/generated/listColumns.ts', import.meta.url);
  const columns = listColumnsOf(JSON.parse(readFileSync(bundle, 'utf8')) as JsonObject);
  writeFileSync(
    output,
    [
      '/** Generated from openapi/dist/openapi.json by codegen/listColumns.ts (npm run codegen). Do not edit. */',
      "export type ListCell = 'date' | 'dateTime' | 'number' | 'currency' | 'boolean' | 'estadoChip';",
      '/** Each list operation\'s row fields by "METHOD /path": [Spanish title, cell kind (text when absent)]. */',
      'export const listColumns: Readonly<Record<string, Readonly<Record<string, readonly [string, ListCell?]>>>> =',
      `  ${JSON.stringify(columns)};`,
      '',
    ].join('\n'),
  );
  console.log(`list-columns: ${Object.keys(columns).length} operaciones de lista`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
