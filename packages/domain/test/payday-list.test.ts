import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates/calendar.ts';
import { INCOME_FREQUENCIES } from '../src/dates/recurring.ts';
import type { DebtFacts } from '../src/debt/facts.ts';
import { DEBT_TYPES } from '../src/debt/type.ts';
import type { IncomeFacts } from '../src/income/income.ts';
import { sumCents } from '../src/money/cents.ts';
import { computePlan } from '../src/plan/engine.ts';
import { planInputFromFacts } from '../src/plan/from-facts.ts';
import { assignPaydayPayments, paydayList, paydayListResponse } from '../src/plan/payday-list.ts';
import { paydayListSchema } from '../src/schemas/dashboard.ts';
import { car, mortgage, paycheck, settings, today, visa } from './payday-example.ts';
import { runs } from './property-seed.ts';

describe('paydayList: the worked example (docs/money-math.md, "This payday")', () => {
  const debts = [visa, car, mortgage];
  const plan = computePlan(planInputFromFacts({ today, debts, settings }));
  const list = paydayList({ today, debts, income: [paycheck], planMonths: plan.schedule });

  it('reads the plan: Visa gets the $100.00 extra, the car loan its $350.00, in months 1 and 2', () => {
    expect(plan.schedule.slice(0, 2).map((m) => m.payments.map((p) => [p.debtId, p.payment]))).toEqual([
      [
        [1, 30_000],
        [2, 35_000],
      ],
      [
        [1, 30_000],
        [2, 35_000],
      ],
    ]);
  });

  it('pays each from the last payday on or before its suggested date', () => {
    expect(paydayListResponse(list)).toEqual({
      hasIncome: true,
      paydays: [
        {
          date: '2026-12-04',
          total: '1850.00',
          payments: [
            // 30,000 × 1999 × 6 / 3,650,000 = 98.58 → $0.99
            {
              debtId: 1,
              debtName: 'Visa',
              month: 1,
              amount: '300.00',
              dueDate: '2026-12-10',
              payBy: '2026-12-04',
              interestSaved: '0.99',
              inPlan: true,
            },
            // The next cycle: 35,000 × 690 × 24 / 3,650,000 = 158.79 → $1.59
            {
              debtId: 2,
              debtName: 'Car loan',
              month: 2,
              amount: '350.00',
              dueDate: '2026-12-28',
              payBy: '2026-12-04',
              interestSaved: '1.59',
              inPlan: true,
            },
            // Monthly interest: paying early saves nothing; the last paycheck before the due date funds it.
            {
              debtId: 3,
              debtName: 'Mortgage',
              month: 1,
              amount: '1200.00',
              dueDate: '2026-12-15',
              payBy: '2026-12-15',
              interestSaved: '0.00',
              inPlan: false,
            },
          ],
        },
        {
          date: '2026-12-18',
          total: '300.00',
          // 30,000 × 1999 × 23 / 3,650,000 = 377.88 → $3.78
          payments: [
            {
              debtId: 1,
              debtName: 'Visa',
              month: 2,
              amount: '300.00',
              dueDate: '2027-01-10',
              payBy: '2026-12-18',
              interestSaved: '3.78',
              inPlan: true,
            },
          ],
        },
      ],
      beforeFirstPayday: [
        {
          debtId: 2,
          debtName: 'Car loan',
          month: 1,
          amount: '350.00',
          dueDate: '2026-11-28',
          payBy: '2026-11-28',
          interestSaved: '0.00',
          inPlan: true,
        },
      ],
    });
    expect(paydayListSchema.parse(paydayListResponse(list))).toBeTruthy();
  });

  it('no income: no paydays, and what is due soon is paid from money on hand', () => {
    const none = paydayList({ today, debts, income: [], planMonths: plan.schedule });
    expect(none.hasIncome).toBe(false);
    expect(none.paydays).toEqual([]);
    expect(none.beforeFirstPayday.map((p) => [p.debtName, p.month])).toEqual([
      ['Car loan', 1],
      ['Visa', 1],
      ['Mortgage', 1],
    ]);
  });

  it('a cycle already paid: the first month asks only for the rest, due on the same date', () => {
    const payments = [{ debtId: 1, paymentDate: '2026-11-20', amount: 5_000 }];
    const input = planInputFromFacts({ today, debts, settings, payments });
    const paid = paydayList({ today, debts, income: [paycheck], payments, planMonths: computePlan(input).schedule });
    const visaFirst = paid.paydays[0]?.payments.find((p) => p.debtId === 1);
    expect(visaFirst).toMatchObject({ amount: 25_000, month: 1, dueDate: '2026-12-10' });
  });
});

const debtArb = (id: number): fc.Arbitrary<DebtFacts> =>
  fc
    .record({
      debtType: fc.constantFrom(...DEBT_TYPES),
      balance: fc.integer({ min: 0, max: 3_000_000 }),
      apr: fc.option(fc.integer({ min: 0, max: 9_999 }), { freq: 8 }),
      minPayment: fc.integer({ min: 0, max: 100_000 }),
      extraPayment: fc.integer({ min: 0, max: 20_000 }),
      due: fc.integer({ min: -60, max: 60 }),
      payPeriodFrequency: fc.constantFrom('monthly', 'weekly', 'bi-weekly', 'quarterly'),
      inPlan: fc.option(fc.boolean()),
      paysInFull: fc.boolean().map((b) => b && id % 3 === 0),
    })
    .map(({ due, inPlan, ...d }) => ({
      id,
      debtName: `Debt ${id}`,
      ...d,
      dueDate: addDays(today, due),
      isPaid: false,
      ...(inPlan === null ? {} : { inPlan }),
    }));

const incomeArb: fc.Arbitrary<IncomeFacts> = fc.record({
  amount: fc.integer({ min: 0, max: 500_000 }),
  frequency: fc.constantFrom(...INCOME_FREQUENCIES),
  payDate: fc.integer({ min: -40, max: 20 }).map((o) => addDays(today, o)),
});

describe('paydayList properties', () => {
  it("a month's payments on the list add up to the plan's payments for that month, debt by debt", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => debtArb(i + 1)))),
        fc.array(incomeArb, { maxLength: 3 }),
        fc.integer({ min: 0, max: 50_000 }),
        (debts, income, extra) => {
          checked += 1;
          const plan = computePlan(
            planInputFromFacts({ today, debts, settings: { strategy: 'avalanche', extraMonthlyCents: extra, customOrder: null } }),
          );
          const assigned = assignPaydayPayments({ today, debts, income, planMonths: plan.schedule });
          for (const month of [1, 2] as const) {
            const planned = plan.schedule.find((m) => m.month === month)?.payments ?? [];
            const listed = assigned.filter((a) => a.month === month && a.inPlan);
            expect(sumCents(listed.map((a) => a.amount))).toBe(sumCents(planned.map((p) => p.payment)));
            for (const p of planned) expect(sumCents(listed.filter((a) => a.debtId === p.debtId).map((a) => a.amount))).toBe(p.payment);
          }
          for (const a of assigned) {
            // Paid from a payday from today on, never after the date to pay by, which is never after the due date.
            if (a.payday !== null) expect(a.payday >= today && a.payday <= a.payBy).toBe(true);
            expect(a.payBy <= a.dueDate).toBe(true);
            expect(a.interestSaved).toBeGreaterThanOrEqual(0);
          }
          const list = paydayList({ today, debts, income, planMonths: plan.schedule });
          for (const d of list.paydays) expect(d.total).toBe(sumCents(d.payments.map((p) => p.amount)));
          expect(paydayListSchema.safeParse(paydayListResponse(list)).success).toBe(true);
        },
      ),
      runs(100),
    );
    expect(checked).toBeGreaterThanOrEqual(100);
  });
});
