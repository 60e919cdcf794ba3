// Plan inputs shared by the plan tests: a debt overridden field by field, and settings.
import { type PlanDebtInput, type PlanInput, type PlanSettings } from '../src/plan/types.ts';

/** Card $1,000.00 at 18 %, $200.00 a month, in the plan, no promotion. */
export const planDebt = (over: Partial<PlanDebtInput>): PlanDebtInput => ({
  id: 1,
  debtName: 'Card',
  debtType: 'credit_card',
  balance: 100_000,
  apr: 1800,
  payment: 20_000,
  inPlan: true,
  paysInFull: false,
  promoRateBp: null,
  promoEndDate: null,
  deferredInterest: false,
  ...over,
});

export const avalanche: PlanSettings = { strategy: 'avalanche', extraMonthlyCents: 0, customOrder: null };

export const planInput = (debts: PlanDebtInput[], over: Partial<PlanInput> = {}): PlanInput => ({
  today: '2026-01-01',
  debts,
  settings: avalanche,
  ...over,
});
