/**
 * A fleet's metrics in one scrape: the primary asks each of its serving workers for its registry
 * (as JSON, over the cluster's IPC channel) and sums them with prom-client's AggregatorRegistry
 * (counters and histograms add up; prom-client's process gauges say how they combine). A worker
 * asked for /metrics on the serving port asks its primary for the whole fleet's.
 *
 * Only workers that listen are asked: a worker still starting has no answer to give, and one that
 * has exited takes its counts with it (Prometheus reads that as a counter reset).
 */
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, register } from 'prom-client';

type MetricsJson = Awaited<ReturnType<typeof register.getMetricsAsJSON>>;

const workerAsked = 'portal:metrics-of-worker';
const workerAnswer = 'portal:metrics-of-worker-answer';
const fleetAsked = 'portal:metrics-of-fleet';
const fleetAnswer = 'portal:metrics-of-fleet-answer';
const answerTimeoutMs = 5000;

interface Message {
  type?: string;
  id?: number;
  metrics?: MetricsJson;
  text?: string;
}

let nextId = 0;

function awaitAnswer<T>(
  source: {
    on(event: 'message', l: (m: Message) => void): unknown;
    off(event: 'message', l: (m: Message) => void): unknown;
  },
  type: string,
  id: number,
  read: (message: Message) => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (message: Message) => {
      if (message?.type !== type || message.id !== id) return;
      done();
      resolve(read(message));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('sin respuesta de métricas a tiempo'));
    }, answerTimeoutMs);
    const done = () => {
      clearTimeout(timer);
      source.off('message', listener);
    };
    source.on('message', listener);
  });
}

/** In a worker: answers the primary's requests for this process's metrics. */
export function answerMetricsRequests(): void {
  process.on('message', (message: Message) => {
    if (message?.type !== workerAsked) return;
    void register
      .getMetricsAsJSON()
      .then((metrics) => process.send?.({ type: workerAnswer, id: message.id, metrics }));
  });
}

/** In the primary: the sum of the serving workers' metrics, in Prometheus's text format. */
export async function fleetMetrics(workers: Worker[]): Promise<string> {
  const answers = await Promise.all(
    workers.map((worker) => {
      const id = nextId++;
      const answer = awaitAnswer(worker, workerAnswer, id, (message) => message.metrics ?? []);
      worker.send({ type: workerAsked, id });
      // A worker that exits meanwhile leaves its share out rather than failing the scrape.
      return answer.catch(() => [] as MetricsJson);
    }),
  );
  return AggregatorRegistry.aggregate(answers).metrics();
}

/** In the primary: answers workers asking for the fleet's metrics (their /metrics). */
export function answerFleetMetricsRequests(worker: Worker, message: Message, workers: () => Worker[]): void {
  if (message?.type !== fleetAsked) return;
  void fleetMetrics(workers()).then(
    (text) => worker.send({ type: fleetAnswer, id: message.id, text }),
    () => worker.send({ type: fleetAnswer, id: message.id }),
  );
}

/** In a worker: the whole fleet's metrics, from its primary. */
export async function fleetMetricsFromPrimary(): Promise<string> {
  const id = nextId++;
  const answer = awaitAnswer(process, fleetAnswer, id, (message) => message.text);
  process.send?.({ type: fleetAsked, id });
  const text = await answer;
  if (text === undefined) throw new Error('el proceso principal no pudo reunir las métricas');
  return text;
}
