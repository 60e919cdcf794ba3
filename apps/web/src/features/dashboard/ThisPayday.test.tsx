import type { PaydayListOut, PaydayPaymentOut } from '@paydown/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { ThisPayday } from './ThisPayday.tsx';

const row = (over: Partial<PaydayPaymentOut> & Pick<PaydayPaymentOut, 'debtId' | 'debtName'>): PaydayPaymentOut => ({
  month: 1,
  amount: '300.00',
  dueDate: '2026-12-10',
  payBy: '2026-12-04',
  interestSaved: '0.00',
  inPlan: true,
  ...over,
});

/** The worked example of the money-math page: a bi-weekly paycheck, a card, a car loan, a mortgage. */
const WORKED: PaydayListOut = {
  hasIncome: true,
  beforeFirstPayday: [row({ debtId: 2, debtName: 'Car loan', amount: '350.00', dueDate: '2026-11-28', payBy: '2026-11-28' })],
  paydays: [
    {
      date: '2026-12-04',
      total: '1850.00',
      payments: [
        row({ debtId: 1, debtName: 'Visa', interestSaved: '0.99' }),
        row({ debtId: 2, debtName: 'Car loan', month: 2, amount: '350.00', dueDate: '2026-12-28', interestSaved: '1.59' }),
        row({ debtId: 3, debtName: 'Mortgage', amount: '1200.00', dueDate: '2026-12-15', payBy: '2026-12-15', inPlan: false }),
      ],
    },
    { date: '2026-12-18', total: '0.00', payments: [] },
  ],
};

function renderCard(list: PaydayListOut, api: Handlers = {}) {
  return renderApp(<ThisPayday />, { api: { 'dashboard.payday': () => ok(list), ...api } });
}

describe('This payday', () => {
  it('lists what each paycheck of the next 30 days pays: debt, amount, by when, and the saving', async () => {
    renderCard(WORKED);
    const card = within(await screen.findByRole('region', { name: 'This payday' }));
    const dec4 = within(await card.findByRole('group', { name: 'From your Dec 4 paycheck' }));
    expect(dec4.getByText('$1,850.00')).toBeInTheDocument();
    const visa = within(dec4.getByRole('listitem', { name: 'Visa' }));
    expect(visa.getByText('$300.00')).toBeInTheDocument();
    expect(visa.getByText('by Dec 4 · due Dec 10')).toBeInTheDocument();
    expect(visa.getByText('saves $0.99 by paying then')).toBeInTheDocument();
    expect(within(dec4.getByRole('listitem', { name: 'Car loan' })).getByText('saves $1.59 by paying then')).toBeInTheDocument();
    // No saving for the mortgage (interest by the month): no "saves" line.
    const mortgage = within(dec4.getByRole('listitem', { name: 'Mortgage' }));
    expect(mortgage.getByText('by Dec 15')).toBeInTheDocument();
    expect(mortgage.queryByText(/saves/)).not.toBeInTheDocument();

    const dec18 = within(card.getByRole('group', { name: 'From your Dec 18 paycheck' }));
    expect(dec18.getByText('Nothing to pay from this paycheck')).toBeInTheDocument();

    const before = within(card.getByRole('group', { name: 'Before your next paycheck' }));
    expect(before.getByText('No payday comes before these are due: pay them from money on hand.')).toBeInTheDocument();
    expect(within(before.getByRole('listitem', { name: 'Car loan' })).getByText('by Nov 28')).toBeInTheDocument();
  });

  it("logs a payment in one click, prefilled with the plan's amount", async () => {
    const { user, api } = renderCard(WORKED, {
      'payments.log': () =>
        ok({
          payment: {
            id: 77,
            debtId: 2,
            amount: '350.00',
            paymentDate: '2026-11-28',
            balanceAfter: '14650.00',
            suggestedDate: '2026-12-04',
            kind: 'logged' as const,
            note: null,
            createdAt: '2026-11-28T10:00:00.000Z',
          },
          debt: makeDebt({ id: 2, debtName: 'Car loan', balance: '14650.00' }),
        }),
    });
    const dec4 = within(await screen.findByRole('group', { name: 'From your Dec 4 paycheck' }));
    await user.click(within(dec4.getByRole('listitem', { name: 'Car loan' })).getByRole('button', { name: 'Log payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log a payment' }));
    expect(dialog.getByLabelText(/Amount/)).toHaveValue('350.00');
    await user.click(dialog.getByRole('button', { name: 'Log payment' }));
    expect(await screen.findByText('New balance: $14,650.00')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('payments.log')[0]?.input).toMatchObject({ id: 2, amount: '350.00' }));
  });

  it('without income, says to add it', async () => {
    renderCard({ hasIncome: false, paydays: [], beforeFirstPayday: [] });
    const card = within(await screen.findByRole('region', { name: 'This payday' }));
    expect(await card.findByText(/Add your income to see which paycheck pays each debt\./)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Go to Income' })).toHaveAttribute('href', '/income');
  });
});
