import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconGauge } from '@tabler/icons-react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { QueryFailure } from '../../components/QueryState.tsx';
import { formatCount } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { GenerateButtons } from '../ai/GenerateButtons.tsx';
import { useGenerateAi } from '../ai/use-ai-actions.ts';
import { GetStarted } from './GetStarted.tsx';
import { READ_FAILURES } from './read-failures.ts';
import { ScoreCard } from './ScoreCard.tsx';
import { HELP } from '../plan/help.ts';
import { PriorityRanking } from './PriorityRanking.tsx';
import { AllRecommendations, LearningProgress, PaymentTiming } from './sections.tsx';
import { SmartPaymentDates } from './SmartPaymentDates.tsx';
import { useQuery } from '@tanstack/react-query';
import { insightsQuery, learningProgressQuery, paymentScheduleQuery, potentialScoreQuery, suggestionsQuery } from '../ai/queries.ts';
import { dashboardQuery } from '../dashboard/queries.ts';

/**
 * 'AI-Powered Insights'. Every read starts in the same render, so they travel in one batched
 * request; each section shows its own loading, failure (e.g. 'Failed to fetch insights') and empty
 * state through QueryState.
 */
export function InsightsPage() {
  const utils = trpc.useUtils();
  const insights = useQuery(insightsQuery(utils));
  const potential = useQuery(potentialScoreQuery(utils));
  const schedule = useQuery(paymentScheduleQuery(utils));
  const learning = useQuery(learningProgressQuery(utils));
  const suggestions = useQuery(suggestionsQuery(utils));
  const dashboard = useQuery(dashboardQuery(utils));
  const ai = useGenerateAi();

  const hasDebts = dashboard.data ? dashboard.data.debtPriority.length > 0 : undefined;
  const optimization = insights.data?.optimizationScore ?? 0;
  const potentialScore = potential.data?.score ?? 0;
  const gain = insights.data && potential.data ? potentialScore - optimization : 0;
  const inlineFailure = (title: string, query: { error: unknown; refetch: () => Promise<unknown> }) => (
    <QueryFailure title={title} error={query.error} onRetry={() => void query.refetch()} layout="inline" />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            AI-Powered Insights
          </Title>
          <Text c="dimmed">Scores, payment timing and recommendations for your payoff plan.</Text>
        </div>
        <GenerateButtons ai={ai} size="sm" />
      </Group>

      {hasDebts === false && <GetStarted />}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <ScoreCard
          title="Optimization Score"
          icon={<IconGauge size={20} aria-hidden />}
          score={optimization}
          known={insights.isSuccess}
          hasDebts={hasDebts}
          help={HELP.optimizationScore}
          explanation="How much of the interest of paying only the minimums your plan avoids. Following a recommendation only ever raises it."
          failure={insights.isError ? inlineFailure(READ_FAILURES.insights, insights) : undefined}
        />
        <ScoreCard
          title="Potential Score"
          icon={<IconChartBar size={20} aria-hidden />}
          score={potentialScore}
          known={potential.isSuccess}
          hasDebts={hasDebts}
          help={HELP.potentialScore}
          explanation="Where your optimization score would be once you apply every open recommendation."
          note={
            gain > 0 ? (
              <Text size="sm" fw={600} c="violet.8">
                Applying your recommendations adds {formatCount(gain, 'point')}.
              </Text>
            ) : undefined
          }
          failure={potential.isError ? inlineFailure(READ_FAILURES.potential, potential) : undefined}
        />
        <PaymentTiming insights={insights} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PriorityRanking />
        <LearningProgress progress={learning} />
      </SimpleGrid>

      {/* The long lists below the first view once the scores and the ranking are on screen. */}
      <AfterFirstPaint fallback={null}>
        <SmartPaymentDates schedule={schedule} />

        <AllRecommendations suggestions={suggestions} hasDebts={hasDebts} />
      </AfterFirstPaint>
    </Stack>
  );
}
