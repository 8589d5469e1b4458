/**
 * The selected client's centers as one select for every filter that takes a center (lists and
 * reports). The tree's hierarchy shows by indenting the options only: the chosen center reads by
 * its plain name in the field (indenting the labels themselves left the spaces in the field).
 */
import { useGetCentersTree } from '../api/generated/structure/structure';
import { useSelectedClient } from '../session/SelectedClientProvider';
import { Select } from './Select';

export interface CenterSelectProps {
  label: string;
  /** Shown while no center is chosen: the filter then covers every center. */
  placeholder: string;
  /** The chosen center's name (the structure lookups take centers by name); null for all. */
  value: string | null;
  onChange: (center: string | null) => void;
  /** False where the client has no center tree to ask for (a digitalized client). Default true. */
  enabled?: boolean;
}

/** Indentation of an option per level of the tree, in rem. */
export const indentPerLevelRem = 0.75;

export function CenterSelect({ label, placeholder, value, onChange, enabled = true }: CenterSelectProps) {
  const { selection } = useSelectedClient();
  const client = selection?.client.client ?? '';
  const tree = useGetCentersTree({ client }, { query: { enabled: Boolean(client) && enabled } });
  const centers = tree.data?.items ?? [];
  const levels = new Map(centers.map((center) => [center.nombre, center.nivel]));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={centers.map((center) => center.nombre)}
      renderOption={({ option }) => (
        <span style={{ paddingInlineStart: `${(levels.get(option.value) ?? 0) * indentPerLevelRem}rem` }}>
          {option.label}
        </span>
      )}
      value={value}
      onChange={onChange}
      searchable
      clearable
      w={260}
      disabled={tree.isPending}
    />
  );
}
