// Plan inputs for the tests that call the plan engine directly (the memo, the checked answer: no
// server, no database), and the card several suites create through the API.

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

/** The Citi card of the issue: a $1,200 transfer at 0 % for 8 months and $650 of purchases at 27.49 %, 1 % + interest, at least $35. */
export const CITI_CARD = {
  debtName: 'Citi',
  debtType: 'credit_card',
  balance: '1',
  interestRate: '1',
  minPayment: '35',
  dueDate: '2026-12-20',
  balances: [
    { kind: 'balance_transfer', amount: '1200', apr: '27.49', promoApr: '0', promoEndDate: '2027-08-01' },
    { kind: 'purchase', amount: '650', apr: '27.49' },
  ],
  minPaymentRule: { kind: 'percent_plus_interest', percent: '1', floor: '35' },
};

/** The deferred-interest balance of DEFERRED_STORE_CARD: $1,200 at 0 %, 26.99 % after (back-dated if left), until 2027-01-15. */
export const DEFERRED_STORE_BALANCE = {
  kind: 'promo_purchase',
  amount: '1200',
  apr: '26.99',
  promoApr: '0',
  promoEndDate: '2027-01-15',
  deferredInterest: true,
};

/**
 * A store card with one deferred-interest balance (DEFERRED_STORE_BALANCE), $30 a month, the
 * minimum, due on the 10th; `promoStartDate` when the promotion began (left out: not entered).
 */
export function deferredStoreCard(promoStartDate?: string | null) {
  return {
    debtName: 'Store card',
    debtType: 'credit_card',
    balance: '1200',
    interestRate: '26.99',
    minPayment: '30',
    dueDate: '2026-12-10',
    balances: [{ ...DEFERRED_STORE_BALANCE, ...(promoStartDate !== undefined ? { promoStartDate } : {}) }],
  };
}

/**
 * A store card with a deferred-interest promotion (CareCredit as issued): 0 % until Apr 25, 2027 (the
 * first day at the regular 26.99 %), the interest back-dated to the purchase if a balance is left then.
 */
export const STORE_CARD = {
  debtName: 'CareCredit',
  debtType: 'credit_card',
  balance: '3600',
  interestRate: '26.99',
  minPayment: '35',
  dueDate: '2026-12-08',
  promoRate: '0',
  promoEndDate: '2027-04-25',
  deferredInterest: true,
};
