/**
 * A center of the selected client, by name (the contract's `center` fields take the name). Outside
 * the shell there is no client to list centers of: a text box.
 */
import { TextInput } from '@mantine/core';
import { useGetCentersTree } from '../../api/generated/structure/structure';
import { Select } from '../../components/Select';
import { useOptionalSelectedClient } from '../../session/SelectedClientProvider';

export interface CenterSelectProps {
  label: string;
  description: string | undefined;
  withAsterisk: boolean;
  error: string | undefined;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function CenterSelect({ value, onChange, ...common }: CenterSelectProps) {
  const selection = useOptionalSelectedClient()?.selection;
  const normal = Boolean(selection && !selection.digitalizedState);
  const tree = useGetCentersTree({ client: selection?.client.client ?? '' }, { query: { enabled: normal } });
  if (!normal) {
    return <TextInput {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
  return (
    <Select
      {...common}
      data={[...new Set((tree.data?.items ?? []).map((center) => center.nombre))]}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable={!common.withAsterisk}
      disabled={tree.isPending}
    />
  );
}
