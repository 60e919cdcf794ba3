// "Money that tells the truth": each figure as a lender or a household budget would
// compute it. One test per figure found wrong in the money audit.
import { describe, expect, it } from 'vitest';
import { dashboardFigures } from '../src/views/dashboard.ts';
import { type IncomeFacts, averageMonthlyIncome, totalMonthlyIncome } from '../src/income/income.ts';
import { type DebtFacts, computeDebt, paymentWindowStart } from '../src/debt/facts.ts';
import { generateSuggestions } from '../src/ai/engine.ts';
import { visaDueDec10 } from './debt-facts.ts';

describe('average monthly income: cash flow and the budget check', () => {
  it('counts a year of paydays: bi-weekly × 26 / 12, weekly × 52 / 12, the user’s own expected count when given', () => {
    expect(averageMonthlyIncome([{ amount: 100_000, payDate: '2026-12-01', frequency: 'bi-weekly' }])).toBe(216_667);
    expect(averageMonthlyIncome([{ amount: 50_000, payDate: '2026-12-01', frequency: 'weekly' }])).toBe(216_667);
    expect(averageMonthlyIncome([{ amount: 100_000, payDate: '2026-12-01', frequency: 'twice-monthly' }])).toBe(200_000);
    expect(averageMonthlyIncome([{ amount: 100_000, payDate: '2026-12-01', frequency: 'monthly', expectedPaymentsPerMonth: '1.5' }])).toBe(
      150_000,
    );
  });

  it('reads cash flow against the average month, while the income card keeps the month’s paydays', () => {
    // Bi-weekly $1,000.00 from Dec 1: December has 3 paydays (Dec 1, 15, 29) -> $3,000.00 on the card,
    // but the average month brings $2,166.67; $2,000.00 of payments take 92 % of it: tight, not good.
    const today = '2026-12-01';
    const income: IncomeFacts[] = [{ amount: 100_000, payDate: '2026-12-01', frequency: 'bi-weekly' }];
    const debts: DebtFacts[] = [visaDueDec10({ balance: 1_000_000, minPayment: 200_000, extraPayment: 0 })];
    const f = dashboardFigures({ debts, income, today });
    expect(f.totalMonthlyIncome).toBe(totalMonthlyIncome(income, today));
    expect(f.totalMonthlyIncome).toBe(300_000);
    expect(f.cashFlowStatus).toBe('tight');
  });
});

describe('a mortgage: interest in arrears', () => {
  it("estInterestTillDue is the month's interest (balance × APR / 12), whatever the days to the due date", () => {
    // $300,000.00 at 6.00 %: 30,000,000 × 600 / 120,000 = 150,000 ($1,500.00) due Dec 1, seen on Nov 29 or Nov 2.
    const house = visaDueDec10({
      debtType: 'mortgage',
      balance: 30_000_000,
      apr: 600,
      minPayment: 180_000,
      extraPayment: 0,
      dueDate: '2026-12-01',
    });
    for (const today of ['2026-11-29', '2026-11-02']) {
      const c = computeDebt(house, [], today);
      expect(c.estInterestTillDue).toBe(150_000);
      expect(c.estInterestTillSuggested).toBe(150_000);
      expect(c.interestSavings).toBe(0);
    }
  });
});

describe('a card with a statement date: pay within [statement close, due date]', () => {
  // Today Nov 1; statement closes on the 15th, due Dec 10; paid weekly on Fridays from Nov 6.
  const weekly: IncomeFacts[] = [{ amount: 100_000, payDate: '2026-11-06', frequency: 'weekly' }];
  const card = visaDueDec10({ statementDate: '2026-10-15' });

  it('suggests the first payday after the statement closes, never one before it', () => {
    // Paydays Nov 6 and Nov 13 come before the Nov 15 close; Nov 20 is the first in the window.
    expect(paymentWindowStart(card, '2026-11-01', '2026-12-10')).toBe('2026-11-15');
    expect(computeDebt(card, weekly, '2026-11-01').suggestedPaymentDate).toBe('2026-11-20');
    // Without a statement date the first payday from today is suggested, as before.
    expect(computeDebt(visaDueDec10({}), weekly, '2026-11-01').suggestedPaymentDate).toBe('2026-11-06');
    // The AI's timing suggestion and the dashboard use the same window.
    const facts = { today: '2026-11-01', debts: [card], income: weekly };
    const timing = generateSuggestions(facts).find((s) => s.suggestionType === 'payment_timing');
    expect(timing?.action).toMatchObject({ date: '2026-11-20' });
    expect(dashboardFigures({ debts: [card], income: weekly, today: '2026-11-01' }).estimatedInterestSavings).toBe(
      computeDebt(card, weekly, '2026-11-01').interestSavings,
    );
  });

  it('no payday between the statement close and the due date: the due date', () => {
    // Paid monthly on the 5th, due Nov 30: Nov 5 is before the Nov 15 close, Dec 5 after the due date.
    const monthlyPay: IncomeFacts[] = [{ amount: 400_000, payDate: '2026-10-05', frequency: 'monthly' }];
    const dueNov30 = visaDueDec10({ statementDate: '2026-10-15', dueDate: '2026-11-30' });
    expect(computeDebt(dueNov30, monthlyPay, '2026-11-01').suggestedPaymentDate).toBe('2026-11-30');
    expect(computeDebt(dueNov30, monthlyPay, '2026-11-01').interestSavings).toBe(0);
  });

  it('the close is the statement day of the due month, or of the month before when it falls after the due date; clamped to short months', () => {
    expect(paymentWindowStart({ statementDate: '2026-01-25' }, '2026-02-01', '2026-03-05')).toBe('2026-02-25');
    expect(paymentWindowStart({ statementDate: '2026-01-31' }, '2026-02-01', '2026-03-20')).toBe('2026-02-28');
    expect(paymentWindowStart({ statementDate: '2026-01-10' }, '2026-01-12', '2026-01-20')).toBe('2026-01-12'); // closed already: today
    expect(paymentWindowStart({ statementDate: '2026-12-20' }, '2027-01-01', '2027-01-15')).toBe('2027-01-01'); // Dec 20 closed
    expect(paymentWindowStart({ statementDate: null }, '2026-11-01', '2026-12-10')).toBe('2026-11-01');
  });
});
