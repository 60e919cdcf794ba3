import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { PayoffTimeline } from './PayoffTimeline.tsx';
import { makePlan } from './test-fixtures.ts';

const debt = (debtId: number, debtName: string, order: number, payoffMonth: number | null) => ({
  debtId,
  debtName,
  order,
  payoffMonth,
  payoffDate: payoffMonth === null ? null : `2027-${String(payoffMonth).padStart(2, '0')}-22`,
  totalInterest: '100.00',
  totalPaid: '1100.00',
});

describe('Payoff timeline', () => {
  it('lists the debts by payoff date, then by name, whatever the plan order; one never paid off comes last', () => {
    const plan = makePlan({
      strategy: 'snowball',
      debts: [debt(1, 'Store Card', 1, 11), debt(2, 'Payday Loan', 2, null), debt(3, 'Visa', 3, 4), debt(4, 'Amex', 4, 4)],
    });
    renderApp(<PayoffTimeline plan={plan} />);
    const items = within(screen.getByRole('list', { name: 'Payoff timeline' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Amex', 'Visa', 'Store Card', 'Payday Loan']);
    expect(items[0]).toHaveTextContent('April 2027');
    expect(items[3]).toHaveTextContent('Not paid off');
  });
});
