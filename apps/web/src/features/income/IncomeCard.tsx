import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { IncomeSource } from '@paydown/domain';
import { IconWaveSine } from '@tabler/icons-react';
import { useId } from 'react';
import { EditableCardHeader } from '../../components/EditableCardHeader.tsx';
import { Fact } from '../../components/Fact.tsx';
import { KeyFigure } from '../../components/KeyFigure.tsx';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { frequencyLabel } from './income-form.ts';

/** The progress bar's value, clamped to 0-100 (a missing or out-of-range figure never breaks the bar). */
export function clampPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export interface IncomeCardProps {
  income: IncomeSource;
  onEdit: (income: IncomeSource) => void;
  onDelete: (income: IncomeSource) => void;
}

/** An income source: amount, frequency, next pay date, monthly estimate and pay-period progress. */
export function IncomeCard({ income, onEdit, onDelete }: IncomeCardProps) {
  const titleId = useId();
  const irregular = income.frequency === 'variable' || income.progressPercent === null || income.progressPercent === undefined;
  const percent = Math.round(clampPercent(income.progressPercent));

  return (
    <Card component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <EditableCardHeader
          titleId={titleId}
          name={income.incomeSource}
          badge={frequencyLabel(income.frequency)}
          badgeColor="blue"
          onEdit={() => onEdit(income)}
          onDelete={() => onDelete(income)}
        />

        <KeyFigure label="Amount">{formatCurrencyDetailed(income.amount)}</KeyFigure>

        <SimpleGrid cols={2} spacing="sm">
          <Fact label="Pay date">{formatDate(income.payDate)}</Fact>
          <Fact label="Next pay date">{formatDate(income.nextExpectedPayDate, 'Not set')}</Fact>
          <Fact label="Monthly Est.">{formatCurrencyDetailed(income.estMonthlyIncome)}</Fact>
        </SimpleGrid>

        {irregular ? (
          <Group gap={6} c="dimmed">
            <IconWaveSine size={16} aria-hidden />
            <Text size="sm">Irregular schedule</Text>
          </Group>
        ) : (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                Pay period
              </Text>
              <Text size="xs" c="dimmed">
                {percent}%
              </Text>
            </Group>
            <Progress value={percent} size="md" radius="xl" color="blue" aria-label={`${income.incomeSource} pay period progress`} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
