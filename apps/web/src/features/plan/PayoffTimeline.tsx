import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { PlanOut } from '@paydown/domain';
import { formatCurrency } from '../../lib/format.ts';
import { HELP } from './help.ts';
import { formatDuration } from '../../lib/format.ts';
import { monthYear } from './plan-format.ts';
import { SectionTitle } from '../../components/SectionTitle.tsx';

type PlanDebt = PlanOut['debts'][number];

/**
 * The timeline's order: the first paid off first (a debt never paid off last), then by name. Not the
 * plan's order: under snowball or a custom order a later debt can be cleared sooner, and a timeline
 * that jumps back in time reads as wrong.
 */
export function byPayoffDate(debts: readonly PlanDebt[]): PlanDebt[] {
  const when = (d: PlanDebt) => d.payoffMonth ?? Number.POSITIVE_INFINITY;
  return [...debts].sort((a, b) => when(a) - when(b) || a.debtName.localeCompare(b.debtName));
}

/**
 * When each debt is paid off, soonest first: a bar from today to its payoff month (to scale with the
 * whole plan), the date and the interest it costs. Doubles as the chart's text alternative.
 */
export function PayoffTimeline({ plan }: { plan: PlanOut }) {
  const debts = byPayoffDate(plan.debts);
  const span = Math.max(1, plan.months ?? plan.scheduleMonths, ...debts.map((d) => d.payoffMonth ?? 0));
  return (
    <Card role="region" aria-labelledby="plan-timeline-title">
      <SectionTitle mb="sm" id="plan-timeline-title" title="Payoff timeline" figure="a payoff date" help={HELP.payoffDate} />
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payoff timeline">
        {debts.map((debt) => {
          const width = debt.payoffMonth === null ? 100 : Math.max(2, (debt.payoffMonth / span) * 100);
          return (
            <li key={debt.debtId} aria-label={debt.debtName}>
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
                <Text size="sm" fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {debt.debtName}
                </Text>
                <Text size="sm" fw={700} ta="right" style={{ flexShrink: 0 }}>
                  {debt.payoffDate ? monthYear(debt.payoffDate) : 'Not paid off'}
                </Text>
              </Group>
              <Box
                h={10}
                w={`${width}%`}
                bg={debt.payoffMonth === null ? 'red.3' : 'paydown.5'}
                style={{ borderRadius: 'var(--mantine-radius-xl)' }}
                aria-hidden
              />
              <Text size="xs" c="dimmed" mt={2}>
                {debt.payoffMonth === null ? 'Beyond 50 years' : `In ${formatDuration(debt.payoffMonth)}`} ·{' '}
                {formatCurrency(debt.totalInterest)} interest
              </Text>
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
