/**
 * What the server reads from the contract at start-up: for each route, its operationId, who may
 * call it (`security: []` is public, `x-access: admin` needs role 1 or 2, anything else a signed-in
 * user), the media types its body may come in and the schemas of its input (the JSON body and each
 * query parameter, for the checks that precede the generated validators: lib/inputText.ts). One
 * place per fact: access rules live in openapi/, not in handlers.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Access = 'public' | 'user' | 'admin';

/** A JSON Schema of the bundled contract, as far as the server reads one. */
export interface ContractSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  properties?: Record<string, ContractSchema>;
  additionalProperties?: boolean | ContractSchema;
  items?: ContractSchema;
  allOf?: ContractSchema[];
  oneOf?: ContractSchema[];
  anyOf?: ContractSchema[];
  /** A text of several lines (a description, a message): it may hold line breaks and tabs. */
  'x-multiline'?: boolean;
}

export interface RouteInfo {
  operationId: string;
  access: Access;
  /** The media type of its success answer (application/json, or the blob it downloads). */
  answers: string;
  /** The media types its request body may come in (none: it declares no body). */
  bodyTypes: readonly string[];
  /** Its JSON body's schema, when it takes one. */
  jsonBody: ContractSchema | undefined;
  /** Its query parameters' schemas, by name. */
  query: Readonly<Record<string, ContractSchema>>;
}

interface ContractParameter {
  name: string;
  in: string;
  schema?: ContractSchema;
  content?: Record<string, { schema?: ContractSchema }>;
}

interface ContractOperation {
  operationId: string;
  security?: unknown[];
  'x-access'?: 'admin';
  parameters?: ContractParameter[];
  requestBody?: { content?: Record<string, { schema?: ContractSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const bundledSpecPath = fileURLToPath(new URL('../openapi/dist/openapi.json', import.meta.url));

let components: Record<string, ContractSchema> = {};

function loadRoutes(): Map<string, RouteInfo> {
  const spec = JSON.parse(readFileSync(bundledSpecPath, 'utf8')) as {
    paths: Record<string, Record<string, ContractOperation>>;
    components: { schemas: Record<string, ContractSchema> };
  };
  components = spec.components.schemas;
  const routes = new Map<string, RouteInfo>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const access: Access =
        operation.security?.length === 0 ? 'public' : operation['x-access'] === 'admin' ? 'admin' : 'user';
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      const answers = Object.keys(success?.[1].content ?? {})[0] ?? 'application/json';
      const body = operation.requestBody?.content ?? {};
      const query = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter): [string, ContractSchema] => [
          parameter.name,
          parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema ?? {},
        ]);
      routes.set(routeKey(method, path), {
        operationId: operation.operationId,
        access,
        answers,
        bodyTypes: Object.keys(body),
        jsonBody: body['application/json']?.schema,
        query: Object.fromEntries(query),
      });
    }
  }
  return routes;
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

let routes: Map<string, RouteInfo> | undefined;

/**
 * The contract's operation at this method and path, or undefined when it declares none there.
 * Exact: HEAD and OPTIONS are operations of their own, which the contract never declares.
 */
export function routeInfo(method: string, path: string): RouteInfo | undefined {
  routes ??= loadRoutes();
  return routes.get(routeKey(method, path));
}

/** The methods the contract declares at this path (upper case; none for a path it does not have). */
export function declaredMethods(path: string): string[] {
  routes ??= loadRoutes();
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => routes?.has(routeKey(method, path)));
}

/** A schema with its `$ref` followed (the referring schema's own keywords, e.g. a title, win). */
export function resolvedSchema(schema: ContractSchema): ContractSchema {
  routes ??= loadRoutes();
  const seen = new Set<string>();
  let resolved = schema;
  while (resolved.$ref && !seen.has(resolved.$ref)) {
    seen.add(resolved.$ref);
    const { $ref, ...own } = resolved;
    resolved = { ...components[$ref.slice($ref.lastIndexOf('/') + 1)], ...own };
  }
  return resolved;
}
