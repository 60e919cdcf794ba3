import { describe, expect, it } from 'vitest';
import { registerPushHandlers, type PushWorkerScope } from '../../../sw/push.ts';

// The service worker's push handlers, with the worker's globals (its registration, its clients)
// standing in for the browser's.
const ORIGIN = 'https://app.example';

interface Shown {
  title: string;
  options: { body: string; tag?: string; data: { url: string } };
}

function startWorker(openWindows: { url: string }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const windows = openWindows.map((w) => ({
    url: w.url,
    focus: async function focus(this: unknown) {
      return this;
    },
    navigate: async (url: string) => {
      navigated.push(url);
    },
  }));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Shown['options']) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  registerPushHandlers(self as unknown as PushWorkerScope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { listeners, shown, opened, navigated, dispatch };
}

const pushEvent = (message: unknown) => ({ data: { json: () => message, text: () => JSON.stringify(message) } });
const clickEvent = (url: string | undefined) => ({ notification: { data: { url }, close: () => undefined } });

describe("the service worker's push reminders", () => {
  it('listens to push and notification clicks', () => {
    expect([...startWorker().listeners.keys()].sort()).toEqual(['notificationclick', 'push']);
  });

  it('shows the pushed reminder with its title, text and tag', async () => {
    const worker = startWorker();
    await worker.dispatch(
      'push',
      pushEvent({ title: 'Payment reminder: Chase $105.00 on Dec 6', body: 'Chase: $105.00, due Dec 6', url: '/debts', tag: 'r-1' }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Payment reminder: Chase $105.00 on Dec 6',
        options: { body: 'Chase: $105.00, due Dec 6', tag: 'r-1', icon: '/icons/icon-192.png', data: { url: '/debts' } },
      },
    ]);
  });

  it('opens the page the notification names, in an open window of the app if there is one', async () => {
    const closed = startWorker();
    await closed.dispatch('notificationclick', clickEvent('/debts'));
    expect(closed.opened).toEqual([`${ORIGIN}/debts`]);

    const open = startWorker([{ url: `${ORIGIN}/dashboard` }]);
    await open.dispatch('notificationclick', clickEvent('/debts'));
    expect(open.navigated).toEqual([`${ORIGIN}/debts`]);
    expect(open.opened).toEqual([]);
  });

  it('never opens another site, whatever the message says', async () => {
    const worker = startWorker();
    await worker.dispatch('notificationclick', clickEvent('https://evil.example/phish'));
    expect(worker.opened).toEqual([`${ORIGIN}/`]);
  });
});
