import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDashboard, makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from './DebtsPage.tsx';
import { noSavingReason } from './savings-reason.ts';

// A card at 0 % for now (a promotion), due Dec 10, with a payday on Dec 4: paying early saves
// nothing because of the rate, not for want of a payday.
const zeroPromo = makeDebt({
  debtName: 'CareCredit',
  interestRate: '26.99',
  promoRate: '0.00',
  promoEndDate: '2027-04-25',
  deferredInterest: true,
  nextDueDate: '2026-12-10',
  suggestedPaymentDate: '2026-12-04',
  interestSavings: '0.00',
});

describe('why paying early saves nothing', () => {
  it('on a 0 % card with a payday before the due date, names the rate, not a missing payday', async () => {
    renderApp(<DebtsPage />, {
      route: '/debts',
      api: {
        'debts.list': () => ok([zeroPromo]),
        'debts.paid': () => ok([]),
        'payments.planned': () => ok([]),
        'dashboard.get': () => ok(makeDashboard()),
      },
    });
    const card = within(await screen.findByRole('article', { name: 'CareCredit' }));
    expect(
      card.getByText(
        'The promotional rate is 0% now, so paying on Dec 4, before the due date, saves no interest this period. Pay by Dec 10, 2026.',
      ),
    ).toBeInTheDocument();
    expect(card.queryByText(/No payday falls/)).not.toBeInTheDocument();
  });

  it('a 0 % balance of a card counts too; an ended promotion does not', () => {
    const part = { id: 1, kind: 'balance_transfer' as const, amount: '1200.00', apr: '27.49', promoApr: '0.00', promoStartDate: null };
    const card = { ...zeroPromo, promoRate: null, promoEndDate: null };
    expect(noSavingReason({ ...card, balances: [{ ...part, promoEndDate: '2027-08-01' }] } as typeof card)).toMatch(
      /^The promotional rate is 0% now/,
    );
    expect(noSavingReason({ ...card, balances: [{ ...part, promoEndDate: '2026-12-01' }] } as typeof card)).toMatch(
      /^Paying on Dec 4, before the due date, saves less than a cent of interest this period\./,
    );
  });

  it('says no payday falls before the due date only when none does', () => {
    expect(noSavingReason({ ...zeroPromo, suggestedPaymentDate: '2026-12-10' })).toBe(
      'No payday falls before the due date this period, so paying early saves no interest. Pay by Dec 10, 2026.',
    );
    expect(noSavingReason({ ...zeroPromo, interestRate: '0.00' })).toBe('This debt charges no interest.');
  });
});
