/**
 * Quick filters in the config language: the one-click views of a list that people ask for by name
 * ('Pendientes de pago', 'Vencidas'), each the rows whose status field is one of a few values, sent
 * as a column filter with `values` (the contract's ColumnFilter). Offered as chips above the grid,
 * one at a time, kept in the URL as `filtro=<id>` so a link (the home's "what needs my attention")
 * opens the list already filtered. Rendered by src/features/grid.
 */
import type { KeyOf } from './common';

/** One quick filter: the rows whose `field` is one of `values`. */
export interface QuickFilter<Field extends string = string, Value = unknown> {
  /** Its word in the URL (`filtro=pendientes`), and its key in links to the list. */
  readonly id: string;
  /** Spanish label of its chip. */
  readonly label: string;
  readonly field: Field;
  readonly values: readonly Value[];
}

/**
 * A quick filter of a list whose rows are Row and whose column filters take `Fields`: the field is
 * one of those the operation filters by, and each value one the row's field holds, so a misspelt
 * state ('vencidos') fails `tsc`.
 */
export type QuickFilterOf<Row, Fields> = {
  [K in KeyOf<Row> & Fields & string]: QuickFilter<K, NonNullable<Row[K]>>;
}[KeyOf<Row> & Fields & string];
