/**
 * Draws one dataset with @mantine/charts as the chart's kind says. Loaded only with the report
 * screens (ScreenBody's lazy split), charts' CSS included.
 */
import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart, LineChart } from '@mantine/charts';
import { ColorSwatch, Group, List, Text } from '@mantine/core';
import { formatNumber, formatQuantity, unitSymbol } from '../../lib/format';
import { type ChartDataset, categoryKey } from './chartData';
import type { Chart } from './reportDefaults';
import { paletteColor } from './reportDefaults';

const height = 280;

export function ChartView({ spec, dataset }: { spec: Chart; dataset: ChartDataset }) {
  const series = spec.series.map((s) => ({ name: s.key, label: s.label, color: s.color }));
  const valueFormatter = (value: number) => formatQuantity(value, dataset.unit);
  // Axis ticks keep short units ('kg', '€') but drop words ('servicios'), which would wrap.
  const short = !dataset.unit || unitSymbol(dataset.unit).length <= 3;
  const valueAxis = { tickFormatter: short ? valueFormatter : formatNumber };
  const common = {
    data: dataset.points,
    dataKey: categoryKey,
    series,
    valueFormatter,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const },
  };

  switch (spec.chart) {
    case 'bar':
      return <BarChart h={height} yAxisProps={valueAxis} {...common} />;
    case 'stackedBar':
      return <BarChart h={height} type="stacked" yAxisProps={valueAxis} {...common} />;
    case 'horizontalBar':
      // Long category names (centers, waste types) read across; one bar per line.
      return (
        <BarChart
          h={Math.max(height, dataset.points.length * 32 + 60)}
          orientation="vertical"
          yAxisProps={{ width: 170 }}
          xAxisProps={valueAxis}
          {...common}
        />
      );
    case 'line':
      return <LineChart h={height} curveType="monotone" yAxisProps={valueAxis} {...common} />;
    case 'area':
      return <AreaChart h={height} curveType="monotone" yAxisProps={valueAxis} {...common} />;
    case 'donut':
      return <Donut spec={spec} dataset={dataset} valueFormatter={valueFormatter} />;
  }
}

function Donut({
  spec,
  dataset,
  valueFormatter,
}: {
  spec: Chart;
  dataset: ChartDataset;
  valueFormatter: (value: number) => string;
}) {
  const key = spec.series[0]?.key ?? '';
  const slices = dataset.points.map((point, index) => ({
    name: String(point[categoryKey]),
    value: Number(point[key] ?? 0),
    color: paletteColor(index),
  }));
  return (
    <Group align="center" wrap="wrap" gap="lg">
      <DonutChart data={slices} size={200} thickness={32} valueFormatter={valueFormatter} withTooltip />
      {/* The donut has no legend of its own: name each slice with its colour and value. */}
      <List listStyleType="none" spacing={4} size="sm">
        {slices.map((slice) => (
          <List.Item
            key={slice.name}
            icon={<ColorSwatch size={12} color={`var(--mantine-color-${slice.color.replace('.', '-')})`} />}
          >
            <Text span size="sm">
              {slice.name}: {valueFormatter(slice.value)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Group>
  );
}
