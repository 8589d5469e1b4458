/**
 * What a row action's dialog says it acts on: the row's label and its key fields (GridSpec
 * `keyFields`, else the first columns), written as the grid writes them ('PF-2026-000010',
 * 'Importe 201,23 €'), so a person confirms a decision knowing which record and which amount.
 */
import { Box, Text } from '@mantine/core';
import { renderCell } from '../../components/cells';
import type { GridSpec } from '../../language';
import { keyFieldsOf } from './keyFields';
import { rowLabelOf } from './RowActions';
import type { GridRow } from './useGridController';

export type RowSummaryOf = (row: GridRow) => {
  label: string;
  fields: readonly { header: string; value: React.ReactNode }[];
};

/** The summary of a grid's rows: its label, then its key fields. */
export function rowSummaryOf(spec: GridSpec): RowSummaryOf {
  const fields = keyFieldsOf(spec);
  return (row) => ({
    label: rowLabelOf(spec, row),
    fields: fields.map((field) => ({ header: field.header, value: renderCell(field.cell, row[field.key]) })),
  });
}

export function RowSummary({ summary }: { summary: ReturnType<RowSummaryOf> }) {
  return (
    <Box
      component="dl"
      m={0}
      p="sm"
      bg="gray.0"
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 12,
        rowGap: 4,
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      {summary.fields.map((field) => (
        <Box key={field.header} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="gray.7">
            {field.header}
          </Text>
          <Text component="dd" size="sm" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {field.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
