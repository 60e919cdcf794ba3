import type { BankConnection } from '@paydown/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trpc } from '../../lib/trpc.ts';
import { ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import { getNotifications } from './store.ts';

const connection = (status: BankConnection['status'], id = 7): BankConnection => ({
  id,
  institution: id === 7 ? 'Chase' : 'Citi',
  status,
  lastSyncAt: '2026-11-27T10:00:00.000Z',
  accounts: [],
});

/** The Debts screen's read of the connections. */
function ConnectionsRead() {
  trpc.connections.list.useQuery();
  return null;
}

describe('bank logins to renew in the notifications bell', () => {
  it('tells once of each connection whose bank wants the user to sign in again', async () => {
    const user = { id: 51, emailConfirmed: true };
    const view = renderApp(
      <>
        <ConnectionsRead />
        <NotificationsBell user={user} />
      </>,
      { api: { 'connections.list': () => ok([connection('login_required'), connection('ok', 8)]) } },
    );
    await view.user.click(await screen.findByRole('button', { name: /^Notifications \(\d+ unread\)/ }, { timeout: 10_000 }));
    const popover = await screen.findByRole('dialog', { name: /^Notifications/ });
    expect(within(popover).getByText('Chase wants you to sign in again')).toBeInTheDocument();
    expect(within(popover).queryByText(/Citi/)).not.toBeInTheDocument();
    await view.queryClient.refetchQueries();
    expect(getNotifications(user.id).filter((n) => n.id.startsWith('bank-login:'))).toHaveLength(1);
  });

  it('fetches nothing itself: without the Debts screen loaded, the bell has no such notice', () => {
    const view = renderApp(<NotificationsBell user={{ id: 52, emailConfirmed: true }} />, { api: {} });
    expect(view.api.calls).toEqual([]);
    expect(getNotifications(52).filter((n) => n.id.startsWith('bank-login:'))).toEqual([]);
  });
});
