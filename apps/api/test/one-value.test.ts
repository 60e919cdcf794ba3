import { testDriverName } from '@paydown/db/testing';
import { type Debt, type PaydayListOut, type PaymentScheduleOut, type PlanOut, planMonthEnd } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { runPaymentReminders } from '../src/jobs/payment-reminders.ts';
import { addDebt, confirmedClient, type TestClient, useTestApp } from './helpers.ts';
import { STORE_CARD } from './plan-fixtures.ts';

// One value per quantity: each figure is read from every endpoint that shows it, for the same
// household, and compared. Two realistic households, both paid bi-weekly with two cards, a car loan
// and a student loan: one with a store card on a deferred-interest promotion (the mortgage left out
// of the plan), one with the mortgage in the plan and a tax refund as a lump sum.

const app = useTestApp({ AI_GENERATE_PER_HOUR: '1000' });

/** Today for both households: a Thursday, the day before a payday of the first. */
const TODAY = '2026-12-03T12:00:00Z';

async function promoHousehold(client: TestClient) {
  await client.post('/api/income', { incomeSource: 'Paycheck', amount: '2600', payDate: '2026-11-20', frequency: 'bi-weekly' });
  const ids = {
    chase: await addDebt(client, {
      debtName: 'Chase Sapphire',
      balance: '4200',
      interestRate: '22.99',
      minPayment: '105',
      dueDate: '2026-12-12',
    }),
    citi: await addDebt(client, {
      debtName: 'Citi Double Cash',
      balance: '2100',
      interestRate: '19.24',
      minPayment: '60',
      dueDate: '2026-12-05',
    }),
    careCredit: await addDebt(client, STORE_CARD),
    honda: await addDebt(client, {
      debtName: 'Honda',
      debtType: 'auto_loan',
      balance: '14500',
      interestRate: '6.49',
      minPayment: '385',
      dueDate: '2026-12-09',
    }),
    student: await addDebt(client, {
      debtName: 'Student loan',
      debtType: 'student_loan',
      balance: '22000',
      interestRate: '5.5',
      minPayment: '240',
      dueDate: '2026-12-15',
    }),
    mortgage: await addDebt(client, {
      debtName: 'Mortgage',
      debtType: 'mortgage',
      balance: '240000',
      interestRate: '6.25',
      minPayment: '1650',
      dueDate: '2027-01-01',
    }),
  };
  await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '500' });
  return ids;
}

async function mortgageHousehold(client: TestClient) {
  await client.post('/api/income', { incomeSource: 'Paycheck', amount: '3100', payDate: '2026-11-27', frequency: 'bi-weekly' });
  const ids = {
    amex: await addDebt(client, { debtName: 'Amex Blue', balance: '3800', interestRate: '24.49', minPayment: '95', dueDate: '2026-12-21' }),
    discover: await addDebt(client, {
      debtName: 'Discover it',
      balance: '1900',
      interestRate: '17.99',
      minPayment: '45',
      dueDate: '2026-12-14',
    }),
    car: await addDebt(client, {
      debtName: 'Toyota',
      debtType: 'auto_loan',
      balance: '18200',
      interestRate: '5.9',
      minPayment: '410',
      dueDate: '2026-12-18',
    }),
    student: await addDebt(client, {
      debtName: 'Navient',
      debtType: 'student_loan',
      balance: '31000',
      interestRate: '4.99',
      minPayment: '330',
      dueDate: '2026-12-28',
    }),
    mortgage: await addDebt(client, {
      debtName: 'Mortgage',
      debtType: 'mortgage',
      balance: '285000',
      interestRate: '6.13',
      minPayment: '1650',
      dueDate: '2027-01-01',
      inPlan: true,
    }),
  };
  await client.put('/api/plan', { strategy: 'snowball', extraMonthly: '300' });
  expect((await client.post('/api/plan/lump-sums', { amount: '2000', date: '2027-04-15', note: 'Tax refund' })).status).toBe(200);
  return ids;
}

type Upcoming = { debtId: number; dueDate: string; suggestedDate: string; amount: string; interestSavings: string };
type Dashboard = {
  totalMonthlyIncome: string;
  totalMonthlyPayments: string;
  estimatedInterestSavings: string;
  debtFreeDate: string | null;
  upcomingPayments: Upcoming[];
};
type Suggestion = { suggestionType: string; debtId: number | null; potentialSavings: string | null; title: string; description: string };

/** Every screen's data for the signed-in household, as the API answers it. */
async function screens(client: TestClient) {
  const get = async <T>(path: string) => {
    const res = await client.get(path);
    expect(res.status, path).toBe(200);
    return res.body as T;
  };
  const generated = await client.request('POST', '/api/ai-recommendations/generate');
  return {
    dashboard: await get<Dashboard>('/api/dashboard'),
    payday: await get<PaydayListOut>('/api/dashboard/payday'),
    progression: await get<{ income: string }[]>('/api/dashboard/progression?months=6'),
    plan: await get<PlanOut>('/api/plan'),
    debts: await get<Debt[]>('/api/debts'),
    smartDates: await get<PaymentScheduleOut>('/api/ai/payment-schedule'),
    income: await get<{ totalMonthly: string }>('/api/income/summary'),
    suggestions: (generated.body as { suggestions: Suggestion[] }).suggestions,
    csv: (await client.get('/api/plan/schedule.csv')).text.trimEnd().split('\r\n'),
  };
}

type Screens = Awaited<ReturnType<typeof screens>>;
const cents = (money: string) => Math.round(Number(money) * 100);

/** What the payment schedule pays each debt this cycle, read from every screen that shows it. */
function thisCycle(s: Screens, debtId: number) {
  const payday = [...s.payday.beforeFirstPayday, ...s.payday.paydays.flatMap((d) => d.payments)].find(
    (p) => p.debtId === debtId && p.month === 1,
  );
  const smart = s.smartDates.find((i) => i.debtId === debtId);
  const debt = s.debts.find((d) => d.id === debtId);
  const upcoming = s.dashboard.upcomingPayments.find((u) => u.debtId === debtId);
  const timing = s.suggestions.find((x) => x.suggestionType === 'payment_timing' && x.debtId === debtId);
  const planned = s.plan.schedule[0]?.payments.find((p) => p.debtId === debtId);
  const csv = s.csv.find((line) => line.startsWith(`1,${s.plan.startDate},`) && line.split(',')[3] === String(debtId));
  return { payday, smart, debt, upcoming, timing, planned, csv };
}

/** The same amount, date and timing saving on This payday, Smart Payment Dates, Upcoming Payments, the debt card, the advice, the Plan and the CSV. */
function expectOneSchedule(s: Screens, debtId: number, want: { amount: string; payBy: string; dueDate: string; saving: string }) {
  const c = thisCycle(s, debtId);
  expect(c.payday).toMatchObject({ amount: want.amount, payBy: want.payBy, dueDate: want.dueDate, interestSaved: want.saving });
  expect(c.smart).toMatchObject({
    dueDate: want.dueDate,
    interestImpact: want.saving,
    suggestedPayDates: [{ suggestedPayDate: want.payBy, amount: want.amount }],
  });
  expect(c.debt).toMatchObject({ suggestedPaymentDate: want.payBy, nextDueDate: want.dueDate, interestSavings: want.saving });
  if (c.upcoming)
    expect(c.upcoming).toMatchObject({
      amount: want.amount,
      suggestedDate: want.payBy,
      dueDate: want.dueDate,
      interestSavings: want.saving,
    });
  if (cents(want.saving) > 0) {
    expect(c.timing?.potentialSavings).toBe(want.saving);
    expect(c.timing?.description).toContain(`paying the $${Number(want.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} on`);
  }
  if (c.planned) {
    expect(c.planned.payment).toBe(want.amount);
    expect(c.csv?.split(',')[5]).toBe(want.amount);
  }
}

describe(`one value per quantity (${testDriverName()})`, () => {
  it('a deferred-interest promotion, the mortgage outside the plan: one schedule, one monthly payment, one saving, one promotion end', async () => {
    app.clock.setTo(TODAY);
    const { client, input } = await confirmedClient(app);
    const ids = await promoHousehold(client);
    const s = await screens(client);

    // Monthly payments: the plan's $1,325.00 budget ($825.00 of payments + the $500.00 extra) + the
    // $1,650.00 mortgage outside it = $2,975.00 (the Dashboard used to say $2,475.00, leaving out the extra).
    expect(s.plan.monthlyBudget).toBe('1325.00');
    expect(s.dashboard.totalMonthlyPayments).toBe('2975.00');
    const outside = s.debts.filter((d) => !d.inPlan).reduce((sum, d) => sum + cents(d.monthlyPayment), 0);
    expect(cents(s.dashboard.totalMonthlyPayments)).toBe(cents(s.plan.monthlyBudget) + outside);

    // Income, one definition per purpose: this month's paychecks (Dec 4 and Dec 18: $5,200.00) on the
    // Dashboard and the income summary; an average month ($2,600 × 26 / 12 = $5,633.33) for cash flow,
    // the chart and the advice, whose left-over is $5,633.33 − $2,975.00 = $2,658.33.
    expect(s.dashboard.totalMonthlyIncome).toBe('5200.00');
    expect(s.income.totalMonthly).toBe('5200.00');
    expect(s.progression[0]?.income).toBe('5633.33');
    const extra = s.suggestions.find((x) => x.suggestionType === 'extra_payment');
    expect(extra?.description).toContain('In an average month you have $2,658.33 left over after your debt payments.');

    // The payment schedule: CareCredit gets the plan's $535.00 ($35.00 + the $500.00 extra: it is
    // first in the plan's avalanche order, its deferred interest due by Apr 25) on the Dec 4 payday,
    // everywhere (Smart Payment Dates used to say $35.00 split $16.16 / $2.69 / $16.15). A running 0 %
    // promotion saves nothing by paying early.
    expectOneSchedule(s, ids.careCredit.id, { amount: '535.00', payBy: '2026-12-04', dueDate: '2026-12-08', saving: '0.00' });
    // Honda: $385.00 on Dec 4, 5 days before Dec 9: 38,500 × 649 × 5 / 3,650,000 = 34.2 -> $0.34 on
    // the debt card, the advice and Smart Payment Dates alike.
    expectOneSchedule(s, ids.honda.id, { amount: '385.00', payBy: '2026-12-04', dueDate: '2026-12-09', saving: '0.34' });
    expectOneSchedule(s, ids.chase.id, { amount: '105.00', payBy: '2026-12-04', dueDate: '2026-12-12', saving: '0.53' });
    expectOneSchedule(s, ids.citi.id, { amount: '60.00', payBy: '2026-12-04', dueDate: '2026-12-05', saving: '0.03' });
    expectOneSchedule(s, ids.student.id, { amount: '240.00', payBy: '2026-12-04', dueDate: '2026-12-15', saving: '0.40' });
    expectOneSchedule(s, ids.mortgage.id, { amount: '1650.00', payBy: '2027-01-01', dueDate: '2027-01-01', saving: '0.00' });
    // "Interest Savings" (this month, by paying on suggested dates) adds up the same savings: $1.30.
    const smartTotal = s.smartDates.reduce((sum, i) => sum + cents(i.interestImpact), 0);
    expect(s.dashboard.estimatedInterestSavings).toBe('1.30');
    expect(cents(s.dashboard.estimatedInterestSavings)).toBe(smartTotal);

    // The promotion's end: one date, the first day at the regular rate, on the Debts card and the Plan.
    const careCredit = s.debts.find((d) => d.id === ids.careCredit.id);
    expect(careCredit?.promoEndDate).toBe('2027-04-25');
    expect(s.plan.warnings.find((w) => w.code === 'DEFERRED_INTEREST')?.message).toContain(
      "CareCredit's promotional rate ends Apr 25, 2027.",
    );

    // The debt-free date: the plan's, on the Dashboard too, the last day of the plan month in which the last debt is paid.
    expect(s.dashboard.debtFreeDate).toBe(s.plan.debtFreeDate);
    expect(s.plan.debtFreeDate).toBe(planMonthEnd(s.plan.startDate, s.plan.months!));

    // The reminder email for tomorrow's payday asks for the same amounts.
    await runPaymentReminders(app.server.deps);
    const mail = await app.database.db
      .selectFrom('emailOutbox')
      .select(['textBody'])
      .where('to', '=', input.email)
      .where('template', '=', 'payment-reminder')
      .executeTakeFirstOrThrow();
    expect(mail.textBody).toContain('CareCredit: $535.00, pay on Dec 4 (suggested date), due Dec 8');
    expect(mail.textBody).toContain(
      'Honda: $385.00, pay on Dec 4 (suggested date), due Dec 9 — saves $0.34 in interest by paying on Dec 4',
    );
  });

  it('the mortgage in the plan and a lump sum: the focus debt is paid the plan amount everywhere, and the refund lands in the row that covers its date', async () => {
    app.clock.setTo(TODAY);
    const { client } = await confirmedClient(app);
    const ids = await mortgageHousehold(client);
    const s = await screens(client);

    // Monthly payments: everything is in the plan, so the plan's budget: $2,530.00 of payments + $300.00 extra.
    expect(s.plan.monthlyBudget).toBe('2830.00');
    expect(s.dashboard.totalMonthlyPayments).toBe('2830.00');
    // Income: Dec 11 and Dec 25 paychecks this month ($6,200.00); an average month $3,100 × 26 / 12 = $6,716.67.
    expect(s.dashboard.totalMonthlyIncome).toBe('6200.00');
    expect(s.progression[0]?.income).toBe('6716.67');
    expect(s.suggestions.find((x) => x.suggestionType === 'extra_payment')?.description).toContain(
      'In an average month you have $3,886.67 left over after your debt payments.',
    );

    // Discover it, first in the snowball: $45.00 + the $300.00 extra = $345.00 on Dec 11, 3 days
    // before Dec 14: 34,500 × 1,799 × 3 / 3,650,000 = 51.0 -> $0.51 on the debt card, the advice and
    // Smart Payment Dates (the debt card and the advice used to say $0.07, the saving on $45.00).
    expectOneSchedule(s, ids.discover.id, { amount: '345.00', payBy: '2026-12-11', dueDate: '2026-12-14', saving: '0.51' });
    expectOneSchedule(s, ids.amex.id, { amount: '95.00', payBy: '2026-12-11', dueDate: '2026-12-21', saving: '0.64' });
    expectOneSchedule(s, ids.car.id, { amount: '410.00', payBy: '2026-12-11', dueDate: '2026-12-18', saving: '0.46' });
    expectOneSchedule(s, ids.student.id, { amount: '330.00', payBy: '2026-12-11', dueDate: '2026-12-28', saving: '0.77' });
    // The mortgage charges interest monthly: paid on its due date, from the Dec 25 paycheck, saving nothing.
    expectOneSchedule(s, ids.mortgage.id, { amount: '1650.00', payBy: '2027-01-01', dueDate: '2027-01-01', saving: '0.00' });
    expect(s.payday.paydays.find((d) => d.date === '2026-12-25')?.payments.map((p) => p.debtName)).toContain('Mortgage');
    expect(s.dashboard.estimatedInterestSavings).toBe('2.38');

    // The schedule's months run from the 3rd (the plan's first day): the Apr 15 refund is in month 5,
    // Apr 3 – May 2, 2027, the row the Plan screen labels so and the CSV dates so.
    const withRefund = s.plan.schedule.filter((m) => cents(m.lumpSum) > 0);
    expect(withRefund.map((m) => [m.month, m.startDate, planMonthEnd(s.plan.startDate, m.month), m.lumpSum])).toEqual([
      [5, '2027-04-03', '2027-05-02', '2000.00'],
    ]);
    expect(s.csv.filter((line) => line.startsWith('5,')).every((line) => line.startsWith('5,2027-04-03,2027-05-02,'))).toBe(true);

    // The debt-free date: the Dashboard's is the Plan's, the last day of its final month.
    expect(s.dashboard.debtFreeDate).toBe(s.plan.debtFreeDate);
    expect(s.plan.debtFreeDate).toBe(planMonthEnd(s.plan.startDate, s.plan.months!));
  });
});
