import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoot } from '../src/browser.ts';
import { timezoneId, isoDay, longDate, shortDate } from '../src/dates.ts';
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

// AI suggestions in a real browser against the real server (local engine, no OpenAI key): a user
// with a bi-weekly paycheck and two high-rate credit cards asks for recommendations on the
// dashboard, applies the payment-timing one, finds the chosen date on the Debts page, and reads
// the scores, ranking, smart payment dates and applied suggestion on the Insights page. Every date
// is relative to the real today.

// No OpenAI key even if the developer has one: the local wording is deterministic.
startAppAndBrowser({ OPENAI_API_KEY: '' });

/** How the suggestion engine writes a date: 'Dec 2', with the year when it is not this year's. */
const engineDate = (iso: string) => (iso.slice(0, 4) === isoDay(0).slice(0, 4) ? shortDate(iso) : longDate(iso));

const user = journeyUser('ai', 'Avery', 'Quinn');

const payDate = isoDay(3);
const chase = { name: 'Chase Freedom Credit Card', balance: '3200', apr: '24.99', min: '400', due: isoDay(10) };
const citi = { name: 'Citi Double Cash Credit Card', balance: '2400', apr: '19.99', min: '300', due: isoDay(12) };

/** A full-page screenshot from the top, without a toast over the content. */
async function shootPage(page: Page, name: string) {
  for (const close of await page.locator('.mantine-Notification-root .mantine-CloseButton-root').all()) {
    await close.click().catch(() => {});
  }
  await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await shoot(page, name);
}

/** The title of a suggestion card (its accessible name). */
function titleOf(article: Locator): Promise<string> {
  return article.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
}

interface ApiSuggestion {
  id: number;
  suggestionType: string;
  title: string;
  isApplied: boolean;
  potentialSavings: string | null;
  action: { kind: string; debtId: number; date?: string } | null;
}

describe('AI suggestions journey in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let appliedTitle = '';
  /** Chase's suggested payment date before the suggestion was applied (what Undo must bring back). */
  let chaseDateBefore: string | null = null;

  const chaseSuggestedDate = async () => {
    const res = await page.request.get(`${app.baseUrl}/api/debts`);
    const debts = (await res.json()) as { debtName: string; suggestedPaymentDate: string | null }[];
    return debts.find((d) => d.debtName === chase.name)?.suggestedPaymentDate ?? null;
  };

  beforeAll(async () => {
    ({ context, page, pageErrors } = await newDesktopPage({ timezoneId }));
  });
  afterAll(async () => {
    await context.close();
  });

  it('signs up and confirms the email through the logged link', async () => {
    await signUpAndConfirm(page, app, user);
    // A new user: no suggestions yet, and the card points to the Debts page.
    const card = page.getByRole('region', { name: 'AI Recommendations' });
    await visible(card.getByText('No AI suggestions available at this time.'));
    expect(await card.getByRole('link', { name: 'Go to Debts' }).isVisible()).toBe(true);

    // The Insights page shows zeros and where to start.
    await page.goto(`${app.baseUrl}/insights`);
    await visible(page.getByText('Add your debts to unlock your insights'));
    await visible(page.getByRole('img', { name: 'Optimization Score: 0 out of 100' }));
    await visible(page.getByText('No debts to rank yet.'));
    await shootPage(page, 'ai-insights-empty-desktop');
  });

  it('adds a bi-weekly income paid in a few days', async () => {
    await page.goto(`${app.baseUrl}/income`);
    await visible(page.getByText('No income sources'));
    await addIncome(page, { source: 'Acme Payroll', amount: '2000', frequency: 'Bi-weekly', payDate });
    await visible(page.getByRole('article', { name: 'Acme Payroll' }));
  });

  it('adds two credit cards at 15 % APR or more, due after the payday', async () => {
    await page.goto(`${app.baseUrl}/debts`);
    await visible(page.getByText('No debts', { exact: true }));
    for (const debt of [chase, citi]) await addDebt(page, debt);
    await visible(page.getByRole('article', { name: citi.name }));
  });

  it('gets recommendations on the dashboard: at most 3, with savings, announced in the bell', async () => {
    await page.goto(`${app.baseUrl}/`);
    const card = page.getByRole('region', { name: 'AI Recommendations' });
    await visible(card.getByText('No AI suggestions available at this time.'));
    await card.getByRole('button', { name: 'Get Recommendations' }).click();
    await visible(page.getByText('New AI recommendations generated successfully!'));

    const articles = card.getByRole('article');
    await expect.poll(() => articles.count()).toBeGreaterThan(0);
    expect(await articles.count()).toBeLessThanOrEqual(3);
    expect(await card.getByText(/^Potential savings: \$\d[\d,]*\.\d\d$/).count()).toBeGreaterThan(0);

    // The server's open suggestions, highest impact first: the card shows the first three.
    const res = await page.request.get(`${app.baseUrl}/api/ai-suggestions`);
    expect(res.ok()).toBe(true);
    const all = (await res.json()) as ApiSuggestion[];
    const open = all.filter((s) => !s.isApplied);
    expect(open.length).toBeGreaterThanOrEqual(3);
    for (const [i, s] of open.slice(0, 3).entries()) expect(await titleOf(articles.nth(i))).toBe(s.title);

    // Paying Chase on the payday instead of the due date is among them.
    const timing = card.locator('article[data-suggestion-type="payment_timing"]').first();
    await visible(timing);
    appliedTitle = await titleOf(timing);
    expect(appliedTitle).toBe(`Pay ${chase.name} on ${engineDate(payDate)} instead of ${engineDate(chase.due)}`);
    expect(await timing.getByText(/^Potential savings: \$/).isVisible()).toBe(true);
    expect(await timing.getByText('Payment timing', { exact: true }).isVisible()).toBe(true);

    // The generation is summed up in ONE bell item (the next 7 days' payments and the new
    // suggestions), not one item per suggestion.
    const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const summary = popover.getByRole('listitem', { name: /^Unread: (\d+ payments? in the next 7 days · )?\d+ new suggestions?$/ });
    await visible(summary);
    expect(await summary.count()).toBe(1);
    expect(await popover.getByRole('listitem', { name: `Unread: ${appliedTitle}` }).count()).toBe(0);
    await page.waitForTimeout(400); // the opening transition
    await shoot(page, 'ai-notifications-desktop', { fullPage: false });
    await bell.click();
    await expect.poll(() => popover.isVisible()).toBe(false);

    await visible(page.locator(CHART_DRAWN).first());
    await shootPage(page, 'ai-dashboard-desktop');
  });

  it('applies the payment-timing suggestion and says so', async () => {
    const card = page.getByRole('region', { name: 'AI Recommendations' });
    const timing = card.getByRole('article', { name: appliedTitle });
    chaseDateBefore = await chaseSuggestedDate();
    await timing.getByRole('button', { name: 'Apply This Suggestion' }).click();
    // Apply first shows what it changes; the button waits for that preview.
    const confirm = page.getByRole('dialog', { name: 'Apply this suggestion?' });
    await visible(confirm.getByRole('table', { name: 'What applying changes' }));
    await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
    await visible(page.getByText('Suggestion Applied Successfully!'));
    expect(await page.getByText('Your debt details have been updated with the AI recommendation.').isVisible()).toBe(true);
    // Applied suggestions leave the dashboard card.
    await expect.poll(() => card.getByRole('article', { name: appliedTitle }).count()).toBe(0);
  });

  it("finds the suggestion's date as the debt's suggested payment date on the Debts page", async () => {
    const res = await page.request.get(`${app.baseUrl}/api/ai-suggestions`);
    const applied = ((await res.json()) as ApiSuggestion[]).find((s) => s.title === appliedTitle);
    expect(applied?.isApplied).toBe(true);
    expect(applied?.action?.kind).toBe('set_suggested_payment_date');
    expect(applied?.action?.date).toBe(payDate);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Debts' }).click();
    const debt = page.getByRole('article', { name: chase.name });
    await visible(debt);
    const fact = debt.getByText('Suggested payment date', { exact: true }).locator('xpath=..');
    await expect.poll(() => fact.textContent()).toBe(`Suggested payment date${longDate(applied?.action?.date ?? '')}`);
    expect(await debt.getByText(`by paying on ${longDate(payDate)}`, { exact: false }).isVisible()).toBe(true);
  });

  it('shows scores, the priority ranking, smart payment dates and the applied suggestion on /insights', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'AI Insights' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'AI-Powered Insights' }));

    const score = async (name: string) => {
      const ring = page.getByRole('img', { name: new RegExp(`^${name}: \\d+ out of 100$`) });
      await visible(ring);
      // The verdict shows once the score is read (0 is a real score: cards paid at their minimums avoid nothing yet).
      await visible(page.getByRole('region', { name }).getByText(/^(Excellent|Good|Fair|Room to improve)$/));
      return Number(/(\d+) out of/.exec((await ring.getAttribute('aria-label')) ?? '')?.[1]);
    };
    const optimization = await score('Optimization Score');
    const potential = await score('Potential Score');
    expect(potential).toBeGreaterThanOrEqual(optimization);

    const timing = page.getByRole('region', { name: 'Payment Timing Optimization' });
    await visible(timing.getByRole('group', { name: 'Current interest' }).getByText(/^\$[\d,]+\.\d\d$/));

    const ranking = page.getByRole('list', { name: 'Debts in payoff order' });
    await visible(ranking);
    const ranked = await ranking.getByRole('listitem').allTextContents();
    expect(ranked.map((t) => t.replace(/^\d+/, '').replace('Pay extra here first', ''))).toEqual([chase.name, citi.name]);

    const dates = page.getByRole('region', { name: 'Smart Payment Dates' });
    const chaseDates = dates.getByRole('listitem', { name: chase.name });
    await visible(chaseDates);
    expect(await chaseDates.getByText(`Due ${longDate(chase.due)}`).isVisible()).toBe(true);
    expect(await chaseDates.getByText(`Pay on ${shortDate(payDate)}`).isVisible()).toBe(true);
    expect(await chaseDates.getByText(/^Saves \$\d+\.\d\d$/).isVisible()).toBe(true);
    expect(await dates.getByRole('listitem', { name: citi.name }).isVisible()).toBe(true);

    const learning = page.getByRole('region', { name: 'AI Learning Progress' });
    await visible(learning.getByRole('group', { name: 'Data points analyzed' }).getByText('3', { exact: true }));

    const all = page.getByRole('region', { name: 'All AI Recommendations' });
    const applied = all.getByRole('article', { name: appliedTitle });
    await visible(applied.getByText('✓ Applied Successfully'));
    // Only Undo remains on an applied suggestion (for 15 minutes after applying).
    expect(await applied.getByRole('button', { name: 'Apply This Suggestion' }).count()).toBe(0);
    expect(await all.getByRole('button', { name: 'Apply This Suggestion' }).count()).toBeGreaterThan(0);

    await shootPage(page, 'ai-insights-desktop');
  });

  it('generates insights from the Insights page; the applied suggestion stays applied', async () => {
    await page.getByRole('button', { name: 'Generate Insights' }).click();
    await visible(page.getByText('New AI insights generated successfully!'));
    const all = page.getByRole('region', { name: 'All AI Recommendations' });
    await visible(all.getByRole('article', { name: appliedTitle }).getByText('✓ Applied Successfully'));
  });

  it('undoes the applied suggestion: the debt is back as it was and the suggestion can be applied again', async () => {
    const all = page.getByRole('region', { name: 'All AI Recommendations' });
    const applied = all.getByRole('article', { name: appliedTitle });
    await applied.getByRole('button', { name: 'Undo', exact: true }).click();
    await visible(page.getByText('Suggestion undone: your debt is back as it was.'));
    await visible(applied.getByRole('button', { name: 'Apply This Suggestion' }));
    expect(await applied.getByText('✓ Applied Successfully').count()).toBe(0);
    expect(await chaseSuggestedDate()).toBe(chaseDateBefore);
    const res = await page.request.get(`${app.baseUrl}/api/ai-suggestions`);
    expect(((await res.json()) as ApiSuggestion[]).find((s) => s.title === appliedTitle)?.isApplied).toBe(false);

    // Applied again for the phone's screenshots below.
    await applied.getByRole('button', { name: 'Apply This Suggestion' }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply this suggestion?' });
    await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
    await visible(applied.getByText('✓ Applied Successfully'));
    expect(await chaseSuggestedDate()).toBe(payDate);
  });

  it('takes phone-width screenshots of the dashboard and the Insights page without sideways scrolling', async () => {
    await onPhone(browser, { signedIn: context, timezoneId }, async (mobile) => {
      await mobile.goto(`${app.baseUrl}/`);
      await visible(mobile.getByRole('region', { name: 'AI Recommendations' }).getByRole('article').first());
      await visible(mobile.locator(CHART_DRAWN).first());
      await expectNoSidewaysScroll(mobile, 'the dashboard is wider than the phone');
      await shootPage(mobile, 'ai-dashboard-mobile');

      await mobile.goto(`${app.baseUrl}/insights`);
      await visible(mobile.getByRole('region', { name: 'All AI Recommendations' }).getByText('✓ Applied Successfully'));
      await visible(mobile.getByRole('list', { name: 'Debts in payoff order' }));
      await expectNoSidewaysScroll(mobile, '/insights is wider than the phone');
      await shootPage(mobile, 'ai-insights-mobile');
    });
  });

  it('raised no script errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
