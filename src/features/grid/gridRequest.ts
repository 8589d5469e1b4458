/**
 * The grid's inputs for the request engine (src/language/callArgs.ts): which of the operation's
 * own fields receives each grid input (position/take or skip/take, orderBy/orderByField,
 * filterText, filters, betweenDates, year, idDireccionesServicio, ...) is the contract's
 * (src/language/requestDefaults.ts) unless the screen's `request` says otherwise; this module
 * resolves the grid's, its export's and its send's mappings, gives the inputs' values from the
 * grid state and the selected client, and says which ones a request still lacks. Pure, so every
 * kind of list operation is tested without rendering.
 */
import type { GridInput, GridSpec, QuickFilter } from '../../language';
import type { RequestMapping } from '../../language/callArgs';
import { contractRequest } from '../../language/requestDefaults';
import { type GridState, initialGridState } from './gridState';

/** What the selected client contributes to a request. */
export interface GridContext {
  /** The selected client's service directions, already narrowed to the chosen center. */
  readonly serviceDirectionIds: readonly number[];
  readonly clientId: number | null;
  readonly clientName: string | null;
  /** The record picked above the grid (GridSpec `pick`), if any. */
  readonly picked?: unknown;
}

/** A page of the list, or the whole filtered list (export and send never page). */
export type CallPurpose = 'page' | 'all';

/** Any grid's request mapping, resolved (its written fields were checked where the screen is declared). */
type AnyGridRequest = RequestMapping & { readonly requires?: readonly string[] };

/** The mappings of a grid's calls, its own completed from the contract. */
export interface GridRequests {
  /** The list (a page, or the whole filtered list). */
  readonly list: AnyGridRequest;
  /** The export: its own mapping, or the list's, completed from the export operation. */
  readonly export?: AnyGridRequest;
  /** The send: the list's mapping completed from the send operation. */
  readonly send?: AnyGridRequest;
}

// An operation taking none of the grid's inputs (a banner list) is still called with an empty query.
const nothing: AnyGridRequest = { params: {} };

const resolved = new WeakMap<GridSpec, GridRequests>();

/** A regenera screen's mapping sends `regenera: true` (GridSpec `regenera`). */
function screenRequest(spec: GridSpec, request: RequestMapping | undefined): RequestMapping | undefined {
  if (!spec.regenera) return request;
  return { ...request, fixed: { ...request?.fixed, regenera: true } };
}

/** The grid's requests, what the screen leaves out taken from the contract. */
export function gridRequests(spec: GridSpec): GridRequests {
  const known = resolved.get(spec);
  if (known) return known;
  const own = screenRequest(spec, spec.request as RequestMapping | undefined);
  const exported = spec.export?.request as RequestMapping | undefined;
  const requests: GridRequests = {
    list: contractRequest(spec.query, own) ?? nothing,
    ...(spec.export && {
      export: contractRequest(spec.export.call, exported ? screenRequest(spec, exported) : own) ?? nothing,
    }),
    ...(spec.send && { send: contractRequest(spec.send.call, own) ?? nothing }),
  };
  resolved.set(spec, requests);
  return requests;
}

type InputValues = Partial<Record<GridInput, unknown>>;

/**
 * The value of every grid input that is set; unset inputs are left out of the request. The chosen
 * quick filter (one of the grid's `quickFilters`) joins the column filters.
 */
export function inputValues(
  state: GridState,
  context: GridContext,
  purpose: CallPurpose,
  quickFilters: readonly QuickFilter[] = [],
): InputValues {
  const values: InputValues = {};
  if (purpose === 'page') {
    values.offset = state.page * state.pageSize;
    values.limit = state.pageSize;
  }
  if (state.sort) {
    values.sortDirection = state.sort.direction;
    values.sortField = state.sort.field;
  }
  if (state.text.trim()) values.text = state.text.trim();
  const quick = quickFilters.find((filter) => filter.id === state.quickFilter);
  const columnFilters = quick
    ? [...state.columnFilters, { field: quick.field, values: quick.values }]
    : state.columnFilters;
  if (columnFilters.length > 0) values.columnFilters = columnFilters;
  if (state.dateRange.desde || state.dateRange.hasta) values.dateRange = state.dateRange;
  if (state.year !== null) values.year = state.year;
  if (state.center !== null) values.center = state.center;
  if (context.serviceDirectionIds.length > 0) values.serviceDirections = context.serviceDirectionIds;
  if (context.clientId !== null) {
    values.clientId = context.clientId;
    values.clientIds = [context.clientId];
  }
  if (context.clientName) values.clientName = context.clientName;
  if (context.picked !== undefined && context.picked !== null) values.picked = context.picked;
  return values;
}

/**
 * Inputs an operation cannot run without (docs/product-rules.md#service-directions: many lists run only once
 * the service-direction list is non-empty or the client is set). While one is missing the grid makes no call.
 */
const contextInputs: readonly GridInput[] = [
  'serviceDirections',
  'clientId',
  'clientIds',
  'clientName',
  'picked',
];

function mappedInputs(request: AnyGridRequest): GridInput[] {
  const maps = [typeof request.body === 'string' ? { [request.body]: 'body' } : request.body, request.params];
  // An input mapped to `undefined` opted out of its field.
  return maps.flatMap((map) =>
    Object.entries(map ?? {})
      .filter(([, field]) => field !== undefined)
      .map(([input]) => input as GridInput),
  );
}

/** Whether the list's rows depend on the selected client (its request maps the client's context). */
export function readsSelectedClient(request: AnyGridRequest): boolean {
  const clientInputs: readonly GridInput[] = ['serviceDirections', 'clientId', 'clientIds', 'clientName'];
  return mappedInputs(request).some((input) => clientInputs.includes(input));
}

/**
 * The inputs the request needs but does not have yet: the client context it maps, and whatever
 * else the screen `requires` (e.g. the search text of a search operation).
 */
export function missingInputs(
  request: AnyGridRequest,
  context: GridContext,
  state: GridState = initialGridState,
): GridInput[] {
  const values = inputValues(state, context, 'all');
  const needed = new Set([
    ...mappedInputs(request).filter((input) => contextInputs.includes(input)),
    ...((request.requires ?? []) as GridInput[]),
  ]);
  return [...needed].filter((input) => values[input] === undefined);
}
