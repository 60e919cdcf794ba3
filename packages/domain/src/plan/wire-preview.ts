// The Plan screen's what-if, from the data the browser holds (the same engine runs in the
// browser, so the preview and the saved plan agree): the listed debts, the lump sums and the settings as the
// wire carries them, through computePlan and planResponse. It lives here, not in the web app, so
// `pnpm bench` times the very function the screen calls on every slider move.

import { parseApr } from '../debt/interest.ts';
import { parseMoney } from '../money/cents.ts';
import type { Debt } from '../schemas/debt.ts';
import type { LumpSumOut, PlanOut, PlanStrategy } from '../schemas/plan.ts';
import { computePlan } from './engine.ts';
import { planResponse } from './response.ts';
import type { PlanDebtInput, PlanMonth } from './types.ts';

export interface WirePlanSettings {
  strategy: PlanStrategy;
  /** Two-decimal string, as the slider and PUT /api/plan carry it. */
  extraMonthly: string;
  customOrder: readonly number[] | null;
}

export interface WirePreviewInput {
  settings: WirePlanSettings;
  /** The unpaid debts as GET /api/debts lists them. */
  debts: readonly Debt[];
  lumpSums: readonly LumpSumOut[];
  /** The plan's first day (the user's today, as the server saw it). */
  startDate: string;
}

/** A listed debt as the engine's input, read from the same wire fields the server stores. */
export function planDebtFromWire(debt: Debt): PlanDebtInput {
  const balance = parseMoney(debt.balance);
  return {
    id: debt.id,
    debtName: debt.debtName,
    debtType: debt.debtType,
    balance,
    apr: parseApr(debt.interestRate),
    payment: parseMoney(debt.monthlyPayment),
    minPayment: Math.min(parseMoney(debt.minPayment), balance),
    paidThisMonth: parseMoney(debt.paidThisCycle),
    inPlan: debt.inPlan,
    paysInFull: debt.paysInFull,
    promoRateBp: debt.promoRate === null ? null : parseApr(debt.promoRate),
    promoEndDate: debt.promoEndDate,
    deferredInterest: debt.deferredInterest,
    isPaid: debt.isPaid,
  };
}

/** The what-if in wire form, and its whole schedule (the table pages through it in the browser). */
export interface WirePreview {
  /** Exactly what the server answers for these settings: the schedule bounded the same way. */
  plan: PlanOut;
  /** Every month of the schedule, in cents (schedule-page.ts planMonthOut gives a row's wire form). */
  months: PlanMonth[];
}

/**
 * The what-if plan for other settings, computed without a round trip. The budget-versus-income
 * warning needs the income, which the browser does not have: it comes with the server's answer.
 */
export function previewWithScheduleFromWire({ settings, debts, lumpSums, startDate }: WirePreviewInput): WirePreview {
  const result = computePlan({
    today: startDate,
    debts: debts.map(planDebtFromWire),
    settings: {
      strategy: settings.strategy,
      extraMonthlyCents: parseMoney(settings.extraMonthly),
      customOrder: settings.customOrder,
    },
    lumpSums: lumpSums.map((l) => ({ id: l.id, date: l.date, amountCents: parseMoney(l.amount), note: l.note })),
  });
  return { plan: planResponse(result), months: result.schedule };
}

/** The what-if plan in wire form (PlanOut) alone. */
export function previewPlanFromWire(input: WirePreviewInput): PlanOut {
  return previewWithScheduleFromWire(input).plan;
}
