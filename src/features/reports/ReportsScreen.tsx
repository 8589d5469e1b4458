/**
 * A report screen as screens.config.ts declares it with `defineReports`: the filters, then every
 * chart and table over them, with no code per report. Loaded on demand (ScreenBody), so the chart
 * library never travels with the signed-in home.
 */

import { Grid, Stack } from '@mantine/core';
import type { ReportsSpec } from '../../language';
import { SpanishDates } from '../../lib/SpanishDates';
import { ChartCard } from './ChartCard';
import { ReportFilters } from './ReportFilters';
import { reportChart, reportTable } from './reportDefaults';
import { TableCard } from './TableCard';
import { useReportFilters } from './useReportFilters';

interface ReportsScreenProps {
  spec: ReportsSpec;
}

export default function ReportsScreen({ spec }: ReportsScreenProps) {
  const state = useReportFilters(spec);
  const body = (
    <Stack gap="md">
      {spec.filters.length > 0 && <ReportFilters filters={spec.filters} state={state} />}
      <Grid gutter="md">
        {spec.items.map((item) => (
          <Grid.Col key={item.title} span={{ base: 12, lg: item.kind === 'table' ? 12 : 6 }}>
            {item.kind === 'chart' ? (
              <ChartCard spec={reportChart(item)} inputs={state.inputs} />
            ) : (
              <TableCard spec={reportTable(item)} inputs={state.inputs} />
            )}
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
  return <SpanishDates>{body}</SpanishDates>;
}
