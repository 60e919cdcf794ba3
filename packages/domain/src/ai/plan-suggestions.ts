// The suggestions computed from the payoff plan: every interest figure and
// date is the plan's (plan/engine.ts), so a suggestion, the Plan screen and Insights agree.
// - extra payment: the plan recomputed with the suggested extra on the first debt of the plan (what
//   applying the suggestion does); the saving includes rolling that money on once the debt is paid;
// - consolidation: the plan of the high-rate debts against one loan at an assumed rate with an
//   assumed origination fee added to it (both stated in the text);
// - follow the plan: the plan against paying as you do now (its interestSaved).

import { TIGHT_THRESHOLD_PERCENT } from '../income/cashflow.ts';
import { type Cents, formatMoney, percentOf, sumCents } from '../money/cents.ts';
import { computePlan } from '../plan/engine.ts';
import type { PlanDebtInput } from '../plan/types.ts';
import { promoRunning } from '../debt/facts.ts';
import type { Analysis } from './facts.ts';
import { type Draft, MIN_PLAN_SAVINGS } from './suggestion-types.ts';
import { consolidationWording, extraPaymentWording, rolloverWording } from './wording.ts';

const wholeDollarsDown = (cents: Cents): Cents => (cents > 0 ? Math.floor(cents / 100) * 100 : 0);

/**
 * The extra monthly payment the engine suggests, before choosing a debt:
 * min(share × slack, 80 % of income − payments), each rounded down to whole dollars, where
 * slack = income − payments. The second bound keeps cash flow 'sufficient' after applying.
 */
export function extraPaymentBudget(monthlyIncome: Cents, monthlyPayments: Cents, shareHundredths: number): Cents {
  const slack = monthlyIncome - monthlyPayments;
  if (slack <= 0) return 0;
  const share = Math.floor((slack * shareHundredths) / 1_000_000) * 100; // slack × share%, whole dollars down
  const headroom = wholeDollarsDown(Math.floor((monthlyIncome * TIGHT_THRESHOLD_PERCENT - monthlyPayments * 100) / 100));
  return Math.max(0, Math.min(share, headroom));
}

/** The plan with one debt's payment raised (what applying an extra-payment suggestion does). */
function planWithPayment(analysis: Analysis, debtId: number, payment: Cents) {
  const { planInput } = analysis;
  return computePlan({ ...planInput, debts: planInput.debts.map((d) => (d.id === debtId ? { ...d, payment } : d)) });
}

export function extraPaymentDraft(analysis: Analysis): Draft | null {
  const { options, monthlyIncome, monthlyPayments, plan } = analysis;
  if (analysis.cashFlow !== 'sufficient' || monthlyIncome <= 0 || plan.totalInterest === null || plan.months === null) return null;
  const budget = extraPaymentBudget(monthlyIncome, monthlyPayments, options.extraShareHundredths);
  if (budget < options.minExtraPayment) return null;
  // The first debt of the plan that can still take the extra (a debt's payment never exceeds its balance).
  for (const [i, pd] of plan.debts.entries()) {
    const a = analysis.debts.find((x) => x.debt.id === pd.debtId);
    if (!a || a.debt.apr === null || a.debt.apr <= 0) continue;
    const extra = Math.min(budget, wholeDollarsDown(a.debt.balance - a.payment));
    if (extra < options.minExtraPayment) continue;
    const after = planWithPayment(analysis, a.debt.id, a.payment + extra);
    if (after.totalInterest === null || after.months === null) return null;
    const savings = plan.totalInterest - after.totalInterest;
    if (savings < MIN_PLAN_SAVINGS) return null;
    const slack = monthlyIncome - monthlyPayments;
    const figures = {
      debtName: a.debt.debtName,
      aprBp: a.debt.apr,
      slack,
      extra,
      savings,
      monthsBefore: plan.months,
      monthsAfter: after.months,
      isFirstInPlan: i === 0,
      strategy: plan.strategy,
    };
    return {
      kind: 'extra_payment',
      suggestionType: 'extra_payment',
      debtId: a.debt.id,
      wording: extraPaymentWording(figures),
      potentialSavings: savings,
      action: { kind: 'set_extra_payment', debtId: a.debt.id, extraPayment: formatMoney(a.debt.extraPayment + extra) },
      facts: {
        debtIds: [a.debt.id],
        debtNames: [a.debt.debtName],
        amounts: { slack, extra, savings, newExtraPayment: a.debt.extraPayment + extra },
        dates: {
          today: analysis.today,
          ...(plan.debtFreeDate ? { debtFreeBefore: plan.debtFreeDate } : {}),
          ...(after.debtFreeDate ? { debtFreeAfter: after.debtFreeDate } : {}),
        },
        numbers: { aprBp: a.debt.apr, monthsBefore: plan.months, monthsAfter: after.months, monthsSaved: plan.months - after.months },
      },
    };
  }
  return null;
}

export function consolidationDraft(analysis: Analysis): Draft | null {
  const {
    consolidationThresholdBp: threshold,
    consolidationAprBp: assumed,
    consolidationFeeHundredths: feeRate,
    horizonMonths,
  } = analysis.options;
  const planIds = new Set(analysis.plan.debts.map((d) => d.debtId));
  const group = analysis.planInput.debts.filter(
    (d) => planIds.has(d.id) && d.apr !== null && d.apr >= threshold && !promoRunning(d, analysis.today),
  );
  if (group.length < 2) return null;
  const totalBalance = sumCents(group.map((d) => d.balance));
  const totalPayment = sumCents(group.map((d) => d.payment));
  const fee = percentOf(totalBalance, feeRate);
  const settings = { strategy: 'avalanche' as const, extraMonthlyCents: 0, customOrder: null };
  const base = { today: analysis.today, settings, horizonMonths };
  // The same total monthly payment either way: the group rolls freed payments within itself.
  const before = computePlan({ ...base, debts: group });
  const loan: PlanDebtInput = {
    id: 0,
    debtName: 'Consolidation loan',
    debtType: 'personal_loan',
    balance: totalBalance + fee,
    apr: assumed,
    payment: totalPayment,
    inPlan: true,
    paysInFull: false,
    promoRateBp: null,
    promoEndDate: null,
    deferredInterest: false,
  };
  const after = computePlan({ ...base, debts: [loan] });
  if (before.totalInterest === null || before.months === null || after.totalInterest === null || after.months === null) return null;
  const savings = before.totalInterest - after.totalInterest - fee;
  if (savings < MIN_PLAN_SAVINGS) return null;
  const ordered = before.debts.map((d) => ({ id: d.debtId, debtName: d.debtName }));
  const figures = {
    debtNames: ordered.map((d) => d.debtName),
    thresholdBp: threshold,
    assumedAprBp: assumed,
    feeHundredths: feeRate,
    fee,
    totalBalance,
    totalPayment,
    savings,
    monthsBefore: before.months,
    monthsAfter: after.months,
  };
  return {
    kind: 'debt_consolidation',
    suggestionType: 'debt_consolidation',
    debtId: null,
    wording: consolidationWording(figures),
    potentialSavings: savings,
    action: null,
    facts: {
      debtIds: ordered.map((d) => d.id),
      debtNames: figures.debtNames,
      amounts: { totalBalance, totalPayment, fee, savings },
      dates: { today: analysis.today },
      numbers: {
        thresholdBp: threshold,
        assumedAprBp: assumed,
        feeHundredths: feeRate,
        debtCount: ordered.length,
        monthsBefore: figures.monthsBefore,
        monthsAfter: figures.monthsAfter,
      },
    },
  };
}

/** Follow the plan: its saving against paying as you do now (plan interestSaved). */
export function rolloverDraft(analysis: Analysis): Draft | null {
  const { plan } = analysis;
  if (plan.debts.length < 2 || plan.interestSaved === null || plan.months === null || plan.baseline.months === null) return null;
  if (plan.interestSaved < MIN_PLAN_SAVINGS) return null;
  const first = plan.debts[0]!;
  const figures = {
    firstDebtName: first.debtName,
    strategy: plan.strategy,
    totalPayment: plan.monthlyBudget,
    savings: plan.interestSaved,
    monthsBefore: plan.baseline.months,
    monthsAfter: plan.months,
  };
  return {
    kind: 'rollover',
    suggestionType: 'other',
    debtId: null,
    wording: rolloverWording(figures),
    potentialSavings: plan.interestSaved,
    action: null,
    facts: {
      debtIds: plan.debts.map((d) => d.debtId),
      debtNames: [first.debtName],
      amounts: { totalPayment: plan.monthlyBudget, savings: plan.interestSaved },
      dates: { today: analysis.today },
      numbers: { monthsBefore: figures.monthsBefore, monthsAfter: figures.monthsAfter },
    },
  };
}
