/**
 * `WORKERS=N npm start`: N processes (node:cluster) serving one port. The primary only supervises:
 * it has prepared what must happen once (stack.ts prepareStack: migrations, seed, keys,
 * certificate) before calling this, forks the workers (each runs the whole stack on the shared
 * database and storage; connections are dealt to them in turn), and replaces a worker that dies.
 * No state a request needs lives in a worker (the identity provider's sessions, the rate limits
 * and quotas are in the database), so any worker serves any request of a signed-in user.
 */
import cluster, { type Worker } from 'node:cluster';

export interface FleetOptions {
  workers: number;
  log?: (message: string) => void;
}

export interface RunningFleet {
  /** Process ids of the workers now running. */
  pids(): number[];
  /** Stops every worker (SIGTERM, then SIGKILL after `graceMs`) and resolves once all are gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Workers that die before they listen, one after another, mean they cannot start (a database that
 * refuses them, a port taken): the fleet stops instead of forking forever.
 */
const maxStartFailures = 3;

export function runFleet(options: FleetOptions): RunningFleet {
  if (!cluster.isPrimary) throw new Error('runFleet runs in the primary process only.');
  const log = options.log ?? ((message: string) => console.log(`[flota] ${message}`));
  const listening = new WeakSet<Worker>();
  let startFailures = 0;
  let stopping: Promise<void> | undefined;

  cluster.on('listening', (worker) => {
    listening.add(worker);
    startFailures = 0;
    log(`proceso ${worker.process.pid} sirviendo.`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ? `señal ${signal}` : `código ${code}`;
    if (!listening.has(worker) && ++startFailures >= maxStartFailures) {
      log(`${startFailures} procesos terminaron sin llegar a servir (${how}): se detiene la flota.`);
      void fleet.stop().then(() => process.exit(1));
      return;
    }
    log(`el proceso ${worker.process.pid} terminó (${how}); se arranca otro.`);
    cluster.fork();
  });

  for (let i = 0; i < options.workers; i++) cluster.fork();

  const running = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
  const fleet: RunningFleet = {
    pids: () => running().flatMap((w) => (w.process.pid ? [w.process.pid] : [])),
    stop(graceMs = 10_000) {
      stopping ??= (async () => {
        const workers = running();
        const exited = workers.map(
          (worker) =>
            new Promise<void>((resolve) =>
              worker.isDead() ? resolve() : worker.once('exit', () => resolve()),
            ),
        );
        for (const worker of workers) worker.process.kill('SIGTERM');
        const late = setTimeout(() => {
          for (const worker of running()) worker.process.kill('SIGKILL');
        }, graceMs);
        await Promise.all(exited);
        clearTimeout(late);
      })();
      return stopping;
    },
  };
  return fleet;
}
