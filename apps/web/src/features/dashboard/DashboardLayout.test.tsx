import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makePlan } from '../plan/test-fixtures.ts';
import { debtsOutsidePlan } from './PlanSummaryCard.tsx';
import { renderDashboard } from './test-fixtures.ts';

/** Whether `a` comes before `b` in the page. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('Dashboard first screen', () => {
  it('puts the debt-free date, then This payday, right after the four summary cards, the banners above them', async () => {
    renderDashboard({
      cashFlowStatus: 'insufficient',
      totalMonthlyPayments: '5200.00',
      trialStatus: {
        shouldShowNotification: true,
        daysRemaining: 2,
        notificationType: 'urgent',
        notificationMessage: 'Your free trial ends in 2 days.',
      },
    });
    const debtFree = await screen.findByRole('region', { name: 'Debt-free date' });
    const payday = screen.getByRole('region', { name: 'This payday' });
    const verification = await screen.findByRole('region', { name: 'Email verification' });
    const trial = screen.getByRole('region', { name: 'Trial status' });
    const alert = screen.getByRole('alert');
    const lastSummary = screen.getByRole('group', { name: 'Interest Savings' });
    for (const [a, b] of [
      [verification, trial],
      [trial, alert],
      [alert, lastSummary],
      [lastSummary, debtFree],
      [debtFree, payday],
    ] as const) {
      expect(before(a, b)).toBe(true);
    }
    // Nothing comes between the summary cards and the plan's answer.
    expect(lastSummary.closest('.mantine-SimpleGrid-root')?.nextElementSibling).toBe(debtFree);
    expect(debtFree.nextElementSibling).toBe(payday);
  });

  it("a confirmed email's card is one line of text", async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Email verification' });
    expect(await within(card).findByText('Verified')).toBeInTheDocument();
    expect(card).toHaveTextContent('Your email address is confirmed and your free trial is active.');
    expect(card.querySelectorAll('p')).toHaveLength(2);
  });

  it('shows no cash-flow badge on an empty account', async () => {
    renderDashboard({ debtPriority: [], totalMonthlyIncome: '0.00', totalMonthlyPayments: '0.00', totalDebtBalance: '0.00' });
    const payments = await screen.findByRole('group', { name: 'Monthly Payments' });
    expect(await within(payments).findByText('$0')).toBeInTheDocument();
    expect(within(payments).queryByText(/Cash Flow/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Debts' })).toBeInTheDocument();
  });

  it('says beside the debt-free date which debts the plan leaves out (a mortgage)', async () => {
    renderDashboard({ debtPriority: ['Chase Credit Card', 'Home Mortgage', 'Car Loan'] }, { 'plan.get': () => ok(makePlan()) });
    const card = within(await screen.findByRole('region', { name: 'Debt-free date' }));
    expect(await card.findByText('Home Mortgage not included: it is outside the payoff plan.')).toBeInTheDocument();
  });

  it('says nothing is left out when every debt is in the plan', async () => {
    renderDashboard({ debtPriority: ['Car Loan', 'Chase Credit Card'] });
    const card = within(await screen.findByRole('region', { name: 'Debt-free date' }));
    await card.findByText('Mar 22, 2029');
    expect(card.queryByText(/not included/)).not.toBeInTheDocument();
  });

  it('names debts outside the plan by name, a name twice counting twice', () => {
    expect(debtsOutsidePlan(['A', 'Rent', 'A', 'Mortgage'], ['A'])).toEqual(['Rent', 'A', 'Mortgage']);
    expect(debtsOutsidePlan(['A'], ['A'])).toEqual([]);
  });
});
