import { trpc } from '../../lib/trpc.ts';

/**
 * After any change to income: the list, the summary and the dashboard are read again, and so are
 * the debts, whose suggested payment dates and savings come from the pay dates, and the plan, whose
 * budget check reads the income.
 */
export function useInvalidateIncome() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.income.list.invalidate(),
      utils.income.summary.invalidate(),
      utils.dashboard.invalidate(),
      utils.debts.list.invalidate(),
      utils.plan.invalidate(),
    ]);
}
