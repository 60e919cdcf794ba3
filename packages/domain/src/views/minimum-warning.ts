// The minimum-payment warning in wire form: money as two-decimal strings, exactly
// minimumPaymentWarningSchema (schemas/card.ts).

import { formatMoney } from '../money/cents.ts';
import type { MinimumPaymentWarningOut } from '../schemas/card.ts';
import type { MinimumPaymentWarning } from '../card/warning.ts';

export function minimumPaymentWarningResponse(w: MinimumPaymentWarning): MinimumPaymentWarningOut {
  return {
    balance: formatMoney(w.balance),
    minimumOnly: w.minimumOnly && {
      months: w.minimumOnly.months,
      years: w.minimumOnly.years,
      totalPaid: formatMoney(w.minimumOnly.totalPaid),
      totalInterest: formatMoney(w.minimumOnly.totalInterest),
    },
    payoff36: w.payoff36 && {
      monthlyPayment: formatMoney(w.payoff36.monthlyPayment),
      totalPaid: formatMoney(w.payoff36.totalPaid),
      savings: w.payoff36.savings === null ? null : formatMoney(w.payoff36.savings),
    },
    neverPaysOff: w.neverPaysOff,
    assumptions: w.assumptions,
  };
}
