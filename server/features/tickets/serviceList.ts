/**
 * What the services grid and the Regenera grid share: a grid over service directions on the
 * services joined to their center and direction, newest first by default. A list names its rows,
 * the fields a request may filter and sort by, the columns its free text searches and, when it has
 * one, a condition all its rows meet. A request's `regenera` flag keeps only services of Regenera
 * clients (the services grid, its export and send, and the services report). It is a list of the
 * list engine (server/lib/list.ts) that reads and counts its rows its own way, tuned for 500,000
 * services: the names of centers and directions filled without joins, rows as JSON on PGlite,
 * and the total cached briefly.
 */
import { type AnyColumn, Column, count, type SQL } from 'drizzle-orm';
import { type Database, isEmbedded } from '../../db/database';
import { tickets } from '../../db/schema';
import type { FieldColumns } from '../../lib/grid';
import { jsonRowsOf } from '../../lib/jsonRows';
import { defineList, type ListQueries, type ListRead, readRange } from '../../lib/list';
import { type RegeneraListRequest, regeneraFlag } from '../../lib/regeneraClients';
import { placeNamedSelection } from './placeNames';
import { cachedCount } from './serviceCounts';
import { servicesContaining } from './servicesContaining';
import { servicesFrom } from './servicesFrom';

export interface ServiceListDefinition<Row> {
  /** Names the list's cached counts (serviceCounts.ts). */
  name: string;
  /** The contract's rows: `servicesFrom(db.select(selection))`. */
  rows: ListQueries<Row>['rows'];
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
function filtersJoinedColumns(fields: FieldColumns, request: RegeneraListRequest): boolean {
  return (request.filters ?? []).some((filter) => !isServiceColumn(fields, filter.field));
}

const newestFirst = { field: 'fecha', direction: 'desc' } as const;

/** Whether its filters or its sort read those names: only then must its rows join them. */
function readsJoinedColumns(fields: FieldColumns, request: RegeneraListRequest): boolean {
  const sorted = request.orderByField || newestFirst.field;
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

  /**
   * The rows of a read. Unless the request filters or sorts by a center's or direction's name, the
   * services are read alone and those names filled from placeNames.ts. On PGlite each row comes as
   * one JSON text (server/lib/jsonRows.ts): its fields are decoded on the thread that serves
   * requests, each on its own. On PostgreSQL the columns, which node-postgres reads cheaply while
   * the server would spend more building the JSON (101,083 rows at 500,000 services: 1.4 s as
   * columns, 2.5 s as JSON).
   */
  async function read(db: Database, { request, where, order, ...range }: ListRead<RegeneraListRequest>) {
    if (unjoined && unjoinedJson && !readsJoinedColumns(fields, request)) {
      if (isEmbedded(db)) {
        const query = db
          .select({ row: unjoinedJson.select })
          .from(tickets)
          .where(where)
          .orderBy(...order);
        const found = (await readRange(query, range)).map(({ row }) => unjoinedJson.parse(row));
        return unjoined.fill(db, found);
      }
      const query = db
        .select(unjoined.own)
        .from(tickets)
        .where(where)
        .orderBy(...order);
      return unjoined.fill(db, (await readRange(query, range)) as Row[]);
    }
    if (isEmbedded(db)) {
      const query = servicesFrom(db.select({ row: asJson.select }))
        .where(where)
        .orderBy(...order);
      return (await readRange(query, range)).map(({ row }) => asJson.parse(row));
    }
    return readRange(
      rows(db)
        .where(where)
        .orderBy(...order),
      range,
    );
  }

  /** The total beside the rows, kept briefly for the next pages (serviceCounts.ts). */
  function total(
    db: Database,
    { request, directionIds = [], where }: Omit<ListRead<RegeneraListRequest>, 'order' | 'limit'>,
  ) {
    return cachedCount(db, name, directionIds, request, async () => {
      const [counted] = await (filtersJoinedColumns(fields, request)
        ? servicesFrom(db.select({ total: count() }))
        : db.select({ total: count() }).from(tickets)
      ).where(where);
      return counted?.total ?? 0;
    });
  }

  const regenera = regeneraFlag(tickets.clientId);
  return defineList<Row, RegeneraListRequest>({
    source: { read, total },
    fields,
    textSearch: (text) => servicesContaining(text, { directionNames: true, moreTextColumns }),
    defaultOrder: newestFirst,
    tiebreaker: tickets.idTicket,
    directionColumn: tickets.iddireccionservicio,
    dates: { column: tickets.fecha, kind: 'date' },
    conditions: (db, request) => [onlyRows?.(db), ...regenera(db, request)],
  });
}
