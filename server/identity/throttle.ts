/**
 * Slows down password guessing: after a few failed attempts for the same e-mail (or from the same
 * address) each further attempt must wait, twice as long as the previous one. The wait is asked of
 * the client (the form says how long) instead of holding the request open, so a guesser cannot tie
 * up the server either. The failures are counted in the database (sign_in_failures), so every API
 * process of a fleet sees them and a restart forgets none.
 */
import { and, asc, count, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signInFailures } from '../db/schema';
import { trimPeriod } from './databaseAdapter';

export interface ThrottleOptions {
  /** Keys of this throttle are stored as `${prefix}:${key}` (one table for every throttle). */
  prefix: string;
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten after this long without a new one. */
  windowMs: number;
  /**
   * Keys remembered at most (default 10,000, plus a few writes between two trims, see trimPeriod):
   * past it, stale ones are forgotten, then those that ask for no wait yet (oldest first), then
   * the oldest, so a stream of made-up e-mails can neither grow the database nor flush the keys
   * that are slowing someone down.
   */
  maxKeys?: number;
  now?: () => number;
}

export class FailureThrottle {
  readonly #db: Database;
  readonly #options: ThrottleOptions;
  readonly #now: () => number;
  #writesSinceTrim = 0;

  constructor(db: Database, options: ThrottleOptions) {
    this.#db = db;
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Failures recorded for `key` and not yet forgotten. */
  async failures(key: string): Promise<number> {
    return (await this.#current(key))?.failures ?? 0;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  async retryAfterMs(key: string): Promise<number> {
    const entry = await this.#current(key);
    if (!entry) return 0;
    return Math.max(0, entry.lastFailureAt.getTime() + this.#delayAfter(entry.failures) - this.#now());
  }

  async recordFailure(key: string): Promise<void> {
    const at = new Date(this.#now());
    const stale = new Date(at.getTime() - this.#options.windowMs);
    // One statement: failures posted at once through several processes all count.
    await this.#db
      .insert(signInFailures)
      .values({ key: this.#key(key), failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${signInFailures.lastFailureAt} < ${stale} then 1 else ${signInFailures.failures} + 1 end`,
          lastFailureAt: at,
        },
      });
    const maxKeys = this.#options.maxKeys ?? 10_000;
    if (++this.#writesSinceTrim < trimPeriod(maxKeys)) return;
    this.#writesSinceTrim = 0;
    const mine = like(signInFailures.key, `${this.#likePrefix()}%`);
    await this.#db.delete(signInFailures).where(and(mine, lt(signInFailures.lastFailureAt, stale)));
    const [held] = await this.#db.select({ n: count() }).from(signInFailures).where(mine);
    const excess = (held?.n ?? 0) - maxKeys;
    if (excess <= 0) return;
    // Forgetting a key that asks for no wait yet gives back at most its free failures; one that
    // does is what slows a guesser down. So a flood of made-up keys pushes out its own kind first,
    // the oldest first, and the slowed keys only once none of those is left.
    const slowed = sql`${signInFailures.failures} > ${this.#options.freeFailures}`;
    const forgotten = this.#db
      .select({ key: signInFailures.key })
      .from(signInFailures)
      .where(mine)
      .orderBy(slowed, asc(signInFailures.lastFailureAt))
      .limit(excess);
    await this.#db.delete(signInFailures).where(inArray(signInFailures.key, forgotten));
  }

  async clear(key: string): Promise<void> {
    await this.#db.delete(signInFailures).where(eq(signInFailures.key, this.#key(key)));
  }

  #key(key: string): string {
    return `${this.#options.prefix}:${key}`;
  }

  /** The prefix as a LIKE pattern matches it literally. */
  #likePrefix(): string {
    return `${this.#options.prefix}:`.replace(/[\\%_]/g, (c) => `\\${c}`);
  }

  #delayAfter(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.#options;
    if (failures <= freeFailures) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - freeFailures - 1));
  }

  async #current(key: string) {
    const [entry] = await this.#db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.key, this.#key(key)));
    if (!entry || this.#now() - entry.lastFailureAt.getTime() > this.#options.windowMs) return undefined;
    return entry;
  }
}

export interface AttemptSource {
  email: string;
  ip: string;
}

/**
 * Per e-mail (a guesser aiming at one account) and per client address (one guesser trying many
 * accounts; more lenient, since an office shares one address).
 */
export function createSignInThrottle(db: Database, now?: () => number) {
  const byEmail = new FailureThrottle(db, {
    prefix: 'email',
    freeFailures: 3,
    baseDelayMs: 2_000,
    maxDelayMs: 5 * 60_000,
    windowMs: 15 * 60_000,
    ...(now ? { now } : {}),
  });
  const byIp = new FailureThrottle(db, {
    prefix: 'ip',
    freeFailures: 20,
    baseDelayMs: 2_000,
    maxDelayMs: 5 * 60_000,
    windowMs: 15 * 60_000,
    ...(now ? { now } : {}),
  });
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    failures: (source: AttemptSource) => byEmail.failures(emailKey(source.email)),
    async retryAfterMs(source: AttemptSource) {
      const [email, ip] = await Promise.all([
        byEmail.retryAfterMs(emailKey(source.email)),
        byIp.retryAfterMs(source.ip),
      ]);
      return Math.max(email, ip);
    },
    async recordFailure(source: AttemptSource) {
      await byEmail.recordFailure(emailKey(source.email));
      await byIp.recordFailure(source.ip);
    },
    recordSuccess: (source: AttemptSource) => byEmail.clear(emailKey(source.email)),
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
