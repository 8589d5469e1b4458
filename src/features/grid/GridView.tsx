/**
 * The generic grid: mantine-react-table (Spanish locale) rendering what useGridController holds.
 * Paging, sorting, column filters and the search box are server-side and write the URL; rows are
 * virtualized; loading, empty and error states; a row's menu opens its detail and runs its actions.
 */
import { ActionIcon, Alert, Button, Group, Menu, Text } from '@mantine/core';
import { IconDotsVertical, IconEye, IconPencil } from '@tabler/icons-react';
import {
  getDefaultColumnOrderIds,
  MantineReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  useMantineReactTable,
} from 'mantine-react-table';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { iconSizes } from '../../lib/iconSizes';
import { texts } from '../../lib/texts';
import type { GridSpec } from '../../screens/define';
import { alignsRight, renderCell } from './cells';
import { pageSizes } from './gridState';
import type { GridController, GridRow } from './useGridController';
import { useVisibleColumns } from './useVisibleColumns';

interface GridViewProps {
  spec: GridSpec;
  controller: GridController;
  /** Buttons above the table (export, send, create...). */
  toolbar: (selected: GridRow[]) => ReactNode;
  onOpenDetail?: (row: GridRow) => void;
  onRowAction: (action: NonNullable<GridSpec['rowActions']>[number], row: GridRow) => void;
  /** Opens the row in the screen's edit form. */
  onEdit?: (row: GridRow) => void;
}

const apply = <T,>(updater: T | ((old: T) => T), old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

export function GridView({ spec, controller, toolbar, onOpenDetail, onRowAction, onEdit }: GridViewProps) {
  const { state, update } = controller;
  const visible = useVisibleColumns(spec);
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const rowKey = spec.rowKey as string;
  const rowActions = spec.rowActions ?? [];

  const columns = useMemo<MRT_ColumnDef<GridRow>[]>(
    () =>
      visible.map((column) => ({
        id: column.key,
        accessorFn: (row) => row[column.key],
        header: column.header,
        enableSorting: column.sortable ?? true,
        enableColumnFilter: column.filterable ?? (column.cell ?? 'text') === 'text',
        Cell: ({ cell }) => renderCell(column.cell, cell.getValue()),
        mantineTableBodyCellProps: alignsRight(column.cell) ? { align: 'right' } : undefined,
        mantineTableHeadCellProps: alignsRight(column.cell) ? { align: 'right' } : undefined,
      })),
    [visible],
  );

  const pagination: MRT_PaginationState = { pageIndex: state.page, pageSize: state.pageSize };
  const sorting: MRT_SortingState = state.sort
    ? [{ id: state.sort.field, desc: state.sort.direction === 'desc' }]
    : [];
  const columnFilters: MRT_ColumnFiltersState = state.columnFilters.map((f) => ({
    id: f.field,
    value: f.value,
  }));
  const selected = controller.rows.filter((row) => rowSelection[String(row[rowKey])]);

  const table = useMantineReactTable<GridRow>({
    columns,
    data: controller.rows,
    getRowId: (row) => String(row[rowKey]),
    localization: MRT_Localization_ES,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: controller.total,
    enableMultiSort: false,
    // Ranking is the server's business; the table's own would clear the sort when searching.
    enableGlobalFilterRankedResults: false,
    enableColumnFilterModes: false,
    enableFacetedValues: false,
    enableFullScreenToggle: false,
    enableDensityToggle: false,
    // Long pages only: short ones render faster whole (and measure nothing).
    enableRowVirtualization: state.pageSize >= 50,
    enableRowSelection: Boolean(spec.sendSelected),
    enableRowActions: Boolean(onOpenDetail || onEdit) || rowActions.length > 0,
    positionActionsColumn: 'last',
    positionGlobalFilter: 'left',
    state: {
      pagination,
      sorting,
      columnFilters,
      globalFilter: state.text,
      rowSelection,
      // Skeleton rows while the first page loads; no translucent overlay over the rows.
      showSkeletons: controller.loading,
      showProgressBars: controller.refreshing,
      showAlertBanner: Boolean(controller.error),
      showGlobalFilter: true,
    },
    // Row actions stay in view however wide the columns scroll, on an opaque cell.
    enableColumnPinning: true,
    mantineTableBodyCellProps: ({ column }) => (column.getIsPinned() ? { style: { opacity: 1 } } : {}),
    mantineTableHeadCellProps: ({ column }) => (column.getIsPinned() ? { style: { opacity: 1 } } : {}),
    initialState: {
      showColumnFilters: state.columnFilters.length > 0,
      density: 'xs',
      columnPinning: { right: ['mrt-row-actions'] },
    },
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      // The table pulls an out-of-range page back to the last one; with no total yet (loading, or
      // waiting for the client) that is page -1: the URL's page stands until the total is known.
      if (next.pageIndex < 0) return;
      update(next.pageSize !== state.pageSize ? { pageSize: next.pageSize } : { page: next.pageIndex });
      setRowSelection({});
    },
    onSortingChange: (updater) => {
      const [first] = apply(updater, sorting);
      update({ sort: first ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : null });
    },
    onColumnFiltersChange: (updater) => {
      const next = apply(updater, columnFilters);
      update({
        columnFilters: next
          .filter((f) => typeof f.value === 'string' && f.value !== '')
          .map((f) => ({ field: f.id, value: f.value as string })),
      });
    },
    onGlobalFilterChange: (value: string | undefined) => {
      if ((value ?? '') !== state.text) update({ text: value ?? '' });
    },
    onRowSelectionChange: setRowSelection,
    mantineSearchTextInputProps: { placeholder: texts.grid.search, 'aria-label': texts.grid.search },
    mantinePaginationProps: { rowsPerPageOptions: pageSizes.map(String) },
    mantineTableContainerProps: { style: { maxHeight: '65vh' } },
    mantineToolbarAlertBannerProps: controller.error
      ? {
          color: 'red',
          children: (
            <Group justify="space-between">
              <Text size="sm">
                {texts.grid.loadFailed} {controller.error.message}
              </Text>
              <Button size="xs" variant="white" color="red" onClick={() => controller.retry()}>
                {texts.grid.retry}
              </Button>
            </Group>
          ),
        }
      : undefined,
    renderEmptyRowsFallback: () => (
      <Alert variant="light" color="gray" m="md">
        {controller.ready
          ? texts.grid.empty
          : controller.needsText
            ? texts.grid.needsText
            : texts.grid.notReady}
      </Alert>
    ),
    renderTopToolbarCustomActions: () => toolbar(selected),
    renderRowActions: ({ row }) => (
      <Group gap={4} wrap="nowrap">
        {onOpenDetail && (
          <ActionIcon
            variant="subtle"
            aria-label={`${texts.grid.details} ${row.id}`}
            onClick={() => onOpenDetail(row.original)}
          >
            <IconEye size={iconSizes.sm} aria-hidden />
          </ActionIcon>
        )}
        {onEdit && spec.edit && (
          <ActionIcon
            variant="subtle"
            aria-label={`${spec.edit.label} ${row.id}`}
            onClick={() => onEdit(row.original)}
          >
            <IconPencil size={iconSizes.sm} aria-hidden />
          </ActionIcon>
        )}
        {rowActions.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`${texts.grid.actions} ${row.id}`}>
                <IconDotsVertical size={iconSizes.sm} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {rowActions.map((action) => (
                <Menu.Item
                  key={action.label}
                  color={action.tone === 'danger' ? 'red' : undefined}
                  onClick={() => onRowAction(action, row.original)}
                >
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    ),
  });

  // The client's column configuration may arrive after the table mounted: its order wins over the
  // one the table remembers (which keeps the first columns' order when their set changes).
  useEffect(() => {
    table.setColumnOrder(getDefaultColumnOrderIds({ ...table.options, columns }, true));
  }, [columns, table]);

  return <MantineReactTable table={table} />;
}
