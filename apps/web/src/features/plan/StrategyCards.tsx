import { Badge, Group, SimpleGrid, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { PlanOut, PlanStrategy } from '@paydown/domain';
import { PLAN_STRATEGIES } from '@paydown/domain/plan';
import { IconCheck } from '@tabler/icons-react';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { formatCurrency, formatDate } from '../../lib/format.ts';
import { HELP } from './help.ts';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';
import { firstClearedText, interestNote, STRATEGY_DESCRIPTIONS, STRATEGY_LABELS } from './plan-format.ts';

type Summary = PlanOut['strategies']['avalanche'];

function Row({ label, value, help }: { label: string; value: string; help: string }) {
  return (
    <Group justify="space-between" gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} title={help}>
        {value}
      </Text>
    </Group>
  );
}

function StrategyCard({
  strategy,
  summary,
  note,
  chosen,
  onChoose,
}: {
  strategy: PlanStrategy;
  summary: Summary | undefined;
  /** What it costs in interest against the others (interestNote). */
  note: string | null;
  chosen: boolean;
  onChoose: (strategy: PlanStrategy) => void;
}) {
  const label = STRATEGY_LABELS[strategy];
  return (
    // Named by its content (strategy, '(chosen)' for screen readers, description, figures): an
    // aria-label of the strategy alone left most of the visible text out of the name, against
    // WCAG 2.5.3 (label in name; axe-core label-content-name-mismatch).
    <UnstyledButton
      onClick={() => onChoose(strategy)}
      aria-pressed={chosen}
      p="md"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: chosen ? '2px solid var(--mantine-color-paydown-6)' : '1px solid var(--mantine-color-default-border)',
        background: chosen ? 'var(--mantine-color-paydown-light)' : 'var(--mantine-color-body)',
        // The border grows by 1px when chosen: keep the content where it was.
        margin: chosen ? 0 : 1,
        height: '100%',
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={800}>
            {label}
            {chosen && <VisuallyHidden> (chosen)</VisuallyHidden>}
          </Text>
          {chosen && (
            <Badge aria-hidden size="sm" leftSection={<IconCheck size={12} aria-hidden />} variant="filled">
              Your plan
            </Badge>
          )}
        </Group>
        <Stack gap={6}>
          <Text size="xs" c="dimmed" lh={1.35}>
            {STRATEGY_DESCRIPTIONS[strategy]}
          </Text>
          {note && (
            <Text size="xs" fw={600} c={note.startsWith('Not') ? 'orange.9' : 'paydown.9'} lh={1.35}>
              {note}
            </Text>
          )}
          {summary ? (
            <Stack gap={4} mt={4}>
              <Row label="Debt-free" value={formatDate(summary.debtFreeDate, 'Never')} help={HELP.debtFreeDate} />
              <Row
                label="Total interest"
                value={summary.totalInterest === null ? '—' : formatCurrency(summary.totalInterest)}
                help={HELP.totalInterest}
              />
              <Row label="First debt cleared" value={firstClearedText(summary.firstPayoffMonth)} help={HELP.firstCleared} />
            </Stack>
          ) : (
            <Text size="sm" mt={4}>
              Pick the order yourself: choose this, then drag your debts into place.
            </Text>
          )}
        </Stack>
      </Stack>
    </UnstyledButton>
  );
}

export interface StrategyCardsProps {
  plan: PlanOut;
  /** A promotional rate runs on a debt in the plan (it explains why avalanche may not be the cheapest). */
  promotions: boolean;
  /** How the save of the last choice stands ("Saving…", "Saved"). */
  saveState: SaveState;
  onChoose: (strategy: PlanStrategy) => void;
}

/**
 * Avalanche, snowball and custom side by side over the same budget; one click switches. Only the
 * strategy with the least interest in this user's figures says so.
 */
export function StrategyCards({ plan, promotions, saveState, onChoose }: StrategyCardsProps) {
  return (
    <Stack gap="xs">
      <Group gap={4}>
        <Text fw={700}>Strategy</Text>
        <HowCalculated figure="the strategy comparison">
          Each strategy pays the same monthly budget; only the order in which debts get the money beyond their minimums differs.
        </HowCalculated>
        <SaveStatus state={saveState} label="Strategy" />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="group" aria-label="Strategies">
        {PLAN_STRATEGIES.map((strategy) => (
          <StrategyCard
            key={strategy}
            strategy={strategy}
            summary={plan.strategies[strategy]}
            note={interestNote(strategy, plan, promotions)}
            chosen={plan.strategy === strategy}
            onChoose={onChoose}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
