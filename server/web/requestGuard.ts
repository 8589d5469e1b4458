/**
 * What keeps one request's trouble inside that request: a handler that throws or rejects answers
 * 500 (or, once its answer has started, loses just its own connection), a request the HTTP parser
 * refuses gets a 4xx, and a request target the stack cannot route is refused before routing.
 * Everything is logged: an error here is a bug to fix, not something to hide.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody, ErrorCode } from '../lib/errors';
import { processLogger } from '../operations/logger';
import { requestRecord } from '../operations/requestLog';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Answers an error as the contract's ErrorResponse (JSON, Spanish message). */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  code: ErrorCode,
  headers: Record<string, string> = {},
): void {
  const body: ErrorBody = { message, code };
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

const internalError = 'Error interno del servidor. Inténtelo de nuevo más tarde.';

/** Runs `handler` so that whatever it throws or rejects ends this request only. */
export function guardRequests(handler: RequestHandler): RequestHandler {
  return (req, res) => {
    const fail = (error: unknown) => {
      (requestRecord(req)?.log ?? processLogger).error({ err: error }, 'request failed');
      if (res.headersSent || res.writableEnded) {
        // Part of the answer is out: the client cannot be told; its connection alone ends.
        res.destroy();
        return;
      }
      sendError(res, 500, internalError, 'INTERNAL', { Connection: 'close' });
    };
    try {
      const result = handler(req, res);
      if (result instanceof Promise) result.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

/**
 * The server's 'clientError': a request the HTTP parser refused (malformed request line or
 * header, oversized headers, a method it does not know, a timeout). Answered as Node does by
 * default (400, 431 or 408, then close), with the ErrorResponse body, and logged in one line.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'Las cabeceras de la petición son demasiado grandes.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'La petición no llegó completa a tiempo.']
        : [400, 'Bad Request', 'La petición HTTP no es válida.'];
  processLogger.warn({ status, code: error.code }, 'request refused by the HTTP parser');
  const code: ErrorCode = status === 431 ? 'TOO_LARGE' : 'VALIDATION';
  const body = JSON.stringify({ message, code } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // end() flushes, then closes; a client that never reads must not keep the socket.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** The longest request target the stack routes; longer ones are refused with 414. */
const maxTargetLength = 8 * 1024;

/**
 * Brings the request target to origin form (`/path?query`) or answers it: an absolute-form target
 * (`GET https://host/path`, which HTTP/1.1 servers must accept) is reduced to its path, so routing
 * and authentication see one form; `*` and anything else is a 400; an overlong one a 414.
 * Answers whether the request may go on.
 */
export function normalizeTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '';
  if (target.length > maxTargetLength) {
    sendError(res, 414, 'La dirección solicitada es demasiado larga.', 'VALIDATION', { Connection: 'close' });
    return false;
  }
  if (target.startsWith('/')) return true;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      req.url = `${url.pathname}${url.search}`;
      return true;
    } catch {
      // Falls through to the 400 below.
    }
  }
  sendError(res, 400, 'El destino de la petición no es válido.', 'VALIDATION');
  return false;
}
