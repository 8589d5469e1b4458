/**
 * Errors a handler throws to answer a 4xx with the contract's ErrorResponse body. Anything else
 * that escapes a handler is a bug: the app answers a generic 500 without internals.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'CONFLICT'
  | 'INTERNAL';

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  field?: string;
  details?: { field: string; message: string }[];
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    /** Headers the answer carries besides the body (Retry-After of a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, {
    message,
    code: 'VALIDATION',
    ...(field ? { field, details: [{ field, message }] } : {}),
  });
export const unauthorized = (message = 'Debe iniciar sesión para usar esta operación.') =>
  new HttpError(401, { message, code: 'UNAUTHORIZED' });
export const forbidden = (message = 'No tiene permiso para realizar esta operación.') =>
  new HttpError(403, { message, code: 'FORBIDDEN' });
export const notFound = (message = 'No se ha encontrado el recurso solicitado.') =>
  new HttpError(404, { message, code: 'NOT_FOUND' });
export const tooLarge = (message: string) => new HttpError(413, { message, code: 'TOO_LARGE' });
/** A limit reached: retry after that many seconds (the Retry-After header). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, { message, code: 'TOO_MANY_REQUESTS' }, { 'Retry-After': String(retryAfterSeconds) });
