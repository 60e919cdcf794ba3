import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, timezoneId } from '../src/dates.ts';
import { addDebt, choose, journeyUser, signUpAndConfirm, visible } from '../src/journey.ts';
import { app, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';

// Statements in, in a real browser against the real server: a Chase QFX file (OFX 1.x, Windows-1252)
// imported into the card, its payment logged and its balance set, the interest check matching the
// lender's $59.48 to the cent, and the same file imported again changing nothing.

startAppAndBrowser();

const user = journeyUser('statements', 'Lee', 'Park');
const QFX = fileURLToPath(new URL('../../../packages/domain/test/fixtures/statements/chase-card-ofx1-1252.qfx', import.meta.url));

describe('statements journey in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    ({ context, page, pageErrors } = await newDesktopPage({ timezoneId }));
  });
  afterAll(async () => {
    await context.close();
  });

  async function importFile(): Promise<void> {
    await page.getByRole('button', { name: 'Import a statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a statement' });
    await visible(dialog);
    await choose(page, dialog, /^Debt/, 'Chase Freedom Credit Card');
    await page.locator('input[type="file"]').setInputFiles(QFX);
    await visible(dialog.getByRole('table', { name: 'Statement preview' }));
  }

  it('imports a QFX file into the card: the payment is logged, the balance is the closing balance', async () => {
    await signUpAndConfirm(page, app, user);
    await page.goto(`${app.baseUrl}/debts`);
    await addDebt(page, { name: 'Chase Freedom Credit Card', balance: '3200', apr: '24.99', min: '80', due: isoDay(10) });
    await importFile();
    const dialog = page.getByRole('dialog', { name: 'Import a statement' });
    await visible(dialog.getByText('Will be logged'));
    await visible(dialog.getByText(/CAFÉ DU MONDE & CO/));
    await visible(dialog.getByText(/closing balance \$2,725\.15/));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByText('Statement imported: 1 payment logged'));
    await visible(page.getByText('$2,725.15').first());
  });

  it('shows the interest check: the lender charged what Paydown computes, to the cent', async () => {
    await page.getByRole('button', { name: 'Statements and interest check of Chase Freedom Credit Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Statements of Chase Freedom Credit Card' });
    await visible(dialog.getByText(/charged \$59\.48; Paydown computes \$59\.48 ✓/));
    await visible(dialog.getByText('Matches'));
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('imports the same file again: nothing changes', async () => {
    await importFile();
    const dialog = page.getByRole('dialog', { name: 'Import a statement' });
    await visible(dialog.getByText(/\(imported before\)/));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByText('This statement was imported before: nothing changed'));
    expect(pageErrors).toEqual([]);
  });
});
