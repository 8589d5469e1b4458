/**
 * The table's pager: rows per page, '16-30 de 1.500' and the page buttons, as the table's own
 * draws them (its Spanish labels, its icons), but with the counts written as the portal writes
 * numbers: the table's own calls toLocaleString() in the browser's default locale, which for
 * es-ES leaves four digits ungrouped ('de 1500' beside a '1.500' elsewhere).
 */
import { ActionIcon, Group, Select, Text } from '@mantine/core';
import type { MRT_TableInstance } from 'mantine-react-table';
import { useId } from 'react';
import { texts } from '../../lib/texts';
import { pageSizes } from './gridState';
import type { GridRow } from './useGridController';

export function GridPager({ table }: { table: MRT_TableInstance<GridRow> }) {
  const labelId = useId();
  const { localization, icons, rowCount = 0 } = table.options;
  const { pageIndex, pageSize } = table.getState().pagination;
  const pages = Math.ceil(rowCount / pageSize);
  const first = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min((pageIndex + 1) * pageSize, rowCount);
  const onFirst = pageIndex <= 0;
  const onLast = last >= rowCount;
  const withEdges = pages > 2;
  return (
    <Group justify="flex-end" gap="md" wrap="wrap" style={{ flex: 1 }}>
      <Group gap="xs" wrap="nowrap">
        <Text id={labelId}>{localization.rowsPerPage}</Text>
        <Select
          aria-labelledby={labelId}
          allowDeselect={false}
          w={80}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => table.setPageSize(Number(value))}
        />
      </Group>
      <Text>{texts.records.range(first, last, rowCount)}</Text>
      <Group gap={6} wrap="nowrap">
        {withEdges && (
          <ActionIcon
            aria-label={localization.goToFirstPage}
            color="gray"
            variant="subtle"
            disabled={onFirst}
            onClick={() => table.setPageIndex(0)}
          >
            <icons.IconChevronLeftPipe />
          </ActionIcon>
        )}
        <ActionIcon
          aria-label={localization.goToPreviousPage}
          color="gray"
          variant="subtle"
          disabled={onFirst}
          onClick={() => table.setPageIndex(pageIndex - 1)}
        >
          <icons.IconChevronLeft />
        </ActionIcon>
        <ActionIcon
          aria-label={localization.goToNextPage}
          color="gray"
          variant="subtle"
          disabled={onLast}
          onClick={() => table.setPageIndex(pageIndex + 1)}
        >
          <icons.IconChevronRight />
        </ActionIcon>
        {withEdges && (
          <ActionIcon
            aria-label={localization.goToLastPage}
            color="gray"
            variant="subtle"
            disabled={onLast}
            onClick={() => table.setPageIndex(pages - 1)}
          >
            <icons.IconChevronRightPipe />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
