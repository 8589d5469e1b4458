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

export type { paths };

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type PathsWith<M extends Method> = ClientPathsWithMethod<Client<paths>, M>;

// The init argument is required exactly when the operation has a required parameter or body. Unlike
// openapi-fetch's own methods, whose init type is inferred from the argument (so a body field the
// contract lacks goes unnoticed), it is the operation's own type: an unknown field is an excess
// property, a type error.
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type InitOf<M extends Method, P extends PathsWith<M>> = NonNullable<MaybeOptionalInit<paths[P], M>>;
type InitParam<Init> = RequiredKeys<Init> extends never ? [Init?] : [Init];

/** One HTTP method of the API: the contract's paths that have it, their parameters and body. */
export type TypedCall<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitParam<InitOf<M, P>>
) => Promise<Response>;

export interface TypedApi {
  GET: TypedCall<'get'>;
  POST: TypedCall<'post'>;
  PUT: TypedCall<'put'>;
  DELETE: TypedCall<'delete'>;
  PATCH: TypedCall<'patch'>;
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
