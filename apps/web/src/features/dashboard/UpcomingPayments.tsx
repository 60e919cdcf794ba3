import { Badge, Card, Skeleton, Stack, Text } from '@mantine/core';
import type { DashboardResponse } from '@paydown/domain';
import { IconCalendarCheck } from '@tabler/icons-react';
import { formatCurrencyDetailed, formatShortDate, toAmount } from '../../lib/format.ts';
import { HELP } from '../plan/help.ts';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { PaymentListRow } from './PaymentListRow.tsx';

type Upcoming = DashboardResponse['upcomingPayments'][number];

function UpcomingRow({ payment }: { payment: Upcoming }) {
  const planned = payment.plannedPaymentId !== null && payment.plannedPaymentId !== undefined;
  return (
    <PaymentListRow
      debtName={payment.debtName}
      amount={payment.amount}
      badge={
        planned && (
          <Badge size="xs" variant="light" color="blue" leftSection={<IconCalendarCheck size={10} aria-hidden />}>
            Scheduled
          </Badge>
        )
      }
      details={
        <Text size="xs" c="dimmed">
          Due {formatShortDate(payment.dueDate)} · {planned ? 'Pay' : 'Suggested'} {formatShortDate(payment.suggestedDate)}
        </Text>
      }
      below={
        toAmount(payment.interestSavings) > 0 && (
          <Text size="xs" c="paydown.8" fw={600}>
            Save {formatCurrencyDetailed(payment.interestSavings)}
          </Text>
        )
      }
    />
  );
}

/** 'Upcoming Payments (Next 7 Days)': due within a week, or planned within it. */
export function UpcomingPayments({ payments }: { payments: Upcoming[] | undefined }) {
  return (
    <Card role="region" aria-labelledby="upcoming-title" h="100%">
      <SectionTitle
        mb="sm"
        wrap="nowrap"
        id="upcoming-title"
        title="Upcoming Payments (Next 7 Days)"
        figure="the saving of a payment"
        help={HELP.upcomingSavings}
      />
      {payments === undefined ? (
        <Stack gap="sm">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : payments.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          No upcoming payments in the next 7 days.
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {payments.map((p) => (
            <UpcomingRow key={`${p.debtId}-${p.plannedPaymentId ?? 'due'}-${p.suggestedDate}`} payment={p} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
