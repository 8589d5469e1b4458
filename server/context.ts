/**
 * What a handler gets from the request context: the dependencies of the app, the signed-in user and
 * their scope. Generated handler contexts are typed `Context<any>`; these accessors give them types.
 */
import type { Context } from 'hono';
import { loadScope, type Scope, type ScopeVariant } from './auth/scope';
import type { AccessTokenVerifier } from './auth/verifyAccessToken';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { DownloadSlots } from './features/files/downloadSlots';
import type { Account } from './identity/accounts';
import type { Clock } from './lib/clock';
import { unauthorized } from './lib/errors';
import type { Mailer } from './lib/mail/mailer';
import type { DocumentStorage } from './storage/documentStorage';

export interface ApiDeps {
  db: Database;
  config: ServerConfig;
  /** The documents' bytes (the local folder or Azure Blob Storage: storage/openStorage.ts). */
  storage: DocumentStorage;
  verifyAccessToken: AccessTokenVerifier;
  mailer: Mailer;
  /** The calendar the API reads ("today", "the last 90 days"): the real one unless anchored. */
  clock: Clock;
  /** The downloads streaming now, per user and in all (the app makes them from config.limits). */
  downloads: DownloadSlots;
  /** The identity provider's page an invitation's token opens (server/identity/invitations.ts). */
  invitationLink: (token: string) => string;
}

export interface SessionUser extends Account {
  isAdmin: boolean;
}

export type AppEnv = {
  Variables: {
    deps: ApiDeps;
    user: SessionUser | null;
    scopes: Partial<Record<ScopeVariant, Promise<Scope>>>;
    /** Set once a handler body runs, i.e. the request passed validation. */
    handled: boolean;
    /** Who the request comes from (operations/clientAddress.ts), for the per-address limits. */
    clientAddress: string;
  };
};

/** The app's dependencies and the signed-in user (null only on the public operation). */
export function api(c: Context) {
  const ctx = c as Context<AppEnv>;
  ctx.set('handled', true);
  const deps = ctx.get('deps');
  return {
    ...deps,
    user: ctx.get('user'),
    clientAddress: ctx.get('clientAddress'),
    /** The signed-in user; a public operation calling this is a bug, answered as 401. */
    requireUser(): SessionUser {
      const user = ctx.get('user');
      if (!user) throw unauthorized();
      return user;
    },
    /** The user's scope, loaded once per request and variant. */
    scope(variant: ScopeVariant = 'normal'): Promise<Scope> {
      const scopes = ctx.get('scopes');
      const user = ctx.get('user');
      if (!user) throw unauthorized();
      scopes[variant] ??= loadScope(deps.db, user, variant);
      return scopes[variant];
    },
  };
}
