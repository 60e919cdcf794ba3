// Insights: optimization score, potential score, current and optimized interest, monthly savings
// (DESIGN.md "Scores"; formulas in docs/money-math.md, "Suggestions and scores").

import { type Cents, formatMoney, mulDiv } from '../money.ts';
import { type ProjectionResult, comparePlans } from '../payoff.ts';
import { projectCurrentPlan, applyActions, suggestionsFromAnalysis, type SuggestionAction } from './engine.ts';
import { type AiFacts, type AiOptions, type Analysis, analyzeAiFacts, planTimingSavings } from './facts.ts';
import { ratioScore } from './scores.ts';

export interface Insights {
  /** 0-100: 100 × optimizedInterest / currentInterest (100 = nothing left to gain; 0 with no debts). */
  optimizationScore: number;
  /** 0-100: the optimization score after applying every open suggestion (never below optimizationScore). */
  potentialScore: number;
  /** Total interest of the current plan, in cents. */
  currentInterest: Cents;
  /** Total interest of the best plan the engine finds for the same monthly budget, in cents. */
  optimizedInterest: Cents;
  /** (currentInterest − optimizedInterest) / months of the current plan, in cents. */
  monthlySavings: Cents;
}

export type BestPlan = 'current' | 'avalanche' | 'snowball';

export interface PlanEvaluation {
  currentInterest: Cents;
  optimizedInterest: Cents;
  /** Months the current plan runs (until debt-free, or the horizon). */
  currentMonths: number;
  /** Which payment order gives optimizedInterest ('current' = the current plan paid on the best dates). */
  bestPlan: BestPlan;
  /**
   * false when no debt can be simulated (no unpaid debt with a balance, or only recurring bills and
   * debts whose payment does not cover their interest): all figures 0.
   */
  hasDebts: boolean;
}

const EMPTY: PlanEvaluation = { currentInterest: 0, optimizedInterest: 0, currentMonths: 0, bestPlan: 'current', hasDebts: false };

/** Interest of the current plan minus what paying on the current dates (chosen, else due) saves. */
function currentInterestOf(analysis: Analysis, current: ProjectionResult): Cents {
  return current.totalInterest - planTimingSavings(current, analysis.debts, (a) => a.currentDate);
}

/**
 * currentInterest = interest of the current plan (payments as entered; default avalanche order
 *   without rollover) − what paying on the dates the user chose saves (due dates otherwise);
 * optimizedInterest = the least, over the current plan and avalanche / snowball with rollover (same
 *   monthly budget), of that plan's interest − what paying every daily-accruing debt on its best date
 *   (the earlier of the engine's suggested date and the user's chosen one) saves.
 * Timing savings of a plan: see planTimingSavings (facts.ts).
 */
export function evaluateAnalysis(analysis: Analysis, plan: ProjectionResult | null = null): PlanEvaluation {
  if (analysis.projectionDebts.length === 0) return EMPTY;
  const current = plan ?? projectCurrentPlan(analysis);
  const currentInterest = currentInterestOf(analysis, current);
  const { avalanche, snowball } = comparePlans(analysis.projectionDebts, {
    startDate: analysis.today,
    rollover: true,
    horizonMonths: analysis.options.horizonMonths,
  });
  const candidates: [BestPlan, ProjectionResult][] = [
    ['current', current],
    ['avalanche', avalanche],
    ['snowball', snowball],
  ];
  let bestPlan: BestPlan = 'current';
  let optimizedInterest = Number.POSITIVE_INFINITY;
  for (const [name, p] of candidates) {
    const interest = p.totalInterest - planTimingSavings(p, analysis.debts, (a) => a.bestDate);
    if (interest < optimizedInterest) {
      optimizedInterest = interest;
      bestPlan = name;
    }
  }
  return { currentInterest, optimizedInterest, currentMonths: current.months.length, bestPlan, hasDebts: true };
}

export function evaluatePlans(facts: AiFacts, options: AiOptions = {}): PlanEvaluation {
  return evaluateAnalysis(analyzeAiFacts(facts, options));
}

function scoreOf(e: PlanEvaluation): number {
  return e.hasDebts ? ratioScore(e.optimizedInterest, e.currentInterest) : 0;
}

/** optimizationScore alone: round(100 × optimizedInterest / currentInterest); 100 when the current plan costs nothing; 0 with no debts. */
export function optimizationScore(facts: AiFacts, options: AiOptions = {}): number {
  return scoreOf(evaluatePlans(facts, options));
}

/** One open suggestion, as far as the potential score is concerned. */
export interface OpenSuggestion {
  action: SuggestionAction | null;
}

function potentialFrom(
  facts: AiFacts,
  options: AiOptions,
  analysis: Analysis,
  plan: ProjectionResult,
  evaluation: PlanEvaluation,
  open?: readonly OpenSuggestion[],
): number {
  const score = scoreOf(evaluation);
  if (!evaluation.hasDebts) return 0;
  const actions = (open ?? suggestionsFromAnalysis(analysis, plan)).map((s) => s.action);
  if (!actions.some((a) => a !== null)) return score;
  const applied = analyzeAiFacts(applyActions(facts, actions), options);
  const after = ratioScore(evaluation.optimizedInterest, currentInterestOf(applied, projectCurrentPlan(applied)));
  return Math.max(score, after);
}

/**
 * potentialScore = max(optimizationScore, round(100 × optimizedInterest / currentInterest′)), capped
 * at 100, where currentInterest′ is the current plan's interest once every open suggestion's action
 * is applied (a timing suggestion sets the debt's chosen date, an extra-payment suggestion its extra
 * payment) and optimizedInterest is today's benchmark (the best plan for today's budget). The
 * benchmark stays fixed, so every applied suggestion moves the score along the same ruler; an extra
 * payment (a bigger budget) can take it to 100. `open` defaults to the suggestions the engine
 * generates for these facts; pass the stored open suggestions to score exactly those. 0 with no debts.
 */
export function potentialScore(facts: AiFacts, options: AiOptions = {}, open?: readonly OpenSuggestion[]): number {
  // The potential needs every step of the insights (analysis, current plan, evaluation); the rest is arithmetic.
  return insights(facts, options, open).potentialScore;
}

/**
 * The AI Insights figures (spec "AI responses"). monthlySavings = round((currentInterest −
 * optimizedInterest) / months of the current plan). No unpaid debt with a balance: all zeros.
 */
export function insights(facts: AiFacts, options: AiOptions = {}, open?: readonly OpenSuggestion[]): Insights {
  const analysis = analyzeAiFacts(facts, options);
  if (analysis.projectionDebts.length === 0) {
    return { optimizationScore: 0, potentialScore: 0, currentInterest: 0, optimizedInterest: 0, monthlySavings: 0 };
  }
  const plan = projectCurrentPlan(analysis);
  const e = evaluateAnalysis(analysis, plan);
  const optimization = scoreOf(e);
  const gain = e.currentInterest - e.optimizedInterest;
  return {
    optimizationScore: optimization,
    potentialScore: potentialFrom(facts, options, analysis, plan, e, open),
    currentInterest: e.currentInterest,
    optimizedInterest: e.optimizedInterest,
    monthlySavings: e.currentMonths > 0 ? mulDiv(gain, 1, e.currentMonths) : 0,
  };
}

/** The insights in wire form (money as two-decimal strings), as insightsSchema describes. */
export function insightsResponse(i: Insights) {
  return {
    optimizationScore: i.optimizationScore,
    potentialScore: i.potentialScore,
    currentInterest: formatMoney(i.currentInterest),
    optimizedInterest: formatMoney(i.optimizedInterest),
    monthlySavings: formatMoney(i.monthlySavings),
  };
}
