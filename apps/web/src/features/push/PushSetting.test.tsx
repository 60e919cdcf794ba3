import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { accountApi } from '../profile/test-fixtures.ts';
import { SERVICE_WORKER_URL } from '../../lib/service-worker.ts';

// The browser's push machinery, which talks to the push service across the network: its
// PushManager (with the service worker registration that carries it, and the permission prompt,
// neither of which happy-dom has). Everything of ours runs for real.
const PUBLIC_KEY = `BA${'x'.repeat(85)}`;
const keyBytes = () => Uint8Array.from(atob(PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));

class FakePushSubscription {
  readonly options: { applicationServerKey: ArrayBuffer; userVisibleOnly: boolean };
  constructor(
    readonly endpoint: string,
    key: Uint8Array,
    private readonly manager: FakePushManager,
  ) {
    this.options = { applicationServerKey: key.slice().buffer, userVisibleOnly: true };
  }
  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };
  }
  async unsubscribe() {
    this.manager.current = null;
    return true;
  }
}

class FakePushManager {
  current: FakePushSubscription | null = null;
  subscribed: { userVisibleOnly?: boolean; applicationServerKey: Uint8Array }[] = [];
  async getSubscription() {
    return this.current;
  }
  async subscribe(options: { userVisibleOnly?: boolean; applicationServerKey: Uint8Array }) {
    this.subscribed.push(options);
    this.current = new FakePushSubscription('https://push.example/send/device-1', options.applicationServerKey, this);
    return this.current;
  }
}

let manager: FakePushManager;
let registered: string[];
let permission: NotificationPermission;
let answer: NotificationPermission;

function installBrowser(initial: { permission?: NotificationPermission; subscribed?: boolean } = {}) {
  manager = new FakePushManager();
  registered = [];
  permission = initial.permission ?? 'default';
  answer = 'granted';
  if (initial.subscribed) {
    manager.current = new FakePushSubscription('https://push.example/send/device-1', keyBytes(), manager);
    registered.push(SERVICE_WORKER_URL);
  }
  const registration = { pushManager: manager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string) => {
        registered.push(url);
        return registration;
      },
      ready: Promise.resolve(registration),
      getRegistration: async () => (registered.length > 0 ? registration : undefined),
    },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: FakePushManager });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return permission;
      },
      requestPermission: async () => {
        permission = answer;
        return answer;
      },
    },
  });
}

beforeEach(() => installBrowser());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

function renderAccount(api: Handlers = {}) {
  return renderApp(<AppRoutes />, {
    route: '/profile?tab=account',
    api: accountApi({
      'push.publicKey': () => ok({ publicKey: PUBLIC_KEY }),
      'push.status': () => ok({ subscribed: true }),
      'push.subscribe': () => ok({ subscribed: true }),
      'push.unsubscribe': () => ok({ subscribed: false }),
      'push.sendTest': () => ok({ message: 'Test notification sent' }),
      ...api,
    }),
  });
}

const pushSwitch = async () => {
  const region = within(await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 }));
  return region.findByRole('switch', { name: /^Push notifications on this device/ }, { timeout: 10_000 });
};

describe('Push notifications on this device', () => {
  it('subscribes: asks permission, registers the service worker, subscribes with the server key and tells the API', async () => {
    const { user, api } = renderAccount();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Send a test notification' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('Push notifications on')).toBeInTheDocument();
    expect(permission).toBe('granted');
    expect(registered).toEqual([SERVICE_WORKER_URL]);
    expect(manager.subscribed).toHaveLength(1);
    expect(manager.subscribed[0]?.userVisibleOnly).toBe(true);
    expect(Array.from(manager.subscribed[0]?.applicationServerKey ?? [])).toEqual(Array.from(keyBytes()));
    expect(api.callsTo('push.subscribe')[0]?.input).toEqual({
      endpoint: 'https://push.example/send/device-1',
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    });
    expect(toggle).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    expect(api.callsTo('push.sendTest')[0]?.input).toEqual({ endpoint: 'https://push.example/send/device-1' });
  });

  it('shows a subscribed device as on and unsubscribes it at the API and in the browser', async () => {
    installBrowser({ permission: 'granted', subscribed: true });
    const { user, api } = renderAccount();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.callsTo('push.status')[0]?.input).toEqual({ endpoint: 'https://push.example/send/device-1' });

    await user.click(toggle);
    expect(await screen.findByText('Push notifications off')).toBeInTheDocument();
    expect(api.callsTo('push.unsubscribe')[0]?.input).toEqual({ endpoint: 'https://push.example/send/device-1' });
    expect(manager.current).toBeNull();
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Send a test notification' })).not.toBeInTheDocument();
  });

  it("shows off when this browser's subscription is not the signed-in user's (another account subscribed it)", async () => {
    installBrowser({ permission: 'granted', subscribed: true });
    renderAccount({ 'push.status': () => ok({ subscribed: false }) });
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
  });

  it('stays off and says why when notifications are not allowed at the prompt', async () => {
    const { user, api } = renderAccount();
    answer = 'denied';
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(/Allow notifications for Paydown when your browser asks/)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(manager.subscribed).toHaveLength(0);
    expect(api.callsTo('push.subscribe')).toHaveLength(0);
  });

  it('signing out turns push off on this device first, at the API and in the browser', async () => {
    installBrowser({ permission: 'granted', subscribed: true });
    const { user, api } = renderAccount({ 'auth.logout': () => ok({ message: 'Logged out' }) });
    await waitFor(async () => expect(await pushSwitch()).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(api.callsTo('auth.logout')).toHaveLength(1));
    expect(api.callsTo('push.unsubscribe')[0]?.input).toEqual({ endpoint: 'https://push.example/send/device-1' });
    expect(manager.current).toBeNull();
    const order = api.calls.map((c) => c.path).filter((p) => p === 'push.unsubscribe' || p === 'auth.logout');
    expect(order).toEqual(['push.unsubscribe', 'auth.logout']);
  });

  it('says that pushes wait for payment reminders to be on', async () => {
    renderAccount({ 'notifications.settings': () => ok({ paymentReminders: false, reminderDaysBefore: 3 as const, trialEmails: true }) });
    await pushSwitch();
    expect(await screen.findByText('Payment reminders are off: turn them on above to get them here too.')).toBeInTheDocument();
  });

  it('is off and disabled, with the reason, when notifications are blocked or the server has no key', async () => {
    installBrowser({ permission: 'denied' });
    const blocked = renderAccount();
    expect(await pushSwitch()).toBeDisabled();
    expect(screen.getByText(/Notifications are blocked for Paydown in this browser/)).toBeInTheDocument();
    blocked.unmount();

    installBrowser();
    renderAccount({ 'push.publicKey': () => ok({ publicKey: null }) });
    expect(await screen.findByText('Push notifications are not set up on this server.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await pushSwitch()).toBeDisabled();
  });
});
