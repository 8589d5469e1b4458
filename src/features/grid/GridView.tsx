/**
 * The generic grid: mantine-react-table (Spanish locale) rendering what useGridController holds.
 * Paging, sorting, column filters and the search box are server-side and write the URL; rows are
 * virtualized; loading, empty and error states; a row's buttons open its detail, download its
 * documents and run its actions. On a phone the rows read as cards instead (GridCards).
 */
import { Alert, Box, Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import {
  MantineReactTable,
  MRT_BottomToolbar,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_TableInstance,
  MRT_TopToolbar,
  type MRT_VisibilityState,
  useMantineReactTable,
} from 'mantine-react-table';
import { MRT_Localization_ES } from 'mantine-react-table/locales/es/index.esm.mjs';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { alignsRight, renderCell } from '../../components/cells';
import type { GridSpec } from '../../language';
import { usePhone } from '../../lib/usePhone';
import { GridCards } from './GridCards';
import { GridPager } from './GridPager';
import {
  actionsColumnId,
  actionsColumnWidth,
  columnWidth,
  fixedColumnOrder,
  labelColumnWidth,
  selectColumnId,
  selectColumnWidth,
} from './gridLayout';
import { listTexts } from './listTexts';
import { RowActions, rowActionIcons, rowLabelKey, rowLabelOf } from './RowActions';
import type { DownloadDocument } from './useDocumentDownload';
import type { GridController, GridRow } from './useGridController';
import { useVisibleColumns } from './useVisibleColumns';

interface GridViewProps {
  spec: GridSpec;
  controller: GridController;
  /** Buttons above the table or cards (export, send, create...), given the selected rows; `null`: the grid selects none. */
  toolbar: (selected: GridRow[] | null) => ReactNode;
  onOpenDetail?: (row: GridRow) => void;
  onRowAction: (action: NonNullable<GridSpec['rowActions']>[number], row: GridRow) => void;
  /** Opens the row in the screen's edit form. */
  onEdit?: (row: GridRow) => void;
  /** Downloads one of a row's documents (GridSpec `documents`). */
  download?: DownloadDocument;
}

/** The table's Spanish texts, with the accent its locale leaves out (said as the next page's button). */
const localization = { ...MRT_Localization_ES, goToPreviousPage: 'Ir a la página anterior' };

/** No row selected: one object, so a table with nothing selected is not rendered again for a new {}. */
const noSelection: MRT_RowSelectionState = {};

const apply = <T,>(updater: T | ((old: T) => T), old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

export function GridView(props: GridViewProps) {
  const phone = usePhone();
  const visible = useVisibleColumns(props.spec);
  const actions = (row: GridRow) => (
    <RowActions
      spec={props.spec}
      row={row}
      label={rowLabelOf(props.spec, row)}
      onOpenDetail={props.onOpenDetail}
      onEdit={props.onEdit}
      onRowAction={props.onRowAction}
      download={props.download}
    />
  );
  if (!phone && props.controller.loading) return <TableLoading rows={props.controller.state.pageSize} />;
  return phone ? (
    <GridCards
      spec={props.spec}
      controller={props.controller}
      columns={visible}
      toolbar={props.toolbar}
      actions={actions}
    />
  ) : (
    <GridTable {...props} visible={visible} actions={actions} />
  );
}

/** Rows shown as loading: a page's, up to a screenful. */
const loadingRowsMax = 15;

/**
 * The first page's wait, in the table's place and of its size: toolbar, then header and a page of
 * rows (up to a screenful), then pager, at the heights they have at density xs. Not the table itself with
 * loading cells: that rendered every cell twice on a screen's first visit, once loading and once
 * with the rows: about 45 ms of a click's main thread on the 2-core box. The
 * phone's cards wait the same way (GridCards).
 */
function TableLoading({ rows }: { rows: number }) {
  return (
    <Paper withBorder radius="sm" role="status" aria-busy="true" aria-label={listTexts.grid.loading}>
      <Group h={58} px="xs">
        <Skeleton height={36} width="40%" />
      </Group>
      <Box style={{ overflow: 'hidden' }}>
        <Skeleton height={42} radius={0} />
        {Array.from({ length: Math.min(rows, loadingRowsMax) }, (_, index) => (
          <Box key={index} h={49} px="xs" py={12}>
            <Skeleton height={25} />
          </Box>
        ))}
      </Box>
      <Group h={56} px="xs" justify="flex-end">
        <Skeleton height={32} width="30%" />
      </Group>
    </Paper>
  );
}

function GridTable({
  spec,
  controller,
  toolbar,
  onOpenDetail,
  onEdit,
  download,
  visible,
  actions,
}: GridViewProps & { visible: ReturnType<typeof useVisibleColumns>; actions: (row: GridRow) => ReactNode }) {
  const { state, update } = controller;
  // The selection belongs to the rows it was made on: another page, sort, filter or reload drops it.
  const [selection, setSelection] = useState({ rows: controller.rows, picked: noSelection });
  const rowSelection = selection.rows === controller.rows ? selection.picked : noSelection;
  const columnFilters = useColumnFilterRow(state.columnFilters.length > 0);

  const labelKey = rowLabelKey(spec);
  const columns = useMemo<MRT_ColumnDef<GridRow>[]>(
    () =>
      visible.map((column) => {
        const label = column.key === labelKey;
        const width = label ? labelColumnWidth : columnWidth(column.cell);
        // A long text wraps in its column; the label wraps anywhere to keep its fixed width.
        const cellStyle: CSSProperties = label
          ? { whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: width, opacity: 1 }
          : { whiteSpace: 'normal', minWidth: width };
        return {
          id: column.key,
          accessorFn: (row) => row[column.key],
          header: column.header,
          size: width,
          enableSorting: column.sortable ?? true,
          enableColumnFilter: column.filterable ?? (column.cell ?? 'text') === 'text',
          // The label names the row: it is always shown, and always first.
          enableHiding: !label,
          enablePinning: false,
          Cell: ({ cell }) => renderCell(column.cell, cell.getValue()),
          mantineTableBodyCellProps: {
            ...(alignsRight(column.cell) ? { align: 'right' as const } : {}),
            style: cellStyle,
          },
          mantineTableHeadCellProps: alignsRight(column.cell) ? { align: 'right' } : undefined,
        };
      }),
    [visible, labelKey],
  );
  const actionIcons = rowActionIcons(
    spec,
    Boolean(onOpenDetail),
    Boolean(onEdit && spec.edit),
    Boolean(download),
  );
  const layout = fixedColumnOrder(
    visible.map((column) => column.key),
    labelKey,
    { selection: Boolean(spec.sendSelected), actions: actionIcons > 0 },
  );

  const pagination: MRT_PaginationState = { pageIndex: state.page, pageSize: state.pageSize };
  const sorting: MRT_SortingState = state.sort
    ? [{ id: state.sort.field, desc: state.sort.direction === 'desc' }]
    : [];
  const filterValues: MRT_ColumnFiltersState = state.columnFilters.map((f) => ({
    id: f.field,
    value: f.value,
  }));
  const selected = controller.rows.filter((_row, index) => rowSelection[String(index)]);
  const columnVisibility: MRT_VisibilityState = Object.fromEntries(state.hidden.map((key) => [key, false]));

  const table = useMantineReactTable<GridRow>({
    columns,
    data: controller.rows,
    // Rows are keyed by their place on the page, so a page change writes the new rows' values into
    // the same elements instead of replacing every row and cell: about a quarter of a page change's
    // main thread. What a row keeps is its overlays' mounted state (lazyOverlays.tsx),
    // which shows the new row's content, and the selection, which the rows own (above).
    getRowId: (_row, index) => String(index),
    localization,
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
    // The page scrolls, not the table: a page is at most 100 rows, rendered whole.
    enableRowVirtualization: false,
    enableRowSelection: Boolean(spec.sendSelected),
    enableRowActions: actionIcons > 0,
    positionActionsColumn: 'first',
    displayColumnDefOptions: {
      [actionsColumnId]: { size: actionsColumnWidth(actionIcons) },
      [selectColumnId]: { size: selectColumnWidth },
    },
    positionGlobalFilter: 'left',
    state: {
      pagination,
      sorting,
      columnFilters: filterValues,
      showColumnFilters: columnFilters.shown,
      globalFilter: state.text,
      rowSelection,
      showProgressBars: controller.refreshing,
      showAlertBanner: Boolean(controller.error),
      showGlobalFilter: true,
      columnPinning: { left: layout.pinned, right: [] },
      columnVisibility,
      // Derived from the columns at each render, not remembered by the table: a client's column
      // configuration arriving after the table mounted orders it at once, in the same render.
      columnOrder: layout.order,
    },
    // The label and the row's actions stay in view however wide the columns scroll, on opaque cells.
    enableColumnPinning: true,
    ...columnFilters.tableOptions,
    mantineTableBodyCellProps: ({ column }) => (column.getIsPinned() ? { style: { opacity: 1 } } : {}),
    mantineTableHeadCellProps: ({ column }) => (column.getIsPinned() ? { style: { opacity: 1 } } : {}),
    initialState: { density: 'xs' },
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      // The table pulls an out-of-range page back to the last one when it mounts and whenever its
      // row count changes. Against a count that is not this request's answer (none yet: 0 while
      // loading or waiting for the client; a placeholder's) that would send a reloaded page 2 to
      // page 1 (TanStack clamps the -1 to 0): the URL's page stands until the total is known.
      const pulledBack =
        next.pageSize === state.pageSize &&
        next.pageIndex < state.page &&
        state.page * state.pageSize >= controller.total;
      if (next.pageIndex < 0 || (pulledBack && !controller.totalKnown)) return;
      update(next.pageSize !== state.pageSize ? { pageSize: next.pageSize } : { page: next.pageIndex });
    },
    onSortingChange: (updater) => {
      const [first] = apply(updater, sorting);
      update({ sort: first ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : null });
    },
    onColumnFiltersChange: (updater) => {
      const next = apply(updater, filterValues);
      update({
        columnFilters: next
          .filter((f) => typeof f.value === 'string' && f.value !== '')
          .map((f) => ({ field: f.id, value: f.value as string })),
      });
    },
    onGlobalFilterChange: (value: string | undefined) => {
      if ((value ?? '') !== state.text) update({ text: value ?? '' });
    },
    onColumnVisibilityChange: (updater) => {
      const next = apply(updater, columnVisibility);
      update({ hidden: visible.map((column) => column.key).filter((key) => next[key] === false) });
    },
    onRowSelectionChange: (updater) =>
      setSelection({ rows: controller.rows, picked: apply(updater, rowSelection) }),
    mantineSearchTextInputProps: { placeholder: listTexts.grid.search, 'aria-label': listTexts.grid.search },
    // The pager is ours (GridPager, with the page sizes): the table's writes its counts in the
    // browser's locale defaults.
    paginationDisplayMode: 'custom',
    mantinePaginationProps: { showRowsPerPage: false },
    renderBottomToolbarCustomActions: ({ table }) => <GridPager table={table} />,
    mantineToolbarAlertBannerProps: controller.error
      ? {
          color: 'red',
          children: (
            <Group justify="space-between">
              <Text size="sm">
                {listTexts.grid.loadFailed} {controller.error.message}
              </Text>
              <Button size="xs" variant="white" color="red" onClick={() => controller.retry()}>
                {listTexts.grid.retry}
              </Button>
            </Group>
          ),
        }
      : undefined,
    renderEmptyRowsFallback: () => (
      <Alert variant="light" color="gray" m="md">
        {controller.ready
          ? listTexts.grid.empty
          : controller.needsText
            ? listTexts.grid.needsText
            : controller.needsPick
              ? listTexts.grid.needsPick
              : listTexts.grid.notReady}
      </Alert>
    ),
    renderTopToolbarCustomActions: () => toolbar(selected),
    renderTopToolbar: ({ table }) => <MRT_TopToolbar table={unmeasuredToolbars(table)} />,
    renderBottomToolbar: ({ table }) => <MRT_BottomToolbar table={unmeasuredToolbars(table)} />,
    renderRowActions: ({ row }) => actions(row.original),
  });

  return <MantineReactTable table={table} />;
}

const toolbarViews = new WeakMap<MRT_TableInstance<GridRow>, MRT_TableInstance<GridRow>>();

/**
 * The table as its toolbars see it: the same, except for the two refs through which they hand the
 * table their elements. The table measures them after each of its renders, only for the height of a
 * sticky header or of full screen (neither is used here), and when that height changed (its first
 * render; the rows arriving) it rendered every row and header again. Without the refs it
 * measures nothing. A grid that wants a sticky header must drop this.
 */
function unmeasuredToolbars(table: MRT_TableInstance<GridRow>): MRT_TableInstance<GridRow> {
  let view = toolbarViews.get(table);
  if (!view) {
    view = Object.create(table, {
      refs: {
        get: () => ({ ...table.refs, topToolbarRef: { current: null }, bottomToolbarRef: { current: null } }),
      },
    }) as MRT_TableInstance<GridRow>;
    toolbarViews.set(table, view);
  }
  return view;
}

/**
 * The row of column filters under the headers, rendered only once first shown: hidden, it was one
 * text input per column (and its collapse) in every render of the table. Shown, it stays
 * mounted, so hiding it again slides it closed. The first show mounts it closed and opens it on the
 * next commit, so it slides open as before; the table focuses an input 100 ms after asking (its
 * column menu's 'Filtrar por'), by then open.
 */
function useColumnFilterRow(initiallyShown: boolean) {
  const [shown, setShown] = useState(initiallyShown);
  const [mounted, setMounted] = useState(initiallyShown);
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    if (!opening) return;
    setOpening(false);
    setShown(true);
  }, [opening]);
  return {
    shown,
    tableOptions: {
      // 'custom': the table leaves its filter inputs out of the headers; nothing else changes.
      columnFilterDisplayMode: mounted ? ('subheader' as const) : ('custom' as const),
      onShowColumnFiltersChange: (updater: boolean | ((old: boolean) => boolean)) => {
        const next = apply(updater, shown);
        if (next && !mounted) {
          setMounted(true);
          setOpening(true);
        } else setShown(next);
      },
    },
  };
}
