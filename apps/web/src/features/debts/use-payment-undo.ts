import { toastFailure } from '../../lib/mutation-feedback.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';

/**
 * What an "Undo" (or a history row's Delete, or Past Debts' Reopen) calls: deleting a payment
 * puts its amount back on the balance; reopening takes back Mark as Paid's final payment.
 */
export function usePaymentUndo() {
  const invalidate = useInvalidateMoneyData();
  const utils = trpc.useUtils();
  const removePayment = trpc.payments.remove.useMutation({
    onSuccess: (debt) => {
      toastSuccess({ message: `Payment undone. Balance: $${debt.balance}` });
      void invalidate();
      void utils.payments.history.invalidate({ id: debt.id });
    },
    onError: (error) => toastFailure(error, 'Failed to undo the payment'),
  });
  const reopen = trpc.payments.reopen.useMutation({
    onSuccess: (debt) => {
      toastSuccess({ message: `${debt.debtName} is back in your active debts.` });
      void invalidate();
      void utils.payments.history.invalidate({ id: debt.id });
    },
    onError: (error) => toastFailure(error, 'Failed to move the debt back'),
  });
  return {
    undoPayment: (debtId: number, paymentId: number) => removePayment.mutate({ id: debtId, paymentId }),
    reopen: (debtId: number) => reopen.mutate({ id: debtId }),
    pending: removePayment.isPending || reopen.isPending,
  };
}
