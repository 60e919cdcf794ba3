import { previewWithScheduleFromWire, type PlanOut } from '@paydown/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { formatCurrencyDetailed } from '../../lib/format.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { balanceData } from './plan-chart.ts';
import { carLoan, makePlan, renderPlan as renderPlanWith } from './test-fixtures.ts';

// A long plan's answer carries its first 24 months and then a row a year; the table reads the
// other months page by page, and the chart draws the rows it has at their true distance.

type Month = PlanOut['schedule'][number];
const template = makePlan().schedule[0]!;

/** Month n of a 40-month plan starting November 2026, its balance left $100 × (41 − n). */
function month(n: number): Month {
  const index = 2026 * 12 + 10 + (n - 1);
  const startDate = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-23`;
  return { ...template, month: n, startDate, totalBalance: (100 * (41 - n)).toFixed(2) };
}
const whole = Array.from({ length: 40 }, (_, i) => month(i + 1));
const longPlan = makePlan({
  months: 40,
  schedule: whole.filter((m) => m.month <= 24 || m.month % 12 === 0 || m.month === 40),
  scheduleMonths: 40,
  scheduleMonthlyRows: 24,
});

/** The Plan screen over the 40-month plan, its schedule read page by page. */
function renderPlan(api: Handlers = {}) {
  return renderPlanWith({
    'plan.get': () => ok(longPlan),
    'plan.schedule': ({ from = 1, limit = 24 }) => {
      const next = from + limit;
      return ok({ scheduleMonths: 40, from, rows: whole.slice(from - 1, from - 1 + limit), nextFrom: next <= 40 ? next : null });
    },
    ...api,
  });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the schedule of a long plan', () => {
  it('shows the first two years from the plan answer, and reads each later year from the server when it is opened', async () => {
    const { user, api } = renderPlan();
    const table = await screen.findByRole('table', { name: 'Month-by-month schedule' });
    expect(bodyRows(table)).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(bodyRows(table)[11]).toHaveTextContent('Oct 23 – Nov 22, 2028');
    expect(api.callsTo('plan.schedule')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(12));
    // Months 25 to 36, each its own row labelled by the dates it covers: Nov 23, 2028 to Nov 22, 2029, $1,600 down to $500 left.
    expect(bodyRows(table)[0]).toHaveTextContent('Nov 23 – Dec 22, 2028');
    expect(bodyRows(table)[0]).toHaveTextContent('$1,600.00');
    expect(bodyRows(table)[11]).toHaveTextContent('Oct 23 – Nov 22, 2029');
    expect(api.callsTo('plan.schedule').map((c) => c.input)).toEqual([{ from: 25, limit: 12 }]);

    // The last page: the four months left.
    await user.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
    expect(bodyRows(table)[3]).toHaveTextContent('Feb 23 – Mar 22, 2030');
    expect(bodyRows(table)[3]).toHaveTextContent('$100.00');
    expect(api.callsTo('plan.schedule').map((c) => c.input)).toEqual([
      { from: 25, limit: 12 },
      { from: 37, limit: 4 },
    ]);
  });

  it("pages a what-if through the browser's own schedule, not the saved plan's pages", async () => {
    const server = makePlan({ scheduleMonths: 14 });
    const bigLoan = { ...carLoan, balance: '30000.00' };
    const { user, api } = renderPlan({
      'plan.get': () => ok(server),
      'debts.list': () => ok([makeDebt(), bigLoan]),
      'plan.save': () => new Promise<never>(() => {}),
    });
    const table = await screen.findByRole('table', { name: 'Month-by-month schedule' });
    // $1 extra: the plan runs longer than two years, so page 3 is past the answer's monthly months.
    fireEvent.change(screen.getByRole('textbox', { name: 'Extra per month amount' }), { target: { value: '1' } });
    const expected = previewWithScheduleFromWire({
      settings: { strategy: 'avalanche', extraMonthly: '1.00', customOrder: null },
      debts: [makeDebt(), bigLoan],
      lumpSums: [],
      startDate: server.startDate,
    });
    expect(expected.months.length).toBeGreaterThan(24);
    await user.click(await screen.findByRole('button', { name: 'next page' }));
    await user.click(screen.getByRole('button', { name: 'next page' }));
    const month25 = expected.months[24]!;
    expect(bodyRows(table)[0]).toHaveTextContent(formatCurrencyDetailed((month25.totalBalance / 100).toFixed(2)));
    expect(bodyRows(table)).toHaveLength(Math.min(12, expected.months.length - 24));
    expect(api.callsTo('plan.schedule')).toHaveLength(0);
  });

  it('charts the rows of the answer at their month: monthly for two years, then a point a year', () => {
    const points = balanceData(longPlan);
    expect(points.map((p) => p.month)).toEqual([0, ...Array.from({ length: 24 }, (_, i) => i + 1), 36, 40]);
    expect(points.at(-1)?.label).toBe("Mar '30");
  });
});
