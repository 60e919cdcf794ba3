import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconWallet, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { QueryFailure } from '../../components/QueryState.tsx';
import { toAmount } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { AiRecommendationsCard } from './AiRecommendationsCard.tsx';
import { CashFlowAlert } from './CashFlowAlert.tsx';
import { EmailVerificationCard } from './EmailVerificationCard.tsx';
import { PlanSummaryCard } from './PlanSummaryCard.tsx';
import { PaidSoFar } from './PaidSoFar.tsx';
import { ProgressionCard } from './ProgressionCard.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { ThisPayday } from './ThisPayday.tsx';
import { TrialBanner } from './TrialBanner.tsx';
import { UpcomingPayments } from './UpcomingPayments.tsx';
import { WelcomeNotice } from './WelcomeNotice.tsx';
import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from './queries.ts';

interface StartStep {
  Icon: Icon;
  /** undefined: the theme's primary colour. */
  color: 'blue' | undefined;
  title: string;
  text: string;
  to: string;
  action: string;
}

const START_STEPS: StartStep[] = [
  {
    Icon: IconCreditCard,
    color: undefined,
    title: 'Add your debts',
    text: 'Balances, interest rates and due dates let Paydown find the payment dates that save you interest.',
    to: '/debts',
    action: 'Go to Debts',
  },
  {
    Icon: IconWallet,
    color: 'blue',
    title: 'Add your income',
    text: 'Knowing when you get paid lets Paydown line up each payment with the paycheck before it is due.',
    to: '/income',
    action: 'Go to Income',
  },
];

/** Shown while there is nothing to sum up yet: where to start. */
function GetStarted() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {START_STEPS.map(({ Icon, color, title, text, to, action }) => (
        <Card key={to}>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color={color}>
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={6}>
              <Text fw={700}>{title}</Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
              <Button component={Link} to={to} variant="light" size="xs" color={color} w="fit-content">
                {action}
              </Button>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * The dashboard. Its reads (verification status, dashboard figures, this payday's payments, the
 * 12-month projection, the AI suggestions) start in the same render and travel in one batched request.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const utils = trpc.useUtils();
  const dashboard = useQuery(dashboardQuery(utils));
  const data = dashboard.data;
  const empty = data !== undefined && data.debtPriority.length === 0 && toAmount(data.totalMonthlyIncome) === 0;

  return (
    // Spaced a little tighter than other screens: with every banner showing, the plan's answer
    // (the debt-free date, This payday) still starts on the first screen at 1280 × 860.
    <Stack gap="sm">
      <EmailVerificationCard unconfirmed={!user.emailConfirmed} />
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Dashboard
        </Title>
        <Text c="dimmed">Hi {user.firstName}, here is where your debt payoff plan comes together.</Text>
      </div>
      <WelcomeNotice />

      {dashboard.isError ? (
        <QueryFailure title="Failed to load dashboard data" error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          {data && <TrialBanner userId={user.id} status={data.trialStatus} />}
          {data && <CashFlowAlert dashboard={data} />}
          <SummaryCards dashboard={data} />
          {/* The plan's answer right after the figures: the debt-free date, then what to pay from which paycheck. */}
          {empty ? <GetStarted /> : <PlanSummaryCard unpaidDebts={data?.debtPriority} />}
          {!empty && <ThisPayday />}
        </>
      )}

      {/* The details below the first view (charts, suggestions, the payments list) once the figures are on screen. */}
      <AfterFirstPaint fallback={null}>
        <PaidSoFar />
        <ProgressionCard />

        <AiRecommendationsCard hasDebts={data ? data.debtPriority.length > 0 : undefined} />

        {!dashboard.isError && <UpcomingPayments payments={data?.upcomingPayments} />}
      </AfterFirstPaint>
    </Stack>
  );
}
