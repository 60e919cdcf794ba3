import type { BankConnection } from '@paydown/domain';
import { useEffect } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { pushNotificationsOnce, type NewNotification } from './store.ts';

/**
 * A bank login the bank wants renewed, once per connection and last sync: after the user signs in
 * again and the login lapses later, the bell tells them again.
 */
export const bankLoginNoticeId = (c: Pick<BankConnection, 'id' | 'lastSyncAt'>) => `bank-login:${c.id}:${c.lastSyncAt ?? ''}`;

export function bankLoginNotifications(connections: readonly BankConnection[]): (NewNotification & { id: string })[] {
  return connections
    .filter((c) => c.status === 'login_required')
    .map((c) => ({
      id: bankLoginNoticeId(c),
      type: 'alert',
      title: `${c.institution ?? 'Your bank'} wants you to sign in again`,
      message: 'Until then it does not sync. On the Debts screen, choose "Sign in again" under Connected accounts.',
    }));
}

/**
 * Adds those notices to the bell from the bank connections as the Debts screen last loaded them:
 * the bell never fetches them itself, so no page pays for a request it does not show.
 */
export function useBankLoginNotices(userId: number): void {
  const list = trpc.connections.list.useQuery(undefined, { enabled: false });
  const connections = list.data;
  useEffect(() => {
    if (connections) pushNotificationsOnce(userId, bankLoginNotifications(connections));
  }, [userId, connections]);
}
