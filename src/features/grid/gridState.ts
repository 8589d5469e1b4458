/**
 * What a grid shows, as plain data: page, sort, search text, column filters, date range, year and
 * center. It lives in the URL (docs/product-rules.md#routes: type and queryText are query parameters; the
 * rest follow so that a link or a reload restores the view), so these functions translate both ways.
 * Parameters the grid does not own (e.g. `type`, `tab`) are left untouched.
 */

interface ColumnFilterValue {
  readonly field: string;
  readonly value: string;
}

export interface GridState {
  /** Zero-based page. */
  readonly page: number;
  readonly pageSize: number;
  readonly sort: { readonly field: string; readonly direction: 'asc' | 'desc' } | null;
  /** The search box (URL `queryText`, as the global search links it). */
  readonly text: string;
  readonly columnFilters: readonly ColumnFilterValue[];
  /** ISO dates (YYYY-MM-DD); null leaves that end open. */
  readonly dateRange: { readonly desde: string | null; readonly hasta: string | null };
  readonly year: number | null;
  /** A center's name (the structure lookups take centers by name). */
  readonly center: string | null;
  /** The screen's fixed-option choices, by request field (unset: the first option). */
  readonly choices: Readonly<Record<string, string>>;
}

export const pageSizes = [15, 25, 50, 100] as const;

/**
 * The URL parameter of the row whose detail is open (`?detalle=1532`): a link (a notification,
 * a shared address) opens it, Back closes it. Not grid state: paging or filtering keeps it.
 */
export const detailParam = 'detalle';

export const initialGridState: GridState = {
  page: 0,
  pageSize: pageSizes[0],
  sort: null,
  text: '',
  columnFilters: [],
  dateRange: { desde: null, hasta: null },
  year: null,
  center: null,
  choices: {},
};

const filterPrefix = 'f.';
const choicePrefix = 'o.';
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The URL parameters the grid writes; everything else in the URL belongs to someone else. */
const ownedKeys = ['page', 'size', 'sort', 'queryText', 'desde', 'hasta', 'year', 'centro'];

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
};

/** Reads the grid state from the URL; anything malformed falls back to its default. */
export function readGridState(params: URLSearchParams): GridState {
  const page = positiveInt(params.get('page'));
  const size = positiveInt(params.get('size'));
  const [sortField, sortDirection] = (params.get('sort') ?? '').split(':');
  const date = (key: string) => {
    const value = params.get(key);
    return value && isoDate.test(value) ? value : null;
  };
  const columnFilters: ColumnFilterValue[] = [];
  const choices: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(filterPrefix) && key.length > filterPrefix.length && value !== '')
      columnFilters.push({ field: key.slice(filterPrefix.length), value });
    if (key.startsWith(choicePrefix) && key.length > choicePrefix.length && value !== '')
      choices[key.slice(choicePrefix.length)] = value;
  }
  return {
    page: page && page > 0 ? page - 1 : 0,
    pageSize: size && (pageSizes as readonly number[]).includes(size) ? size : initialGridState.pageSize,
    sort:
      sortField && (sortDirection === 'asc' || sortDirection === 'desc')
        ? { field: sortField, direction: sortDirection }
        : null,
    text: params.get('queryText') ?? '',
    columnFilters,
    dateRange: { desde: date('desde'), hasta: date('hasta') },
    year: positiveInt(params.get('year')),
    center: params.get('centro') || null,
    choices,
  };
}

/** Writes the grid state into a copy of `params`, leaving defaults out so URLs stay short. */
export function writeGridState(params: URLSearchParams, state: GridState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) {
    if (ownedKeys.includes(key) || key.startsWith(filterPrefix) || key.startsWith(choicePrefix))
      next.delete(key);
  }
  if (state.page > 0) next.set('page', String(state.page + 1));
  if (state.pageSize !== initialGridState.pageSize) next.set('size', String(state.pageSize));
  if (state.sort) next.set('sort', `${state.sort.field}:${state.sort.direction}`);
  if (state.text) next.set('queryText', state.text);
  for (const filter of state.columnFilters) {
    if (filter.value !== '') next.set(`${filterPrefix}${filter.field}`, filter.value);
  }
  if (state.dateRange.desde) next.set('desde', state.dateRange.desde);
  if (state.dateRange.hasta) next.set('hasta', state.dateRange.hasta);
  if (state.year !== null) next.set('year', String(state.year));
  if (state.center !== null) next.set('centro', state.center);
  for (const [field, value] of Object.entries(state.choices)) next.set(`${choicePrefix}${field}`, value);
  return next;
}

/**
 * A change to anything but the page itself starts again from the first page. Setting a part to
 * the value it already has changes nothing (the table echoes its state back on mount).
 */
export function withChange(state: GridState, change: Partial<GridState>): GridState {
  const changed = (Object.keys(change) as (keyof GridState)[]).filter(
    (key) => JSON.stringify(state[key]) !== JSON.stringify(change[key]),
  );
  if (changed.length === 0) return state;
  const next = { ...state, ...change };
  return changed.every((key) => key === 'page') ? next : { ...next, page: 0 };
}
