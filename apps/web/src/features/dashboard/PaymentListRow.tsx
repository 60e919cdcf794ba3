import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCurrencyDetailed } from '../../lib/format.ts';

export interface PaymentListRowProps {
  debtName: string;
  /** Beside the name (e.g. 'Scheduled'). */
  badge?: ReactNode;
  /** Under the name: dates, and what paying then saves. */
  details: ReactNode;
  /** The payment, as a money string. */
  amount: string;
  /** Under the amount: its saving, or the way to log it. */
  below?: ReactNode;
}

/**
 * One payment of a dashboard list (This payday, Upcoming Payments): the debt and its dates on the
 * left, the amount and what goes with it on the right. A long name wraps; the amount never does.
 */
export function PaymentListRow({ debtName, badge, details, amount, below }: PaymentListRowProps) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={debtName}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {debtName}
          </Text>
          {badge}
        </Group>
        {details}
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrencyDetailed(amount)}
        </Text>
        {below}
      </Stack>
    </Group>
  );
}
