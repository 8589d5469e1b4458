/**
 * The headless controller of a grid screen (react-admin's useListController, for our config): it
 * reads the grid state from the URL, the selected client's context, and the screen's spec, and
 * offers the page of rows plus every operation the spec declares (export, send, send selected,
 * detail, row actions). The Mantine table only renders what this returns.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callFetcher } from '../../api/callFetcher';
import type { ApiRequestInit } from '../../api/http';
import { operationKeyPrefix } from '../../api/queryPolicy';
import type { GridSpec } from '../../language';
import { type RequestMapping, requestArgs } from '../../language/callArgs';
import { whenIdle } from '../../lib/whenIdle';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import type { MailFields } from '../mail/SendMailDialog';
import { gridRowKey } from './gridDefaults';
import { chosenValues, gridPageArgs, gridPageQuery } from './gridPage';
import { type GridContext, gridRequests, inputValues, missingInputs } from './gridRequest';
import { type GridState, readGridState, withChange, writeGridState } from './gridState';
import { useCenterDirections } from './useCenterDirections';

export type GridRow = Record<string, unknown>;

export function useGridController(spec: GridSpec) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readGridState(params), [params]);
  const { selection, serviceDirectionIds, directionsLoading, loading: clientsLoading } = useSelectedClient();
  const center = useCenterDirections(state.center);
  const queryClient = useQueryClient();
  // The picked record (GridSpec `pick`) lives with the grid, not in the URL: a tab's several grids
  // share the URL, and each may pick its own.
  const [picked, setPicked] = useState<unknown>(null);

  const context: GridContext = useMemo(
    () => ({
      serviceDirectionIds: center.directionIds ?? serviceDirectionIds,
      clientId: selection?.client.clientId ?? null,
      clientName: selection?.client.client ?? null,
      picked,
    }),
    [center.directionIds, serviceDirectionIds, selection, picked],
  );
  const requests = gridRequests(spec);
  const missing = missingInputs(requests.list, context, state);
  const ready = missing.length === 0 && !center.loading;
  const choices = chosenValues(spec, state);
  // The same arguments as the navigation's prefetch (gridPage.ts), so a page it started is found.
  const pageArgs = gridPageArgs(spec, requests.list, state, context);

  const page = useQuery({
    ...gridPageQuery(spec, ready ? pageArgs : null),
    // A new page or filter keeps the old rows on screen (with a progress bar) until the answer.
    placeholderData: keepPreviousData,
  });
  // A page that lands is an urgent update (the query's store cannot be sliced); the rows, cards and
  // the filters waiting for them render after it, in a deferred render that yields to the browser
  // every few milliseconds: rendered at once, they were a phone's longest task on opening a list.
  const shown = useDeferredValue(page.data);

  // The next page is asked for once this one is drawn and the page is idle, so the pager's next
  // click shows it from the cache instead of waiting for the API (asked for as the page landed,
  // its request and its answer were work in the middle of drawing the rows).
  const total = page.data?.total ?? 0;
  const hasNext = page.isSuccess && !page.isPlaceholderData && (state.page + 1) * state.pageSize < total;
  const nextArgs =
    ready && hasNext ? gridPageArgs(spec, requests.list, { ...state, page: state.page + 1 }, context) : null;
  const nextKey = nextArgs && JSON.stringify(nextArgs);
  // Keyed by the arguments' content (a new array every render).
  useEffect(() => {
    if (!nextArgs) return;
    return whenIdle(() => void queryClient.prefetchQuery(gridPageQuery(spec, nextArgs)));
  }, [nextKey, queryClient, spec]);

  // From the address this list last rendered, whoever holds the callback: a filter that has not
  // rendered since the previous change (the year picked just after a search was typed) must not
  // write the address it saw, undoing that change.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const update = useCallback((change: Partial<GridState>) => {
    const { params: current, setParams: write } = latest.current;
    const now = readGridState(current);
    const next = withChange(now, change);
    if (next !== now) write(writeGridState(current, next));
  }, []);

  /** The whole filtered list's request (export, send): the grid's filters without paging. */
  const allArgs = (request: RequestMapping | undefined, extra?: Record<string, unknown>) =>
    requestArgs(request, inputValues(state, context, 'all', spec.quickFilters), { ...choices, ...extra });

  const { export: exporter, send: sender, sendSelected: selectedSender } = spec;
  const reload = () => queryClient.invalidateQueries({ queryKey: operationKeyPrefix(spec.query) });

  return {
    spec,
    state,
    update,
    /** The record picked above the grid (GridSpec `pick`), null until one is. */
    picked,
    setPicked,
    /** Only the picked record is missing: the screen asks for one. */
    needsPick: missing.length > 0 && missing.every((input) => input === 'picked'),
    /** False while an input the operation needs is missing (no call is made meanwhile). */
    ready,
    /** Only the search text is missing: the screen asks for one. */
    needsText: missing.length > 0 && missing.every((input) => input === 'text'),
    rows: shown?.items ?? [],
    total: shown?.total ?? 0,
    /** The total is this request's own answer (not a placeholder's, nor 0 while none came yet). */
    totalKnown: ready && page.isSuccess && !page.isPlaceholderData && shown === page.data,
    /** First load: nothing to show yet (the first page, or the client and directions it waits for). */
    loading: ready
      ? shown === undefined && !page.isError
      : clientsLoading || directionsLoading || center.loading,
    /** A later load with the previous rows still shown. */
    refreshing: page.isFetching && !page.isPending,
    error: page.error,
    retry: () => page.refetch(),
    reload,

    exportAll: exporter
      ? (options: ApiRequestInit) => callFetcher(exporter.call, allArgs(requests.export), options)
      : undefined,
    send: sender ? (mail: MailFields) => callFetcher(sender.call, allArgs(requests.send, mail)) : undefined,
    sendSelected: selectedSender
      ? (rows: readonly GridRow[], mail: MailFields) => {
          const { idsField, rowKey = gridRowKey(spec), call } = selectedSender;
          const ids = rows.map((row) => row[rowKey as string]);
          return callFetcher(call, requestArgs({ body: { ids: idsField } }, { ids }, mail));
        }
      : undefined,
  };
}

export type GridController = ReturnType<typeof useGridController>;
