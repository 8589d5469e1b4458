/**
 * Runs a generated fetcher as a query, keyed by the fetcher and its arguments; `null` arguments
 * (an input the request requires is missing) keep it idle. Shared by the config-driven screens
 * whose calls are data in screens.config.ts (reports, KPIs, home banners, the truck map).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callFetcher } from '../api/callFetcher';
import { callKey } from './callArgs';
import type { Fetcher } from './define';

export function useCall<F extends Fetcher>(call: F, args: readonly unknown[] | null) {
  return useQuery({
    queryKey: callKey(call, args ?? ['idle']),
    queryFn: ({ signal }) => callFetcher(call, args ?? [], { signal }) as Promise<Awaited<ReturnType<F>>>,
    enabled: args !== null,
    // A filter change keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
