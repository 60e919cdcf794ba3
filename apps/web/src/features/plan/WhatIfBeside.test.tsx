import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { makeDebt, makeProgress } from '../../test/fixtures.ts';
import { formatCurrencyDetailed, formatDate } from '../../lib/format.ts';
import { renderApp } from '../../test/render.tsx';
import { PlanPage } from './PlanPage.tsx';
import { previewPlan } from './preview.ts';
import { makePlan } from './test-fixtures.ts';

const chase = makeDebt();
const carLoan = makeDebt({ id: 2, debtName: 'Car Loan', debtType: 'auto_loan', debtTypeLabel: 'Auto Loan', balance: '12000.00' });
const mortgage = makeDebt({
  id: 3,
  debtName: 'Mortgage',
  debtType: 'mortgage',
  debtTypeLabel: 'Mortgage/Rent',
  balance: '280000.00',
  inPlan: false,
});
const startDate = makePlan().startDate;

function renderPlan(api: Handlers = {}) {
  return renderApp(<PlanPage />, {
    route: '/plan',
    api: {
      'plan.get': () => ok(makePlan()),
      'debts.list': () => ok([chase, carLoan, mortgage]),
      'progress.get': () => ok(makeProgress()),
      // The saves never answer here: what the screen shows is the browser's own computation.
      'plan.save': () => new Promise<never>(() => {}),
      ...api,
    },
  });
}

/** The browser's engine for these debts (the server computes the same: the parity tests say so). */
const planWith = (extraMonthly: string, lumpSums: { id: number; date: string; amount: string; note: string | null }[] = []) =>
  previewPlan({
    settings: { strategy: 'avalanche', extraMonthly, customOrder: null },
    debts: [chase, carLoan, mortgage],
    lumpSums,
    startDate,
  });

/** An effect line's figures as read: [before, after] when they differ, [after] when not. */
function figures(group: HTMLElement, label: string): string[] {
  const line = within(group).getByText(`${label}:`).parentElement!;
  return [...line.querySelectorAll('p')]
    .slice(1)
    .map((p) => p.textContent ?? '')
    .filter((t) => t !== '→');
}

describe('Plan screen: the what-if shows its effect beside its control', () => {
  it('the extra per month: the debt-free date and total interest without it → with it, right under the slider', async () => {
    renderPlan();
    const amount = await screen.findByRole('textbox', { name: 'Extra per month amount' });
    fireEvent.change(amount, { target: { value: '500' } });
    const without = planWith('0.00');
    const withExtra = planWith('500.00');
    expect(withExtra.debtFreeDate).not.toBe(without.debtFreeDate);
    const effect = await screen.findByRole('group', { name: 'With this extra per month' });
    await waitFor(() =>
      expect(figures(effect, 'Debt-free')).toEqual([formatDate(without.debtFreeDate), formatDate(withExtra.debtFreeDate)]),
    );
    expect(figures(effect, 'Total interest')).toEqual([
      formatCurrencyDetailed(without.totalInterest),
      formatCurrencyDetailed(withExtra.totalInterest),
    ]);
    // Beside the control: the effect sits in the same block as the slider.
    expect(amount.closest('.mantine-Stack-root')).toContainElement(effect);
  });

  it('a lump sum being typed: the plan now → the plan with it, before it is added', async () => {
    const { user } = renderPlan();
    const form = await screen.findByRole('form', { name: 'Add a lump sum' });
    expect(screen.queryByRole('group', { name: 'Adding this lump sum' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Date'), '2027-04-15');
    await user.type(within(form).getByLabelText('Amount'), '2500');
    const effect = await screen.findByRole('group', { name: 'Adding this lump sum' });
    const now = makePlan();
    const added = planWith('0.00', [{ id: -1, date: '2027-04-15', amount: '2500.00', note: null }]);
    expect(figures(effect, 'Total interest')).toEqual([
      formatCurrencyDetailed(now.totalInterest),
      formatCurrencyDetailed(added.totalInterest),
    ]);
    expect(figures(effect, 'Debt-free')).toEqual([formatDate(now.debtFreeDate), formatDate(added.debtFreeDate)]);
  });

  it("'Include in plan' is switched on the Plan screen: the debt is saved and the plan is read again", async () => {
    let debts = [chase, carLoan, mortgage];
    const { user, api } = renderPlan({
      'debts.list': () => ok(debts),
      'debts.update': (input) => {
        debts = debts.map((d) => (d.id === input.id ? { ...d, inPlan: input.inPlan ?? d.inPlan } : d));
        return ok(debts.find((d) => d.id === input.id)!);
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Include Mortgage in plan' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Include Car Loan in plan' })).toBeChecked();
    const reads = api.callsTo('plan.get').length;
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('debts.update').map((c) => c.input)).toEqual([{ id: 3, inPlan: true }]));
    await waitFor(() => expect(api.callsTo('plan.get').length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Include Mortgage in plan' })).toBeChecked());
  });
});
