// Progress against the plan (docs/money-math.md, "Progress against the plan"): the plan
// replayed from its start by the one plan engine (computePlan), compared with what is owed today.

import { type IsoDate, compareDates, maxDate, minDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { sumCents } from '../money/cents.ts';
import { formatUsd } from '../money/usd.ts';
import { computePlan, isPlanDebt } from '../plan/engine.ts';
import { planDebtFromFacts } from '../plan/from-facts.ts';
import { lastDayOfMonth, monthGrid, monthOf } from '../plan/grid.ts';
import { lineBalanceOn } from './lines.ts';
import type { DebtLine, PlanComparison, ProgressDebt, ProgressPlanInput } from './types.ts';

const NOTHING: PlanComparison = {
  planStartedOn: null,
  planDebtNow: null,
  aheadByMonths: null,
  behindBy: null,
  planLine: [],
  sentence: null,
};

/** The sentence for the comparison's figures. */
export function progressSentence(figures: { aheadByMonths: number; behindBy: Cents }): string {
  const n = figures.aheadByMonths;
  if (n >= 1) return `${n} month${n === 1 ? '' : 's'} ahead of your plan`;
  if (figures.behindBy > 0) return `${formatUsd(figures.behindBy, { precision: 'cents-if-any' })} behind this month`;
  return 'On track with your plan';
}

/**
 * Compares what is owed today (A = currentDebt, the debts in the plan) with the plan:
 * - the plan's start S = the latest of startedOn, the day the settings were last saved and the
 *   first day of every counted debt (so no debt appears out of nowhere and no setting changed
 *   since), never after today;
 * - the plan is replayed from S by computePlan: each debt at its actual balance on S, with today's
 *   rate, payment, order and settings, and the lump sums; P(m) = its total after month m, P(0) the
 *   total on S;
 * - k = the plan months completed by today (month m ends the day before S + m months);
 *   planDebtNow = P(k);
 * - ahead (A ≤ P(k)): aheadByMonths = j − k for the first j ≥ k with P(j) ≤ A;
 *   behind (A > P(k)): aheadByMonths = −(k − j) for the last j ≤ k with P(j) ≥ A (0 when none),
 *   behindBy = A − P(k).
 * Nothing to compare (no plan input, a counted debt without its facts, no debt): all null.
 */
export function compareWithPlan(input: {
  debts: readonly ProgressDebt[];
  lines: readonly DebtLine[];
  startedOn: IsoDate;
  currentDebt: Cents;
  today: IsoDate;
  plan: ProgressPlanInput | null;
}): PlanComparison {
  const { debts, lines, today, plan, currentDebt } = input;
  const withFacts = debts.flatMap((d) => (d.facts ? [{ id: d.id, facts: d.facts }] : []));
  if (plan === null || debts.length === 0 || withFacts.length !== debts.length) return NOTHING;
  let start = input.startedOn;
  if (plan.savedOn !== null) start = maxDate(start, plan.savedOn);
  for (const l of lines) start = maxDate(start, l.firstDay);
  start = minDate(start, today);

  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const planDebts = withFacts.map((d) => {
    const line = lineOf.get(d.id);
    const balance = line ? lineBalanceOn(line, start) : 0;
    return planDebtFromFacts({ ...d.facts, balance, isPaid: balance <= 0, inPlan: true, paysInFull: false });
  });
  const result = computePlan({ today: start, debts: planDebts, settings: plan.settings, lumpSums: plan.lumpSums });
  const { schedule } = result;
  const p0 = sumCents(planDebts.filter(isPlanDebt).map((d) => d.balance));
  const last = schedule.length;
  // After the last simulated month: 0 when debt-free, else the last total (the plan never ends).
  const held = result.debtFreeDate !== null ? 0 : (schedule[last - 1]?.totalBalance ?? p0);
  const P = (m: number): Cents => (m === 0 ? p0 : (schedule[m - 1]?.totalBalance ?? held));

  // Months completed by today: today lies in month k + 1 (a 100-year grid is ample).
  const k = compareDates(today, start) <= 0 ? 0 : (monthOf(monthGrid(start, 1200), today) ?? 1201) - 1;
  const planDebtNow = P(k);
  let aheadByMonths = 0;
  if (currentDebt <= planDebtNow) {
    let j = k;
    while (P(j) > currentDebt && j <= last) j++;
    aheadByMonths = j - k;
  } else {
    let j = k;
    while (j > 0 && P(j) < currentDebt) j--;
    // Owing more than on the plan's start: behind by every month since.
    aheadByMonths = j - k;
  }
  const behindBy = Math.max(0, currentDebt - planDebtNow);
  const lineGrid = monthGrid(start, k + 1);
  const planLine = [{ date: start, balance: p0 }];
  for (let m = 1; m <= k + 1 && (m <= last || result.debtFreeDate === null); m++) {
    planLine.push({ date: lastDayOfMonth(lineGrid, m), balance: P(m) });
  }
  return {
    planStartedOn: start,
    planDebtNow,
    aheadByMonths,
    behindBy,
    planLine,
    sentence: progressSentence({ aheadByMonths, behindBy }),
  };
}
