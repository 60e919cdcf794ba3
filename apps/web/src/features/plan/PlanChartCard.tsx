import { Card, Skeleton, Text } from '@mantine/core';
import type { PlanOut } from '@paydown/domain';
import { lazy, Suspense, useMemo } from 'react';
import { balanceData, balanceSeries, describeBalances } from './plan-chart.ts';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';

const BalanceChart = lazy(() => import('./BalanceChart.tsx'));

/** The balances chart with its one-sentence text alternative (the timeline below lists every date). */
export function PlanChartCard({ plan }: { plan: PlanOut }) {
  const data = useMemo(() => balanceData(plan), [plan]);
  const series = useMemo(() => balanceSeries(plan), [plan]);
  const description = describeBalances(plan);
  return (
    <Card role="region" aria-labelledby="plan-chart-title">
      <SectionTitle
        mb={4}
        id="plan-chart-title"
        title="Balances over time"
        figure="the balances chart"
        help="Each debt's balance after every month of the plan (interest added, payments and lump sums taken off), stacked."
      />
      <Text size="sm" c="dimmed" mb="md" data-testid="plan-chart-summary">
        {description}
      </Text>
      <div role="img" aria-label={description}>
        <Suspense fallback={<Skeleton height={300} />}>
          <AfterFirstPaint fallback={<Skeleton height={300} />}>
            <BalanceChart data={data} series={series} startDate={plan.startDate} />
          </AfterFirstPaint>
        </Suspense>
      </div>
    </Card>
  );
}
