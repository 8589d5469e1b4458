/**
 * What every document list (invoices, pro-formas, delivery notes, DIs, weight tickets) adds to a
 * grid over service directions: the Regenera flag (only documents of Regenera clients), and a page
 * that checks the request's fields even when no direction is asked for.
 */
import { type AnyColumn, and } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type DatedGridQuery,
  type DirectionGrid,
  directionGridKeyset,
  directionGridQuery,
  type GridPosition,
} from '../../lib/directionGrid';
import { exportBatchSize, listBatches } from '../../lib/keyset';
import { listPage } from '../../lib/pagedQuery';
import { ofRegeneraClients } from '../../lib/regeneraClients';

/** The filters a list, its export and its send share (no paging). */
export interface DocumentFilters extends DatedGridQuery {
  regenera?: boolean | undefined;
}

/**
 * How one document table is listed. `rows` selects the contract's rows from the table with its
 * joins; `count` counts over the same joins.
 */
export interface DocumentList<Row> extends DirectionGrid<Row> {
  /** The client of a row, for the Regenera flag. */
  clientColumn: AnyColumn;
}

/** A document list, with its row type taken from its `rows` query. */
export const defineDocumentList = <Row>(list: DocumentList<Row>): DocumentList<Row> => list;

/** WHERE and ORDER BY of a request; built (and so validated) even when nothing can match. */
const documentsQuery = <Row>(
  db: Database,
  list: DocumentList<Row>,
  directionIds: readonly number[],
  request: DocumentFilters,
) =>
  directionGridQuery(
    list,
    directionIds,
    request,
    request.regenera ? ofRegeneraClients(db, list.clientColumn) : undefined,
  );

/** One page and the total that match, over the given (already authorized) directions. */
export async function documentsPage<Row>(
  db: Database,
  list: DocumentList<Row>,
  directionIds: readonly number[],
  request: DocumentFilters & GridPosition,
): Promise<{ items: Row[]; total: number }> {
  // A bad field is a 400 whatever the directions.
  const { where, order } = documentsQuery(db, list, directionIds, request);
  if (directionIds.length === 0) return { items: [], total: 0 };
  return listPage(db, list, where, order, request.position, request.take);
}

/** Every matching row in the page's order, a batch at a time by keyset, for exports and sends. */
export function documentsBatches<Row>(
  db: Database,
  list: DocumentList<Row>,
  directionIds: readonly number[],
  request: DocumentFilters,
  size = exportBatchSize,
): AsyncIterable<Row[]> {
  // Built before any row is read: an unknown filter or sort field is a 400, not a broken download.
  const { where, order } = documentsQuery(db, list, directionIds, request);
  return listBatches(
    async (after, limit) => {
      if (directionIds.length === 0) return [];
      return list
        .rows(db)
        .where(and(where, after))
        .orderBy(...order)
        .limit(limit);
    },
    directionGridKeyset(list, request),
    size,
  );
}
