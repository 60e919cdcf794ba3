// The shapes progress is read from and answers with: the dated records of every balance change,
// each debt's actual balance line, and the comparison with the plan. Kept apart from the code so
// that the three parts of progress (progress.ts, lines.ts, against-plan.ts) import them from one
// place and never from each other in a loop.

import type { IsoDate } from '../dates/calendar.ts';
import type { DebtFacts } from '../debt/facts.ts';
import type { Cents } from '../money/cents.ts';
import type { PlanLumpSum, PlanSettings } from '../plan/types.ts';

export interface ProgressDebt {
  id: number;
  /** The stored balance now (0 once paid off). */
  balance: Cents;
  isPaid: boolean;
  /** The day the debt was added. */
  createdOn: IsoDate;
  /** When it was paid off (a debt paid off before payments were kept counts as paid that day). */
  paidDate?: IsoDate | null;
  /** Counted in progress: in the plan (inPlan and not paid in full). Default true. */
  inPlan?: boolean;
  /** What the plan needs to replay this debt (the comparison with the plan); absent: not compared. */
  facts?: DebtFacts;
}

export interface ProgressPayment {
  id: number;
  debtId: number;
  paymentDate: IsoDate;
  amount: Cents;
  balanceAfter: Cents;
}

/** A balance changed by hand on `day`, from `before` to `after`. */
export interface ProgressBalanceEdit {
  id: number;
  debtId: number;
  day: IsoDate;
  before: Cents;
  after: Cents;
}

export interface Progress extends PlanComparison {
  startedOn: IsoDate;
  startingDebt: Cents;
  paidPrincipal: Cents;
  paidInterest: Cents;
  currentDebt: Cents;
  /** paidPrincipal as a whole percent of startingDebt (half up), 0 with nothing owed. */
  paidSharePercent: number;
  history: { date: IsoDate; balance: Cents }[];
}

/** One debt's actual balance line: opening balance, first day and its dated changes. */
export interface DebtLine {
  id: number;
  /** The first day it is known: added, or an earlier payment/edit date. */
  firstDay: IsoDate;
  /** What it owed on firstDay before any change that day. */
  opening: Cents;
  now: Cents;
  /** Dated changes to the balance: −amount for a payment, after − before for an edit. */
  changes: { date: IsoDate; delta: Cents }[];
}

export interface ProgressPlanInput {
  settings: PlanSettings;
  /** The day the plan settings were last saved; null: never saved (the defaults since the start). */
  savedOn: IsoDate | null;
  lumpSums: readonly PlanLumpSum[];
}

export interface PlanComparison {
  /** The day the comparison starts from (see compareWithPlan); null: nothing to compare. */
  planStartedOn: IsoDate | null;
  /** What the plan projected the in-plan debt to be by today: P(k). */
  planDebtNow: Cents | null;
  /** Whole months ahead (+) or behind (−) the plan's projection; 0 on track. */
  aheadByMonths: number | null;
  /** What is owed beyond the plan's projection for today (0 when not behind). */
  behindBy: Cents | null;
  /** The plan's projected total: on the plan's start, then after each month, through the month containing today. */
  planLine: { date: IsoDate; balance: Cents }[];
  /** '2 months ahead of your plan', '$340 behind this month' or 'On track with your plan'. */
  sentence: string | null;
}
