import type { ProgressOut } from '@paydown/domain';
import { formatCurrency, formatShortDate, toAmount } from '../../lib/format.ts';

/** One date on the chart: the actual in-plan balance and/or the plan's projection that day. */
export interface ProgressPoint {
  date: string;
  /** "Nov 22" */
  label: string;
  actual?: number;
  plan?: number;
}

/**
 * The two lines on one date axis: the actual balance (history: the start, each payment or edit,
 * today) and the plan's projection (its start, then the end of each plan month). A date only one
 * line has leaves the other blank; the chart joins over blanks.
 */
export function progressPoints(p: Pick<ProgressOut, 'history' | 'planLine'>): ProgressPoint[] {
  const byDate = new Map<string, ProgressPoint>();
  const at = (date: string) => {
    let point = byDate.get(date);
    if (!point) {
      point = { date, label: formatShortDate(date) };
      byDate.set(date, point);
    }
    return point;
  };
  for (const h of p.history) at(h.date).actual = toAmount(h.balance);
  for (const h of p.planLine) at(h.date).plan = toAmount(h.balance);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** How the sentence is shown: ahead in green, behind in orange, on track plain. */
export function progressTone(p: Pick<ProgressOut, 'aheadByMonths' | 'behindBy'>): 'ahead' | 'behind' | 'on_track' {
  if ((p.aheadByMonths ?? 0) >= 1) return 'ahead';
  if (p.behindBy !== null && toAmount(p.behindBy) > 0) return 'behind';
  return 'on_track';
}

/** The chart in one sentence, for screen readers (the table below lists every point). */
export function describeProgress(p: ProgressOut): string {
  if (p.planDebtNow === null) return 'No debt in your plan yet.';
  return (
    `Actual balance of the debts in your plan: ${formatCurrency(p.startingDebt)} on ${formatShortDate(p.startedOn)}, ` +
    `${formatCurrency(p.currentDebt)} today. Your plan expected ${formatCurrency(p.planDebtNow)} by now. ${p.sentence ?? ''}`
  ).trim();
}
