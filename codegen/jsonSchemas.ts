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
const dataKeywords = new Set(['default', 'const', 'enum', 'examples', 'x-picker']);
/**
 * The contract's extensions the forms read (ajv runs with `strict: false`, so it ignores them):
 * `x-picker` names the list operation a field's value is chosen from (src/features/schemaForm),
 * `x-multiline` a text of several lines (a box of several lines), `x-honeypot` a public form's spam
 * trap (src/features/typedForm).
 */
const keptExtensions = new Set(['x-picker', 'x-multiline', 'x-honeypot']);

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
      if (!isObject(resolved)) throw new Error(`${name}: there is no component ${target}`);
      const inlined = convert(resolved, [...path, target]) as JsonObject;
      return { ...inlined, ...(convert(siblings, path) as JsonObject) };
    }
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if ((key.startsWith('x-') && !keptExtensions.has(key)) || openApiOnly.has(key)) continue;
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
  if (!isObject(component)) throw new Error(`There is no component ${name}`);
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
  if (!isObject(schemas)) throw new Error('openapi.json has no components.schemas');
  const params = parameterComponents(openapi);
  const clash = Object.keys(params).find((name) => name in schemas);
  if (clash) throw new Error(`Component ${clash} clashes with the parameters schema of the same name`);
  const components = { ...schemas, ...params };
  return Object.fromEntries(Object.keys(components).map((name) => [name, toJsonSchema(name, components)]));
}

/**
 * What the portal shows of one field of a contract schema (detail views, phone cards): its Spanish
 * `title`, whether it is an internal id (`x-internal`), how its value reads (type and format, the
 * `x-unit` of a number), whether it holds document paths (`x-document`), and the fields of an
 * object or of each item of a list of objects. Read from the contract with the `x-` keywords the
 * JSON Schemas drop.
 */
export interface FieldLabel {
  title?: string;
  internal?: true;
  kind?: 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'dateTime';
  unit?: string;
  document?: true;
  fields?: Record<string, FieldLabel>;
}

/** The field labels of every component that has a title, an internal id or a document field. */
export function fieldLabelsOf(components: Record<string, Json>): Record<string, FieldLabel> {
  const resolve = (node: Json, path: readonly string[]): JsonObject => {
    if (!isObject(node)) return {};
    const { $ref, ...siblings } = node;
    if (typeof $ref !== 'string') return node;
    const target = $ref.slice(componentPrefix.length);
    if (path.includes(target)) return siblings;
    return { ...resolve(components[target] ?? null, [...path, target]), ...siblings };
  };
  const kindOf = (schema: JsonObject): FieldLabel['kind'] => {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== 'null');
    if (types.includes('boolean')) return 'boolean';
    if (types.includes('integer')) return 'integer';
    if (types.includes('number')) return 'number';
    if (schema.format === 'date') return 'date';
    if (schema.format === 'date-time') return 'dateTime';
    return 'text';
  };
  const objectFields = (
    schema: JsonObject,
    path: readonly string[],
  ): Record<string, FieldLabel> | undefined => {
    const object = isObject(schema.items) ? resolve(schema.items, path) : schema;
    if (!isObject(object.properties)) return undefined;
    return Object.fromEntries(
      Object.entries(object.properties).map(([name, property]) => [name, labelOf(property, path)]),
    );
  };
  const labelOf = (node: Json, path: readonly string[]): FieldLabel => {
    const schema = resolve(node, path);
    const label: FieldLabel = {};
    if (typeof schema.title === 'string') label.title = schema.title;
    if (schema['x-internal'] === true) label.internal = true;
    const fields = objectFields(schema, path);
    if (fields) label.fields = fields;
    else label.kind = kindOf(isObject(schema.items) ? resolve(schema.items, path) : schema);
    if (typeof schema['x-unit'] === 'string') label.unit = schema['x-unit'];
    if (schema['x-document'] === true) label.document = true;
    return label;
  };
  const labelled = (label: FieldLabel): boolean =>
    Boolean(label.title || label.internal || label.document) ||
    Object.values(label.fields ?? {}).some(labelled);
  return Object.fromEntries(
    Object.keys(components)
      .map((name): [string, FieldLabel] => [name, labelOf(components[name] ?? null, [name])])
      .filter(([, label]) => Object.values(label.fields ?? {}).some(labelled)),
  );
}

function fieldLabelsModule(labels: Record<string, FieldLabel>): string {
  return [
    '// Generated by codegen/jsonSchemas.ts (npm run codegen). Do not edit.',
    '/** What the portal shows of the fields of each contract schema (see FieldLabel). */',
    'export interface FieldLabel {',
    '  title?: string;',
    '  internal?: true;',
    "  kind?: 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'dateTime';",
    '  unit?: string;',
    '  document?: true;',
    '  fields?: Record<string, FieldLabel>;',
    '}',
    '',
    `export const fieldLabels: Readonly<Record<string, FieldLabel>> = ${JSON.stringify(labels)};`,
    '',
  ].join('\n');
}

/**
 * The closed sets of the contract (a string schema that is a `oneOf` of `const` + `title`) as
 * value -> Spanish label, by component name, in the contract's order (the default order of a
 * client's configuration); a number's (a role's) keyed by its digits. Written for the portal and the server alike, so neither lists the keys
 * or their labels again.
 */
export function enumLabelsOf(components: Record<string, Json>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [name, schema] of Object.entries(components)) {
    if (!isObject(schema) || !Array.isArray(schema.oneOf)) continue;
    const options = schema.oneOf.filter(isObject);
    const labelled = options.every(
      (o) => (typeof o.const === 'string' || typeof o.const === 'number') && typeof o.title === 'string',
    );
    if (options.length === 0 || options.length !== schema.oneOf.length || !labelled) continue;
    out[name] = Object.fromEntries(options.map((o) => [String(o.const), String(o.title)]));
  }
  return out;
}

export function enumLabelsModule(labels: Record<string, Record<string, string>>): string {
  // Each set is its own export as well, so a module that needs one set's labels (the reports'
  // chart titles) imports a few hundred bytes instead of every set: the bundler drops the rest.
  const sets = Object.entries(labels).map(
    ([name, set]) => `export const ${name}Labels = ${JSON.stringify(set, null, 2)} as const;`,
  );
  const byName = Object.keys(labels).map((name) => `  ${name}: ${name}Labels,`);
  return [
    '// Generated by codegen/jsonSchemas.ts (npm run codegen). Do not edit.',
    ...sets,
    '',
    "/** The contract's closed sets (oneOf const + title): each value's Spanish label, in the contract's order. */",
    `export const enumLabels = {\n${byName.join('\n')}\n} as const;`,
    '',
    '/** The name of a closed set of the contract. */',
    'export type EnumName = keyof typeof enumLabels;',
    '/** A value of one closed set. */',
    'export type EnumValue<N extends EnumName> = keyof (typeof enumLabels)[N];',
    '',
  ].join('\n');
}

/**
 * The list operations the contract's `x-picker`s name (a field whose value is chosen from another
 * record: `{ operation, value, label }`), each with the generated module that exports its fetcher,
 * so the schema forms' one picker widget can call any of them by name.
 */
export function pickerOperationsOf(openapi: JsonObject): Record<string, string> {
  const named = new Set<string>();
  const walk = (node: Json): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!isObject(node)) return;
    const picker = node['x-picker'];
    if (isObject(picker) && typeof picker.operation === 'string') named.add(picker.operation);
    for (const value of Object.values(node)) walk(value);
  };
  walk((isObject(openapi.components) && openapi.components.schemas) || null);
  walk(openapi.paths ?? null);
  const modules: Record<string, string> = {};
  for (const item of Object.values(isObject(openapi.paths) ? openapi.paths : {})) {
    for (const operation of Object.values(isObject(item) ? item : {})) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      if (!named.has(operation.operationId) || !Array.isArray(operation.tags)) continue;
      // orval's tags-split folder: the first tag in kebab case.
      const tag = String(operation.tags[0])
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase();
      modules[operation.operationId] = `../${tag}/${tag}`;
    }
  }
  const unknown = [...named].find((name) => !(name in modules));
  if (unknown) throw new Error(`x-picker names operation ${unknown}, which does not exist`);
  return modules;
}

function pickerSourcesModule(modules: Record<string, string>): string {
  const names = Object.keys(modules).sort();
  return [
    '// Generated by codegen/jsonSchemas.ts (npm run codegen). Do not edit.',
    ...names.map((name) => `import { ${name} } from '${modules[name]}';`),
    '',
    "/** The list operations the contract's x-pickers name, by operationId. */",
    `export const pickerSources = { ${names.join(', ')} } as const;`,
    '',
  ].join('\n');
}

/**
 * Each operation's form value schema by operationId: its JSON body's component, or for an
 * operation without body its query parameters (`<OperationId>Params`). A schema form derives its
 * schema from its submit operation with it (src/features/schemaForm/formSchema.ts).
 */
export function bodySchemasOf(openapi: JsonObject): Record<string, string> {
  const out: Record<string, string> = {};
  const params = parameterComponents(openapi);
  for (const item of Object.values(isObject(openapi.paths) ? openapi.paths : {})) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const content = isObject(operation.requestBody) ? operation.requestBody.content : undefined;
      const json = isObject(content) ? content['application/json'] : undefined;
      const ref = isObject(json) && isObject(json.schema) ? json.schema.$ref : undefined;
      const paramsName = `${operation.operationId.charAt(0).toUpperCase()}${operation.operationId.slice(1)}Params`;
      const name =
        typeof ref === 'string' && ref.startsWith(componentPrefix)
          ? ref.slice(componentPrefix.length)
          : operation.requestBody === undefined && paramsName in params
            ? paramsName
            : undefined;
      if (name) out[operation.operationId] = name;
    }
  }
  return out;
}

function bodySchemasModule(bodies: Record<string, string>): string {
  const names = [...new Set(Object.values(bodies))].sort();
  return [
    '// Generated by codegen/jsonSchemas.ts (npm run codegen). Do not edit.',
    "import type * as model from '../model';",
    '',
    "/** Each operation's form value schema by operationId: its JSON body, or its query parameters. */",
    `export const bodySchemas: Readonly<Record<string, keyof BodySchemaTypes>> = ${JSON.stringify(bodies)};`,
    '',
    "/** The generated type of each of those schemas, so the config can tie a form's schema to its submit. */",
    'export interface BodySchemaTypes {',
    ...names.map((name) => `  ${name}: model.${name};`),
    '}',
    '',
  ].join('\n');
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
  writeFileSync(join(outDir, 'bodySchemas.ts'), bodySchemasModule(bodySchemasOf(openapi)));
  const components = (openapi.components as JsonObject).schemas as Record<string, Json>;
  writeFileSync(join(outDir, 'fieldLabels.ts'), fieldLabelsModule(fieldLabelsOf(components)));
  const labels = enumLabelsModule(enumLabelsOf(components));
  writeFileSync(join(outDir, 'enumLabels.ts'), labels);
  writeFileSync(join(root, 'server/generated/enumLabels.ts'), labels);
  writeFileSync(join(outDir, 'pickerSources.ts'), pickerSourcesModule(pickerOperationsOf(openapi)));
  console.log(`json-schemas: ${names.length} schemas in src/api/generated/json-schemas`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
