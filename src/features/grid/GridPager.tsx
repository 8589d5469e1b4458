/**
 * The table's pager: rows per page, '16-30 de 1.500' and the page buttons, as the table's own
 * draws them (its Spanish labels, its icons), but with the counts written as the portal writes
 * numbers: the table's own calls toLocaleString() in the browser's default locale, which for
 * es-ES leaves four digits ungrouped ('de 1500' beside a '1.500' elsewhere).
 */
import { ActionIcon, Group, Select, Text } from '@mantine/core';
import type { MRT_TableInstance } from 'mantine-react-table';
import { useId } from 'react';
import { pageSizes } from './gridState';
import { listTexts } from './listTexts';
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
  // First and last only where they go further than previous and next.
  const pageButtons = [
    ...(withEdges
      ? [{ label: localization.goToFirstPage, Icon: icons.IconChevronLeftPipe, to: 0, disabled: onFirst }]
      : []),
    {
      label: localization.goToPreviousPage,
      Icon: icons.IconChevronLeft,
      to: pageIndex - 1,
      disabled: onFirst,
    },
    { label: localization.goToNextPage, Icon: icons.IconChevronRight, to: pageIndex + 1, disabled: onLast },
    ...(withEdges
      ? [
          {
            label: localization.goToLastPage,
            Icon: icons.IconChevronRightPipe,
            to: pages - 1,
            disabled: onLast,
          },
        ]
      : []),
  ];
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
      <Text>{listTexts.records.range(first, last, rowCount)}</Text>
      <Group gap={6} wrap="nowrap">
        {pageButtons.map(({ label, Icon, to, disabled }) => (
          <ActionIcon
            key={label}
            aria-label={label}
            color="gray"
            variant="subtle"
            disabled={disabled}
            onClick={() => table.setPageIndex(to)}
          >
            <Icon />
          </ActionIcon>
        ))}
      </Group>
    </Group>
  );
}
