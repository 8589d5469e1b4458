/**
 * How many requests a client may make to the identity provider's costly or guessable parts, with
 * rate-limiter-flexible, counted in the database (table rate_limits, through its RateLimiterDrizzle:
 * one atomic upsert per request) so that every API process of a fleet shares the counts and a
 * restart resets none. These bound volume; repeated wrong passwords
 * are slowed further by throttle.ts, and each verification code allows a few attempts only
 * (resetCodes.ts). Every limit answers how long to wait, which the pages turn into a 429 with
 * Retry-After.
 *
 * The defaults let one office (one address) work normally and an end-to-end test run sign in
 * dozens of times from 127.0.0.1, while a script gets a 429 within seconds.
 */
import { lte } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { countRefusal } from '../operations/metrics';

interface Limit {
  points: number;
  perSeconds: number;
}

export interface RequestLimitSettings {
  /** Authorization requests per client address. */
  authorizePerIp: Limit;
  /**
   * Anonymous authorization requests per client address, each of which stores a sign-in page
   * (Interaction): over the page's lifetime, so that one address holds a bounded share of them.
   */
  signInPagePerIp: Limit;
  /** Token requests (code exchanges, refreshes) per client address and per grant. */
  tokenPerIp: Limit;
  tokenPerGrant: Limit;
  /** Sign-in form posts per client address (wrong passwords per account: throttle.ts). */
  signInPerIp: Limit;
  /** Verification codes asked for per client address and per e-mail address (each sends mail). */
  codeSendPerIp: Limit;
  codeSendPerEmail: Limit;
  /** Code checks per client address and per e-mail address (each code allows a few besides). */
  codeCheckPerIp: Limit;
  codeCheckPerEmail: Limit;
}

const minute = 60;

const defaultRequestLimits: RequestLimitSettings = {
  authorizePerIp: { points: 300, perSeconds: minute },
  // A sign-in page lives 10 minutes (oidcConfiguration.ts): an address holds at most twice this.
  signInPagePerIp: { points: 100, perSeconds: 10 * minute },
  tokenPerIp: { points: 120, perSeconds: minute },
  tokenPerGrant: { points: 20, perSeconds: minute },
  signInPerIp: { points: 100, perSeconds: minute },
  codeSendPerIp: { points: 20, perSeconds: 15 * minute },
  codeSendPerEmail: { points: 5, perSeconds: 15 * minute },
  codeCheckPerIp: { points: 60, perSeconds: 15 * minute },
  codeCheckPerEmail: { points: 20, perSeconds: 15 * minute },
};

type LimitedRequest =
  | 'authorize'
  | 'signInPage'
  | 'token'
  | 'tokenGrant'
  | 'signIn'
  | 'sendCode'
  | 'checkCode';

interface RequestSource {
  /** The client's address as the limits count it: an IPv6 /64 as one (web/addressGroup.ts). */
  ip: string;
  /** The e-mail address the request is about, when it is about one. */
  email?: string;
  /** The grant a token request renews or redeems, when it names a known one. */
  grant?: string;
}

export interface RequestLimits {
  /** Counts one request; answers the milliseconds to wait, 0 when it may go ahead. */
  consume(request: LimitedRequest, source: RequestSource): Promise<number>;
}

/** Counted requests between two sweeps of the expired counters (or minutes, whichever first). */
const consumesBetweenSweeps = 1_000;
const msBetweenSweeps = 5 * 60_000;

export function createRequestLimits(
  db: Database,
  overrides: Partial<RequestLimitSettings> = {},
): RequestLimits {
  const settings = { ...defaultRequestLimits, ...overrides };
  const limiter = (name: keyof RequestLimitSettings) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: settings[name].points,
      duration: settings[name].perSeconds,
      // Swept below instead: its own sweep is a timer per limiter, left running after a close.
      clearExpiredByTimeout: false,
      // A key refused once is refused from memory for the rest of its window: a flood past the
      // limit costs the database nothing more.
      inMemoryBlockOnConsumed: settings[name].points + 1,
    });
  let consumesSinceSweep = 0;
  let lastSweep = Date.now();
  const sweepNowAndThen = async () => {
    if (++consumesSinceSweep < consumesBetweenSweeps && Date.now() - lastSweep < msBetweenSweeps) return;
    consumesSinceSweep = 0;
    lastSweep = Date.now();
    await db.delete(rateLimits).where(lte(rateLimits.expire, new Date()));
  };
  type Bucket = {
    name: keyof RequestLimitSettings;
    limiter: RateLimiterDrizzle;
    key: (source: RequestSource) => string | undefined;
  };
  const perIp = (name: keyof RequestLimitSettings): Bucket => ({
    name,
    limiter: limiter(name),
    key: (source: RequestSource) => source.ip,
  });
  const perEmail = (name: keyof RequestLimitSettings): Bucket => ({
    name,
    limiter: limiter(name),
    key: (source: RequestSource) => source.email?.trim().toLowerCase() || undefined,
  });
  const perGrant = (name: keyof RequestLimitSettings): Bucket => ({
    name,
    limiter: limiter(name),
    key: (source: RequestSource) => source.grant,
  });
  const limits: Record<LimitedRequest, Bucket[]> = {
    authorize: [perIp('authorizePerIp')],
    signInPage: [perIp('signInPagePerIp')],
    token: [perIp('tokenPerIp')],
    tokenGrant: [perGrant('tokenPerGrant')],
    signIn: [perIp('signInPerIp')],
    sendCode: [perIp('codeSendPerIp'), perEmail('codeSendPerEmail')],
    checkCode: [perIp('codeCheckPerIp'), perEmail('codeCheckPerEmail')],
  };

  return {
    async consume(request, source) {
      let waitMs = 0;
      for (const { name, limiter: bucket, key } of limits[request]) {
        const id = key(source);
        if (id === undefined) continue;
        try {
          await bucket.consume(id);
        } catch (rejection) {
          // A refusal is the bucket's state; anything else (the database failing) goes up.
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          countRefusal(`identity.${name}`);
          waitMs = Math.max(waitMs, rejection.msBeforeNext, 1);
        }
      }
      await sweepNowAndThen();
      return waitMs;
    },
  };
}

/** A wait in whole seconds, as Retry-After and the pages say it. */
export function waitSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
