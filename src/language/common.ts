/**
 * The config language's shared words: who may open a screen (Audience), and the fetcher types every
 * kind of body binds (a list fetcher, its row type, its arguments).
 */
import type { Fetcher } from '../api/callFetcher';

/** Who may open a screen. A screen lists every audience that may (any of them suffices). */
export type Audience =
  /** Anyone, without signing in and outside the authenticated shell. */
  | 'public'
  /** A signed-in user whose selected client is a normal (not digitalized) client, regenera included. */
  | 'client'
  /** The selected client is a regenera (oil recycling) client. */
  | 'regenera'
  /** The selected client was picked from the digitalized list (reduced view). */
  | 'digitalized'
  /** extension_UserRole 1 or 2. */
  | 'admin'
  /** The company's staff: extension_UserRole 1, 2 or 3 (administrators and account managers). */
  | 'staff';

// Any generated fetcher; defined by the API layer (src/api must not import the config language).
export type { Fetcher };

/** A fetcher answering the contract's one paging convention, `{ items, total }`. */
export type ListFetcher = Fetcher<{ items: readonly unknown[]; total: number }>;

/** The row type of a list fetcher. */
export type RowOf<F extends ListFetcher> = Awaited<ReturnType<F>>['items'][number];

/** The n-th positional argument of a fetcher (body or query parameters). */
export type ArgOf<F extends Fetcher, N extends 0 | 1> = NonNullable<Parameters<F>[N]>;

export type KeyOf<T> = T extends readonly unknown[] ? never : Extract<keyof T, string>;
