/**
 * How the table lays its columns out on a desktop: the row's label (the invoice number, the
 * service's referencia) first and fixed on the left with the row's actions beside it, so neither
 * scrolls away and no sticky column covers another; every other column as narrow as its kind
 * allows, so the table fits the screen's width before it scrolls sideways. Long texts wrap instead
 * of widening their column.
 */
import type { CellRenderer } from '../../language';

/** The table's own columns (mantine-react-table's ids). */
export const selectColumnId = 'mrt-row-select';
export const actionsColumnId = 'mrt-row-actions';

/** The checkbox column (the table's own size for it). */
export const selectColumnWidth = 60;

/** The label column: an id such as 'DI-29-2026-0000021' fits; a longer name wraps. */
export const labelColumnWidth = 176;

/** An action icon (Mantine's ActionIcon, 28 px) and the gap after it, and the cell's padding. */
const actionIconWidth = 32;
const cellPadding = 20;
/** The header 'Acciones' at its weight, with its padding. */
const actionsHeaderWidth = 92;

/** The actions column, just wide enough for a row's icons. */
export function actionsColumnWidth(icons: number): number {
  return Math.max(actionsHeaderWidth, icons * actionIconWidth + cellPadding);
}

/**
 * Least widths by what a cell holds (a text of some eighteen characters on one line, a longer one
 * wraps); the table widens a column its header or its content needs.
 */
const widths: Readonly<Record<CellRenderer, number>> = {
  text: 140,
  date: 110,
  dateTime: 150,
  number: 100,
  quantity: 100,
  currency: 110,
  boolean: 80,
  estadoChip: 136,
  documentCategory: 140,
};

export function columnWidth(cell: CellRenderer | undefined): number {
  return widths[cell ?? 'text'];
}

/**
 * The order of the table's columns: the selection, the label, the actions, then the rest in the
 * screen's (or the client's) order. The first three are the ones fixed on the left.
 */
export function fixedColumnOrder(
  keys: readonly string[],
  labelKey: string,
  has: { selection: boolean; actions: boolean },
): { order: string[]; pinned: string[] } {
  const pinned = [
    ...(has.selection ? [selectColumnId] : []),
    ...(keys.includes(labelKey) ? [labelKey] : []),
    ...(has.actions ? [actionsColumnId] : []),
  ];
  return { order: [...pinned, ...keys.filter((key) => key !== labelKey)], pinned };
}
