import type { PlanOut } from '@paydown/domain';
import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { makeDebt, makeProgress } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { PlanPage } from './PlanPage.tsx';

type Month = PlanOut['schedule'][number];

/** A month of a two-debt schedule (Chase Credit Card id 1, then Car Loan id 2). */
function month(n: number, startDate: string, chase: string, car: string, lumpSum = '0.00'): Month {
  return {
    month: n,
    startDate,
    payments: [
      { debtId: 1, payment: '500.00', interest: '40.00', balance: chase },
      { debtId: 2, payment: '350.00', interest: '60.00', balance: car },
    ],
    lumpSum,
    totalPayment: '850.00',
    totalInterest: '100.00',
    totalBalance: (Number(chase) + Number(car)).toFixed(2),
  };
}

/** 14 months, so the table has two pages. */
function schedule(): Month[] {
  return Array.from({ length: 14 }, (_, i) => {
    const y = 2026 + Math.floor((10 + i) / 12);
    const m = String(((10 + i) % 12) + 1).padStart(2, '0');
    const chase = Math.max(0, 3200 - 450 * (i + 1)).toFixed(2);
    const car = Math.max(0, 12000 - 300 * (i + 1)).toFixed(2);
    return month(i + 1, `${y}-${m}-23`, chase, car);
  });
}

/** An avalanche plan for two debts: debt-free by March 2029, 2 years 4 months and $6,141 sooner. */
export function makePlan(overrides: Partial<PlanOut> = {}): PlanOut {
  return {
    strategy: 'avalanche',
    extraMonthly: '0.00',
    customOrder: null,
    monthlyBudget: '850.00',
    startDate: '2026-11-23',
    debtFreeDate: '2029-03-22',
    months: 28,
    totalInterest: '2410.55',
    totalPaid: '17610.55',
    baseline: { debtFreeDate: '2031-07-22', months: 56, totalInterest: '8551.40' },
    minimumsOnly: { debtFreeDate: '2034-01-22', months: 86, totalInterest: '12020.00' },
    interestSaved: '6140.85',
    monthsSaved: 28,
    strategies: {
      avalanche: { debtFreeDate: '2029-03-22', months: 28, totalInterest: '2410.55', firstPayoffMonth: 7 },
      snowball: { debtFreeDate: '2029-04-22', months: 29, totalInterest: '2688.10', firstPayoffMonth: 7 },
    },
    cheapestStrategy: 'avalanche',
    debts: [
      {
        debtId: 1,
        debtName: 'Chase Credit Card',
        order: 1,
        payoffDate: '2027-06-22',
        payoffMonth: 7,
        totalInterest: '210.40',
        totalPaid: '3410.40',
      },
      {
        debtId: 2,
        debtName: 'Car Loan',
        order: 2,
        payoffDate: '2029-03-22',
        payoffMonth: 28,
        totalInterest: '2200.15',
        totalPaid: '14200.15',
      },
    ],
    schedule: schedule(),
    lumpSums: [],
    warnings: [],
    ...overrides,
    // The whole schedule travels here unless a test says otherwise (a long plan's answer carries a part).
    scheduleMonths: overrides.scheduleMonths ?? (overrides.schedule ?? schedule()).length,
    scheduleMonthlyRows: overrides.scheduleMonthlyRows ?? (overrides.schedule ?? schedule()).length,
  };
}

/** The plan's second debt: a $12,000 car loan (id 2); Chase (makeDebt) is the first. */
export const carLoan = makeDebt({ id: 2, debtName: 'Car Loan', debtType: 'auto_loan', debtTypeLabel: 'Auto Loan', balance: '12000.00' });

/** The Plan screen over makePlan() with Chase and the car loan; `api` answers in their place. */
export function renderPlan(api: Handlers = {}) {
  return renderApp(createElement(PlanPage), {
    route: '/plan',
    api: {
      'plan.get': () => ok(makePlan()),
      'debts.list': () => ok([makeDebt(), carLoan]),
      'progress.get': () => ok(makeProgress()),
      ...api,
    },
  });
}

/** The Plan screen's headline, once the plan has loaded. */
export const planHeadlineHeading = () => screen.findByRole('heading', { level: 2, name: /^Debt-free by|^Not debt-free/ });
