/**
 * The state of a report screen's filters: kept in the URL (a link or a reload restores the view),
 * completed with each filter's default and the lookups it needs (years with services, the chosen
 * center's service directions), and turned into the inputs of every chart's request.
 */
import { useMemo } from 'react';
import { useGetServiceDirections, useGetYears } from '../../api/generated/structure/structure';
import type { ReportsSpec } from '../../language';
import type { CallInputs } from '../../language/callArgs';
import { type UrlChanges, useUrlState } from '../../lib/urlState';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { type FilterValues, reportInputs, reportUrlParams } from './reportInputs';

export interface ReportFiltersState {
  /** What the URL holds, by input name. */
  values: FilterValues;
  /** The inputs of every request of the screen. */
  inputs: CallInputs;
  /** Years with services, most recent first (empty while they load). */
  years: readonly number[];
  /** Sets (or, with undefined, clears) URL values; other values stay. */
  set(changes: UrlChanges<typeof reportUrlParams>): void;
}

export function useReportFilters(spec: ReportsSpec): ReportFiltersState {
  const [values, set] = useUrlState(reportUrlParams);
  const { selection, serviceDirectionIds } = useSelectedClient();
  const regenera = spec.regenera ?? false;

  const wantsYears = spec.filters.includes('year');
  const yearsQuery = useGetYears(
    { idDireccionesServicio: [...serviceDirectionIds] },
    { regenera },
    { query: { enabled: wantsYears && serviceDirectionIds.length > 0 } },
  );
  const client = selection?.client.client ?? '';
  const center = spec.filters.includes('center') ? values.center : undefined;
  const centerDirections = useGetServiceDirections(
    { client, ...(center ? { center } : {}) },
    { query: { enabled: Boolean(center && client && !selection?.digitalizedState) } },
  );

  const years = useMemo(() => yearsQuery.data?.items.map((item) => item.year) ?? [], [yearsQuery.data]);
  const inputs = useMemo(
    () =>
      reportInputs(spec.filters, values, {
        today: new Date(),
        years: yearsQuery.data ? years : undefined,
        serviceDirectionIds,
        centerDirectionIds: centerDirections.data?.items.map((direction) => direction.iddireccionservicio),
        regenera,
      }),
    [spec.filters, values, yearsQuery.data, years, serviceDirectionIds, centerDirections.data, regenera],
  );

  return { values, inputs, years, set };
}
