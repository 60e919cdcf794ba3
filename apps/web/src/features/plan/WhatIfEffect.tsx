import { Group, Paper, Text } from '@mantine/core';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';

/** The two figures a what-if moves, as the plan answers them (null: the plan never ends). */
export interface PlanFigures {
  debtFreeDate: string | null;
  totalInterest: string | null;
}

const dateOf = (f: PlanFigures) => (f.debtFreeDate === null ? 'never' : formatDate(f.debtFreeDate));
const interestOf = (f: PlanFigures) => (f.totalInterest === null ? 'never ends' : formatCurrencyDetailed(f.totalInterest));

function Line({ label, before, after }: { label: string; before: string; after: string }) {
  const same = before === after;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      {!same && (
        <Text size="sm" td="line-through" c="dimmed">
          {before}
        </Text>
      )}
      {!same && (
        <Text size="sm" c="dimmed" aria-label="becomes">
          →
        </Text>
      )}
      <Text size="sm" fw={700}>
        {after}
      </Text>
    </Group>
  );
}

/**
 * A what-if's effect beside its control: the debt-free date and the total interest without it and
 * with it (before → after), from the same engine as the plan above. A live region, so a screen
 * reader hears the new figures as the slider moves.
 */
export function WhatIfEffect({ label, before, after }: { label: string; before: PlanFigures; after: PlanFigures }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="var(--mantine-color-gray-0)" role="group" aria-label={label}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <div aria-live="polite">
        <Line label="Debt-free" before={dateOf(before)} after={dateOf(after)} />
        <Line label="Total interest" before={interestOf(before)} after={interestOf(after)} />
      </div>
    </Paper>
  );
}
