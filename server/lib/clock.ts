/**
 * The reference API's calendar. By default it is the real clock. A demo or test stack can anchor
 * "today" on the day its seed was made, so that every window relative to today (notifications of
 * the last 90 days, today's truck routes, the pickups of the last 365 days) keeps meaning the same
 * data whatever the real date. Only whole days are shifted: the time of day, durations and token
 * lifetimes stay real.
 */
const dayMs = 86_400_000;

export interface Clock {
  /** Now, on this clock's calendar. */
  now(): Date;
  /** Milliseconds this clock runs ahead of the real one (negative when behind); 0 for the real clock. */
  readonly shiftMs: number;
}

export const realClock: Clock = { now: () => new Date(), shiftMs: 0 };

/** A clock whose today (UTC) is `isoDay` ('YYYY-MM-DD'), `realNow` being the real time. */
export function clockAnchoredOn(isoDay: string, realNow = Date.now()): Clock {
  const anchor = Date.parse(`${isoDay}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(anchor))
    throw new Error(`Not a day (YYYY-MM-DD): ${isoDay}`);
  const shiftMs = anchor - Math.floor(realNow / dayMs) * dayMs;
  return { now: () => new Date(Date.now() + shiftMs), shiftMs };
}

/**
 * A clock stopped at `instant` (an ISO date-time): a test reads exactly what the API wrote, and a
 * day counted in Madrid cannot turn over between the test's expectation and the API's answer.
 */
export function clockStoppedAt(instant: string): Clock {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) throw new Error(`Not an instant: ${instant}`);
  return {
    now: () => new Date(at),
    get shiftMs() {
      return at - Date.now();
    },
  };
}

/** Today on a clock, as 'YYYY-MM-DD' (UTC, as the seed counts its days). */
export function isoToday(clock: Clock): string {
  return clock.now().toISOString().slice(0, 10);
}
