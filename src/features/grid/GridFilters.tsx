/**
 * The filter controls a grid declares (`filters: ['year', 'dateRange', 'center']`), fed by the
 * structure lookups: the years that have data (getYears), the selected client's center tree
 * (getCentersTree) and a date range. Each writes the grid state, hence the URL.
 */
import { Group } from '@mantine/core';
import { useGetClientCifs, useGetYears } from '../../api/generated/structure/structure';
import { CenterSelect } from '../../components/CenterSelect';
import { DateRangeField } from '../../components/DateRangeField';
import { useLookupsMayAsk } from '../../components/rowsFirst';
import { Select } from '../../components/Select';
import type { GridFilter, GridSpec } from '../../language';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { chosenValues } from './gridPage';
import { listTexts } from './listTexts';
import type { GridController } from './useGridController';

interface GridFiltersProps {
  filters: readonly GridFilter[];
  choices: NonNullable<GridSpec['choices']>;
  controller: GridController;
  /** Regenera screens ask for the years of regenera services. */
  regenera?: boolean;
}

export function GridFilters({ filters, choices, controller, regenera = false }: GridFiltersProps) {
  const chosen = chosenValues(controller.spec, controller.state);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {choices.map((choice) => (
        <Select
          key={choice.field as string}
          label={choice.label}
          data={Object.entries(choice.options).map(([value, label]) => ({ value, label }))}
          value={chosen[choice.field as string] ?? null}
          onChange={(value) =>
            value && controller.update({ choices: { ...controller.state.choices, [choice.field]: value } })
          }
          allowDeselect={false}
          w={220}
        />
      ))}
      {filters.includes('year') && <YearFilter controller={controller} regenera={regenera} />}
      {filters.includes('center') && <CenterFilter controller={controller} />}
      {filters.includes('cif') && <CifFilter controller={controller} />}
      {filters.includes('dateRange') && <DateRangeFilter controller={controller} />}
    </Group>
  );
}

function YearFilter({ controller, regenera }: { controller: GridController; regenera: boolean }) {
  const { serviceDirectionIds } = useSelectedClient();
  const mayAsk = useLookupsMayAsk();
  const years = useGetYears(
    { idDireccionesServicio: [...serviceDirectionIds] },
    { regenera },
    { query: { enabled: mayAsk && serviceDirectionIds.length > 0 } },
  );
  const data = (years.data?.items ?? []).map((item) => ({
    value: String(item.year),
    label: String(item.year),
  }));
  return (
    <Select
      label={listTexts.grid.year}
      placeholder={listTexts.grid.allYears}
      data={data}
      value={controller.state.year === null ? null : String(controller.state.year)}
      onChange={(value) => controller.update({ year: value ? Number(value) : null })}
      clearable
      w={150}
      disabled={serviceDirectionIds.length === 0}
      loading={years.isPending}
    />
  );
}

function CenterFilter({ controller }: { controller: GridController }) {
  const mayAsk = useLookupsMayAsk();
  return (
    <CenterSelect
      enabled={mayAsk}
      label={listTexts.grid.center}
      placeholder={listTexts.grid.allCenters}
      value={controller.state.center}
      onChange={(center) => controller.update({ center })}
      w={260}
    />
  );
}

/** Documents by issuer: the client's CIFs, applied as the `cif` column filter (kept in the URL). */
function CifFilter({ controller }: { controller: GridController }) {
  const { selection } = useSelectedClient();
  const clientId = selection?.client.clientId ?? 0;
  const mayAsk = useLookupsMayAsk();
  const cifs = useGetClientCifs({ clientId }, { query: { enabled: mayAsk && clientId > 0 } });
  const others = controller.state.columnFilters.filter((filter) => filter.field !== 'cif');
  const chosen = controller.state.columnFilters.find((filter) => filter.field === 'cif')?.value ?? null;
  return (
    <Select
      label={listTexts.grid.cif}
      placeholder={listTexts.grid.allCifs}
      data={(cifs.data?.items ?? []).map((item) => ({
        value: item.cif,
        label: `${item.cif} · ${item.razonSocial}`,
      }))}
      value={chosen}
      onChange={(value) =>
        controller.update({ columnFilters: value ? [...others, { field: 'cif', value }] : others })
      }
      clearable
      w={300}
      disabled={clientId === 0}
      loading={cifs.isPending}
    />
  );
}

/** The range a person picks; the URL (desde, hasta) changes once both ends are chosen, or cleared. */
function DateRangeFilter({ controller }: { controller: GridController }) {
  const { desde, hasta } = controller.state.dateRange;
  return (
    <DateRangeField
      label={listTexts.grid.dateRange}
      placeholder={listTexts.grid.dateRangePlaceholder}
      value={{ from: desde, to: hasta }}
      onChange={({ from, to }) => controller.update({ dateRange: { desde: from, hasta: to } })}
    />
  );
}
