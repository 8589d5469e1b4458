/**
 * The operator's settings of a serving process: where metrics are read, how long a drain waits. Read
 * before anything starts; a value the server cannot run with stops it with a message (es / en).
 * (LOG_LEVEL is read by the logger itself; TRUST_PROXY with the fleet's settings.)
 */
import { SettingsError } from '../config';

export interface OperationsSettings {
  /** Metrics on a port of their own, plain HTTP (METRICS_PORT, METRICS_HOST: 127.0.0.1). */
  metricsListen: { host: string; port: number } | undefined;
  /** Metrics at /metrics of the serving port, behind `Authorization: Bearer {METRICS_TOKEN}`. */
  metricsToken: string | undefined;
  /** How long SIGTERM waits for the requests in flight before cutting them (SHUTDOWN_GRACE_SECONDS, 30). */
  shutdownGraceMs: number;
}

export function readOperationsSettings(env: NodeJS.ProcessEnv = process.env): OperationsSettings {
  const port = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
    throw new SettingsError(
      `METRICS_PORT debe ser un número de puerto (0-65535), no «${env.METRICS_PORT}». / ` +
        `METRICS_PORT must be a port number (0-65535), not "${env.METRICS_PORT}".`,
    );
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16)
    throw new SettingsError(
      'METRICS_TOKEN debe tener al menos 16 caracteres. / METRICS_TOKEN must be at least 16 characters long.',
    );
  const grace = Number(env.SHUTDOWN_GRACE_SECONDS ?? 30);
  if (!Number.isFinite(grace) || grace < 0)
    throw new SettingsError(
      `SHUTDOWN_GRACE_SECONDS debe ser un número de segundos, no «${env.SHUTDOWN_GRACE_SECONDS}». / ` +
        `SHUTDOWN_GRACE_SECONDS must be a number of seconds, not "${env.SHUTDOWN_GRACE_SECONDS}".`,
    );
  return {
    metricsListen: port === undefined ? undefined : { host: env.METRICS_HOST || '127.0.0.1', port },
    metricsToken: token,
    shutdownGraceMs: grace * 1000,
  };
}
