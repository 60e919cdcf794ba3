import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { HELP } from '../plan/help.ts';
import { STRATEGY_DESCRIPTIONS, STRATEGY_LABELS } from '../plan/plan-format.ts';
import { Section } from './parts.tsx';
import { useQuery } from '@tanstack/react-query';
import { planQuery } from '../plan/queries.ts';

/**
 * 'Debt Priority Ranking': the payoff plan's order and strategy (GET /api/plan), so Insights ranks
 * the debts exactly as the Plan screen pays them.
 */
const LOADING_ROWS = [1, 2, 3, 4, 5];

export function PriorityRanking() {
  const utils = trpc.useUtils();
  const plan = useQuery(planQuery(utils));
  const data = plan.data;
  const debts = data ? [...data.debts].sort((a, b) => a.order - b.order) : undefined;
  return (
    <Section
      title="Debt Priority Ranking"
      icon={<IconListNumbers size={20} aria-hidden />}
      color="red"
      description={
        data ? (
          <>
            Your plan: <strong>{STRATEGY_LABELS[data.strategy]}</strong> ({STRATEGY_DESCRIPTIONS[data.strategy].replace(/\.$/, '')}). Money
            beyond the minimums goes to #1, then rolls on down the list.{' '}
            <Anchor component={Link} to="/plan" size="xs">
              See your plan
            </Anchor>
          </>
        ) : (
          'The order your payoff plan pays your debts in.'
        )
      }
    >
      <QueryState
        query={{ data: debts, error: plan.error, isError: plan.isError, refetch: plan.refetch }}
        // Room for the debt-free line and five debts while the plan loads: a longer list only grows
        // downwards, and the sections below start under the fold of a laptop screen instead of
        // being pushed down in view (two skeleton rows gave the page a layout shift of 0.12).
        loading={
          <Stack gap="xs" aria-hidden>
            <Skeleton height={20} width="60%" />
            {LOADING_ROWS.map((row) => (
              <Skeleton key={row} height={36} />
            ))}
          </Stack>
        }
        failure="Failed to load your plan"
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
        {(ranked) => (
          <Stack gap="xs">
            <Group gap={4} wrap="nowrap" role="group" aria-label="Debt-free date">
              <Text size="sm" c="dimmed">
                Debt-free date:
              </Text>
              <Text size="sm" fw={800}>
                {formatDate(data?.debtFreeDate, 'Not within 50 years')}
              </Text>
              <HowCalculated figure="the debt-free date">{HELP.debtFreeDate}</HowCalculated>
            </Group>
            <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Debts in payoff order">
              {ranked.map((debt, index) => (
                <Group
                  component="li"
                  key={debt.debtId}
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
                    {debt.debtName}
                  </Text>
                  {index === 0 && ranked.length > 1 && (
                    <Badge size="sm" variant="light" color="red" style={{ flexShrink: 0 }} visibleFrom="xs">
                      Pay extra here first
                    </Badge>
                  )}
                </Group>
              ))}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
