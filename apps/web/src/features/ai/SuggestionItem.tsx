import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import { IconArrowsJoin, IconBulb, IconCalendarDollar, IconPigMoney, IconTrendingUp, type Icon } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ApplyConfirm } from './ApplyConfirm.tsx';
import { formatCurrencyDetailed } from '../../lib/format.ts';
import { hasSavings, impactLevel, SUGGESTION_TYPE_COLOR, SUGGESTION_TYPE_LABEL, type Suggestion, type SuggestionType } from './labels.ts';
import { useApplySuggestion } from './use-ai-actions.ts';

const TYPE_ICON: Record<SuggestionType, Icon> = {
  payment_timing: IconCalendarDollar,
  extra_payment: IconTrendingUp,
  debt_consolidation: IconArrowsJoin,
  other: IconBulb,
};

/** The impact score (1-100) as a short bar and a word; read out as 'High impact: 63 out of 100'. */
export function ImpactMeter({ score }: { score: number }) {
  const level = impactLevel(score);
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={`${level.label}: ${score} out of 100`} style={{ flexShrink: 0 }}>
      <Progress value={score} w={48} size={6} color={level.color} aria-hidden />
      <Text size="xs" fw={600} c="dimmed" aria-hidden>
        {level.label}
      </Text>
    </Group>
  );
}

export interface SuggestionItemProps {
  suggestion: Suggestion;
  onApply: (id: number) => void;
  /** This suggestion is being applied. */
  applying: boolean;
  /** Undoes the applied suggestion (offered while its undoableUntil lies ahead). */
  onUndo?: (id: number) => void;
  /** This suggestion is being undone. */
  undoing?: boolean;
  /** Another suggestion is being applied (one at a time). */
  disabled?: boolean;
}

/**
 * One AI suggestion: its kind, impact, title and explanation, the savings line (only for a
 * non-zero figure), and 'Apply This Suggestion' while unapplied or '✓ Applied Successfully' once applied.
 */
export function SuggestionItem({ suggestion: s, onApply, applying, onUndo, undoing = false, disabled = false }: SuggestionItemProps) {
  const titleId = useId();
  const TypeIcon = TYPE_ICON[s.suggestionType];
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      data-suggestion-type={s.suggestionType}
      withBorder
      radius="md"
      p="md"
      h="100%"
      bg={s.isApplied ? 'var(--mantine-color-gray-0)' : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap={8} wrap="wrap">
          <Badge
            variant="light"
            color={SUGGESTION_TYPE_COLOR[s.suggestionType]}
            radius="sm"
            leftSection={<TypeIcon size={12} aria-hidden />}
          >
            {SUGGESTION_TYPE_LABEL[s.suggestionType]}
          </Badge>
          <ImpactMeter score={s.impactScore} />
        </Group>
        <Text fw={700} lh={1.35} id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {s.title}
        </Text>
        <Text size="sm" c="dimmed" lh={1.5} style={{ overflowWrap: 'anywhere' }}>
          {s.description}
        </Text>
        {hasSavings(s) && (
          <Group gap={6} wrap="nowrap">
            <IconPigMoney size={16} color="var(--mantine-color-paydown-8)" aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={700} c="paydown.9">
              Potential savings: {formatCurrencyDetailed(s.potentialSavings)}
            </Text>
          </Group>
        )}
        <Group mt="auto" pt={4}>
          {s.isApplied ? (
            <>
              <Text size="sm" fw={700} c="green">
                ✓ Applied Successfully
              </Text>
              {onUndo && undoable(s) && (
                <Button size="compact-xs" variant="subtle" loading={undoing} onClick={() => onUndo(s.id)}>
                  Undo
                </Button>
              )}
            </>
          ) : (
            <Button size="xs" variant="light" loading={applying} disabled={disabled && !applying} onClick={() => onApply(s.id)}>
              Apply This Suggestion
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The server still allows undoing this applied suggestion (its window, on this device's clock). */
const undoable = (s: Suggestion) => !!s.undoableUntil && Date.parse(s.undoableUntil) > Date.now();

/**
 * Suggestions in a grid, each with 'Apply This Suggestion'. Apply first shows what it will change
 * (ApplyConfirm); an applied one can be undone for a while. One is applied at a time: while it runs,
 * the other buttons wait.
 */
export function SuggestionGrid({ suggestions, cols }: { suggestions: readonly Suggestion[]; cols: SimpleGridProps['cols'] }) {
  const { apply, pendingId, undo, undoingId } = useApplySuggestion();
  const [confirming, setConfirming] = useState<Suggestion | null>(null);
  return (
    <>
      <SimpleGrid cols={cols} spacing="md">
        {suggestions.map((s) => (
          <SuggestionItem
            key={s.id}
            suggestion={s}
            onApply={() => setConfirming(s)}
            applying={pendingId === s.id}
            disabled={pendingId !== undefined}
            onUndo={undo}
            undoing={undoingId === s.id}
          />
        ))}
      </SimpleGrid>
      <ApplyConfirm
        suggestion={confirming}
        pending={pendingId !== undefined}
        onCancel={() => setConfirming(null)}
        onConfirm={(id) => {
          apply(id);
          setConfirming(null);
        }}
      />
    </>
  );
}
