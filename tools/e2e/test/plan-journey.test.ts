import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoot } from '../src/browser.ts';
import { isoDay, timezoneId } from '../src/dates.ts';
import { addDebt, addIncome, CHART_DRAWN, expectNoSidewaysScroll, journeyUser, signUpAndConfirm, visible } from '../src/journey.ts';
import { app, browser, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';

// The payoff plan in a real browser against the real server: a household with two cards,
// a car loan, a student loan, a mortgage and a bi-weekly paycheck plus side income; the Plan screen's
// strategies, what-if slider and lump sums; the mortgage brought into the plan; the CSV; and the
// same debt-free date on Dashboard, Plan and Insights.

startAppAndBrowser();

const user = journeyUser('plan', 'Riley', 'Park');
const PHONE_390 = { width: 390, height: 844 };

const HOUSEHOLD = [
  { name: 'Chase Freedom Credit Card', balance: '6200', apr: '24.99', min: '180', due: isoDay(10) },
  { name: 'Citi Store Credit Card', balance: '1450', apr: '27.49', min: '45', due: isoDay(12) },
  { name: 'Honda Car Loan', balance: '18500', apr: '7.9', min: '420', due: isoDay(15) },
  { name: 'Student Loan', balance: '27000', apr: '5.5', min: '290', due: isoDay(20) },
  { name: 'Home Mortgage', balance: '300000', apr: '6.5', min: '1900', due: isoDay(1) },
];

describe('payoff plan journey in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ context, page, pageErrors } = await newDesktopPage({ timezoneId, acceptDownloads: true }));
  });
  afterAll(async () => {
    await context.close();
  });

  const headline = () => page.getByRole('heading', { level: 2, name: /^Debt-free by|^Not debt-free/ });
  const planDebtFreeDate = async () => (await page.getByRole('group', { name: 'Debt-free date' }).innerText()).split('\n').pop()?.trim();

  it('adds a realistic household: five debts, a bi-weekly paycheck and side income', async () => {
    await signUpAndConfirm(page, app, user);
    await page.goto(`${app.baseUrl}/debts`);
    await visible(page.getByText('No debts', { exact: true }));
    for (const debt of HOUSEHOLD) await addDebt(page, debt);
    await page.goto(`${app.baseUrl}/income`);
    await addIncome(page, { source: 'Acme Payroll', amount: '2600', frequency: 'Bi-weekly', payDate: isoDay(3) });
    await addIncome(page, { source: 'Weekend Tutoring', amount: '600', frequency: 'Monthly', payDate: isoDay(8) });
  });

  it('opens Plan from the navigation: the debt-free date, without the mortgage', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Plan' }).click();
    await page.waitForURL(`${app.baseUrl}/plan`);
    await visible(headline());
    expect(await headline().innerText()).toMatch(/^Debt-free by [A-Z][a-z]+ \d{4}/);
    const timeline = page.getByRole('list', { name: 'Payoff timeline' });
    await visible(timeline.getByText(/Honda Car Loan/));
    expect(await timeline.getByText(/Home Mortgage/).count()).toBe(0);
    await visible(page.locator(CHART_DRAWN).first());
  });

  it('compares the strategies and switches with one click', async () => {
    const strategies = page.getByRole('group', { name: 'Strategies' });
    await visible(strategies.getByRole('button', { name: 'Avalanche (chosen)' }));
    const avalanche = await strategies.getByRole('button', { name: /^Avalanche/ }).innerText();
    const snowball = await strategies.getByRole('button', { name: /^Snowball/ }).innerText();
    expect(avalanche).toMatch(/Total interest\s*\$[\d,]+/);
    expect(snowball).toMatch(/Total interest\s*\$[\d,]+/);
    // Snowball pays the $1,450 store card first: the ranking follows it.
    await strategies.getByRole('button', { name: /^Snowball/ }).click();
    await visible(strategies.getByRole('button', { name: 'Snowball (chosen)' }));
    // The timeline runs by payoff date: under snowball the store card is paid off first.
    const first = page.getByRole('list', { name: 'Payoff timeline' }).getByRole('listitem').first();
    await expect.poll(() => first.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Citi Store Credit Card');
    await strategies.getByRole('button', { name: /^Avalanche/ }).click();
    await visible(strategies.getByRole('button', { name: 'Avalanche (chosen)' }));
  });

  it('moves the extra per month: the headline changes at once and the setting is saved', async () => {
    const before = await headline().innerText();
    await page.getByRole('textbox', { name: 'Extra per month amount' }).fill('400');
    await expect.poll(() => headline().innerText()).not.toBe(before);
    const after = await headline().innerText();
    // Saved: a reload shows the same plan.
    await page.waitForTimeout(1500);
    await page.reload();
    await visible(headline());
    expect(await headline().innerText()).toBe(after);
    expect(await page.getByRole('textbox', { name: 'Extra per month amount' }).inputValue()).toBe('400');
  });

  it('adds a lump sum and sees it in the plan', async () => {
    const before = await headline().innerText();
    const form = page.getByRole('form', { name: 'Add a lump sum' });
    await form.getByLabel('Date').fill(isoDay(60));
    await form.getByLabel('Amount').fill('3000');
    await form.getByLabel('Note').fill('Tax refund');
    await form.getByRole('button', { name: 'Add lump sum' }).click();
    await visible(page.getByRole('list', { name: 'Lump sums' }).getByText('Tax refund'));
    await expect.poll(() => headline().innerText()).not.toBe(before);
  });

  it('takes screenshots of Plan at 1280 px and 390 px', async () => {
    await page.goto(`${app.baseUrl}/plan`);
    await visible(headline());
    await visible(page.locator(CHART_DRAWN).first());
    await shoot(page, 'plan-desktop');
    const phone = await browser.newContext({ viewport: PHONE_390, timezoneId, storageState: await context.storageState() });
    try {
      const mobile = await phone.newPage();
      await mobile.goto(`${app.baseUrl}/plan`);
      await visible(mobile.getByRole('heading', { level: 2, name: /^Debt-free by/ }));
      await visible(mobile.locator(CHART_DRAWN).first());
      await expectNoSidewaysScroll(mobile, 'Plan is wider than a 390 px phone');
      await visible(mobile.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Plan' }));
      await shoot(mobile, 'plan-mobile');
    } finally {
      await phone.close();
    }
  });

  it('includes the mortgage in the plan from the debt dialog', async () => {
    const before = await planDebtFreeDate();
    await page.goto(`${app.baseUrl}/debts`);
    await page.getByRole('button', { name: 'Edit Home Mortgage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Debt' });
    const include = dialog.getByRole('switch', { name: /Include in payoff plan/ });
    expect(await include.isChecked()).toBe(false);
    await include.click({ force: true });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Debt updated successfully'));

    await page.goto(`${app.baseUrl}/plan`);
    await visible(page.getByRole('list', { name: 'Payoff timeline' }).getByText(/Home Mortgage/));
    expect(await planDebtFreeDate()).not.toBe(before);
  });

  it('downloads the month-by-month schedule as CSV', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const path = await download.path();
    const csv = readFileSync(path, 'utf8').trim().split(/\r?\n/);
    expect(csv[0]?.toLowerCase()).toContain('month');
    expect(csv.length).toBeGreaterThan(12);
    expect(csv.some((line) => line.includes('Home Mortgage'))).toBe(true);
  });

  it('shows the same debt-free date on Dashboard, Plan and Insights', async () => {
    await page.goto(`${app.baseUrl}/plan`);
    await visible(headline());
    const onPlan = await planDebtFreeDate();
    expect(onPlan).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    await page.goto(`${app.baseUrl}/`);
    await visible(page.getByTestId('dashboard-debt-free-date'));
    expect(await page.getByTestId('dashboard-debt-free-date').innerText()).toBe(onPlan);

    await page.goto(`${app.baseUrl}/insights`);
    const ranking = page.getByRole('region', { name: 'Debt Priority Ranking' });
    await visible(ranking.getByRole('group', { name: 'Debt-free date' }));
    expect(await ranking.getByRole('group', { name: 'Debt-free date' }).innerText()).toContain(onPlan ?? '?');
    expect(pageErrors).toEqual([]);
  });
});
