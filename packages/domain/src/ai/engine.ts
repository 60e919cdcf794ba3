// The local suggestion engine: candidate suggestions with their figures, wording, impact and the
// change applying them makes (docs/money-math.md, "Suggestions and scores"). Every figure comes from
// the money engine (computeDebt's dates and savings, the payoff plan); nothing here reads a clock.

export * from './suggestion-types.ts';
export { extraPaymentBudget } from './plan-suggestions.ts';

import { TIGHT_THRESHOLD_PERCENT } from '../income/cashflow.ts';
import { type IsoDate, daysBetween } from '../dates/calendar.ts';
import { MAX_MONEY_CENTS, formatMoney, parseMoney, sumCents } from '../money/cents.ts';
import type { DebtFacts } from '../debt/facts.ts';
import { type AiFacts, type AiOptions, type Analysis, analyzeAiFacts, timingSavingsOf } from './facts.ts';
import { consolidationDraft, extraPaymentDraft, rolloverDraft } from './plan-suggestions.ts';
import { impactScore } from './scores.ts';
import { type Draft, type SuggestionAction, type SuggestionCandidate, compareSuggestions } from './suggestion-types.ts';
import {
  insufficientCashFlowWording,
  noIncomeWording,
  noPaydayBeforeDueWording,
  paymentBelowInterestWording,
  tightCashFlowWording,
  timingWording,
} from './wording.ts';

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

// ---------------------------------------------------------------------------------------------
// One function per kind

function timingDrafts(analysis: Analysis): Draft[] {
  const out: Draft[] = [];
  for (const a of analysis.debts) {
    // Savings = payment × APR / 365 × days early; measured against the date paid now (the due date,
    // or a later date the user chose); 0 for balances that do not accrue (timingSavingsOf).
    const savings = timingSavingsOf(a);
    if (savings <= 0) continue;
    const figures = {
      debtName: a.debt.debtName,
      today: analysis.today,
      payment: a.scheduledPayment,
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
        amounts: { payment: a.scheduledPayment, savings },
        dates: { today: analysis.today, payDate: a.engineDate, insteadOf: a.currentDate, dueDate: a.nextDue },
        numbers: { aprBp: a.bp, daysEarly: daysBetween(a.engineDate, a.currentDate), daysBeforeDue: daysBetween(a.engineDate, a.nextDue) },
      },
    });
  }
  return out;
}

function cashFlowDraft(analysis: Analysis): Draft | null {
  const { monthlyIncome, monthlyPayments, today } = analysis;
  if (analysis.debts.length === 0) return null;
  const base = { suggestionType: 'other' as const, debtId: null, potentialSavings: null, action: null };
  if (analysis.income.length === 0) {
    return {
      ...base,
      kind: 'no_income',
      wording: noIncomeWording(),
      facts: { debtIds: [], debtNames: [], amounts: {}, dates: { today }, numbers: {} },
    };
  }
  if (analysis.cashFlow === 'insufficient') {
    const shortfall = monthlyPayments - monthlyIncome;
    const extraPayments = sumCents(analysis.debts.map((a) => Math.min(a.debt.extraPayment, a.payment)));
    return {
      ...base,
      kind: 'cash_flow_insufficient',
      wording: insufficientCashFlowWording({ monthlyIncome, monthlyPayments, shortfall, extraPayments }),
      facts: {
        debtIds: [],
        debtNames: [],
        amounts: { monthlyIncome, monthlyPayments, shortfall, extraPayments },
        dates: { today },
        numbers: {},
      },
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
      facts: {
        debtIds: [],
        debtNames: [],
        amounts: { monthlyIncome, monthlyPayments, leftOver, limit, overLimit },
        dates: { today },
        numbers: { limitPercent: TIGHT_THRESHOLD_PERCENT },
      },
    };
  }
  return null;
}

function noPaydayDrafts(analysis: Analysis): Draft[] {
  if (analysis.income.length === 0) return [];
  return analysis.debts
    .filter((a) => a.scheduledPayment > 0 && !a.hasPaydayBeforeDue)
    .map((a) => ({
      kind: 'no_payday_before_due' as const,
      suggestionType: 'other' as const,
      debtId: a.debt.id,
      wording: noPaydayBeforeDueWording({
        debtName: a.debt.debtName,
        today: analysis.today,
        dueDate: a.nextDue,
        payment: a.scheduledPayment,
      }),
      potentialSavings: null,
      action: null,
      facts: {
        debtIds: [a.debt.id],
        debtNames: [a.debt.debtName],
        amounts: { payment: a.scheduledPayment },
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
export function suggestionsFromAnalysis(analysis: Analysis): SuggestionCandidate[] {
  if (analysis.debts.length === 0) return [];
  const drafts: (Draft | null)[] = [
    ...timingDrafts(analysis),
    extraPaymentDraft(analysis),
    consolidationDraft(analysis),
    rolloverDraft(analysis),
    cashFlowDraft(analysis),
    ...noPaydayDrafts(analysis),
    ...belowInterestDrafts(analysis),
  ];
  return drafts
    .filter((d): d is Draft => d !== null)
    .map(finish)
    .sort(compareSuggestions);
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
