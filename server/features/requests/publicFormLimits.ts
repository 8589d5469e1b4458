/**
 * How often the anonymous proposal form (externalComercialProposal) may be sent: per client address
 * (an IPv6 client by its /64) and in total, each per rolling hour, counted in the database (table
 * rate_limits, rate-limiter-flexible's RateLimiterDrizzle) so that every process of a fleet shares
 * the counts. A visitor sends one proposal, or a few; a script gets a 429 with Retry-After at once.
 *
 * The total is read before an address is counted, so once it is spent no new address is recorded:
 * the counters a flood leaves behind stay as few as the total allows.
 */
import { and, like, lte } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';
import type { PublicFormLimits } from '../../limits';
import { addressGroup } from '../../web/addressGroup';

const hour = 3600;
const prefix = 'publicForm';
const everyone = 'todos';

interface Limiters {
  perAddress: RateLimiterDrizzle;
  total: RateLimiterDrizzle;
  consumes: number;
}

const limitersOf = new WeakMap<Database, Map<string, Limiters>>();

function limiters(db: Database, limits: PublicFormLimits): Limiters {
  const byLimits = limitersOf.get(db) ?? new Map<string, Limiters>();
  limitersOf.set(db, byLimits);
  const key = `${limits.perAddressPerHour}/${limits.totalPerHour}`;
  let found = byLimits.get(key);
  if (!found) {
    const limiter = (name: string, points: number) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: `${prefix}${name}`,
        points,
        duration: hour,
        // Swept below instead: its own sweep is a timer per limiter, left running after a close.
        clearExpiredByTimeout: false,
      });
    found = {
      perAddress: limiter('PerAddress', limits.perAddressPerHour),
      total: limiter('Total', limits.totalPerHour),
      consumes: 0,
    };
    byLimits.set(key, found);
  }
  return found;
}

const waitMinutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

const busy = (ms: number) =>
  tooManyRequests(
    `El formulario ha recibido muchas solicitudes en la última hora. Vuelva a intentarlo dentro de ${waitMinutes(ms)} minutos.`,
    Math.ceil(ms / 1000),
  );
const tooOften = (ms: number) =>
  tooManyRequests(
    `Ya hemos recibido varias solicitudes desde su conexión en la última hora. Vuelva a intentarlo dentro de ${waitMinutes(ms)} minutos.`,
    Math.ceil(ms / 1000),
  );

/** Counts one proposal from `address`; 429 with Retry-After when either limit is spent. */
export async function requirePublicFormTurn(db: Database, limits: PublicFormLimits, address: string) {
  const counters = limiters(db, limits);
  const { perAddress, total } = counters;
  const spent = await total.get(everyone);
  if (spent && spent.consumedPoints >= limits.totalPerHour) throw busy(spent.msBeforeNext);
  try {
    await perAddress.consume(addressGroup(address));
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooOften(refusal.msBeforeNext);
    throw refusal;
  }
  try {
    await total.consume(everyone);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw busy(refusal.msBeforeNext);
    throw refusal;
  }
  if (++counters.consumes % 100 === 0)
    await db
      .delete(rateLimits)
      .where(and(like(rateLimits.key, `${prefix}%`), lte(rateLimits.expire, new Date())));
}
