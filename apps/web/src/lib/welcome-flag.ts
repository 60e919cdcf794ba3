import { useSyncExternalStore } from 'react';
import { safeStorage } from './storage.ts';

/** The local flag that hides the welcome notice once it was read or dismissed; logout and account deletion clear it. */
export const WELCOME_NOTICE_KEY = 'paydown:welcome-notice-read';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function isWelcomeNoticeRead(): boolean {
  return safeStorage.get(WELCOME_NOTICE_KEY) === 'true';
}

export function markWelcomeNoticeRead(): void {
  safeStorage.set(WELCOME_NOTICE_KEY, 'true');
  emit();
}

/** Logout and account deletion clear the flag, so the next sign-in shows the notice again. */
export function clearWelcomeNoticeFlag(): void {
  safeStorage.remove(WELCOME_NOTICE_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WELCOME_NOTICE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useWelcomeNoticeRead(): [read: boolean, markRead: () => void] {
  const read = useSyncExternalStore(subscribe, isWelcomeNoticeRead, () => false);
  return [read, markWelcomeNoticeRead];
}
