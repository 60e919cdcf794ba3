import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PlanOut } from '@paydown/domain';
import type { ReactNode } from 'react';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { formatCurrency, formatDate } from '../../lib/format.ts';
import { HELP } from './help.ts';
import { formatDuration } from '../../lib/format.ts';
import { headlineText, planHeadline } from './plan-format.ts';

/** A figure of the plan with its one-sentence help. */
export function PlanFigure({ label, help, children }: { label: string; help: string; children: ReactNode }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Group gap={2} wrap="nowrap">
        <Text size="xs" c="dimmed" fw={500} lh={1.3}>
          {label}
        </Text>
        <HowCalculated figure={label.toLowerCase()}>{help}</HowCalculated>
      </Group>
      <Text fz={{ base: 18, sm: 22 }} fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The top of the Plan screen: "Debt-free by March 2029 — 2 years 4 months sooner and $6,141 less
 * interest than paying as you do now", and the figures it is made of.
 */
export function PlanHeadline({ plan }: { plan: PlanOut }) {
  const headline = planHeadline(plan);
  return (
    <Card
      bg={headline.tone === 'warning' ? 'var(--mantine-color-orange-light)' : 'var(--mantine-color-paydown-light)'}
      style={{ borderColor: headline.tone === 'warning' ? 'var(--mantine-color-orange-3)' : 'var(--mantine-color-paydown-2)' }}
    >
      <Stack gap="md">
        <div aria-live="polite">
          <Title order={2} fz={{ base: 20, sm: 26 }} lh={1.25} aria-label={headlineText(headline)}>
            {headline.title}
            {headline.tone !== 'warning' && headline.comparison && (
              <Text span inherit fw={500} c="dimmed">
                {' '}
                — {headline.comparison}
              </Text>
            )}
          </Title>
          {headline.tone === 'warning' && (
            <Text size="sm" mt={4}>
              {headline.comparison}
            </Text>
          )}
        </div>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
          <PlanFigure label="Debt-free date" help={HELP.debtFreeDate}>
            {formatDate(plan.debtFreeDate, 'Not within 50 years')}
          </PlanFigure>
          <PlanFigure label="Total interest" help={HELP.totalInterest}>
            {plan.totalInterest === null ? '—' : formatCurrency(plan.totalInterest)}
          </PlanFigure>
          <PlanFigure label="Interest saved" help={HELP.interestSaved}>
            {plan.interestSaved === null ? '—' : formatCurrency(plan.interestSaved)}
          </PlanFigure>
          <PlanFigure label="Time saved" help={HELP.monthsSaved}>
            {plan.monthsSaved === null ? '—' : formatDuration(plan.monthsSaved)}
          </PlanFigure>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
