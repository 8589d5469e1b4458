/**
 * A grid's columns as shown: each column the config names by key (`'fecha'`) or as an object that
 * overrides part of it (`{ key: 'fecha', header: 'Entrada' }`), completed from the contract: the
 * list operation's row field gives the Spanish header (its `title`) and the cell (its format, unit,
 * type, or a status chip), as codegen/listColumns.ts reads them; a grid's `sortable: false` /
 * `filterable: false` holds for each column. What the config writes wins.
 */

import { listColumns } from '../../api/generated/listColumns';
import { requestOf } from '../../api/http';
import type { GridColumn, GridSpec } from '../../language';
import { humanize } from './humanize';

export type Column = GridColumn<Record<string, unknown>>;

const resolved = new WeakMap<GridSpec, readonly Column[]>();

/** The list operation's row fields (by its method and path, read from the fetcher itself). */
function contractColumns(spec: GridSpec) {
  const { method, path } = requestOf(spec.query, [{}, {}]);
  return listColumns[`${method} ${path}`] ?? {};
}

/** The spec's columns with header and cell filled from the contract (the same array per spec). */
export function gridColumns(spec: GridSpec): readonly Column[] {
  const known = resolved.get(spec);
  if (known) return known;
  const fields = contractColumns(spec);
  const columns = spec.columns.map((entry): Column => {
    const own: Partial<Column> & { key: string } = typeof entry === 'string' ? { key: entry } : entry;
    const [title, cell] = fields[own.key] ?? [];
    return {
      sortable: spec.sortable,
      filterable: spec.filterable,
      ...own,
      header: own.header ?? title ?? humanize(own.key),
      cell: own.cell ?? cell,
    };
  });
  resolved.set(spec, columns);
  return columns;
}
