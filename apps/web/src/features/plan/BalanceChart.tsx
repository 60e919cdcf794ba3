import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatCurrency } from '../../lib/format.ts';
import { formatThousands } from '../dashboard/progression.ts';
import type { BalancePoint, BalanceSeries } from './plan-chart.ts';

/**
 * Balances over time, stacked by debt. Loaded lazily (React.lazy in PlanChartCard), so Recharts
 * stays out of the Plan screen's own chunk, as on the dashboard.
 */
export default function BalanceChart({ data, series }: { data: BalancePoint[]; series: BalanceSeries[] }) {
  return (
    <AreaChart
      h={300}
      data={data}
      dataKey="label"
      type="stacked"
      series={series}
      curveType="linear"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      fillOpacity={0.55}
      withDots={false}
      gridAxis="y"
      tickLine="none"
      valueFormatter={(value) => formatCurrency(value)}
      yAxisProps={{ tickFormatter: (value: number) => formatThousands(value), width: 60 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
    />
  );
}
