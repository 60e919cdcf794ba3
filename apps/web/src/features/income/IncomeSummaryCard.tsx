import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryFailure } from '../../components/QueryState.tsx';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useQuery } from '@tanstack/react-query';
import { incomeSummaryQuery } from './queries.ts';

function Stat({ label, value, hint, loading }: { label: string; value: string; hint?: string; loading: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton height={26} width="70%" my={2} />
      ) : (
        <Text fz={{ base: 'lg', sm: 22 }} fw={800} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'Monthly Income Summary': the total monthly estimate, the next payday, and the spec's fixed
 * 75 % / 25 % split of the total into 'This Month Received' and 'Remaining'.
 */
export function IncomeSummaryCard() {
  const utils = trpc.useUtils();
  const summary = useQuery(incomeSummaryQuery(utils));
  const data = summary.data;
  const loading = summary.isPending;
  return (
    <Card role="region" aria-labelledby="income-summary-title">
      <Title order={2} fz="lg" mb="md" id="income-summary-title">
        Monthly Income Summary
      </Title>
      {summary.isError ? (
        <QueryFailure
          title="Failed to load the income summary"
          error={summary.error}
          onRetry={() => void summary.refetch()}
          layout="inline"
        />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" verticalSpacing="lg">
          <Stat label="Total Monthly" value={formatCurrencyDetailed(data?.totalMonthly)} loading={loading} />
          <Stat label="Next Payment" value={formatDate(data?.nextPayment, 'None scheduled')} loading={loading} />
          <Stat label="This Month Received" value={formatCurrencyDetailed(data?.thisMonthReceived)} hint="75% of total" loading={loading} />
          <Stat label="Remaining" value={formatCurrencyDetailed(data?.remaining)} hint="25% of total" loading={loading} />
        </SimpleGrid>
      )}
    </Card>
  );
}
