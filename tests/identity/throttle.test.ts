/**
 * The slowing down of repeated sign-in failures, on a clock the test moves, counted in the
 * database (PGlite here): two throttles over one database (two processes) share the counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type OpenedDatabase, openDatabase } from '../../server/db/database';
import { createSignInThrottle, FailureThrottle } from '../../server/identity/throttle';

let opened: OpenedDatabase;
let db: Database;
let prefixes = 0;
/** A prefix no other test uses (they share one database). */
const prefix = () => `test${++prefixes}`;

beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory' });
  db = opened.db;
}, 240_000);

afterAll(() => opened?.close());

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('FailureThrottle', () => {
  const options = { freeFailures: 3, baseDelayMs: 2_000, maxDelayMs: 10_000, windowMs: 60_000 };

  it('lets the first failures through, then asks for a wait that doubles', async () => {
    const time = clock();
    const throttle = new FailureThrottle(db, { ...options, prefix: prefix(), now: time.now });
    const waits = [];
    for (let i = 0; i < 7; i++) {
      await throttle.recordFailure('k');
      waits.push(await throttle.retryAfterMs('k'));
    }
    expect(waits).toEqual([0, 0, 0, 2_000, 4_000, 8_000, 10_000]);
    expect(await throttle.failures('k')).toBe(7);
  });

  it('counts the wait from the last failure', async () => {
    const time = clock();
    const throttle = new FailureThrottle(db, { ...options, prefix: prefix(), now: time.now });
    for (let i = 0; i < 4; i++) await throttle.recordFailure('k');
    time.advance(1_500);
    expect(await throttle.retryAfterMs('k')).toBe(500);
    time.advance(500);
    expect(await throttle.retryAfterMs('k')).toBe(0);
  });

  it('remembers at most maxKeys keys, forgetting those that failed longest ago', async () => {
    const time = clock();
    const throttle = new FailureThrottle(db, { ...options, prefix: prefix(), maxKeys: 3, now: time.now });
    for (const key of ['a', 'b', 'c']) {
      await throttle.recordFailure(key);
      time.advance(10);
    }
    await throttle.recordFailure('a');
    await throttle.recordFailure('d');
    expect(await throttle.failures('b')).toBe(0);
    expect(await throttle.failures('a')).toBe(2);
    expect(await throttle.failures('c')).toBe(1);
    expect(await throttle.failures('d')).toBe(1);
  });

  it('a flood of made-up keys pushes out its own kind, never a key that is slowing someone down', async () => {
    const time = clock();
    const throttle = new FailureThrottle(db, { ...options, prefix: prefix(), maxKeys: 5, now: time.now });
    // The victim's e-mail, guessed at past its free failures: the guesser must wait.
    for (let i = 0; i < 5; i++) await throttle.recordFailure('victima');
    expect(await throttle.retryAfterMs('victima')).toBeGreaterThan(0);
    // Then a stream of made-up keys, each failing once, to flush it out.
    for (let i = 0; i < 50; i++) {
      time.advance(10);
      await throttle.recordFailure(`inventada${i}`);
    }
    expect(await throttle.failures('victima')).toBe(5);
    expect(await throttle.retryAfterMs('victima')).toBeGreaterThan(0);
    expect(await throttle.failures('inventada0')).toBe(0);
    expect(await throttle.failures('inventada49')).toBe(1);
  });

  it('forgets failures after a quiet window, and on clear', async () => {
    const time = clock();
    const throttle = new FailureThrottle(db, { ...options, prefix: prefix(), now: time.now });
    for (let i = 0; i < 5; i++) await throttle.recordFailure('a');
    time.advance(60_001);
    expect(await throttle.failures('a')).toBe(0);
    for (let i = 0; i < 5; i++) await throttle.recordFailure('b');
    await throttle.clear('b');
    expect(await throttle.retryAfterMs('b')).toBe(0);
  });
});

describe('sign-in throttle', () => {
  it('keys by e-mail case-insensitively, and a success clears that e-mail', async () => {
    const time = clock();
    const throttle = createSignInThrottle(db, time.now);
    for (let i = 0; i < 4; i++)
      await throttle.recordFailure({ email: i % 2 ? 'Ana@Demo.es' : 'ana@demo.es ', ip: '10.0.0.1' });
    expect(await throttle.failures({ email: 'ana@demo.es', ip: '10.0.0.2' })).toBe(4);
    expect(await throttle.retryAfterMs({ email: 'ana@demo.es', ip: '10.0.0.2' })).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs({ email: 'luis@demo.es', ip: '10.0.0.1' })).toBe(0);
    await throttle.recordSuccess({ email: 'ANA@demo.es', ip: '10.0.0.1' });
    expect(await throttle.retryAfterMs({ email: 'ana@demo.es', ip: '10.0.0.1' })).toBe(0);
  });

  it('slows one address trying many accounts', async () => {
    const time = clock();
    const throttle = createSignInThrottle(db, time.now);
    for (let i = 0; i < 21; i++) await throttle.recordFailure({ email: `u${i}@demo.es`, ip: '10.0.0.9' });
    expect(await throttle.retryAfterMs({ email: 'nueva@demo.es', ip: '10.0.0.9' })).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs({ email: 'nueva@demo.es', ip: '10.0.0.8' })).toBe(0);
  });

  it('counts the failures made through every process on the database', async () => {
    const time = clock();
    const [one, two] = [createSignInThrottle(db, time.now), createSignInThrottle(db, time.now)];
    const source = { email: 'marta@demo.es', ip: '10.0.0.20' };
    await one.recordFailure(source);
    await two.recordFailure(source);
    await Promise.all([one.recordFailure(source), two.recordFailure(source)]);
    expect(await one.failures(source)).toBe(4);
    expect(await two.retryAfterMs(source)).toBe(2_000);
  });
});
