import type { Debt, PlanOut, PlanStrategy } from '@paydown/domain';
import { formatCurrency, formatDuration, toAmount } from '../../lib/format.ts';

// Wording for the Plan screen. Every figure comes from the plan answer (packages/domain); this
// module only words it.

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const STRATEGY_LABELS: Record<PlanStrategy, string> = {
  avalanche: 'Avalanche',
  snowball: 'Snowball',
  custom: 'Custom order',
};

export const STRATEGY_DESCRIPTIONS: Record<PlanStrategy, string> = {
  avalanche: 'Highest interest rate first.',
  snowball: 'Smallest balance first: the quickest first win.',
  custom: 'Your own order.',
};

/**
 * What a strategy card says about interest: "The least interest for your debts." on the cheapest
 * one (the plan answer's cheapestStrategy, the engine's choice; with promotions running, avalanche
 * is not always it); on avalanche when another is cheaper, which one, by how much and why (a
 * promotion changes a debt's rate when it ends; otherwise clearing small balances first freed their
 * payments sooner).
 */
export function interestNote(
  strategy: PlanStrategy,
  plan: Pick<PlanOut, 'strategies' | 'cheapestStrategy'>,
  promotions: boolean,
): string | null {
  const cheapest = plan.cheapestStrategy;
  if (cheapest === null) return null;
  if (strategy === cheapest) return 'The least interest for your debts.';
  if (strategy !== 'avalanche') return null;
  const more = toAmount(plan.strategies.avalanche.totalInterest) - toAmount(plan.strategies[cheapest]?.totalInterest);
  const why =
    cheapest === 'custom'
      ? ''
      : promotions
        ? ': a promotional rate changes when it ends, so today’s highest rate is not always the dearest debt'
        : ': clearing small balances first frees their payments to roll on sooner';
  return `Not the least interest here: ${STRATEGY_LABELS[cheapest]} costs ${formatCurrency(more)} less${why}.`;
}

/** A promotional rate still runs on a debt in the plan (on the debt, or on one of a card's balances) on `today`. */
export function promotionsRun(debts: readonly Debt[], today: string): boolean {
  const running = (rate: string | null, end: string | null) => rate !== null && end !== null && end > today;
  return debts.some(
    (d) =>
      d.inPlan &&
      !d.paysInFull &&
      (running(d.promoRate, d.promoEndDate) || (d.balances ?? []).some((p) => running(p.promoApr, p.promoEndDate))),
  );
}

/** '2029-03-31' -> 'March 2029' (read from the string: no time-zone shift). */
export function monthYear(date: string | null | undefined): string {
  if (!date) return '';
  const [y, m] = date.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${y}`;
}

/** '2029-03-31' -> "Mar '29", for chart axes. */
export function shortMonthYear(date: string): string {
  const [y, m] = date.split('-');
  return `${(MONTH_NAMES[Number(m) - 1] ?? '').slice(0, 3)} '${(y ?? '').slice(-2)}`;
}

/** True when the plan has nothing to pay off (no debt in it): the screen shows its empty state. */
export function isPlanEmpty(plan: PlanOut): boolean {
  return plan.debts.length === 0;
}

export interface Headline {
  /** 'Debt-free by March 2029' or the never-ends sentence. */
  title: string;
  /** What the plan gains over paying as you do now; null when there is nothing to compare. */
  comparison: string | null;
  tone: 'good' | 'neutral' | 'warning';
}

const AS_NOW = 'than paying as you do now';

/**
 * The sentence at the top of the Plan screen, from debtFreeDate, monthsSaved and interestSaved:
 * "Debt-free by March 2029 — 2 years 4 months sooner and $6,141 less interest than paying as you
 * do now". Said plainly when the plan saves nothing, or when it (or the baseline) never ends.
 */
export function planHeadline(plan: PlanOut): Headline {
  if (plan.debtFreeDate === null) {
    return {
      title: 'Not debt-free within 50 years at these payments',
      comparison: 'Add an extra amount per month below, or raise a payment, until a debt-free date appears.',
      tone: 'warning',
    };
  }
  const title = `Debt-free by ${monthYear(plan.debtFreeDate)}`;
  if (plan.monthsSaved === null) {
    return { title, comparison: 'Paying as you do now, you would never be debt-free.', tone: 'good' };
  }
  const saved = toAmount(plan.interestSaved);
  // Whole dollars, as in every summary: a cent-level saving reads as "$0", so it is left unsaid.
  const savedText = Math.round(saved) > 0 ? `${formatCurrency(saved)} less interest` : null;
  const sooner = plan.monthsSaved > 0 ? `${formatDuration(plan.monthsSaved)} sooner` : null;
  if (sooner && savedText) return { title, comparison: `${sooner} and ${savedText} ${AS_NOW}`, tone: 'good' };
  if (sooner) return { title, comparison: `${sooner} ${AS_NOW}`, tone: 'good' };
  if (savedText) return { title, comparison: `the same date and ${savedText} ${AS_NOW}`, tone: 'good' };
  return { title, comparison: `the same as paying as you do now`, tone: 'neutral' };
}

/** The headline as one sentence (the page heading reads it whole). */
export function headlineText(headline: Headline): string {
  if (!headline.comparison) return headline.title;
  return headline.tone === 'warning' ? headline.title : `${headline.title} — ${headline.comparison}`;
}

/** "first debt cleared": the month number as a date-ish phrase ('in 7 months'). */
export function firstClearedText(firstPayoffMonth: number | null): string {
  if (firstPayoffMonth === null) return 'Never at these payments';
  return `In ${formatDuration(firstPayoffMonth)}`;
}
