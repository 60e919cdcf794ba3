import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { formatCurrency, formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { HELP } from '../plan/help.ts';
import { useQuery } from '@tanstack/react-query';
import { progressQuery } from '../progress/queries.ts';

/**
 * 'Paid so far': principal paid since the start and its share of the starting debt (every figure
 * from GET /api/progress), over the debts in the plan like the chart beside it (a mortgage left out
 * of the plan is not in the base; docs/decisions.md). Nothing shows until there is a starting debt.
 */
export function PaidSoFar() {
  const utils = trpc.useUtils();
  const progress = useQuery(progressQuery(utils));
  const p = progress.data;
  if (!p || p.startingDebt === '0.00') return null;
  return (
    <Card padding="md" role="group" aria-label="Paid so far">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text component="div" size="sm" c="dimmed" fw={500}>
            Paid so far <HowCalculated figure="paid so far">{HELP.paidSoFar}</HowCalculated>
          </Text>
          <Text size="xs" c="dimmed">
            debts in your plan, since {formatDate(p.startedOn)}
          </Text>
        </Group>
        <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.15}>
          {formatCurrency(p.paidPrincipal)}
        </Text>
        <Progress value={p.paidSharePercent} aria-label={`${p.paidSharePercent}% of the starting debt paid`} />
        <Text size="xs" c="dimmed">
          {p.paidSharePercent}% of {formatCurrency(p.startingDebt)} · {formatCurrency(p.currentDebt)} to go
        </Text>
      </Stack>
    </Card>
  );
}
