/**
 * Runs a generated fetcher as a query under the one query policy (src/api/queryPolicy.ts: orval's
 * key, the abort signal); `null` arguments (an input the request requires is missing) keep it
 * idle. Shared by the config-driven screens whose calls are data in screens.config.ts (reports,
 * KPIs, home banners, the truck map).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operationQuery } from '../api/queryPolicy';
import type { Fetcher } from './common';

export function useCall<F extends Fetcher>(call: F, args: readonly unknown[] | null) {
  return useQuery({
    ...operationQuery(call as Fetcher<Awaited<ReturnType<F>>>, args),
    // A filter change keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
