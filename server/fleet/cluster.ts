/**
 * `WORKERS=N npm start`: N processes (node:cluster) serving one port. The primary only supervises:
 * it has prepared what must happen once (stack.ts prepareStack: migrations, seed, keys,
 * certificate) before calling this, forks the workers (each runs the whole stack on the shared
 * database and storage; connections are dealt to them in turn), and replaces a worker that dies.
 * No state a request needs lives in a worker (the identity provider's sessions, the rate limits
 * and quotas are in the database), so any worker serves any request of a signed-in user.
 *
 * A rolling restart (`replaceAll`, SIGHUP to the primary) replaces the workers one at a time: a
 * new worker is forked and listening before the old one is told to drain (SIGTERM: it stops
 * taking connections, finishes what it serves and exits), so the port always has as many
 * workers serving and no request is refused or cut. The primary also sums its workers' metrics.
 */
import cluster, { type Worker } from 'node:cluster';
import { answerFleetMetricsRequests, fleetMetrics } from '../operations/fleetMetrics';
import { processLogger } from '../operations/logger';

export interface FleetOptions {
  workers: number;
  /** How long a worker told to stop may drain before it is killed (its SHUTDOWN_GRACE_SECONDS and a margin). */
  graceMs?: number;
  log?: (message: string) => void;
}

export interface RunningFleet {
  /** Process ids of the workers now running. */
  pids(): number[];
  /** The fleet's metrics: every serving worker's, summed. */
  metrics(): Promise<string>;
  /** Replaces every worker, one at a time, each new one serving before its predecessor drains. */
  replaceAll(): Promise<void>;
  /** Stops every worker (SIGTERM: they drain; SIGKILL after `graceMs`) and resolves once all are gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Workers that die before they listen, one after another, mean they cannot start (a database that
 * refuses them, a port taken): the fleet stops instead of forking forever.
 */
const maxStartFailures = 3;

export function runFleet(options: FleetOptions): RunningFleet {
  if (!cluster.isPrimary) throw new Error('runFleet runs in the primary process only.');
  const log = options.log ?? ((message: string) => processLogger.info({ part: 'fleet' }, message));
  const graceMs = options.graceMs ?? 35_000;
  const listening = new WeakSet<Worker>();
  /** Workers told to drain by a rolling restart: their exit is expected, not replaced. */
  const retiring = new WeakSet<Worker>();
  let startFailures = 0;
  let stopping: Promise<void> | undefined;
  let replacing: Promise<void> = Promise.resolve();

  cluster.on('listening', (worker) => {
    listening.add(worker);
    startFailures = 0;
    log(`proceso ${worker.process.pid} sirviendo.`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || retiring.has(worker)) return;
    const how = signal ? `señal ${signal}` : `código ${code}`;
    if (!listening.has(worker) && ++startFailures >= maxStartFailures) {
      log(`${startFailures} procesos terminaron sin llegar a servir (${how}): se detiene la flota.`);
      void fleet.stop().then(() => process.exit(1));
      return;
    }
    log(`el proceso ${worker.process.pid} terminó (${how}); se arranca otro.`);
    cluster.fork();
  });
  cluster.on('message', (worker, message) => answerFleetMetricsRequests(worker, message, serving));

  for (let i = 0; i < options.workers; i++) cluster.fork();

  const running = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
  const serving = () => running().filter((w) => listening.has(w) && !retiring.has(w));
  const exitOf = (worker: Worker) =>
    new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve())));

  /** Tells `worker` to drain and resolves once it is gone (killed if it outlasts the grace). */
  const retire = async (worker: Worker) => {
    retiring.add(worker);
    const exited = exitOf(worker);
    worker.process.kill('SIGTERM');
    const late = setTimeout(() => worker.process.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(late);
  };

  const replaceOne = async (old: Worker) => {
    const fresh = cluster.fork();
    await new Promise<void>((resolve, reject) => {
      fresh.once('listening', () => resolve());
      fresh.once('exit', () => reject(new Error(`el proceso nuevo ${fresh.process.pid} terminó sin servir`)));
    });
    log(`el proceso ${fresh.process.pid} sustituye al ${old.process.pid}, que termina lo que sirve.`);
    await retire(old);
  };

  const fleet: RunningFleet = {
    pids: () => running().flatMap((w) => (w.process.pid ? [w.process.pid] : [])),
    metrics: () => fleetMetrics(serving()),
    replaceAll() {
      // One restart at a time: a second SIGHUP waits for the first, then replaces the fleet again.
      replacing = replacing
        .then(async () => {
          if (stopping) return;
          log('reinicio escalonado: se sustituye cada proceso, de uno en uno.');
          for (const old of serving()) {
            if (stopping) return;
            await replaceOne(old);
          }
          log('reinicio escalonado terminado.');
        })
        .catch((error: unknown) => {
          log(`el reinicio escalonado se detuvo: ${error instanceof Error ? error.message : String(error)}`);
        });
      return replacing;
    },
    stop(stopGraceMs = graceMs) {
      stopping ??= (async () => {
        const workers = running();
        const exited = workers.map(exitOf);
        for (const worker of workers) worker.process.kill('SIGTERM');
        const late = setTimeout(() => {
          for (const worker of running()) worker.process.kill('SIGKILL');
        }, stopGraceMs);
        await Promise.all(exited);
        clearTimeout(late);
      })();
      return stopping;
    },
  };
  return fleet;
}
