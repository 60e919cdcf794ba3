// The Plan screen's what-if, from the data the browser holds (the same engine runs in the
// browser, so the preview and the saved plan agree): the listed debts, the lump sums and the settings as the
// wire carries them, through computePlan and planResponse. It lives here, not in the web app, so
// `pnpm bench` times the very function the screen calls on every slider move.

import { parseMoney } from '../money/cents.ts';
import { cardFactsFromWire } from '../schemas/card-wire.ts';
import type { Debt } from '../schemas/debt.ts';
import type { LumpSumOut, PlanOut, PlanStrategy } from '../schemas/plan.ts';
import { debtFactsFromRow } from '../debt/facts.ts';
import { computePlan } from './engine.ts';
import { planInputFromFacts } from './from-facts.ts';
import { planResponse } from './response.ts';
import type { PlanInput, PlanMonth } from './types.ts';

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

/**
 * The engine's input from what the browser holds, through the SAME conversion the server uses
 * (debtFactsFromRow, then planInputFromFacts): a listed debt carries the stored fields as the
 * database row does (money and rates as text, createdAt for the promotion's start), and its
 * paidThisCycle stands in for the payments. A second converter here once dropped the promotion's
 * start, so a deferred-interest preview back-dated less interest than the saved plan.
 */
export function planInputFromWire({ settings, debts, lumpSums, startDate }: WirePreviewInput): PlanInput {
  return planInputFromFacts({
    today: startDate,
    debts: debts.map((d) => ({ ...debtFactsFromRow(d), ...cardFactsFromWire(d) })),
    settings: { strategy: settings.strategy, extraMonthlyCents: parseMoney(settings.extraMonthly), customOrder: settings.customOrder },
    lumpSums: lumpSums.map((l) => ({ id: l.id, date: l.date, amountCents: parseMoney(l.amount), note: l.note })),
    paidThisCycle: new Map(debts.map((d) => [d.id, parseMoney(d.paidThisCycle)])),
  });
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
export function previewWithScheduleFromWire(input: WirePreviewInput): WirePreview {
  const result = computePlan(planInputFromWire(input));
  return { plan: planResponse(result), months: result.schedule };
}

/** The what-if plan in wire form (PlanOut) alone. */
export function previewPlanFromWire(input: WirePreviewInput): PlanOut {
  return previewWithScheduleFromWire(input).plan;
}
