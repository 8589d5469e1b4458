/**
 * The URL parameters several screens share, declared once: the services grid, its KPI strip, the
 * reports and the truck map read the same `year`, `centro`, `desde` and `hasta`, so a link carries
 * a filter from one screen to the next.
 */
import { dayParam, intParam, textParam } from './urlState';

export const screenParams = {
  /** The open tab of a screen with tabs (notifications link to one). */
  tab: textParam('tab'),
  /** A year the API takes. */
  year: intParam('year', { min: 2000, max: 2100 }),
  /** A center, by name (the API's center filters take names). */
  center: textParam('centro'),
  /** First day of a date range, included. */
  from: dayParam('desde'),
  /** Last day of a date range, included. */
  to: dayParam('hasta'),
  /** A list's quick filter, by its id (GridSpec `quickFilters`): the home's links lead to one. */
  quickFilter: textParam('filtro'),
  /**
   * The row of a list to open in its detail, named by its label (an invoice's number): a document's
   * detail links to the documents it names this way (src/language/listLinks.ts).
   */
  open: textParam('abrir'),
} as const;
