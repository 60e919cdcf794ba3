import { describe, expect, it } from 'vitest';
import type { PlanSettings } from '../src/plan/types.ts';
import { progressSentence } from '../src/progress/against-plan.ts';
import { progress } from '../src/progress/progress.ts';
import type { ProgressBalanceEdit, ProgressDebt, ProgressPayment } from '../src/progress/types.ts';
import type { DebtFacts } from '../src/debt/facts.ts';

// The worked example of docs/money-math.md, "Progress against the plan": a $1,200.00 loan at 0 %
// with a $100.00 monthly payment, added on Sep 1; avalanche, no extra. Today Dec 15.

const AVALANCHE: PlanSettings = { strategy: 'avalanche', extraMonthlyCents: 0, customOrder: null };

function loan(balance: number, overrides: Partial<DebtFacts> = {}): DebtFacts {
  return {
    id: 1,
    debtName: 'Loan',
    debtType: 'personal_loan',
    balance,
    apr: 0,
    minPayment: 10_000,
    extraPayment: 0,
    dueDate: '2026-12-28',
    payPeriodFrequency: 'monthly',
    isPaid: false,
    ...overrides,
  };
}

function run(input: {
  balanceNow: number;
  payments: ProgressPayment[];
  edits?: ProgressBalanceEdit[];
  savedOn?: string | null;
  extra?: number;
  mortgage?: boolean;
}) {
  const debts: ProgressDebt[] = [
    { id: 1, balance: input.balanceNow, isPaid: false, createdOn: '2026-09-01', facts: loan(input.balanceNow) },
  ];
  if (input.mortgage) {
    debts.push({
      id: 2,
      balance: 24_500_000,
      isPaid: false,
      createdOn: '2026-09-01',
      facts: loan(24_500_000, { id: 2, debtType: 'mortgage', inPlan: false }),
      inPlan: false,
    });
  }
  return progress({
    today: '2026-12-15',
    debts,
    payments: input.payments,
    edits: input.edits ?? [],
    plan: { settings: { ...AVALANCHE, extraMonthlyCents: input.extra ?? 0 }, savedOn: input.savedOn ?? null, lumpSums: [] },
  });
}

const pay = (id: number, paymentDate: string, amount: number): ProgressPayment => ({ id, debtId: 1, paymentDate, amount, balanceAfter: 0 });

describe('progress against the plan (the worked example)', () => {
  it('paid $500 by Dec 15 where the plan expected $300: 2 months ahead of your plan', () => {
    const p = run({
      balanceNow: 70_000,
      payments: [pay(1, '2026-09-25', 10_000), pay(2, '2026-10-25', 10_000), pay(3, '2026-11-25', 30_000)],
    });
    // The plan starts Sep 1; months end Sep 30, Oct 31, Nov 30: three completed by Dec 15.
    expect(p.planStartedOn).toBe('2026-09-01');
    expect(p.startingDebt).toBe(120_000);
    expect(p.planDebtNow).toBe(90_000);
    expect(p.currentDebt).toBe(70_000);
    // $700 is where the plan gets after month 5 (Jan 31): 5 − 3 = 2 months ahead.
    expect(p.aheadByMonths).toBe(2);
    expect(p.behindBy).toBe(0);
    expect(p.sentence).toBe('2 months ahead of your plan');
    expect(p.planLine).toEqual([
      { date: '2026-09-01', balance: 120_000 },
      { date: '2026-09-30', balance: 110_000 },
      { date: '2026-10-31', balance: 100_000 },
      { date: '2026-11-30', balance: 90_000 },
      { date: '2026-12-31', balance: 80_000 },
    ]);
  });

  it('paid $200 and $240 of new charges edited in: $340 behind this month', () => {
    const p = run({
      balanceNow: 124_000,
      payments: [pay(1, '2026-09-25', 10_000), pay(2, '2026-10-25', 10_000)],
      edits: [{ id: 1, debtId: 1, day: '2026-11-20', before: 100_000, after: 124_000 }],
    });
    // The edit is dated: before Nov 20 the line is what the payments left.
    expect(p.startingDebt).toBe(120_000);
    expect(p.history).toEqual([
      { date: '2026-09-01', balance: 120_000 },
      { date: '2026-09-25', balance: 110_000 },
      { date: '2026-10-25', balance: 100_000 },
      { date: '2026-11-20', balance: 124_000 },
      { date: '2026-12-15', balance: 124_000 },
    ]);
    expect(p.planDebtNow).toBe(90_000);
    expect(p.behindBy).toBe(34_000);
    // More than on the plan's start: behind by every month since (3).
    expect(p.aheadByMonths).toBe(-3);
    expect(p.sentence).toBe('$340 behind this month');
  });

  it('paying what the plan says is on track', () => {
    const p = run({
      balanceNow: 90_000,
      payments: [pay(1, '2026-09-25', 10_000), pay(2, '2026-10-25', 10_000), pay(3, '2026-11-25', 10_000)],
    });
    expect(p).toMatchObject({ planDebtNow: 90_000, aheadByMonths: 0, behindBy: 0, sentence: 'On track with your plan' });
  });

  it('a plan saved later restarts the comparison from the balance actually owed that day', () => {
    const p = run({
      balanceNow: 70_000,
      payments: [pay(1, '2026-09-25', 10_000), pay(2, '2026-10-25', 10_000), pay(3, '2026-11-25', 30_000)],
      savedOn: '2026-11-10',
      extra: 10_000,
    });
    // From Nov 10 at $1,000.00 and $200.00 a month: one month done by Dec 15 (ends Dec 9) -> $800.00.
    expect(p.planStartedOn).toBe('2026-11-10');
    expect(p.planDebtNow).toBe(80_000);
    // The plan reaches $600.00 after month 2 (ends Jan 9), at or below the $700.00 owed: 1 month ahead.
    expect(p.aheadByMonths).toBe(1);
    expect(p.sentence).toBe('1 month ahead of your plan');
  });

  it('a mortgage left out of the plan is in no figure', () => {
    const p = run({
      balanceNow: 70_000,
      payments: [pay(1, '2026-09-25', 10_000), pay(2, '2026-10-25', 10_000), pay(3, '2026-11-25', 30_000)],
      mortgage: true,
    });
    expect(p).toMatchObject({ startingDebt: 120_000, currentDebt: 70_000, paidPrincipal: 50_000, planDebtNow: 90_000, aheadByMonths: 2 });
  });

  it('with interest, the same engine as the plan: the projection is computePlan replayed from the start', () => {
    const debts = [{ id: 1, balance: 100_000, isPaid: false, createdOn: '2026-09-01', facts: loan(100_000, { apr: 2400 }) }];
    const p = progress({
      today: '2026-10-05',
      debts,
      payments: [],
      plan: { settings: AVALANCHE, savedOn: null, lumpSums: [] },
    });
    // Sep: 30 days of 24 % on $1,000.00 = $19.73 interest, $100.00 paid -> $919.73; nothing paid: behind.
    expect(p.planDebtNow).toBe(91_973);
    expect(p.behindBy).toBe(100_000 - 91_973);
    expect(p.sentence).toBe('$80.27 behind this month');
  });
});

describe('progressSentence', () => {
  it('says months ahead, dollars behind, or on track', () => {
    expect(progressSentence({ aheadByMonths: 1, behindBy: 0 })).toBe('1 month ahead of your plan');
    expect(progressSentence({ aheadByMonths: -2, behindBy: 123_456 })).toBe('$1,234.56 behind this month');
    expect(progressSentence({ aheadByMonths: 0, behindBy: 0 })).toBe('On track with your plan');
  });
});
