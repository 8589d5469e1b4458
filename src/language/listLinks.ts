/**
 * Links to the portal's lists in the config language: a list is named by its list operation (the
 * screen or tab whose grid calls it), optionally with one of its quick filters, so a KPI card, the
 * home's "what needs my attention" or a document's detail leads to the rows it speaks of without
 * naming a route. The shell resolves them against screens.config.ts for the user and the selected
 * client (src/shell/listPlaces.ts); a list the user may not open is simply not linked.
 */
import { createContext, useContext } from 'react';
import type { Fetcher, ListFetcher } from './common';
import type { QuickFilter } from './quickFilters';

/** A list, as rows of one of its quick filters when given. */
export interface ListLink {
  readonly list: ListFetcher;
  readonly quickFilter?: QuickFilter;
}

/**
 * A row of another list that a detail's field names by its label (a service's `numeroFactura` is an
 * invoice's), opened in that list's detail, or the rows of another list that share the field's value
 * (an invoice's services): GridDetail `links`.
 */
export interface DetailLink {
  /** The detail's field (of the row, or of the detail's answer and its nested records). */
  readonly field: string;
  readonly list: ListFetcher;
  /**
   * Without it, the value names one row of `list` by its label, which opens in its detail. With it,
   * a button of that text lists the rows of `list` whose `field` (of the same name) holds the value.
   */
  readonly rows?: string;
}

/** What a grid's rows, or its detail's answer, call their fields: nested records' fields included. */
export type DetailFieldOf<T> = T extends readonly unknown[]
  ? never
  : T extends object
    ? {
        [K in Extract<keyof T, string>]: NonNullable<T[K]> extends readonly unknown[]
          ? never
          : NonNullable<T[K]> extends object
            ? DetailFieldOf<NonNullable<T[K]>>
            : K;
      }[Extract<keyof T, string>]
    : never;

/** A link from a detail's `field` to the row of `list` it names (or, with `rows`, to its rows). */
export function detailLink<const Field extends string>(
  field: Field,
  list: ListFetcher,
  options: { rows?: string } = {},
): DetailLink & { readonly field: Field } {
  return { field, list, ...options };
}

/** The URL of a list with parameters of its own (`filtro`, `year`…), or null where the user has none. */
export type ListHref = (list: Fetcher, params?: Readonly<Record<string, string>>) => string | null;

/** Provided by the shell, which knows the screens; no list is linked outside it. */
export const ListHrefContext = createContext<ListHref>(() => null);

export function useListHref(): ListHref {
  return useContext(ListHrefContext);
}
