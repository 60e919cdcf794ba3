import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { HELP } from '../plan/help.ts';
import { isPlanEmpty, planHeadline } from '../plan/plan-format.ts';
import { useQuery } from '@tanstack/react-query';
import { planQuery } from '../plan/queries.ts';

/**
 * The unpaid debts the plan leaves out (a mortgage or rent, by default), by name: `unpaid` lists
 * every unpaid debt's name, `inPlan` the plan's. A name twice counts twice.
 */
export function debtsOutsidePlan(unpaid: readonly string[], inPlan: readonly string[]): string[] {
  const left = [...inPlan];
  return unpaid.filter((name) => {
    const at = left.indexOf(name);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/** 'Home Mortgage', 'Home Mortgage and Rent', 'A, B and C'. */
function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The plan on the dashboard: the debt-free date (the same figure as on the Plan screen and in
 * Insights, from GET /api/plan), which debts it leaves out, what the plan gains, and the way to
 * the Plan screen. `unpaidDebts`: every unpaid debt's name (the dashboard's debtPriority).
 */
export function PlanSummaryCard({ unpaidDebts }: { unpaidDebts: readonly string[] | undefined }) {
  const utils = trpc.useUtils();
  const plan = useQuery(planQuery(utils));
  if (plan.isError) return null;
  const data = plan.data;
  if (data && isPlanEmpty(data)) return null;
  const headline = data ? planHeadline(data) : null;
  const outside =
    data && unpaidDebts
      ? debtsOutsidePlan(
          unpaidDebts,
          data.debts.map((d) => d.debtName),
        )
      : [];
  return (
    <Card role="region" aria-label="Debt-free date" padding="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {/* At least 280 px for the date and its lines: on a phone the button goes below them. */}
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 280px' }}>
          <ThemeIcon size={40} radius="md" variant="light" visibleFrom="xs">
            <IconFlag size={22} aria-hidden />
          </ThemeIcon>
          {data && headline ? (
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={2} wrap="nowrap">
                <Text size="sm" c="dimmed" fw={500}>
                  Debt-free date
                </Text>
                <HowCalculated figure="the debt-free date">{HELP.debtFreeDate}</HowCalculated>
              </Group>
              <Text fz={{ base: 20, sm: 24 }} fw={800} lh={1.2} data-testid="dashboard-debt-free-date">
                {formatDate(data.debtFreeDate, 'Not within 50 years')}
              </Text>
              {outside.length > 0 && (
                <Text size="sm" fw={600} c="orange" data-testid="dashboard-debt-free-outside">
                  {joinNames(outside)} not included: {outside.length === 1 ? 'it is' : 'they are'} outside the payoff plan.
                </Text>
              )}
              {headline.comparison && (
                <Text component="div" size="sm" c="dimmed">
                  {headline.tone === 'warning'
                    ? headline.comparison
                    : `${headline.comparison[0]?.toUpperCase()}${headline.comparison.slice(1)}.`}{' '}
                  <HowCalculated figure="the time and interest saved">{`${HELP.monthsSaved} ${HELP.interestSaved}`}</HowCalculated>
                </Text>
              )}
            </Stack>
          ) : (
            <Skeleton height={56} width={240} />
          )}
        </Group>
        <Button component={Link} to="/plan" variant="light" rightSection={<IconArrowRight size={16} aria-hidden />}>
          See your plan
        </Button>
      </Group>
    </Card>
  );
}
