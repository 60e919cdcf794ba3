import { Group, RingProgress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Section } from './parts.tsx';
import { HowCalculated } from '../../components/HowCalculated.tsx';

/** What a 0-100 score says, in a word. */
export function scoreVerdict(score: number): { label: string; color: string } {
  if (score >= 90) return { label: 'Excellent', color: 'paydown' };
  if (score >= 75) return { label: 'Good', color: 'teal' };
  if (score >= 50) return { label: 'Fair', color: 'yellow' };
  return { label: 'Room to improve', color: 'orange' };
}

export interface ScoreCardProps {
  title: string;
  icon: ReactNode;
  /** The score, 0 while loading or when the read failed (the display never goes blank). */
  score: number;
  /** The score was read (not a default). */
  known: boolean;
  /** Whether the user has debts to score (undefined while unknown). */
  hasDebts: boolean | undefined;
  explanation: ReactNode;
  /** One sentence: how the score is calculated (its help). */
  help: string;
  /** A note under the explanation (e.g. how far applying suggestions moves it). */
  note?: ReactNode;
  /** Shown instead of the verdict when the read failed. */
  failure?: ReactNode;
}

/** A 0-100 score as a ring, with what it means. */
export function ScoreCard({ title, icon, score, known, hasDebts, explanation, help, note, failure }: ScoreCardProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(score)));
  const verdict = scoreVerdict(clamped);
  const active = known && hasDebts !== false;
  return (
    <Section title={title} icon={icon} color="violet">
      <Group gap="lg" wrap="nowrap" align="center">
        <div role="img" aria-label={`${title}: ${clamped} out of 100`} style={{ flexShrink: 0 }}>
          <RingProgress
            size={112}
            thickness={11}
            roundCaps={clamped > 0}
            sections={[{ value: clamped, color: active ? verdict.color : 'gray' }]}
            label={
              <Stack gap={0} align="center" aria-hidden>
                <Text fz={30} fw={800} lh={1} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {clamped}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  / 100
                </Text>
              </Stack>
            }
          />
        </div>
        <Stack gap={6} style={{ minWidth: 0 }}>
          {failure ??
            (active ? (
              // The ring carries the verdict's colour; the word is dark, readable on white at any score
              // (orange and yellow text at the 'Fair' and 'Room to improve' scores fell below 4.5:1).
              <Text fw={700} c="gray.8">
                {verdict.label}
              </Text>
            ) : hasDebts === false && known ? (
              <Text fw={600} c="dimmed">
                Add debts to get a score
              </Text>
            ) : null)}
          <Text component="div" size="sm" c="dimmed" lh={1.45}>
            {explanation} <HowCalculated figure={title.toLowerCase()}>{help}</HowCalculated>
          </Text>
          {note}
        </Stack>
      </Group>
    </Section>
  );
}
