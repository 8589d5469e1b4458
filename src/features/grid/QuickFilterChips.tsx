/**
 * The grid's quick filters (GridSpec `quickFilters`) as one row of chips, 'Todas' first: one click
 * lists the rows people ask for by name ('Pendientes de pago'), another click on 'Todas' lists them
 * all again. One is chosen at a time; the choice lives in the URL (`filtro`), as every filter does.
 */
import { Chip, Group } from '@mantine/core';
import type { QuickFilter } from '../../language';
import { listTexts } from './listTexts';
import type { GridController } from './useGridController';

/** The chip that lists every row (no quick filter). */
const allValue = '';

export function QuickFilterChips({
  filters,
  controller,
}: {
  filters: readonly QuickFilter[];
  controller: GridController;
}) {
  const chosen = filters.some((filter) => filter.id === controller.state.quickFilter)
    ? (controller.state.quickFilter as string)
    : allValue;
  return (
    <Group gap="xs" role="radiogroup" aria-label={listTexts.grid.quickFilters}>
      <Chip.Group
        multiple={false}
        value={chosen}
        onChange={(value) => controller.update({ quickFilter: value === allValue ? null : value })}
      >
        <Chip value={allValue} variant="outline" size="md">
          {listTexts.grid.allRows}
        </Chip>
        {filters.map((filter) => (
          <Chip key={filter.id} value={filter.id} variant="outline" size="md">
            {filter.label}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
