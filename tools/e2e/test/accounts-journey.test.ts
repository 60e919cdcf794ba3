import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkFor } from '../src/app-process.ts';
import { DESKTOP, PHONE_390, shoot, shootAtBothWidths } from '../src/browser.ts';
import { isoDay } from '../src/dates.ts';
import { addDebt, confirmEmail, journeyUser, onPhone, signUp, visible } from '../src/journey.ts';
import { app, browser, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';
import { totpCode } from '../src/totp.ts';

startAppAndBrowser();
const downloads = mkdtempSync(join(tmpdir(), 'paydown-e2e-downloads-'));
afterAll(() => {
  rmSync(downloads, { recursive: true, force: true });
});

const user = journeyUser('journey', 'Jordan', 'Rivera');

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${app.baseUrl}/auth?tab=login`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs out with the Account tab's button and waits for the sign-in page. */
async function signOut(page: Page) {
  await page.goto(`${app.baseUrl}/profile?tab=account`);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await visible(page.getByText('Pay off debt faster and smarter'));
}

/** A second device: another browser, recognisable in the devices list. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('a new user, from sign-up to account deletion, in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newDesktopPage());
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
    // Each error is waited for: the typed fields show theirs as soon as the lazily loaded checks
    // arrive, the empty ones only once the submit has waited for them, a moment later on a busy machine.
    for (const error of [
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
      'Please enter a valid email address',
      'First name is required',
    ]) {
      await expect.poll(() => form.getByText(error).isVisible()).toBe(true);
    }
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

  it('changes the password in its dialog and signs in with the new one', async () => {
    await page.goto(`${app.baseUrl}/profile?tab=account`);
    await visible(page.getByText('Set when you signed up'));
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await visible(dialog);
    await expect.poll(() => dialog.getByLabel(/^Current password/).evaluate((el) => el === document.activeElement)).toBe(true);
    const newPassword = 'staple-battery-8';
    await dialog.getByLabel(/^Current password/).fill(user.password);
    await dialog.getByLabel(/^New password/).fill(newPassword);
    await dialog.getByLabel(/^Confirm new password/).fill(newPassword);
    await shootAtBothWidths(page, 'change-password-dialog');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await visible(page.getByText('Your other devices have been signed out.'));
    await visible(page.getByText('Last updated today'));
    user.password = newPassword;

    await signOut(page);
    await signIn(page, user.username, user.password);
    await page.waitForURL(`${app.baseUrl}/`);
    await visible(page.getByText(`Welcome, ${user.username}`));
  });

  it('resets a forgotten password through the emailed link and is signed in', async () => {
    await signOut(page);
    await page.goto(`${app.baseUrl}/auth?tab=login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('form', { name: 'Forgot password' });
    await visible(forgot);
    await forgot.getByLabel(/^Email/).fill(user.email);
    await shootAtBothWidths(page, 'forgot-password');
    await forgot.getByRole('button', { name: 'Email me a reset link' }).click();
    await visible(page.getByText('Check your email'));

    await expect.poll(() => resetLinkFor(app, user.email)).toMatch(/\/reset-password\?token=/);
    await page.goto(resetLinkFor(app, user.email) ?? '');
    const reset = page.getByRole('form', { name: 'Reset password' });
    await visible(reset);
    const newPassword = 'lantern-meadow-9';
    await reset.getByLabel(/^New password/).fill(newPassword);
    await reset.getByLabel(/^Confirm new password/).fill(newPassword);
    await shootAtBothWidths(page, 'reset-password');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await visible(page.getByText(`Welcome, ${user.username}`));
    user.password = newPassword;
  });

  it('signs out another device from "Where you’re signed in"', async () => {
    const other = await browser.newContext({ viewport: DESKTOP, userAgent: FIREFOX_ON_WINDOWS });
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, user.username, user.password);
      await otherPage.waitForURL(`${app.baseUrl}/`);

      await page.goto(`${app.baseUrl}/profile?tab=account`);
      const devices = page.getByRole('region', { name: "Where you're signed in" });
      const firefox = devices.getByRole('group', { name: 'Firefox on Windows' });
      await visible(firefox);
      expect(await devices.getByRole('group', { name: 'Chrome on Linux' }).getByText('This device').isVisible()).toBe(true);
      await shootAtBothWidths(page, 'devices-card', { show: devices });
      await firefox.getByRole('button', { name: 'Sign out' }).click();
      await visible(page.getByText('Signed out that device'));
      await expect.poll(() => firefox.isVisible()).toBe(false);

      await otherPage.reload();
      await visible(otherPage.getByText('Pay off debt faster and smarter'));
    } finally {
      await other.close();
    }
  });

  let secret = '';
  let recoveryCodes: string[] = [];

  it('turns on two-factor sign-in with the password and the code computed from the shown secret, then shows the recovery codes', async () => {
    await page.goto(`${app.baseUrl}/profile?tab=account`);
    await page.getByRole('button', { name: 'Enable 2FA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enable 2FA' });
    await visible(dialog.getByRole('img', { name: 'QR code for your authenticator app' }));
    secret = (await dialog.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await dialog.getByLabel(/^Password/).fill(user.password);
    await dialog.getByLabel(/^6-digit code/).fill(totpCode(secret, new Date()));
    await shootAtBothWidths(page, 'enable-2fa-dialog');
    await dialog.getByRole('button', { name: 'Turn on' }).click();

    const list = dialog.getByRole('list', { name: 'Recovery codes' });
    await visible(list);
    recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    // The toast would cover the dialog's title in the phone picture.
    await page.getByRole('button', { name: 'Close notification' }).click();
    await shootAtBothWidths(page, 'recovery-codes-dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('paydown-recovery-codes.txt');
    expect(readFileSync(await download.path(), 'utf8')).toContain(recoveryCodes.join('\n'));
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await visible(page.getByRole('button', { name: 'New recovery codes' }));
  });

  it('signs in with a code from the authenticator app, then with a recovery code', async () => {
    await signOut(page);
    await signIn(page, user.username, user.password);
    const step = page.getByRole('form', { name: 'Two-factor code' });
    await visible(step);
    await expect.poll(() => step.getByLabel(/^Authentication code/).evaluate((el) => el === document.activeElement)).toBe(true);
    await shootAtBothWidths(page, 'sign-in-code-step');
    // A code is accepted once: turning 2FA on used this 30-second step's, so sign in with the next
    // step's (within the server's ±1 step tolerance) rather than wait for the clock.
    await step.getByLabel(/^Authentication code/).fill(totpCode(secret, new Date(Date.now() + 30_000)));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await visible(page.getByText(`Welcome, ${user.username}`));

    await signOut(page);
    await signIn(page, user.username, user.password);
    await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await step.getByLabel(/^Recovery code/).fill(recoveryCodes[0] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await visible(page.getByText(`Welcome, ${user.username}`));
  });

  it('downloads the debts as CSV, deletes one, and imports it back from that file', async () => {
    await page.goto(`${app.baseUrl}/debts`);
    await addDebt(page, { name: 'Harbor Visa', balance: '2450.75', apr: '19.99', min: '75', due: isoDay(12) });

    await page.goto(`${app.baseUrl}/profile`);
    const card = page.getByRole('region', { name: 'Download your data' });
    await visible(card);
    await shootAtBothWidths(page, 'download-data-card', { show: card });
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Debts (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^paydown-debts-\d{4}-\d{2}-\d{2}\.csv$/);
    // Under its own name, as a user's downloads folder has it (the dialog shows the file's name).
    const csv = join(downloads, download.suggestedFilename());
    await download.saveAs(csv);
    expect(readFileSync(csv, 'utf8')).toContain('Harbor Visa');

    await page.goto(`${app.baseUrl}/debts`);
    const debtCard = page.getByRole('article', { name: 'Harbor Visa' });
    await visible(debtCard);
    await page.getByRole('button', { name: 'Delete Harbor Visa' }).click();
    await page.getByRole('dialog', { name: 'Delete Debt' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Debt deleted successfully'));
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect.poll(() => debtCard.count()).toBe(0);

    await page.getByRole('button', { name: 'Import from CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Choose a CSV file' }).click(),
    ]);
    await chooser.setFiles(csv);
    const preview = dialog.getByRole('table', { name: 'Import preview' });
    await visible(preview);
    const row = preview.getByRole('row', { name: /Harbor Visa/ });
    expect(await row.innerText()).toMatch(/Valid[\s\S]*\$2,450\.75/i);
    expect(await dialog.getByText(/^paydown-debts-/).isVisible()).toBe(true);
    await shootAtBothWidths(page, 'import-preview-dialog', {
      // The row's verdict is on screen without scrolling the table sideways.
      atPhoneWidth: async () => expect((await row.getByText('Valid').boundingBox())?.x).toBeLessThan(PHONE_390.width - 40),
    });
    await dialog.getByRole('button', { name: 'Import 1 debt' }).click();
    await visible(page.getByText('Imported 1 debt'));
    await visible(debtCard);
    expect(await debtCard.innerText()).toContain('$2,450.75');
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
