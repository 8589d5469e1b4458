/**
 * Errors a handler throws to answer a 4xx with the contract's ErrorResponse body. Anything else
 * that escapes a handler is a bug: the app answers a generic 500 without internals.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorResponse } from '../generated/model/errorResponse.zod';

/** The contract's error codes (ErrorResponse.code): the server cannot send one it does not list. */
export type ErrorCode = ErrorResponse['code'];

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
/** The request clashes with what is stored (a client name, NIF or user e-mail already taken). */
export const conflict = (message: string, field?: string) =>
  new HttpError(409, { message, code: 'CONFLICT', ...(field ? { field } : {}) });
export const tooLarge = (message: string) => new HttpError(413, { message, code: 'TOO_LARGE' });
/** A body, or an uploaded file, in a media type the operation does not take (JSON sent as text/plain, a program...). */
export const unsupportedMediaType = (message: string, field?: string) =>
  new HttpError(415, { message, code: 'UNSUPPORTED_MEDIA_TYPE', ...(field ? { field } : {}) });
/** A limit reached: retry after that many seconds (the Retry-After header). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, { message, code: 'TOO_MANY_REQUESTS' }, { 'Retry-After': String(retryAfterSeconds) });
