/**
 * A grid's columns as shown: each column the config names by key (`'fecha'`) or as an object that
 * overrides part of it (`{ key: 'fecha', header: 'Entrada' }`), completed from the contract: the
 * list operation's row field gives the Spanish header (its `title`) and the cell (its format, unit,
 * type, or a status chip), as codegen/listColumns.ts reads them. A grid that names no columns shows
 * the contract's default ones (its row's listed fields, in order), less its `omitColumns`, with its
 * `columnOverrides`. A grid's `sortable: false` / `filterable: false` holds for each column;
 * otherwise a column outside the operation's closed sort (or filter) set offers none (for named
 * columns `tsc` already demands it be said). What the config writes wins.
 */

import { listColumns, listDefaults, listFilters, listSorts } from '../../api/generated/listColumns';
import type { GridColumn, GridSpec } from '../../language';
import { operationIdOf, requestLineOf } from './gridDefaults';
import { humanize } from './humanize';

export type Column = GridColumn<Record<string, unknown>>;

const resolved = new WeakMap<GridSpec, readonly Column[]>();

/** Whether `key` is in the operation's closed set; anything goes where it has none. */
const offers = (set: readonly string[] | undefined, key: string) => set === undefined || set.includes(key);

/**
 * The contract's default columns of a grid that names none, less those it omits, with what it
 * overrides; an omitted or overridden key outside them is a config error (it would do nothing).
 */
function contractColumns(spec: GridSpec, operation: string): readonly (Partial<Column> & { key: string })[] {
  const defaults = listDefaults[operation] ?? [];
  const omitted: readonly string[] = spec.omitColumns ?? [];
  const overrides: Readonly<Record<string, object | undefined>> = spec.columnOverrides ?? {};
  const stray = [...omitted, ...Object.keys(overrides)].filter((key) => !defaults.includes(key));
  if (stray.length > 0)
    throw new Error(
      `The grid of ${requestLineOf(spec.query)} omits or overrides ${stray.join(', ')}, not among its contract columns`,
    );
  return defaults.filter((key) => !omitted.includes(key)).map((key) => ({ ...overrides[key], key }));
}

/** The spec's columns with header and cell filled from the contract (the same array per spec). */
export function gridColumns(spec: GridSpec): readonly Column[] {
  const known = resolved.get(spec);
  if (known) return known;
  const operation = operationIdOf(spec.query);
  const fields = listColumns[operation] ?? {};
  const sorts = listSorts[operation];
  const filters = listFilters[operation];
  const columns = (spec.columns ?? contractColumns(spec, operation)).map((entry): Column => {
    const own: Partial<Column> & { key: string } = typeof entry === 'string' ? { key: entry } : entry;
    const [title, cell] = fields[own.key] ?? [];
    return {
      sortable: spec.sortable ?? (offers(sorts, own.key) ? undefined : false),
      filterable: spec.filterable ?? (offers(filters, own.key) ? undefined : false),
      ...own,
      header: own.header ?? title ?? humanize(own.key),
      cell: own.cell ?? cell,
    };
  });
  resolved.set(spec, columns);
  return columns;
}
