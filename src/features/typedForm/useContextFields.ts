/**
 * The body fields a typed form takes from the selected client (its `context`, typedFields.ts)
 * instead of asking. Outside the shell (the public proposal form) there is no client: nothing is
 * filled, and a form that needs a client reports the missing field.
 */
import { useMemo } from 'react';
import type { GridInput } from '../../language';
import { useOptionalSelectedClient } from '../../session/SelectedClientProvider';

export function useContextFields(context: Partial<Record<GridInput, string>>): Record<string, unknown> {
  const client = useOptionalSelectedClient()?.selection?.client;
  return useMemo(() => {
    if (!client) return {};
    const known: Partial<Record<GridInput, unknown>> = {
      clientId: client.clientId,
      clientIds: [client.clientId],
      clientName: client.client,
    };
    const fields: Record<string, unknown> = {};
    for (const [input, field] of Object.entries(context) as [GridInput, string][]) {
      if (known[input] !== undefined) fields[field] = known[input];
    }
    return fields;
  }, [client, context]);
}
