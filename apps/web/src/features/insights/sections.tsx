import { Badge, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { InsightsOut, LearningProgressOut } from '@paydown/domain';
import { IconBrain, IconClockDollar, IconSparkles } from '@tabler/icons-react';
import { QueryState, type ReadQuery } from '../../components/QueryState.tsx';
import { formatCurrencyDetailed, toAmount } from '../../lib/format.ts';
import { openSuggestions, type Suggestion } from '../ai/labels.ts';
import { SuggestionGrid } from '../ai/SuggestionItem.tsx';
import { NoSuggestions, SuggestionsSkeleton } from '../ai/SuggestionStates.tsx';
import { Figure, FigureRow, Section } from './parts.tsx';
import { READ_FAILURES } from './read-failures.ts';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { HELP } from '../plan/help.ts';

/** Two bars the height of two figure rows, so the card does not grow when they arrive. */
function TwoRowsSkeleton({ height }: { height: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={height} />
      <Skeleton height={height} />
    </Stack>
  );
}

/** null: the plan figure never ends (a payment that does not cover its interest). */
const neverEnds = (amount: string | null) => (amount === null ? 'Never paid off' : formatCurrencyDetailed(amount));

export function PaymentTiming({ insights }: { insights: ReadQuery<InsightsOut> }) {
  return (
    <Section
      title="Payment Timing Optimization"
      icon={<IconClockDollar size={20} aria-hidden />}
      description="Interest until you are debt-free: paying as you do now, and paying on your paydays in the best order for the same monthly budget."
    >
      <QueryState query={insights} loading={<TwoRowsSkeleton height={40} />} failure={READ_FAILURES.insights} failureLayout="inline">
        {(data) => (
          <Stack gap={0}>
            <FigureRow label="Current interest" value={neverEnds(data.currentInterest)} help={HELP.currentInterest} />
            <FigureRow label="Optimized interest" value={neverEnds(data.optimizedInterest)} help={HELP.optimizedInterest} />
            <FigureRow
              label="Monthly savings"
              value={neverEnds(data.monthlySavings)}
              highlight={data.monthlySavings !== null && toAmount(data.monthlySavings) > 0}
              help={HELP.monthlySavings}
            />
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

export function LearningProgress({ progress }: { progress: ReadQuery<LearningProgressOut> }) {
  return (
    <Section
      title="AI Learning Progress"
      icon={<IconBrain size={20} aria-hidden />}
      color="grape"
      description="What Paydown has learned from your debts, income and logged payments."
    >
      <QueryState query={progress} loading={<TwoRowsSkeleton height={40} />} failure={READ_FAILURES.learning} failureLayout="inline">
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={2} spacing="md">
              <Figure label="Data points analyzed" help={HELP.dataPoints} value={data.dataPointsAnalyzed.toLocaleString('en-US')} />
              <Figure
                label="Total savings identified"
                help={HELP.totalSavingsIdentified}
                value={formatCurrencyDetailed(data.totalSavingsIdentified)}
                tone={toAmount(data.totalSavingsIdentified) > 0 ? 'positive' : undefined}
              />
            </SimpleGrid>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text component="div" size="xs" c="dimmed" fw={500}>
                  Prediction accuracy <HowCalculated figure="prediction accuracy">{HELP.predictionAccuracy}</HowCalculated>
                </Text>
                <Text size="sm" fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {data.predictionAccuracy}%
                </Text>
              </Group>
              <Progress value={data.predictionAccuracy} color="grape" size="md" aria-label="Prediction accuracy" />
              <Text size="xs" c="dimmed" lh={1.35}>
                The share of logged payments made on or before their suggested date.
              </Text>
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

export function AllRecommendations({ suggestions, hasDebts }: { suggestions: ReadQuery<Suggestion[]>; hasDebts: boolean | undefined }) {
  const open = openSuggestions(suggestions.data).length;
  const applied = (suggestions.data?.length ?? 0) - open;
  return (
    <Section
      title="All AI Recommendations"
      icon={<IconSparkles size={20} aria-hidden />}
      color="violet"
      description="Every suggestion, open ones first (highest impact first), then the ones you applied."
      aside={
        suggestions.data && suggestions.data.length > 0 ? (
          <Badge variant="light" color="violet" style={{ flexShrink: 0 }} visibleFrom="xs">
            {open} open · {applied} applied
          </Badge>
        ) : undefined
      }
    >
      <QueryState
        query={suggestions}
        loading={<SuggestionsSkeleton count={2} cols={{ base: 1, md: 2 }} />}
        failure={READ_FAILURES.suggestions}
        empty={<NoSuggestions hasDebts={hasDebts} />}
      >
        {(list) => <SuggestionGrid suggestions={list} cols={{ base: 1, md: 2 }} />}
      </QueryState>
    </Section>
  );
}
