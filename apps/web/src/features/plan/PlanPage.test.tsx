import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDebt, makeProgress } from '../../test/fixtures.ts';
import { headlineText, planHeadline } from './plan-format.ts';
import { previewPlan } from './preview.ts';
import { carLoan, makePlan, planHeadlineHeading, renderPlan } from './test-fixtures.ts';
import { SAVE_DELAY_MS } from './use-plan.ts';

const headline = planHeadlineHeading;

describe('Plan screen', () => {
  it("shows the actual balance since the start beside the plan's line, and where the user stands", async () => {
    renderPlan({ 'progress.get': () => ok(makeProgress({ aheadByMonths: -1, behindBy: '340.00', sentence: '$340 behind this month' })) });
    const progress = within(await screen.findByRole('region', { name: 'Progress against your plan' }));
    expect(await progress.findByText('$340 behind this month')).toBeInTheDocument();
    expect(progress.getByRole('img', { name: /Your plan expected \$900 by now/ })).toBeInTheDocument();
  });

  it('leads with the debt-free date, the time and the interest saved against paying as you do now', async () => {
    renderPlan();
    expect(await headline()).toHaveAccessibleName(
      'Debt-free by March 2029 — 2 years 4 months sooner and $6,141 less interest than paying as you do now',
    );
    expect(screen.getByRole('group', { name: 'Debt-free date' })).toHaveTextContent('Mar 22, 2029');
    expect(screen.getByRole('group', { name: 'Total interest' })).toHaveTextContent('$2,411');
    expect(screen.getByRole('group', { name: 'Interest saved' })).toHaveTextContent('$6,141');
  });

  it('says plainly when the plan saves nothing, and when it never ends', async () => {
    const { unmount } = renderPlan({ 'plan.get': () => ok(makePlan({ monthsSaved: 0, interestSaved: '0.00' })) });
    expect(await headline()).toHaveAccessibleName('Debt-free by March 2029 — the same as paying as you do now');
    unmount();

    renderPlan({
      'plan.get': () => ok(makePlan({ debtFreeDate: null, months: null, totalInterest: null, monthsSaved: null, interestSaved: null })),
    });
    expect(await headline()).toHaveAccessibleName('Not debt-free within 50 years at these payments');
    expect(screen.getByText(/Add an extra amount per month below/)).toBeInTheDocument();
  });

  it('explains each figure in one sentence', async () => {
    const { user } = renderPlan();
    await headline();
    await user.click(screen.getByRole('button', { name: 'How is interest saved calculated?' }));
    expect(
      await screen.findByText(
        /Over the plan, vs paying as you do now: interest paying each debt its own payment minus interest on the plan/,
      ),
    ).toBeVisible();
  });

  it('compares the strategies side by side and switches with one click, saving the choice', async () => {
    const snowball = makePlan({
      strategy: 'snowball',
      debtFreeDate: '2029-04-22',
      monthsSaved: 27,
      interestSaved: '5863.30',
      totalInterest: '2688.10',
    });
    const { user, api } = renderPlan({ 'plan.save': () => ok(snowball) });
    const strategies = await screen.findByRole('group', { name: 'Strategies' });
    const avalanche = within(strategies).getByRole('button', { name: /^Avalanche \(chosen\)/ });
    expect(avalanche).toHaveAttribute('aria-pressed', 'true');
    expect(avalanche).toHaveTextContent('Mar 22, 2029');
    // Named by all of its visible text (label in name), the figures included.
    expect(avalanche).toHaveAccessibleName(/Debt-free\s*Mar 22, 2029/);
    const snowballCard = within(strategies).getByRole('button', { name: /^Snowball (?!\(chosen\))/ });
    expect(snowballCard).toHaveTextContent('Apr 22, 2029');
    expect(snowballCard).toHaveTextContent('$2,688');

    await user.click(snowballCard);
    await waitFor(() => expect(api.callsTo('plan.save')).toHaveLength(1));
    expect(api.callsTo('plan.save')[0]?.input).toEqual({ strategy: 'snowball', extraMonthly: '0.00' });
    expect(await within(strategies).findByRole('button', { name: /^Snowball \(chosen\)/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await headline()).toHaveAccessibleName(
      'Debt-free by April 2029 — 2 years 3 months sooner and $5,863 less interest than paying as you do now',
    );
  });

  it('moves the headline, the budget and the table at once with the extra per month, and saves it once, later', async () => {
    const chase = makeDebt();
    // The save never answers here: what the screen shows is the browser's own computation.
    const { api } = renderPlan({ 'plan.save': () => new Promise<never>(() => {}) });
    await headline();
    const table = await screen.findByRole('table', { name: 'Month-by-month schedule' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$850.00');

    const amount = screen.getByRole('textbox', { name: 'Extra per month amount' });
    // One change (typing key by key would save on a slow machine between keys, as it should).
    fireEvent.change(amount, { target: { value: '500' } });

    // The browser's engine: the same figures the server computes for these debts and settings.
    const expected = previewPlan({
      settings: { strategy: 'avalanche', extraMonthly: '500.00', customOrder: null },
      debts: [chase, carLoan],
      lumpSums: [],
      startDate: makePlan().startDate,
    });
    const want = headlineText(planHeadline(expected));
    expect(want).not.toBe(headlineText(planHeadline(makePlan())));
    await waitFor(async () => expect(await headline()).toHaveAccessibleName(want));
    expect(screen.getByText('$1,500', { selector: 'strong' })).toBeInTheDocument();
    // Payments of $500 + $500 and $500 extra, all in the first month.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$1,500.00');
    expect(api.callsTo('plan.preview')).toHaveLength(0);

    await waitFor(() => expect(api.callsTo('plan.save')).toHaveLength(1), { timeout: SAVE_DELAY_MS + 3000 });
    expect(api.callsTo('plan.save')[0]?.input).toEqual({ strategy: 'avalanche', extraMonthly: '500.00' });
  });

  it("the what-if's first month does not ask again for a cycle already paid", async () => {
    // Chase's $500 for this cycle is logged: the browser's engine, like the server's, leaves it out of month 1.
    const paid = makeDebt({ cyclePaid: true, cyclePaidFor: '2026-12-02', paidThisCycle: '500.00' });
    renderPlan({ 'plan.save': () => new Promise<never>(() => {}), 'debts.list': () => ok([paid, carLoan]) });
    await headline();
    const table = await screen.findByRole('table', { name: 'Month-by-month schedule' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Extra per month amount' }), { target: { value: '500' } });
    // The car loan's $500 and the $500 extra; not Chase's paid $500.
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$1,000.00'));
    expect(screen.getByText('$1,500', { selector: 'strong' })).toBeInTheDocument();
  });

  it('orders a custom plan with the keyboard alternative to dragging', async () => {
    const custom = makePlan({ strategy: 'custom', customOrder: [1, 2] });
    const { user, api } = renderPlan({
      'plan.get': () => ok(custom),
      'plan.save': (input) => ok({ ...custom, customOrder: (input as { customOrder: number[] }).customOrder }),
    });
    const order = await screen.findByRole('list', { name: 'Custom payoff order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Chase Credit Card', '2Car Loan']);

    await user.click(within(order).getByRole('button', { name: 'Move Car Loan up' }));
    await waitFor(() => expect(api.callsTo('plan.save')).toHaveLength(1));
    expect(api.callsTo('plan.save')[0]?.input).toEqual({ strategy: 'custom', extraMonthly: '0.00', customOrder: [2, 1] });
    await waitFor(() =>
      expect(
        within(order)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['1Car Loan', '2Chase Credit Card']),
    );
  });

  it('adds a lump sum and removes it', async () => {
    const lump = { id: 9, date: '2027-04-15', amount: '2500.00', note: 'Tax refund' };
    let lumpSums = [] as (typeof lump)[];
    const { user, api } = renderPlan({
      'plan.get': () => ok(makePlan({ lumpSums, debtFreeDate: lumpSums.length ? '2028-11-22' : '2029-03-22' })),
      'plan.addLumpSum': () => {
        lumpSums = [lump];
        return ok(lump);
      },
      'plan.removeLumpSum': () => {
        lumpSums = [];
        return ok({ message: 'Lump sum removed' });
      },
    });
    await headline();
    const form = screen.getByRole('form', { name: 'Add a lump sum' });
    await user.type(within(form).getByLabelText('Date'), '2027-04-15');
    await user.type(within(form).getByLabelText('Amount'), '2500');
    await user.type(within(form).getByLabelText('Note'), 'Tax refund');
    await user.click(within(form).getByRole('button', { name: 'Add lump sum' }));

    await waitFor(() => expect(api.callsTo('plan.addLumpSum')).toHaveLength(1));
    expect(api.callsTo('plan.addLumpSum')[0]?.input).toEqual({ date: '2027-04-15', amount: '2500.00', note: 'Tax refund' });
    const list = await screen.findByRole('list', { name: 'Lump sums' });
    expect(list).toHaveTextContent('$2,500.00 on Apr 15, 2027');
    expect(list).toHaveTextContent('Tax refund');
    expect(await headline()).toHaveAccessibleName(/^Debt-free by November 2028/);

    await user.click(within(list).getByRole('button', { name: 'Remove $2,500.00 on Apr 15, 2027' }));
    await waitFor(() => expect(api.callsTo('plan.removeLumpSum')[0]?.input).toEqual({ id: 9 }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Lump sums' })).not.toBeInTheDocument());
    expect(await headline()).toHaveAccessibleName(/^Debt-free by March 2029/);
  });

  it('shows each warning as an alert with the payment that fixes it', async () => {
    renderPlan({
      'plan.get': () =>
        ok(
          makePlan({
            warnings: [
              {
                code: 'NEVER_PAYS_OFF',
                debtId: 2,
                message: 'At $50.00 a month Car Loan never pays off: the payment does not cover its interest.',
                paymentNeeded: '61.00',
              },
              {
                code: 'DEFERRED_INTEREST',
                debtId: 1,
                message: 'Any balance left on Jun 1, 2027 is charged $412.00 of back-dated interest.',
                paymentNeeded: '533.34',
              },
            ],
          }),
        ),
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('Never paid off at this payment: Car Loan');
    expect(alerts[0]).toHaveTextContent('A payment of at least $61.00 a month on Car Loan pays it off.');
    expect(alerts[1]).toHaveTextContent('Deferred interest deadline: Chase Credit Card');
    expect(alerts[1]).toHaveTextContent('Pay at least $533.34 a month on Chase Credit Card to clear it before the promotion ends.');
  });

  it('pages the month-by-month schedule and links the CSV download', async () => {
    const { user } = renderPlan();
    const table = await screen.findByRole('table', { name: 'Month-by-month schedule' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Nov 23 – Dec 22, 2026');
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/plan/schedule.csv');
  });

  it("shows how a month's payment to a card with balances splits among them", async () => {
    const [first, ...rest] = makePlan().schedule;
    const parts = [
      { partId: 11, kind: 'balance_transfer' as const, payment: '35.00', interest: '0.00', balance: '1165.00' },
      { partId: 12, kind: 'purchase' as const, payment: '465.00', interest: '14.70', balance: '199.70' },
    ];
    const withParts = { ...first!, payments: first!.payments.map((p) => (p.debtId === 1 ? { ...p, parts } : p)) };
    renderPlan({ 'plan.get': () => ok(makePlan({ schedule: [withParts, ...rest] })) });
    const table = await screen.findByRole('table', { name: 'Month-by-month schedule' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Chase Credit CardBalance transfer $35.00 · Purchases $465.00');
    expect(within(table).getAllByRole('row')[2]).not.toHaveTextContent('Purchases');
  });

  it('leads to adding debts when there is nothing to plan', async () => {
    const empty = makePlan({ debts: [], schedule: [], strategies: makePlan().strategies });
    renderPlan({ 'plan.get': () => ok(empty), 'debts.list': () => ok([]) });
    expect(await screen.findByText('Add your debts to see your debt-free date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your debts' })).toHaveAttribute('href', '/debts');
  });
});
