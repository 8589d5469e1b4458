/**
 * What a grid shows, as plain data: page, page size, sort, search text, quick filter, column
 * filters, date range, year, center and the columns hidden. It lives in the URL (docs/product-rules.md#routes: type and queryText are query parameters; the
 * rest follow so that a link or a reload restores the view), so these functions translate both ways.
 * Parameters the grid does not own (e.g. `type`, `tab`) are left untouched. Read and written with
 * the portal's one URL-state module (src/lib/urlState.ts).
 */
import { screenParams } from '../../lib/screenParams';
import {
  choiceParam,
  intParam,
  listParam,
  readUrlFamily,
  readUrlState,
  textParam,
  writeUrlFamily,
  writeUrlState,
} from '../../lib/urlState';

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
  /** The chosen quick filter's id (GridSpec `quickFilters`), or null for every row. */
  readonly quickFilter: string | null;
  /** Columns the person hid, by key (the table's 'Mostrar/ocultar columnas'). */
  readonly hidden: readonly string[];
}

export const pageSizes = [15, 25, 50, 100] as const;

/**
 * The URL parameter of the row whose detail is open (`?detalle=1532`): a link (a notification,
 * a shared address) opens it, Back closes it. Not grid state: paging or filtering keeps it.
 */
export const detailParam = textParam('detalle');

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
  quickFilter: null,
  hidden: [],
};

const filterPrefix = 'f.';
const choicePrefix = 'o.';

type Sort = NonNullable<GridState['sort']>;

/** The grid's own parameters (year, center and dates as every screen keeps them). */
const gridUrlParams = {
  /** One-based in the URL, as people count pages. */
  page: intParam('page', { min: 1 }),
  size: choiceParam(
    'size',
    pageSizes.map((size) => String(size)),
  ),
  sort: {
    name: 'sort',
    read: (text: string): Sort | undefined => {
      const [field, direction] = text.split(':');
      return field && (direction === 'asc' || direction === 'desc') ? { field, direction } : undefined;
    },
    write: (sort: Sort) => `${sort.field}:${sort.direction}`,
  },
  text: textParam('queryText', { raw: true }),
  from: screenParams.from,
  to: screenParams.to,
  year: screenParams.year,
  center: screenParams.center,
  quickFilter: screenParams.quickFilter,
  hidden: listParam('ocultas'),
};

/** Reads the grid state from the URL; anything malformed falls back to its default. */
export function readGridState(params: URLSearchParams): GridState {
  const url = readUrlState(gridUrlParams, params);
  return {
    page: (url.page ?? 1) - 1,
    pageSize: url.size ? Number(url.size) : initialGridState.pageSize,
    sort: url.sort ?? null,
    text: url.text ?? '',
    columnFilters: Object.entries(readUrlFamily(params, filterPrefix)).map(([field, value]) => ({
      field,
      value,
    })),
    dateRange: { desde: url.from ?? null, hasta: url.to ?? null },
    year: url.year ?? null,
    center: url.center ?? null,
    choices: readUrlFamily(params, choicePrefix),
    quickFilter: url.quickFilter ?? null,
    hidden: url.hidden ?? [],
  };
}

/** Writes the grid state into a copy of `params`, leaving defaults out so URLs stay short. */
export function writeGridState(params: URLSearchParams, state: GridState): URLSearchParams {
  const next = writeUrlState(gridUrlParams, params, {
    page: state.page > 0 ? state.page + 1 : undefined,
    size: state.pageSize !== initialGridState.pageSize ? String(state.pageSize) : undefined,
    sort: state.sort ?? undefined,
    text: state.text,
    from: state.dateRange.desde ?? undefined,
    to: state.dateRange.hasta ?? undefined,
    year: state.year ?? undefined,
    center: state.center ?? undefined,
    quickFilter: state.quickFilter ?? undefined,
    hidden: state.hidden.length > 0 ? state.hidden : undefined,
  });
  const filters = Object.fromEntries(state.columnFilters.map((filter) => [filter.field, filter.value]));
  return writeUrlFamily(writeUrlFamily(next, filterPrefix, filters), choicePrefix, state.choices);
}

/** Parts that change what is shown of the rows, not which rows: the page stays. */
const keepsPage: readonly (keyof GridState)[] = ['page', 'hidden'];

/**
 * A change to what rows are listed starts again from the first page. Setting a part to the value
 * it already has changes nothing (the table echoes its state back on mount).
 */
export function withChange(state: GridState, change: Partial<GridState>): GridState {
  const changed = (Object.keys(change) as (keyof GridState)[]).filter(
    (key) => JSON.stringify(state[key]) !== JSON.stringify(change[key]),
  );
  if (changed.length === 0) return state;
  const next = { ...state, ...change };
  return changed.every((key) => keepsPage.includes(key)) ? next : { ...next, page: 0 };
}

/**
 * What a saved or remembered view keeps of a list: its grid state as URL parameters, without the
 * page (a view is the list's filters, sort, page size and columns, not where the person was in it).
 * Empty when the list shows its defaults.
 */
export function viewOf(params: URLSearchParams): string {
  return writeGridState(new URLSearchParams(), { ...readGridState(params), page: 0 }).toString();
}

/** `params` showing `view` (from viewOf): the grid's parameters replaced, every other one kept. */
export function withView(params: URLSearchParams, view: string): URLSearchParams {
  return writeGridState(params, { ...readGridState(new URLSearchParams(view)), page: 0 });
}
