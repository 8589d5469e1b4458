/**
 * A step of `npm run codegen`: which operation each generated fetcher calls, written to
 * src/api/generated/operations.ts as a map from the fetcher itself to its operation: operationId,
 * method, path, the tags whose changes change its answer, whether it sends a body, and its request
 * fields. So the portal reads an operation's facts from the fetcher a config names (a grid's
 * `query`, a form's `submit`) instead of running the fetcher to see what it would send.
 *
 * The other generated tables (codegen/listColumns.ts, reportFields.ts, bodyZod.ts,
 * jsonSchemas.ts) are keyed by operationId, the name this map gives.
 *
 * An operation's fields are its query parameters and JSON body fields (null: no JSON object body),
 * which are required and which the session does not fill (`x-session: false`: a client or center a
 * list searches), so a screen's request defaults from the contract (src/language/requestDefaults.ts)
 * without the config restating them. Its tags are its own (each operation has one, its area) and
 * those of its `x-invalidated-by` (an answer that follows another area's data: the KPIs follow
 * the client's KPI configuration); a saved change reloads the queries whose tags hold its tag
 * (src/api/queryPolicy.ts).
 *
 * Runs after orval, which cleans src/api/generated and writes one module per tag
 * (`<tag in kebab case>/<tag in kebab case>.ts`) exporting each operation's fetcher by its operationId.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface OperationFields {
  query: string[];
  body: string[] | null;
  required: string[];
  /** Fields marked `x-session: false`: a searched client or center, never the session's. */
  notFromSession?: string[];
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** Its own tag first, then those of its `x-invalidated-by`. */
  tags: string[];
  /** It sends a request body (JSON or multipart): the fetcher takes it first. */
  hasBody: boolean;
  /** Absent: no query parameters and no JSON body. */
  fields?: OperationFields;
}

/** Resolves a local `$ref` (`#/components/...`) of the bundle, its siblings winning. */
export function resolverOf(openapi: JsonObject): (node: Json | undefined) => JsonObject {
  const resolve = (node: Json | undefined): JsonObject => {
    if (!isObject(node)) return {};
    const { $ref, ...siblings } = node;
    if (typeof $ref !== 'string' || !$ref.startsWith('#/')) return node;
    let target: Json | undefined = openapi;
    for (const part of $ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
    return { ...resolve(target), ...siblings };
  };
  return resolve;
}

/** Every operation of a bundled contract with its "METHOD /path", in the contract's order. */
export function contractOperationsOf(openapi: JsonObject): [key: string, operation: JsonObject][] {
  const operations: [string, JsonObject][] = [];
  for (const [path, item] of Object.entries(isObject(openapi.paths) ? openapi.paths : {})) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (isObject(operation) && isObject(operation.responses))
        operations.push([`${method.toUpperCase()} ${path}`, operation]);
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
  for (const [key, operation] of contractOperationsOf(openapi)) {
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

/** Every operation of a bundled contract, in the contract's order. */
export function operationsOf(bundle: object): ContractOperation[] {
  const openapi = bundle as JsonObject;
  const fields = operationFieldsOf(openapi);
  return contractOperationsOf(openapi).map(([key, operation]) => {
    const [method = '', path = ''] = key.split(' ');
    const strings = (value: Json | undefined) => (Array.isArray(value) ? value.map(String) : []);
    const own = fields[key];
    return {
      operationId: String(operation.operationId),
      method,
      path,
      tags: [...strings(operation.tags), ...strings(operation['x-invalidated-by'])],
      hasBody: operation.requestBody !== undefined,
      ...(own && { fields: own }),
    };
  });
}

/** A table by "METHOD /path" re-keyed by each operation's operationId, as the portal reads it. */
export function byOperationId<T>(bundle: object, table: Readonly<Record<string, T>>): Record<string, T> {
  const ids = new Map(
    contractOperationsOf(bundle as JsonObject).map(([key, operation]) => [
      key,
      String(operation.operationId),
    ]),
  );
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => {
      const id = ids.get(key);
      if (!id) throw new Error(`${key} is no operation of the contract`);
      return [id, value];
    }),
  );
}

/**
 * An operation as one row of the generated table: `operationId METHOD path tags hasBody`, then, when
 * it has fields, `|query|body|required` and `|notFromSession` if any; lists separated by spaces
 * (tags by commas), `-` for no JSON body, and the path left empty when it is `/` + operationId. The
 * table loads with the signed-in home: a row of words compresses to less than objects of arrays.
 */
export function encodedRow({ operationId, method, path, tags, hasBody, fields }: ContractOperation): string {
  const words = (values: readonly string[]) => {
    const bad = values.find((value) => /[\s|,]/.test(value) || value === '-');
    if (bad !== undefined)
      throw new Error(`${operationId}: "${bad}" cannot be written in a row of the table`);
    return values.join(' ');
  };
  const head = [
    operationId,
    method,
    path === `/${operationId}` ? '' : path,
    tags.join(','),
    hasBody ? '1' : '0',
  ];
  words([operationId, method, path, ...tags]);
  if (!fields) return head.join(' ');
  const parts = [
    fields.query,
    fields.body,
    fields.required,
    ...(fields.notFromSession ? [fields.notFromSession] : []),
  ];
  return [head.join(' '), ...parts.map((part) => (part === null ? '-' : words(part)))].join('|');
}

/** orval's folder and module of a tag: the tag in kebab case (clientConfig → client-config). */
const moduleOfTag = (tag: string) => tag.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function main() {
  const bundle = JSON.parse(
    readFileSync(new URL('../openapi/dist/openapi.json', import.meta.url), 'utf8'),
  ) as JsonObject;
  const generated = new URL('../src/api/generated/', import.meta.url);
  const operations = operationsOf(bundle);
  const modules = new Map<string, string>();
  const entries = operations.map((operation) => {
    const [tag] = operation.tags;
    if (!tag) throw new Error(`${operation.operationId} has no tag: orval would not place its fetcher`);
    const module = moduleOfTag(tag);
    const file = new URL(`${module}/${module}.ts`, generated);
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (!source.includes(`export const ${operation.operationId} = `))
      throw new Error(
        `${operation.operationId}: orval wrote no fetcher of that name in ${module}/${module}.ts`,
      );
    const alias = tag;
    modules.set(alias, module);
    return `  operation(${alias}.${operation.operationId}, ${JSON.stringify(encodedRow(operation))}),`;
  });
  writeFileSync(
    new URL('operations.ts', generated),
    [
      '/** Generated from openapi/dist/openapi.json by codegen/operations.ts (npm run codegen). Do not edit. */',
      "import type { Fetcher } from '../callFetcher';",
      ...[...modules].map(([alias, module]) => `import * as ${alias} from './${module}/${module}';`),
      '',
      "/** An operation's request: its query parameters, JSON body fields (null: no JSON object body) and the required ones. */",
      'export interface OperationFields {',
      '  readonly query: readonly string[];',
      '  readonly body: readonly string[] | null;',
      '  readonly required: readonly string[];',
      "  /** Those marked `x-session: false` (a searched client or center): the session's selection does not fill them. */",
      '  readonly notFromSession?: readonly string[];',
      '}',
      '',
      '/** The operation a generated fetcher calls. */',
      'export interface Operation {',
      '  readonly operationId: string;',
      '  readonly method: string;',
      '  readonly path: string;',
      '  /** Its own OpenAPI tag first, then those of its `x-invalidated-by`: whose changes change its answer. */',
      '  readonly tags: readonly string[];',
      '  /** It sends a request body (JSON or multipart), its first argument. */',
      '  readonly hasBody: boolean;',
      '  /** Absent: it takes no query parameters and no JSON body. */',
      '  readonly fields?: OperationFields;',
      '}',
      '',
      "const words = (text: string | undefined): string[] => (text ? text.split(' ') : []);",
      '',
      '/** A fetcher and its operation, read from its row (codegen/operations.ts, encodedRow, says how a row is written). */',
      'const operation = (fetcher: Fetcher, row: string): [Fetcher, Operation] => {',
      "  const [head = '', query, body, required, notFromSession] = row.split('|');",
      "  const [operationId = '', method = '', path, tags = '', hasBody] = head.split(' ');",
      '  const fields: OperationFields | undefined =',
      '    query === undefined',
      '      ? undefined',
      "      : { query: words(query), body: body === '-' ? null : words(body), required: words(required), ...(notFromSession && { notFromSession: words(notFromSession) }) };",
      "  return [fetcher, { operationId, method, path: path || '/' + operationId, tags: tags.split(','), hasBody: hasBody === '1', ...(fields && { fields }) }];",
      '};',
      '',
      '/** Each generated fetcher of the contract and the operation it calls. */',
      'export const operations: ReadonlyMap<Fetcher, Operation> = new Map<Fetcher, Operation>([',
      ...entries,
      ']);',
      '',
      '/** The operation `fetcher` calls; a function that is no generated fetcher of the contract is a programming error. */',
      'export function operationOf(fetcher: Fetcher): Operation {',
      '  const operation = operations.get(fetcher);',
      `  if (!operation) throw new Error(\`\${fetcher.name || 'This function'} is not a generated fetcher of the contract\`);`,
      '  return operation;',
      '}',
      '',
    ].join('\n'),
  );
  console.log(`operations: ${operations.length} fetchers mapped`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
