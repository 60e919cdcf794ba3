import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeDashboard, makeDebt } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from './DebtsPage.tsx';

const loan = makeDebt({
  id: 2,
  debtName: 'SoFi Personal Loan',
  debtType: 'personal_loan',
  debtTypeLabel: 'Personal Loan',
  balance: '8000.00',
  interestRate: '9.50',
  minPayment: '250.00',
  extraPayment: '0.00',
  monthlyPayment: '250.00',
  dueDate: '2026-12-12',
  nextDueDate: '2026-12-12',
  suggestedPaymentDate: '2026-11-25',
  interestSavings: '1.11',
  estInterestPerDay: '2.08',
});

function renderDebts(api: Handlers = {}) {
  return renderApp(<DebtsPage />, {
    route: '/debts',
    api: {
      'debts.list': () => ok([makeDebt(), loan]),
      'debts.paid': () => ok([]),
      'payments.planned': () => ok([]),
      'dashboard.get': () => ok(makeDashboard()),
      ...api,
    },
  });
}

const card = (name: string) => screen.getByRole('article', { name });

async function confirmMarkPaid(user: { click: (element: Element) => Promise<void> }) {
  const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
  await user.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));
}

/** The open planned payment of 'Chase Credit Card' (debt 1): $500.00 on Nov 25. */
const PLANNED = {
  id: 31,
  debtId: 1,
  debtName: 'Chase Credit Card',
  plannedDate: '2026-11-25',
  amount: '500.00',
  status: 'planned' as const,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('Debts screen', () => {
  it('shows a 3-card skeleton while loading', () => {
    renderDebts({ 'debts.list': () => new Promise(() => {}) });
    expect(screen.getByRole('heading', { name: 'Your Debts' })).toBeInTheDocument();
    expect(screen.getAllByTestId('debt-card-skeleton')).toHaveLength(3);
  });

  it('reads the debts, the past debts, the planned payments and whether bank connections are on in one request', async () => {
    const { api } = renderDebts();
    await screen.findByRole('article', { name: 'Chase Credit Card' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.paths.sort()).toEqual(['connections.config', 'debts.list', 'debts.paid', 'payments.planned']);
  });

  it("sends the browser's time zone so the server knows which day today is", async () => {
    const { api } = renderDebts();
    await screen.findByRole('article', { name: 'Chase Credit Card' });
    expect(api.requests[0]?.headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('shows each debt with its type, figures, dates, interest per day and savings', async () => {
    renderDebts();
    const chase = within(await screen.findByRole('article', { name: 'Chase Credit Card' }));
    expect(chase.getByText('Credit Card')).toBeInTheDocument();
    expect(chase.getByText('$3,200.00')).toBeInTheDocument();
    expect(chase.getByText('24.99%')).toBeInTheDocument();
    expect(chase.getByText('$400.00')).toBeInTheDocument();
    // Calendar dates stay on their day in a zone west of UTC.
    expect(chase.getByText('Dec 2, 2026')).toBeInTheDocument();
    expect(chase.getByText('Nov 25, 2026')).toBeInTheDocument();
    expect(chase.getByText('$2.19')).toBeInTheDocument();
    expect(chase.getByText('Save $2.40 by paying on Nov 25, 2026')).toBeInTheDocument();
    expect(chase.getByRole('button', { name: 'Pay on Suggested Date' })).toBeEnabled();
    expect(chase.getByRole('button', { name: 'Mark as Paid' })).toBeEnabled();

    const sofi = within(card('SoFi Personal Loan'));
    expect(sofi.getByText('Personal Loan')).toBeInTheDocument();
    expect(sofi.getByText('Save $1.11 by paying on Nov 25, 2026')).toBeInTheDocument();
  });

  it('explains that paying a monthly-accruing debt early saves nothing', async () => {
    renderDebts({
      'debts.list': () =>
        ok([
          makeDebt({
            debtName: 'Apartment rent',
            debtType: 'mortgage',
            debtTypeLabel: 'Mortgage/Rent',
            interestAccrual: 'monthly',
            interestSavings: '0.00',
            suggestedPaymentDate: '2026-12-02',
          }),
        ]),
    });
    const rent = within(await screen.findByRole('article', { name: 'Apartment rent' }));
    expect(rent.getByText('Mortgage/Rent')).toBeInTheDocument();
    expect(rent.getByText(/charged monthly, so paying before the due date does not reduce it/)).toBeInTheDocument();
    expect(rent.queryByText(/^Save /)).not.toBeInTheDocument();
  });

  it("shows 'No debts' when there are none", async () => {
    renderDebts({ 'debts.list': () => ok([]) });
    expect(await screen.findByText('No debts')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first debt.')).toBeInTheDocument();
    expect(screen.queryByText(/Past Debts/)).not.toBeInTheDocument();
  });

  it("lists paid debts under a collapsible 'Past Debts (count)', greyed with 'Paid Off'", async () => {
    const { user } = renderDebts({
      'debts.paid': () =>
        ok([
          makeDebt({ id: 5, debtName: 'Old Visa', isPaid: true, paidDate: '2026-11-20', notes: 'Closed the account' }),
          makeDebt({ id: 6, debtName: 'Car loan', debtTypeLabel: 'Auto Loan', isPaid: true, paidDate: null }),
        ]),
    });
    const toggle = await screen.findByRole('button', { name: 'Past Debts (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Old Visa' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const visa = within(await screen.findByRole('article', { name: 'Old Visa' }));
    expect(visa.getByText('Paid Off')).toBeInTheDocument();
    expect(visa.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(visa.getByText('Closed the account')).toBeInTheDocument();
    expect(within(card('Car loan')).getByText('Recently')).toBeInTheDocument();
    expect(within(card('Car loan')).queryByRole('button', { name: 'Mark as Paid' })).not.toBeInTheDocument();
  });

  it('schedules the payment on the suggested date, says so, and shows the plan on the card', async () => {
    let planned = false;
    const { user, api } = renderDebts({
      'payments.plan': () => {
        planned = true;
        return ok(PLANNED);
      },
      'payments.planned': () => ok(planned ? [PLANNED] : []),
    });
    const chase = within(await screen.findByRole('article', { name: 'Chase Credit Card' }));
    await user.click(chase.getByRole('button', { name: 'Pay on Suggested Date' }));

    expect(await screen.findByText('Payment Scheduled')).toBeInTheDocument();
    expect(screen.getByText('Payment scheduled for Nov 25, 2026')).toBeInTheDocument();
    expect(api.callsTo('payments.plan')[0]?.input).toEqual({ id: 1 });
    // Paydown moves no money: the card says who pays whom, and when.
    expect(await chase.findByText('Planned for Nov 25')).toBeInTheDocument();
    expect(chase.getByText(/— pay your lender that day \(\$500\.00\)/)).toBeInTheDocument();
    expect(chase.getByRole('button', { name: 'Log as paid' })).toBeEnabled();
    expect(chase.queryByRole('button', { name: 'Pay on Suggested Date' })).not.toBeInTheDocument();
    // The dashboard (upcoming payments) is read again when next shown.
    await waitFor(() => expect(api.callsTo('payments.planned')).toHaveLength(2));
  });

  it('logs a planned payment as paid', async () => {
    const { user, api } = renderDebts({
      'payments.planned': () => ok([PLANNED]),
      'payments.logPlanned': () =>
        ok({
          payment: {
            id: 9,
            debtId: 1,
            amount: '500.00',
            paymentDate: '2026-11-22',
            balanceAfter: '2700.00',
            suggestedDate: '2026-11-25',
            kind: 'planned',
            note: null,
            createdAt: '2026-11-22T10:00:00.000Z',
          },
          debt: makeDebt({ balance: '2700.00' }),
        }),
    });
    const chase = within(await screen.findByRole('article', { name: 'Chase Credit Card' }));
    await user.click(await chase.findByRole('button', { name: 'Log as paid' }));
    expect(await screen.findByText('Payment logged')).toBeInTheDocument();
    expect(screen.getByText('New balance: $2,700.00')).toBeInTheDocument();
    expect(api.callsTo('payments.logPlanned')[0]?.input).toEqual({ id: 31 });
  });

  it('marks a debt paid after the confirmation with a success toast, or says it failed', async () => {
    const { user, api } = renderDebts({ 'debts.markPaid': () => ok(makeDebt({ isPaid: true })) });
    const chase = within(await screen.findByRole('article', { name: 'Chase Credit Card' }));
    await user.click(chase.getByRole('button', { name: 'Mark as Paid' }));
    await confirmMarkPaid(user);
    expect(await screen.findByText('Debt marked as paid and moved to past debts')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('debts.paid')).toHaveLength(2));

    api.on({ 'debts.markPaid': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    await user.click(within(card('SoFi Personal Loan')).getByRole('button', { name: 'Mark as Paid' }));
    await confirmMarkPaid(user);
    expect(await screen.findByText('Failed to mark debt as paid')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('shows the server’s upgrade message when the trial has ended (402)', async () => {
    const message = 'Your free trial has ended. Upgrade to a plan to add or change your data; you can still view and delete it.';
    const { user } = renderDebts({ 'debts.markPaid': () => fail('PAYMENT_REQUIRED', message) });
    const chase = within(await screen.findByRole('article', { name: 'Chase Credit Card' }));
    await user.click(chase.getByRole('button', { name: 'Mark as Paid' }));
    await confirmMarkPaid(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("deletes after the confirmation ('This action cannot be undone')", async () => {
    const { user, api } = renderDebts({ 'debts.remove': () => ok({ message: 'Debt deleted successfully' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete SoFi Personal Loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Debt' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Debt deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('debts.remove')[0]?.input).toEqual({ id: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Add Debt dialog', () => {
  async function openAdd() {
    const rendered = renderDebts();
    await screen.findByRole('article', { name: 'Chase Credit Card' });
    await rendered.user.click(screen.getByRole('button', { name: 'Add Debt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Debt' });
    return { ...rendered, dialog: within(dialog) };
  }

  /** Fills in a Store card ($100 at 10 %, $10 minimum, due Dec 15) and presses Add Debt. */
  async function addStoreCard({ dialog, user }: Pick<Awaited<ReturnType<typeof openAdd>>, 'dialog' | 'user'>) {
    await user.type(dialog.getByLabelText(/^Debt Name/), 'Store card');
    await user.type(dialog.getByLabelText(/^Balance/), '100');
    await user.type(dialog.getByLabelText(/^Interest Rate/), '10');
    await user.type(dialog.getByLabelText(/^Minimum Payment/), '10');
    fireEvent.change(dialog.getByLabelText(/^Due Date/), { target: { value: '2026-12-15' } });
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
  }

  // Pasted, not typed key by key: each key re-renders the whole form, and a busy CI machine took
  // over 30 s for this one test; what the form does with the values is the same.
  const paste = async (user: Awaited<ReturnType<typeof openAdd>>['user'], field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };

  it('starts with monthly pay period and 0.00 extra payment, and offers the six debt types', async () => {
    const { dialog, user } = await openAdd();
    expect(dialog.getByLabelText('Pay Period', { selector: 'input' })).toHaveValue('Monthly');
    expect(dialog.getByLabelText('Extra Payment')).toHaveValue('0.00');
    await user.click(dialog.getByLabelText('Debt Type', { selector: 'input' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Credit Card', 'Personal Loan', 'Auto Loan', 'Mortgage/Rent', 'Student Loan', 'Other']);
  });

  it('shows each required field’s message under it and sends nothing', async () => {
    const { dialog, user, api } = await openAdd();
    // An emptied extra payment means none, not a missing value.
    await user.clear(dialog.getByLabelText(/^Extra Payment/));
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    expect(errorUnder(dialog.getByLabelText(/^Debt Name/))).toBe('Debt name is required');
    expect(errorUnder(dialog.getByLabelText(/^Extra Payment/))).toBeNull();
    expect(errorUnder(dialog.getByLabelText(/^Balance/))).toBe('Balance is required');
    expect(errorUnder(dialog.getByLabelText(/^Interest Rate/))).toBe('Interest rate is required');
    expect(errorUnder(dialog.getByLabelText(/^Minimum Payment/))).toBe('Minimum payment is required');
    expect(errorUnder(dialog.getByLabelText(/^Due Date/))).toBe('Due date is required');
    expect(errorUnder(dialog.getByLabelText(/^Statement Date/))).toBeNull();
    expect(api.callsTo('debts.create')).toHaveLength(0);
  });

  it("adds a debt: 'Adding...' while pending, then closes with the success toast", async () => {
    let finish: (() => void) | undefined;
    const { dialog, user, api } = await openAdd();
    api.on({
      'debts.create': () =>
        new Promise((resolve) => {
          finish = () => resolve(ok(makeDebt({ id: 9, debtName: 'Discover Credit Card' })));
        }),
    });
    await paste(user, dialog.getByLabelText(/^Debt Name/), 'Discover Credit Card');
    // The type follows the name until the user picks one.
    expect(dialog.getByLabelText('Debt Type', { selector: 'input' })).toHaveValue('Credit Card');
    await paste(user, dialog.getByLabelText(/^Balance/), '1500.5');
    await paste(user, dialog.getByLabelText(/^Interest Rate/), '21.99');
    await paste(user, dialog.getByLabelText(/^Minimum Payment/), '45');
    fireEvent.change(dialog.getByLabelText(/^Due Date/), { target: { value: '2026-12-15' } });
    await paste(user, dialog.getByLabelText('Notes'), 'Autopay off');
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));

    const pending = await dialog.findByRole('button', { name: 'Adding...' });
    expect(pending).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish?.();

    expect(await screen.findByText('Debt added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('debts.create')[0]?.input).toEqual({
      debtName: 'Discover Credit Card',
      debtType: 'credit_card',
      balance: '1500.50',
      interestRate: '21.99',
      minPayment: '45.00',
      extraPayment: '0.00',
      dueDate: '2026-12-15',
      statementDate: null,
      payPeriodFrequency: 'monthly',
      notes: 'Autopay off',
      inPlan: true,
      paysInFull: false,
      promoRate: null,
      promoEndDate: null,
      deferredInterest: false,
    });
    await waitFor(() => expect(api.callsTo('debts.list')).toHaveLength(2));

    // Opening it again starts from a clean form.
    await user.click(screen.getByRole('button', { name: 'Add Debt' }));
    const again = within(await screen.findByRole('dialog', { name: 'Add Debt' }));
    expect(again.getByLabelText(/^Debt Name/)).toHaveValue('');
  });

  it('stays open with an error toast and the server’s field messages when adding fails', async () => {
    const { dialog, user, api } = await openAdd();
    api.on({
      'debts.create': () => fail('BAD_REQUEST', 'Input validation failed', { minPayment: 'Enter an amount with at most 2 decimals' }),
    });
    await addStoreCard({ dialog, user });

    expect(await screen.findByText('Failed to add debt')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Debt' })).toBeInTheDocument();
    await waitFor(() => expect(errorUnder(dialog.getByLabelText(/^Minimum Payment/))).toBe('Enter an amount with at most 2 decimals'));
    expect(dialog.getByLabelText(/^Debt Name/)).toHaveValue('Store card');
  });

  it('shows the server’s words in the dialog when the account is at its cap on active debts', async () => {
    const { dialog, user, api } = await openAdd();
    // The API's 400 at the cap names no field: its message says what to do.
    const cap = 'You can track at most 200 active debts; mark one paid or delete one first.';
    api.on({ 'debts.create': () => fail('BAD_REQUEST', cap) });
    await addStoreCard({ dialog, user });

    expect(await screen.findByText('Failed to add debt')).toBeInTheDocument();
    expect(await dialog.findByRole('alert')).toHaveTextContent(cap);
    expect(dialog.getByLabelText(/^Debt Name/)).toHaveValue('Store card');
  });
});

describe('Edit Debt dialog', () => {
  it("saves the changed debt: 'Saving...', then the success toast", async () => {
    let finish: (() => void) | undefined;
    const { user, api } = renderDebts({
      'debts.update': () =>
        new Promise((resolve) => {
          finish = () => resolve(ok(makeDebt({ balance: '3000.00' })));
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Chase Credit Card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    expect(dialog.getByLabelText(/^Debt Name/)).toHaveValue('Chase Credit Card');
    expect(dialog.getByLabelText('Debt Type', { selector: 'input' })).toHaveValue('Credit Card');
    expect(dialog.getByLabelText(/^Due Date/)).toHaveValue('2026-12-02');
    const balance = dialog.getByLabelText(/^Balance/);
    await user.clear(balance);
    await user.type(balance, '3000');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish?.();

    expect(await screen.findByText('Debt updated successfully')).toBeInTheDocument();
    expect(api.callsTo('debts.update')[0]?.input).toMatchObject({ id: 1, balance: '3000.00', debtType: 'credit_card' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open on failure: no toast for a failed edit, the reason inside it and under the field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDebts({
      'debts.update': () => fail('BAD_REQUEST', 'Input validation failed', { balance: 'Balance must be at most 99,999,999.99' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Chase Credit Card' }));
    const dialogEl = await screen.findByRole('dialog', { name: 'Edit Debt' });
    await user.click(within(dialogEl).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialogEl).findByRole('alert')).toHaveTextContent('Failed to update debt');
    expect(errorUnder(within(dialogEl).getByLabelText(/^Balance/))).toBe('Balance must be at most 99,999,999.99');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(within(dialogEl).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Failed to update debt', expect.anything());
  });
});
