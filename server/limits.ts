/**
 * What one visitor, signed in or not, may hold of the server: connections and how long each may
 * idle, concurrent downloads, the identity provider's stored sign-in state and request rates,
 * usage events, the public proposal form's rate and each client's stored files. Each is an environment setting with a default that serves a portal of a few
 * thousand users; docs/operations.md, "Limits", lists them with what each bounds.
 *
 * The connection and download caps are per process (a fleet of N processes holds N times as
 * many); the identity provider's and the usage events' are counted in the database and shared.
 */

export interface HttpLimits {
  /** A TLS handshake, from the connection on, must finish within this. */
  handshakeTimeoutMs: number;
  /** A request's headers must arrive whole within this. */
  headersTimeoutMs: number;
  /** A whole request, body included (an upload), must arrive within this. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way (a reader that stopped reading) is closed after this. */
  idleTimeoutMs: number;
  /** Open connections from one address (an IPv6 /64 counts as one). */
  connectionsPerAddress: number;
  /** Open connections in all. */
  connectionsTotal: number;
}

export interface DownloadLimits {
  /** Downloads (single files and zips) one user may have streaming at once. */
  perUser: number;
  /** Downloads streaming at once in this process. */
  total: number;
}

export interface IdentityLimits {
  /** Authorization requests per address and minute. */
  authorizePerAddressPerMinute: number;
  /** Sign-in pages (anonymous authorization requests) one address may open per page lifetime. */
  signInPagesPerAddress: number;
  /** Live sign-in pages in all; past it new anonymous sign-ins wait (503) instead of evicting one. */
  signInPagesMax: number;
  /** Live sign-in sessions in all; past it new sign-ins wait (503). */
  sessionsMax: number;
  /** Sessions (and grants, codes) one account holds; past it its own oldest go. */
  sessionsPerAccount: number;
  /** Live refresh tokens in all; past it the token endpoint issues none (503). */
  refreshTokensMax: number;
  /** Refresh tokens one account holds (rotations leave their predecessors); past it its own oldest go. */
  refreshTokensPerAccount: number;
  /** Token endpoint requests per address and minute. */
  tokenRequestsPerAddressPerMinute: number;
  /** Token endpoint requests per grant (one sign-in's chain of refresh tokens) and minute. */
  tokenRequestsPerGrantPerMinute: number;
  /** How long the API may take a grant it found live at its word: a revoked grant's window. */
  grantCheckMs: number;
}

/** How often the anonymous proposal form may be sent (features/requests/publicFormLimits.ts). */
export interface PublicFormLimits {
  /** Proposals one client address (an IPv6 client: its /64) may send per hour. */
  perAddressPerHour: number;
  /** Proposals the form takes per hour from everyone together. */
  totalPerHour: number;
}

export interface ServerLimits {
  http: HttpLimits;
  downloads: DownloadLimits;
  identity: IdentityLimits;
  /** Usage events (POST /statistics/loginfo) one user may record per hour. */
  usageEventsPerUserPerHour: number;
  publicForm: PublicFormLimits;
  /** What the files uploaded to one client's folder may take in all (features/files/storageQuota.ts). */
  storagePerClientBytes: number;
}

const second = 1000;
const megabyte = 1024 * 1024;

const defaultServerLimits: ServerLimits = {
  http: {
    handshakeTimeoutMs: 10 * second,
    headersTimeoutMs: 20 * second,
    // An upload of the largest allowed file over a slow line.
    requestTimeoutMs: 300 * second,
    keepAliveTimeoutMs: 5 * second,
    idleTimeoutMs: 60 * second,
    // An office behind one address: a few dozen browsers of up to six connections each.
    connectionsPerAddress: 128,
    connectionsTotal: 2000,
  },
  downloads: { perUser: 4, total: 100 },
  identity: {
    authorizePerAddressPerMinute: 300,
    signInPagesPerAddress: 100,
    signInPagesMax: 20_000,
    sessionsMax: 20_000,
    sessionsPerAccount: 20,
    refreshTokensMax: 50_000,
    refreshTokensPerAccount: 200,
    tokenRequestsPerAddressPerMinute: 120,
    tokenRequestsPerGrantPerMinute: 20,
    grantCheckMs: 5 * second,
  },
  usageEventsPerUserPerHour: 600,
  // A visitor sends one proposal, or a few; a company's form gets a handful a day.
  publicForm: { perAddressPerHour: 10, totalPerHour: 200 },
  // Some eighty files of the largest size; the documents the company puts there do not count.
  storagePerClientBytes: 2048 * 1024 * 1024,
};

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, integer: boolean): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
    throw new Error(
      `${name} debe ser un ${integer ? 'entero' : 'número'} positivo, no «${text}». / ` +
        `${name} must be a positive ${integer ? 'integer' : 'number'}, not "${text}".`,
    );
  return value;
}

const count = (env: NodeJS.ProcessEnv, name: string, fallback: number) => positive(env, name, fallback, true);
/** A setting in seconds (fractions allowed), as milliseconds. */
const seconds = (env: NodeJS.ProcessEnv, name: string, fallbackMs: number) =>
  Math.round(positive(env, name, fallbackMs / second, false) * second);

export function readServerLimits(env: NodeJS.ProcessEnv = process.env): ServerLimits {
  const { http, downloads, identity, publicForm } = defaultServerLimits;
  return {
    http: {
      handshakeTimeoutMs: seconds(env, 'TLS_HANDSHAKE_TIMEOUT_SECONDS', http.handshakeTimeoutMs),
      headersTimeoutMs: seconds(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', http.headersTimeoutMs),
      requestTimeoutMs: seconds(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', http.requestTimeoutMs),
      keepAliveTimeoutMs: seconds(env, 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', http.keepAliveTimeoutMs),
      idleTimeoutMs: seconds(env, 'HTTP_IDLE_TIMEOUT_SECONDS', http.idleTimeoutMs),
      connectionsPerAddress: count(env, 'CONNECTIONS_PER_ADDRESS', http.connectionsPerAddress),
      connectionsTotal: count(env, 'CONNECTIONS_TOTAL', http.connectionsTotal),
    },
    downloads: {
      perUser: count(env, 'DOWNLOADS_PER_USER', downloads.perUser),
      total: count(env, 'DOWNLOADS_TOTAL', downloads.total),
    },
    identity: {
      authorizePerAddressPerMinute: count(
        env,
        'IDENTITY_AUTHORIZE_PER_ADDRESS_PER_MINUTE',
        identity.authorizePerAddressPerMinute,
      ),
      signInPagesPerAddress: count(env, 'IDENTITY_SIGN_IN_PAGES_PER_ADDRESS', identity.signInPagesPerAddress),
      signInPagesMax: count(env, 'IDENTITY_SIGN_IN_PAGES_MAX', identity.signInPagesMax),
      sessionsMax: count(env, 'IDENTITY_SESSIONS_MAX', identity.sessionsMax),
      sessionsPerAccount: count(env, 'IDENTITY_SESSIONS_PER_ACCOUNT', identity.sessionsPerAccount),
      refreshTokensMax: count(env, 'IDENTITY_REFRESH_TOKENS_MAX', identity.refreshTokensMax),
      refreshTokensPerAccount: count(
        env,
        'IDENTITY_REFRESH_TOKENS_PER_ACCOUNT',
        identity.refreshTokensPerAccount,
      ),
      tokenRequestsPerAddressPerMinute: count(
        env,
        'IDENTITY_TOKEN_REQUESTS_PER_ADDRESS_PER_MINUTE',
        identity.tokenRequestsPerAddressPerMinute,
      ),
      tokenRequestsPerGrantPerMinute: count(
        env,
        'IDENTITY_TOKEN_REQUESTS_PER_GRANT_PER_MINUTE',
        identity.tokenRequestsPerGrantPerMinute,
      ),
      grantCheckMs: seconds(env, 'IDENTITY_GRANT_CHECK_SECONDS', identity.grantCheckMs),
    },
    usageEventsPerUserPerHour: count(
      env,
      'USAGE_EVENTS_PER_USER_PER_HOUR',
      defaultServerLimits.usageEventsPerUserPerHour,
    ),
    publicForm: {
      perAddressPerHour: count(env, 'PUBLIC_FORM_PER_ADDRESS_PER_HOUR', publicForm.perAddressPerHour),
      totalPerHour: count(env, 'PUBLIC_FORM_PER_HOUR', publicForm.totalPerHour),
    },
    storagePerClientBytes:
      positive(env, 'STORAGE_PER_CLIENT_MB', defaultServerLimits.storagePerClientBytes / megabyte, false) *
      megabyte,
  };
}
