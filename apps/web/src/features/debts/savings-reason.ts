import type { Debt } from '@paydown/domain';
import { formatDate, formatShortDate, toAmount } from '../../lib/format.ts';

/** A 0 % promotional rate that still runs on the suggested date (on the debt, or on one of a card's balances). */
function zeroPromoRuns(debt: Debt): boolean {
  const on = debt.suggestedPaymentDate;
  const runs = (rate: string | null, end: string | null) => rate !== null && toAmount(rate) === 0 && end !== null && end > on;
  return runs(debt.promoRate, debt.promoEndDate) || (debt.balances ?? []).some((b) => runs(b.promoApr, b.promoEndDate));
}

/**
 * Why paying on the suggested date saves this debt nothing this period, in one sentence that is
 * true of it: interest charged monthly; no interest at all; no payday before the due date; or a
 * payday does come first, but the rate then is 0 % (a promotion) or the saving is under a cent.
 */
export function noSavingReason(debt: Debt): string {
  const payBy = `Pay by ${formatDate(debt.nextDueDate)}.`;
  if (debt.interestAccrual === 'monthly') {
    return `Interest on this debt is charged monthly, so paying before the due date does not reduce it. ${payBy}`;
  }
  if (toAmount(debt.interestRate) === 0) return 'This debt charges no interest.';
  if (debt.suggestedPaymentDate >= debt.nextDueDate) {
    return `No payday falls before the due date this period, so paying early saves no interest. ${payBy}`;
  }
  const early = `on ${formatShortDate(debt.suggestedPaymentDate)}, before the due date`;
  return zeroPromoRuns(debt)
    ? `The promotional rate is 0% now, so paying ${early}, saves no interest this period. ${payBy}`
    : `Paying ${early}, saves less than a cent of interest this period. ${payBy}`;
}
