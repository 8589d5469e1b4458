/**
 * The grid's page query, shared by the grid (useGridController) and by the navigation, which
 * starts a screen's first page before the grid's code has loaded (the table's chunk takes
 * hundreds of milliseconds to evaluate; the rows need not wait for it). Both build the same
 * arguments, hence the same key under the one query policy (src/api/queryPolicy.ts), so the grid
 * finds the page the link asked for in the cache. Light on purpose: it is part of the home.
 */
import type { QueryClient } from '@tanstack/react-query';
import { operationQuery, operationQueryOrNull } from '../../api/queryPolicy';
import type { Fetcher, GridSpec, ScreenBody } from '../../language';
import { type RequestMapping, requestArgs } from '../../language/callArgs';
import { type GridContext, gridRequests, inputValues, missingInputs } from './gridRequest';
import { type GridState, readGridState } from './gridState';

type GridPage = { items: Record<string, unknown>[]; total: number };

/**
 * How long a fetched page counts as fresh: the grid mounting just after its link started the page
 * shows it without asking again. Changes still refetch at once (saves invalidate their tag).
 */
const freshForMs = 10_000;

/** Every declared choice's value: the URL's when it is one of the options, else the first option. */
export function chosenValues(spec: GridSpec, state: GridState): Record<string, string> {
  const values: Record<string, string> = {};
  for (const choice of spec.choices ?? []) {
    const options = Object.keys(choice.options);
    const chosen = state.choices[choice.field as string];
    const value = chosen && options.includes(chosen) ? chosen : options[0];
    if (value !== undefined) values[choice.field as string] = value;
  }
  return values;
}

/** The arguments of the page `state` shows, for the selected client's `context` (`request`: the list's, resolved). */
export function gridPageArgs(
  spec: GridSpec,
  request: RequestMapping,
  state: GridState,
  context: GridContext,
): unknown[] {
  // Fixed-option choices go into the body as they are (their defaults are the first options).
  return requestArgs(
    request,
    inputValues(state, context, 'page', spec.quickFilters),
    chosenValues(spec, state),
  );
}

/** The page query; `null` arguments (an input is missing) keep it idle. */
export function gridPageQuery(spec: GridSpec, args: readonly unknown[] | null) {
  return { ...operationQuery(spec.query as Fetcher<GridPage>, args), staleTime: freshForMs };
}

/**
 * The grid a screen body shows first when opened from a link (no query in the URL): the body
 * itself, or the first tab's when that tab is known without the client's tab configuration.
 */
function firstGridOf(body: ScreenBody): GridSpec | null {
  if (body.kind === 'grid') return body;
  if (body.kind !== 'tabs') return null;
  // TabsScreen: the tabs without a configKey first, then the configured ones (all, in order, when
  // the screen has no configuration).
  const first =
    body.tabs.find((tab) => tab.configKey === undefined) ?? (body.config ? undefined : body.tabs[0]);
  return first ? firstGridOf(first.body) : null;
}

/**
 * Starts the first page of the grid `body` opens with, as the grid will ask for it (no centre
 * chosen, no filters). Does nothing when the request lacks an input (e.g. the client's service
 * directions are still loading, or the grid waits for a picked record) or the page is fresh.
 */
export function prefetchFirstPage(queryClient: QueryClient, body: ScreenBody, context: GridContext): void {
  const spec = firstGridOf(body);
  if (!spec) return;
  const state = readGridState(new URLSearchParams());
  const { list } = gridRequests(spec);
  if (missingInputs(list, context, state).length > 0) return;
  void queryClient.prefetchQuery(gridPageQuery(spec, gridPageArgs(spec, list, state, context)));
  // Its columns right behind, as useClientConfig asks for them (a light lookup, after the rows on
  // the API), so the table opens with them instead of rebuilding itself when they come.
  if (spec.columnsConfig && context.clientId !== null) {
    void queryClient.prefetchQuery(
      operationQueryOrNull(spec.columnsConfig, [{ clientId: context.clientId }]),
    );
  }
}
