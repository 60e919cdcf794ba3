import { describe, expect, it } from 'vitest';
import { progress } from '../src/progress/progress.ts';

// Without the plan's facts and settings nothing is compared.
const NO_PLAN = { planStartedOn: null, planDebtNow: null, aheadByMonths: null, behindBy: null, planLine: [], sentence: null };

describe('progress since the start', () => {
  it('starts from what each debt owed before its first payment and follows every payment', () => {
    const p = progress({
      today: '2026-12-01',
      debts: [
        { id: 1, balance: 80_000, isPaid: false, createdOn: '2026-10-01' },
        { id: 2, balance: 0, isPaid: true, createdOn: '2026-10-15' },
        { id: 3, balance: 50_000, isPaid: false, createdOn: '2026-11-20' },
      ],
      payments: [
        { id: 10, debtId: 1, paymentDate: '2026-10-20', amount: 10_000, balanceAfter: 90_000 },
        { id: 11, debtId: 2, paymentDate: '2026-11-05', amount: 30_000, balanceAfter: 0 },
        { id: 12, debtId: 1, paymentDate: '2026-11-20', amount: 10_000, balanceAfter: 80_000 },
      ],
    });
    expect(p).toEqual({
      startedOn: '2026-10-01',
      startingDebt: 100_000 + 30_000 + 50_000,
      paidPrincipal: 20_000 + 30_000,
      paidInterest: 0,
      currentDebt: 130_000,
      paidSharePercent: 28, // 50,000 / 180,000 = 27.8 %
      history: [
        { date: '2026-10-01', balance: 100_000 },
        { date: '2026-10-20', balance: 90_000 + 30_000 },
        { date: '2026-11-05', balance: 90_000 },
        { date: '2026-11-20', balance: 80_000 + 50_000 },
        { date: '2026-12-01', balance: 130_000 },
      ],
      ...NO_PLAN,
    });
  });

  it('with nothing recorded: zeros from today', () => {
    expect(progress({ today: '2026-12-01', debts: [], payments: [] })).toEqual({
      startedOn: '2026-12-01',
      startingDebt: 0,
      paidPrincipal: 0,
      paidInterest: 0,
      currentDebt: 0,
      paidSharePercent: 0,
      history: [{ date: '2026-12-01', balance: 0 }],
      ...NO_PLAN,
    });
  });
});
