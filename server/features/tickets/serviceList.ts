/**
 * What the services grid and the Regenera grid share: a grid over service directions on the
 * services joined to their center and direction, newest first by default. A list names its rows,
 * the fields a request may filter and sort by, the columns its free text searches and, when it has
 * one, a condition all its rows meet. A request's `regenera` flag keeps only services of Regenera
 * clients (the services grid, its export and send, and the services report). No direction asked
 * for is an empty page at once.
 */
import { type AnyColumn, count, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tickets } from '../../db/schema';
import {
  type DatedGridQuery,
  type DirectionGrid,
  directionGridOrder,
  directionGridWhere,
  type GridPosition,
} from '../../lib/directionGrid';
import type { FieldColumns } from '../../lib/grid';
import { type ListSource, listBatchReader, listPage } from '../../lib/pagedQuery';
import { ofRegeneraClients } from '../../lib/regeneraClients';
import { servicesContaining } from './servicesContaining';
import { servicesFrom } from './servicesFrom';

/** The filters a services list, its export, its send and the services report share (no paging). */
export interface ServiceListQuery extends DatedGridQuery {
  /** Only services of Regenera clients. */
  regenera?: boolean | undefined;
}

export interface ServiceListDefinition<Row> {
  /** The contract's rows: `servicesFrom(db.select(selection))`. */
  rows: ListSource<Row>['rows'];
  /** Contract field -> column, for `filters` and `orderByField`. */
  fields: FieldColumns;
  /** Text columns of this list beyond the services' own (`busqueda`) that `filterText` also searches. */
  moreTextColumns?: readonly AnyColumn[];
  /** A condition every row of the list meets, whatever directions the request names. */
  onlyRows?: (db: Database) => SQL;
}

/**
 * `filterText` on services: the service's own text through the trigram-indexed `busqueda` column,
 * or the name of its center or service direction (small tables, searched first). At 500,000
 * services this is one indexed condition instead of eight scans.
 */
function serviceTextSearch(text: string, moreTextColumns: readonly AnyColumn[]): SQL {
  return servicesContaining(text, { directionNames: true, moreTextColumns });
}

export function defineServiceList<Row>({
  rows,
  fields,
  moreTextColumns = [],
  onlyRows,
}: ServiceListDefinition<Row>) {
  const grid: DirectionGrid<Row> = {
    rows,
    count: (db) => servicesFrom(db.select({ total: count() })),
    directionColumn: tickets.iddireccionservicio,
    dateColumn: tickets.fecha,
    dateKind: 'date',
    textFields: [],
    textSearch: (text) => serviceTextSearch(text, moreTextColumns),
    fields,
    defaultOrder: { field: 'fecha', direction: 'desc' },
    tiebreaker: tickets.idTicket,
  };

  const where = (db: Database, directionIds: readonly number[], request: ServiceListQuery) =>
    directionGridWhere(
      grid,
      directionIds,
      request,
      onlyRows?.(db),
      request.regenera ? ofRegeneraClients(db, tickets.clientId) : undefined,
    );

  return {
    where,

    /** One page and the total that match, over the given (already authorized) directions. */
    async page(db: Database, directionIds: readonly number[], request: ServiceListQuery & GridPosition) {
      if (directionIds.length === 0) return { items: [], total: 0 };
      const filtered = where(db, directionIds, request);
      return listPage(db, grid, filtered, directionGridOrder(grid, request), request.position, request.take);
    },

    /** Every matching row, read in batches for exports and sends. */
    batchReader(
      db: Database,
      directionIds: readonly number[],
      request: ServiceListQuery,
    ): (limit: number, offset: number) => Promise<Row[]> {
      // Built before any row is read: an unknown filter or sort field is a 400, not a broken download.
      const filtered = where(db, directionIds, request);
      const sorted = directionGridOrder(grid, request);
      if (directionIds.length === 0) return async () => [];
      return listBatchReader(db, grid, filtered, sorted);
    },
  };
}
