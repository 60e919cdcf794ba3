// The plan's warnings: every one says what happens and, where a payment fixes it, which.

import { formatShortDate } from '../dates/format.ts';
import { formatUsd } from '../money/usd.ts';
import { fromDayNumber } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { type MonthGrid, lastDayOfMonth } from './grid.ts';
import { deferredPaymentNeeded, payoffPaymentNeeded } from './promo.ts';
import type { SimDebt, SimResult } from './simulate.ts';
import type { PlanWarningResult } from './types.ts';

const YEARS = (months: number) => `${months / 12} years`;

export interface WarningFacts {
  grid: MonthGrid;
  /** The plan's debts in plan order, with their names. */
  debts: readonly (SimDebt & { debtName: string })[];
  plan: SimResult;
  /** The same debts alone at their own payments (the baseline run, same order). */
  alone: SimResult;
  monthlyBudget: Cents;
  outOfPlanPayments: Cents;
  monthlyIncome: Cents | null;
}

export function planWarnings(f: WarningFacts): PlanWarningResult[] {
  const out: PlanWarningResult[] = [];
  const { grid, debts, plan, alone } = f;
  debts.forEach((d, i) => {
    if (!alone.debts[i]!.neverEnds) return;
    const needed = payoffPaymentNeeded(d, grid);
    const inPlan = plan.debts[i]!.payoffMonth;
    const rescue =
      inPlan !== null
        ? ` This plan still clears it by ${formatShortDate(lastDayOfMonth(grid, inPlan), f.grid.startDate)} by moving other payments onto it, but on its own it never ends.`
        : '';
    out.push({
      code: 'NEVER_PAYS_OFF',
      debtId: d.id,
      message:
        `${d.debtName} never pays off at ${formatUsd(d.payment)} a month: the payment does not cover the interest, so the balance keeps growing.` +
        (needed !== null ? ` Paying at least ${formatUsd(needed)} a month pays it off.` : '') +
        rescue,
      ...(needed !== null ? { paymentNeeded: needed } : {}),
    });
  });
  debts.forEach((d, i) => {
    const r = plan.debts[i]!;
    if (d.promo === null || !d.promo.deferred || r.deferredChargeMonth === null) return;
    const needed = deferredPaymentNeeded({ ...d, payment: 0 }, grid);
    const endDate = formatShortDate(fromDayNumber(d.promo.endDay), grid.startDate);
    out.push({
      code: 'DEFERRED_INTEREST',
      debtId: d.id,
      message:
        `${d.debtName}'s promotional rate ends ${endDate}. This plan leaves a balance then, so ${formatUsd(r.deferredCharge)} of back-dated interest ` +
        `(the regular APR since the promotion began) would be charged.` +
        (needed !== null
          ? ` Paying ${formatUsd(needed)} a month clears it in time.`
          : ' Pay the balance before the promotion ends to avoid it.'),
      ...(needed !== null ? { paymentNeeded: needed } : {}),
    });
  });
  if (plan.end !== 'debt_free') {
    out.push({
      code: 'HORIZON_REACHED',
      message:
        plan.end === 'never_ends'
          ? `At ${formatUsd(f.monthlyBudget)} a month your debts never pay off: the balance stops going down. Raise the monthly budget to get a debt-free date.`
          : `At ${formatUsd(f.monthlyBudget)} a month your debts are not paid off within ${YEARS(grid.horizon)}, so there is no debt-free date. Raise the monthly budget to get one.`,
    });
  }
  if (f.monthlyIncome !== null && f.monthlyBudget + f.outOfPlanPayments > f.monthlyIncome) {
    const outside = f.outOfPlanPayments > 0 ? ` plus ${formatUsd(f.outOfPlanPayments)} for debts outside the plan` : '';
    out.push({
      code: 'BUDGET_EXCEEDS_INCOME',
      message: `This plan's budget of ${formatUsd(f.monthlyBudget)} a month${outside} is more than your average monthly income of ${formatUsd(f.monthlyIncome)}.`,
    });
  }
  return out;
}
