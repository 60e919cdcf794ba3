import { addDays } from '@paydown/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../lib/today.ts';
import { trpc } from '../../lib/trpc.ts';
import { ok } from '../../test/fake-api.ts';
import { makeDashboard } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import { getNotifications } from './store.ts';

const today = localToday();
const payment = (debtId: number, debtName: string, suggestedIn: number, amount = '200.00', interestSavings = '0.00') => ({
  debtId,
  debtName,
  dueDate: addDays(today, suggestedIn + 2),
  suggestedDate: addDays(today, suggestedIn),
  amount,
  interestSavings,
  plannedPaymentId: null,
});

/** The dashboard's read of the figures, as the Dashboard page makes it. */
function DashboardRead() {
  trpc.dashboard.get.useQuery();
  return null;
}

const user = { id: 41, emailConfirmed: true };

describe('payment reminders in the notifications bell', () => {
  it("lists the dashboard's upcoming payments of the next 7 days, soonest first, once each", async () => {
    const upcoming = [payment(2, 'Car Loan', 5, '310.00'), payment(1, 'Chase Sapphire', 1, '105.00', '2.10'), payment(3, 'Later Card', 9)];
    const view = renderApp(
      <>
        <DashboardRead />
        <NotificationsBell user={user} />
      </>,
      { api: { 'dashboard.get': () => ok(makeDashboard({ upcomingPayments: upcoming })) } },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Notifications (3 unread)' }, { timeout: 10_000 }));
    const popover = await screen.findByRole('dialog', { name: /^Notifications/ });
    const titles = within(popover)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
    expect(titles.slice(0, 2)).toEqual([
      expect.stringMatching(/^Unread: Pay Chase Sapphire \$105\.00 \(due /),
      expect.stringMatching(/^Unread: Pay Car Loan \$310\.00 \(due /),
    ]);
    expect(within(popover).getByText(/saves \$2\.10 in interest/)).toBeInTheDocument();
    expect(within(popover).queryByText(/Later Card/)).not.toBeInTheDocument();

    // Dismissed once, it does not come back when the dashboard loads again.
    await view.user.click(within(popover).getByRole('button', { name: /^Dismiss notification: Pay Chase Sapphire/ }));
    await view.queryClient.refetchQueries();
    expect(
      getNotifications(user.id)
        .filter((n) => n.id.startsWith('upcoming:'))
        .map((n) => n.title),
    ).toEqual([expect.stringMatching(/^Pay Car Loan/)]);
  });

  it('fetches nothing itself: without the dashboard loaded, the bell has no reminders', () => {
    const view = renderApp(<NotificationsBell user={{ id: 42, emailConfirmed: true }} />, { api: {} });
    expect(view.api.calls).toEqual([]);
    expect(getNotifications(42).filter((n) => n.id.startsWith('upcoming:'))).toEqual([]);
  });
});
