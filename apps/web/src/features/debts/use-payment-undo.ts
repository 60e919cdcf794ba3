import { formatCurrencyDetailed } from '../../lib/format.ts';
import { serverRefusal } from '../../lib/api-error.ts';
import { failureMessage } from '../../lib/mutation-feedback.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';

/**
 * What an "Undo" (or a history row's Delete, or Past Debts' Reopen) calls: deleting a payment
 * puts its amount back on the balance; reopening takes back Mark as Paid's final payment.
 */
/** A refusal the server explains (a debt back at the cap on active debts) in its words, else `fallback`. */
const toastUndoFailure = (error: unknown, fallback: string) =>
  toastError({ message: serverRefusal(error) ?? failureMessage(error, fallback) });

export function usePaymentUndo() {
  const invalidate = useInvalidateMoneyData();
  const removePayment = trpc.payments.remove.useMutation({
    onSuccess: (debt) => {
      // Written like every other balance ('$3,200.00'), not the wire's '3200.00'.
      toastSuccess({ message: `Payment undone. Balance: ${formatCurrencyDetailed(debt.balance)}` });
      void invalidate();
    },
    onError: (error) => toastUndoFailure(error, 'Failed to undo the payment'),
  });
  const reopen = trpc.payments.reopen.useMutation({
    onSuccess: (debt) => {
      toastSuccess({ message: `${debt.debtName} is back in your active debts.` });
      void invalidate();
    },
    onError: (error) => toastUndoFailure(error, 'Failed to move the debt back'),
  });
  return {
    undoPayment: (debtId: number, paymentId: number) => removePayment.mutate({ id: debtId, paymentId }),
    reopen: (debtId: number) => reopen.mutate({ id: debtId }),
    pending: removePayment.isPending || reopen.isPending,
  };
}
