/**
 * The process's metrics in Prometheus's text format (prom-client, its default registry): requests by
 * operation and status with their durations, requests in flight, database statements' durations,
 * refusals of the rate limits and quotas, sign-ins, uploads, and prom-client's process metrics
 * (event loop lag, heap, resident memory, open files, CPU).
 *
 * One registry per process: a fleet's primary asks each serving worker for its registry and sums
 * them (fleetMetrics.ts), so a scrape sees the whole fleet. Modules count what they see through
 * `operationalMetrics` and never know where the figures go.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, register } from 'prom-client';

collectDefaultMetrics({ prefix: 'portal_' });

/** Seconds: from a cached grid page to a large export. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const operationalMetrics = {
  requests: new Counter({
    name: 'portal_http_requests_total',
    help: 'Peticiones respondidas, por operación del contrato (o parte del servidor) y estado HTTP.',
    labelNames: ['operation', 'status'] as const,
  }),
  requestDuration: new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Duración de las peticiones, de la llegada al último byte de la respuesta.',
    labelNames: ['operation', 'status'] as const,
    buckets: durationBuckets,
  }),
  inFlight: new Gauge({
    name: 'portal_http_requests_in_flight',
    help: 'Peticiones en curso.',
  }),
  queryDuration: new Histogram({
    name: 'portal_db_query_duration_seconds',
    help: 'Duración de las sentencias de base de datos.',
    labelNames: ['engine'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  }),
  refusals: new Counter({
    name: 'portal_limit_refusals_total',
    help: 'Peticiones rechazadas por un límite de frecuencia o una cuota, por límite.',
    labelNames: ['limit'] as const,
  }),
  signIns: new Counter({
    name: 'portal_sign_ins_total',
    help: 'Inicios de sesión con contraseña, por resultado (success, failure).',
    labelNames: ['outcome'] as const,
  }),
  uploads: new Counter({
    name: 'portal_uploads_total',
    help: 'Ficheros subidos y guardados.',
  }),
  uploadBytes: new Counter({
    name: 'portal_upload_bytes_total',
    help: 'Bytes de los ficheros subidos y guardados.',
  }),
};

/** A limit or quota said no (the name says which: `identity.signIn`, `mail.hourly`...). */
export function countRefusal(limit: string): void {
  operationalMetrics.refusals.inc({ limit });
}

/** Files stored by an upload (counted once they are in place). */
export function countUploads(stored: readonly { size: number }[]): void {
  operationalMetrics.uploads.inc(stored.length);
  operationalMetrics.uploadBytes.inc(stored.reduce((sum, file) => sum + file.size, 0));
}

/** This process's metrics, as Prometheus reads them. */
export function processMetrics(): Promise<string> {
  return register.metrics();
}

export const metricsContentType = register.contentType;
