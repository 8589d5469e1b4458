/**
 * Calling the API by path, typed by the contract: openapi-fetch over the paths openapi-typescript
 * generates from the bundle (server/generated/paths.ts, `npm run codegen`). A path, method, path or
 * query parameter, or body field the contract lacks is a type error, as a generated fetcher's is in
 * the portal. Used by the API tests (testApi.ts), the end-to-end helpers and the benchmarks.
 *
 * Each call answers the server's Response itself, unread: tests check statuses, headers, error
 * bodies and downloads as they arrive (openapi-fetch is asked for the body as a stream, so it never
 * reads a success; an error answer it reads is a copy).
 */
import createClient, { type Client, type ClientPathsWithMethod, type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../generated/paths';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
export type PathsWith<M extends Method> = ClientPathsWithMethod<Client<paths>, M>;

// The init argument is required exactly when the operation has a required parameter or body. Unlike
// openapi-fetch's own methods, whose init type is inferred from the argument (so a body field the
// contract lacks goes unnoticed), it is the operation's own type: an unknown field is an excess
// property, a type error.
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type InitOf<M extends Method, P extends PathsWith<M>> = NonNullable<MaybeOptionalInit<paths[P], M>>;
type InitParam<Init> = RequiredKeys<Init> extends never ? [Init?] : [Init];

/** One HTTP method of the API: the contract's paths that have it, their parameters and body. */
type TypedCall<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitParam<InitOf<M, P>>
) => Promise<Response>;

/** An operation's JSON body, for a helper that builds one: `JsonBody<'post', '/admin/createclient'>`. */
export type JsonBody<M extends Method, P extends PathsWith<M>> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** An operation's multipart body (files as Blobs): `FormBody<'post', '/uploadMultipleFiles'>`. */
export type FormBody<M extends Method, P extends PathsWith<M>> = paths[P][M] extends {
  requestBody?: { content: { 'multipart/form-data': infer B } };
}
  ? B
  : never;

/** An operation's query parameters: `Query<'get', '/comercialproposals'>` (none: an empty object). */
export type Query<M extends Method, P extends PathsWith<M>> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? [NonNullable<Q>] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : never;

export interface TypedApi {
  GET: TypedCall<'get'>;
  POST: TypedCall<'post'>;
  PUT: TypedCall<'put'>;
  DELETE: TypedCall<'delete'>;
  PATCH: TypedCall<'patch'>;
}

/** An operation named by its method and path, as a table of operations keys them: 'POST /ticketsGrid'. */
export type OperationKey = { [M in Method]: `${Uppercase<M>} ${PathsWith<M>}` }[Method];

/** What a request to the operation `K` carries: its query, its JSON body or its multipart body. */
export type OperationAsk<K extends OperationKey> = {
  [M in Method]: {
    [P in PathsWith<M>]: `${Uppercase<M>} ${P}` extends K
      ? { query?: Query<M, P>; json?: JsonBody<M, P>; form?: FormBody<M, P> }
      : never;
  }[PathsWith<M>];
}[Method];

/** Sends `ask` to the operation `key` (for tables keyed by operation, typed by OperationAsk). */
export function callOperation<K extends OperationKey>(
  api: TypedApi,
  key: K,
  ask: OperationAsk<K>,
): Promise<Response> {
  const [method, path] = key.split(' ') as [keyof TypedApi, string];
  const { query, json, form } = ask as { query?: unknown; json?: unknown; form?: unknown };
  const body = json ?? form;
  return (api[method] as (path: string, init: object) => Promise<Response>)(path, {
    ...(query === undefined ? {} : { params: { query } }),
    ...(body === undefined ? {} : { body }),
  });
}

/**
 * POST a JSON body to a path a helper receives as a type parameter: the call site's path fixes the
 * body's type (an unknown field is still an excess property there).
 */
export function postJson<P extends PathsWith<'post'>>(
  api: TypedApi,
  path: P,
  body: JsonBody<'post', P>,
): Promise<Response> {
  return (api.POST as (path: string, init: { body: unknown }) => Promise<Response>)(path, { body });
}

/** GET with query parameters, for a helper generic over the path. */
export function getWith<P extends PathsWith<'get'>>(
  api: TypedApi,
  path: P,
  query: Query<'get', P>,
): Promise<Response> {
  return (api.GET as (path: string, init: { params: { query: unknown } }) => Promise<Response>)(path, {
    params: { query },
  });
}

/** POST with query parameters (and no body), for a helper generic over the path. */
export function postWith<P extends PathsWith<'post'>>(
  api: TypedApi,
  path: P,
  query: Query<'post', P>,
): Promise<Response> {
  return (api.POST as (path: string, init: { params: { query: unknown } }) => Promise<Response>)(path, {
    params: { query },
  });
}

export interface TypedApiOptions {
  /** Where the paths are mounted, e.g. http://localhost (in-process) or https://host:port/api. */
  baseUrl: string;
  /** Sends the built request: the in-process app, fetch, or a browser's request context. */
  send: (request: Request) => Promise<Response>;
  /** The bearer token per request (none: anonymous). */
  token?: () => Promise<string | undefined> | string | undefined;
}

const isBlob = (value: unknown): value is Blob => value instanceof Blob;

/**
 * JSON, or multipart when the body carries a file (only the contract's multipart bodies have
 * `format: binary` fields, typed Blob): each field a part, an array's items repeated parts.
 */
function serializeBody(body: unknown): BodyInit {
  const fields = body && typeof body === 'object' ? Object.entries(body) : [];
  const isMultipart = fields.some(([, v]) => isBlob(v) || (Array.isArray(v) && v.some(isBlob)));
  if (!isMultipart) return JSON.stringify(body);
  const form = new FormData();
  for (const [name, value] of fields)
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) form.append(name, isBlob(item) ? item : String(item));
  return form;
}

export function createTypedApi(options: TypedApiOptions): TypedApi {
  const client = createClient<paths>({ baseUrl: options.baseUrl, bodySerializer: serializeBody });
  const call =
    (method: Method) =>
    async (path: string, init?: Record<string, unknown>): Promise<Response> => {
      let answer: Response | undefined;
      await client.request(
        method,
        path as never,
        {
          ...init,
          parseAs: 'stream',
          fetch: async (request: Request) => {
            const token = await options.token?.();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
            answer = await options.send(request);
            // openapi-fetch reads an error's body: give it a copy, so the caller still reads it.
            return answer.ok ? answer : answer.clone();
          },
        } as never,
      );
      if (!answer) throw new Error(`${method.toUpperCase()} ${path}: no answer`);
      return answer;
    };
  return {
    GET: call('get') as TypedCall<'get'>,
    POST: call('post') as TypedCall<'post'>,
    PUT: call('put') as TypedCall<'put'>,
    DELETE: call('delete') as TypedCall<'delete'>,
    PATCH: call('patch') as TypedCall<'patch'>,
  };
}
