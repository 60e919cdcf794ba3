import { Card, Divider, Group, SegmentedControl, Skeleton, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../lib/trpc.ts';
import { ProgressVsPlan } from '../progress/ProgressVsPlan.tsx';
import { describeProgression, toChartData } from './progression.ts';
import { HELP } from '../plan/help.ts';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { DEFAULT_HORIZON, type Horizon } from './horizon.ts';
import { progressionQuery } from './queries.ts';
import { planQuery } from '../plan/queries.ts';

const ProgressionChart = lazy(() => import('./ProgressionChart.tsx'));

/**
 * 'Financial Progression': projected debt balance, income and payments for the next 6 or 12
 * months (default 12). The query lives here, not in the lazy chart, so it leaves with the
 * dashboard's other reads in one batched request.
 */
export function ProgressionCard() {
  const [months, setMonths] = useState<Horizon>(DEFAULT_HORIZON);
  const utils = trpc.useUtils();
  const progression = useQuery({ ...progressionQuery(utils, months), placeholderData: keepPreviousData });
  // The balances and payments are the plan's (in-plan debts); the dashboard reads the plan anyway.
  const plan = useQuery(planQuery(utils));
  const data = useMemo(() => toChartData(progression.data ?? [], plan.data), [progression.data, plan.data]);

  return (
    <Card role="region" aria-labelledby="progression-title">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <div>
          <SectionTitle
            wrap="nowrap"
            id="progression-title"
            title="Financial Progression"
            figure="the financial progression"
            help={HELP.progression}
          />
          <Text size="sm" c="dimmed">
            The balance of the debts in your plan (left axis), your monthly income and the plan's payments to those debts (right axis)
          </Text>
        </div>
        <SegmentedControl
          size="xs"
          value={String(months)}
          onChange={(value) => setMonths(value === '6' ? 6 : 12)}
          data={[
            { label: '6 months', value: '6' },
            { label: '12 months', value: '12' },
          ]}
          aria-label="Projection length"
        />
      </Group>
      <QueryState
        query={progression}
        loading={<Skeleton height={280} aria-label="Loading chart" />}
        // The chart draws the plan's line too: it waits for both reads.
        isEmpty={() => plan.isPending}
        empty={<Skeleton height={280} aria-label="Loading chart" />}
        failure="Failed to load the projection"
        failureLayout="inline"
      >
        {() => (
          <div role="img" aria-label={describeProgression(data)}>
            <Suspense fallback={<Skeleton height={280} />}>
              <AfterFirstPaint fallback={<Skeleton height={280} />}>
                <ProgressionChart data={data} />
              </AfterFirstPaint>
            </Suspense>
          </div>
        )}
      </QueryState>
      {/* Where the user is against the plan: the actual line since the start beside the plan's. */}
      <Divider my="md" />
      <ProgressVsPlan />
    </Card>
  );
}
