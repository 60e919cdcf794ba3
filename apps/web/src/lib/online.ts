import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The query library assumes it is online until the browser fires 'offline', so a page opened
 * without a connection would try every read and show failures instead of the figures it has.
 * Called once before the first read: it starts from what the browser knows.
 */
export function startFromBrowserOnlineState(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') onlineManager.setOnline(navigator.onLine);
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** Whether the browser has a connection; the screen redraws when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
}
