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

/** Amex $1,200.00 at 24 %, $300.00 a month, no extra payment, due Nov 28 2026. */
export const amexDueNov28 = (over: Partial<DebtFacts>): DebtFacts =>
  visaDueDec10({
    id: 2,
    debtName: 'Amex',
    balance: 120_000,
    apr: 2400,
    minPayment: 30_000,
    extraPayment: 0,
    dueDate: '2026-11-28',
    ...over,
  });

/** Rent: a Mortgage/Rent entry without a rate, $1,500.00 a month, due Dec 1 2026. */
export const rentDueDec1 = (over: Partial<DebtFacts>): DebtFacts =>
  visaDueDec10({
    id: 3,
    debtName: 'Rent',
    debtType: 'mortgage',
    balance: 150_000,
    apr: 0,
    minPayment: 150_000,
    extraPayment: 0,
    dueDate: '2026-12-01',
    ...over,
  });
