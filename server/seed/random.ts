/**
 * A small seeded PRNG for the seed: the same seed gives the same data, so tests and benchmarks can
 * rely on fixed ids and values. Never use Math.random in the seed.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** k distinct items, in random order. */
  sample<T>(items: readonly T[], k: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** An ISO date (YYYY-MM-DD) between two ISO dates, both included. */
  dateBetween(from: string, to: string): string;
  /** A version 4 uuid drawn from this generator. */
  uuid(): string;
  /**
   * An independent generator for one part of the seed: each domain draws from its own stream, so
   * changing the number of tickets does not change the clients, users or files.
   */
  fork(label: string): Random;
}

/** mulberry32: 32-bit state, fast and good enough for synthetic data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a label, mixed with the seed so forks of different seeds differ. */
function mixSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

const dayMs = 86_400_000;

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('random.pick: empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const hex = (digits: number) => {
    let out = '';
    for (let i = 0; i < digits; i++) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let target = next() * total;
      for (const item of items) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return pick(items);
    },
    sample: (items, k) => shuffle(items).slice(0, Math.max(0, Math.min(k, items.length))),
    shuffle,
    dateBetween: (from, to) => {
      const start = Date.parse(`${from}T00:00:00Z`);
      const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / dayMs);
      return new Date(start + int(0, days) * dayMs).toISOString().slice(0, 10);
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    fork: (label) => createRandom(mixSeed(seed, label)),
  };
}

/**
 * A picker for hot loops: cumulative weights built once, then a binary search per draw.
 */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (random: Random) => T {
  if (items.length === 0 || items.length !== weights.length) throw new Error('weightedPicker: bad input');
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += Math.max(0, weight);
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return items[low] as T;
  };
}
