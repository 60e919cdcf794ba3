import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shootAtBothWidths } from '../src/browser.ts';
import { isoDay } from '../src/dates.ts';
import { addDebt, journeyUser, signUpAndConfirm, visible } from '../src/journey.ts';
import { app, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';

startAppAndBrowser();

const user = journeyUser('calendar', 'Casey', 'Moreno');

/** What a calendar app would get at the link: the status, the type and the unfolded text. */
async function fetchFeed(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), text: (await res.text()).replaceAll('\r\n ', '') };
}

describe('the calendar feed, from Profile → Account → Calendar, in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let firstLink = '';

  beforeAll(async () => {
    ({ context, page } = await newDesktopPage());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  });
  afterAll(async () => {
    await context.close();
  });

  it('makes a link that a calendar app can read, with the debt’s payments on it', async () => {
    await signUpAndConfirm(page, app, user);
    await page.goto(`${app.baseUrl}/debts`);
    await addDebt(page, { name: 'Chase, Sapphire; Visa', balance: '2400', apr: '21.99', min: '105', due: isoDay(9) });

    await page.goto(`${app.baseUrl}/profile?tab=account`);
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('button', { name: 'Create calendar link' }).click();
    const field = calendar.getByRole('textbox', { name: 'Calendar link' });
    await visible(field);
    firstLink = await field.inputValue();
    expect(firstLink).toMatch(new RegExp(`^${app.baseUrl.replaceAll('.', '\\.')}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await calendar.getByRole('link', { name: 'Add to Apple Calendar' }).getAttribute('href')).toBe(
      firstLink.replace(/^http:/, 'webcal:'),
    );

    await calendar.getByRole('button', { name: 'Copy link' }).click();
    await visible(calendar.getByRole('button', { name: 'Copied' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstLink);

    const feed = await fetchFeed(firstLink);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.text).toContain('SUMMARY:Pay Chase\\, Sapphire\\; Visa $105.00 (due ');
    expect(feed.text).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
    await shootAtBothWidths(page, 'profile-calendar', { show: calendar });
  });

  it('resets the link: the old one answers 404 at once, the new one works', async () => {
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('button', { name: 'Reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset calendar link' });
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    const field = calendar.getByRole('textbox', { name: 'Calendar link' });
    await expect.poll(() => field.inputValue()).not.toBe(firstLink);
    expect((await fetchFeed(firstLink)).status).toBe(404);
    expect((await fetchFeed(await field.inputValue())).status).toBe(200);
  });
});
