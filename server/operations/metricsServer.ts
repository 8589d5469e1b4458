/**
 * METRICS_PORT: the metrics on a plain-HTTP port of their own, on METRICS_HOST (127.0.0.1 unless
 * the operator opens it to the network where Prometheus runs), so the serving port never shows them.
 * In a fleet the primary serves it with the sum of its workers (fleetMetrics.ts).
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { metricsContentType } from './metrics';

export async function serveMetrics(
  listen: { host: string; port: number },
  source: () => Promise<string>,
): Promise<Server> {
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404).end();
      return;
    }
    source().then(
      (text) =>
        res.writeHead(200, { 'Content-Type': metricsContentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(503).end(),
    );
  });
  server.listen(listen.port, listen.host);
  await once(server, 'listening');
  return server;
}
