/** The inputs of a KPI request: the selected client's directions, and the year and center of the URL. */
import type { CallInputs } from '../../screens/callArgs';

/** The year the URL asks for (the services grid keeps its filter as `year`), if it is one the API takes. */
export function chosenKpiYear(search: URLSearchParams): number | null {
  const year = Number(search.get('year'));
  return search.get('year') && Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
}

export function kpiInputs(
  search: URLSearchParams,
  serviceDirectionIds: readonly number[],
  today: Date,
): CallInputs {
  return {
    serviceDirections: serviceDirectionIds,
    // The screen's year when it keeps one in the URL (the services grid), the current year otherwise.
    year: chosenKpiYear(search) ?? today.getFullYear(),
    // The grid keeps its center filter as `centro` (src/features/grid/gridState.ts).
    center: search.get('centro') ?? undefined,
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
