/**
 * The reference API's settings, from the environment, with defaults that run on a fresh machine.
 */
import { resolve } from 'node:path';

export interface IdentitySettings {
  /** Accepted `iss` values of access tokens. */
  issuers: string[];
  /** Where the identity provider publishes its signing keys. */
  jwksUrl: string;
  /** `aud` of access tokens: the API's client id. */
  audience: string;
  /** The scope an access token must carry. */
  scope: string;
}

export interface ServerConfig {
  /** A PostgreSQL server; when unset, the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  storageRoot: string;
  uploadLimitBytes: number;
  /** SMTP relay for the outbox (smtp://user:pass@host:port); unset keeps mail in the outbox only. */
  smtpUrl: string | undefined;
  mailFrom: string;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storageRoot: resolve(env.STORAGE_ROOT ?? `${dataDir}/storage`),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_MB ?? 25) * 1024 * 1024,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portal Clientes <no-responder@portal-clientes.local>',
  };
}
