// Push reminders in the service worker: each push shows a notification; a click opens the page it
// names in this app (never another site), in a window of the app if one is open.

interface PushMessage {
  title?: unknown;
  body?: unknown;
  tag?: unknown;
  url?: unknown;
}

interface PushEventLike {
  data: { json(): unknown; text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface ClickEventLike {
  notification: { data?: { url?: string }; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

interface WindowLike {
  url: string;
  focus(): Promise<WindowLike>;
  navigate(url: string): Promise<unknown>;
}

/** What of the worker's global scope these handlers use (typed here so the tests can stand in for it). */
export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
}

function readMessage(data: PushEventLike['data']): PushMessage {
  try {
    const message = data ? data.json() : {};
    return typeof message === 'object' && message !== null ? message : {};
  } catch {
    return { body: data ? data.text() : '' };
  }
}

export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const message = readMessage(event.data);
    const title = typeof message.title === 'string' ? message.title : 'Paydown';
    event.waitUntil(
      scope.registration.showNotification(title, {
        body: typeof message.body === 'string' ? message.body : '',
        tag: typeof message.tag === 'string' ? message.tag : undefined,
        icon: '/icons/icon-192.png',
        data: { url: typeof message.url === 'string' ? message.url : '/' },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    // Only a page of this app: a message can name a path, never another site.
    const origin = scope.location.origin;
    const target = new URL(event.notification.data?.url ?? '/', origin);
    const url = target.origin === origin ? target.href : `${origin}/`;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => new URL(w.url).origin === origin);
        if (open) return open.focus().then((w) => w.navigate(url));
        return scope.clients.openWindow(url);
      }),
    );
  });
}
