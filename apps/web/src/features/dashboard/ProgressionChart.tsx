import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatCurrency } from '../../lib/format.ts';
import { formatThousands } from '../../lib/format.ts';
import { balanceMax, cashMax, niceTicks, type ChartPoint } from './progression.ts';

// The balance on the left axis; income and payments (a few thousand a month) on the right one.
// "Plan payments": the plan's payments to in-plan debts, not the Monthly Payments card, which counts
// every debt (docs/decisions.md, "Dashboard: chart payments and the Monthly Payments card").
const SERIES = [
  { name: 'debtBalance', label: 'Debt balance (left axis)', color: 'red.6' },
  { name: 'income', label: 'Income (right axis)', color: 'paydown.7', yAxisId: 'right' },
  { name: 'payments', label: 'Plan payments (right axis)', color: 'blue.6', yAxisId: 'right' },
];

/**
 * The Recharts-based chart. This module is loaded lazily (React.lazy in ProgressionCard), so
 * Recharts stays out of the entry chunk and out of the dashboard's own chunk.
 */
export default function ProgressionChart({ data }: { data: ChartPoint[] }) {
  const ticks = niceTicks(balanceMax(data));
  const rightTicks = niceTicks(cashMax(data));
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
      withRightYAxis
      rightYAxisProps={{
        tickFormatter: (value: number) => formatThousands(value),
        width: 56,
        domain: [0, rightTicks[rightTicks.length - 1] ?? 'auto'],
        ticks: rightTicks,
      }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
    />
  );
}
