import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { PaymentScheduleOut } from '@paydown/domain';
import { IconCalendarDollar } from '@tabler/icons-react';
import { QueryState, type ReadQuery } from '../../components/QueryState.tsx';
import { formatCurrencyDetailed, formatDate, formatShortDate, toAmount } from '../../lib/format.ts';
import { Section } from './parts.tsx';
import { READ_FAILURES } from './read-failures.ts';
import { HowCalculated } from '../../components/HowCalculated.tsx';
import { HELP } from '../plan/help.ts';

/** One debt of the schedule: its due date, what paying early saves, and the pay dates with amounts. */
function ScheduleItem({ item }: { item: PaymentScheduleOut[number] }) {
  const saves = toAmount(item.interestImpact) > 0;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={item.creditor}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {item.creditor}
            </Text>
            <Text size="xs" c="dimmed">
              Due {formatDate(item.dueDate)}
            </Text>
          </Stack>
          <Badge variant="light" color={saves ? 'paydown' : 'gray'} style={{ flexShrink: 0 }}>
            {saves ? `Saves ${formatCurrencyDetailed(item.interestImpact)}` : 'No interest saved'}
          </Badge>
        </Group>
        {item.suggestedPayDates.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing to pay this period.
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Pay dates for ${item.creditor}`}>
            {item.suggestedPayDates.map((part) => (
              <Group
                component="li"
                key={part.suggestedPayDate}
                justify="space-between"
                gap="xs"
                px="sm"
                py={6}
                style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Text size="sm">Pay on {formatShortDate(part.suggestedPayDate)}</Text>
                <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrencyDetailed(part.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export function SmartPaymentDates({ schedule }: { schedule: ReadQuery<PaymentScheduleOut> }) {
  return (
    <Section
      title="Smart Payment Dates"
      icon={<IconCalendarDollar size={20} aria-hidden />}
      color="teal"
      description={
        <>
          What your plan pays each debt this cycle (extra included), on the payday before its due date, and the interest that saves compared
          with paying on the due date. <HowCalculated figure="the interest saved by a pay date">{HELP.paymentDateSavings}</HowCalculated>
        </>
      }
    >
      <QueryState
        query={schedule}
        loading={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
            <Skeleton height={110} />
            <Skeleton height={110} />
          </SimpleGrid>
        }
        failure={READ_FAILURES.schedule}
        failureLayout="inline"
        empty={
          <Text size="sm" c="dimmed">
            No payment dates to suggest yet. Add your debts and income to see the best day to pay each one.
          </Text>
        }
      >
        {(items) => (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <ScheduleItem key={item.debtId} item={item} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Section>
  );
}
