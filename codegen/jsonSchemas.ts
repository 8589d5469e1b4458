/**
 * The last step of `npm run codegen`: every component schema of the bundled contract as a
 * standalone JSON Schema (draft-07) for the generated admin forms (@rjsf + validator-ajv8), written
 * to src/api/generated/json-schemas/, plus a loader map so a form imports only its own schema.
 *
 * Draft-07 because it is @rjsf/validator-ajv8's default Ajv: no custom Ajv class, and rjsf's own
 * `$ref` handling is draft-07's. OpenAPI 3.1 schemas are JSON Schema 2020-12, which differs here in
 * one point that matters: keywords beside a `$ref` (the contract puts Spanish titles, descriptions
 * and defaults there) apply in 2020-12 and are ignored in draft-07. Inlining every `$ref` with its
 * siblings laid over the target keeps their meaning.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const componentPrefix = '#/components/schemas/';
/** OpenAPI keywords that are not JSON Schema: ajv in strict mode would reject them. */
const openApiOnly = new Set(['example', 'discriminator', 'xml', 'externalDocs', 'nullable']);
/** Keywords whose values are data (instances), never schemas: copied as they are. */
const dataKeywords = new Set(['default', 'const', 'enum', 'examples']);

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One component as a standalone draft-07 schema: `$ref`s inlined, extensions and OpenAPI keywords dropped. */
export function toJsonSchema(name: string, components: Record<string, Json>): JsonObject {
  const convert = (node: Json, path: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => convert(item, path));
    if (!isObject(node)) return node;
    const { $ref, ...siblings } = node;
    if (typeof $ref === 'string') {
      if (!$ref.startsWith(componentPrefix)) throw new Error(`${name}: $ref no soportada ${$ref}`);
      const target = $ref.slice(componentPrefix.length);
      if (path.includes(target)) throw new Error(`${name}: esquema recursivo por ${target}`);
      const resolved = components[target];
      if (!isObject(resolved)) throw new Error(`${name}: no existe el componente ${target}`);
      const inlined = convert(resolved, [...path, target]) as JsonObject;
      return { ...inlined, ...(convert(siblings, path) as JsonObject) };
    }
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-') || openApiOnly.has(key)) continue;
      // Property names are data, not keywords: `properties` maps names to schemas.
      out[key] = dataKeywords.has(key)
        ? value
        : key === 'properties' && isObject(value)
          ? Object.fromEntries(Object.entries(value).map(([prop, schema]) => [prop, convert(schema, path)]))
          : convert(value, path);
    }
    return out;
  };
  const component = components[name];
  if (!isObject(component)) throw new Error(`No existe el componente ${name}`);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...(convert(component, [name]) as JsonObject),
  };
}

/**
 * The query parameters of an operation without a JSON body, as one object schema named like orval's
 * parameter type (`<OperationId>Params`): such an operation's form value is its parameters.
 */
function parameterComponents(openapi: JsonObject): Record<string, Json> {
  const out: Record<string, Json> = {};
  const paths = isObject(openapi.paths) ? openapi.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      if (operation.requestBody !== undefined || !Array.isArray(operation.parameters)) continue;
      const query = operation.parameters.filter((p): p is JsonObject => isObject(p) && p.in === 'query');
      if (query.length === 0) continue;
      const properties: JsonObject = {};
      for (const parameter of query) {
        const schema = isObject(parameter.schema) ? parameter.schema : {};
        const property: JsonObject = { ...schema };
        if (typeof parameter.description === 'string') property.description = parameter.description;
        properties[String(parameter.name)] = property;
      }
      const required = query.filter((p) => p.required === true).map((p) => String(p.name));
      const name = `${operation.operationId.charAt(0).toUpperCase()}${operation.operationId.slice(1)}Params`;
      out[name] = { type: 'object', required, properties };
    }
  }
  return out;
}

/** Every component schema of a bundled OpenAPI document, and the parameter schemas, by name. */
export function jsonSchemasOf(openapi: JsonObject): Record<string, JsonObject> {
  const schemas = (isObject(openapi.components) && openapi.components.schemas) || {};
  if (!isObject(schemas)) throw new Error('openapi.json sin components.schemas');
  const params = parameterComponents(openapi);
  const clash = Object.keys(params).find((name) => name in schemas);
  if (clash) throw new Error(`El componente ${clash} choca con el esquema de parámetros del mismo nombre`);
  const components = { ...schemas, ...params };
  return Object.fromEntries(Object.keys(components).map((name) => [name, toJsonSchema(name, components)]));
}

function loaderModule(names: readonly string[]): string {
  const entries = names
    .map((name) => `  ${JSON.stringify(name)}: () => import('./${name}.json'),`)
    .join('\n');
  return [
    '// Generated by codegen/jsonSchemas.ts (npm run codegen). Do not edit.',
    '/** The JSON Schema of each contract component (and operation parameters), loaded on demand. */',
    'export const jsonSchemaLoaders = {',
    entries,
    '} as const;',
    '',
    '/** The name of a component schema of the contract. */',
    'export type JsonSchemaName = keyof typeof jsonSchemaLoaders;',
    '',
  ].join('\n');
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const openapi = JSON.parse(readFileSync(join(root, 'openapi/dist/openapi.json'), 'utf8')) as JsonObject;
  const schemas = jsonSchemasOf(openapi);
  const outDir = join(root, 'src/api/generated/json-schemas');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const names = Object.keys(schemas).sort();
  for (const name of names)
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(schemas[name], null, 2)}\n`);
  writeFileSync(join(outDir, 'index.ts'), loaderModule(names));
  console.log(`json-schemas: ${names.length} esquemas en src/api/generated/json-schemas`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
