import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDashboard, makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from './DebtsPage.tsx';

const loan = makeDebt({ id: 2, debtName: 'SoFi Personal Loan', debtType: 'personal_loan', debtTypeLabel: 'Personal Loan' });

describe('a link to one debt (/debts#debt-<id>), as the calendar feed’s events give', () => {
  it('lands on that debt’s card once the list is drawn', async () => {
    renderApp(<DebtsPage />, {
      route: '/debts#debt-2',
      api: {
        'debts.list': () => ok([makeDebt(), loan]),
        'debts.paid': () => ok([]),
        'payments.planned': () => ok([]),
        'dashboard.get': () => ok(makeDashboard()),
      },
    });
    const card = await screen.findByRole('article', { name: /SoFi Personal Loan/ }, { timeout: 10_000 });
    await waitFor(() => expect(card).toHaveFocus());
  });
});
