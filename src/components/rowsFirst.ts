/**
 * The rows first, the lookups after: a grid screen's lookups (the years and centres of
 * its filters, the CIFs, its KPI cards) wait until the grid's first page has answered, so they do
 * not queue ahead of it on the API (a single-threaded database serves them in turn). Outside a grid
 * (the home's KPIs, a dialog's centre picker) nothing waits.
 */
import { createContext, use } from 'react';

/** False while the grid around it is loading its first page. */
export const RowsFirst = createContext(true);

/** Whether a lookup beside a grid may ask now. */
export const useLookupsMayAsk = (): boolean => use(RowsFirst);
