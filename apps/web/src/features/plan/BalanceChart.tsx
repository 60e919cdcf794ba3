import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatCurrency, formatThousands } from '../../lib/format.ts';
import { monthLabel, type BalancePoint, type BalanceSeries } from './plan-chart.ts';

/**
 * Balances over time, stacked by debt. Loaded lazily (React.lazy in PlanChartCard), so Recharts
 * stays out of the Plan screen's own chunk, as on the dashboard.
 */
export default function BalanceChart({ data, series, startDate }: { data: BalancePoint[]; series: BalanceSeries[]; startDate: string }) {
  const label = (month: unknown) => monthLabel(startDate, Number(month));
  return (
    <AreaChart
      h={300}
      data={data}
      dataKey="month"
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
      // A number axis: the rows are monthly at first and yearly later, each at its own distance.
      xAxisProps={{ type: 'number', domain: ['dataMin', 'dataMax'], tickFormatter: label, minTickGap: 24 }}
      tooltipProps={{ labelFormatter: label }}
    />
  );
}
