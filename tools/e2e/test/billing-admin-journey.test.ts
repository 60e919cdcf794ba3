import { createHmac } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../src/app-process.ts';
import { DESKTOP, shoot } from '../src/browser.ts';
import { confirmEmail, expectNoSidewaysScroll, journeyUser, onPhone, signUp, type JourneyUser, visible } from '../src/journey.ts';
import { app, browser, newDesktopPage, startAppAndBrowser } from '../src/journey-setup.ts';

// Pricing, billing and the admin dashboard in a real browser against the real server, with
// payments left unconfigured (the default on a fresh machine: the API answers 503 for price ids).
// The admin account comes from ADMIN_USERNAMES (applied at start to a confirmed account), as on a
// real first deployment.

const member = journeyUser('member', 'Riley', 'Chen');
const admin = journeyUser('boss', 'Alex', 'Morgan', 'correct-horse-8');

startAppAndBrowser({ ADMIN_USERNAMES: admin.username });

/** Signs up on this file's first server and waits for the dashboard's welcome. */
async function signUpHere(page: Page, who: JourneyUser) {
  await signUp(page, app, who);
  await visible(page.getByText(`Welcome, ${who.username}`));
}

describe('pricing as a visitor, payments not configured', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newDesktopPage());
  });
  afterAll(async () => {
    await context.close();
  });

  it('shows the plans, the features and a clear not-set-up notice', async () => {
    await page.goto(`${app.baseUrl}/pricing`);
    await visible(page.getByRole('heading', { name: 'Choose your plan' }));
    const notice = page.getByRole('alert').filter({ hasText: 'Payments are not set up on this server.' });
    await visible(notice);
    expect(await page.getByRole('region', { name: 'Monthly plan' }).innerText()).toContain('$4.99');
    expect(await page.getByRole('region', { name: 'Annual plan' }).innerText()).toContain('$49.99');
    expect(await page.getByRole('list', { name: 'Everything included in your trial' }).getByRole('listitem').count()).toBe(10);
    expect(await page.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/auth');

    // Annual: 'Most Popular' appears on its card.
    expect(await page.getByText('Most Popular').count()).toBe(0);
    await page.locator('label', { hasText: 'Annual' }).click();
    await visible(page.getByRole('region', { name: 'Annual plan' }).getByText('Most Popular'));
    await shoot(page, 'pricing-visitor-desktop');
  });

  it("'Start Free Trial' asks to log in and opens the login tab", async () => {
    await page.getByRole('region', { name: 'Annual plan' }).getByRole('button', { name: 'Start Free Trial' }).click();
    await visible(page.getByText('Authentication Required'));
    await visible(page.getByText('Please log in to start your subscription'));
    await page.waitForURL(`${app.baseUrl}/auth?tab=login`);
    await visible(page.getByRole('tab', { name: 'Sign In', selected: true }));
  });

  it('fits a 375 px phone', async () => {
    await onPhone(browser, {}, async (mobile) => {
      await mobile.goto(`${app.baseUrl}/pricing`);
      await visible(mobile.getByText('Payments are not set up on this server.'));
      await expectNoSidewaysScroll(mobile);
      await shoot(mobile, 'pricing-visitor-mobile');
    });
  });
});

describe('a member and an admin', () => {
  let memberContext: BrowserContext;
  let memberPage: Page;
  let adminContext: BrowserContext;
  let adminPage: Page;

  beforeAll(async () => {
    [{ context: memberContext, page: memberPage }, { context: adminContext, page: adminPage }] = await Promise.all([
      newDesktopPage(),
      newDesktopPage(),
    ]);
  });
  afterAll(async () => {
    await memberContext.close();
    await adminContext.close();
  });

  it('a signed-in member sees the not-set-up notice on pricing, with the buttons disabled', async () => {
    await signUpHere(memberPage, member);
    await confirmEmail(memberPage, app, member.email);

    await memberPage.goto(`${app.baseUrl}/pricing`);
    await visible(memberPage.getByRole('heading', { name: 'Choose your plan' }));
    await visible(memberPage.getByRole('alert').filter({ hasText: 'Payments are not set up on this server.' }));
    const start = memberPage.getByRole('region', { name: 'Monthly plan' }).getByRole('button', { name: 'Start Free Trial' });
    expect(await start.isDisabled()).toBe(true);
    await visible(memberPage.getByText(/days? left in your free trial/));
    await shoot(memberPage, 'pricing-member-desktop');
  });

  it('the member’s billing tab explains the empty history', async () => {
    await memberPage.goto(`${app.baseUrl}/profile?tab=billing`);
    await visible(memberPage.getByText('No billing history yet'));
    await visible(memberPage.getByText('Your billing history will appear here after you upgrade to a paid plan.'));
    await shoot(memberPage, 'billing-desktop');
  });

  it('the member cannot use the admin dashboard', async () => {
    await memberPage.goto(`${app.baseUrl}/admin`);
    await visible(memberPage.getByRole('heading', { name: 'Access denied' }));
    expect(await memberPage.getByRole('table').count()).toBe(0);
    await shoot(memberPage, 'admin-denied-desktop');
  });

  it('the admin finds the member and grants lifetime access; the badge changes', async () => {
    await signUpHere(adminPage, admin);
    // ADMIN_USERNAMES promotes only an existing, confirmed account, at start (an unconfirmed account
    // holding a listed name stays a user): confirm, then restart the server as an operator would
    // after creating the first admin.
    await confirmEmail(adminPage, app, admin.email);
    await app.restart();
    await adminPage.goto(`${app.baseUrl}/admin`);
    const table = adminPage.getByRole('table', { name: 'User Management' });
    await visible(table);
    expect(await adminPage.getByRole('group', { name: 'Total Users' }).innerText()).toContain('2');

    await adminPage.getByPlaceholder('Search by username or email...').fill(member.username.toUpperCase());
    const row = table.getByRole('row').filter({ hasText: member.username });
    await visible(row);
    expect(await table.getByRole('row').count()).toBe(2); // the header and the member
    expect(await row.innerText()).toContain(member.email);
    await visible(row.getByText('Trial', { exact: true }));
    await shoot(adminPage, 'admin-search-desktop');

    await row.getByRole('switch', { name: `Lifetime access for ${member.username}` }).click({ force: true });
    await visible(adminPage.getByText('Success', { exact: true }));
    await visible(adminPage.getByText(`Lifetime access granted to ${member.username}`));
    await visible(row.getByText('Lifetime', { exact: true }));
    await visible(row.getByText('Enabled', { exact: true }));
    expect(await adminPage.getByRole('group', { name: 'Lifetime Access' }).innerText()).toContain('1');

    await adminPage.getByPlaceholder('Search by username or email...').fill('');
    await visible(table.getByRole('row').filter({ hasText: admin.username }));
    await shoot(adminPage, 'admin-desktop');
  });

  it('the member now sees lifetime access on pricing instead of the buttons', async () => {
    await memberPage.goto(`${app.baseUrl}/pricing`);
    await visible(memberPage.getByText('You have lifetime access'));
    expect(await memberPage.getByRole('button', { name: 'Start Free Trial' }).count()).toBe(0);
  });

  it('works at 375 px: pricing, billing and admin', async () => {
    await onPhone(browser, { signedIn: memberContext }, async (m) => {
      await m.goto(`${app.baseUrl}/pricing`);
      await visible(m.getByText('You have lifetime access'));
      await expectNoSidewaysScroll(m);
      await shoot(m, 'pricing-member-mobile');
      await m.goto(`${app.baseUrl}/profile?tab=billing`);
      await visible(m.getByText('No billing history yet'));
      await expectNoSidewaysScroll(m);
      await shoot(m, 'billing-mobile');
    });

    await onPhone(browser, { signedIn: adminContext }, async (a) => {
      await a.goto(`${app.baseUrl}/admin`);
      const table = a.getByRole('table', { name: 'User Management' });
      await visible(table);
      // The table scrolls inside its card; the page itself does not scroll sideways.
      await expectNoSidewaysScroll(a);
      await visible(table.getByText(member.username, { exact: true }));
      await shoot(a, 'admin-mobile');

      // Scroll the table sideways until the Lifetime Access cell sits right beside the pinned User
      // column, as a user would: the toggle is then on top (a hit test at its centre), not hidden
      // under the pinned column, and the User column has stayed in view.
      const memberRow = table.getByRole('row').filter({ hasText: member.username });
      await memberRow.evaluate((row) => row.scrollIntoView({ block: 'center', inline: 'nearest' }));
      const toggle = memberRow.getByRole('switch', { name: `Lifetime access for ${member.username}` });
      const scrolled = await toggle.evaluate((input) => {
        const cell = input.closest('td');
        const pinned = cell?.parentElement?.firstElementChild;
        let box = cell?.parentElement ?? null;
        while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
        if (!cell || !pinned || !box) return 0;
        box.scrollLeft += cell.getBoundingClientRect().left - pinned.getBoundingClientRect().right;
        return box.scrollLeft;
      });
      expect(scrolled).toBeGreaterThan(0);
      const toggleIsOnTop = () =>
        toggle.evaluate((input) => {
          const root = input.closest('.mantine-Switch-root');
          const r = (root?.querySelector('.mantine-Switch-track') ?? input).getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return r.right <= window.innerWidth && !!hit && !!root?.contains(hit);
        });
      await expect.poll(toggleIsOnTop).toBe(true);
      expect((await memberRow.getByText(member.username, { exact: true }).boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
      await shoot(a, 'admin-mobile-scrolled');
    });
  });
});

describe('with payments configured (local test settings, no Stripe network)', () => {
  // Its own server: Stripe keys that only a local signature check uses; the API base points at a
  // closed local port, so a Checkout call fails fast, as a provider outage would.
  const WEBHOOK_SECRET = 'whsec_journey_test_secret';
  const PAYMENT_LINK = 'https://buy.stripe.com/test_journey';
  const payer = journeyUser('payer', 'Sam', 'Patel', 'correct-horse-9');
  let paid: RunningApp;
  let context: BrowserContext;
  let page: Page;
  let payerId = 0;

  beforeAll(async () => {
    paid = await startApp({
      STRIPE_SECRET_KEY: 'sk_test_journey',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: 'price_monthly_journey',
      STRIPE_PRICE_ANNUAL: 'price_annual_journey',
      STRIPE_PAYMENT_LINK_MONTHLY: PAYMENT_LINK,
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    context = await browser.newContext({ viewport: DESKTOP });
    // The payment link is Stripe's page: answer it locally (this network reaches no one).
    await context.route('https://buy.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe test page</h1>' }),
    );
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await paid?.stop();
  });

  /** Posts an event to the webhook, signed the way Stripe signs (HMAC-SHA256 of "t.payload"). */
  async function sendEvent(type: string, object: Record<string, unknown>, created: number) {
    const payload = JSON.stringify({ id: `evt_${type}_${object.id as string}`, object: 'event', type, created, data: { object } });
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
    const res = await fetch(`${paid.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
      body: payload,
    });
    expect(res.status).toBe(200);
  }

  it('monthly opens the payment link after a second, carrying the account id and email', async () => {
    await signUp(page, paid, payer);
    await confirmEmail(page, paid, payer.email);
    const me = (await (await page.request.get(`${paid.baseUrl}/api/auth/user`)).json()) as { user: { id: number } };
    payerId = me.user.id;

    await page.goto(`${paid.baseUrl}/pricing`);
    const monthly = page.getByRole('region', { name: 'Monthly plan' });
    await visible(monthly.getByRole('button', { name: 'Start Free Trial' }));
    expect(await page.getByText('Online payments are unavailable').count()).toBe(0);
    await monthly.getByRole('button', { name: 'Start Free Trial' }).click();
    await visible(monthly.getByRole('button', { name: 'Starting...' }));
    await page.waitForURL(/^https:\/\/buy\.stripe\.com\//);
    const target = new URL(page.url());
    expect(`${target.origin}${target.pathname}`).toBe(PAYMENT_LINK);
    expect(target.searchParams.get('client_reference_id')).toBe(String(payerId));
    expect(target.searchParams.get('prefilled_email')).toBe(payer.email);
  });

  it("annual: a provider failure shows 'Payment Error' with the server's message, and the button recovers", async () => {
    await page.goto(`${paid.baseUrl}/pricing`);
    const annual = page.getByRole('region', { name: 'Annual plan' });
    await annual.getByRole('button', { name: 'Start Free Trial' }).click();
    await visible(page.getByText('Payment Error', { exact: true }));
    await visible(page.getByText('The payment provider could not start checkout. Please try again.'));
    await visible(annual.getByRole('button', { name: 'Start Free Trial' }));
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });

  it('after Stripe reports the subscription and invoices, billing lists them and pricing says subscribed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const metadata = { userId: String(payerId) };
    await sendEvent(
      'customer.subscription.created',
      { id: 'sub_journey', object: 'subscription', customer: 'cus_journey', status: 'active', metadata, items: { data: [] } },
      now,
    );
    const invoice = (id: string, created: number, extra: Record<string, unknown>) => ({
      id,
      object: 'invoice',
      customer: 'cus_journey',
      metadata,
      currency: 'usd',
      created,
      lines: { data: [{ description: '1 × Paydown Monthly (at $4.99 / month)' }] },
      ...extra,
    });
    await sendEvent(
      'invoice.payment_failed',
      invoice('in_journey_1', now - 30 * 86_400, { amount_due: 499, amount_paid: 0, hosted_invoice_url: null }),
      now - 30 * 86_400,
    );
    await sendEvent(
      'invoice.paid',
      invoice('in_journey_2', now, {
        amount_due: 499,
        amount_paid: 499,
        hosted_invoice_url: 'https://invoice.stripe.com/i/journey_2',
      }),
      now,
    );

    await page.goto(`${paid.baseUrl}/profile?tab=billing`);
    const list = page.getByRole('list', { name: 'Billing history' });
    await visible(list);
    const rows = list.getByRole('listitem');
    expect(await rows.count()).toBe(2);
    const newest = rows.first();
    expect(await newest.innerText()).toContain('$4.99');
    await visible(newest.getByText('Paid', { exact: true }));
    const invoiceLink = newest.getByRole('link', { name: /Invoice for/ });
    expect(await invoiceLink.getAttribute('target')).toBe('_blank');
    expect(await invoiceLink.getAttribute('href')).toBe('https://invoice.stripe.com/i/journey_2');
    await visible(rows.nth(1).getByText('Failed', { exact: true }));
    expect(await rows.nth(1).getByRole('link').count()).toBe(0);
    await visible(page.getByText('Active', { exact: true }));
    expect(await page.getByRole('button', { name: 'Upgrade to Pro' }).count()).toBe(0);
    await shoot(page, 'billing-history-desktop');

    await onPhone(browser, { signedIn: context }, async (mobile) => {
      await mobile.goto(`${paid.baseUrl}/profile?tab=billing`);
      await visible(mobile.getByRole('list', { name: 'Billing history' }));
      await expectNoSidewaysScroll(mobile);
      await shoot(mobile, 'billing-history-mobile');
    });

    await page.goto(`${paid.baseUrl}/pricing`);
    await visible(page.getByText('Your subscription is active'));
    expect(await page.getByRole('button', { name: 'Start Free Trial' }).count()).toBe(0);
  });
});
