import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatCurrency } from '../../lib/format.ts';
import { chartMax, formatThousands, niceTicks, type ChartPoint } from './progression.ts';

const SERIES = [
  { name: 'debtBalance', label: 'Debt balance', color: 'red.6' },
  { name: 'income', label: 'Income', color: 'paydown.7' },
  { name: 'payments', label: 'Payments', color: 'blue.6' },
];

/**
 * The Recharts-based chart. This module is loaded lazily (React.lazy in ProgressionCard), so
 * Recharts stays out of the entry chunk and out of the dashboard's own chunk.
 */
export default function ProgressionChart({ data }: { data: ChartPoint[] }) {
  const ticks = niceTicks(chartMax(data));
  return (
    <AreaChart
      h={280}
      data={data}
      dataKey="label"
      series={SERIES}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      withGradient
      fillOpacity={0.25}
      withDots={false}
      gridAxis="y"
      tickLine="none"
      valueFormatter={(value) => formatCurrency(value)}
      yAxisProps={{
        tickFormatter: (value: number) => formatThousands(value),
        width: 56,
        domain: [0, ticks[ticks.length - 1] ?? 'auto'],
        ticks,
      }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
    />
  );
}
