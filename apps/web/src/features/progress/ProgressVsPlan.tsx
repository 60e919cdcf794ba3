import { Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ProgressOut } from '@paydown/domain';
import { lazy, Suspense, useMemo } from 'react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { formatCurrency, formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { describeProgress, progressPoints, progressTone } from './progress-chart.ts';
import { useQuery } from '@tanstack/react-query';
import { progressQuery } from './queries.ts';

const ProgressVsPlanChart = lazy(() => import('./ProgressVsPlanChart.tsx'));

const TONE_COLOR = { ahead: 'green.8', behind: 'orange.8', on_track: undefined } as const;

/**
 * Progress against the plan: the engine's sentence ('2 months ahead of your plan',
 * '$340 behind this month'), the actual balance line since the start beside the plan's projected
 * line, and the same points as a table. Shown on the dashboard's Financial Progression card and on
 * the Plan screen; GET /api/progress is refreshed by the one money-data invalidation.
 */
export function ProgressVsPlan() {
  const utils = trpc.useUtils();
  const progress = useQuery(progressQuery(utils));
  return (
    <section aria-labelledby="progress-vs-plan-title">
      <Text fw={700} id="progress-vs-plan-title" mb={4}>
        Progress against your plan
      </Text>
      <QueryState
        query={progress}
        loading={<Skeleton height={220} aria-label="Loading your progress" />}
        failure="Failed to load your progress"
        failureLayout="inline"
        isEmpty={(p) => p.planDebtNow === null}
        empty={
          <Text size="sm" c="dimmed">
            Once a debt is in your plan, your actual balance shows here beside the plan's line.
          </Text>
        }
      >
        {(p) => <ProgressBody progress={p} />}
      </QueryState>
    </section>
  );
}

function ProgressBody({ progress: p }: { progress: ProgressOut }) {
  const points = useMemo(() => progressPoints(p), [p]);
  const description = describeProgress(p);
  return (
    <Stack gap="xs">
      <Text fz="lg" fw={800} c={TONE_COLOR[progressTone(p)]} data-testid="progress-sentence">
        {p.sentence}
      </Text>
      <Text size="sm" c="dimmed">
        {formatCurrency(p.currentDebt)} owed today; the plan expected {formatCurrency(p.planDebtNow)} (measured from{' '}
        {formatDate(p.planStartedOn)}).
      </Text>
      <div role="img" aria-label={description}>
        <Suspense fallback={<Skeleton height={220} />}>
          <AfterFirstPaint fallback={<Skeleton height={220} />}>
            <ProgressVsPlanChart data={points} />
          </AfterFirstPaint>
        </Suspense>
      </div>
      <details>
        <summary>
          <Text span size="sm">
            Show as a table
          </Text>
        </summary>
        <Table striped withTableBorder mt="xs" aria-label="Actual balance and the plan's projection">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Actual balance</Table.Th>
              <Table.Th scope="col">Plan's projection</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.date}>
                <Table.Th scope="row" fw={400}>
                  {formatDate(point.date)}
                </Table.Th>
                <Table.Td>{point.actual === undefined ? '—' : formatCurrency(point.actual)}</Table.Td>
                <Table.Td>{point.plan === undefined ? '—' : formatCurrency(point.plan)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Stack>
  );
}
