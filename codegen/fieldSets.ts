/**
 * The second step of `npm run codegen`, right after `redocly bundle`: the closed sets of the fields a
 * list sorts and filters by. A string schema of the contract that says `x-fields-of: <Row>` (a row
 * component's name) becomes a `oneOf` of `const` + `title`, one per field of that row that people
 * see (titled, not `x-internal`), in the row's order, titled like the row's field. So the set is
 * written once (the row's fields), its Spanish labels once (the row's titles), and every later step
 * reads an ordinary closed set: orval types it as a union of literals and the server validates it
 * with that union, codegen/jsonSchemas.ts writes its labels into `enumLabels`.
 *
 * A list's request is its kind's request (GridRequest, ExportRequest, SendRequest) plus its row's
 * sort and filter fields: `allOf` of those object schemas in the contract. Here each such `allOf`
 * component becomes one object (properties merged, later ones winning; `required` joined), so the
 * generated validators, types and every reader of the bundle see a plain object schema.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Expands every `x-fields-of` component of a bundled contract in place; returns their names. */
export function expandFieldSets(openapi: JsonObject): string[] {
  const schemas = isObject(openapi.components) ? openapi.components.schemas : undefined;
  if (!isObject(schemas)) throw new Error('openapi.json has no components.schemas');
  const expanded: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !('x-fields-of' in schema)) continue;
    const rowName = schema['x-fields-of'];
    const row = typeof rowName === 'string' ? schemas[rowName] : undefined;
    if (!isObject(row) || !isObject(row.properties))
      throw new Error(`${name}: x-fields-of names ${String(rowName)}, which is no schema with properties`);
    const oneOf: Json[] = [];
    for (const [field, property] of Object.entries(row.properties)) {
      if (!isObject(property) || property['x-internal'] === true) continue;
      if (typeof property.title !== 'string')
        throw new Error(`${name}: field ${field} of ${String(rowName)} has no title`);
      oneOf.push({ const: field, title: property.title });
    }
    if (oneOf.length === 0) throw new Error(`${name}: ${String(rowName)} no tiene campos visibles`);
    const { 'x-fields-of': _, ...rest } = schema;
    schemas[name] = { ...rest, type: 'string', oneOf };
    expanded.push(name);
  }
  return expanded;
}

const componentPrefix = '#/components/schemas/';

/** Merges every component that is an `allOf` of object schemas into one object schema, in place. */
export function flattenAllOf(openapi: JsonObject): string[] {
  const schemas = (openapi.components as JsonObject).schemas as JsonObject;
  const resolve = (node: Json): JsonObject => {
    if (!isObject(node)) throw new Error('allOf with a member that is no schema');
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    const target = schemas[ref.slice(componentPrefix.length)];
    if (!ref.startsWith(componentPrefix) || !isObject(target)) throw new Error(`allOf: no existe ${ref}`);
    return resolve(target);
  };
  const flattened: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !Array.isArray(schema.allOf)) continue;
    const { allOf, ...own } = schema;
    const properties: JsonObject = {};
    const required = new Set<string>();
    for (const member of allOf.map(resolve)) {
      if (member.type !== 'object' || !isObject(member.properties))
        throw new Error(`${name}: allOf merges only object schemas with properties`);
      Object.assign(properties, member.properties);
      for (const field of Array.isArray(member.required) ? member.required : []) required.add(String(field));
    }
    schemas[name] = {
      type: 'object',
      ...own,
      ...(required.size > 0 ? { required: [...required] } : {}),
      properties,
    };
    flattened.push(name);
  }
  return flattened;
}

function main() {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi/dist/openapi.json');
  const openapi = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
  const expanded = expandFieldSets(openapi);
  const flattened = flattenAllOf(openapi);
  writeFileSync(file, `${JSON.stringify(openapi, null, 2)}\n`);
  console.log(`field-sets: ${expanded.length} list field sets, ${flattened.length} list requests`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
