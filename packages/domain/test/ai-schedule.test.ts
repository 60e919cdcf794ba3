import { describe, expect, it } from 'vitest';
import type { AiFacts } from '../src/ai/facts.ts';
import { generateSuggestions } from '../src/ai/engine.ts';
import { learningProgress, learningProgressResponse } from '../src/ai/learning.ts';
import { formatMoney } from '../src/money/cents.ts';
import { monthlyPayment } from '../src/debt/facts.ts';
import { computePlan } from '../src/plan/engine.ts';
import { planInputFromFacts } from '../src/plan/from-facts.ts';
import { paymentSchedule, paymentScheduleResponse } from '../src/ai/schedule.ts';
import type { IncomeFacts } from '../src/income/income.ts';
import { learningProgressSchema, paymentScheduleSchema } from '../src/schemas/ai.ts';
import { visaDueDec10 as debt } from './debt-facts.ts';

const today = '2026-11-22';
// Paydays: bi-weekly $3,000.00 on Nov 20, Dec 4, Dec 18; weekly $100.00 on Nov 27, Dec 4, Dec 11.
const income: IncomeFacts[] = [
  { payDate: '2026-11-06', frequency: 'bi-weekly', amount: 300_000 },
  { payDate: '2026-11-27', frequency: 'weekly', amount: 10_000 },
];

describe('paymentSchedule', () => {
  const facts: AiFacts = {
    today,
    income,
    debts: [
      debt({}),
      debt({
        id: 2,
        debtName: 'Rent',
        debtType: 'mortgage',
        apr: 0,
        balance: 150_000,
        minPayment: 150_000,
        extraPayment: 0,
        dueDate: '2026-12-01',
      }),
      debt({
        id: 3,
        debtName: 'Car',
        debtType: 'auto_loan',
        apr: 690,
        balance: 1_200_000,
        minPayment: 35_000,
        extraPayment: 0,
        dueDate: '2026-11-24',
      }),
      debt({ id: 4, debtName: 'Paid off', isPaid: true }),
    ],
  };

  it("pays each debt the schedule's amount for this cycle on its suggested date; rent and a debt with no payday first: on the due date", () => {
    // The plan (avalanche, no extra): month 1 pays Visa its $200.00 and Car its $350.00; Rent is outside the plan ($1,500.00).
    // Visa $200.00 due Dec 10: first payday Nov 27 -> one part, $200.00 on Nov 27:
    //   impact 20,000 × 1999 × 13 / 3,650,000 = 142.33 -> 142 ($1.42), what "This payday" and the debt card say.
    // Car due Nov 24: no paycheck from Nov 22 to Nov 24 -> $350.00 on Nov 24, impact 0.
    // Rent (monthly accrual) -> $1,500.00 on Dec 1, impact 0.
    // Sorted by due date.
    expect(paymentSchedule(facts)).toEqual([
      {
        debtId: 3,
        creditor: 'Car',
        dueDate: '2026-11-24',
        interestImpact: 0,
        suggestedPayDates: [{ suggestedPayDate: '2026-11-24', amount: 35_000 }],
      },
      {
        debtId: 2,
        creditor: 'Rent',
        dueDate: '2026-12-01',
        interestImpact: 0,
        suggestedPayDates: [{ suggestedPayDate: '2026-12-01', amount: 150_000 }],
      },
      {
        debtId: 1,
        creditor: 'Visa',
        dueDate: '2026-12-10',
        interestImpact: 142,
        suggestedPayDates: [{ suggestedPayDate: '2026-11-27', amount: 20_000 }],
      },
    ]);
  });

  it('rolls a past due date forward and pays nothing on a debt without a payment', () => {
    // due Oct 27 monthly -> next due Nov 27; paycheck Nov 27 (weekly) is on the due date: one part, 0 days early
    const s = paymentSchedule({
      today,
      income,
      debts: [debt({ dueDate: '2026-10-27' }), debt({ id: 2, debtName: 'Zero', minPayment: 0, extraPayment: 0 })],
    });
    expect(s).toEqual([
      {
        debtId: 1,
        creditor: 'Visa',
        dueDate: '2026-11-27',
        interestImpact: 0,
        suggestedPayDates: [{ suggestedPayDate: '2026-11-27', amount: 20_000 }],
      },
      { debtId: 2, creditor: 'Zero', dueDate: '2026-12-10', interestImpact: 0, suggestedPayDates: [] },
    ]);
  });

  it('empty data: an empty schedule', () => {
    expect(paymentSchedule({ today, income: [], debts: [] })).toEqual([]);
    expect(paymentSchedule({ today, income, debts: [] })).toEqual([]);
  });

  it('paymentScheduleResponse writes money as strings and matches the schema', () => {
    const body = paymentScheduleResponse(paymentSchedule(facts));
    expect(body[2]).toEqual({
      debtId: 1,
      creditor: 'Visa',
      dueDate: '2026-12-10',
      interestImpact: '1.42',
      suggestedPayDates: [{ suggestedPayDate: '2026-11-27', amount: '200.00' }],
    });
    expect(paymentScheduleSchema.parse(body)).toEqual(body);
  });
});

describe('learningProgress', () => {
  it("records used, share of payments made by their suggested date, savings identified = the plan's saving + this month's timing", () => {
    const facts: AiFacts = {
      today,
      income,
      debts: [debt({}), debt({ id: 2 }), debt({ id: 3, isPaid: true })],
      payments: [
        { debtId: 1, amount: 20_000, paymentDate: '2026-11-03', suggestedDate: '2026-11-04' }, // early: counts
        { debtId: 1, amount: 20_000, paymentDate: '2026-10-04', suggestedDate: '2026-10-04' }, // on the day: counts
        { debtId: 2, amount: 20_000, paymentDate: '2026-10-09', suggestedDate: '2026-10-04' }, // late
        { debtId: 2, amount: 5_000, paymentDate: '2026-09-01', suggestedDate: null }, // no prediction: left out
      ],
    };
    // data points = 2 unpaid debts + 2 income sources + 4 payments = 8
    // accuracy = round(100 × 2 / 3) = round(66.67) = 67
    // savings = the plan's interestSaved + the timing suggestions' savings, once (not per generation)
    const saved = computePlan(planInputFromFacts({ today, debts: facts.debts })).interestSaved!;
    const timing = generateSuggestions(facts).filter((s) => s.suggestionType === 'payment_timing');
    const timingSavings = timing.reduce((a, s) => a + s.potentialSavings!, 0);
    expect(timing.length).toBeGreaterThan(0);
    const p = learningProgress(facts);
    expect(p).toEqual({ dataPointsAnalyzed: 8, predictionAccuracy: 67, totalSavingsIdentified: saved + timingSavings });
    expect(learningProgress(facts)).toEqual(p); // asking again identifies nothing new
    const body = learningProgressResponse(p);
    expect(body.totalSavingsIdentified).toBe(formatMoney(saved + timingSavings));
    expect(learningProgressSchema.parse(body)).toEqual(body);
  });

  it("this month's timing savings leave out a debt whose cycle is already paid (the dashboard card's figure)", () => {
    const base: AiFacts = { today, income, debts: [debt({}), debt({ id: 2, debtName: 'Amex' })], payments: [] };
    const saved = computePlan(planInputFromFacts({ today, debts: base.debts })).interestSaved!;
    const timingOf = (f: AiFacts, id: number) =>
      generateSuggestions(f).find((s) => s.suggestionType === 'payment_timing' && s.debtId === id)?.potentialSavings ?? 0;
    const both = learningProgress(base).totalSavingsIdentified;
    expect(both).toBe(saved + timingOf(base, 1) + timingOf(base, 2));
    // Debt 1's current cycle paid in full (min + extra) today: its saving moves to the next cycle.
    const paid: AiFacts = { ...base, payments: [{ debtId: 1, amount: monthlyPayment(debt({})), paymentDate: today, suggestedDate: null }] };
    // (The plan, too, no longer asks for debt 1's paid cycle in its first month.)
    const savedPaid = computePlan(planInputFromFacts({ today, debts: base.debts, payments: paid.payments! })).interestSaved!;
    expect(learningProgress(paid).totalSavingsIdentified).toBe(savedPaid + timingOf(paid, 2));
  });

  it('empty history: zeros, never invented values', () => {
    expect(learningProgress({ today, income: [], debts: [] })).toEqual({
      dataPointsAnalyzed: 0,
      predictionAccuracy: 0,
      totalSavingsIdentified: 0,
    });
    // payments without any suggested date: no prediction to score
    expect(
      learningProgress({ today, income: [], debts: [], payments: [{ debtId: 1, amount: 1, paymentDate: today, suggestedDate: null }] })
        .predictionAccuracy,
    ).toBe(0);
  });
});
