/** One chart of a report screen: its call with the screen's inputs, the chart, its data as a table and CSV. */
import { Group, SegmentedControl, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { callFetcher } from '../../api/callFetcher';
import { ExportButton } from '../../components/ExportButton';
import type { CallInputs } from '../../language/callArgs';
import { formatQuantity, unitSymbol } from '../../lib/format';
import { ChartView } from './ChartView';
import { categoryKey, chartDatasets, chartTable, isEmptyDataset } from './chartData';
import { ReportCard, useReportCall } from './ReportCard';
import type { Chart } from './reportDefaults';
import { reportTexts } from './reportTexts';

type Result = Readonly<Record<string, unknown>>;

export function ChartCard({ spec, inputs }: { spec: Chart; inputs: CallInputs }) {
  const call = useReportCall(spec, inputs);
  const { args } = call;
  const result = call.query.data as Result | undefined;
  const rows = (result?.[spec.rows ?? 'items'] ?? []) as readonly Result[];
  const datasets = useMemo(() => chartDatasets(spec, rows), [spec, rows]);
  const [chosenUnit, setChosenUnit] = useState<string>();
  const dataset = datasets.find((d) => d.unit === chosenUnit) ?? datasets[0];

  const serverExport = spec.export;

  const header = (
    <>
      {spec.totals && result && (
        <Group gap="lg">
          {spec.totals.map((total) => (
            <Text key={total.key} size="sm">
              {total.label}: <strong>{formatQuantity(Number(result[total.key] ?? 0), total.unit)}</strong>
            </Text>
          ))}
        </Group>
      )}
      {datasets.length > 1 && dataset && (
        <SegmentedControl
          aria-label={reportTexts.unit}
          size="xs"
          data={datasets.map((d) => ({ value: d.unit ?? '', label: unitSymbol(d.unit ?? '') }))}
          value={dataset.unit ?? ''}
          onChange={setChosenUnit}
        />
      )}
    </>
  );

  return (
    <ReportCard
      spec={spec}
      call={call}
      empty={isEmptyDataset(spec, dataset)}
      csv={() => chartTable(spec, datasets)}
      header={header}
      actions={
        serverExport && args ? (
          <ExportButton
            run={(options) => callFetcher(serverExport.call, args, options)}
            filename={serverExport.filename}
            disabled={!result}
          />
        ) : null
      }
    >
      {dataset && (
        <>
          <ChartView spec={spec} dataset={dataset} />
          {/* The figures as text: for screen readers, and what a chart cannot say exactly. */}
          <VisuallyHidden>
            <Table>
              <Table.Caption>{spec.title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{spec.xLabel}</Table.Th>
                  {spec.series.map((series) => (
                    <Table.Th key={series.key}>{series.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dataset.points.map((point) => (
                  <Table.Tr key={String(point[categoryKey])}>
                    <Table.Th scope="row">{point[categoryKey]}</Table.Th>
                    {spec.series.map((series) => (
                      <Table.Td key={series.key}>
                        {formatQuantity(Number(point[series.key] ?? 0), dataset.unit)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </ReportCard>
  );
}
