/**
 * What the KPI cards count, in words, as the list's filters say it: the year (the one chosen; with
 * none, every year when the request allows it, else the current one), the center and the dates when
 * they follow them, and a date range they do not apply (/homekpis counts whole years). Pure, so each case is
 * tested without rendering; the strip shows it above the cards so they never silently disagree
 * with the list below them.
 */

import type { RequestMapping } from '../../language/callArgs';
import { formatDay } from '../../lib/format';
import { texts } from '../../lib/texts';
import { readUrlState } from '../../lib/urlState';
import { kpiUrlParams, needsYear } from './kpiInputs';

const t = texts.kpiPeriod;

export interface KpiPeriod {
  /** What the cards count: 'Año 2026 · Centro: Sede Central'. */
  readonly label: string;
  /** A filter of the screen the cards do not apply, said plainly; null when they follow them all. */
  readonly ignored: string | null;
}

/** A 'YYYY-MM-DD' of the URL as a local calendar day, es-ES. */

const follows = (request: RequestMapping, input: string) =>
  (typeof request.body === 'object' && Object.hasOwn(request.body, input)) ||
  Object.hasOwn(request.params ?? {}, input);

export function kpiPeriod(search: URLSearchParams, today: Date, request: RequestMapping): KpiPeriod {
  const { year, center, from, to } = readUrlState(kpiUrlParams, search);
  const parts = [
    year !== undefined ? t.year(year) : needsYear(request) ? t.currentYear(today.getFullYear()) : t.allYears,
  ];
  if (follows(request, 'center')) parts.push(center ? t.center(center) : t.allCenters);

  const range =
    from || to ? `${from ? formatDay(from) : t.openEnded} – ${to ? formatDay(to) : t.openEnded}` : null;
  if (range && follows(request, 'dateRange'))
    return { label: [...parts, t.dates(range)].join(' · '), ignored: null };
  return { label: parts.join(' · '), ignored: range ? t.datesIgnored(range) : null };
}
