import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatCurrency, formatThousands } from '../../lib/format.ts';
import type { ProgressPoint } from './progress-chart.ts';

const SERIES = [
  { name: 'actual', label: 'Actual balance', color: 'paydown.7' },
  { name: 'plan', label: "Plan's projection", color: 'gray.6', strokeDasharray: '6 4' },
];

/**
 * The actual balance beside the plan's projection. Loaded lazily (React.lazy), so Recharts stays
 * out of the screens' own chunks, as with the other charts.
 */
export default function ProgressVsPlanChart({ data }: { data: ProgressPoint[] }) {
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="label"
      series={SERIES}
      curveType="linear"
      connectNulls
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="y"
      tickLine="none"
      valueFormatter={(value) => formatCurrency(value)}
      yAxisProps={{ tickFormatter: (value: number) => formatThousands(value), width: 56 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
    />
  );
}
