/**
 * The detail view of a row, from the screen's detail operation (ticketsGridDetails,
 * weightTicketsDetail, request details, ...): every field of the answer as a labelled list, with
 * the grid's headers and renderers for the fields the grid shows.
 */
import { Alert, Drawer, Skeleton, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { texts } from '../../lib/texts';
import type { Fetcher, GridColumn, GridDetail } from '../../screens/define';
import { renderCell } from './cells';
import { humanize } from './humanize';

interface DetailDrawerProps {
  detail: GridDetail<Record<string, unknown>, Fetcher>;
  /** The row's key value, or null when closed. */
  id: unknown;
  columns: readonly GridColumn<Record<string, unknown>>[];
  onClose: () => void;
}

export function DetailDrawer({ detail, id, columns, onClose }: DetailDrawerProps) {
  const opened = id !== null && id !== undefined;
  const query = useQuery({
    queryKey: ['detail', detail.param, id],
    queryFn: () => (detail.query as (params: object) => Promise<unknown>)({ [detail.param]: id }),
    enabled: opened,
  });
  const record = (query.data ?? {}) as Record<string, unknown>;

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={texts.grid.detailTitle}>
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} height={24} />
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title={texts.grid.detailFailed}>
          {query.error.message}
        </Alert>
      ) : (
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {Object.entries(record).map(([field, value]) => {
              const column = columns.find((c) => c.key === field);
              return (
                <Table.Tr key={field}>
                  <Table.Th w="40%">{column?.header ?? humanize(field)}</Table.Th>
                  <Table.Td>{renderValue(value, column?.cell)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Drawer>
  );
}

function renderValue(value: unknown, cell: GridColumn<Record<string, unknown>>['cell']) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value);
  const looksLikeDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value);
  return renderCell(cell ?? (looksLikeDate ? (value.length > 10 ? 'dateTime' : 'date') : 'text'), value);
}
