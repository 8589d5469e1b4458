/**
 * The state of a report screen's filters: kept in the URL (a link or a reload restores the view),
 * completed with each filter's default and the lookups it needs (years with services, the chosen
 * center's service directions), and turned into the inputs of every chart's request.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useGetServiceDirections, useGetYears } from '../../api/generated/structure/structure';
import type { CallInputs } from '../../screens/callArgs';
import type { ReportsSpec } from '../../screens/define';
import { useSelectedClient } from '../clients/SelectedClientProvider';
import { type FilterParam, type FilterValues, filterParams, reportInputs } from './reportInputs';

/** The center is `centro` in the URL, as the grids keep it: a link carries it from one to the other. */
const urlNameOf = (name: FilterParam) => (name === 'center' ? 'centro' : name);

export interface ReportFiltersState {
  /** What the URL holds, by input name. */
  values: FilterValues;
  /** The inputs of every request of the screen. */
  inputs: CallInputs;
  /** Years with services, most recent first (empty while they load). */
  years: readonly number[];
  /** Sets (or, with undefined, clears) URL values; other values stay. */
  set(changes: Partial<Record<FilterParam, string | undefined>>): void;
}

export function useReportFilters(spec: ReportsSpec): ReportFiltersState {
  const [searchParams, setSearchParams] = useSearchParams();
  const { selection, serviceDirectionIds } = useSelectedClient();
  const regenera = spec.regenera ?? false;

  const values = useMemo(() => {
    const found: FilterValues = {};
    for (const name of filterParams) {
      const value = searchParams.get(urlNameOf(name));
      if (value) found[name] = value;
    }
    return found;
  }, [searchParams]);

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

  const set = (changes: Partial<Record<FilterParam, string | undefined>>) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          const key = urlNameOf(name as FilterParam);
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return { values, inputs, years, set };
}
