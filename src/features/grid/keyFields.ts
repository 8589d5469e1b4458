/**
 * The fields that identify a row besides its label (GridSpec `keyFields`, else the first columns):
 * what a phone card shows and what a row action's dialog names before a decision.
 */
import type { GridColumn, GridSpec } from '../../language';
import { gridColumns } from './gridColumns';
import { detailSchema } from './gridDefaults';
import { labelsOf } from './recordFields';

type Column = GridColumn<Record<string, unknown>>;

/** The key fields other than the label, each with its header and cell; `columns` the visible ones. */
export function keyFieldsOf(spec: GridSpec, columns: readonly Column[] = gridColumns(spec)) {
  const labelKey = (spec.rowLabel ?? columns[0]?.key) as string;
  const keys = (spec.keyFields as readonly string[] | undefined) ?? columns.slice(0, 3).map((c) => c.key);
  const labels = labelsOf(detailSchema(spec))?.fields;
  return keys
    .filter((key) => key !== labelKey)
    .map((key) => {
      const column = columns.find((c) => c.key === key) ?? gridColumns(spec).find((c) => c.key === key);
      return { key, header: column?.header ?? labels?.[key]?.title ?? key, cell: column?.cell };
    });
}
