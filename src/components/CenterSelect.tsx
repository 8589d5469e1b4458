/**
 * The one select of a center of the selected client, by name (the structure lookups and the
 * contract's `center` fields take centers by name): the filters of lists and reports, and the
 * typed forms' 'center' input. The tree's hierarchy shows by indenting the options only: the chosen
 * center reads by its plain name in the field (indenting the labels themselves left the spaces in
 * the field). Outside the signed-in shell there is no client to list centers of: a text box.
 */
import { TextInput } from '@mantine/core';
import { useGetCentersTree } from '../api/generated/structure/structure';
import { useOptionalSelectedClient } from '../session/SelectedClientProvider';
import { Select } from './Select';

export interface CenterSelectProps {
  label: string;
  /** The chosen center's name; null for none (a filter then covers every center). */
  value: string | null;
  onChange: (center: string | null) => void;
  /** Shown while no center is chosen ('Todos los centros'). */
  placeholder?: string;
  /** Shown under the field. */
  description?: string | undefined;
  error?: string | undefined;
  /** A center must be chosen: marked with an asterisk, and not cleared. Default false. */
  required?: boolean;
  name?: string;
  onBlur?: () => void;
  /**
   * False while the center tree is not to be asked for: not yet (a list's filters wait for its
   * rows) or not at all (a digitalized client has none). Default true.
   */
  enabled?: boolean;
  /** The field's width; the container's by default. */
  w?: number;
}

/** Indentation of an option per level of the tree, in rem. */
export const indentPerLevelRem = 0.75;

export function CenterSelect({
  value,
  onChange,
  enabled = true,
  required = false,
  ...field
}: CenterSelectProps) {
  const selection = useOptionalSelectedClient()?.selection;
  const client = selection?.client.client ?? '';
  const normal = Boolean(client) && !selection?.digitalizedState;
  const tree = useGetCentersTree({ client }, { query: { enabled: normal && enabled } });
  if (!selection)
    return (
      <TextInput
        {...field}
        withAsterisk={required}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
      />
    );
  const centers = tree.data?.items ?? [];
  const levels = new Map(centers.map((center) => [center.nombre, center.nivel]));
  return (
    <Select
      {...field}
      withAsterisk={required}
      data={[...new Set(centers.map((center) => center.nombre))]}
      renderOption={({ option }) => (
        <span style={{ paddingInlineStart: `${(levels.get(option.value) ?? 0) * indentPerLevelRem}rem` }}>
          {option.label}
        </span>
      )}
      value={value}
      onChange={onChange}
      searchable
      clearable={!required}
      disabled={!normal}
      loading={tree.isPending}
    />
  );
}
