import {
  computePlan,
  parseApr,
  parseMoney,
  planResponse,
  type Debt,
  type LumpSumOut,
  type PlanDebtInput,
  type PlanOut,
} from '@paydown/domain';
import type { PlanSettings } from './use-plan.ts';

export interface PreviewInput {
  settings: PlanSettings;
  /** The unpaid debts as GET /api/debts lists them. */
  debts: readonly Debt[];
  lumpSums: readonly LumpSumOut[];
  /** The plan's first day (the user's today, as the server saw it). */
  startDate: string;
}

/** A listed debt as the engine's input, read from the same wire fields the server stores. */
function planDebt(debt: Debt): PlanDebtInput {
  const balance = parseMoney(debt.balance);
  return {
    id: debt.id,
    debtName: debt.debtName,
    debtType: debt.debtType,
    balance,
    apr: parseApr(debt.interestRate),
    payment: parseMoney(debt.monthlyPayment),
    minPayment: Math.min(parseMoney(debt.minPayment), balance),
    inPlan: debt.inPlan,
    paysInFull: debt.paysInFull,
    promoRateBp: debt.promoRate === null ? null : parseApr(debt.promoRate),
    promoEndDate: debt.promoEndDate,
    deferredInterest: debt.deferredInterest,
    isPaid: debt.isPaid,
  };
}

/**
 * The what-if, computed in the browser with the server's engine (packages/domain computePlan and
 * planResponse), so the slider moves the headline, chart and table without a round trip; the
 * settings are saved behind it and the server's answer replaces the preview once it arrives.
 * The budget-versus-income warning needs the income, which the browser does not have: it comes with
 * the server's answer.
 */
export function previewPlan({ settings, debts, lumpSums, startDate }: PreviewInput): PlanOut {
  return planResponse(
    computePlan({
      today: startDate,
      debts: debts.map(planDebt),
      settings: {
        strategy: settings.strategy,
        extraMonthlyCents: parseMoney(settings.extraMonthly),
        customOrder: settings.customOrder,
      },
      lumpSums: lumpSums.map((l) => ({ id: l.id, date: l.date, amountCents: parseMoney(l.amount), note: l.note })),
    }),
  );
}
