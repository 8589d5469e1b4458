/**
 * The lists a row's detail reads from other operations (GridDetail `lists`): a user's center
 * accesses, normal and digitalized, each a table whose rows offer their operations (remove this
 * access), confirmed first; after one runs the list and the grid reload.
 */
import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '../../api/queryPolicy';
import type { DetailList } from '../../language';
import { listTexts } from './listTexts';
import { isRecord } from './recordFields';
import { useRowActions } from './useRowActions';

export function DetailLists({ lists, id }: { lists: readonly DetailList[]; id: string }) {
  return (
    <Stack gap="lg">
      {lists.map((list) => (
        <OneList key={list.label} list={list} id={id} />
      ))}
    </Stack>
  );
}

function OneList({ list, id }: { list: DetailList; id: string }) {
  const query = useQuery(operationQuery(list.query, [{ [list.param]: id }]));
  // A removed line reloads with the rest of its operation's tag (the list and the grid).
  const actions = useRowActions();
  const answer = query.data;
  const lines = isRecord(answer) && Array.isArray(answer[list.lines]) ? answer[list.lines] : [];
  const rows = (lines as unknown[]).filter(isRecord);
  const first = list.columns[0]?.key ?? '';
  return (
    <section aria-label={list.label}>
      <Title order={3} size="h5" mb="xs">
        {list.label}
      </Title>
      {query.isPending ? (
        <Skeleton height={60} />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {listTexts.grid.loadFailed} {query.error.message}
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {list.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                {list.columns.map((column) => (
                  <Table.Th key={column.key}>{column.header}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{listTexts.grid.actions}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={list.actions.map((action) => String(row[action.rowKey])).join('-')}>
                  {list.columns.map((column) => (
                    <Table.Td key={column.key}>{String(row[column.key] ?? '—')}</Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {list.actions.map((action) => (
                        <Button
                          key={action.label}
                          size="compact-sm"
                          // Outline in a dark shade: light red on its tint is under 4.5:1.
                          variant="outline"
                          color={action.tone === 'danger' ? 'red.9' : undefined}
                          aria-label={`${action.label} ${String(row[first] ?? '')}`}
                          onClick={() => actions.request(action, row)}
                        >
                          {action.label}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {actions.confirmation}
    </section>
  );
}
