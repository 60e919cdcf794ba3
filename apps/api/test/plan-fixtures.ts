// Plan inputs for the tests that call the plan engine directly (the memo, the checked answer):
// no server, no database.

import { DEFAULT_PLAN_SETTINGS, type IsoDate, type PlanDebtInput, type PlanInput } from '@paydown/domain';

/** A card in the plan at 20 % paying $100.00 a month, named `Card <id>`. */
export function planCard(id: number, balance: number): PlanDebtInput {
  return {
    id,
    debtName: `Card ${id}`,
    debtType: 'credit_card',
    balance,
    apr: 2_000,
    payment: 10_000,
    inPlan: true,
    paysInFull: false,
    promoRateBp: null,
    promoEndDate: null,
    deferredInterest: false,
  };
}

/** The plan of these debts on `today`: the default settings, no lump sums, no income. */
export function planInputOf(today: IsoDate, debts: PlanDebtInput[]): PlanInput {
  return { today, debts, settings: DEFAULT_PLAN_SETTINGS, lumpSums: [], monthlyIncome: null };
}
