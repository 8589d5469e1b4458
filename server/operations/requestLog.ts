/**
 * One JSON line per answered request (logger.ts), and its counts and duration in the metrics: the
 * request's id (a trusted balancer's X-Request-Id, or one made here; returned as X-Request-Id), the
 * operation (the contract's operationId for the API; the part of the server otherwise), status,
 * duration, the signed-in user's id (never the e-mail), the client's address. The path is logged
 * without its query, which may carry what the user searched for.
 *
 * What a request learns on its way (who the user is) and its own logger (for an error's line, with
 * the request's id) live in its record, which any part of the server reaches from the request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeInfo } from '../contract';
import { clientAddress, fromTrustedProxy, type ProxyTrust } from './clientAddress';
import type { Logger } from './logger';
import { operationalMetrics } from './metrics';

export interface RequestRecord {
  id: string;
  /** The client's address (clientAddress.ts). */
  address: string;
  operation: string;
  /** The signed-in user's id (oid), once the API knows it. */
  userId?: string;
  /** The server's logger, with this request's id on every line. */
  log: Logger;
}

const records = new WeakMap<IncomingMessage, RequestRecord>();

/** The record of a request the stack is answering; undefined outside the stack (in-process tests). */
export function requestRecord(req: IncomingMessage | undefined): RequestRecord | undefined {
  return req ? records.get(req) : undefined;
}

/** The record of the request a Hono context answers (@hono/node-server's `env.incoming`). */
export function requestRecordOf(c: { env: unknown }): RequestRecord | undefined {
  return requestRecord((c.env as { incoming?: IncomingMessage } | undefined)?.incoming);
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface RequestLogOptions {
  logger: Logger;
  trust: ProxyTrust;
  /** Names the part of the server a path that is not the API's belongs to. */
  partOf(path: string): string;
}

const acceptedRequestId = /^[\w.:@/+=-]{1,128}$/;

export function logRequests(listener: Listener, options: RequestLogOptions): Listener {
  const { logger, trust } = options;
  return (req, res) => {
    const started = process.hrtime.bigint();
    const given = fromTrustedProxy(req, trust) ? req.headers['x-request-id'] : undefined;
    const id = typeof given === 'string' && acceptedRequestId.test(given) ? given : randomUUID();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const record: RequestRecord = {
      id,
      address: clientAddress(req, trust),
      operation: operationOf(req.method ?? 'GET', path, options.partOf),
      log: logger.child({ requestId: id }),
    };
    records.set(req, record);
    res.setHeader('X-Request-Id', id);
    operationalMetrics.inFlight.inc();
    // Counted as the answer's last byte goes out ('finish'), before the client can read it and ask
    // again; an answer cut short has only its 'close'.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      operationalMetrics.inFlight.dec();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = String(res.statusCode);
      const labels = { operation: record.operation, status };
      operationalMetrics.requests.inc(labels);
      operationalMetrics.requestDuration.observe(labels, seconds);
      logger.info(
        {
          requestId: id,
          method: req.method,
          path: path.slice(0, 200),
          operation: record.operation,
          status: res.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
          ...(record.userId ? { userId: record.userId } : {}),
          address: record.address,
          // The answer did not reach its end: the client went away, or the server cut it.
          ...(res.writableFinished ? {} : { cut: true }),
        },
        'request',
      );
    };
    res.once('finish', end).once('close', end);
    listener(req, res);
  };
}

/** A bounded label: the contract's operationId under /api, else the server's part. */
function operationOf(method: string, path: string, partOf: (path: string) => string): string {
  if (path.startsWith('/api/')) {
    const operation = routeInfo(method, path.slice('/api'.length))?.operationId;
    if (operation) return operation;
  }
  return partOf(path);
}
