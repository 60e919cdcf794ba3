import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Debt, PlannedPaymentOut } from '@paydown/domain';
import {
  IconCalendarCheck,
  IconCalendarEvent,
  IconCash,
  IconCircleCheck,
  IconCircleCheckFilled,
  IconFileInvoice,
  IconHistory,
  IconInfoCircle,
  IconPigMoney,
  IconReceipt,
  IconX,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { EditableCardHeader } from '../../components/EditableCardHeader.tsx';
import { Fact } from '../../components/Fact.tsx';
import { KeyFigure } from '../../components/KeyFigure.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { formatCurrencyDetailed, formatDate, formatShortDate, toAmount } from '../../lib/format.ts';
import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { toastSuccessWithUndo } from '../../lib/undo-toast.tsx';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { CardBalancesList } from './CardBalancesList.tsx';
import { MarkPaidDialog } from './MarkPaidDialog.tsx';
import { PlanBadges } from './PlanBadges.tsx';
import { noSavingReason } from './savings-reason.ts';
import { usePaymentUndo } from './use-payment-undo.ts';

/** The cycle is paid: "Paid for Dec 5 ✓ — next due Jan 5"; nothing asks to pay it again. */
export function CyclePaidNote({ debt }: { debt: Debt }) {
  if (!debt.cyclePaid || !debt.cyclePaidFor) return null;
  return (
    <Paper p="sm" radius="md" withBorder bg="var(--mantine-color-green-light)" style={{ borderColor: 'var(--mantine-color-green-2)' }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600}>
          Paid for {formatShortDate(debt.cyclePaidFor)} ✓ — next due {formatShortDate(debt.nextDueDate)}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * What paying on the suggested date saves, or why it saves nothing (noSavingReason): e.g.
 * mortgage/rent interest is charged monthly, in arrears, so paying early does not reduce it.
 */
export function SavingsNote({ debt }: { debt: Debt }) {
  const monthly = debt.interestAccrual === 'monthly';
  if (!monthly && toAmount(debt.interestSavings) > 0) {
    return (
      <Paper
        p="sm"
        radius="md"
        bg="var(--mantine-color-paydown-light)"
        withBorder
        style={{ borderColor: 'var(--mantine-color-paydown-2)' }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconPigMoney size={18} color="var(--mantine-color-paydown-8)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600} c="paydown.9">
            Save {formatCurrencyDetailed(debt.interestSavings)} by paying on {formatDate(debt.suggestedPaymentDate)}
          </Text>
        </Group>
      </Paper>
    );
  }
  const reason = noSavingReason(debt);
  return (
    <Paper p="sm" radius="md" bg="var(--mantine-color-gray-0)" withBorder>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={18} color="var(--mantine-color-gray-6)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="dimmed">
          {reason}
        </Text>
      </Group>
    </Paper>
  );
}

export interface DebtCardProps {
  debt: Debt;
  /** The open planned payment of this debt ('Pay on Suggested Date'), if any. */
  planned: PlannedPaymentOut | undefined;
  onEdit: (debt: Debt) => void;
  onDelete: (debt: Debt) => void;
  /** Opens 'Log a payment' for this debt. */
  onLogPayment: (debt: Debt) => void;
  /** Opens this debt's payment history. */
  onHistory: (debt: Debt) => void;
  /** Opens a credit card's "If you pay only the minimum" box. */
  onMinimumWarning?: (debt: Debt) => void;
  /** Opens this debt's statements with the interest check. */
  onStatements?: (debt: Debt) => void;
}

/** An unpaid debt: its figures, the suggested date and savings, and the actions. */
export function DebtCard({ debt, planned, onEdit, onDelete, onLogPayment, onHistory, onMinimumWarning, onStatements }: DebtCardProps) {
  const titleId = useId();
  const invalidate = useInvalidateMoneyData();
  const { undoPayment, reopen } = usePaymentUndo();
  const [confirmPaid, setConfirmPaid] = useState(false);
  // Every action changes the debt or its plan, which the lists and the dashboard show.
  const succeeded = (toast: Parameters<typeof toastSuccess>[0]) => {
    toastSuccess(toast);
    void invalidate();
  };

  const plan = trpc.payments.plan.useMutation({
    onSuccess: (result) => succeeded({ title: 'Payment Scheduled', message: `Payment scheduled for ${formatDate(result.plannedDate)}` }),
    onError: (error) => {
      // The server explains a refused plan (e.g. a date in the past); otherwise a generic line.
      const info = describeApiError(error);
      const explained = info.code === 'BAD_REQUEST' || info.code === 'PAYMENT_REQUIRED';
      toastError({ message: explained && info.serverMessage ? info.serverMessage : 'Failed to schedule payment' });
    },
  });

  const logPlanned = trpc.payments.logPlanned.useMutation({
    onSuccess: (result) => {
      void invalidate();
      toastSuccessWithUndo({
        title: 'Payment logged',
        message: result.debt.isPaid
          ? `${result.debt.debtName} is paid off and moved to past debts.`
          : `New balance: ${formatCurrencyDetailed(result.debt.balance)}`,
        onUndo: () => undoPayment(result.debt.id, result.payment.id),
      });
    },
    onError: (error) => toastFailure(error, 'Failed to log payment'),
  });

  const cancelPlanned = trpc.payments.cancelPlanned.useMutation({
    onSuccess: () => succeeded({ message: 'Planned payment cancelled' }),
    onError: (error) => toastFailure(error, 'Failed to cancel planned payment'),
  });

  const markPaid = trpc.debts.markPaid.useMutation({
    onSuccess: (paid) => {
      setConfirmPaid(false);
      void invalidate();
      toastSuccessWithUndo({ message: 'Debt marked as paid and moved to past debts', onUndo: () => reopen(paid.id) });
    },
    onError: (error) => {
      setConfirmPaid(false);
      toastFailure(error, 'Failed to mark debt as paid');
    },
  });

  const busy = plan.isPending || logPlanned.isPending || cancelPlanned.isPending || markPaid.isPending;
  const extra = toAmount(debt.extraPayment);

  return (
    // The id is what a link to this debt names (/debts#debt-12); focusable so the link can land on it.
    <Card component="article" aria-labelledby={titleId} h="100%" id={`debt-${debt.id}`} tabIndex={-1}>
      <Stack gap="md" h="100%">
        <EditableCardHeader
          titleId={titleId}
          name={debt.debtName}
          badge={debt.debtTypeLabel}
          badgeColor="gray"
          onEdit={() => onEdit(debt)}
          onDelete={() => onDelete(debt)}
          actionsDisabled={busy}
        />
        <PlanBadges debt={debt} />

        <KeyFigure label="Balance">{formatCurrencyDetailed(debt.balance)}</KeyFigure>

        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Fact label="APR">{toAmount(debt.interestRate).toFixed(2)}%</Fact>
          <Fact label="Minimum payment">{formatCurrencyDetailed(debt.minPayment)}</Fact>
          <Fact label="Due date">{formatDate(debt.nextDueDate)}</Fact>
          <Fact label="Suggested payment date">{formatDate(debt.suggestedPaymentDate)}</Fact>
          <Fact label="Interest per day">{formatCurrencyDetailed(debt.estInterestPerDay)}</Fact>
          {extra > 0 ? (
            <Fact label="Extra payment">{formatCurrencyDetailed(debt.extraPayment)}</Fact>
          ) : (
            <Fact label="Monthly payment">{formatCurrencyDetailed(debt.monthlyPayment)}</Fact>
          )}
        </SimpleGrid>

        <CardBalancesList debt={debt} />
        <CyclePaidNote debt={debt} />
        <SavingsNote debt={debt} />

        {debt.notes && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {debt.notes}
          </Text>
        )}

        <Stack gap="sm" mt="auto">
          {planned ? (
            <Paper
              p="sm"
              radius="md"
              withBorder
              bg="var(--mantine-color-blue-light)"
              style={{ borderColor: 'var(--mantine-color-blue-2)' }}
            >
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={22} radius="xl" color="blue" variant="white">
                    <IconCalendarCheck size={16} aria-hidden />
                  </ThemeIcon>
                  <Text size="sm">
                    <strong>Planned for {formatShortDate(planned.plannedDate)}</strong> — pay your lender that day (
                    {formatCurrencyDetailed(planned.amount)})
                  </Text>
                </Group>
                <Group gap="xs">
                  <Button
                    size="xs"
                    color="blue"
                    leftSection={<IconCircleCheck size={14} aria-hidden />}
                    disabled={busy}
                    onClick={() => logPlanned.mutate({ id: planned.id })}
                  >
                    {logPlanned.isPending ? 'Logging...' : 'Log as paid'}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="gray"
                    leftSection={<IconX size={14} aria-hidden />}
                    disabled={busy}
                    onClick={() => cancelPlanned.mutate({ id: planned.id })}
                    aria-label={`Cancel planned payment for ${debt.debtName}`}
                  >
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ) : (
            <Button
              fullWidth
              variant="light"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              disabled={busy}
              onClick={() => plan.mutate({ id: debt.id })}
            >
              {plan.isPending ? 'Scheduling...' : 'Pay on Suggested Date'}
            </Button>
          )}
          {/* Not capped at half the row each: "Log a payment" needs more room than "History". */}
          <Group grow preventGrowOverflow={false} gap="xs">
            <Button
              variant="light"
              color="teal"
              leftSection={<IconCash size={16} aria-hidden />}
              disabled={busy}
              onClick={() => onLogPayment(debt)}
            >
              Log a payment
            </Button>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => onHistory(debt)}
              aria-label={`Payment history of ${debt.debtName}`}
            >
              History
            </Button>
          </Group>
          {onMinimumWarning && debt.debtType === 'credit_card' && toAmount(debt.balance) > 0 && (
            <Button
              fullWidth
              variant="subtle"
              leftSection={<IconReceipt size={16} aria-hidden />}
              onClick={() => onMinimumWarning(debt)}
              aria-label={`If you pay only the minimum on ${debt.debtName}`}
            >
              If you pay only the minimum
            </Button>
          )}
          {onStatements && (
            <Button
              fullWidth
              variant="subtle"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
              onClick={() => onStatements(debt)}
              aria-label={`Statements and interest check of ${debt.debtName}`}
            >
              Statements and interest check
            </Button>
          )}
          <Button
            fullWidth
            variant="default"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            disabled={busy}
            onClick={() => setConfirmPaid(true)}
          >
            {markPaid.isPending ? 'Marking...' : 'Mark as Paid'}
          </Button>
        </Stack>
      </Stack>
      <MarkPaidDialog
        opened={confirmPaid}
        balance={debt.balance}
        pending={markPaid.isPending}
        onCancel={() => setConfirmPaid(false)}
        onConfirm={() => markPaid.mutate({ id: debt.id })}
      />
    </Card>
  );
}
