import {
  averageMonthlyIncome,
  DEFAULT_PLAN_SETTINGS,
  debtFactsFromRow,
  incomeFactsFromRow,
  parseMoney,
  planInputFromFacts,
  type Cents,
  type DebtFacts,
  type IncomeFacts,
  type IsoDate,
  type PlanInput,
  type PlanLumpSum,
  type PlannedPayment,
  type PlanSettings,
  type PlanStrategy,
  type ProgressBalanceEdit,
} from '@paydown/domain';
import { withCard } from './card.ts';
import type { LedgerRows } from './queries.ts';

/** A debt of the ledger, paid ones too: its facts and what progress reads beside them. */
export interface LedgerDebt {
  facts: DebtFacts;
  /** The day it was added (UTC). */
  createdOn: IsoDate;
  paidDate: IsoDate | null;
}

/** One logged payment, in cents: what the cycles, the AI and progress each read of it. */
export interface LedgerPayment {
  id: number;
  debtId: number;
  amount: Cents;
  paymentDate: IsoDate;
  suggestedDate: IsoDate | null;
  balanceAfter: Cents;
}

/** The ledger in the domain's terms (integer cents, DebtFacts): the one conversion of ledgerRows. */
export interface LedgerFacts {
  /** The unpaid debts, soonest due first: what the dashboard, the plan, the AI and reminders read. */
  debts: DebtFacts[];
  /** Every debt, paid ones too (progress). */
  allDebts: LedgerDebt[];
  income: IncomeFacts[];
  planned: PlannedPayment[];
  payments: LedgerPayment[];
  settings: PlanSettings;
  /** The day the plan settings were last saved; null: never saved. */
  settingsSavedOn: IsoDate | null;
  lumpSums: PlanLumpSum[];
  balanceEdits: ProgressBalanceEdit[];
}

/** The saved settings, or a new user's: avalanche, no extra. */
export function settingsOf(stored: { strategy: string; extraMonthly: string; customOrder: unknown } | null | undefined): PlanSettings {
  if (!stored) return DEFAULT_PLAN_SETTINGS;
  const order = Array.isArray(stored.customOrder) ? stored.customOrder.filter((id): id is number => Number.isInteger(id)) : null;
  return { strategy: stored.strategy as PlanStrategy, extraMonthlyCents: parseMoney(stored.extraMonthly), customOrder: order };
}

/** The ledger in cents; `today` sets what a card on a percent rule reports as its minimum. */
export function ledgerFacts(rows: LedgerRows, today: IsoDate): LedgerFacts {
  const allDebts = rows.debts.map((d) => ({
    // No promotion start is stored: it began the day the debt was added.
    facts: withCard(debtFactsFromRow({ ...d, promoStartDate: d.createdOn }), d, d.parts, today),
    createdOn: d.createdOn,
    paidDate: d.paidDate,
  }));
  return {
    debts: allDebts.filter((d) => !d.facts.isPaid).map((d) => d.facts),
    allDebts,
    income: rows.income.map(incomeFactsFromRow),
    planned: rows.planned.map((p) => ({ id: p.id, debtId: p.debtId, plannedDate: p.plannedDate, amount: parseMoney(p.amount) })),
    payments: rows.payments.map((p) => ({
      id: p.id,
      debtId: p.debtId,
      amount: parseMoney(p.amount),
      paymentDate: p.paymentDate,
      suggestedDate: p.suggestedDate,
      balanceAfter: parseMoney(p.balanceAfter),
    })),
    settings: settingsOf(rows.settings),
    settingsSavedOn: rows.settings?.savedOn ?? null,
    lumpSums: rows.lumpSums.map((l) => ({ id: l.id, date: l.date, amountCents: parseMoney(l.amount), note: l.note })),
    balanceEdits: rows.balanceEdits.map((e) => ({
      id: e.id,
      debtId: e.debtId,
      day: e.day,
      before: parseMoney(e.balanceBefore),
      after: parseMoney(e.balance),
    })),
  };
}

/**
 * The plan engine's input from the ledger, through the domain's one conversion (the browser's
 * what-if uses it too): payments included, so a cycle already paid is not asked for again in the
 * plan's first month; the budget check compares with the average month (a year's paydays / 12),
 * not this month's paydays (a month with three paydays would overstate income).
 */
export function ledgerPlanInput(ledger: LedgerFacts, today: IsoDate): PlanInput {
  return planInputFromFacts({
    today,
    debts: ledger.debts,
    settings: ledger.settings,
    lumpSums: ledger.lumpSums,
    monthlyIncome: ledger.income.length === 0 ? null : averageMonthlyIncome(ledger.income),
    payments: ledger.payments,
  });
}
