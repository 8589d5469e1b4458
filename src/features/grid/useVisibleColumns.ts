/**
 * The columns a client sees: the screen's columns, narrowed and ordered by the client's column
 * configuration when the screen declares one (spec: services-columns config).
 */
import { useMemo } from 'react';
import type { GridSpec } from '../../language';
import { configuredItems, useClientConfig } from '../clientConfig/useClientConfig';
import { type Column, gridColumns } from './gridColumns';

export function useVisibleColumns(spec: GridSpec): Column[] {
  const config = useClientConfig(spec.columnsConfig);
  // The same array while the configuration stands: the table rebuilds its columns when it changes.
  return useMemo(() => configuredItems(gridColumns(spec), (column) => column.key, config), [spec, config]);
}
