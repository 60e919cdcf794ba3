// The local suggestion engine: candidate suggestions with their figures, wording, impact and the
// change applying them makes (docs/money-math.md, "Suggestions and scores"). Every figure comes from
// the money engine (computeDebt's dates and savings, projectPayoff); nothing here reads a clock.

import { TIGHT_THRESHOLD_PERCENT } from '../cashflow.ts';
import { type IsoDate, compareDates, daysBetween } from '../dates.ts';
import { interestSavings } from '../interest.ts';
import { type Cents, MAX_MONEY_CENTS, formatMoney, parseMoney, sumCents } from '../money.ts';
import { type ProjectionDebt, type ProjectionResult, projectPayoff } from '../payoff.ts';
import { prioritize } from '../priority.ts';
import { type DebtFacts } from '../suggestions.ts';
import { type AiFacts, type AiOptions, type Analysis, analyzeAiFacts } from './facts.ts';
import { impactScore } from './scores.ts';
import {
  type Wording,
  consolidationWording,
  extraPaymentWording,
  insufficientCashFlowWording,
  noIncomeWording,
  noPaydayBeforeDueWording,
  paymentBelowInterestWording,
  rolloverWording,
  tightCashFlowWording,
  timingWording,
} from './wording.ts';

export const SUGGESTION_TYPES = ['payment_timing', 'extra_payment', 'debt_consolidation', 'other'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** What a suggestion is about, finer than its type (the 'other' type has several kinds). */
export const SUGGESTION_KINDS = [
  'payment_timing',
  'extra_payment',
  'debt_consolidation',
  'rollover',
  'no_income',
  'cash_flow_insufficient',
  'cash_flow_tight',
  'no_payday_before_due',
  'payment_below_interest',
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/**
 * What applying a suggestion changes, as stored in ai_suggestions.action (jsonb). Both kinds set an
 * absolute value, so applying twice is harmless.
 */
export type SuggestionAction =
  | { kind: 'set_suggested_payment_date'; debtId: number; date: IsoDate }
  /** extraPayment: the debt's new extra payment (its current one plus the suggested amount), two decimals. */
  | { kind: 'set_extra_payment'; debtId: number; extraPayment: string };

/** The figures a suggestion's wording uses: sent to a language model, and used to check its wording. */
export interface SuggestionFacts {
  kind: SuggestionKind;
  debtIds: number[];
  debtNames: string[];
  /** Money figures, in cents. */
  amounts: Record<string, Cents>;
  /** Calendar dates ('YYYY-MM-DD'). */
  dates: Record<string, IsoDate>;
  /** Other numbers: APRs in basis points (`…Bp`), day and month counts. */
  numbers: Record<string, number>;
}

export interface SuggestionCandidate {
  /** Stable identity of the suggestion within one generation: kind, plus the debt id when there is one. */
  key: string;
  suggestionType: SuggestionType;
  debtId: number | null;
  title: string;
  description: string;
  /** Interest saved, in cents; null for informational suggestions. */
  potentialSavings: Cents | null;
  /** 1-100, from potentialSavings (see impactScore). */
  impactScore: number;
  action: SuggestionAction | null;
  facts: SuggestionFacts;
}

/** Savings below this (cents) are not worth a plan-level suggestion (extra payment, consolidation, rollover). */
export const MIN_PLAN_SAVINGS: Cents = 100;

const TYPE_ORDER: Record<SuggestionType, number> = { payment_timing: 0, extra_payment: 1, debt_consolidation: 2, other: 3 };

/** Deterministic order: impact (highest first), then type (as listed), then debt id (none last), then key. */
export function compareSuggestions(a: SuggestionCandidate, b: SuggestionCandidate): number {
  return (
    b.impactScore - a.impactScore ||
    TYPE_ORDER[a.suggestionType] - TYPE_ORDER[b.suggestionType] ||
    (a.debtId ?? Number.MAX_SAFE_INTEGER) - (b.debtId ?? Number.MAX_SAFE_INTEGER) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

interface Draft {
  kind: SuggestionKind;
  suggestionType: SuggestionType;
  debtId: number | null;
  wording: Wording;
  potentialSavings: Cents | null;
  action: SuggestionAction | null;
  facts: Omit<SuggestionFacts, 'kind'>;
}

function finish(d: Draft): SuggestionCandidate {
  const savings = d.potentialSavings === null ? null : Math.min(MAX_MONEY_CENTS, Math.max(0, d.potentialSavings));
  return {
    key: d.debtId === null ? d.kind : `${d.kind}:${d.debtId}`,
    suggestionType: d.suggestionType,
    debtId: d.debtId,
    title: d.wording.title,
    description: d.wording.description,
    potentialSavings: savings,
    impactScore: impactScore(savings),
    action: d.action,
    facts: { kind: d.kind, ...d.facts },
  };
}

/** The user's current plan: payments as entered, the configured priority and rollover. */
export function projectCurrentPlan(analysis: Analysis, debts: readonly ProjectionDebt[] = analysis.projectionDebts): ProjectionResult {
  const { currentPlan: settings, horizonMonths } = analysis.options;
  return projectPayoff(debts, { startDate: analysis.today, strategy: settings.strategy, rollover: settings.rollover, horizonMonths });
}

// ---------------------------------------------------------------------------------------------
// One function per kind

function timingDrafts(analysis: Analysis): Draft[] {
  const out: Draft[] = [];
  for (const a of analysis.debts) {
    if (a.accrual !== 'daily' || compareDates(a.engineDate, a.currentDate) >= 0) continue;
    // DESIGN.md: payment × APR / 365 × days early; measured against the date paid now (the due date,
    // or a later date the user chose), so with no chosen date it is computeDebt's interestSavings.
    const savings = interestSavings({ type: a.debt.debtType, payment: a.payment, bp: a.bp, suggestedDate: a.engineDate, dueDate: a.currentDate });
    if (savings <= 0) continue;
    const figures = {
      debtName: a.debt.debtName,
      today: analysis.today,
      payment: a.payment,
      payDate: a.engineDate,
      insteadOf: a.currentDate,
      dueDate: a.nextDue,
      aprBp: a.bp,
      savings,
    };
    out.push({
      kind: 'payment_timing',
      suggestionType: 'payment_timing',
      debtId: a.debt.id,
      wording: timingWording(figures),
      potentialSavings: savings,
      action: { kind: 'set_suggested_payment_date', debtId: a.debt.id, date: a.engineDate },
      facts: {
        debtIds: [a.debt.id],
        debtNames: [a.debt.debtName],
        amounts: { payment: a.payment, savings },
        dates: { today: analysis.today, payDate: a.engineDate, insteadOf: a.currentDate, dueDate: a.nextDue },
        numbers: { aprBp: a.bp, daysEarly: daysBetween(a.engineDate, a.currentDate), daysBeforeDue: daysBetween(a.engineDate, a.nextDue) },
      },
    });
  }
  return out;
}

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

function extraPaymentDraft(analysis: Analysis, before: ProjectionResult): Draft | null {
  const { options, monthlyIncome, monthlyPayments } = analysis;
  if (analysis.cashFlow !== 'sufficient' || monthlyIncome <= 0 || before.monthsToDebtFree === null) return null;
  const budget = extraPaymentBudget(monthlyIncome, monthlyPayments, options.extraShareHundredths);
  if (budget < options.minExtraPayment) return null;
  const simulated = new Set(analysis.projectionDebts.map((p) => p.id));
  const ranked = prioritize(analysis.debts.map((a) => ({ ...a, id: a.debt.id, debtName: a.debt.debtName, balance: a.debt.balance, apr: a.debt.apr })));
  // "your highest-rate debt" only when it is first among all unpaid debts, simulated or not
  const top = ranked[0];
  for (const a of ranked) {
    if (!simulated.has(a.debt.id)) continue;
    // Only a debt with a known rate is a target (no invented rate), and only what it can still take.
    if (a.debt.apr === null || a.debt.apr <= 0) continue;
    const extra = Math.min(budget, wholeDollarsDown(a.debt.balance - a.payment));
    if (extra < options.minExtraPayment) continue;
    const after = projectCurrentPlan(
      analysis,
      analysis.projectionDebts.map((p) => (p.id === a.debt.id ? { ...p, payment: p.payment + extra } : p)),
    );
    const savings = before.totalInterest - after.totalInterest;
    const monthsBefore = before.debts.find((d) => d.id === a.debt.id)?.payoffMonth ?? null;
    const monthsAfter = after.debts.find((d) => d.id === a.debt.id)?.payoffMonth ?? null;
    if (savings < MIN_PLAN_SAVINGS || monthsBefore === null || monthsAfter === null) return null;
    const slack = monthlyIncome - monthlyPayments;
    const figures = {
      debtName: a.debt.debtName,
      aprBp: a.debt.apr,
      slack,
      extra,
      savings,
      monthsBefore,
      monthsAfter,
      isTopPriority: top?.debt.id === a.debt.id,
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
        dates: { today: analysis.today },
        numbers: { aprBp: a.debt.apr, monthsBefore, monthsAfter, monthsSaved: monthsBefore - monthsAfter },
      },
    };
  }
  return null;
}

function consolidationDraft(analysis: Analysis): Draft | null {
  const { consolidationThresholdBp: threshold, consolidationAprBp: assumed, horizonMonths } = analysis.options;
  const groupDebts = analysis.projectionDebts.filter((p) => p.apr !== null && p.apr >= threshold);
  if (groupDebts.length < 2) return null;
  const totalBalance = sumCents(groupDebts.map((p) => p.balance));
  const totalPayment = sumCents(groupDebts.map((p) => p.payment));
  // The same total monthly payment either way: the group rolls freed payments within itself.
  const before = projectPayoff(groupDebts, { startDate: analysis.today, strategy: 'avalanche', rollover: true, horizonMonths });
  const loan: ProjectionDebt = { id: 0, debtName: 'Consolidation loan', debtType: 'personal_loan', balance: totalBalance, apr: assumed, payment: totalPayment };
  const after = projectPayoff([loan], { startDate: analysis.today, horizonMonths });
  if (before.monthsToDebtFree === null || after.monthsToDebtFree === null) return null;
  const savings = before.totalInterest - after.totalInterest;
  if (savings < MIN_PLAN_SAVINGS) return null;
  const ordered = prioritize(groupDebts);
  const figures = {
    debtNames: ordered.map((p) => p.debtName),
    thresholdBp: threshold,
    assumedAprBp: assumed,
    totalBalance,
    totalPayment,
    savings,
    monthsBefore: before.monthsToDebtFree,
    monthsAfter: after.monthsToDebtFree,
  };
  return {
    kind: 'debt_consolidation',
    suggestionType: 'debt_consolidation',
    debtId: null,
    wording: consolidationWording(figures),
    potentialSavings: savings,
    action: null,
    facts: {
      debtIds: ordered.map((p) => p.id),
      debtNames: figures.debtNames,
      amounts: { totalBalance, totalPayment, savings },
      dates: { today: analysis.today },
      numbers: {
        thresholdBp: threshold,
        assumedAprBp: assumed,
        debtCount: ordered.length,
        monthsBefore: figures.monthsBefore,
        monthsAfter: figures.monthsAfter,
      },
    },
  };
}

function rolloverDraft(analysis: Analysis, before: ProjectionResult): Draft | null {
  const settings = analysis.options.currentPlan;
  if (settings.rollover || analysis.projectionDebts.length < 2 || before.monthsToDebtFree === null) return null;
  const after = projectPayoff(analysis.projectionDebts, {
    startDate: analysis.today,
    strategy: 'avalanche',
    rollover: true,
    horizonMonths: analysis.options.horizonMonths,
  });
  if (after.monthsToDebtFree === null) return null;
  const savings = before.totalInterest - after.totalInterest;
  if (savings < MIN_PLAN_SAVINGS) return null;
  const ordered = prioritize(analysis.projectionDebts);
  const first = ordered[0]!;
  const totalPayment = sumCents(analysis.projectionDebts.map((p) => p.payment));
  const figures = { firstDebtName: first.debtName, totalPayment, savings, monthsBefore: before.monthsToDebtFree, monthsAfter: after.monthsToDebtFree };
  return {
    kind: 'rollover',
    suggestionType: 'other',
    debtId: null,
    wording: rolloverWording(figures),
    potentialSavings: savings,
    action: null,
    facts: {
      debtIds: ordered.map((p) => p.id),
      debtNames: [first.debtName],
      amounts: { totalPayment, savings },
      dates: { today: analysis.today },
      numbers: { monthsBefore: figures.monthsBefore, monthsAfter: figures.monthsAfter },
    },
  };
}

function cashFlowDraft(analysis: Analysis): Draft | null {
  const { monthlyIncome, monthlyPayments, today } = analysis;
  if (analysis.debts.length === 0) return null;
  const base = { suggestionType: 'other' as const, debtId: null, potentialSavings: null, action: null };
  if (analysis.income.length === 0) {
    return { ...base, kind: 'no_income', wording: noIncomeWording(), facts: { debtIds: [], debtNames: [], amounts: {}, dates: { today }, numbers: {} } };
  }
  if (analysis.cashFlow === 'insufficient') {
    const shortfall = monthlyPayments - monthlyIncome;
    const extraPayments = sumCents(analysis.debts.map((a) => Math.min(a.debt.extraPayment, a.payment)));
    return {
      ...base,
      kind: 'cash_flow_insufficient',
      wording: insufficientCashFlowWording({ monthlyIncome, monthlyPayments, shortfall, extraPayments }),
      facts: { debtIds: [], debtNames: [], amounts: { monthlyIncome, monthlyPayments, shortfall, extraPayments }, dates: { today }, numbers: {} },
    };
  }
  if (analysis.cashFlow === 'tight') {
    const limit = Math.floor((monthlyIncome * TIGHT_THRESHOLD_PERCENT) / 100); // the 80 % mark, down to the cent
    const overLimit = monthlyPayments - limit;
    const leftOver = monthlyIncome - monthlyPayments;
    return {
      ...base,
      kind: 'cash_flow_tight',
      wording: tightCashFlowWording({ monthlyIncome, monthlyPayments, leftOver, limit, overLimit }),
      facts: { debtIds: [], debtNames: [], amounts: { monthlyIncome, monthlyPayments, leftOver, limit, overLimit }, dates: { today }, numbers: { limitPercent: TIGHT_THRESHOLD_PERCENT } },
    };
  }
  return null;
}

function noPaydayDrafts(analysis: Analysis): Draft[] {
  if (analysis.income.length === 0) return [];
  return analysis.debts
    .filter((a) => a.payment > 0 && !a.hasPaydayBeforeDue)
    .map((a) => ({
      kind: 'no_payday_before_due' as const,
      suggestionType: 'other' as const,
      debtId: a.debt.id,
      wording: noPaydayBeforeDueWording({ debtName: a.debt.debtName, today: analysis.today, dueDate: a.nextDue, payment: a.payment }),
      potentialSavings: null,
      action: null,
      facts: {
        debtIds: [a.debt.id],
        debtNames: [a.debt.debtName],
        amounts: { payment: a.payment },
        dates: { today: analysis.today, dueDate: a.nextDue },
        numbers: {},
      },
    }));
}

function belowInterestDrafts(analysis: Analysis): Draft[] {
  const out: Draft[] = [];
  for (const a of analysis.debts) {
    if (!a.underwater || a.debt.apr === null) continue;
    const { monthInterest } = a;
    out.push({
      kind: 'payment_below_interest',
      suggestionType: 'other',
      debtId: a.debt.id,
      wording: paymentBelowInterestWording({ debtName: a.debt.debtName, aprBp: a.debt.apr, payment: a.payment, monthInterest }),
      potentialSavings: null,
      action: null,
      facts: {
        debtIds: [a.debt.id],
        debtNames: [a.debt.debtName],
        amounts: { payment: a.payment, monthInterest },
        dates: { today: analysis.today },
        numbers: { aprBp: a.debt.apr },
      },
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

/** generateSuggestions on an analysis already made (the insights reuse it). */
export function suggestionsFromAnalysis(analysis: Analysis, plan: ProjectionResult | null = null): SuggestionCandidate[] {
  if (analysis.debts.length === 0) return [];
  const before = plan ?? projectCurrentPlan(analysis);
  const drafts: (Draft | null)[] = [
    ...timingDrafts(analysis),
    extraPaymentDraft(analysis, before),
    consolidationDraft(analysis),
    rolloverDraft(analysis, before),
    cashFlowDraft(analysis),
    ...noPaydayDrafts(analysis),
    ...belowInterestDrafts(analysis),
  ];
  return drafts.filter((d): d is Draft => d !== null).map(finish).sort(compareSuggestions);
}

/**
 * Candidate suggestions for a user's unpaid debts, income and today. Deterministic: identical facts
 * give identical suggestions in the same order (compareSuggestions), whatever the order of the input
 * lists. No debts: no suggestions.
 */
export function generateSuggestions(facts: AiFacts, options: AiOptions = {}): SuggestionCandidate[] {
  return suggestionsFromAnalysis(analyzeAiFacts(facts, options));
}

// ---------------------------------------------------------------------------------------------
// Applying

/** The change an action makes to the debts table (money as a two-decimal string). */
export interface DebtPatch {
  debtId: number;
  suggestedPaymentDate?: IsoDate;
  extraPayment?: string;
}

export function actionDebtPatch(action: SuggestionAction): DebtPatch {
  return action.kind === 'set_suggested_payment_date'
    ? { debtId: action.debtId, suggestedPaymentDate: action.date }
    : { debtId: action.debtId, extraPayment: action.extraPayment };
}

/** A debt with an action applied (a debt the action is not about is returned unchanged). */
export function applyActionToDebt(debt: DebtFacts, action: SuggestionAction | null): DebtFacts {
  if (!action || action.debtId !== debt.id) return debt;
  return action.kind === 'set_suggested_payment_date'
    ? { ...debt, suggestedPaymentDate: action.date }
    : { ...debt, extraPayment: parseMoney(action.extraPayment) };
}

/** The facts after applying actions in order (informational suggestions have none and change nothing). */
export function applyActions(facts: AiFacts, actions: readonly (SuggestionAction | null)[]): AiFacts {
  return { ...facts, debts: facts.debts.map((d) => actions.reduce(applyActionToDebt, d)) };
}

/** A candidate in the shape of an ai_suggestions insert (money as a two-decimal string). */
export function suggestionRow(c: SuggestionCandidate) {
  return {
    suggestionType: c.suggestionType,
    debtId: c.debtId,
    title: c.title,
    description: c.description,
    potentialSavings: c.potentialSavings === null ? null : formatMoney(c.potentialSavings),
    impactScore: c.impactScore,
    action: c.action,
  };
}
