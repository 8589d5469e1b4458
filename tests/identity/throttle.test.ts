/** The slowing down of repeated sign-in failures, on a clock the test moves. */
import { describe, expect, it } from 'vitest';
import { createSignInThrottle, FailureThrottle } from '../../server/identity/throttle';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('FailureThrottle', () => {
  const options = { freeFailures: 3, baseDelayMs: 2_000, maxDelayMs: 10_000, windowMs: 60_000 };

  it('lets the first failures through, then asks for a wait that doubles', () => {
    const time = clock();
    const throttle = new FailureThrottle({ ...options, now: time.now });
    const waits = [];
    for (let i = 0; i < 7; i++) {
      throttle.recordFailure('k');
      waits.push(throttle.retryAfterMs('k'));
    }
    expect(waits).toEqual([0, 0, 0, 2_000, 4_000, 8_000, 10_000]);
    expect(throttle.failures('k')).toBe(7);
  });

  it('counts the wait from the last failure', () => {
    const time = clock();
    const throttle = new FailureThrottle({ ...options, now: time.now });
    for (let i = 0; i < 4; i++) throttle.recordFailure('k');
    time.advance(1_500);
    expect(throttle.retryAfterMs('k')).toBe(500);
    time.advance(500);
    expect(throttle.retryAfterMs('k')).toBe(0);
  });

  it('remembers at most maxKeys keys, forgetting those that failed longest ago', () => {
    const time = clock();
    const throttle = new FailureThrottle({ ...options, maxKeys: 3, now: time.now });
    for (const key of ['a', 'b', 'c']) {
      throttle.recordFailure(key);
      time.advance(10);
    }
    throttle.recordFailure('a');
    throttle.recordFailure('d');
    expect(throttle.failures('b')).toBe(0);
    expect(throttle.failures('a')).toBe(2);
    expect(throttle.failures('c')).toBe(1);
    expect(throttle.failures('d')).toBe(1);
  });

  it('forgets failures after a quiet window, and on clear', () => {
    const time = clock();
    const throttle = new FailureThrottle({ ...options, now: time.now });
    for (let i = 0; i < 5; i++) throttle.recordFailure('a');
    time.advance(60_001);
    expect(throttle.failures('a')).toBe(0);
    for (let i = 0; i < 5; i++) throttle.recordFailure('b');
    throttle.clear('b');
    expect(throttle.retryAfterMs('b')).toBe(0);
  });
});

describe('sign-in throttle', () => {
  it('keys by e-mail case-insensitively, and a success clears that e-mail', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (let i = 0; i < 4; i++)
      throttle.recordFailure({ email: i % 2 ? 'Ana@Demo.es' : 'ana@demo.es ', ip: '10.0.0.1' });
    expect(throttle.failures({ email: 'ana@demo.es', ip: '10.0.0.2' })).toBe(4);
    expect(throttle.retryAfterMs({ email: 'ana@demo.es', ip: '10.0.0.2' })).toBeGreaterThan(0);
    expect(throttle.retryAfterMs({ email: 'luis@demo.es', ip: '10.0.0.1' })).toBe(0);
    throttle.recordSuccess({ email: 'ANA@demo.es', ip: '10.0.0.1' });
    expect(throttle.retryAfterMs({ email: 'ana@demo.es', ip: '10.0.0.1' })).toBe(0);
  });

  it('slows one address trying many accounts', () => {
    const time = clock();
    const throttle = createSignInThrottle(time.now);
    for (let i = 0; i < 21; i++) throttle.recordFailure({ email: `u${i}@demo.es`, ip: '10.0.0.9' });
    expect(throttle.retryAfterMs({ email: 'nueva@demo.es', ip: '10.0.0.9' })).toBeGreaterThan(0);
    expect(throttle.retryAfterMs({ email: 'nueva@demo.es', ip: '10.0.0.8' })).toBe(0);
  });
});
