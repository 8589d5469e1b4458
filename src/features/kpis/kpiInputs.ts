/** The inputs of a KPI request: the selected client's directions, and the year and center of the URL. */

import type { CallInputs } from '../../language/callArgs';
import { screenParams } from '../../lib/screenParams';
import { readUrlState } from '../../lib/urlState';

/** What the KPI strip reads of its screen's URL: the filters the services grid keeps there. */
export const kpiUrlParams = {
  year: screenParams.year,
  center: screenParams.center,
  from: screenParams.from,
  to: screenParams.to,
};

export function kpiInputs(
  search: URLSearchParams,
  serviceDirectionIds: readonly number[],
  today: Date,
  clientId?: number,
): CallInputs {
  const { year, center } = readUrlState(kpiUrlParams, search);
  return {
    serviceDirections: serviceDirectionIds,
    clientId,
    // The screen's year when it keeps one in the URL (the services grid), the current year otherwise.
    year: year ?? today.getFullYear(),
    center,
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
