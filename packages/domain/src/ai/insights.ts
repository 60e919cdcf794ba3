// Insights: optimization score, potential score, current and optimized interest, monthly savings
// (formulas in docs/money-math.md, "Suggestions and scores"). Every figure is the plan's, so Insights never contradicts the Plan screen:
// currentInterest is the plan's baseline ("as you pay now"), optimizedInterest the plan's.

import { type Cents, formatMoney, mulDiv } from '../money/cents.ts';
import { type SuggestionAction, applyActions, suggestionsFromAnalysis } from './engine.ts';
import { type AiFacts, type AiOptions, type Analysis, analyzeAiFacts } from './facts.ts';
import { avoidedScore } from './scores.ts';

export interface Insights {
  /**
   * 0-100: the share of the minimums-only interest (each plan debt at its minimum, alone) that the
   * plan avoids; 0 with no debts or when the plan never ends. Applying a suggestion never lowers it.
   */
  optimizationScore: number;
  /** 0-100: the optimization score after applying every open suggestion (never below optimizationScore). */
  potentialScore: number;
  /** The plan's baseline.totalInterest (paying each debt as you do now); null when that never ends. */
  currentInterest: Cents | null;
  /** The plan's totalInterest (its strategy, extra and lump sums); null when the plan never ends. */
  optimizedInterest: Cents | null;
  /** interestSaved / baseline months, rounded; null when the baseline never ends. */
  monthlySavings: Cents | null;
}

const NO_DEBTS: Insights = { optimizationScore: 0, potentialScore: 0, currentInterest: 0, optimizedInterest: 0, monthlySavings: 0 };

/** One open suggestion, as far as the potential score is concerned. */
export interface OpenSuggestion {
  action: SuggestionAction | null;
}

/**
 * The score of a plan: the share of the ruler's interest it avoids. The ruler is the plan's
 * minimumsOnly run (each plan debt at its minimum payment, alone), which no suggestion moves (they
 * change a payment date or an extra payment, never a balance, a rate or a minimum): a suggestion
 * that lowers the plan's interest raises the score, one that changes no plan figure leaves it.
 */
function scoreOf(analysis: Analysis): number {
  return avoidedScore(analysis.plan.minimumsOnly.totalInterest, analysis.plan.totalInterest);
}

function figures(analysis: Analysis): Omit<Insights, 'potentialScore'> {
  const { plan } = analysis;
  const current = plan.baseline.totalInterest;
  const optimized = plan.totalInterest;
  return {
    optimizationScore: scoreOf(analysis),
    currentInterest: current,
    optimizedInterest: optimized,
    monthlySavings:
      plan.interestSaved === null || plan.baseline.months === null
        ? null
        : plan.baseline.months > 0
          ? mulDiv(plan.interestSaved, 1, plan.baseline.months)
          : 0,
  };
}

/**
 * The AI Insights figures (spec "AI responses"), all from the payoff plan:
 * currentInterest = plan.baseline.totalInterest, optimizedInterest = plan.totalInterest,
 * optimizationScore = round(100 × (minimumsOnly − optimized) / minimumsOnly) (100 when paying the
 * minimums costs nothing or never ends while the plan ends; 0 when the plan never ends),
 * monthlySavings = round(interestSaved / baseline months),
 * potentialScore = max(optimizationScore, the same score of the plan once every open suggestion's
 * action is applied): the ruler (minimums only) does not move, so it is one scale.
 * `open` defaults to the suggestions the engine generates for these facts. No plan debt: all zeros.
 */
export function insights(facts: AiFacts, options: AiOptions = {}, open?: readonly OpenSuggestion[]): Insights {
  const analysis = analyzeAiFacts(facts, options);
  if (analysis.plan.debts.length === 0) return NO_DEBTS;
  const f = figures(analysis);
  const actions = (open ?? suggestionsFromAnalysis(analysis)).map((s) => s.action);
  let potential = f.optimizationScore;
  if (actions.some((a) => a?.kind === 'set_extra_payment')) {
    const applied = analyzeAiFacts(applyActions(facts, actions), options);
    potential = Math.max(potential, scoreOf(applied));
  }
  return { ...f, potentialScore: potential };
}

/** optimizationScore alone. */
export function optimizationScore(facts: AiFacts, options: AiOptions = {}): number {
  const analysis = analyzeAiFacts(facts, options);
  return analysis.plan.debts.length === 0 ? 0 : figures(analysis).optimizationScore;
}

/** potentialScore alone (see insights). */
export function potentialScore(facts: AiFacts, options: AiOptions = {}, open?: readonly OpenSuggestion[]): number {
  return insights(facts, options, open).potentialScore;
}

const money = (c: Cents | null) => (c === null ? null : formatMoney(c));

/** The insights in wire form (money as two-decimal strings, null = never ends), as insightsSchema describes. */
export function insightsResponse(i: Insights) {
  return {
    optimizationScore: i.optimizationScore,
    potentialScore: i.potentialScore,
    currentInterest: money(i.currentInterest),
    optimizedInterest: money(i.optimizedInterest),
    monthlySavings: money(i.monthlySavings),
  };
}
