/**
 * The one way screens keep state in the URL (a link, a reload or Back restores the view): each
 * parameter is declared once with its name in the URL and how its text reads and writes, so the
 * grids, reports, tabs, folders, the map and the KPI strip agree on `year`, `centro`, `desde`,
 * `hasta`... and a value the URL holds that is not valid reads as absent instead of reaching a call.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A typed URL query parameter. */
export interface UrlParam<T> {
  /** Its name in the URL. */
  readonly name: string;
  /** The value of the URL's text, or undefined when the text is not one. */
  read(text: string): T | undefined;
  write(value: T): string;
}

type ParamSet = Readonly<Record<string, UrlParam<unknown>>>;
type ValueOf<P> = P extends UrlParam<infer T> ? T : never;

/** What the URL holds of a set of parameters: absent or invalid ones are undefined. */
export type UrlValues<P extends ParamSet> = { readonly [K in keyof P]?: ValueOf<P[K]> };
/** Changes to the URL: a value sets its parameter, undefined (or '') removes it. */
export type UrlChanges<P extends ParamSet> = { readonly [K in keyof P]?: ValueOf<P[K]> | undefined };

/**
 * Free text; empty reads as absent. Trimmed unless `raw` (a search box writes what is typed,
 * trailing space included, while the person types).
 */
export function textParam(name: string, { raw = false } = {}): UrlParam<string> {
  return { name, read: (text) => (raw ? text : text.trim()) || undefined, write: (value) => value };
}

/** A whole number within bounds. */
export function intParam(name: string, bounds: { min?: number; max?: number } = {}): UrlParam<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = bounds;
  return {
    name,
    read: (text) => {
      const value = Number(text);
      return /^-?\d+$/.test(text) && value >= min && value <= max ? value : undefined;
    },
    write: String,
  };
}

/** A calendar day, 'YYYY-MM-DD' (a day that does not exist, like 2026-02-30, reads as absent). */
export function dayParam(name: string): UrlParam<string> {
  return {
    name,
    read: (text) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
    },
    write: (value) => value,
  };
}

/** One of a closed set of words. */
export function choiceParam<const T extends string>(name: string, choices: readonly T[]): UrlParam<T> {
  return {
    name,
    read: (text) => ((choices as readonly string[]).includes(text) ? (text as T) : undefined),
    write: (value) => value,
  };
}

/** A list of words, comma-separated in the URL; empty reads as absent. */
export function listParam(name: string): UrlParam<readonly string[]> {
  return {
    name,
    read: (text) => {
      const items = text.split(',').filter(Boolean);
      return items.length > 0 ? items : undefined;
    },
    write: (value) => value.join(','),
  };
}

/**
 * A family of parameters sharing a prefix, one per field (a grid's column filters `f.centro=Sur`):
 * the fields it holds, with non-empty values.
 */
export function readUrlFamily(search: URLSearchParams, prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key.startsWith(prefix) && key.length > prefix.length && value !== '')
      values[key.slice(prefix.length)] = value;
  }
  return values;
}

/** The URL's parameters with the family `prefix` replaced by `values` (empty values left out). */
export function writeUrlFamily(
  search: URLSearchParams,
  prefix: string,
  values: Readonly<Record<string, string>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...next.keys()]) if (key.startsWith(prefix)) next.delete(key);
  for (const [field, value] of Object.entries(values)) if (value !== '') next.set(`${prefix}${field}`, value);
  return next;
}

export function readUrlState<P extends ParamSet>(params: P, search: URLSearchParams): UrlValues<P> {
  const values: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(params)) {
    const text = search.get(param.name);
    const value = text === null ? undefined : param.read(text);
    if (value !== undefined) values[key] = value;
  }
  return values as UrlValues<P>;
}

/** The URL's parameters with `changes` applied; parameters not named in `changes` stay. */
export function writeUrlState<P extends ParamSet>(
  params: P,
  search: URLSearchParams,
  changes: UrlChanges<P>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    const param = params[key];
    if (!param) continue;
    const text = value === undefined ? '' : param.write(value);
    if (text) next.set(param.name, text);
    else next.delete(param.name);
  }
  return next;
}

export interface UrlStateOptions {
  /**
   * A new history entry (Back returns to the previous state) instead of replacing the current one:
   * for moves a person expects Back to undo (a folder opened, a tab chosen); filters replace.
   */
  push?: boolean;
  /** Drop every other parameter of the URL (a new tab's own state starts empty). */
  only?: boolean;
}

/** The values of `params` in the current URL and a setter that writes changes back to it. */
export function useUrlState<P extends ParamSet>(
  params: P,
  options: UrlStateOptions = {},
): readonly [UrlValues<P>, (changes: UrlChanges<P>, override?: Pick<UrlStateOptions, 'push'>) => void] {
  const [search, setSearch] = useSearchParams();
  const values = useMemo(() => readUrlState(params, search), [params, search]);
  const { push = false, only = false } = options;
  const set = useCallback(
    (changes: UrlChanges<P>, override: Pick<UrlStateOptions, 'push'> = {}) =>
      setSearch((current) => writeUrlState(params, only ? new URLSearchParams() : current, changes), {
        replace: !(override.push ?? push),
      }),
    [params, setSearch, push, only],
  );
  return [values, set] as const;
}
