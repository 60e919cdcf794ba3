import { certificateFile, startFakePushService, type FakeDevice, type FakePushService } from '@paydown/fake-push-service';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortDate } from '../src/dates.ts';
import { addDebt, journeyUser, signUp, visible } from '../src/journey.ts';
import { app, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';

// A push reminder from the daily job to a notification in Chromium, against the real server.
//
// Why the test registers the subscription itself: a browser's PushManager.subscribe asks the
// browser maker's push service for an endpoint, and this machine reaches no such service, so
// Chromium cannot subscribe here. The journey lets the page set push up as a user would (the switch
// in Profile → Account → Notifications registers the app's service worker), then gives the server a
// subscription at a local fake push service through the same API the page sends the browser's to.
//
// What is still real: the server's job (`payment:reminders`, run as cron would) picks the reminder,
// signs the request with its VAPID key and encrypts the message with the web-push library; the
// fake service checks the signature and decrypts the message with the device's private key, as a
// browser does; then the decrypted message is handed to the app's own service worker through the
// DevTools protocol (what a push service's delivery would do), and the worker shows the notification.
// The worker is found as the page finds it (navigator.serviceWorker.ready), not by its file name.
//
// Not covered: clicking the notification. The worker's click handler opens or focuses a window,
// which a browser allows only for a real click on a shown notification; headless Chromium has no way
// to click one, and a click event made up by a script may not open windows.
//
// The browser runs in UTC: the reminder job counts UTC days.

const timezoneId = 'UTC';
/** Today (UTC) + n days as 'YYYY-MM-DD'. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const user = journeyUser('pusher', 'Robin', 'Ames');
/** Due in 3 days: the default reminder (3 days before a due date) is today. */
const due = day(3);

// NODE_EXTRA_CA_CERTS: the server trusts the fake push service's self-signed certificate, as it
// trusts a real push service's. The reminder job only when the journey runs it (as with cron).
startAppAndBrowser({ NODE_EXTRA_CA_CERTS: certificateFile, PAYMENT_REMINDER_INTERVAL_MINUTES: '0' });

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url?: string } | null;
}

describe('push reminders in Chromium, through a local push service', () => {
  let service: FakePushService;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let device: FakeDevice;
  const registrations = new Map<string, string>();

  beforeAll(async () => {
    service = await startFakePushService();
    ({ context, page } = await newDesktopPage({ timezoneId, serviceWorkers: 'allow' }));
    await context.grantPermissions(['notifications'], { origin: app.baseUrl });
    cdp = await context.newCDPSession(page);
    // The DevTools protocol names service worker registrations by id; delivering a push needs it.
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) {
        if (r.isDeleted) registrations.delete(r.scopeURL);
        else registrations.set(r.scopeURL, r.registrationId);
      }
    });
    await cdp.send('ServiceWorker.enable');
  });
  afterAll(async () => {
    await context.close();
    await service.close();
  });

  /** The app's active service worker as the page sees it, and the notifications it shows. */
  const workerScope = () => page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const notifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n): ShownNotification => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as ShownNotification['data'],
      })),
    );

  it('signs up with a card due in three days and turns push on: the page registers its service worker', async () => {
    await signUp(page, app, user);
    await page.goto(`${app.baseUrl}/debts`);
    await addDebt(page, { name: 'Chase Freedom', balance: '2400', apr: '21.99', min: '105', due });

    await page.goto(`${app.baseUrl}/profile?tab=account`);
    const push = page.getByRole('switch', { name: 'Push notifications on this device' });
    await visible(push);
    await expect.poll(() => push.isEnabled()).toBe(true);
    await push.click();
    // The worker is registered and active even though subscribing at the browser's own push service
    // cannot succeed on this machine (see the top of this file).
    const scope = await workerScope();
    expect(scope).toBe(`${app.baseUrl}/`);
    await expect.poll(() => registrations.has(scope)).toBe(true);
  });

  it('gives the server a subscription at the local push service, through the API the page uses', async () => {
    device = service.device();
    const answer = await page.evaluate(async (subscription) => {
      const res = await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    }, device.subscription);
    expect(answer).toEqual({ status: 200, body: { subscribed: true } });
  });

  it("runs the day's reminder job as cron would: one push, signed and encrypted, names the payment", async () => {
    const printed = await app.runCommand('src/cli/payment-reminders.ts');
    expect(printed).toContain('Payment reminders pushed: 1');
    expect(service.refused).toEqual([]);
    expect(service.delivered).toHaveLength(1);
    const [push] = service.delivered;
    expect(push?.deviceId).toBe(device.id);
    expect(push?.jwt.aud).toBe(service.origin);
    const message = JSON.parse(push?.payload ?? '{}') as { title: string; body: string; url: string; tag: string };
    expect(message.title).toBe(`Payment reminder: Chase Freedom $105.00 on ${shortDate(due)}`);
    expect(message.body).toContain('Chase Freedom');
    expect(message.url).toBe('/debts');
  });

  it("the app's service worker shows the delivered message as a notification", async () => {
    const scope = await workerScope();
    const registrationId = registrations.get(scope);
    expect(registrationId).toBeDefined();
    expect(await notifications()).toEqual([]);
    // What the browser does when its push service delivers: the decrypted message goes to the worker.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: app.baseUrl,
      registrationId: registrationId ?? '',
      data: service.delivered[0]?.payload ?? '',
    });
    // A worker woken by the delivery may take a while to start on a busy machine.
    await expect.poll(notifications, { timeout: 30_000 }).toHaveLength(1);
    const [shown] = await notifications();
    const message = JSON.parse(service.delivered[0]?.payload ?? '{}') as { title: string; body: string; tag: string };
    expect(shown).toEqual({
      title: message.title,
      body: message.body,
      tag: message.tag,
      data: { url: '/debts' },
    });
  });

  it('sends no second push when the job runs again the same day', async () => {
    const printed = await app.runCommand('src/cli/payment-reminders.ts');
    expect(printed).toContain('Payment reminders pushed: 0');
    expect(service.delivered).toHaveLength(1);
    expect(service.refused).toEqual([]);
  });
});
