// Insights: optimization score, potential score, current and optimized interest, monthly savings
// (formulas in docs/money-math.md, "Suggestions and scores"). Every figure is the plan's, so Insights never contradicts the Plan screen:
// currentInterest is the plan's baseline ("as you pay now"), optimizedInterest the plan's.

import { type Cents, formatMoney, mulDiv } from '../money/cents.ts';
import { type SuggestionAction, applyActions, suggestionsFromAnalysis } from './engine.ts';
import { type AiFacts, type AiOptions, type Analysis, analyzeAiFacts } from './facts.ts';
import { ratioScore } from './scores.ts';

export interface Insights {
  /** 0-100: 100 × optimizedInterest / currentInterest (100 = nothing left to gain; 0 with no debts or when paying as now never ends). */
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

/** The score of a baseline against the plan: 0 when the baseline never ends (everything left to gain). */
function scoreOf(optimized: Cents | null, current: Cents | null): number {
  return current === null || optimized === null ? 0 : ratioScore(optimized, current);
}

function figures(analysis: Analysis): Omit<Insights, 'potentialScore'> {
  const { plan } = analysis;
  const current = plan.baseline.totalInterest;
  const optimized = plan.totalInterest;
  return {
    optimizationScore: scoreOf(optimized, current),
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
 * optimizationScore = round(100 × optimized / current) (100 when current is 0; 0 when it never ends),
 * monthlySavings = round(interestSaved / baseline months),
 * potentialScore = max(optimizationScore, round(100 × optimized / current′)) where current′ is the
 * baseline once every open suggestion's action is applied (an extra payment raises a debt's own
 * payment; a payment date changes no plan figure) and optimized stays today's plan: one ruler.
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
    potential = Math.max(potential, scoreOf(f.optimizedInterest, applied.plan.baseline.totalInterest));
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
