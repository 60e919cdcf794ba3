import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDashboard, makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from './DebtsPage.tsx';

function renderDebts() {
  return renderApp(<DebtsPage />, {
    route: '/debts',
    api: {
      'debts.list': () => ok([makeDebt()]),
      'debts.paid': () => ok([]),
      'payments.planned': () => ok([]),
      'dashboard.get': () => ok(makeDashboard()),
      'debts.create': () => ok(makeDebt({ id: 9 })),
    },
  });
}

async function openAdd() {
  const rendered = renderDebts();
  await screen.findByRole('article', { name: 'Chase Credit Card' });
  await rendered.user.click(screen.getByRole('button', { name: 'Add Debt' }));
  return { ...rendered, dialog: within(await screen.findByRole('dialog', { name: 'Add Debt' })) };
}

const set = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const typeField = (dialog: ReturnType<typeof within>) => dialog.getByLabelText('Debt Type', { selector: 'input' });

// Each test opens the whole Debts page and its dialog: allow for a machine busy with other suites.
describe('Debt dialog: the type a card name suggests', { timeout: 30_000 }, () => {
  it('reads a common card name as a credit card while no type is picked', async () => {
    const { dialog } = await openAdd();
    expect(typeField(dialog)).toHaveValue('Other');
    set(dialog.getByLabelText(/^Debt Name/), 'Chase Sapphire');
    expect(typeField(dialog)).toHaveValue('Credit Card');
    set(dialog.getByLabelText(/^Debt Name/), 'amex gold');
    expect(typeField(dialog)).toHaveValue('Credit Card');
    set(dialog.getByLabelText(/^Debt Name/), 'Dentist');
    expect(typeField(dialog)).toHaveValue('Other');
  });

  it('never overrides a type the user picked', async () => {
    const { dialog, user } = await openAdd();
    await user.click(typeField(dialog));
    await user.click(await screen.findByRole('option', { name: 'Personal Loan' }));
    expect(typeField(dialog)).toHaveValue('Personal Loan');
    set(dialog.getByLabelText(/^Debt Name/), 'Capital One');
    expect(typeField(dialog)).toHaveValue('Personal Loan');
  });
});

describe('Debt dialog: a card with interest and no minimum', { timeout: 30_000 }, () => {
  const warning = 'A card that charges interest asks for a minimum payment each month; check your statement.';

  it('warns, without stopping the save', async () => {
    const { dialog, user, api } = await openAdd();
    set(dialog.getByLabelText(/^Debt Name/), 'Visa');
    set(dialog.getByLabelText(/^Balance/), '1200');
    set(dialog.getByLabelText(/^Interest Rate/), '24.99');
    set(dialog.getByLabelText(/^Minimum Payment/), '0');
    set(dialog.getByLabelText(/^Due Date/), '2026-12-15');
    expect(dialog.getByText(warning)).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));
    await waitFor(() => expect(api.callsTo('debts.create')).toHaveLength(1));
    expect(api.callsTo('debts.create')[0]?.input).toMatchObject({ debtType: 'credit_card', minPayment: '0.00', interestRate: '24.99' });
  });

  it('says nothing for a minimum above 0, a card without interest, or a debt that is not a card', async () => {
    const { dialog } = await openAdd();
    set(dialog.getByLabelText(/^Debt Name/), 'Discover');
    set(dialog.getByLabelText(/^Interest Rate/), '19.99');
    set(dialog.getByLabelText(/^Minimum Payment/), '35');
    expect(dialog.queryByText(warning)).not.toBeInTheDocument();
    set(dialog.getByLabelText(/^Minimum Payment/), '0');
    expect(dialog.getByText(warning)).toBeInTheDocument();
    set(dialog.getByLabelText(/^Interest Rate/), '0');
    expect(dialog.queryByText(warning)).not.toBeInTheDocument();
    set(dialog.getByLabelText(/^Interest Rate/), '7');
    set(dialog.getByLabelText(/^Debt Name/), 'Family loan');
    expect(typeField(dialog)).toHaveValue('Personal Loan');
    expect(dialog.queryByText(warning)).not.toBeInTheDocument();
  });
});
