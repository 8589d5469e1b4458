/**
 * Draws one dataset with @mantine/charts as the chart's kind says. Loaded only with the report
 * screens (ScreenBody's lazy split), charts' CSS included.
 */
import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, List, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatQuantity } from '../../lib/format';
import { type ValueAxis, valueAxis } from './chartAxis';
import { type ChartDataset, categoryKey, categoryTickLabel } from './chartData';
import type { Chart } from './reportDefaults';
import { paletteColor } from './reportDefaults';

const height = 280;

/** A tick label's size at the axes' 12 px type, by its characters (measured ones would need a render first). */
const charWidth = 7;
const tickGap = 16;
const tickStyle = { fontSize: 12, fill: 'currentColor' } as const;

/** The lowest and highest value the chart draws: stacked bars reach their points' sums. */
function rangeOf(spec: Chart, dataset: ChartDataset, stacked: boolean) {
  const values = dataset.points.flatMap((point) => {
    const own = spec.series.map((s) => Number(point[s.key] ?? 0));
    if (!stacked) return own;
    const sum = (sign: 1 | -1) => own.filter((value) => value * sign > 0).reduce((a, b) => a + b, 0);
    return [sum(1), sum(-1)];
  });
  return {
    low: Math.min(0, ...values),
    high: Math.max(0, ...values),
    whole: values.every(Number.isInteger),
  };
}

/** The widest label of an axis, in pixels. */
const labelWidth = (axis: ValueAxis) =>
  Math.max(...axis.ticks.map((tick) => axis.format(tick).length)) * charWidth;

/**
 * A value axis across the plot: as many ticks as leave each label its place, at most five. The
 * plot is `width` less the room the axis' own last label needs past its end (it is centred there).
 * A vertical axis (`width` null) stacks one-line labels: five always fit.
 */
function fittedAxis(range: ReturnType<typeof rangeOf>, unit: string | undefined, width: number | null) {
  for (let maxTicks = 5; maxTicks > 2; maxTicks--) {
    const axis = valueAxis({ ...range, unit, maxTicks });
    if (width === null) return axis;
    const plot = width - plotEndRoom(axis);
    if ((axis.ticks.length - 1) * (labelWidth(axis) + tickGap) <= plot) return axis;
  }
  return valueAxis({ ...range, unit, maxTicks: 2 });
}

/** What a horizontal value axis leaves right of its end: half its last label, and a margin. */
const plotEndRoom = (axis: ValueAxis) => Math.ceil(labelWidth(axis) / 2) + 8;

/** The value axis' props: its own ticks, every one drawn, the axis as wide as its labels. */
const axisProps = (axis: ValueAxis) => ({
  ticks: [...axis.ticks],
  domain: [...axis.domain],
  tickFormatter: axis.format,
  interval: 0 as const,
  allowDataOverflow: false,
});

export function ChartView({ spec, dataset }: { spec: Chart; dataset: ChartDataset }) {
  const { ref, width } = useElementSize();
  // Until the card is measured the chart waits: drawn at a guessed width its axes would jump.
  return (
    <Box ref={ref} mih={spec.chart === 'donut' ? undefined : height}>
      {width > 0 && <SizedChart spec={spec} dataset={dataset} width={width} />}
    </Box>
  );
}

function SizedChart({ spec, dataset, width }: { spec: Chart; dataset: ChartDataset; width: number }) {
  const series = spec.series.map((s) => ({ name: s.key, label: s.label, color: s.color }));
  const valueFormatter = (value: number) => formatQuantity(value, dataset.unit);
  const range = rangeOf(spec, dataset, spec.chart === 'stackedBar');
  const common = {
    data: dataset.points,
    dataKey: categoryKey,
    series,
    valueFormatter,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const },
  };
  if (spec.chart === 'donut') return <Donut spec={spec} dataset={dataset} valueFormatter={valueFormatter} />;

  if (spec.chart === 'horizontalBar') {
    // Category names (centers, waste types) read across, in at most two fifths of the card; short
    // ones (LER codes) leave the rest to the bars.
    const longest = Math.max(0, ...dataset.points.map((point) => String(point[categoryKey]).length));
    const namesWidth = Math.min(170, Math.round(width * 0.4), longest * charWidth + 24);
    const axis = fittedAxis(range, dataset.unit, width - namesWidth);
    return (
      <BarChart
        h={Math.max(height, dataset.points.length * 32 + 60)}
        orientation="vertical"
        yAxisProps={{ width: namesWidth }}
        xAxisProps={axisProps(axis)}
        // Room for the last label, which is centred on the axis' end.
        barChartProps={{ margin: { right: plotEndRoom(axis) } }}
        {...common}
      />
    );
  }

  const axis = fittedAxis(range, dataset.unit, null);
  // The axis as wide as its widest label: no label loses its first digits.
  const yAxisProps = { ...axisProps(axis), width: 'auto' as const, tick: tickStyle, tickMargin: 6 };
  // Every category named, as briefly as the set allows; when they do not fit side by side, they slant.
  const names = dataset.points.map((point) => String(point[categoryKey]));
  const tickLabel = categoryTickLabel(names);
  const nameWidth = Math.max(0, ...names.map((name) => tickLabel(name).length)) * charWidth;
  const slanted = names.length > 0 && (width - labelWidth(axis) - 12) / names.length < nameWidth + 4;
  const slant = slanted ? Math.ceil(nameWidth * 0.72) + 16 : 0;
  const named = { interval: 0 as const, tickFormatter: tickLabel };
  const xAxisProps = slanted
    ? { ...named, angle: -45, textAnchor: 'end' as const, height: slant, tick: tickStyle }
    : named;
  // Slanted names take their room below the plot, not from it.
  const cartesian = { h: height + slant, yAxisProps, xAxisProps, ...common };

  switch (spec.chart) {
    case 'bar':
      return <BarChart {...cartesian} />;
    case 'stackedBar':
      return <BarChart type="stacked" {...cartesian} />;
    case 'line':
      return <LineChart curveType="monotone" {...cartesian} />;
    case 'area':
      return <AreaChart curveType="monotone" {...cartesian} />;
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
