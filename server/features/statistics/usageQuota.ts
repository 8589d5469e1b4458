/**
 * How many usage events one user may record per hour (USAGE_EVENTS_PER_USER_PER_HOUR): the
 * portal records one per page opened and per action, far fewer than the quota; a script posting
 * events in a loop would otherwise fill the table and skew the administrators' usage dashboards.
 * Counted in the database (table rate_limits, with rate-limiter-flexible, as the identity
 * provider's limits), so every process of a fleet shares the count; past it a 429 with
 * Retry-After, and nothing is recorded.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';
import { countRefusal } from '../../operations/metrics';

/** One limiter per database and quota: its in-memory refusals last for the process. */
const limiters = new WeakMap<Database, Map<number, RateLimiterDrizzle>>();

function limiterFor(db: Database, perHour: number): RateLimiterDrizzle {
  const ofDb = limiters.get(db) ?? new Map<number, RateLimiterDrizzle>();
  limiters.set(db, ofDb);
  let limiter = ofDb.get(perHour);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: 'usageEvents',
      points: perHour,
      duration: 3600,
      // The identity provider's limits sweep the table's expired rows (identity/requestLimits.ts).
      clearExpiredByTimeout: false,
      // A user refused once is refused from memory until the hour is over.
      inMemoryBlockOnConsumed: perHour + 1,
    });
    ofDb.set(perHour, limiter);
  }
  return limiter;
}

/** Counts one event of `userOid`; a 429 when the hour's quota is spent. */
export async function requireUsageQuota(db: Database, userOid: string, perHour: number): Promise<void> {
  try {
    await limiterFor(db, perHour).consume(userOid);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    countRefusal('usageEvents.hourly');
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw tooManyRequests(
      `Se han registrado ${perHour} acciones suyas en la última hora, el máximo; las siguientes no se registran hasta dentro de ${Math.ceil(seconds / 60)} min.`,
      seconds,
    );
  }
}
