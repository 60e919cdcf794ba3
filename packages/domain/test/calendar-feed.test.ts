import { describe, expect, it } from 'vitest';
import { computePlan } from '../src/plan/engine.ts';
import { planInputFromFacts } from '../src/plan/from-facts.ts';
import { assignPaydayPayments, paydayList } from '../src/plan/payday-list.ts';
import { mortgage, paycheck, settings, today, visa } from './payday-example.ts';
import { CALENDAR_FEED_MONTHS, calendarFeedEvents, type CalendarFeedInput } from '../src/views/calendar-feed.ts';

const debts = [visa, mortgage];
const plan = computePlan(planInputFromFacts({ today, debts, settings }));
const base: CalendarFeedInput = {
  today,
  debts,
  income: [paycheck],
  planMonths: plan.schedule,
  planned: [],
  lumpSums: [],
  includeAmounts: true,
  debtUrl: (id) => `https://paydown.test/debts#debt-${id}`,
};

describe('calendarFeedEvents: the next 12 months from the Dashboard’s schedule', () => {
  const events = calendarFeedEvents(base);

  it('lists each debt once a cycle for 12 cycles, on the suggested date, titled with amount and due date', () => {
    expect(events.filter((e) => e.key.startsWith('pay-1-'))).toHaveLength(CALENDAR_FEED_MONTHS);
    expect(events.filter((e) => e.key.startsWith('pay-3-'))).toHaveLength(CALENDAR_FEED_MONTHS);
    const first = events.find((e) => e.key === 'pay-1-2026-12-10');
    // Visa's month 1: $200.00 + the $100.00 extra, paid on the Dec 4 payday (before the Dec 10 due date).
    expect(first).toMatchObject({ date: '2026-12-04', summary: 'Pay Visa $300.00 (due Dec 10)', url: 'https://paydown.test/debts#debt-1' });
    expect(first?.description).toContain('Due Dec 10.');
    expect(first?.description).toMatch(/Paying on Dec 4 rather than on the due date saves \$\d+\.\d\d in interest\./);
    expect(events.find((e) => e.key === 'pay-1-2027-01-10')).toMatchObject({
      date: '2026-12-18',
      summary: 'Pay Visa $300.00 (due Jan 10, 2027)',
    });
  });

  it('takes its first two months from the very entries "This payday" lists', () => {
    const list = paydayList({ today, debts, income: [paycheck], planMonths: plan.schedule });
    const listed = [...list.beforeFirstPayday, ...list.paydays.flatMap((d) => d.payments)];
    for (const p of listed) {
      const e = events.find((x) => x.key === `pay-${p.debtId}-${p.dueDate}`);
      expect(e?.date).toBe(p.payBy);
    }
    const twoMonths = assignPaydayPayments({ today, debts, income: [paycheck], planMonths: plan.schedule });
    const twelve = assignPaydayPayments({ today, debts, income: [paycheck], planMonths: plan.schedule, months: 12 });
    expect(twelve.filter((a) => a.month <= 2)).toEqual(
      twoMonths.map((a) => ({ ...a, payday: twelve.find((b) => b.debtId === a.debtId && b.month === a.month)?.payday })),
    );
  });

  it('assigns each of the 12 plan months what the plan pays each debt that month, to the cent', () => {
    const twelve = assignPaydayPayments({ today, debts, income: [paycheck], planMonths: plan.schedule, months: 12 });
    for (const m of plan.schedule.filter((x) => x.month <= 12)) {
      for (const p of m.payments.filter((x) => x.debtId === visa.id)) {
        const listed = twelve.filter((a) => a.month === m.month && a.debtId === p.debtId).reduce((sum, a) => sum + a.amount, 0);
        expect(listed, `month ${m.month}`).toBe(p.payment);
      }
    }
  });

  it('puts a planned payment in place of its cycle’s entry, and a lump sum on its date', () => {
    const withPlans = calendarFeedEvents({
      ...base,
      planned: [{ id: 7, debtId: 1, plannedDate: '2026-12-08', amount: 25_000 }],
      lumpSums: [{ id: 9, date: '2027-02-01', amountCents: 50_000, note: 'Tax refund' }],
    });
    expect(withPlans.find((e) => e.key === 'pay-1-2026-12-10')).toBeUndefined();
    expect(withPlans.find((e) => e.key === 'planned-7')).toMatchObject({ date: '2026-12-08', summary: 'Pay Visa $250.00 (due Dec 10)' });
    expect(withPlans.find((e) => e.key === 'lump-sum-9')).toMatchObject({
      date: '2027-02-01',
      summary: 'Lump sum $500.00 toward your plan',
    });
  });

  it('leaves amounts and savings out when asked', () => {
    const hidden = calendarFeedEvents({ ...base, includeAmounts: false });
    expect(hidden.find((e) => e.key === 'pay-1-2026-12-10')?.summary).toBe('Pay Visa (due Dec 10)');
    expect(hidden.map((e) => `${e.summary}\n${e.description}`).join('\n')).not.toMatch(/\$/);
  });

  it('keeps to today through 12 months ahead, and skips paid debts', () => {
    expect(events.every((e) => e.date >= today && e.date <= '2027-11-22')).toBe(true);
    expect(calendarFeedEvents({ ...base, debts: [{ ...visa, isPaid: true }, mortgage] }).some((e) => e.key.startsWith('pay-1-'))).toBe(
      false,
    );
  });
});
