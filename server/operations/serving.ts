/**
 * What an operator needs of a serving process, around the stack's request handler: the health
 * endpoints (never logged nor counted as traffic), the metrics behind a bearer token when
 * METRICS_TOKEN is set, a log line and metrics per request, and the drain that SIGTERM starts.
 *
 * Draining: the server stops accepting connections (a fleet's other processes, or the balancer's
 * other upstreams, take the new ones), readiness answers 503, every answer from then on closes its
 * connection, and the requests in flight (uploads and downloads included) run to their end, up to
 * a deadline, after which what is left is cut and logged.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from 'node:https';
import { trackAnsweringConnections } from './answeringConnections';
import type { ProxyTrust } from './clientAddress';
import { healthEndpoints, type ReadinessSources } from './health';
import type { Logger } from './logger';
import { metricsContentType } from './metrics';
import { logRequests } from './requestLog';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface ServingOptions {
  logger: Logger;
  trust: ProxyTrust;
  readiness: Omit<ReadinessSources, 'draining'>;
  /** `GET /metrics` with `Authorization: Bearer {token}`, answered from `source` (the fleet's, in a fleet). */
  metrics?: { token: string; source: () => Promise<string> };
  /** Names the part of the server a path outside the API belongs to (the log's operation). */
  partOf(path: string): string;
}

export interface Serving {
  draining(): boolean;
  /** Turns the request log and the request metrics off and on (bench:load measures what they cost). */
  observe(on: boolean): void;
  /** Stops accepting, and resolves once the requests in flight are done or `graceMs` has passed. */
  drain(graceMs: number): Promise<void>;
}

export function serveOperated(server: Server, handler: Listener, options: ServingOptions): Serving {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  let idle: (() => void) | undefined;
  const health = healthEndpoints({ ...options.readiness, draining: () => draining });
  const logged = logRequests(handler, options);
  let observed = true;
  const metrics = options.metrics && metricsEndpoint(options.metrics);
  const connections = trackAnsweringConnections(server);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    if (health(req, res) || metrics?.(req, res)) return;
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) idle?.();
    });
    (observed ? logged : handler)(req, res);
  });

  return {
    draining: () => draining,
    observe(on) {
      observed = on;
    },
    async drain(graceMs) {
      if (draining) return;
      draining = true;
      let deadline: NodeJS.Timeout | undefined;
      const pastDeadline = new Promise<'deadline'>((resolve) => {
        deadline = setTimeout(() => resolve('deadline'), graceMs);
      });
      const closed = connections.stopListening();
      // Keep-alive connections waiting for a next request are closed now; busy ones after their answer.
      connections.endBetweenRequests();
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      const finished = new Promise<'finished'>((resolve) => {
        idle = () => resolve('finished');
        if (inFlight.size === 0) resolve('finished');
      });
      if ((await Promise.race([finished, pastDeadline])) === 'deadline') {
        options.logger.warn({ cut: inFlight.size, graceMs }, 'drain deadline passed: requests cut');
        connections.destroyAll();
      }
      // Connections accepted but still silent: a request on its way now would find the door shut.
      connections.endIdle();
      if ((await Promise.race([closed.then(() => 'closed' as const), pastDeadline])) === 'deadline')
        connections.destroyAll();
      clearTimeout(deadline);
      await closed;
    },
  };
}

function metricsEndpoint(settings: { token: string; source: () => Promise<string> }) {
  const expected = Buffer.from(`Bearer ${settings.token}`);
  const authorized = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.url ?? '').split('?')[0] !== '/metrics') return false;
    if (!authorized(req.headers.authorization)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' }).end();
      return true;
    }
    settings.source().then(
      (text) =>
        res.writeHead(200, { 'Content-Type': metricsContentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(503, { 'Cache-Control': 'no-store' }).end(),
    );
    return true;
  };
}
