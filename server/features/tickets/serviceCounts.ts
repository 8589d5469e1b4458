/**
 * How many services a grid's filters match, cached briefly (server/lib/briefCache.ts). At 500,000
 * services the exact count took 166 of a page's 175 ms while the page's 15 rows took 2, and the
 * pager asks it again for every page: now the first page of a filter counts, and the next pages,
 * the same filter again, or another user over the same directions within countTtlMs read that
 * count. Services change only through an administrator's reassignment of a service direction,
 * which empties the cache in its process (auth/accessCache.ts writeAccess); in another process
 * serving the same database a count may lag by up to countTtlMs.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { briefCache } from '../../lib/briefCache';
import type { RegeneraListRequest } from '../../lib/regeneraClients';

const countTtlMs = 30_000;

/** The cache key of a count: the list, the directions (in any order) and the filters, not the paging or sort. */
function countKey(list: string, directionIds: readonly number[], request: RegeneraListRequest): string {
  const filters = {
    text: request.filterText?.trim() || null,
    filters: request.filters ?? [],
    dates: request.betweenDates ?? null,
    year: request.year ?? null,
    regenera: request.regenera ?? false,
  };
  const directions = [...new Set(directionIds)].sort((a, b) => a - b);
  return createHash('sha1')
    .update(JSON.stringify([list, directions, filters]))
    .digest('base64');
}

/** `count()`'s answer for this list, directions and filters, or the one read within countTtlMs. */
export function cachedCount(
  db: Database,
  list: string,
  directionIds: readonly number[],
  request: RegeneraListRequest,
  count: () => Promise<number>,
): Promise<number> {
  return briefCache<number>(db, 'serviceCounts', countTtlMs).get(
    countKey(list, directionIds, request),
    count,
  );
}
