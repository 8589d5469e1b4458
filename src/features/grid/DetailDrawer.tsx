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
        <DetailTable record={record} columns={columns} />
      )}
    </Drawer>
  );
}

type Column = GridColumn<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields of a detail answer. A nested record (e.g. the ticket inside TicketDetalle) is shown
 * inline, a list of records (its lines) as a small table, a list of values one per line.
 */
function DetailTable({ record, columns }: { record: Record<string, unknown>; columns: readonly Column[] }) {
  const fields = Object.entries(record).flatMap(([field, value]) =>
    isRecord(value) ? Object.entries(value) : [[field, value] as const],
  );
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {fields.map(([field, value]) => {
          const column = columns.find((c) => c.key === field);
          return (
            <Table.Tr key={field}>
              <Table.Th w="35%">{column?.header ?? humanize(field)}</Table.Th>
              <Table.Td>
                <DetailValue value={value} cell={column?.cell} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function DetailValue({ value, cell }: { value: unknown; cell: Column['cell'] }) {
  if (Array.isArray(value) && value.some(isRecord)) {
    const records = value.filter(isRecord);
    const keys = [...new Set(records.flatMap((item) => Object.keys(item)))];
    return (
      <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table withTableBorder fz="xs">
          <Table.Thead>
            <Table.Tr>
              {keys.map((key) => (
                <Table.Th key={key}>{humanize(key)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: detail lines come without an id of their own
              <Table.Tr key={index}>
                {keys.map((key) => (
                  <Table.Td key={key}>{scalar(item[key])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? (
      '—'
    ) : (
      <Stack gap={2}>
        {value.map((item) => (
          <span key={String(item)}>{String(item)}</span>
        ))}
      </Stack>
    );
  }
  return scalar(value, cell);
}

/** A plain value: the column's renderer when the grid has one, else dates recognised as dates. */
function scalar(value: unknown, cell?: Column['cell']) {
  if (isRecord(value)) return JSON.stringify(value);
  const looksLikeDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value);
  return renderCell(cell ?? (looksLikeDate ? (value.length > 10 ? 'dateTime' : 'date') : 'text'), value);
}
