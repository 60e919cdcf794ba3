// The worked example of docs/money-math.md, "This payday": the household the payday readers (the
// payday list, the calendar feed) are tested on, on the day it is read.
import type { IncomeFacts } from '../src/income/income.ts';
import { visaDueDec10 } from './debt-facts.ts';

export const today = '2026-11-22';
/** Visa $5,000.00 at 19.99 %, $150.00 + $50.00, due Dec 10. */
export const visa = visaDueDec10({});
/** Car loan $15,000.00 at 6.9 %, $350.00, due Nov 28. */
export const car = visaDueDec10({
  id: 2,
  debtName: 'Car loan',
  debtType: 'auto_loan',
  balance: 1_500_000,
  apr: 690,
  minPayment: 35_000,
  extraPayment: 0,
  dueDate: '2026-11-28',
});
/** Mortgage $200,000.00 at 6.5 %, $1,200.00, due Dec 15, out of the plan (the default). */
export const mortgage = visaDueDec10({
  id: 3,
  debtName: 'Mortgage',
  debtType: 'mortgage',
  balance: 20_000_000,
  apr: 650,
  minPayment: 120_000,
  extraPayment: 0,
  dueDate: '2026-12-15',
});
/** $2,000.00 every two weeks from Nov 6: paydays Nov 20, Dec 4, Dec 18, Jan 1, … */
export const paycheck: IncomeFacts = { amount: 200_000, frequency: 'bi-weekly', payDate: '2026-11-06' };
/** Avalanche with $100.00 extra a month. */
export const settings = { strategy: 'avalanche' as const, extraMonthlyCents: 10_000, customOrder: null };
