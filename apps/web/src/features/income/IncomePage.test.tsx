import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeIncome } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { IncomePage } from './IncomePage.tsx';

const summary = {
  totalMonthly: '4333.33',
  nextPayment: '2026-11-25',
  thisMonthReceived: '3250.00',
  remaining: '1083.33',
};

function renderIncome(api: Handlers = {}) {
  return renderApp(<IncomePage />, {
    route: '/income',
    api: {
      'income.list': () => ok([makeIncome()]),
      'income.summary': () => ok(summary),
      ...api,
    },
  });
}

const selectInput = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function choose(user: UserEvent, container: HTMLElement, label: string, option: string) {
  await user.click(selectInput(container, label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Income screen', () => {
  it("shows the 'Monthly Income Summary'", async () => {
    renderIncome();
    expect(screen.getByRole('heading', { name: 'Income Sources' })).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Monthly Income Summary' }));
    expect(await card.findByText('$4,333.33')).toBeInTheDocument();
    expect(card.getByText('Total Monthly')).toBeInTheDocument();
    expect(card.getByText('Next Payment')).toBeInTheDocument();
    expect(card.getByText('Nov 25, 2026')).toBeInTheDocument();
    expect(card.getByText('This Month Received')).toBeInTheDocument();
    expect(card.getByText('$3,250.00')).toBeInTheDocument();
    expect(card.getByText('Remaining')).toBeInTheDocument();
    expect(card.getByText('$1,083.33')).toBeInTheDocument();
  });

  it('reads the list and the summary in one request', async () => {
    const { api } = renderIncome();
    await screen.findByRole('article', { name: 'Acme Payroll' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.paths.sort()).toEqual(['income.list', 'income.summary']);
  });

  it('shows each source with amount, frequency, next pay date, monthly estimate and progress', async () => {
    renderIncome();
    const acme = within(await screen.findByRole('article', { name: 'Acme Payroll' }));
    expect(acme.getByText('$2,000.00')).toBeInTheDocument();
    expect(acme.getByText('Bi-weekly')).toBeInTheDocument();
    expect(acme.getByText('Dec 9, 2026')).toBeInTheDocument();
    expect(acme.getByText('$4,000.00')).toBeInTheDocument();
    expect(acme.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(acme.getByText('40%')).toBeInTheDocument();
  });

  it("shows 'Irregular schedule' for variable income and clamps the bar to 0-100", async () => {
    renderIncome({
      'income.list': () =>
        ok([
          makeIncome({ id: 2, incomeSource: 'Freelance', frequency: 'variable', progressPercent: null, nextExpectedPayDate: null }),
          makeIncome({ id: 3, incomeSource: 'Bonus', frequency: 'monthly', progressPercent: 140 }),
          makeIncome({ id: 4, incomeSource: 'Side gig', frequency: 'weekly', progressPercent: -5 }),
        ]),
    });
    const freelance = within(await screen.findByRole('article', { name: 'Freelance' }));
    expect(freelance.getByText('Irregular schedule')).toBeInTheDocument();
    expect(freelance.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(freelance.getByText('Not set')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bonus' })).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(screen.getByRole('article', { name: 'Side gig' })).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it("shows 'No income sources' when there are none", async () => {
    renderIncome({ 'income.list': () => ok([]) });
    expect(await screen.findByText('No income sources')).toBeInTheDocument();
  });

  it('deletes after the confirmation', async () => {
    const { user, api } = renderIncome({ 'income.remove': () => ok({ message: 'Income source deleted successfully' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Payroll' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Income Source' }));
    expect(dialog.getByText(/This action cannot be undone/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Income source deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('income.remove')[0]?.input).toEqual({ id: 1 });
    await waitFor(() => expect(api.callsTo('income.summary')).toHaveLength(2));
  });

  it('says so when deleting fails', async () => {
    const { user } = renderIncome({ 'income.remove': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Payroll' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete income source')).toBeInTheDocument();
  });
});

describe('Add Income dialog', () => {
  async function openAdd(api: Handlers = {}) {
    const rendered = renderIncome(api);
    await screen.findByRole('article', { name: 'Acme Payroll' });
    await rendered.user.click(screen.getByRole('button', { name: 'Add Income' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Income' });
    return { ...rendered, dialog };
  }

  it('starts monthly and has no expected-payments field', async () => {
    const { dialog } = await openAdd();
    expect(selectInput(dialog, 'Frequency')).toHaveValue('Monthly');
    expect(within(dialog).queryByLabelText('Expected Payments Per Month')).not.toBeInTheDocument();
  });

  it('fills in the next expected pay date when the pay date or the frequency changes', async () => {
    const { dialog, user } = await openAdd();
    const next = within(dialog).getByLabelText('Next Expected Pay Date');
    fireEvent.change(within(dialog).getByLabelText(/^Pay Date/), { target: { value: '2026-01-31' } });
    expect(next).toHaveValue('2026-02-28'); // monthly: +1 month, clamped to February's last day

    await choose(user, dialog, 'Frequency', 'Weekly');
    expect(next).toHaveValue('2026-02-07');
    await choose(user, dialog, 'Frequency', 'Bi-weekly');
    expect(next).toHaveValue('2026-02-14');
    await choose(user, dialog, 'Frequency', 'Twice monthly');
    expect(next).toHaveValue('2026-02-15');
    await choose(user, dialog, 'Frequency', 'Variable');
    expect(next).toHaveValue('');

    await choose(user, dialog, 'Frequency', 'Bi-weekly');
    fireEvent.change(within(dialog).getByLabelText(/^Pay Date/), { target: { value: '2026-11-25' } });
    expect(next).toHaveValue('2026-12-09');
  });

  it('shows each required field’s message under it', async () => {
    const { dialog, user, api } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add Income' }));
    expect(errorUnder(within(dialog).getByLabelText(/^Income Source/))).toBe('Income source is required');
    expect(errorUnder(within(dialog).getByLabelText(/^Amount/))).toBe('Amount is required');
    expect(errorUnder(within(dialog).getByLabelText(/^Pay Date/))).toBe('Pay date is required');
    expect(api.callsTo('income.create')).toHaveLength(0);
  });

  it("adds a source: 'Adding...' while pending, then the success toast", async () => {
    let finish: (() => void) | undefined;
    const { dialog, user, api } = await openAdd({
      'income.create': () =>
        new Promise((resolve) => {
          finish = () => resolve(ok(makeIncome({ id: 2, incomeSource: 'Side gig' })));
        }),
    });
    const d = within(dialog);
    await user.type(d.getByLabelText(/^Income Source/), 'Side gig');
    await user.type(d.getByLabelText(/^Amount/), '350');
    await choose(user, dialog, 'Frequency', 'Weekly');
    fireEvent.change(d.getByLabelText(/^Pay Date/), { target: { value: '2026-11-27' } });
    await user.click(d.getByRole('button', { name: 'Add Income' }));
    expect(await d.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    finish?.();
    expect(await screen.findByText('Income source added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('income.create')[0]?.input).toEqual({
      incomeSource: 'Side gig',
      amount: '350.00',
      frequency: 'weekly',
      payDate: '2026-11-27',
      nextExpectedPayDate: '2026-12-04',
      isInTargetMonth: true,
    });
    // The list, the summary and the debts (their suggested dates follow the paydays) are stale now.
    await waitFor(() => expect(api.callsTo('income.list')).toHaveLength(2));
    expect(api.callsTo('income.summary')).toHaveLength(2);
  });

  it('stays open with an error toast when adding fails', async () => {
    const { dialog, user } = await openAdd({ 'income.create': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    const d = within(dialog);
    await user.type(d.getByLabelText(/^Income Source/), 'Side gig');
    await user.type(d.getByLabelText(/^Amount/), '350');
    fireEvent.change(d.getByLabelText(/^Pay Date/), { target: { value: '2026-11-27' } });
    await user.click(d.getByRole('button', { name: 'Add Income' }));
    expect(await screen.findByText('Failed to add income source')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Income' })).toBeInTheDocument();
    expect(d.getByLabelText(/^Income Source/)).toHaveValue('Side gig');
  });
});

describe('Edit Income dialog', () => {
  it("drives the read-only 'Monthly Est.' from 'Expected Payments Per Month' and saves it", async () => {
    let finish: (() => void) | undefined;
    const { user, api } = renderIncome({
      'income.update': () =>
        new Promise((resolve) => {
          finish = () => resolve(ok(makeIncome({ expectedPaymentsPerMonth: 2.5, estMonthlyIncome: '5000.00' })));
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Payroll' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Income' }));
    expect(dialog.getByLabelText(/^Income Source/)).toHaveValue('Acme Payroll');
    expect(dialog.getByLabelText('Next Expected Pay Date')).toHaveValue('2026-12-09');

    const expected = dialog.getByLabelText('Expected Payments Per Month');
    const estimate = dialog.getByLabelText('Monthly Est.');
    expect(estimate).toHaveAttribute('readonly');
    // Empty: the usual count for the frequency (bi-weekly: the paydays in this month, 2 or 3).
    expect(['$4,000.00', '$6,000.00']).toContain((estimate as HTMLInputElement).value);

    await user.type(expected, '2.5');
    expect(estimate).toHaveValue('$5,000.00');
    const amount = dialog.getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(estimate).toHaveValue('$2,500.00');

    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish?.();
    expect(await screen.findByText('Income source updated successfully')).toBeInTheDocument();
    expect(api.callsTo('income.update')[0]?.input).toEqual({
      id: 1,
      incomeSource: 'Acme Payroll',
      amount: '1000.00',
      frequency: 'bi-weekly',
      payDate: '2026-11-25',
      nextExpectedPayDate: '2026-12-09',
      expectedPaymentsPerMonth: 2.5,
    });
  });
});
