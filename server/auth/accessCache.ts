/**
 * Who a user is and what they may see, cached briefly (server/lib/briefCache.ts): every request
 * read the user's row and reloaded their scope (7 to 11 statements) before its own query. The
 * caches last `accessTtlMs`; a write that changes access (permissions, clients, centers, service
 * directions, a user's role or active flag) goes through `writeAccess`, which empties them in this
 * process as soon as it commits. Other processes on the same database see it within accessTtlMs.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { briefCache, forgetCached } from '../lib/briefCache';

/** How long another process may still answer from what it read before a write (milliseconds). */
export const accessTtlMs = 2000;

type UserRow = typeof users.$inferSelect;

/** The user's row as authentication reads it (undefined: no such user). */
export function cachedUserRow(db: Database, oid: string): Promise<UserRow | undefined> {
  return briefCache<UserRow | undefined>(db, 'users', accessTtlMs).get(oid, async () => {
    const [row] = await db.select().from(users).where(eq(users.oid, oid));
    return row;
  });
}

/** `load()` cached for accessTtlMs under `key` (a scope: user, role and variant). */
export function cachedScope<Scope>(db: Database, key: string, load: () => Promise<Scope>): Promise<Scope> {
  return briefCache<Scope>(db, 'scopes', accessTtlMs).get(key, load);
}

/**
 * A write that changes who may see what, in one transaction; this process's caches are emptied
 * once it has committed (and also when it fails: whatever it did is then undone, so only a reload
 * is lost).
 */
export async function writeAccess<T>(
  db: Database,
  work: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    forgetCached(db);
  }
}
