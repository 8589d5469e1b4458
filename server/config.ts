/**
 * The reference API's settings, from the environment, with defaults that run on a fresh machine.
 */
import { resolve } from 'node:path';
import { type MailPolicy, readMailPolicy } from './lib/mail/mailPolicy';
import { readServerLimits, type ServerLimits } from './limits';

/**
 * Which identity service the portal signs in with, and the local identity provider imitates: an
 * Azure AD B2C tenant (user flows in the URL, AADB2C90118 for a forgotten password) or a Microsoft
 * Entra External ID tenant (one CIAM authority, the password reset inside its sign-in page).
 */
export type IdentityTenantKind = 'b2c' | 'entra';

const identityTenantKinds: readonly IdentityTenantKind[] = ['b2c', 'entra'];

/** IDENTITY_TENANT_KIND: `b2c` (the default) or `entra`. */
function readIdentityTenantKind(env: NodeJS.ProcessEnv = process.env): IdentityTenantKind {
  const value = (env.IDENTITY_TENANT_KIND || 'b2c').trim().toLowerCase();
  const kind = identityTenantKinds.find((k) => k === value);
  if (!kind)
    throw new SettingsError(
      `IDENTITY_TENANT_KIND debe ser «b2c» o «entra», no «${env.IDENTITY_TENANT_KIND}». / ` +
        `IDENTITY_TENANT_KIND must be "b2c" or "entra", not "${env.IDENTITY_TENANT_KIND}".`,
    );
  return kind;
}

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
  /** The local document folder (the default storage; also where uploads stage on disk). */
  storageRoot: string;
  /**
   * Azure Blob Storage for the documents instead of `storageRoot` (AZURE_STORAGE_CONNECTION_STRING,
   * AZURE_STORAGE_CONTAINER): what several API processes or machines share.
   */
  azureStorage: { connectionString: string; container: string } | undefined;
  uploadLimitBytes: number;
  /** SMTP relay for the outbox (smtp://user:pass@host:port); unset keeps mail in the outbox only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whom the portal's sends may reach and how often (MAIL_ALLOWED_DOMAINS, MAIL_HOURLY_*). */
  mailPolicy: MailPolicy;
  /**
   * Seed an empty database with the demo data, demo accounts included (fixed password): always
   * for the embedded database, for a DATABASE_URL server only when SEED_DEMO=1 asks for it.
   */
  seedDemo: boolean;
  /** What one visitor may hold: connections, timeouts, downloads, sign-in state (limits.ts). */
  limits: ServerLimits;
  /** The shape of the identity tenant the local identity provider imitates (IDENTITY_TENANT_KIND). */
  identityTenant: IdentityTenantKind;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storageRoot: resolve(env.STORAGE_ROOT ?? `${dataDir}/storage`),
    azureStorage: env.AZURE_STORAGE_CONNECTION_STRING
      ? {
          connectionString: env.AZURE_STORAGE_CONNECTION_STRING,
          container: env.AZURE_STORAGE_CONTAINER || 'documentos',
        }
      : undefined,
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_MB ?? 25) * 1024 * 1024,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portal Clientes <no-responder@portal-clientes.local>',
    mailPolicy: readMailPolicy(env),
    seedDemo: !env.DATABASE_URL || env.SEED_DEMO === '1',
    limits: readServerLimits(env),
    identityTenant: readIdentityTenantKind(env),
  };
}

export interface ListenSettings {
  host: string;
  port: number;
  /** The host is reachable from other machines (allowed only with ALLOW_NETWORK=1). */
  network: boolean;
}

/** A setting the server cannot start with; its message says what to change (es / en). */
export class SettingsError extends Error {}

/**
 * Where `npm start` listens: HOST (127.0.0.1) and PORT (5443). A host other machines can reach
 * needs ALLOW_NETWORK=1: the stack carries demo accounts with a published password and a
 * self-signed certificate, which must not be exposed by a typo.
 */
export function readListenSettings(env: NodeJS.ProcessEnv = process.env): ListenSettings {
  const host = env.HOST || '127.0.0.1';
  const port = Number(env.PORT || 5443);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SettingsError(
      `PORT debe ser un número de puerto (0-65535), no «${env.PORT}». / PORT must be a port number (0-65535), not "${env.PORT}".`,
    );
  const network = !isLoopbackAddress(host);
  if (network && env.ALLOW_NETWORK !== '1')
    throw new SettingsError(
      `HOST=${host} abriría el portal, con sus cuentas de demostración, a otras máquinas. ` +
        'Si es lo que quiere, añada ALLOW_NETWORK=1; si no, quite HOST (127.0.0.1). / ' +
        `HOST=${host} would open the portal, demo accounts included, to other machines. ` +
        'Set ALLOW_NETWORK=1 if that is what you want; otherwise unset HOST (127.0.0.1).',
    );
  return { host, port, network };
}

/** Loopback only: localhost, 127.0.0.0/8 and ::1. Any other name may resolve to the network. */
export function isLoopbackAddress(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}
