import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { confirmationLinkFor, type RunningApp } from './app-process.ts';

/** Waits until the element is on screen (the app renders asynchronously). */
export async function visible(locator: Locator): Promise<void> {
  await expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
}

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, scope: Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface JourneyUser {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A new user's first minutes: the sign-up form, then the confirmation link the server logged. */
export async function signUpAndConfirm(page: Page, app: RunningApp, user: JourneyUser): Promise<void> {
  await page.goto(`${app.baseUrl}/auth?tab=signup`);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Password').fill(user.password);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('First Name').fill(user.firstName);
  await form.getByLabel('Last Name').fill(user.lastName);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${app.baseUrl}/`);

  const link = confirmationLinkFor(app, user.email);
  expect(link).toMatch(/\/confirm-email\?token=/);
  await page.goto(link ?? '');
  await visible(page.getByText('Your 30-day free trial has started').first());
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await page.waitForURL(`${app.baseUrl}/`);
  await visible(page.getByText('Verified', { exact: true }));
}
