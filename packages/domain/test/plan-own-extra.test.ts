// A debt's own extra payment ends with the debt: only its minimum rolls on (docs/money-math.md,
// "The payoff plan", step 3).
import { describe, expect, it } from 'vitest';
import { computePlan } from '../src/plan/engine.ts';
import { planInputFromFacts } from '../src/plan/from-facts.ts';
import { visaDueJan15 as debt } from './debt-facts.ts';

describe("a debt's own extra payment", () => {
  const visa = debt({ extraPayment: 10_000 }); // $1,000.00 at 18 %, $200.00 + $100.00 extra
  const car = debt({ id: 2, debtName: 'Car', debtType: 'auto_loan', balance: 500_000, apr: 690, minPayment: 15_000 });
  const plan = computePlan(planInputFromFacts({ today: '2026-01-01', debts: [visa, car] }));

  it('ends when the debt is paid off: the car gets its $150.00 and the Visa $200.00 minimum, not $450.00', () => {
    expect(plan.monthlyBudget).toBe(45_000);
    const visaPaid = plan.debts.find((d) => d.debtId === 1)!.payoffMonth!;
    expect(visaPaid).toBe(4);
    const after = plan.schedule.find((m) => m.month === visaPaid + 1)!;
    expect(after.payments.find((p) => p.debtId === 2)!.payment).toBe(35_000);
    expect(after.totalPayment).toBe(35_000);
  });

  it('an extra per month of the plan keeps rolling on (it belongs to no debt)', () => {
    const perMonth = computePlan(
      planInputFromFacts({
        today: '2026-01-01',
        debts: [{ ...visa, extraPayment: 0 }, car],
        settings: { strategy: 'avalanche', extraMonthlyCents: 10_000, customOrder: null },
      }),
    );
    const visaPaid = perMonth.debts.find((d) => d.debtId === 1)!.payoffMonth!;
    expect(perMonth.schedule.find((m) => m.month === visaPaid + 1)!.totalPayment).toBe(45_000);
  });
});
