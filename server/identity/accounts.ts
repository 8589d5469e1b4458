/**
 * The identity provider's users: the reference API's `users` table is the directory, as the
 * tenant's directory is for the hosted portal. Only what signing in needs is read or written.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { type Clock, realClock } from '../lib/clock';

/** Who a user is: what a session carries of them and the administration lists. */
export const accountColumns = {
  oid: users.oid,
  email: users.email,
  givenName: users.givenName,
  familyName: users.familyName,
  empresa: users.empresa,
  role: users.role,
};
export type Account = Pick<typeof users.$inferSelect, keyof typeof accountColumns>;

/** An account as signing in reads it: whether it may sign in, and how. */
export interface DirectoryUser extends Account {
  activo: boolean;
  passwordHash: string | null;
}

const columns = { ...accountColumns, activo: users.activo, passwordHash: users.passwordHash };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `clock` dates the last access, on the API's calendar (a demo stack anchors it on its seed's day). */
export function createDirectory(db: Database, clock: Clock = realClock) {
  return {
    /** E-mail addresses compare case-insensitively, as B2C sign-in names do. */
    async byEmail(email: string): Promise<DirectoryUser | undefined> {
      const normalized = email.trim().toLowerCase();
      if (!normalized) return undefined;
      const [user] = await db
        .select(columns)
        .from(users)
        .where(sql`lower(${users.email}) = ${normalized}`)
        .limit(1);
      return user;
    },

    async byOid(oid: string): Promise<DirectoryUser | undefined> {
      // A token or cookie may carry anything; only a uuid can be an oid (and reach the uuid column).
      if (!uuidPattern.test(oid)) return undefined;
      const [user] = await db.select(columns).from(users).where(eq(users.oid, oid)).limit(1);
      return user;
    },

    async recordSignIn(oid: string, at = clock.now()): Promise<void> {
      await db.update(users).set({ ultimoAcceso: at }).where(eq(users.oid, oid));
    },

    async setPasswordHash(oid: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.oid, oid));
    },
  };
}

export type Directory = ReturnType<typeof createDirectory>;
