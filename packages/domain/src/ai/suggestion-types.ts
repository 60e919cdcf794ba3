// The shapes of the suggestion engine's output (docs/money-math.md, "Suggestions and scores"),
// shared by engine.ts (per-debt suggestions) and plan-suggestions.ts (the plan-based ones).

import type { IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import type { SuggestionType } from '../schemas/ai.ts';
import type { Wording } from './wording.ts';

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

export interface Draft {
  kind: SuggestionKind;
  suggestionType: SuggestionType;
  debtId: number | null;
  wording: Wording;
  potentialSavings: Cents | null;
  action: SuggestionAction | null;
  facts: Omit<SuggestionFacts, 'kind'>;
}
