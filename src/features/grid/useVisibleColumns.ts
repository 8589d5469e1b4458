/**
 * The columns a client sees: the screen's columns, narrowed and ordered by the client's column
 * configuration when the screen declares one (spec: services-columns config). No configuration
 * (404), an empty one, or one naming no known column shows every declared column.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GridColumn, GridSpec } from '../../screens/define';
import { useSelectedClient } from '../clients/SelectedClientProvider';

type Column = GridColumn<Record<string, unknown>>;

export function columnsByConfig(columns: readonly Column[], config: readonly string[] | undefined): Column[] {
  if (!config || config.length === 0) return [...columns];
  const chosen = config.flatMap((key) => columns.filter((column) => column.key === key));
  return chosen.length > 0 ? chosen : [...columns];
}

export function useVisibleColumns(spec: GridSpec): Column[] {
  const { selection } = useSelectedClient();
  const clientId = selection?.client.clientId;
  const configured = useQuery({
    queryKey: ['columns-config', clientId],
    queryFn: () =>
      (spec.columnsConfig as NonNullable<GridSpec['columnsConfig']>)({ clientId })
        // A client without configuration answers 404: the defaults apply.
        .catch(() => null),
    enabled: Boolean(spec.columnsConfig && clientId),
  });
  const config = configured.data?.config;
  // The same array while the configuration stands: the table rebuilds its columns when it changes.
  return useMemo(() => columnsByConfig(spec.columns as readonly Column[], config), [spec.columns, config]);
}
