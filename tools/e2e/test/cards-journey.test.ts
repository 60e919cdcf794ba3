import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoot, shootAtBothWidths } from '../src/browser.ts';
import { isoDay, timezoneId } from '../src/dates.ts';
import { addDebt, addIncome, choose, journeyUser, signUpAndConfirm, visible } from '../src/journey.ts';
import { app, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';

// Credit cards as lenders run them, in a real browser against the real server: a Citi card with a
// $1,200 balance transfer at 0 % for 8 months and $650 of purchases at 27.49 %, on the "1 % +
// interest, at least $35" rule; its "If you pay only the minimum" box against the statement's
// figures; a 3 % / 0 % for 15 months transfer offer on Chase and a consolidation loan compared in
// the plan; and Plan, Dashboard and Insights agreeing.

startAppAndBrowser();

const user = journeyUser('cards', 'Sam', 'Rivera');

/** Today + n months as 'YYYY-MM-DD' (local calendar). */
function inMonths(n: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setMonth(d.getMonth() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** '$1,234.56' → 1234.56 */
const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

describe('credit cards journey in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ context, page, pageErrors } = await newDesktopPage({ timezoneId }));
  });
  afterAll(async () => {
    await context.close();
  });

  const fact = (scope: Locator, label: string) => scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

  it('adds Chase, a car loan and a paycheck', async () => {
    await signUpAndConfirm(page, app, user);
    await page.goto(`${app.baseUrl}/debts`);
    await visible(page.getByText('No debts', { exact: true }));
    await addDebt(page, { name: 'Chase Freedom Credit Card', balance: '6400', apr: '24.99', min: '250', due: isoDay(10) });
    await addDebt(page, { name: 'Honda Car Loan', balance: '8000', apr: '6.9', min: '250', due: isoDay(15) });
    await page.goto(`${app.baseUrl}/income`);
    await addIncome(page, { source: 'Acme Payroll', amount: '2400', frequency: 'Bi-weekly', payDate: isoDay(3) });
  });

  it('adds the Citi card with a transfer at 0 % for 8 months and purchases at 27.49 %, on the 1 % + interest rule', async () => {
    await page.goto(`${app.baseUrl}/debts`);
    await page.getByRole('button', { name: 'Add Debt' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Debt' });
    await visible(dialog);
    await dialog.getByLabel(/^Debt Name/).fill('Citi Credit Card');
    await dialog.getByLabel(/^Due Date/).fill(isoDay(14));

    await dialog.getByRole('button', { name: 'Add a balance' }).click();
    const transfer = dialog.getByRole('group', { name: 'Balance 1' });
    await choose(page, transfer, /^Type/, 'Balance transfer');
    await transfer.getByLabel(/^Amount/).fill('1200');
    await transfer.getByLabel(/^APR/).fill('27.49');
    await transfer.getByLabel(/^Promotional APR/).fill('0');
    await transfer.getByLabel(/^Promotion ends/).fill(inMonths(8));
    await dialog.getByRole('button', { name: 'Add a balance' }).click();
    const purchases = dialog.getByRole('group', { name: 'Balance 2' });
    await choose(page, purchases, /^Type/, 'Purchases');
    await purchases.getByLabel(/^Amount/).fill('650');
    await purchases.getByLabel(/^APR/).fill('27.49');
    await choose(page, dialog, /^Minimum payment rule/, '1% of balance + interest, at least $35');

    // The card's balance and APR come from its balances; the rule sets the minimum.
    await expect
      .poll(() =>
        dialog
          .getByLabel(/^Balance/)
          .first()
          .inputValue(),
      )
      .toBe('1850.00');
    expect(
      await dialog
        .getByLabel(/^Balance/)
        .first()
        .isDisabled(),
    ).toBe(true);
    expect(await dialog.getByLabel(/^Interest Rate/).inputValue()).toBe('27.49');
    expect(await dialog.getByLabel(/^Minimum Payment/).inputValue()).toBe('35.00');
    await shootAtBothWidths(page, 'card-balances-dialog', { show: purchases });

    await dialog.getByRole('button', { name: 'Add Debt' }).click();
    await visible(page.getByText('Debt added successfully'));
    const card = page.getByRole('article', { name: 'Citi Credit Card' });
    await visible(card);
    expect(await card.innerText()).toContain('$1,850.00');
    const balances = card.getByRole('list', { name: 'Balances' });
    expect(await balances.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Balance transfer\s+0\.00% promotion ends .+, then 27\.49%\s+\$1,200\.00$/),
      expect.stringMatching(/^Purchases\s+27\.49%\s+\$650\.00$/),
    ]);
    await visible(card.getByText('Minimum payment: 1% of balance + interest, at least $35'));
  });

  it("opens the card's minimum-payment box and compares it with the statement's figures", async () => {
    const card = page.getByRole('article', { name: 'Citi Credit Card' });
    await card.getByRole('button', { name: 'If you pay only the minimum on Citi Credit Card' }).click();
    const dialog = page.getByRole('dialog', { name: /If you pay only the minimum/ });
    const box = dialog.getByRole('region', { name: 'Paydown’s estimate' });
    await visible(box);
    const text = await box.innerText();
    expect(text).toContain('From today’s balance of $1,850.00');
    const match = /about (\d+) years? \((\d+) months\) and pay (\$[\d,.]+) in total/.exec(text);
    const payoff = /Paying (\$[\d,.]+) a month, you pay it off in 3 years/.exec(text);
    expect(match, text).not.toBeNull();
    expect(payoff, text).not.toBeNull();
    const [years, totalPaid, payment36] = [match![1]!, dollars(match![3]!), dollars(payoff![1]!)];

    // The statement prints whole years and dollars: the same figures, rounded, agree.
    await dialog.getByLabel('Years to pay off').fill(years);
    await dialog.getByLabel('Total paid').fill(String(Math.round(totalPaid)));
    await dialog.getByLabel('3-year payment').fill(String(Math.round(payment36)));
    await visible(dialog.getByRole('status').getByText('Your statement and Paydown agree.'));
    // A statement printed with another 3-year payment: the running promotion is the likely cause.
    await dialog.getByLabel('3-year payment').fill(String(Math.round(payment36) + 6));
    await visible(dialog.getByRole('status').getByText(/^Likely cause: a promotion\./));
    await shootAtBothWidths(page, 'minimum-payment-warning');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('compares a 3 % / 0 % for 15 months transfer of Chase inside the plan', async () => {
    await page.goto(`${app.baseUrl}/plan`);
    await visible(page.getByRole('heading', { level: 2, name: /^Debt-free by/ }));
    const planInterest = dollars((await page.getByRole('group', { name: 'Total interest' }).innerText()).split('\n').pop() ?? '');
    const panel = page.getByRole('region', { name: 'Compare an offer' });
    await panel.scrollIntoViewIfNeeded();
    await choose(page, panel, /^Move from/, 'Chase Freedom Credit Card');
    expect(await panel.getByLabel('Amount').inputValue()).toBe('6400.00');
    expect(await panel.getByLabel('Transfer fee').inputValue()).toBe('3');
    expect(await panel.getByLabel('Promotional months').inputValue()).toBe('15');
    await panel.getByLabel('APR after').fill('26.99');
    await panel.getByRole('button', { name: 'Compare' }).click();

    const result = panel.getByRole('region', { name: 'Offer compared' });
    await visible(result);
    const table = result.getByRole('table', { name: 'Your plan without and with the offer' });
    const interestRow = await table.getByRole('row', { name: /Total interest/ }).innerText();
    const [without, withOffer] = (interestRow.match(/\$[\d,]+/g) ?? []).map(dollars);
    // "Without" is the plan on screen: the same engine, settings and budget.
    expect(without).toBe(Math.round(planInterest));
    expect(await fact(result, 'Transfer fee').innerText()).toBe('$192.00');
    const difference = dollars(await fact(result, 'Interest difference').innerText());
    const net = dollars(await fact(result, 'Net savings').innerText());
    expect(Math.abs(difference - (without! - withOffer!))).toBeLessThanOrEqual(1);
    expect(Math.abs(net - (difference - 192))).toBeLessThanOrEqual(1);
    expect(await fact(result, 'Break-even').innerText()).toMatch(/^Month \d+$|^Never$/);
    await shootAtBothWidths(page, 'compare-transfer-offer', { show: result });
  });

  it('compares a consolidation loan of both cards', async () => {
    const panel = page.getByRole('region', { name: 'Compare an offer' });
    await panel.getByText('Consolidation loan', { exact: true }).click();
    await panel.getByRole('combobox', { name: /^Debts to pay off/ }).click();
    await page.getByRole('option', { name: 'Chase Freedom Credit Card', exact: true }).click();
    await page.getByRole('option', { name: 'Citi Credit Card', exact: true }).click();
    await page.keyboard.press('Escape');
    await panel.getByLabel('Loan APR').fill('11.9');
    await panel.getByLabel('Origination fee').fill('6');
    await panel.getByRole('button', { name: 'Compare' }).click();
    const result = panel.getByRole('region', { name: 'Offer compared' });
    await visible(result.getByText('Origination fee', { exact: true }));
    // 6 % of $6,400 + $1,850.
    expect(await fact(result, 'Origination fee').innerText()).toBe('$495.00');
    expect(await fact(result, 'The loan').innerText()).toMatch(/^\$8,745\.00 at \$[\d,.]+\/mo$/);
    await shoot(page, 'compare-loan-offer-desktop');
  });

  it('claims "the least interest" only for the strategy that has it', async () => {
    const strategies = page.getByRole('group', { name: 'Strategies' });
    const cards = await strategies.getByRole('button').all();
    const figures = await Promise.all(
      cards.map(async (c) => {
        const t = await c.innerText();
        const interest = /Total interest\s*(\$[\d,]+)/.exec(t)?.[1];
        return { least: t.includes('The least interest for your debts.'), interest: interest ? dollars(interest) : null };
      }),
    );
    const claimed = figures.filter((f) => f.least);
    expect(claimed).toHaveLength(1);
    const computed = figures.flatMap((f) => (f.interest === null ? [] : [f.interest]));
    expect(claimed[0]?.interest).toBe(Math.min(...computed));
  });

  it('shows the same debt-free date on Plan, Dashboard and Insights', async () => {
    await page.goto(`${app.baseUrl}/plan`);
    await visible(page.getByRole('heading', { level: 2, name: /^Debt-free by/ }));
    const onPlan = (await page.getByRole('group', { name: 'Debt-free date' }).innerText()).split('\n').pop()?.trim();
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
