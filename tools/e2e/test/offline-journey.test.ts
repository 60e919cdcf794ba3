import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE_390, shoot } from '../src/browser.ts';
import { isoDay } from '../src/dates.ts';
import { app, browser, startAppAndBrowser } from '../src/journey-setup.ts';
import { addDebt, collectPageErrors, journeyUser, signUp, visible } from '../src/journey.ts';

startAppAndBrowser();

const first = journeyUser('offline', 'Olive', 'Mendes');
const second = journeyUser('second', 'Sam', 'Lee');
const DEBT = { name: 'Olive Visa', balance: '4321', apr: '19.99', min: '85', due: isoDay(12) };
const OFFLINE_PREFIX = 'paydown.offline.';

/** What this browser keeps for the app: the offline snapshots' keys and texts, and every cached URL. */
function storedByApp(page: Page) {
  return page.evaluate(async (prefix) => {
    const snapshots = Object.keys(localStorage)
      .filter((key) => key.startsWith(prefix))
      .map((key) => ({ key, text: localStorage.getItem(key) ?? '' }));
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) cached.push(`${name} ${new URL(request.url).pathname}`);
    }
    const databases = (await indexedDB.databases()).map((db) => db.name ?? '');
    return { snapshots, cached, databases };
  }, OFFLINE_PREFIX);
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('the app offline, in Chromium at 390 px', () => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: PHONE_390 });
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('installs: the worker activates, keeps the build’s files and controls the page', async () => {
    await signUp(page, app, first);
    await page.goto(`${app.baseUrl}/debts`);
    await addDebt(page, DEBT);
    await page.goto(`${app.baseUrl}/`);
    await visible(page.getByText('$4,321').first());
    await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
    const { cached, snapshots } = await storedByApp(page);
    expect(cached.some((entry) => entry.endsWith('/index.html'))).toBe(true);
    expect(cached.some((entry) => /\/assets\/DashboardPage-.*\.js$/.test(entry))).toBe(true);
    // The worker keeps the app's files only, never an answer of the API.
    expect(cached.filter((entry) => /\/(trpc|api)\//.test(entry))).toEqual([]);
    await expect.poll(async () => (await storedByApp(page)).snapshots.length).toBe(1);
    expect(snapshots.length).toBeLessThanOrEqual(1);
  });

  it('offline, a reload opens the kept page: the Dashboard with the banner and the figures seen before', async () => {
    await context.setOffline(true);
    const response = await page.reload();
    // The kept page, not the server's (the server names the screen's scripts in a Link header).
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers().link).toBeUndefined();
    await visible(page.getByText(/^Offline — figures from \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s(AM|PM)$/));
    await visible(page.getByText('$4,321').first());
    await shoot(page, 'offline-dashboard-390');
  });

  it('offline, a write is refused with the offline message and changes nothing', async () => {
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Debts' }).click();
    await visible(page.getByRole('article', { name: DEBT.name }));
    await page.getByRole('button', { name: 'Add Debt' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Debt' });
    await visible(dialog);
    await dialog.getByLabel(/^Debt Name/).fill('Never saved');
    await dialog.getByLabel(/^Balance/).fill('100');
    await dialog.getByLabel(/^Interest Rate/).fill('10');
    await dialog.getByLabel(/^Minimum Payment/).fill('10');
    await dialog.getByLabel(/^Due Date/).fill(isoDay(20));
    await dialog.getByRole('button', { name: 'Add Debt' }).click();
    await visible(page.getByText('You are offline'));
    await visible(page.getByText('Changes cannot be saved while offline. Reconnect and try again.').last());
    // The dialog stays open with what was typed, for when the connection returns.
    expect(await dialog.getByLabel(/^Debt Name/).inputValue()).toBe('Never saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await context.setOffline(false);
    await expect.poll(() => page.getByText(/^Offline — figures from/).isVisible()).toBe(false);
    await page.goto(`${app.baseUrl}/debts`);
    await visible(page.getByRole('article', { name: DEBT.name }));
    expect(await page.getByText('Never saved').count()).toBe(0);
  });

  it('after sign-out the browser holds nothing of the user, online or offline', async () => {
    await page.goto(`${app.baseUrl}/profile?tab=account`);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await visible(page.getByText('Pay off debt faster and smarter'));
    const stored = await storedByApp(page);
    expect(stored.snapshots).toEqual([]);
    expect(stored.cached.filter((entry) => /\/(trpc|api)\//.test(entry))).toEqual([]);
    expect(stored.databases).toEqual([]);

    // Offline with nothing kept: the page says it opens when the connection returns, and does.
    await context.setOffline(true);
    await page.reload();
    await visible(page.getByText('You are offline. Paydown opens when the connection returns.'));
    expect(await page.getByText(DEBT.name).count()).toBe(0);
    expect(await page.getByText('$4,321').count()).toBe(0);
    await context.setOffline(false);
    await visible(page.getByText('Pay off debt faster and smarter'));
  });

  it('another user signed in on this browser sees none of the first user’s figures, online or offline', async () => {
    await signUp(page, app, second);
    await visible(page.getByText(`Welcome, ${second.username}`));
    expect(await page.getByText('$4,321').count()).toBe(0);
    await expect.poll(async () => (await storedByApp(page)).snapshots.length).toBe(1);
    const [snapshot] = (await storedByApp(page)).snapshots;
    expect(snapshot?.text).toContain(second.username);
    expect(snapshot?.text).not.toContain(first.username);
    expect(snapshot?.text).not.toContain(DEBT.name);

    await context.setOffline(true);
    await page.reload();
    await visible(page.getByText(/^Offline — figures from/));
    await visible(page.getByText(`Welcome, ${second.username}`));
    expect(await page.getByText('$4,321').count()).toBe(0);
    await context.setOffline(false);
  });

  it('a new version deployed: the prompt says so, and Reload runs the new version', async () => {
    const workerFile = join(inject('webDistDir'), 'sw.js');
    const original = readFileSync(workerFile, 'utf8');
    try {
      await page.goto(`${app.baseUrl}/`);
      await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
      expect(await page.getByText('A new version of Paydown is ready').count()).toBe(0);
      // A new deployment: the worker's bytes change. The browser finds it when it checks for updates.
      appendFileSync(workerFile, '\n// a new version\n');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await visible(page.getByText('A new version of Paydown is ready'));
      await shoot(page, 'update-prompt-390', { fullPage: false });
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
      await visible(page.getByText(`Welcome, ${second.username}`));
      // The new version is the one running: nothing waits any more, and the prompt is gone.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(await controlled(page)).toBe(true);
      expect(await page.getByText('A new version of Paydown is ready').count()).toBe(0);
    } finally {
      writeFileSync(workerFile, original);
    }
  });

  it('a session that ends elsewhere (the API answers 401) takes the kept figures with it', async () => {
    await page.goto(`${app.baseUrl}/`);
    await visible(page.getByText(`Welcome, ${second.username}`));
    await expect.poll(async () => (await storedByApp(page)).snapshots.length).toBe(1);
    // Signed out without this page knowing: the session cookie is gone (expired, revoked).
    await context.clearCookies();
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Debts' }).click();
    await visible(page.getByText('Pay off debt faster and smarter'));
    expect((await storedByApp(page)).snapshots).toEqual([]);
  });

  it('ran without a script error or a refused script (the worker and its files pass the security policy)', () => {
    // Offline, the browser reports the reads it could not send; those are expected.
    expect(pageErrors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
