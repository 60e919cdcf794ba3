import { Group, Slider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { MoneyInput } from '../../components/inputs.tsx';
import { formatCurrency } from '../../lib/format.ts';
import { HELP } from './help.ts';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';

/** The slider's right end: $2,000, or more when the amount typed is larger (rounded up to $500). */
export function sliderMax(value: number): number {
  return Math.max(2000, Math.ceil((value * 1.5) / 500) * 500);
}

/**
 * The what-if: an extra amount per month, as a slider and as a number. Each change is reported at
 * once (the screen recomputes the plan in the browser); saving is the screen's business, and
 * `saveState` says how it stands.
 */
export function ExtraMonthly({
  value,
  monthlyBudget,
  saveState,
  effect,
  onChange,
}: {
  value: number;
  monthlyBudget: string;
  saveState: SaveState;
  /** What the extra does to the plan, shown right under the slider (WhatIfEffect). */
  effect?: ReactNode;
  onChange: (value: number) => void;
}) {
  const max = sliderMax(value);
  return (
    <Stack gap="xs">
      <Group gap={4}>
        <Text fw={700} id="extra-monthly-label">
          Extra per month
        </Text>
        <HowCalculated figure="extra per month">{HELP.extraMonthly}</HowCalculated>
        <SaveStatus state={saveState} label="Extra per month" />
      </Group>
      <Group gap="md" align="center" wrap="nowrap">
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={max}
          step={10}
          value={Math.min(value, max)}
          onChange={onChange}
          label={(v) => formatCurrency(v)}
          thumbLabel="Extra per month"
          aria-labelledby="extra-monthly-label"
        />
        <MoneyInput
          aria-label="Extra per month amount"
          w={120}
          value={value}
          max={100000}
          onChange={(v) => onChange(typeof v === 'number' ? v : Number(v) || 0)}
        />
      </Group>
      <Group gap={4}>
        <Text size="sm" c="dimmed">
          Monthly budget: <strong>{formatCurrency(monthlyBudget)}</strong>
        </Text>
        <HowCalculated figure="the monthly budget">{HELP.monthlyBudget}</HowCalculated>
      </Group>
      {effect}
    </Stack>
  );
}
