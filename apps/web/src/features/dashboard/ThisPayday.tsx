import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { PaydayListOut, PaydayPaymentOut } from '@paydown/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryFailure } from '../../components/QueryState.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { formatCurrencyDetailed, formatShortDate, toAmount } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { LogPaymentDialog } from '../debts/LogPaymentDialog.tsx';
import { HELP } from '../plan/help.ts';
import { PaymentListRow } from './PaymentListRow.tsx';
import { paydayQuery } from './queries.ts';

/** What the log-payment dialog opens on: the debt and the plan's amount to prefill. */
interface Logging {
  debtId: number;
  amount: string;
}

function PaymentRow({ payment, onLog }: { payment: PaydayPaymentOut; onLog: (p: PaydayPaymentOut) => void }) {
  const early = payment.payBy !== payment.dueDate;
  return (
    <PaymentListRow
      debtName={payment.debtName}
      amount={payment.amount}
      details={
        <>
          <Text size="xs" c="dimmed">
            by {formatShortDate(payment.payBy)}
            {early && ` · due ${formatShortDate(payment.dueDate)}`}
          </Text>
          {toAmount(payment.interestSaved) > 0 && (
            <Text size="xs" c="paydown.8" fw={600}>
              saves {formatCurrencyDetailed(payment.interestSaved)} by paying then
            </Text>
          )}
        </>
      }
      below={
        <Button size="compact-xs" variant="light" onClick={() => onLog(payment)}>
          Log payment
        </Button>
      }
    />
  );
}

function PaymentList({ payments, onLog }: { payments: PaydayPaymentOut[]; onLog: (p: PaydayPaymentOut) => void }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {payments.map((p) => (
        <PaymentRow key={`${p.debtId}-${p.month}`} payment={p} onLog={onLog} />
      ))}
    </Stack>
  );
}

function PaydayGroups({ data, onLog }: { data: PaydayListOut; onLog: (p: PaydayPaymentOut) => void }) {
  if (!data.hasIncome) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        Add your income to see which paycheck pays each debt.{' '}
        <Anchor component={Link} to="/income">
          Go to Income
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {data.beforeFirstPayday.length > 0 && (
        <Stack gap={4} role="group" aria-label="Before your next paycheck">
          <Text fw={700} size="sm">
            Before your next paycheck
          </Text>
          <Text size="xs" c="dimmed">
            No payday comes before these are due: pay them from money on hand.
          </Text>
          <PaymentList payments={data.beforeFirstPayday} onLog={onLog} />
        </Stack>
      )}
      {data.paydays.map((payday) => {
        const label = `From your ${formatShortDate(payday.date)} paycheck`;
        return (
          <Stack key={payday.date} gap={4} role="group" aria-label={label}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} size="sm">
                {label}
              </Text>
              {payday.payments.length > 0 && (
                <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrencyDetailed(payday.total)}
                </Text>
              )}
            </Group>
            {payday.payments.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing to pay from this paycheck
              </Text>
            ) : (
              <PaymentList payments={payday.payments} onLog={onLog} />
            )}
          </Stack>
        );
      })}
      {data.paydays.length === 0 && (
        <Text size="sm" c="dimmed">
          No paycheck is expected in the next 30 days.
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'This payday': for each payday of the next 30 days, what the payoff plan pays from it (the same
 * allocation as the Plan screen's first months), each with the way to log it as paid.
 */
export function ThisPayday() {
  const utils = trpc.useUtils();
  const payday = useQuery(paydayQuery(utils));
  const [logging, setLogging] = useState<Logging | null>(null);
  const onLog = (p: PaydayPaymentOut) => setLogging({ debtId: p.debtId, amount: p.amount });
  return (
    <Card role="region" aria-labelledby="this-payday-title">
      <SectionTitle mb="sm" wrap="nowrap" id="this-payday-title" title="This payday" figure="this payday" help={HELP.thisPayday} />
      {payday.isError ? (
        <QueryFailure layout="inline" title="Failed to load this payday" error={payday.error} onRetry={() => void payday.refetch()} />
      ) : payday.data === undefined ? (
        <Stack gap="sm">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : (
        <PaydayGroups data={payday.data} onLog={onLog} />
      )}
      <LogPaymentDialog
        debt={logging ? { id: logging.debtId, monthlyPayment: logging.amount } : null}
        amount={logging?.amount}
        onClose={() => setLogging(null)}
      />
    </Card>
  );
}
