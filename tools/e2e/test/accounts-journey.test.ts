import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../src/app-process.ts';
import { DESKTOP, launchBrowser, shoot } from '../src/browser.ts';
import { confirmEmail, journeyUser, onPhone, signUp } from '../src/journey.ts';

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const user = journeyUser('journey', 'Jordan', 'Rivera');

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${app.baseUrl}/auth?tab=login`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

describe('a new user, from sign-up to account deletion, in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  it('shows the auth page to a visitor, whatever the path', async () => {
    await page.goto(`${app.baseUrl}/debts`);
    await expect.poll(() => page.getByText('Pay off debt faster and smarter').isVisible()).toBe(true);
    expect(await page.getByText('FREE 30-DAY TRIAL - NO CREDIT CARD REQUIRED').isVisible()).toBe(true);
    await shoot(page, 'auth-desktop');
  });

  it('shows each sign-up field’s own error under it', async () => {
    await page.goto(`${app.baseUrl}/auth?tab=signup`);
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Password').fill('123');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => form.getByText('Username must be at least 3 characters').isVisible()).toBe(true);
    expect(await form.getByText('Password must be at least 6 characters').isVisible()).toBe(true);
    expect(await form.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(await form.getByText('First name is required').isVisible()).toBe(true);
    await shoot(page, 'auth-signup-errors');
  });

  it('signs up and lands on the dashboard with a pending verification card', async () => {
    await signUp(page, app, user);
    await expect.poll(() => page.getByText(`Welcome, ${user.username}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Resend Email' }).isVisible()).toBe(true);
    // The resend cooldown counts down as m:ss.
    await expect.poll(async () => /\b0:[0-5]\d\b/.test(await page.locator('body').innerText())).toBe(true);
    await shoot(page, 'dashboard-pending-desktop');
  });

  it('confirms the email through the emailed link and starts the trial', async () => {
    await confirmEmail(page, app, user.email);
    await shoot(page, 'confirm-email-success');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await expect.poll(() => page.getByText('Verified', { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'dashboard-verified-desktop');
  });

  it('edits the profile', async () => {
    await page.goto(`${app.baseUrl}/profile`);
    await expect.poll(() => page.getByText('Username cannot be changed').isVisible()).toBe(true);
    await page.getByLabel('First Name').fill('Jordy');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect.poll(() => page.getByText('Profile updated').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Jordy');
    await shoot(page, 'profile-desktop');
  });

  it('signs out from the Account tab and back in', async () => {
    await page.goto(`${app.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Account' }).click();
    await shoot(page, 'profile-account-desktop');
    // exact: the devices card has 'Sign out' buttons of its own (one per session).
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect.poll(() => page.getByText('Pay off debt faster and smarter').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth');

    await signIn(page, user.username, user.password);
    await page.waitForURL(`${app.baseUrl}/`);
    await expect.poll(() => page.getByText(`Welcome, ${user.username}`).isVisible()).toBe(true);
  });

  it('shows the six-entry bottom bar (Plan after Dashboard) and hides the top navigation at phone width', async () => {
    await onPhone(browser, { signedIn: context }, async (mobile) => {
      await mobile.goto(`${app.baseUrl}/`);
      const bottom = mobile.getByRole('navigation', { name: 'Bottom navigation' });
      await expect.poll(() => bottom.isVisible()).toBe(true);
      expect(await bottom.getByRole('link').count()).toBe(6);
      expect(await mobile.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
      await shoot(mobile, 'dashboard-mobile');
      await mobile.goto(`${app.baseUrl}/profile`);
      await expect.poll(() => mobile.getByText('Username cannot be changed').isVisible()).toBe(true);
      await shoot(mobile, 'profile-mobile');
      await mobile.goto(`${app.baseUrl}/no-such-page`);
      await expect.poll(() => mobile.getByText('Page Not Found').isVisible()).toBe(true);
      await shoot(mobile, 'not-found-mobile');
    });
  });

  it('deletes the account; the same credentials no longer sign in', async () => {
    await page.goto(`${app.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account Permanently' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await shoot(page, 'delete-account-dialog');
    await dialog.getByRole('button', { name: 'Yes, Delete Account' }).click();
    await expect.poll(() => page.getByText('Pay off debt faster and smarter').isVisible()).toBe(true);

    await signIn(page, user.username, user.password);
    await expect.poll(() => page.getByText('Invalid username or password').first().isVisible()).toBe(true);
    await shoot(page, 'auth-login-failed');
  });
});
