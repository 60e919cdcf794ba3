// "Money that tells the truth" (issue 11): each figure as a lender or a household budget would
// compute it. One test per figure found wrong in the money audit.
import { describe, expect, it } from 'vitest';
import { dashboardFigures } from '../src/dashboard.ts';
import { type IncomeFacts, averageMonthlyIncome, totalMonthlyIncome } from '../src/income.ts';
import { type DebtFacts, computeDebt } from '../src/suggestions.ts';
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
