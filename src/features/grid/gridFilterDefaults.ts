/**
 * The filter bar a grid leaves unsaid: the filters whose input its list request takes (as the
 * contract and the screen's `request` resolve it, gridRequest.ts), in the bar's order: the year
 * (`year`), the center (which narrows the service directions, `idDireccionesServicio`) and the
 * date range (`betweenDates`). The CIF filter is offered only where a screen writes it: it picks
 * among the selected client's CIFs, while lists that are no client's (the admin's clients) filter
 * by `cif` too. What the config writes wins, `[]` included.
 */
import type { GridFilter, GridInput, GridSpec } from '../../language';
import { gridRequests } from './gridRequest';

/** Each filter a grid may be offered by default, in the bar's order, with the input it fills. */
const inputOfFilter: readonly (readonly [GridFilter, GridInput])[] = [
  ['year', 'year'],
  ['center', 'serviceDirections'],
  ['dateRange', 'dateRange'],
];

const resolved = new WeakMap<GridSpec, readonly GridFilter[]>();

/** The grid's filters: the config's, else those its list request takes (the same array per spec). */
export function gridFilters(spec: GridSpec): readonly GridFilter[] {
  if (spec.filters) return spec.filters;
  const known = resolved.get(spec);
  if (known) return known;
  const { list } = gridRequests(spec);
  const maps = [list.params, typeof list.body === 'object' ? list.body : undefined];
  const takes = (input: GridInput) => maps.some((map) => map?.[input] !== undefined);
  const filters = inputOfFilter.filter(([, input]) => takes(input)).map(([filter]) => filter);
  resolved.set(spec, filters);
  return filters;
}
