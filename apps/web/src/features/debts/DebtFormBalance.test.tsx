import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtFormDialog } from './DebtFormDialog.tsx';

const PAID = 'This debt is paid off; reopen it to change its balance.';

// Rendering the dialog alone: allow for a machine busy with other suites.
describe('Edit Debt: the balance of a paid-off debt', { timeout: 30_000 }, () => {
  it('cannot be changed in the form (reopening the debt brings it back), while its name can', async () => {
    const { user, api } = renderApp(
      <DebtFormDialog opened debt={makeDebt({ isPaid: true, balance: '0.00', paidDate: '2026-11-20' })} onClose={() => {}} />,
      { api: { 'debts.update': () => ok(makeDebt()) } },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    const balance = dialog.getByLabelText(/^Balance/);
    expect(balance).toBeDisabled();
    expect(dialog.getByText(PAID)).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText(/^Debt Name/), { target: { value: 'Old card' } });
    await user.click(dialog.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('debts.update')).toHaveLength(1));
    expect(api.callsTo('debts.update')[0]).toMatchObject({ input: { debtName: 'Old card', balance: '0.00' } });
  });

  it('shows the API message under Balance when the debt was paid off after the dialog opened', async () => {
    const { user } = renderApp(<DebtFormDialog opened debt={makeDebt({ balance: '400.00' })} onClose={() => {}} />, {
      api: { 'debts.update': () => fail('CONFLICT', PAID, { balance: PAID }) },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    const balance = dialog.getByLabelText(/^Balance/);
    expect(balance).toBeEnabled();
    fireEvent.change(balance, { target: { value: '250' } });
    await user.click(dialog.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(errorUnder(balance)).toBe(PAID));
  });
});
