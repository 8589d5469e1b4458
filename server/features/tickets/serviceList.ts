/**
 * What the services grid and the Regenera grid share: a grid over service directions on the
 * services joined to their center and direction, newest first by default. A list names its rows,
 * the fields a request may filter and sort by, the columns its free text searches and, when it has
 * one, a condition all its rows meet. A request's `regenera` flag keeps only services of Regenera
 * clients (the services grid, its export and send, and the services report). No direction asked
 * for is an empty page at once.
 */
import { type AnyColumn, and, Column, count, type SQL } from 'drizzle-orm';
import { type Database, isEmbedded } from '../../db/database';
import { tickets } from '../../db/schema';
import {
  type DatedGridQuery,
  type DirectionGrid,
  directionGridKeyset,
  directionGridOrder,
  directionGridWhere,
  type GridPosition,
} from '../../lib/directionGrid';
import { type FieldColumns, paging } from '../../lib/grid';
import { jsonRowsOf } from '../../lib/jsonRows';
import { exportBatchSize, listBatches } from '../../lib/keyset';
import type { ListSource } from '../../lib/pagedQuery';
import { ofRegeneraClients } from '../../lib/regeneraClients';
import { placeNamedSelection } from './placeNames';
import { cachedCount } from './serviceCounts';
import { servicesContaining } from './servicesContaining';
import { servicesFrom } from './servicesFrom';

/** The filters a services list, its export, its send and the services report share (no paging). */
export interface ServiceListQuery extends DatedGridQuery {
  /** Only services of Regenera clients. */
  regenera?: boolean | undefined;
}

export interface ServiceListDefinition<Row> {
  /** Names the list's cached counts (serviceCounts.ts). */
  name: string;
  /** The contract's rows: `servicesFrom(db.select(selection))`. */
  rows: ListSource<Row>['rows'];
  /**
   * That selection (contract field -> column): what `filters` and `orderByField` may name, and
   * what an export reads, as one JSON text per row (server/lib/jsonRows.ts).
   */
  selection: Readonly<Record<keyof Row & string, Column>>;
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

/** Whether a field of the list is a column of the services themselves (not a joined name). */
function isServiceColumn(fields: FieldColumns, field: string): boolean {
  const column = Object.hasOwn(fields, field) ? fields[field] : undefined;
  return column instanceof Column && column.table === tickets;
}

/**
 * Whether a request's column filters read the joined center or direction (their names): only then
 * must its count join them. Otherwise the services alone count the same (each has exactly one
 * direction, and its center, which cannot be deleted while a direction hangs from it) several
 * times faster: free text reaches the names through subqueries (servicesContaining).
 */
function filtersJoinedColumns(fields: FieldColumns, request: ServiceListQuery): boolean {
  return (request.filters ?? []).some((filter) => !isServiceColumn(fields, filter.field));
}

/** Whether its filters or its sort read those names: only then must its rows join them. */
function readsJoinedColumns(
  fields: FieldColumns,
  request: ServiceListQuery,
  defaultOrder: { field: string },
): boolean {
  const sorted = request.orderByField || defaultOrder.field;
  return filtersJoinedColumns(fields, request) || !isServiceColumn(fields, sorted);
}

export function defineServiceList<Row extends { idTicket: number }>({
  name,
  rows,
  selection,
  moreTextColumns = [],
  onlyRows,
}: ServiceListDefinition<Row>) {
  const fields: FieldColumns = selection;
  const asJson = jsonRowsOf<Row>(selection);
  // The rows without the center's and direction's joins, their names filled from placeNames.ts.
  const unjoined = placeNamedSelection(selection);
  const unjoinedJson = unjoined && jsonRowsOf<Row>(unjoined.own);
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

  /**
   * The rows that meet `condition`, in `order`, `limit` of them from `offset` (no limit: all).
   * Unless the request filters or sorts by a center's or direction's name, the services are read
   * alone and those names filled from placeNames.ts. On
   * PGlite each row comes as one JSON text (server/lib/jsonRows.ts): its fields are decoded on the
   * thread that serves requests, each on its own. On PostgreSQL the columns, which node-postgres
   * reads cheaply while the server would spend more building the JSON (101,083 rows at 500,000
   * services: 1.4 s as columns, 2.5 s as JSON).
   */
  async function readRows(
    db: Database,
    request: ServiceListQuery,
    condition: SQL | undefined,
    order: SQL[],
    { offset, limit }: { offset: number; limit?: number | undefined },
  ): Promise<Row[]> {
    if (unjoined && unjoinedJson && !readsJoinedColumns(fields, request, grid.defaultOrder)) {
      if (isEmbedded(db)) {
        const query = db
          .select({ row: unjoinedJson.select })
          .from(tickets)
          .where(condition)
          .orderBy(...order)
          .offset(offset);
        const rows = (await (limit ? query.limit(limit) : query)).map(({ row }) => unjoinedJson.parse(row));
        return unjoined.fill(db, rows);
      }
      const query = db
        .select(unjoined.own)
        .from(tickets)
        .where(condition)
        .orderBy(...order)
        .offset(offset);
      return unjoined.fill(db, (await (limit ? query.limit(limit) : query)) as Row[]);
    }
    if (isEmbedded(db)) {
      const query = servicesFrom(db.select({ row: asJson.select }))
        .where(condition)
        .orderBy(...order)
        .offset(offset);
      return (await (limit ? query.limit(limit) : query)).map(({ row }) => asJson.parse(row));
    }
    const query = grid
      .rows(db)
      .where(condition)
      .orderBy(...order)
      .offset(offset);
    return limit ? query.limit(limit) : query;
  }

  return {
    where,

    /**
     * One page and the total that match, over the given (already authorized) directions; the total
     * is counted beside the rows and kept briefly for the next pages (serviceCounts.ts).
     */
    async page(db: Database, directionIds: readonly number[], request: ServiceListQuery & GridPosition) {
      if (directionIds.length === 0) return { items: [], total: 0 };
      const filtered = where(db, directionIds, request);
      const total = cachedCount(db, name, directionIds, request, async () => {
        const [counted] = await (filtersJoinedColumns(fields, request)
          ? grid.count(db)
          : db.select({ total: count() }).from(tickets)
        ).where(filtered);
        return counted?.total ?? 0;
      });
      const rows = readRows(
        db,
        request,
        filtered,
        directionGridOrder(grid, request),
        paging(request.position, request.take),
      );
      const [items, n] = await Promise.all([rows, total]);
      return { items, total: n };
    },

    /**
     * Every matching row in the grid's order, `size` at a time, for exports and sends: by keyset
     * (server/lib/keyset.ts), each batch read while the one before is written.
     */
    batches(
      db: Database,
      directionIds: readonly number[],
      request: ServiceListQuery,
      size = exportBatchSize,
    ): AsyncIterable<Row[]> {
      // Built before any row is read: an unknown filter or sort field is a 400, not a broken download.
      const filtered = where(db, directionIds, request);
      const order = directionGridOrder(grid, request);
      return listBatches(
        async (after, limit) =>
          directionIds.length === 0
            ? []
            : readRows(db, request, and(filtered, after), order, { offset: 0, limit }),
        directionGridKeyset(grid, request),
        size,
      );
    },
  };
}
