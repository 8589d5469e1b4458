/**
 * A grid on a phone: each row a card with its key fields (GridSpec `keyFields`, the first visible
 * columns by default) under its label, and its actions; the same search, paging, loading, empty and
 * error states as the table, driven by the same controller, and nothing wider than the screen. A grid
 * that sends selected rows lets a finger select cards, as the table's checkboxes do.
 */
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { renderCell } from '../../components/cells';
import type { GridColumn, GridSpec } from '../../language';
import { iconSizes } from '../../lib/iconSizes';
import { gridRowKey } from './gridDefaults';
import { keyFieldsOf } from './keyFields';
import { listTexts } from './listTexts';
import { rowLabelOf } from './RowActions';
import type { GridController, GridRow } from './useGridController';
import { useRevealedRows } from './useRevealedRows';

type Column = GridColumn<Record<string, unknown>>;

const pagerLabels = {
  previous: listTexts.records.previousPage,
  next: listTexts.records.nextPage,
  first: listTexts.records.firstPage,
  last: listTexts.records.lastPage,
} as const;

interface GridCardsProps {
  spec: GridSpec;
  controller: GridController;
  /** The client's visible columns, in order. */
  columns: readonly Column[];
  /** The toolbar, given the selected rows (null when the grid selects none). */
  toolbar: (selected: GridRow[] | null) => ReactNode;
  actions: (row: GridRow) => ReactNode;
}

/** A finger's target around a checkbox (WCAG 2.5.5): the whole square toggles it. */
const touchTarget = 44;

/**
 * A page of cards is far taller than a phone's screen: the browser lays out and paints only the
 * cards near the screen, and keeps each card's last size once drawn (about a card's height before).
 */
const cardOutsideScreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 160px' } as const;

/** Selected cards, by their place on the page. */
const noneSelected: ReadonlySet<number> = new Set();

export function GridCards({ spec, controller, columns, toolbar, actions }: GridCardsProps) {
  const { state, update } = controller;
  const fields = keyFieldsOf(spec, columns);
  const pages = Math.max(1, Math.ceil(controller.total / state.pageSize));
  const first = controller.total === 0 ? 0 : state.page * state.pageSize + 1;
  const last = Math.min(controller.total, (state.page + 1) * state.pageSize);
  const selectable = Boolean(spec.sendSelected);
  // As in the table, the selection belongs to the rows it was made on: another page, sort, filter or
  // reload drops it.
  const [selection, setSelection] = useState({ rows: controller.rows, picked: noneSelected });
  const picked = selection.rows === controller.rows ? selection.picked : noneSelected;
  const selected = controller.rows.filter((_row, index) => picked.has(index));
  const toggle = (index: number) => {
    const next = new Set(picked);
    if (!next.delete(index)) next.add(index);
    setSelection({ rows: controller.rows, picked: next });
  };
  const allPicked = controller.rows.length > 0 && picked.size === controller.rows.length;
  const drawn = useRevealedRows(controller.rows);
  const toggleAll = () =>
    setSelection({
      rows: controller.rows,
      picked: allPicked ? noneSelected : new Set(controller.rows.map((_row, index) => index)),
    });

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        {toolbar(selectable ? selected : null)}
      </Group>
      <SearchBox text={state.text} onSearch={(text) => update({ text })} />
      {controller.error ? (
        <Alert color="red" title={listTexts.grid.loadFailed} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{controller.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => controller.retry()}>
              {listTexts.grid.retry}
            </Button>
          </Stack>
        </Alert>
      ) : controller.loading ? (
        <Stack gap="sm" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={96} radius="md" />
          ))}
        </Stack>
      ) : controller.rows.length === 0 ? (
        <Alert variant="light" color="gray">
          {controller.ready
            ? listTexts.grid.empty
            : controller.needsText
              ? listTexts.grid.needsText
              : listTexts.grid.notReady}
        </Alert>
      ) : (
        <>
          {selectable && (
            <Box
              component="label"
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                minHeight: touchTarget,
                cursor: 'pointer',
              }}
            >
              <Checkbox
                size="md"
                checked={allPicked}
                indeterminate={!allPicked && picked.size > 0}
                onChange={toggleAll}
              />
              <Text size="sm">{listTexts.grid.selectPage}</Text>
            </Box>
          )}
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-busy={controller.refreshing}
          >
            {drawn.map((row, index) => {
              const label = rowLabelOf(spec, row);
              return (
                <Paper
                  key={String(row[gridRowKey(spec)])}
                  component="li"
                  withBorder
                  p="sm"
                  radius="md"
                  style={cardOutsideScreen}
                >
                  <Box component="article" aria-label={label}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                      <Group wrap="nowrap" align="center" gap={4} style={{ minWidth: 0 }}>
                        {selectable && (
                          <Box
                            component="label"
                            w={touchTarget}
                            h={touchTarget}
                            m={-10}
                            mr={0}
                            style={{
                              display: 'flex',
                              alignItems: 'center',
                              justifyContent: 'center',
                              flexShrink: 0,
                              cursor: 'pointer',
                            }}
                          >
                            <Checkbox
                              size="md"
                              aria-label={listTexts.grid.selectRow(label)}
                              checked={picked.has(index)}
                              onChange={() => toggle(index)}
                            />
                          </Box>
                        )}
                        <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                          {label}
                        </Title>
                      </Group>
                      {actions(row)}
                    </Group>
                    <Box
                      component="dl"
                      m={0}
                      mt="xs"
                      style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 4 }}
                    >
                      {fields.map((field) => (
                        <Fragment key={field.key}>
                          <Text component="dt" size="sm" c="dimmed">
                            {field.header}
                          </Text>
                          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                            {renderCell(field.cell, row[field.key])}
                          </Text>
                        </Fragment>
                      ))}
                    </Box>
                  </Box>
                </Paper>
              );
            })}
          </Stack>
        </>
      )}
      {controller.total > 0 && (
        <Stack gap={4} align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {listTexts.records.range(first, last, controller.total)}
          </Text>
          <Pagination
            total={pages}
            value={state.page + 1}
            onChange={(page) => update({ page: page - 1 })}
            siblings={0}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': pagerLabels[control] })}
            getItemProps={(page) => ({ 'aria-label': `${listTexts.records.page} ${page}` })}
          />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The grid's search box, written to the URL a moment after the last keystroke; with text, one
 * button clears it (the same in every browser: the engines' own clear buttons are hidden,
 * src/app/searchInputs.css).
 */
function SearchBox({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const [value, setValue] = useState(text);
  useEffect(() => setValue(text), [text]);
  const search = useDebouncedCallback(onSearch, 400);
  return (
    <TextInput
      type="search"
      aria-label={listTexts.grid.search}
      placeholder={listTexts.grid.search}
      leftSection={<IconSearch size={iconSizes.xs} aria-hidden />}
      rightSection={
        value && (
          <CloseButton
            aria-label={listTexts.grid.clearSearch}
            onClick={() => {
              search.cancel();
              setValue('');
              onSearch('');
            }}
          />
        )
      }
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
    />
  );
}
