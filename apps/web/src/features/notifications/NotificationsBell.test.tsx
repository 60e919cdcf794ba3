import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import { pushNotification, resetNotificationCache } from './store.ts';

const unconfirmed = { id: 7, emailConfirmed: false };
const confirmed = { id: 7, emailConfirmed: true };

function badge() {
  return screen.queryByTestId('unread-count');
}

async function openBell(user: import('@testing-library/user-event').UserEvent) {
  await user.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: /^Notifications/ });
}

describe('NotificationsBell', () => {
  it('greets a new user and asks an unconfirmed user to confirm the email', async () => {
    const { user } = renderApp(<NotificationsBell user={unconfirmed} />);
    expect(badge()).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
    const popover = await openBell(user);
    expect(within(popover).getByText('Welcome to Paydown!')).toBeInTheDocument();
    expect(within(popover).getByText('Please confirm your email')).toBeInTheDocument();
  });

  it('tells a screen reader on the bell button itself whether the list is open', async () => {
    const { user } = renderApp(<NotificationsBell user={unconfirmed} />);
    const bell = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await openBell(user);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks one as read, then all as read, and the badge follows', async () => {
    const { user } = renderApp(<NotificationsBell user={unconfirmed} />);
    const popover = await openBell(user);
    await user.click(within(popover).getByRole('button', { name: 'Mark as read: Welcome to Paydown!' }));
    expect(badge()).toHaveTextContent('1');
    expect(within(popover).queryByRole('button', { name: 'Mark as read: Welcome to Paydown!' })).not.toBeInTheDocument();

    await user.click(within(popover).getByRole('button', { name: 'Mark all read' }));
    expect(badge()).not.toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(within(popover).getByText('Welcome to Paydown!')).toBeInTheDocument();
  });

  it("dismisses items until it reads 'No notifications'", async () => {
    const { user } = renderApp(<NotificationsBell user={unconfirmed} />);
    const popover = await openBell(user);
    await user.click(within(popover).getByRole('button', { name: 'Dismiss notification: Please confirm your email' }));
    expect(within(popover).queryByText('Please confirm your email')).not.toBeInTheDocument();
    expect(badge()).toHaveTextContent('1');
    await user.click(within(popover).getByRole('button', { name: 'Dismiss notification: Welcome to Paydown!' }));
    expect(within(popover).getByText('No notifications')).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
  });

  it('keeps them per user in localStorage, and never re-creates a dismissed one', async () => {
    const first = renderApp(<NotificationsBell user={confirmed} />);
    const popover = await openBell(first.user);
    expect(within(popover).queryByText('Please confirm your email')).not.toBeInTheDocument();
    await first.user.click(within(popover).getByRole('button', { name: 'Dismiss notification: Welcome to Paydown!' }));
    first.unmount();
    resetNotificationCache(); // as after a page reload

    const again = renderApp(<NotificationsBell user={confirmed} />);
    const popover2 = await openBell(again.user);
    expect(within(popover2).getByText('No notifications')).toBeInTheDocument();
    again.unmount();

    const other = renderApp(<NotificationsBell user={{ id: 8, emailConfirmed: true }} />);
    expect(badge()).toHaveTextContent('1');
    other.unmount();
  });

  it('removes the confirm-email alert once the email is confirmed', async () => {
    const { rerender, user } = renderApp(<NotificationsBell user={unconfirmed} />);
    expect(badge()).toHaveTextContent('2');
    rerender(<NotificationsBell user={confirmed} />);
    const popover = await openBell(user);
    expect(within(popover).queryByText('Please confirm your email')).not.toBeInTheDocument();
    expect(badge()).toHaveTextContent('1');
  });

  it('shows notifications other features push, newest first', async () => {
    const { user } = renderApp(<NotificationsBell user={confirmed} />);
    pushNotification(7, { type: 'recommendation', title: 'Pay Visa on Friday', message: 'Saves $4.10 in interest.' });
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('2');
    const popover = await openBell(user);
    const items = within(popover).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pay Visa on Friday');
  });
});
