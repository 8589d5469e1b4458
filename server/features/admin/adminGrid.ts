/**
 * The administration's grids (clients, service directions, users, every client's requests): free
 * text over some columns, column filters and a sort over the contract's fields, paged with `skip`
 * and `take`. Each grid adds its own conditions (a client, a center, a state...).
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  columnFilters,
  type FieldColumns,
  type GridQuery,
  orderByFor,
  textFilter,
  whereAll,
} from '../../lib/grid';
import { type ListSource, listPage } from '../../lib/pagedQuery';

export interface AdminGrid<Row> extends ListSource<Row> {
  /** Contract field -> column, for `filters` and `orderByField`. */
  fields: FieldColumns;
  /** Columns `filterText` searches. */
  textFields: readonly AnyColumn[];
  defaultOrder: { field: string; direction: 'asc' | 'desc' };
  /** A unique column, so pages never overlap. */
  tiebreaker: AnyColumn;
}

export interface AdminGridRequest extends GridQuery {
  skip?: number | undefined;
  take?: number | undefined;
}

/** An administration grid, with its row type taken from its `rows` query. */
export const defineAdminGrid = <Row>(grid: AdminGrid<Row>): AdminGrid<Row> => grid;

/** One page of the grid and the total that match the request and the grid's own `conditions`. */
export function adminGridPage<Row>(
  db: Database,
  grid: AdminGrid<Row>,
  request: AdminGridRequest,
  ...conditions: (SQL | undefined)[]
) {
  const where = whereAll(
    textFilter(grid.textFields, request.filterText),
    ...conditions,
    ...columnFilters(grid.fields, request.filters),
  );
  const order = orderByFor(grid.fields, request, grid.defaultOrder, grid.tiebreaker);
  return listPage(db, grid, where, order, request.skip, request.take);
}
