import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { LearningProgressOut, PaymentScheduleOut } from '@paydown/domain';
import {
  IconBrain,
  IconCalendarDollar,
  IconChartBar,
  IconClockDollar,
  IconCreditCard,
  IconGauge,
  IconRocket,
  IconSparkles,
  IconWallet,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCount, formatCurrencyDetailed, formatDate, formatShortDate, toAmount } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { GenerateButtons } from '../ai/GenerateButtons.tsx';
import { openSuggestions, type Suggestion } from '../ai/labels.ts';
import { NoSuggestions, ReadFailure, SuggestionsSkeleton } from '../ai/SuggestionStates.tsx';
import { SuggestionGrid } from '../ai/SuggestionItem.tsx';
import { useGenerateAi } from '../ai/use-ai-actions.ts';
import { Figure, FigureRow, InlineFailure, Section } from './parts.tsx';
import { PriorityRanking } from './PriorityRanking.tsx';
import { ScoreCard } from './ScoreCard.tsx';

/** Spec section 8, "AI reads". */
export const READ_FAILURES = {
  schedule: 'Failed to fetch AI payment schedule',
  insights: 'Failed to fetch insights',
  potential: 'Failed to fetch potential score',
  learning: 'Failed to fetch AI learning progress',
} as const;

/** For a new user: where the figures come from. */
function GetStarted() {
  return (
    <Card bg="var(--mantine-color-paydown-light)" style={{ borderColor: 'var(--mantine-color-paydown-2)' }}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="white" visibleFrom="xs">
          <IconRocket size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={6}>
          <Text fw={700}>Add your debts to unlock your insights</Text>
          <Text size="sm" c="dimmed">
            Paydown works out your scores, the best day to pay each debt and which debt to pay off first from your
            debts and your paydays. Add them, then come back and click Get Recommendations.
          </Text>
          <Group gap="xs" mt={4}>
            <Button component={Link} to="/debts" size="xs" leftSection={<IconCreditCard size={14} aria-hidden />}>
              Go to Debts
            </Button>
            <Button
              component={Link}
              to="/income"
              size="xs"
              variant="light"
              color="blue"
              leftSection={<IconWallet size={14} aria-hidden />}
            >
              Go to Income
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** null: the plan figure never ends (a payment that does not cover its interest). */
const neverEnds = (amount: string | null) => (amount === null ? 'Never paid off' : formatCurrencyDetailed(amount));

function PaymentTiming({
  insights,
  failed,
  onRetry,
}: {
  insights: { currentInterest: string | null; optimizedInterest: string | null; monthlySavings: string | null } | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <Section
      title="Payment Timing Optimization"
      icon={<IconClockDollar size={20} aria-hidden />}
      description="Interest until you are debt-free: paying as you do now, and paying on your paydays in the best order for the same monthly budget."
    >
      {failed ? (
        <InlineFailure message={READ_FAILURES.insights} onRetry={onRetry} />
      ) : !insights ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : (
        <Stack gap={0}>
          <FigureRow
            label="Current interest"
            value={neverEnds(insights.currentInterest)}
            help="Interest until you are debt-free paying as you do now: each debt its own payment, nothing rolled over (the plan's baseline)."
          />
          <FigureRow
            label="Optimized interest"
            value={neverEnds(insights.optimizedInterest)}
            help="Interest until you are debt-free on your payoff plan: the same budget in the plan's order, freed payments rolled on."
          />
          <FigureRow
            label="Monthly savings"
            value={neverEnds(insights.monthlySavings)}
            highlight={insights.monthlySavings !== null && toAmount(insights.monthlySavings) > 0}
            help="Current interest minus optimized interest, spread over the months you would take to be debt-free paying as you do now."
          />
        </Stack>
      )}
    </Section>
  );
}

/** One debt of the schedule: its due date, what paying early saves, and the pay dates with amounts. */
function ScheduleItem({ item }: { item: PaymentScheduleOut[number] }) {
  const saves = toAmount(item.interestImpact) > 0;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={item.creditor}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {item.creditor}
            </Text>
            <Text size="xs" c="dimmed">
              Due {formatDate(item.dueDate)}
            </Text>
          </Stack>
          <Badge variant="light" color={saves ? 'paydown' : 'gray'} style={{ flexShrink: 0 }}>
            {saves ? `Saves ${formatCurrencyDetailed(item.interestImpact)}` : 'No interest saved'}
          </Badge>
        </Group>
        {item.suggestedPayDates.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing to pay this period.
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Pay dates for ${item.creditor}`}>
            {item.suggestedPayDates.map((part) => (
              <Group
                component="li"
                key={part.suggestedPayDate}
                justify="space-between"
                gap="xs"
                px="sm"
                py={6}
                style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Text size="sm">Pay on {formatShortDate(part.suggestedPayDate)}</Text>
                <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrencyDetailed(part.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function SmartPaymentDates({
  schedule,
  failed,
  onRetry,
}: {
  schedule: PaymentScheduleOut | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <Section
      title="Smart Payment Dates"
      icon={<IconCalendarDollar size={20} aria-hidden />}
      color="teal"
      description="Each payment split across the paychecks that arrive before its due date, and the interest that saves compared with paying on the due date."
    >
      {failed ? (
        <InlineFailure message={READ_FAILURES.schedule} onRetry={onRetry} />
      ) : !schedule ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
          <Skeleton height={110} />
          <Skeleton height={110} />
        </SimpleGrid>
      ) : schedule.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment dates to suggest yet. Add your debts and income to see the best day to pay each one.
        </Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {schedule.map((item) => (
            <ScheduleItem key={item.debtId} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}

function LearningProgress({
  progress,
  failed,
  onRetry,
}: {
  progress: LearningProgressOut | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <Section
      title="AI Learning Progress"
      icon={<IconBrain size={20} aria-hidden />}
      color="grape"
      description="What Paydown has learned from your debts, income and logged payments."
    >
      {failed ? (
        <InlineFailure message={READ_FAILURES.learning} onRetry={onRetry} />
      ) : !progress ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="md">
            <Figure label="Data points analyzed" value={progress.dataPointsAnalyzed.toLocaleString('en-US')} />
            <Figure
              label="Total savings identified"
              help="The plan's interest saved against paying as you do now, plus this month's savings from paying on suggested dates."
              value={formatCurrencyDetailed(progress.totalSavingsIdentified)}
              tone={toAmount(progress.totalSavingsIdentified) > 0 ? 'positive' : undefined}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed" fw={500}>
                Prediction accuracy
              </Text>
              <Text size="sm" fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {progress.predictionAccuracy}%
              </Text>
            </Group>
            <Progress value={progress.predictionAccuracy} color="grape" size="md" aria-label="Prediction accuracy" />
            <Text size="xs" c="dimmed" lh={1.35}>
              The share of logged payments made on or before their suggested date.
            </Text>
          </Stack>
        </Stack>
      )}
    </Section>
  );
}

function AllRecommendations({
  suggestions,
  failed,
  onRetry,
  hasDebts,
}: {
  suggestions: Suggestion[] | undefined;
  failed: boolean;
  onRetry: () => void;
  hasDebts: boolean | undefined;
}) {
  const open = openSuggestions(suggestions).length;
  const applied = (suggestions?.length ?? 0) - open;
  return (
    <Section
      title="All AI Recommendations"
      icon={<IconSparkles size={20} aria-hidden />}
      color="violet"
      description="Every suggestion, open ones first (highest impact first), then the ones you applied."
      aside={
        suggestions && suggestions.length > 0 ? (
          <Badge variant="light" color="violet" style={{ flexShrink: 0 }} visibleFrom="xs">
            {open} open · {applied} applied
          </Badge>
        ) : undefined
      }
    >
      {failed ? (
        <ReadFailure title="Failed to load AI suggestions" onRetry={onRetry} />
      ) : !suggestions ? (
        <SuggestionsSkeleton count={2} cols={{ base: 1, md: 2 }} />
      ) : suggestions.length === 0 ? (
        <NoSuggestions hasDebts={hasDebts} />
      ) : (
        <SuggestionGrid suggestions={suggestions} cols={{ base: 1, md: 2 }} />
      )}
    </Section>
  );
}

/**
 * 'AI-Powered Insights' (spec section 2). Every read starts in the same render, so they travel in
 * one batched request; each section shows its own loading, failure (spec section 8) and empty state.
 */
export function InsightsPage() {
  const insights = trpc.ai.insights.useQuery();
  const potential = trpc.ai.potentialScore.useQuery();
  const schedule = trpc.ai.paymentSchedule.useQuery();
  const learning = trpc.ai.learningProgress.useQuery();
  const suggestions = trpc.ai.suggestions.useQuery();
  const dashboard = trpc.dashboard.get.useQuery();
  const ai = useGenerateAi();

  const hasDebts = dashboard.data ? dashboard.data.debtPriority.length > 0 : undefined;
  const optimization = insights.data?.optimizationScore ?? 0;
  const potentialScore = potential.data?.score ?? 0;
  const gain = insights.data && potential.data ? potentialScore - optimization : 0;
  const retryInsights = () => void insights.refetch();

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
          explanation="How close your current payments come to the least interest possible with the same monthly budget. 100 means there is nothing left to gain."
          failure={insights.isError ? <InlineFailure message={READ_FAILURES.insights} onRetry={retryInsights} /> : undefined}
        />
        <ScoreCard
          title="Potential Score"
          icon={<IconChartBar size={20} aria-hidden />}
          score={potentialScore}
          known={potential.isSuccess}
          hasDebts={hasDebts}
          explanation="Where your optimization score would be once you apply every open recommendation."
          note={
            gain > 0 ? (
              <Text size="sm" fw={600} c="violet.8">
                Applying your recommendations adds {formatCount(gain, 'point')}.
              </Text>
            ) : undefined
          }
          failure={
            potential.isError ? (
              <InlineFailure message={READ_FAILURES.potential} onRetry={() => void potential.refetch()} />
            ) : undefined
          }
        />
        <PaymentTiming insights={insights.data} failed={insights.isError} onRetry={retryInsights} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PriorityRanking />
        <LearningProgress progress={learning.data} failed={learning.isError} onRetry={() => void learning.refetch()} />
      </SimpleGrid>

      <SmartPaymentDates schedule={schedule.data} failed={schedule.isError} onRetry={() => void schedule.refetch()} />

      <AllRecommendations
        suggestions={suggestions.data}
        failed={suggestions.isError}
        onRetry={() => void suggestions.refetch()}
        hasDebts={hasDebts}
      />
    </Stack>
  );
}
