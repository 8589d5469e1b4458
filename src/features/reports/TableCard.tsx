/** One table of a report screen: its call with the screen's inputs, the rows, their CSV. */
import { ScrollArea, Table } from '@mantine/core';
import type { CallInputs } from '../../language/callArgs';
import { formatCell } from './chartData';
import { ReportCard, useReportCall } from './ReportCard';
import type { ReportTable } from './reportDefaults';

type Row = Readonly<Record<string, unknown>>;

export function TableCard({ spec, inputs }: { spec: ReportTable; inputs: CallInputs }) {
  const call = useReportCall(spec, inputs);
  const rows = ((call.query.data as Row | undefined)?.[spec.rows ?? 'items'] ?? []) as readonly Row[];
  const { columns } = spec;
  const cell = (row: Row, column: ReportTable['columns'][number]) =>
    formatCell(row[column.key], column.format);

  return (
    <ReportCard
      spec={spec}
      call={call}
      empty={rows.length === 0}
      csv={() => [
        columns.map((column) => column.header),
        ...rows.map((row) =>
          columns.map((column) =>
            column.format === 'number' ? Number(row[column.key] ?? 0) : cell(row, column),
          ),
        ),
      ]}
    >
      <ScrollArea.Autosize mah={420} viewportProps={{ tabIndex: 0 }}>
        <Table striped highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.format === 'number' ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // Report rows have no id of their own; their order is the server's and stable.
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.format === 'number' ? 'right' : undefined}>
                    {cell(row, column)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </ReportCard>
  );
}
