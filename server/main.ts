/**
 * `npm start`: the portal, the reference API and the local identity provider at
 * https://localhost:5443 (PORT to change it), with an embedded database seeded on first start.
 * WORKERS=N (with DATABASE_URL) serves the port from N processes: server/fleet/cluster.ts.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { readListenSettings, readServerConfig, SettingsError } from './config';
import { runFleet } from './fleet/cluster';
import { readFleetSettings } from './fleet/settings';
import { enumLabels } from './generated/enumLabels';
import { answerMetricsRequests, fleetMetricsFromPrimary } from './operations/fleetMetrics';
import { processLogger } from './operations/logger';
import { processMetrics } from './operations/metrics';
import { serveMetrics } from './operations/metricsServer';
import { readOperationsSettings } from './operations/settings';
import { demoAccounts } from './seed/demoAccounts';
import { prepareStack, startStack } from './stack';

function settingsOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

const dev = process.argv.includes('--dev');
const listen = settingsOrExit(() => readListenSettings());
const fleet = settingsOrExit(() => readFleetSettings());
const operations = settingsOrExit(() => readOperationsSettings());
const config = settingsOrExit(() => readServerConfig());
const prepare = {
  config,
  seedTickets: Number(process.env.SEED_TICKETS ?? 6000),
  today: process.env.SEED_TODAY || undefined,
};
if (dev && fleet.workers > 1)
  settingsOrExit(() => {
    throw new SettingsError(
      'npm run dev sirve un solo proceso: quite WORKERS. / npm run dev serves one process: unset WORKERS.',
    );
  });

let url: string;
let seeded: boolean;
if (fleet.workers > 1 && cluster.isPrimary) {
  // Once, before any worker opens the database: migrations, seed, keys and certificate.
  ({ seeded } = await prepareStack(prepare));
  url = `${fleet.publicOrigin ?? `https://localhost:${listen.port}`}/`;
  // A worker told to stop drains for up to the grace; past it and a margin, it is killed.
  const running = runFleet({ workers: fleet.workers, graceMs: operations.shutdownGraceMs + 5000 });
  if (operations.metricsListen) await serveMetrics(operations.metricsListen, () => running.metrics());
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void running.stop().then(() => process.exit(0)));
  // SIGHUP: a rolling restart, e.g. after deploying new code (each new worker loads it).
  process.on('SIGHUP', () => void running.replaceAll());
} else {
  if (cluster.isWorker) answerMetricsRequests();
  const stack = await startStack({
    ...prepare,
    host: listen.host,
    port: listen.port,
    distDir: fileURLToPath(new URL('../dist', import.meta.url)),
    dev,
    origin: fleet.publicOrigin,
    proxyTrust: fleet.proxyTrust,
    logger: processLogger,
    ...(operations.metricsToken
      ? {
          metrics: {
            token: operations.metricsToken,
            // A fleet's worker answers with the whole fleet's, summed by its primary.
            source: cluster.isWorker ? fleetMetricsFromPrimary : processMetrics,
          },
        }
      : {}),
    // A fleet's worker: the primary prepared everything.
    prepared: cluster.isWorker,
  });
  ({ url, seeded } = stack);
  if (operations.metricsListen && !cluster.isWorker)
    await serveMetrics(operations.metricsListen, processMetrics);
  // SIGINT (Ctrl-C reaches a fleet's workers too) and SIGTERM (the primary stopping, a rolling
  // restart, an orchestrator): the requests in flight finish, then the database closes; once.
  const shutDown = (signal: NodeJS.Signals) => {
    process.off('SIGINT', shutDown).off('SIGTERM', shutDown);
    // The listener closes before the drain's first await: logging after it means a connection
    // opened by someone who read this line is refused, never caught half-accepted in the backlog.
    const drained = stack.drain(operations.shutdownGraceMs);
    processLogger.info({ signal, graceMs: operations.shutdownGraceMs }, 'draining');
    void drained
      .then(() => stack.close())
      .then(
        () => {
          processLogger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          processLogger.error({ err: error }, 'stop failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', shutDown).once('SIGTERM', shutDown);
}

/** For the person who started it, on standard error: standard output is the JSON log's alone. */
function announce() {
  console.error(`\nPortal Clientes${dev ? ' (desarrollo)' : ''}: ${url}`);
  console.error(`Referencia de la API: ${url}api/docs`);
  if (listen.network)
    console.error(
      `\nAviso: escuchando en ${listen.host}:${listen.port}, abierto a otras máquinas (ALLOW_NETWORK=1), ` +
        'con cuentas de demostración de contraseña pública. / Warning: listening on ' +
        `${listen.host}:${listen.port}, open to other machines (ALLOW_NETWORK=1), with demo accounts whose password is public.`,
    );
  if (seeded) console.error('Base de datos nueva: datos de demostración cargados.');
  if (config.seedDemo) {
    console.error('\nCuentas de demostración (contraseña Demo1234!):');
    for (const account of demoAccounts)
      console.error(`  ${account.email.padEnd(22)} ${enumLabels.UserRole[account.role].toLowerCase()}`);
  } else {
    console.error(
      '\nDATABASE_URL sin SEED_DEMO=1: no se cargan datos ni cuentas de demostración en ese servidor.',
    );
  }
  console.error(
    '\nEl certificado HTTPS es local y autofirmado: véase docs/operations.md, "Trusting the local certificate".',
  );
  if (fleet.workers > 1)
    console.error(
      `\n${fleet.workers} procesos (WORKERS) sirven el puerto ${listen.port}; uno que termine se sustituye.`,
    );
}

// The primary says it; a fleet's worker stays quiet.
if (!cluster.isWorker) announce();
