// The suggestions computed from the payoff plan: every interest figure and
// date is the plan's (plan/engine.ts), so a suggestion, the Plan screen and Insights agree.
// - extra payment: the plan recomputed with the suggested extra on the first debt of the plan (what
//   applying the suggestion does); the saving includes rolling that money on once the debt is paid;
// - consolidation: the plan against the plan with the high-rate debts moved to one loan at an
//   assumed rate, term and origination fee (all stated in the text), judged by evaluateOffer as the
//   Plan screen's "Compare an offer" judges a real one: same settings, same monthly budget;
// - follow the plan: the plan against paying as you do now (its interestSaved).

import { TIGHT_THRESHOLD_PERCENT } from '../income/cashflow.ts';
import { type Cents, formatMoney, sumCents } from '../money/cents.ts';
import { evaluateOffer } from '../offers/evaluate.ts';
import { computePlan } from '../plan/engine.ts';
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
    consolidationTermMonths: termMonths,
  } = analysis.options;
  // The plan's order (its debts are the ones in the plan), then the highest rate first.
  const position = new Map(analysis.plan.debts.map((d, i) => [d.debtId, i]));
  const group = analysis.planInput.debts
    .filter((d) => position.has(d.id) && d.apr !== null && d.apr >= threshold && !promoRunning(d, analysis.today))
    .sort((a, b) => (b.apr ?? 0) - (a.apr ?? 0) || (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  if (group.length < 2) return null;
  // The loan judged inside the user's plan, as the Plan screen's "Compare an offer" does: same settings, same budget.
  const judged = evaluateOffer(analysis.planInput, {
    kind: 'consolidation_loan',
    debtIds: group.map((d) => d.id),
    aprBp: assumed,
    termMonths,
    feeBp: feeRate,
  });
  if (!judged.ok) return null;
  const e = judged.evaluation;
  // A loan payment that does not fit in the plan's budget would not be the same monthly money: no suggestion.
  if (e.netSavings === null || e.without.months === null || e.with.months === null || e.warnings.length > 0) return null;
  if (e.netSavings < MIN_PLAN_SAVINGS) return null;
  const totalBalance = sumCents(group.map((d) => d.balance));
  const totalPayment = sumCents(group.map((d) => d.payment));
  const figures = {
    debtNames: group.map((d) => d.debtName),
    thresholdBp: threshold,
    assumedAprBp: assumed,
    feeHundredths: feeRate,
    fee: e.fee,
    totalBalance,
    termMonths,
    loanPayment: e.newDebt.monthlyPayment,
    monthlyBudget: analysis.plan.monthlyBudget,
    savings: e.netSavings,
    monthsBefore: e.without.months,
    monthsAfter: e.with.months,
  };
  return {
    kind: 'debt_consolidation',
    suggestionType: 'debt_consolidation',
    debtId: null,
    wording: consolidationWording(figures),
    potentialSavings: e.netSavings,
    action: null,
    facts: {
      debtIds: group.map((d) => d.id),
      debtNames: figures.debtNames,
      amounts: {
        totalBalance,
        totalPayment,
        fee: e.fee,
        loanBalance: e.newDebt.balance,
        loanPayment: e.newDebt.monthlyPayment,
        monthlyBudget: figures.monthlyBudget,
        savings: e.netSavings,
      },
      dates: { today: analysis.today },
      numbers: {
        thresholdBp: threshold,
        assumedAprBp: assumed,
        feeHundredths: feeRate,
        termMonths,
        debtCount: group.length,
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
