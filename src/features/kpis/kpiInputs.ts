/**
 * The inputs of a KPI request: the selected client's directions, and the year, center and dates of
 * the URL (those the request takes: the services screen's follow its list).
 */

import type { CallInputs, RequestMapping } from '../../language/callArgs';
import { screenParams } from '../../lib/screenParams';
import { readUrlState } from '../../lib/urlState';

/** What the KPI strip reads of its screen's URL: the filters the services grid keeps there. */
export const kpiUrlParams = {
  year: screenParams.year,
  center: screenParams.center,
  from: screenParams.from,
  to: screenParams.to,
};

/** Whether the request needs a year (the home's whole-year cards): else none means every year. */
export const needsYear = (request: RequestMapping | undefined) => request?.requires?.includes('year') ?? true;

export function kpiInputs(
  search: URLSearchParams,
  serviceDirectionIds: readonly number[],
  today: Date,
  clientId?: number,
  request?: RequestMapping,
): CallInputs {
  const { year, center, from, to } = readUrlState(kpiUrlParams, search);
  return {
    serviceDirections: serviceDirectionIds,
    clientId,
    // The screen's year when it keeps one in the URL (the services grid); without one, every year
    // where the request allows it ('Todos los años'), else the current year.
    year: year ?? (needsYear(request) ? today.getFullYear() : undefined),
    center,
    dateRange: from || to ? { desde: from ?? null, hasta: to ?? null } : undefined,
  };
}

/** '+12,5 %', '−3 %': the change against the previous year, signed. */
export function formatVariation(percent: number): string {
  const rounded = new Intl.NumberFormat('es-ES', {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent);
  return `${rounded} %`;
}
