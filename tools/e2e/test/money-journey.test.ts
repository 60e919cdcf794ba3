import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, shoot } from '../src/browser.ts';
import { isoDay, longDate, shortDate, timezoneId, utcOf } from '../src/dates.ts';
import {
  addDebt,
  addIncome,
  CHART_DRAWN,
  expectNoSidewaysScroll,
  journeyUser,
  onPhone,
  signUpAndConfirm,
  visible,
} from '../src/journey.ts';
import { app, browser, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';

// The money core in a real browser against the real server: income, two debts, suggested dates
// and savings, 'Pay on Suggested Date' into Upcoming Payments, a debt paid off into Past Debts,
// the dashboard totals, and income edited and deleted. Every date is relative to the real today.

startAppAndBrowser();

/** Bi-weekly paydays on the 14-day grid through `payDate` that fall in the current month (2 or 3). */
function biWeeklyPaydaysThisMonth(payDate: string): number {
  const day = 86_400_000;
  const today = utcOf(isoDay(0));
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1) / day;
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0) / day;
  const anchor = utcOf(payDate).getTime() / day;
  let count = 0;
  for (let n = first; n <= last; n++) if ((((n - anchor) % 14) + 14) % 14 === 0) count++;
  return count;
}

const user = journeyUser('money', 'Morgan', 'Lee');

const payDate = isoDay(3);
const cardDue = isoDay(10);
const loanDue = isoDay(20);
const paydays = biWeeklyPaydaysThisMonth(payDate);

describe('money core journey in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ context, page, pageErrors } = await newDesktopPage({ timezoneId }));
  });
  afterAll(async () => {
    await context.close();
  });

  async function phoneShots(shots: [path: string, ready: string, name: string, drawn?: string][]) {
    await onPhone(browser, { signedIn: context, timezoneId }, async (mobile) => {
      for (const [path, ready, name, drawn] of shots) {
        await mobile.goto(`${app.baseUrl}${path}`);
        await visible(mobile.getByText(ready).first());
        if (drawn) await visible(mobile.locator(drawn).first());
        await expectNoSidewaysScroll(mobile, `${path} is wider than the phone`);
        await shoot(mobile, name);
      }
    });
  }

  it('signs up and confirms the email through the logged link', async () => {
    await signUpAndConfirm(page, app, user);
    await visible(page.getByText('No upcoming payments in the next 7 days.'));
  });

  it('adds a bi-weekly income; the next pay date fills itself in', async () => {
    await page.goto(`${app.baseUrl}/income`);
    await visible(page.getByText('No income sources'));
    await addIncome(page, { source: 'Acme Payroll', amount: '2000', frequency: 'Bi-weekly', payDate }, async (dialog) => {
      await expect.poll(() => dialog.getByLabel('Next Expected Pay Date').inputValue()).toBe(isoDay(17));
      await shoot(page, 'income-add-dialog-desktop');
    });

    const card = page.getByRole('article', { name: 'Acme Payroll' });
    await visible(card);
    expect(await card.getByText('$2,000.00', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Bi-weekly', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(longDate(isoDay(17)), { exact: true }).isVisible()).toBe(true);
    const monthly = (2000 * paydays).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect(await card.getByText(monthly, { exact: true }).isVisible()).toBe(true);

    const summary = page.getByRole('region', { name: 'Monthly Income Summary' });
    await visible(summary.getByText(monthly, { exact: true }));
    // Next Payment is the earliest pay date still to come: the pay date itself, not the auto-filled
    // next date one period later (docs/decisions.md).
    expect(await summary.getByText(longDate(payDate), { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'income-desktop');
  });

  it('adds a credit card and a loan and shows their suggested dates and savings', async () => {
    await page.goto(`${app.baseUrl}/debts`);
    await visible(page.getByText('No debts', { exact: true }));
    expect(await page.getByText('Get started by adding your first debt.').isVisible()).toBe(true);

    // Validation first: each required field's message under it.
    await page.getByRole('button', { name: 'Add Debt' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Debt' });
    await dialog.getByRole('button', { name: 'Add Debt' }).click();
    await visible(dialog.getByText('Debt name is required'));
    expect(await dialog.getByText('Due date is required').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await addDebt(page, { name: 'Chase Credit Card', balance: '3200', apr: '24.99', min: '400', extra: '100', due: cardDue }, () =>
      shoot(page, 'debt-add-dialog-desktop'),
    );
    await addDebt(page, { name: 'SoFi Personal Loan', balance: '8000', apr: '9.5', min: '250', due: loanDue });

    // Both are suggested for the first payday before their due dates. Savings: payment × APR / 365 × days early.
    const chase = page.getByRole('article', { name: 'Chase Credit Card' });
    await visible(chase);
    expect(await chase.getByText('Credit Card', { exact: true }).isVisible()).toBe(true);
    expect(await chase.getByText('$3,200.00', { exact: true }).isVisible()).toBe(true);
    expect(await chase.getByText('24.99%', { exact: true }).isVisible()).toBe(true);
    expect(await chase.getByText(longDate(cardDue), { exact: true }).isVisible()).toBe(true);
    expect(await chase.getByText('$2.19', { exact: true }).isVisible()).toBe(true); // 3200 × 24.99 % / 365
    expect(await chase.getByText(`Save $2.40 by paying on ${longDate(payDate)}`).isVisible()).toBe(true); // 500 × 24.99 % / 365 × 7

    const loan = page.getByRole('article', { name: 'SoFi Personal Loan' });
    expect(await loan.getByText('Personal Loan', { exact: true }).isVisible()).toBe(true);
    expect(await loan.getByText(`Save $1.11 by paying on ${longDate(payDate)}`).isVisible()).toBe(true); // 250 × 9.5 % / 365 × 17
    await shoot(page, 'debts-desktop');
  });

  it('shows the totals on the dashboard', async () => {
    await page.goto(`${app.baseUrl}/`);
    const income = (2000 * paydays).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    await visible(page.getByRole('group', { name: 'Monthly Income' }).getByText(income));
    expect(await page.getByRole('group', { name: 'Monthly Payments' }).getByText('$750', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Total Debt Balance' }).getByText('$11,200', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Interest Savings' }).getByText('$4', { exact: true }).isVisible()).toBe(true); // 2.40 + 1.11
    expect(await page.getByText('Good Cash Flow').isVisible()).toBe(true);
    // Not planned yet, but its suggested date falls in the next 7 days, so it is upcoming.
    await visible(
      page.getByRole('region', { name: 'Upcoming Payments (Next 7 Days)' }).getByRole('listitem', { name: 'Chase Credit Card' }),
    );
    await visible(page.getByRole('img', { name: /Projected debt balance goes from \$11,200/ }));
    // The chart (a lazy chunk) has drawn its 'k' axis.
    await visible(page.locator('.recharts-cartesian-axis-tick-value', { hasText: /^\$\d+(\.\d)?k$/ }).first());
  });

  it("plans a payment with 'Pay on Suggested Date' and finds it in Upcoming Payments", async () => {
    await page.goto(`${app.baseUrl}/debts`);
    const chase = page.getByRole('article', { name: 'Chase Credit Card' });
    await chase.getByRole('button', { name: 'Pay on Suggested Date' }).click();
    await visible(page.getByText(`Payment scheduled for ${longDate(payDate)}`));
    expect(await page.getByText('Payment Scheduled', { exact: true }).isVisible()).toBe(true);
    await visible(chase.getByText(`Planned for ${shortDate(payDate)}`));

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming Payments (Next 7 Days)' });
    const row = upcoming.getByRole('listitem', { name: 'Chase Credit Card' });
    await visible(row);
    expect(await row.getByText('Scheduled', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText(`Due ${shortDate(cardDue)} · Pay ${shortDate(payDate)}`).isVisible()).toBe(true);
    expect(await row.getByText('$500.00', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('Save $2.40').isVisible()).toBe(true);
    await visible(page.locator(CHART_DRAWN).first());
    await shoot(page, 'dashboard-money-desktop');
  });

  it('marks the loan paid and finds it under Past Debts', async () => {
    await page.goto(`${app.baseUrl}/debts`);
    await page.getByRole('article', { name: 'SoFi Personal Loan' }).getByRole('button', { name: 'Mark as Paid' }).click();
    // It asks first, naming the amount it will record as the final payment.
    const confirm = page.getByRole('dialog', { name: 'Mark as Paid' });
    await visible(confirm.getByText(/This records a final payment of \$[\d,]+\.\d{2} and moves the debt to Past Debts\./));
    await confirm.getByRole('button', { name: 'Mark as Paid' }).click();
    await visible(page.getByText('Debt marked as paid and moved to past debts'));
    await expect.poll(() => page.getByRole('article', { name: 'SoFi Personal Loan' }).count()).toBe(0);

    const toggle = page.getByRole('button', { name: 'Past Debts (1)' });
    await visible(toggle);
    await toggle.click();
    const paid = page.getByRole('article', { name: 'SoFi Personal Loan' });
    await visible(paid);
    expect(await paid.getByText('Paid Off', { exact: true }).isVisible()).toBe(true);
    expect(await paid.getByText(longDate(isoDay(0)), { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'debts-past-desktop');

    await page.goto(`${app.baseUrl}/`);
    await visible(page.getByRole('group', { name: 'Total Debt Balance' }).getByText('$3,200', { exact: true }));
    expect(await page.getByRole('group', { name: 'Monthly Payments' }).getByText('$500', { exact: true }).isVisible()).toBe(true);
  });

  it('takes screenshots at phone width without sideways scrolling', async () => {
    await phoneShots([
      ['/', 'Upcoming Payments (Next 7 Days)', 'dashboard-money-mobile', CHART_DRAWN],
      ['/debts', 'Chase Credit Card', 'debts-mobile'],
      ['/income', 'Acme Payroll', 'income-mobile'],
    ]);
  });

  it('opens the Add Debt form full screen on a phone', async () => {
    await onPhone(browser, { signedIn: context, timezoneId }, async (mobile) => {
      await mobile.goto(`${app.baseUrl}/debts`);
      await mobile.getByRole('button', { name: 'Add Debt' }).first().click();
      const dialog = mobile.getByRole('dialog', { name: 'Add Debt' });
      await visible(dialog.getByLabel(/^Debt Name/));
      await dialog.getByLabel(/^Debt Name/).fill('Apartment rent');
      // The type follows the name: rent is Mortgage/Rent.
      await expect.poll(() => dialog.getByRole('combobox', { name: 'Debt Type' }).inputValue()).toBe('Mortgage/Rent');
      await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(MOBILE.width);
      await mobile.waitForTimeout(400); // the opening transition
      await shoot(mobile, 'debt-add-dialog-mobile', { fullPage: false });
    });
  });

  it('logs the planned payment as paid: the balance goes down', async () => {
    await page.goto(`${app.baseUrl}/debts`);
    const chase = page.getByRole('article', { name: 'Chase Credit Card' });
    await chase.getByRole('button', { name: 'Log as paid' }).click();
    await visible(page.getByText('New balance: $2,700.00'));
    await visible(chase.getByText('$2,700.00', { exact: true }));
    expect(await chase.getByRole('button', { name: 'Pay on Suggested Date' }).isVisible()).toBe(true);
  });

  it('edits and deletes the income source', async () => {
    await page.goto(`${app.baseUrl}/income`);
    await page.getByRole('button', { name: 'Edit Acme Payroll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Income' });
    await visible(dialog);
    await dialog.getByLabel(/^Amount/).fill('2100');
    await dialog.getByLabel('Expected Payments Per Month').fill('2.5');
    await expect.poll(() => dialog.getByLabel('Monthly Est.').inputValue()).toBe('$5,250.00');
    await shoot(page, 'income-edit-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Income source updated successfully'));
    const card = page.getByRole('article', { name: 'Acme Payroll' });
    await visible(card.getByText('$2,100.00', { exact: true }));
    await visible(card.getByText('$5,250.00', { exact: true }));

    await page.getByRole('button', { name: 'Delete Acme Payroll' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Income Source' });
    await visible(confirm.getByText(/This action cannot be undone/));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Income source deleted successfully'));
    await visible(page.getByText('No income sources'));
  });

  it('raised no script errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
