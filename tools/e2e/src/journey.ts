import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { confirmationLinkFor, type RunningApp } from './app-process.ts';
import { MOBILE } from './browser.ts';

/** Waits until the element is on screen (the app renders asynchronously). */
export async function visible(locator: Locator): Promise<void> {
  await expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
}

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, scope: Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The lazily loaded chart has drawn (Recharts' plot area). */
export const CHART_DRAWN = '.recharts-area-area';

export interface JourneyUser {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A journey's user: `<prefix><time stamp>` as username, and the same name at example.com as email. */
export function journeyUser(prefix: string, firstName: string, lastName: string, password = 'correct-horse-7'): JourneyUser {
  const stamp = Date.now().toString(36);
  return { username: `${prefix}${stamp}`, password, email: `${prefix}${stamp}@example.com`, firstName, lastName };
}

/** Fills in and sends the sign-up form; the app then opens the dashboard (email not yet confirmed). */
export async function signUp(page: Page, app: RunningApp, user: JourneyUser): Promise<void> {
  await page.goto(`${app.baseUrl}/auth?tab=signup`);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Password').fill(user.password);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('First Name').fill(user.firstName);
  await form.getByLabel('Last Name').fill(user.lastName);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${app.baseUrl}/`);
}

/** Opens the confirmation link the server logged for `email` (the local mailer) and waits for the trial notice. */
export async function confirmEmail(page: Page, app: RunningApp, email: string): Promise<void> {
  const link = confirmationLinkFor(app, email);
  expect(link).toMatch(/\/confirm-email\?token=/);
  await page.goto(link ?? '');
  await visible(page.getByText('Your 30-day free trial has started').first());
}

/** A new user's first minutes: the sign-up form, the confirmation link, back on the dashboard as verified. */
export async function signUpAndConfirm(page: Page, app: RunningApp, user: JourneyUser): Promise<void> {
  await signUp(page, app, user);
  await confirmEmail(page, app, user.email);
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await page.waitForURL(`${app.baseUrl}/`);
  await visible(page.getByText('Verified', { exact: true }));
}

/**
 * Collects the page's script errors and console errors, for a final "no errors" check. A 401 in
 * the console is expected: the app asks who is signed in before anyone is.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  return errors;
}

/** Asserts the page does not scroll sideways (nothing cut off at phone width). */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, message).toBeLessThanOrEqual(0);
}

/**
 * Runs `steps` on a new phone page (375 px unless `viewport` says otherwise), signed in as
 * `signedIn` when given (its cookies), and closes the phone's context whatever happens.
 * `timezoneId` as for the journey's desktop context.
 */
export async function onPhone(
  browser: Browser,
  options: { signedIn?: BrowserContext; timezoneId?: string; viewport?: { width: number; height: number } },
  steps: (phone: Page) => Promise<void>,
): Promise<void> {
  const storageState = options.signedIn ? await options.signedIn.storageState() : undefined;
  // No service worker, as in newDesktopPage: the phone's screens are what these steps look at.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: options.viewport ?? MOBILE,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(storageState ? { storageState } : {}),
  });
  try {
    await steps(await context.newPage());
  } finally {
    await context.close();
  }
}

export interface NewDebt {
  name: string;
  balance: string;
  apr: string;
  min: string;
  extra?: string;
  /** 'YYYY-MM-DD' */
  due: string;
}

/**
 * Adds a debt through the Debts page's 'Add Debt' dialog and waits until it has closed.
 * `beforeSave` runs on the filled-in dialog (e.g. a screenshot of the form).
 */
export async function addDebt(page: Page, debt: NewDebt, beforeSave?: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Add Debt' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Debt' });
  await visible(dialog);
  await dialog.getByLabel(/^Debt Name/).fill(debt.name);
  await dialog.getByLabel(/^Balance/).fill(debt.balance);
  await dialog.getByLabel(/^Interest Rate/).fill(debt.apr);
  await dialog.getByLabel(/^Minimum Payment/).fill(debt.min);
  if (debt.extra) await dialog.getByLabel(/^Extra Payment/).fill(debt.extra);
  await dialog.getByLabel(/^Due Date/).fill(debt.due);
  await beforeSave?.(dialog);
  await dialog.getByRole('button', { name: 'Add Debt' }).click();
  await visible(page.getByText('Debt added successfully'));
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

export interface NewIncome {
  source: string;
  amount: string;
  /** The Frequency option's label, e.g. 'Bi-weekly'. */
  frequency: string;
  /** 'YYYY-MM-DD' */
  payDate: string;
}

/**
 * Adds an income source through the Income page's 'Add Income' dialog and waits for the
 * confirmation. `beforeSave` runs on the filled-in dialog (e.g. checks of its computed fields).
 */
export async function addIncome(page: Page, income: NewIncome, beforeSave?: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Add Income' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Income' });
  await visible(dialog);
  await dialog.getByLabel(/^Income Source/).fill(income.source);
  await dialog.getByLabel(/^Amount/).fill(income.amount);
  await choose(page, dialog, /^Frequency/, income.frequency);
  await dialog.getByLabel(/^Pay Date/).fill(income.payDate);
  await beforeSave?.(dialog);
  await dialog.getByRole('button', { name: 'Add Income' }).click();
  await visible(page.getByText('Income source added successfully'));
}
