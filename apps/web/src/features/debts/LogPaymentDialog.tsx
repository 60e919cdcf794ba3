import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import type { Debt } from '@paydown/domain';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateField, MoneyInput } from '../../components/inputs.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { formatCurrencyDetailed } from '../../lib/format.ts';
import { localToday } from '../../lib/today.ts';
import { trpc } from '../../lib/trpc.ts';
import { toastSuccessWithUndo } from '../../lib/undo-toast.tsx';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { usePaymentUndo } from './use-payment-undo.ts';

export interface LogPaymentDialogProps {
  /** The debt to log a payment on, or null when closed. */
  debt: Pick<Debt, 'id' | 'monthlyPayment'> | null;
  /** The amount to prefill (the plan's payment on the Dashboard); default: this cycle's payment. */
  amount?: string | undefined;
  onClose: () => void;
}

/**
 * 'Log a payment': any amount (prefilled with this cycle's payment) on any day up to today (prefilled
 * with today), with an optional note. The server checks the amount against the balance and says so.
 */
export function LogPaymentDialog({ debt, amount, onClose }: LogPaymentDialogProps) {
  const invalidate = useInvalidateMoneyData();
  const { undoPayment } = usePaymentUndo();
  const log = trpc.payments.log.useMutation({
    onSuccess: (result) => {
      onClose();
      void invalidate();
      toastSuccessWithUndo({
        title: 'Payment logged',
        message: result.debt.isPaid
          ? `${result.debt.debtName} is paid off and moved to past debts.`
          : `New balance: ${formatCurrencyDetailed(result.debt.balance)}`,
        onUndo: () => undoPayment(result.debt.id, result.payment.id),
      });
    },
  });
  const close = () => {
    log.reset();
    onClose();
  };
  return (
    <FormDialog opened={debt !== null} title="Log a payment" busy={log.isPending} onClose={close}>
      {debt && (
        <LogPaymentForm
          key={debt.id}
          amount={amount ?? debt.monthlyPayment}
          pending={log.isPending}
          error={log.error}
          onCancel={close}
          onSubmit={(values) => log.mutate({ id: debt.id, ...values })}
        />
      )}
    </FormDialog>
  );
}

interface LogPaymentFormProps {
  amount: string;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (values: { amount: string; paymentDate: string; note: string }) => void;
}

function LogPaymentForm({ amount: prefill, pending, error, onCancel, onSubmit }: LogPaymentFormProps) {
  const [today] = useState(localToday);
  const [amount, setAmount] = useState<number | string>(prefill);
  const [paymentDate, setPaymentDate] = useState(today);
  const [note, setNote] = useState('');
  const info = error ? describeApiError(error) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit({ amount: String(amount), paymentDate, note });
      }}
    >
      <Stack gap="md">
        {info && !info.fields.amount && !info.fields.paymentDate && (
          <Alert color="red" role="alert">
            {info.serverMessage ?? 'Failed to log payment'}
          </Alert>
        )}
        <MoneyInput label="Amount" withAsterisk value={amount} onChange={setAmount} error={info?.fields.amount} />
        <DateField
          label="Payment date"
          withAsterisk
          max={today}
          value={paymentDate}
          onChange={(e) => setPaymentDate(e.currentTarget.value)}
          error={info?.fields.paymentDate}
        />
        <Textarea label="Note" placeholder="Optional" autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Logging...' : 'Log payment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
