/**
 * What a list's send says about itself: the subject it proposes (the screen, the client, and the
 * center and period the list is narrowed to) and the line saying what goes with the message (the
 * filtered list as a spreadsheet, with its rows and filters; or the rows selected).
 */
import type { QuickFilter } from '../../language';
import { formatDay, formatNumber } from '../../lib/format';
import type { GridState } from './gridState';
import { listTexts } from './listTexts';

const words = listTexts.sendContext;

/** The period the list shows: its dates, else its year; null when it shows every period. */
function period(state: GridState): string | null {
  const { desde, hasta } = state.dateRange;
  if (desde && hasta) return words.between(formatDay(desde), formatDay(hasta));
  if (desde) return words.since(formatDay(desde));
  if (hasta) return words.until(formatDay(hasta));
  return state.year === null ? null : String(state.year);
}

/** 'Servicios · Hoteles Costa Azul S.L. · Hotel Costa Azul Marbella · del 01/05/2026 al 31/05/2026'. */
export function listSubject(title: string, clientName: string | null, state: GridState): string {
  return [title, clientName, state.center, period(state)].filter(Boolean).join(' · ');
}

/** The filters the list is sent with, in words, or an empty list when it goes whole. */
function filtersInWords(state: GridState, quickFilters: readonly QuickFilter[]): string[] {
  const quick = quickFilters.find((filter) => filter.id === state.quickFilter);
  const when = period(state);
  return [
    quick?.label,
    state.text.trim() && words.text(state.text.trim()),
    state.center && words.center(state.center),
    when && words.period(when),
    state.columnFilters.length > 0 && words.columnFilters(state.columnFilters.length),
  ].filter((part): part is string => Boolean(part));
}

/** 'Se adjunta el listado en Excel (.xlsx) con 29 filas: búsqueda «aceite», año 2026.' */
export function listAttachment(state: GridState, total: number | null, quickFilters: readonly QuickFilter[]) {
  return words.list(total === null ? null : formatNumber(total), filtersInWords(state, quickFilters));
}

export function selectedAttachment(count: number): string {
  return words.selected(formatNumber(count));
}
