import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE_390, shoot } from '../src/browser.ts';
import { isoDay, timezoneId } from '../src/dates.ts';
import { addDebt, addIncome, journeyUser, signUpAndConfirm, visible } from '../src/journey.ts';
import { app, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';

// What to pay this payday, in a real browser against the real server: a household whose payments
// exceed its income (so every dashboard banner shows), the dashboard's first screen at 1280 × 860
// and on a 390 px phone with the debt-free date and This payday in it, one payment logged from the
// list, an extra per month typed on the Plan and the screen left at once (the amount is kept),
// nothing cut off at 390 px, and the same debt-free date and total debt on every screen.

startAppAndBrowser();

const user = journeyUser('payday', 'Jo', 'Lane');
/** Where this journey's pictures go as well, to be looked at. */
const SHOTS = process.env.PAYDAY_SHOTS_DIR;

const HOUSEHOLD = [
  { name: 'Chase Sapphire', balance: '5400', apr: '24.99', min: '160', due: isoDay(9) },
  { name: 'Honda Car Loan', balance: '14800', apr: '6.9', min: '380', due: isoDay(13) },
  { name: 'Home Mortgage', balance: '280000', apr: '6.5', min: '1850', due: isoDay(20) },
];

/** '$1,234.56' → 1234.56 */
const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/** A picture for the journey's artifacts, and a copy where PAYDAY_SHOTS_DIR says. */
async function picture(page: Page, name: string): Promise<void> {
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  }
  await shoot(page, name, { fullPage: false });
}

/**
 * Buttons, badges and toasts whose content is wider than their box (cut off), by text. A 1 px box
 * is screen-reader text, clipped on purpose.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, a.mantine-Button-root, .mantine-Badge-root, .mantine-Notification-root'))
      .filter((box) =>
        [box, ...Array.from(box.querySelectorAll('*'))].some(
          (el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
        ),
      )
      .map((box) => (box.textContent ?? '').trim() || box.getAttribute('aria-label') || box.className),
  );
}

/** The top and bottom of an element on the page (not the screen), in px. */
async function pageBox(locator: Locator): Promise<{ top: number; bottom: number }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
  });
}

describe('this payday journey in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ context, page, pageErrors } = await newDesktopPage({ timezoneId }));
  });
  afterAll(async () => {
    await context.close();
  });

  // Each step starts at desktop width, whatever a failed step before it left.
  beforeEach(async () => {
    await page.setViewportSize(DESKTOP);
  });

  const payday = () => page.getByRole('region', { name: 'This payday' });
  const debtFree = () => page.getByRole('region', { name: 'Debt-free date' });

  it('adds a card, a car loan and a mortgage, and a paycheck that does not cover them', async () => {
    await signUpAndConfirm(page, app, user);
    await page.goto(`${app.baseUrl}/debts`);
    await visible(page.getByText('No debts', { exact: true }));
    for (const debt of HOUSEHOLD) await addDebt(page, debt);
    await page.goto(`${app.baseUrl}/income`);
    await addIncome(page, { source: 'Acme Payroll', amount: '900', frequency: 'Bi-weekly', payDate: isoDay(3) });
  });

  it('opens the dashboard on the plan: the debt-free date and This payday on the first screen, banners and all', async () => {
    await page.goto(`${app.baseUrl}/`);
    await visible(page.getByTestId('dashboard-debt-free-date'));
    await visible(payday().getByRole('group').first());
    // Every banner this account has: the email line, the welcome note, the cash-flow alert (and the trial's when it shows).
    await visible(page.getByRole('region', { name: 'Welcome to Paydown' }));
    await visible(page.getByRole('alert').filter({ hasText: 'Insufficient Cash Flow' }));
    expect(await debtFree().innerText()).toContain('Home Mortgage not included');
    await picture(page, 'payday-dashboard-desktop');
    // No scrolling for the debt-free date at 1280 × 860, and This payday begins on the same screen.
    expect((await pageBox(debtFree())).bottom).toBeLessThanOrEqual(DESKTOP.height);
    expect((await pageBox(payday())).top).toBeLessThan(DESKTOP.height - 60);

    await page.setViewportSize(PHONE_390);
    await visible(page.getByTestId('dashboard-debt-free-date'));
    await picture(page, 'payday-dashboard-390');
    // On a phone, within the first two screens.
    expect((await pageBox(debtFree())).bottom).toBeLessThanOrEqual(2 * PHONE_390.height);
    expect((await pageBox(payday())).top).toBeLessThan(2 * PHONE_390.height - 40);
    await payday().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await picture(page, 'payday-dashboard-390-second-screen');
    expect(await overflowing(page), 'dashboard at 390 px').toEqual([]);
    await page.setViewportSize(DESKTOP);
  });

  it('reads the payday list and logs one payment from it, with an Undo that fits a phone', async () => {
    const groups = await payday().getByRole('group').all();
    expect(groups.length).toBeGreaterThan(0);
    const labels = await Promise.all(groups.map((g) => g.getAttribute('aria-label')));
    expect(labels.every((l) => l === 'Before your next paycheck' || /^From your [A-Z][a-z]{2} \d{1,2} paycheck$/.test(l ?? ''))).toBe(true);
    const row = payday().getByRole('listitem', { name: 'Chase Sapphire' }).first();
    await visible(row);
    // The row's amount: the last figure in it (a saving, "saves $0.66 by paying then", comes before).
    const amount = (await row.innerText()).match(/\$[\d,]+\.\d{2}/g)?.at(-1);
    expect(amount).toBeDefined();

    await page.setViewportSize(PHONE_390);
    await row.getByRole('button', { name: 'Log payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a payment' });
    await visible(dialog);
    // The plan's amount is what the dialog offers.
    expect(dollars(await dialog.getByLabel(/^Amount/).inputValue())).toBe(dollars(amount ?? ''));
    await dialog.getByRole('button', { name: 'Log payment' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Payment logged' });
    await visible(toast);
    await visible(toast.getByRole('button', { name: 'Undo' }));
    expect(await overflowing(page), 'the payment toast at 390 px').toEqual([]);
    // The toast sits above the bottom bar, not over it.
    const bar = await page.getByRole('navigation', { name: 'Bottom navigation' }).boundingBox();
    const box = await toast.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await picture(page, 'payday-logged-toast-390');
    await page.setViewportSize(DESKTOP);
    const chase = (await page.goto(`${app.baseUrl}/debts`), page.getByRole('article', { name: 'Chase Sapphire' }));
    await visible(chase);
    expect(await chase.innerText()).toContain(`$${(5400 - dollars(amount ?? '')).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('keeps an extra per month typed on the Plan when the screen is left at once', async () => {
    await page.goto(`${app.baseUrl}/plan`);
    const extra = page.getByRole('textbox', { name: 'Extra per month amount' });
    await visible(extra);
    await extra.fill('275');
    // Straight away, before the slider's pause: another screen.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await visible(page.getByTestId('dashboard-debt-free-date'));
    await page.goto(`${app.baseUrl}/plan`);
    await visible(extra);
    await expect.poll(() => extra.inputValue()).toMatch(/^\$?275(\.00)?$/);
  });

  it("places a phone's toast clear of the screen's own actions (Add Debt)", async () => {
    await page.setViewportSize(PHONE_390);
    await page.goto(`${app.baseUrl}/debts`);
    const honda = page.getByRole('article', { name: 'Honda Car Loan' });
    await visible(honda);
    await honda.getByRole('button', { name: 'Log a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a payment' });
    await visible(dialog);
    await dialog.getByLabel(/^Amount/).fill('50');
    await dialog.getByRole('button', { name: 'Log payment' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Payment logged' });
    await visible(toast);
    await page.evaluate(() => window.scrollTo(0, 0));
    const add = await page.getByRole('button', { name: 'Add Debt' }).first().boundingBox();
    const box = await toast.boundingBox();
    expect(add && box).toBeTruthy();
    // The toast is wholly below the button (no overlap).
    expect(box!.y).toBeGreaterThanOrEqual(add!.y + add!.height);
    await picture(page, 'payday-debts-toast-390');
  });

  it('shows nothing cut off at 390 px on Debts, Plan and Insights', async () => {
    await page.setViewportSize(PHONE_390);
    for (const [path, ready] of [
      ['/debts', page.getByRole('article', { name: 'Chase Sapphire' })],
      ['/plan', page.getByRole('group', { name: 'Strategies' })],
      ['/insights', page.getByRole('region', { name: 'Debt Priority Ranking' })],
    ] as const) {
      await page.goto(`${app.baseUrl}${path}`);
      await visible(ready);
      expect(await overflowing(page), `${path} at 390 px`).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
      await picture(page, `payday${path.replace('/', '-')}-390`);
    }
    await page.setViewportSize(DESKTOP);
  });

  it('shows the same debt-free date and total debt on Dashboard, Plan, Insights and Debts', async () => {
    await page.goto(`${app.baseUrl}/`);
    await visible(page.getByTestId('dashboard-debt-free-date'));
    const onDashboard = (await page.getByTestId('dashboard-debt-free-date').innerText()).trim();
    expect(onDashboard).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const totalCard = page.getByRole('group', { name: 'Total Debt Balance' });
    await visible(totalCard.getByText(/^\$[\d,]+$/));
    const dashboardTotal = dollars(await totalCard.getByText(/^\$[\d,]+$/).innerText());

    await page.goto(`${app.baseUrl}/plan`);
    await visible(page.getByRole('heading', { level: 2, name: /^Debt-free by/ }));
    const onPlan = (await page.getByRole('group', { name: 'Debt-free date' }).innerText()).split('\n').pop()?.trim();
    expect(onPlan).toBe(onDashboard);

    await page.goto(`${app.baseUrl}/insights`);
    const ranking = page.getByRole('region', { name: 'Debt Priority Ranking' });
    await visible(ranking.getByRole('group', { name: 'Debt-free date' }));
    expect(await ranking.getByRole('group', { name: 'Debt-free date' }).innerText()).toContain(onDashboard);

    // The Debts screen's balances add up to the dashboard's total (which rounds to the dollar).
    await page.goto(`${app.baseUrl}/debts`);
    await visible(page.getByRole('article', { name: 'Home Mortgage' }));
    const balances = await Promise.all(
      HOUSEHOLD.map(async (d) => {
        const text = await page.getByRole('article', { name: d.name }).innerText();
        return dollars(/Balance\s*(\$[\d,]+\.\d{2})/.exec(text)?.[1] ?? 'NaN');
      }),
    );
    expect(Math.round(balances.reduce((a, b) => a + b, 0))).toBe(dashboardTotal);
    expect(pageErrors).toEqual([]);
  });
});
