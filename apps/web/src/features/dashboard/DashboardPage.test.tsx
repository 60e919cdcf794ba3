import { screen, waitFor, within } from '@testing-library/react';
import type { DashboardResponse } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../lib/today.ts';
import { fail, ok } from '../../test/fake-api.ts';
import { makeProgression, makeSuggestion, NO_CHANGE_PREVIEW } from '../../test/fixtures.ts';
import { confirmApply } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { AppRoutes } from '../../app/routes.tsx';
import { dashboardApi, renderDashboard, USER } from './test-fixtures.ts';
import { formatThousands } from '../../lib/format.ts';
import { balanceMax, cashMax, monthLabel, niceTicks, toChartData } from './progression.ts';
import { trialDismissalKey } from './trial-dismissal.ts';

const trial = (notificationType: string, daysRemaining: number): Partial<DashboardResponse> => ({
  trialStatus: {
    shouldShowNotification: true,
    daysRemaining,
    notificationType: notificationType as DashboardResponse['trialStatus']['notificationType'],
    notificationMessage: `Your free trial ends in ${daysRemaining} days.`,
  },
});

const banner = () => screen.queryByRole('region', { name: 'Trial status' });

function yesterday(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  return localToday(d);
}

describe('Dashboard', () => {
  it('loads its data in one batched request with the session check (verification, figures, this payday, projection, plan, AI suggestions)', async () => {
    // Opened as the app opens it: the route's loader asks for every read, also those of the parts
    // drawn after the first paint.
    const { api } = renderApp(<AppRoutes />, { route: '/', api: dashboardApi() });
    await screen.findByText('$4,333');
    await screen.findByRole('img', { name: /Projected debt balance/ });
    await screen.findByText('No AI suggestions available at this time.');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.paths.sort()).toEqual([
      'account.verificationStatus',
      'ai.suggestions',
      'auth.me',
      'dashboard.get',
      'dashboard.payday',
      'dashboard.progression',
      'plan.get',
      'progress.get',
    ]);
  });

  it("shows the plan's debt-free date, what it saves, and the way to the Plan screen", async () => {
    renderDashboard();
    const card = within(await screen.findByRole('region', { name: 'Debt-free date' }));
    expect(await card.findByText('Mar 22, 2029')).toBeInTheDocument();
    expect(card.getByText('2 years 4 months sooner and $6,141 less interest than paying as you do now.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See your plan' })).toHaveAttribute('href', '/plan');
    expect(card.getByRole('button', { name: 'How is the debt-free date calculated?' })).toBeInTheDocument();
  });

  it("explains every figure with a 'how is this calculated' help", async () => {
    const { user } = renderDashboard();
    await screen.findByText('$4,333');
    await screen.findByRole('group', { name: 'Paid so far' });
    await screen.findByText('Mar 22, 2029');
    for (const figure of [
      'monthly income',
      'monthly payments',
      'total debt balance',
      'interest savings',
      'the debt-free date',
      'the time and interest saved',
      'paid so far',
      'the financial progression',
      'the saving of a payment',
      'this payday',
    ]) {
      expect(screen.getByRole('button', { name: `How is ${figure} calculated?` })).toBeInTheDocument();
    }
    // The Monthly Payments card counts every debt; the chart's payments are the plan's (in-plan debts).
    await user.click(screen.getByRole('button', { name: 'How is monthly payments calculated?' }));
    expect(await screen.findByText(/plus the payments of the debts left out of the plan \(such as a mortgage\)/)).toBeInTheDocument();
    expect(screen.getByText(/the plan's payments to those debts \(right axis\)/)).toBeInTheDocument();
  });

  it("shows 'Paid so far': principal paid and its share of the starting debt", async () => {
    renderDashboard();
    const card = within(await screen.findByRole('group', { name: 'Paid so far' }));
    expect(card.getByText('$235')).toBeInTheDocument();
    expect(card.getByText('19% of $1,235 · $1,000 to go')).toBeInTheDocument();
  });

  it('shows the four summary cards in whole dollars', async () => {
    renderDashboard();
    await screen.findByText('$4,333');
    const card = async (name: string) => within(await screen.findByRole('group', { name }));
    expect((await card('Monthly Income')).getByText('$4,333')).toBeInTheDocument();
    expect((await card('Monthly Payments')).getByText('$750')).toBeInTheDocument();
    expect((await card('Total Debt Balance')).getByText('$11,200')).toBeInTheDocument();
    expect((await card('Total Debt Balance')).getByText('Across 2 debts')).toBeInTheDocument();
    expect((await card('Interest Savings')).getByText('$4')).toBeInTheDocument();
    expect((await card('Monthly Payments')).getByText('Good Cash Flow')).toBeInTheDocument();
  });

  it.each([
    ['tight', 'Tight Cash Flow'],
    ['insufficient', 'Insufficient Cash Flow'],
    ['something-else', 'Unknown Status'],
  ])('labels cash flow %s as %s', async (status, label) => {
    renderDashboard({ cashFlowStatus: status as DashboardResponse['cashFlowStatus'] });
    expect(await within(screen.getByRole('group', { name: 'Monthly Payments' })).findByText(label)).toBeInTheDocument();
  });

  it('shows the cash-flow alert only when cash flow is insufficient', async () => {
    renderDashboard({ cashFlowStatus: 'insufficient', totalMonthlyPayments: '5200.00', totalMonthlyIncome: '4333.33' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Insufficient Cash Flow');
    expect(alert).toHaveTextContent('Your monthly debt payments ($5,200) are more than your monthly income ($4,333).');
  });

  it('has no cash-flow alert when cash flow is tight or good', async () => {
    renderDashboard({ cashFlowStatus: 'tight' });
    await screen.findByText('$4,333');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No upcoming payments in the next 7 days.' when there are none", async () => {
    renderDashboard();
    expect(await screen.findByText('No upcoming payments in the next 7 days.')).toBeInTheDocument();
  });

  it('lists upcoming payments with due date, suggested date, amount and savings', async () => {
    renderDashboard({
      upcomingPayments: [
        {
          debtId: 1,
          debtName: 'Chase Credit Card',
          dueDate: '2026-11-28',
          suggestedDate: '2026-11-25',
          amount: '500.00',
          interestSavings: '1.03',
          plannedPaymentId: 31,
        },
        { debtId: 2, debtName: 'Rent', dueDate: '2026-12-01', suggestedDate: '2026-12-01', amount: '1800.00', interestSavings: '0.00' },
      ],
    });
    const list = within(await screen.findByRole('region', { name: 'Upcoming Payments (Next 7 Days)' }));
    const chase = within(await list.findByRole('listitem', { name: 'Chase Credit Card' }));
    expect(chase.getByText('Scheduled')).toBeInTheDocument();
    expect(chase.getByText('Due Nov 28 · Pay Nov 25')).toBeInTheDocument();
    expect(chase.getByText('$500.00')).toBeInTheDocument();
    expect(chase.getByText('Save $1.03')).toBeInTheDocument();
    const rent = within(list.getByRole('listitem', { name: 'Rent' }));
    expect(rent.getByText('Due Dec 1 · Suggested Dec 1')).toBeInTheDocument();
    expect(rent.queryByText(/Save/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load dashboard data' when the figures cannot be read", async () => {
    renderDashboard(null, { 'dashboard.get': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    // The verification card and the welcome notice stay.
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Paydown!')).toBeInTheDocument();
  });

  it('applying an AI suggestion reads the suggestions, the figures and the projection again', async () => {
    const suggestion = makeSuggestion();
    const { user, api } = renderDashboard(
      {},
      {
        'ai.suggestions': () => ok([suggestion]),
        'ai.applySuggestion': () => ok({ ...suggestion, isApplied: true }),
        'ai.previewSuggestion': () => ok(NO_CHANGE_PREVIEW),
      },
    );
    const card = within(await screen.findByRole('region', { name: 'AI Recommendations' }));
    const apply = await card.findByRole('button', { name: 'Apply This Suggestion' });
    api.on({ 'ai.suggestions': () => ok([{ ...suggestion, isApplied: true }]) });
    await user.click(apply);
    await confirmApply(user);
    expect(await screen.findByText('Suggestion Applied Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('dashboard.get')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('ai.suggestions')).toHaveLength(2));
    expect(api.callsTo('dashboard.progression').length).toBeGreaterThanOrEqual(2);
    expect(await card.findByText('No AI suggestions available at this time.')).toBeInTheDocument();
  });

  it('points a new user without debts from the AI card to the Debts page', async () => {
    renderDashboard({ debtPriority: [], totalMonthlyIncome: '0.00' });
    const card = within(await screen.findByRole('region', { name: 'AI Recommendations' }));
    expect(await card.findByRole('link', { name: 'Go to Debts' })).toHaveAttribute('href', '/debts');
  });
});

describe('Financial Progression', () => {
  it('projects 12 months by default and 6 on request', async () => {
    const { user, api } = renderDashboard();
    const card = within(await screen.findByRole('region', { name: 'Financial Progression' }));
    expect(await card.findByRole('img', { name: /from \$15,200 in Nov '26 to \$8,700 in Oct '27/ })).toBeInTheDocument();
    expect(api.callsTo('dashboard.progression')[0]?.input).toEqual({ months: 12 });

    await user.click(card.getByText('6 months'));
    expect(await card.findByRole('img', { name: /to \$11,450 in Apr '27/ })).toBeInTheDocument();
    expect(api.callsTo('dashboard.progression')[1]?.input).toEqual({ months: 6 });
  });

  it("plots the plan's debts, so a $300k mortgage left out of the plan does not flatten the chart", async () => {
    const withMortgage = (months: number) =>
      makeProgression(months).map((p) => ({ ...p, debtBalance: (Number(p.debtBalance) + 300000).toFixed(2) }));
    renderDashboard({}, { 'dashboard.progression': (input) => ok(withMortgage((input as { months: number }).months)) });
    const card = within(await screen.findByRole('region', { name: 'Financial Progression' }));
    expect(await card.findByRole('img', { name: /from \$15,200 in Nov '26 to \$8,700 in Oct '27/ })).toBeInTheDocument();
  });

  it('shows the actual balance since the start beside the plan, with where the user stands', async () => {
    renderDashboard();
    const card = within(await screen.findByRole('region', { name: 'Financial Progression' }));
    const progress = within(await card.findByRole('region', { name: 'Progress against your plan' }));
    expect(await progress.findByText('1 month ahead of your plan')).toBeInTheDocument();
    expect(
      progress.getByRole('img', { name: /Actual balance of the debts in your plan: \$1,235 on Oct 1, \$1,000 today/ }),
    ).toBeInTheDocument();
  });

  it('gives income and payments their own axis, scaled to them rather than to the balance', () => {
    const points = toChartData(makeProgression(12).map((p) => ({ ...p, debtBalance: (Number(p.debtBalance) + 300000).toFixed(2) })));
    expect(niceTicks(balanceMax(points))).toEqual([0, 100000, 200000, 300000, 400000]);
    // $4,333 income and $750 payments: a right axis to $6k, not a line on the zero of a $400k axis.
    expect(niceTicks(cashMax(points))).toEqual([0, 1500, 3000, 4500, 6000]);
  });

  it("labels the y axis in thousands with 'k' and months without time-zone shifts", () => {
    expect(formatThousands(11200)).toBe('$11.2k');
    expect(formatThousands(3000)).toBe('$3k');
    expect(formatThousands(0)).toBe('$0k');
    expect(formatThousands(750)).toBe('$0.8k');
    expect(niceTicks(11200)).toEqual([0, 3000, 6000, 9000, 12000]);
    expect(niceTicks(4000)).toEqual([0, 1500, 3000, 4500]);
    expect(niceTicks(0)).toEqual([0, 250, 500, 750, 1000]);
    expect(monthLabel('2026-12')).toBe("Dec '26");
    expect(monthLabel('2027-01')).toBe("Jan '27");
  });
});

describe('Trial banner', () => {
  it.each([
    ['expired', 0, 'Free Trial Expired'],
    ['urgent', 2, 'Trial Ending Soon'],
    ['warning', 6, 'Free Trial Active'],
    ['info', 20, 'Free Trial Active'],
  ])('%s (%i days) reads %s', async (type, days, title) => {
    renderDashboard(trial(type, days));
    const region = within(await screen.findByRole('region', { name: 'Trial status' }));
    expect(region.getByText(title)).toBeInTheDocument();
    expect(region.getByText(`Your free trial ends in ${days} days.`)).toBeInTheDocument();
  });

  it("expired: red, 'Upgrade to Continue' to pricing, and cannot be dismissed", async () => {
    const { user, location } = renderDashboard(trial('expired', 0));
    const region = await screen.findByRole('region', { name: 'Trial status' });
    expect(region).toHaveAttribute('data-type', 'expired');
    expect(within(region).queryByRole('button', { name: 'Dismiss trial notification' })).not.toBeInTheDocument();
    expect(within(region).queryByText('Remind Me Later')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('link', { name: 'Upgrade to Continue' }));
    expect(location()).toBe('/pricing');
  });

  it("offers 'Upgrade Now' and a close icon otherwise; 'Remind Me Later' only for a warning with more than 3 days", async () => {
    renderDashboard(trial('warning', 5));
    const region = within(await screen.findByRole('region', { name: 'Trial status' }));
    expect(region.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(region.getByRole('button', { name: 'Dismiss trial notification' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Remind Me Later' })).toBeInTheDocument();
  });

  it.each([
    ['warning', 3],
    ['urgent', 2],
    ['info', 20],
  ])("has no 'Remind Me Later' for %s with %i days", async (type, days) => {
    renderDashboard(trial(type, days));
    const region = within(await screen.findByRole('region', { name: 'Trial status' }));
    expect(region.getByRole('link', { name: 'Upgrade Now' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Dismiss trial notification' })).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Remind Me Later' })).not.toBeInTheDocument();
  });

  it('remembers a dismissal for the current calendar day', async () => {
    const { user } = renderDashboard(trial('warning', 6));
    await user.click(await screen.findByRole('button', { name: 'Remind Me Later' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(trialDismissalKey(USER.id))).toBe(localToday());
  });

  it('stays hidden after a dismissal today, and shows again on a later day', async () => {
    window.localStorage.setItem(trialDismissalKey(USER.id), localToday());
    const first = renderDashboard(trial('info', 20));
    await screen.findByText('$4,333');
    expect(banner()).not.toBeInTheDocument();
    first.unmount();

    window.localStorage.setItem(trialDismissalKey(USER.id), yesterday());
    renderDashboard(trial('info', 20));
    expect(await screen.findByRole('region', { name: 'Trial status' })).toBeInTheDocument();
  });

  it('always shows with 3 days or fewer left, even if dismissed today', async () => {
    window.localStorage.setItem(trialDismissalKey(USER.id), localToday());
    const { user } = renderDashboard(trial('urgent', 3));
    expect(await screen.findByRole('region', { name: 'Trial status' })).toBeInTheDocument();
    // The close icon hides it for now; it is back on the next visit.
    await user.click(screen.getByRole('button', { name: 'Dismiss trial notification' }));
    expect(banner()).not.toBeInTheDocument();
  });

  it('is absent when the server says there is nothing to show', async () => {
    renderDashboard();
    await screen.findByText('$4,333');
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });
});
