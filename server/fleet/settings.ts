/**
 * How many processes `npm start` runs (WORKERS), where users reach them (PUBLIC_ORIGIN) and whether
 * a balancer in front tells the client's address (TRUST_PROXY), checked
 * before anything starts: a setting the fleet cannot run with stops the start with a message saying
 * what to change (es / en), as the listen settings do.
 */
import { SettingsError } from '../config';
import { type ProxyTrust, readProxyTrust } from '../operations/clientAddress';

export interface FleetSettings {
  /** Processes serving the port: 1 runs the stack in this process, as always. */
  workers: number;
  /** The balancer's origin when users do not reach the stack at https://localhost:PORT. */
  publicOrigin: string | undefined;
  /** Which hops of X-Forwarded-For to trust (TRUST_PROXY: hop count, or the proxies' addresses). */
  proxyTrust: ProxyTrust;
}

const maxWorkers = 64;

export function readFleetSettings(env: NodeJS.ProcessEnv = process.env): FleetSettings {
  const workers = Number(env.WORKERS || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > maxWorkers)
    throw new SettingsError(
      `WORKERS debe ser un número de procesos entre 1 y ${maxWorkers}, no «${env.WORKERS}». / ` +
        `WORKERS must be a number of processes between 1 and ${maxWorkers}, not "${env.WORKERS}".`,
    );
  // PGlite is PostgreSQL inside one process, over files only that process may open.
  if (workers > 1 && !env.DATABASE_URL)
    throw new SettingsError(
      `WORKERS=${workers} necesita una base de datos compartida: la base de datos integrada (PGlite) ` +
        'solo la abre un proceso. Indique un servidor PostgreSQL con DATABASE_URL, o quite WORKERS. / ' +
        `WORKERS=${workers} needs a shared database: the embedded one (PGlite) is opened by one process ` +
        'only. Point DATABASE_URL at a PostgreSQL server, or unset WORKERS.',
    );
  return {
    workers,
    publicOrigin: readPublicOrigin(env.PUBLIC_ORIGIN),
    proxyTrust: readProxyTrust(env.TRUST_PROXY),
  };
}

function readPublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' || url.origin === 'null')
    throw new SettingsError(
      `PUBLIC_ORIGIN debe ser una dirección https://máquina[:puerto], no «${value}». / ` +
        `PUBLIC_ORIGIN must be an https://host[:port] address, not "${value}".`,
    );
  return url.origin;
}
