import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates/calendar.ts';
import { dashboardFigures, dashboardResponse } from '../src/views/dashboard.ts';
import type { IncomeFacts } from '../src/income/income.ts';
import { dashboardSchema } from '../src/schemas/dashboard.ts';
import { type DebtFacts, computeDebt, monthlyPayment, upcomingPayments } from '../src/debt/facts.ts';
import { computeDebtWithCycle } from '../src/debt/cycle.ts';
import { dashboardTrialStatus } from '../src/views/trial-banner.ts';
import { amexDueNov28, rentDueDec1, visaDueDec10 } from './debt-facts.ts';
import { runs } from './property-seed.ts';
import { computePlan } from '../src/plan/engine.ts';
import { planInputFromFacts } from '../src/plan/from-facts.ts';

const today = '2026-11-22';
const income: IncomeFacts[] = [
  // bi-weekly $2,000.00: Nov 6 and Nov 20 -> 400,000
  { amount: 200_000, payDate: '2026-11-06', frequency: 'bi-weekly', nextExpectedPayDate: '2026-12-04' },
  // weekly $100.00 × 4.33 -> 43,300
  { amount: 10_000, payDate: '2026-11-06', frequency: 'weekly' },
];
const debts: DebtFacts[] = [
  visaDueDec10({ id: 1 }),
  amexDueNov28({ id: 2 }),
  rentDueDec1({ id: 3 }),
  visaDueDec10({
    id: 4,
    debtName: 'Old loan',
    debtType: 'personal_loan',
    balance: 0,
    apr: 900,
    minPayment: 10_000,
    extraPayment: 0,
    dueDate: '2026-11-25',
    isPaid: true,
  }),
];

describe('dashboardFigures', () => {
  it("Interest Savings is this month's: a debt whose cycle is already paid adds nothing (its next cycle's saving is not this month's)", () => {
    // Visa's cycle (Nov 11 - Dec 10) is paid by $200.00 on Nov 15: its card moves to the Jan 10 cycle,
    // whose own saving (a payday before Jan 10) is real but belongs to next month.
    const payments = [{ debtId: 1, paymentDate: '2026-11-15', amount: 20_000 }];
    const visaNext = computeDebtWithCycle(debts[0]!, income, payments, today);
    expect(visaNext.cycle.cyclePaid).toBe(true);
    expect(visaNext.interestSavings).toBeGreaterThan(0);
    const f = dashboardFigures({ debts, income, today, payments });
    // Amex alone: 1 day early on $300.00 at 24 % -> $0.20
    expect(f.estimatedInterestSavings).toBe(20);
  });

  it('computes every figure from the unpaid debts and the income', () => {
    const f = dashboardFigures({ debts, income, today });
    // income 400,000 + 43,300 = 443,300; payments 20,000 + 30,000 + 150,000 = 200,000 (45 %: sufficient)
    expect(f.totalMonthlyIncome).toBe(443_300);
    expect(f.totalMonthlyPayments).toBe(200_000);
    expect(f.totalDebtBalance).toBe(770_000);
    expect(f.cashFlowStatus).toBe('sufficient');
    // paydays from today: Nov 27 (weekly), Dec 4 (both)...
    // Visa: due Dec 10, suggested Nov 27, 13 days: 20,000 × 1999 × 13 / 3,650,000 = 142.39 -> 142
    // Amex: due Nov 28, suggested Nov 27, 1 day: 30,000 × 2400 / 3,650,000 = 19.73 -> 20
    // Rent: monthly accrual -> 0
    expect(f.estimatedInterestSavings).toBe(142 + 20);
    expect(f.debtPriority).toEqual(['Amex', 'Visa', 'Rent']);
    // Visa is due Dec 10, outside the window, but its suggested date (Nov 27) is inside: listed.
    expect(f.upcomingPayments).toEqual([
      {
        debtId: 2,
        debtName: 'Amex',
        dueDate: '2026-11-28',
        suggestedDate: '2026-11-27',
        amount: 30_000,
        interestSavings: 20,
        plannedPaymentId: null,
      },
      {
        debtId: 1,
        debtName: 'Visa',
        dueDate: '2026-12-10',
        suggestedDate: '2026-11-27',
        amount: 20_000,
        interestSavings: 142,
        plannedPaymentId: null,
      },
    ]);
  });

  it("with the plan: monthly payments are its budget + the debts outside it; Upcoming and Interest Savings read the schedule's amounts", () => {
    // Avalanche with $100.00 extra: Amex (24 %) first gets $300.00 + $100.00; Visa its $200.00; Rent (a mortgage) stays outside.
    const plan = computePlan(
      planInputFromFacts({ today, debts, settings: { strategy: 'avalanche', extraMonthlyCents: 10_000, customOrder: null } }),
    );
    expect(plan.monthlyBudget).toBe(60_000);
    const f = dashboardFigures({ debts, income, today, plan: { monthlyBudget: plan.monthlyBudget, months: plan.schedule } });
    // $600.00 + Rent's $1,500.00 (it said $2,000.00, leaving out the extra)
    expect(f.totalMonthlyPayments).toBe(210_000);
    // Amex: $400.00 on Nov 27, 1 day early: 40,000 × 2400 / 3,650,000 = 26.3 -> 26; Visa as before, 142
    expect(f.upcomingPayments.map((u) => [u.debtName, u.amount, u.interestSavings])).toEqual([
      ['Amex', 40_000, 26],
      ['Visa', 20_000, 142],
    ]);
    expect(f.estimatedInterestSavings).toBe(26 + 142);
  });

  it('agrees with the per-debt functions (totals equal sums of parts)', () => {
    const f = dashboardFigures({ debts, income, today });
    const unpaid = debts.filter((d) => !d.isPaid);
    expect(f.estimatedInterestSavings).toBe(unpaid.reduce((s, d) => s + computeDebt(d, income, today).interestSavings, 0));
    expect(f.totalMonthlyPayments).toBe(unpaid.reduce((s, d) => s + monthlyPayment(d), 0));
    expect(f.upcomingPayments).toEqual(upcomingPayments(unpaid, income, today));
  });

  it('the same for random debts and days', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.nat(),
            debtName: fc.string({ maxLength: 6 }),
            debtType: fc.constantFrom('credit_card', 'personal_loan', 'mortgage', 'other' as const),
            balance: fc.integer({ min: 0, max: 10_000_000 }),
            apr: fc.option(fc.integer({ min: 0, max: 9_999 })),
            minPayment: fc.integer({ min: 0, max: 100_000 }),
            extraPayment: fc.integer({ min: 0, max: 100_000 }),
            dueDate: fc.integer({ min: -60, max: 60 }).map((o) => addDays(today, o)),
            payPeriodFrequency: fc.constantFrom('weekly', 'bi-weekly', 'monthly', 'quarterly'),
            isPaid: fc.boolean(),
          }),
          { maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 400 }),
        (ds, shift) => {
          const t = addDays(today, shift);
          const f = dashboardFigures({ debts: ds, income, today: t });
          const unpaid = ds.filter((d) => !d.isPaid);
          return (
            f.estimatedInterestSavings === unpaid.reduce((s, d) => s + computeDebt(d, income, t).interestSavings, 0) &&
            JSON.stringify(f.upcomingPayments) === JSON.stringify(upcomingPayments(unpaid, income, t))
          );
        },
      ),
      runs(50),
    );
  });

  it('no debts and no income: zeros and sufficient', () => {
    expect(dashboardFigures({ debts: [], income: [], today })).toEqual({
      totalMonthlyIncome: 0,
      totalMonthlyPayments: 0,
      totalDebtBalance: 0,
      estimatedInterestSavings: 0,
      cashFlowStatus: 'sufficient',
      debtPriority: [],
      upcomingPayments: [],
    });
  });
});

describe('dashboardResponse', () => {
  it('writes money as two-decimal strings and validates against the dashboard schema', () => {
    const trial = dashboardTrialStatus(
      { subscriptionStatus: 'trial', hasLifetimeAccess: false, trialEndDate: new Date('2026-11-25T12:00:00Z') },
      new Date('2026-11-22T12:00:00Z'),
    );
    const body = dashboardResponse(dashboardFigures({ debts, income, today }), trial);
    expect(body).toMatchObject({
      totalMonthlyIncome: '4433.00',
      totalMonthlyPayments: '2000.00',
      totalDebtBalance: '7700.00',
      estimatedInterestSavings: '1.62',
      cashFlowStatus: 'sufficient',
      debtPriority: ['Amex', 'Visa', 'Rent'],
      upcomingPayments: [
        { debtId: 2, amount: '300.00', interestSavings: '0.20', suggestedDate: '2026-11-27' },
        { debtId: 1, amount: '200.00', interestSavings: '1.42', suggestedDate: '2026-11-27' },
      ],
      trialStatus: { shouldShowNotification: true, daysRemaining: 3, notificationType: 'urgent' },
    });
    // the API adds the plan's figures (apps/api dashboard service)
    const withPlan = { ...body, debtFreeDate: '2027-06-30', monthsSaved: 3 };
    expect(dashboardSchema.parse(withPlan)).toEqual(withPlan);
    expect(dashboardSchema.safeParse(body).success).toBe(false);
  });
});
