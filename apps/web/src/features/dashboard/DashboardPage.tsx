import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCreditCard, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { toAmount } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { AiRecommendationsCard } from './AiRecommendationsCard.tsx';
import { CashFlowAlert } from './CashFlowAlert.tsx';
import { EmailVerificationCard } from './EmailVerificationCard.tsx';
import { ProgressionCard } from './ProgressionCard.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { TrialBanner } from './TrialBanner.tsx';
import { UpcomingPayments } from './UpcomingPayments.tsx';
import { WelcomeNotice } from './WelcomeNotice.tsx';

/** Shown while there is nothing to sum up yet: where to start. */
function GetStarted() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconCreditCard size={24} aria-hidden />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={700}>Add your debts</Text>
            <Text size="sm" c="dimmed">
              Balances, interest rates and due dates let Paydown find the payment dates that save you interest.
            </Text>
            <Button component={Link} to="/debts" variant="light" size="xs" w="fit-content">
              Go to Debts
            </Button>
          </Stack>
        </Group>
      </Card>
      <Card>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" color="blue">
            <IconWallet size={24} aria-hidden />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={700}>Add your income</Text>
            <Text size="sm" c="dimmed">
              Knowing when you get paid lets Paydown line up each payment with the paycheck before it is due.
            </Text>
            <Button component={Link} to="/income" variant="light" size="xs" color="blue" w="fit-content">
              Go to Income
            </Button>
          </Stack>
        </Group>
      </Card>
    </SimpleGrid>
  );
}

/**
 * The dashboard. Its reads (verification status, dashboard figures, the 12-month projection, the AI
 * suggestions) start in the same render and travel in one batched request.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const dashboard = trpc.dashboard.get.useQuery();
  const data = dashboard.data;
  const empty = data !== undefined && data.debtPriority.length === 0 && toAmount(data.totalMonthlyIncome) === 0;

  return (
    <Stack gap="lg">
      <EmailVerificationCard />
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Dashboard
        </Title>
        <Text c="dimmed">Hi {user.firstName}, here is where your debt payoff plan comes together.</Text>
      </div>
      <WelcomeNotice />

      {dashboard.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title="Failed to load dashboard data"
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void dashboard.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          {data && <TrialBanner userId={user.id} status={data.trialStatus} />}
          {data && <CashFlowAlert dashboard={data} />}
          <SummaryCards dashboard={data} />
          {empty && <GetStarted />}
        </>
      )}

      <ProgressionCard />

      <AiRecommendationsCard hasDebts={data ? data.debtPriority.length > 0 : undefined} />

      {!dashboard.isError && <UpcomingPayments payments={data?.upcomingPayments} />}
    </Stack>
  );
}
