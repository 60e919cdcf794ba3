import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  dismissNotification,
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  seedNotifications,
  subscribeNotifications,
  type AppNotification,
  type SeedUser,
} from './store.ts';

export interface UseNotifications {
  items: AppNotification[];
  unreadCount: number;
  markRead: (id: string) => void;
  markAllRead: () => void;
  dismiss: (id: string) => void;
}

/** The signed-in user's notifications, kept in localStorage per user. */
export function useNotifications(user: SeedUser): UseNotifications {
  const { id: userId, emailConfirmed } = user;

  useEffect(() => {
    seedNotifications({ id: userId, emailConfirmed });
  }, [userId, emailConfirmed]);

  const subscribe = useCallback((listener: () => void) => subscribeNotifications(userId, listener), [userId]);
  const items = useSyncExternalStore(
    subscribe,
    () => getNotifications(userId),
    () => [],
  );
  const unreadCount = useMemo(() => items.filter((n) => !n.read).length, [items]);

  return {
    items,
    unreadCount,
    markRead: useCallback((id: string) => markNotificationRead(userId, id), [userId]),
    markAllRead: useCallback(() => markAllNotificationsRead(userId), [userId]),
    dismiss: useCallback((id: string) => dismissNotification(userId, id), [userId]),
  };
}
