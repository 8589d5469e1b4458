/**
 * Slows down password guessing: after a few failed attempts for the same e-mail (or from the same
 * address) each further attempt must wait, twice as long as the previous one. The wait is asked of
 * the client (the form says how long) instead of holding the request open, so a guesser cannot tie
 * up the server either.
 */

export interface ThrottleOptions {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten after this long without a new one. */
  windowMs: number;
  /**
   * Keys remembered at most (default 10,000): past it, stale ones are forgotten, then those that
   * failed longest ago, so a stream of made-up e-mails cannot grow the process.
   */
  maxKeys?: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  last: number;
}

export class FailureThrottle {
  readonly #entries = new Map<string, Entry>();
  readonly #options: ThrottleOptions;
  readonly #now: () => number;

  constructor(options: ThrottleOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Failures recorded for `key` and not yet forgotten. */
  failures(key: string): number {
    return this.#current(key)?.failures ?? 0;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const entry = this.#current(key);
    if (!entry) return 0;
    return Math.max(0, entry.last + this.#delayAfter(entry.failures) - this.#now());
  }

  recordFailure(key: string): void {
    const failures = this.failures(key) + 1;
    // Deleted first so the map's order stays that of the last failure (oldest first).
    this.#entries.delete(key);
    this.#entries.set(key, { failures, last: this.#now() });
    const maxKeys = this.#options.maxKeys ?? 10_000;
    if (this.#entries.size <= maxKeys) return;
    this.#forgetStale();
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= maxKeys) break;
      this.#entries.delete(oldest);
    }
  }

  clear(key: string): void {
    this.#entries.delete(key);
  }

  #delayAfter(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.#options;
    if (failures <= freeFailures) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - freeFailures - 1));
  }

  #current(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && this.#now() - entry.last > this.#options.windowMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #forgetStale(): void {
    for (const key of this.#entries.keys()) this.#current(key);
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
export function createSignInThrottle(now?: () => number) {
  const byEmail = new FailureThrottle({
    freeFailures: 3,
    baseDelayMs: 2_000,
    maxDelayMs: 5 * 60_000,
    windowMs: 15 * 60_000,
    ...(now ? { now } : {}),
  });
  const byIp = new FailureThrottle({
    freeFailures: 20,
    baseDelayMs: 2_000,
    maxDelayMs: 5 * 60_000,
    windowMs: 15 * 60_000,
    ...(now ? { now } : {}),
  });
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    failures: (source: AttemptSource) => byEmail.failures(emailKey(source.email)),
    retryAfterMs: (source: AttemptSource) =>
      Math.max(byEmail.retryAfterMs(emailKey(source.email)), byIp.retryAfterMs(source.ip)),
    recordFailure(source: AttemptSource) {
      byEmail.recordFailure(emailKey(source.email));
      byIp.recordFailure(source.ip);
    },
    recordSuccess(source: AttemptSource) {
      byEmail.clear(emailKey(source.email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
