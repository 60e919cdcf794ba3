// DebtFacts builders shared by the tests: a default card, overridden field by field.
import type { DebtFacts } from '../src/debt/facts.ts';

/** Visa $1,000.00 at 18 %, $200.00 a month, no extra payment, due Jan 15 2026. */
export const visaDueJan15 = (over: Partial<DebtFacts>): DebtFacts => ({
  id: 1,
  debtName: 'Visa',
  debtType: 'credit_card',
  balance: 100_000,
  apr: 1800,
  minPayment: 20_000,
  extraPayment: 0,
  dueDate: '2026-01-15',
  payPeriodFrequency: 'monthly',
  isPaid: false,
  ...over,
});

/** Visa $5,000.00 at 19.99 %, $150.00 minimum plus $50.00 extra a month, due Dec 10 2026. */
export const visaDueDec10 = (over: Partial<DebtFacts>): DebtFacts => ({
  id: 1,
  debtName: 'Visa',
  debtType: 'credit_card',
  balance: 500_000,
  apr: 1999,
  minPayment: 15_000,
  extraPayment: 5_000,
  dueDate: '2026-12-10',
  payPeriodFrequency: 'monthly',
  isPaid: false,
  ...over,
});
