import { trpc } from '../../lib/trpc.ts';

/**
 * After any change to a debt or its payments: the unpaid and paid lists, the planned payments and
 * every dashboard figure (totals, upcoming payments, the projection) and the payoff plan are read again. Queries not on
 * screen are only marked stale and refetch when their screen opens.
 */
export function useInvalidateDebts() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.debts.list.invalidate(),
      utils.debts.paid.invalidate(),
      utils.payments.planned.invalidate(),
      utils.dashboard.invalidate(),
      utils.plan.invalidate(),
    ]);
}
