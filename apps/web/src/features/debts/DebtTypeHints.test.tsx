import { fireEvent, screen, within } from '@testing-library/react';
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
