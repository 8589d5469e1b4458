/** What every seed phase shares. */
import type { Database } from '../db/database';
import type { Random } from './random';
import type { FileStore } from './storage';

export interface SeedContext {
  db: Database;
  /** Root generator; each phase forks its own stream from it. */
  random: Random;
  /** Day numbers (see dates.ts): the anchor date, and January 1st two years before it. */
  today: number;
  start: number;
  store: FileStore;
}

export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Sequential document numbers per prefix and year: SRV-2025-004512, FV-2025-001234... */
export class Numbering {
  private readonly counters = new Map<string, number>();

  next(prefix: string, year: number, width: number): string {
    const key = `${prefix}-${year}`;
    const value = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, value);
    return `${key}-${String(value).padStart(width, '0')}`;
  }
}

// Grouped from 1.000, as the portal writes numbers (es-ES alone leaves '1234,56').
const euros = new Intl.NumberFormat('es-ES', {
  useGrouping: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '1.234,56 €', as the documents print amounts. */
export function formatEuros(value: number): string {
  return `${euros.format(value)} €`;
}

const quantities = new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits: 2 });

export function formatQuantity(value: number, unidad: string): string {
  return `${quantities.format(value)} ${unidad}`;
}
