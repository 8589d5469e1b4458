/**
 * What the server reads from the contract at start-up: for each route, its operationId and who may
 * call it (`security: []` is public, `x-access: admin` needs role 1 or 2, anything else a signed-in
 * user). One place per fact: access rules live in openapi/, not in handlers.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Access = 'public' | 'user' | 'admin';

export interface RouteInfo {
  operationId: string;
  access: Access;
  /** The media type of its success answer (application/json, or the blob it downloads). */
  answers: string;
}

interface ContractOperation {
  operationId: string;
  security?: unknown[];
  'x-access'?: 'admin';
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const bundledSpecPath = fileURLToPath(new URL('../openapi/dist/openapi.json', import.meta.url));

function loadRoutes(): Map<string, RouteInfo> {
  const spec = JSON.parse(readFileSync(bundledSpecPath, 'utf8')) as {
    paths: Record<string, Record<string, ContractOperation>>;
  };
  const routes = new Map<string, RouteInfo>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const access: Access =
        operation.security?.length === 0 ? 'public' : operation['x-access'] === 'admin' ? 'admin' : 'user';
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      const answers = Object.keys(success?.[1].content ?? {})[0] ?? 'application/json';
      routes.set(routeKey(method, path), { operationId: operation.operationId, access, answers });
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
