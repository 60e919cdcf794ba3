import { ActionIcon, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { IncomeSource } from '@paydown/domain';
import { IconPencil, IconTrash, IconWaveSine } from '@tabler/icons-react';
import { useId } from 'react';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { Fact } from '../../components/Fact.tsx';
import { frequencyLabel } from './income-form.ts';

/** The progress bar's value, clamped to 0-100 (spec section 2). */
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
  const irregular =
    income.frequency === 'variable' || income.progressPercent === null || income.progressPercent === undefined;
  const percent = Math.round(clampPercent(income.progressPercent));

  return (
    <Card component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" lh={1.25} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {income.incomeSource}
            </Text>
            <Badge variant="light" color="blue" radius="sm" w="fit-content">
              {frequencyLabel(income.frequency)}
            </Badge>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit" openDelay={700}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Edit ${income.incomeSource}`}
                onClick={() => onEdit(income)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete" openDelay={700}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Delete ${income.incomeSource}`}
                onClick={() => onDelete(income)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        <div>
          <Text size="xs" c="dimmed">
            Amount
          </Text>
          <Text fz={28} fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCurrencyDetailed(income.amount)}
          </Text>
        </div>

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
            <Progress
              value={percent}
              size="md"
              radius="xl"
              color="blue"
              aria-label={`${income.incomeSource} pay period progress`}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
