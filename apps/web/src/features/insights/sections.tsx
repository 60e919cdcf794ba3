import { Badge, Button, Group, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { InsightsOut, LearningProgressOut } from '@paydown/domain';
import { IconBrain, IconClockDollar, IconListNumbers, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryState, type ReadQuery } from '../../components/QueryState.tsx';
import { formatCurrencyDetailed, toAmount } from '../../lib/format.ts';
import { openSuggestions, type Suggestion } from '../ai/labels.ts';
import { SuggestionGrid } from '../ai/SuggestionItem.tsx';
import { NoSuggestions, SuggestionsSkeleton } from '../ai/SuggestionStates.tsx';
import { Figure, FigureRow, Section } from './parts.tsx';
import { READ_FAILURES } from './read-failures.ts';

/** Two bars the height of two figure rows, so the card does not grow when they arrive. */
function TwoRowsSkeleton({ height }: { height: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={height} />
      <Skeleton height={height} />
    </Stack>
  );
}

export function PaymentTiming({ insights }: { insights: ReadQuery<InsightsOut> }) {
  return (
    <Section
      title="Payment Timing Optimization"
      icon={<IconClockDollar size={20} aria-hidden />}
      description="Interest until you are debt-free: paying as you do now, and paying on your paydays in the best order for the same monthly budget."
    >
      <QueryState
        query={insights}
        loading={<TwoRowsSkeleton height={40} />}
        failure={READ_FAILURES.insights}
        failureLayout="inline"
      >
        {(data) => (
          <Stack gap={0}>
            <FigureRow label="Current interest" value={formatCurrencyDetailed(data.currentInterest)} />
            <FigureRow label="Optimized interest" value={formatCurrencyDetailed(data.optimizedInterest)} />
            <FigureRow
              label="Monthly savings"
              value={formatCurrencyDetailed(data.monthlySavings)}
              highlight={toAmount(data.monthlySavings) > 0}
            />
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

/** Debt names, highest interest rate first, numbered. */
function RankedDebts({ names }: { names: readonly string[] }) {
  return (
    <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Debts in payoff order">
      {names.map((name, index) => (
        <Group
          component="li"
          key={`${index}-${name}`}
          gap="sm"
          wrap="nowrap"
          py={8}
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <ThemeIcon
            size={28}
            radius="xl"
            variant={index === 0 ? 'filled' : 'light'}
            color={index === 0 ? 'red' : 'gray'}
            aria-hidden
          >
            <Text size="sm" fw={800} c={index === 0 ? 'white' : 'dark'}>
              {index + 1}
            </Text>
          </ThemeIcon>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', flex: 1 }}>
            {name}
          </Text>
          {index === 0 && names.length > 1 && (
            <Badge size="sm" variant="light" color="red" style={{ flexShrink: 0 }} visibleFrom="xs">
              Pay extra here first
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** `names`: the dashboard's debt priority (its query, mapped to the names). */
export function PriorityRanking({ names }: { names: ReadQuery<readonly string[]> }) {
  return (
    <Section
      title="Debt Priority Ranking"
      icon={<IconListNumbers size={20} aria-hidden />}
      color="red"
      description="Highest interest rate first (the avalanche method): money beyond the minimums goes to #1, where it stops the most interest."
    >
      <QueryState
        query={names}
        loading={<TwoRowsSkeleton height={36} />}
        failure={READ_FAILURES.dashboard}
        failureLayout="inline"
        empty={
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              No debts to rank yet.
            </Text>
            <Button component={Link} to="/debts" size="xs" variant="light">
              Add a debt
            </Button>
          </Stack>
        }
      >
        {(list) => <RankedDebts names={list} />}
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
      <QueryState
        query={progress}
        loading={<TwoRowsSkeleton height={40} />}
        failure={READ_FAILURES.learning}
        failureLayout="inline"
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={2} spacing="md">
              <Figure label="Data points analyzed" value={data.dataPointsAnalyzed.toLocaleString('en-US')} />
              <Figure
                label="Total savings identified"
                value={formatCurrencyDetailed(data.totalSavingsIdentified)}
                tone={toAmount(data.totalSavingsIdentified) > 0 ? 'positive' : undefined}
              />
            </SimpleGrid>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed" fw={500}>
                  Prediction accuracy
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

export function AllRecommendations({
  suggestions,
  hasDebts,
}: {
  suggestions: ReadQuery<Suggestion[]>;
  hasDebts: boolean | undefined;
}) {
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
