import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail, networkError, ok, type Handlers } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { billingStatusLabel, formatBillingAmount } from './billing-labels.ts';
import { billingApi, billingTrialStatus, makeBillingItem } from './test-fixtures.ts';

function renderBilling(api: Handlers = {}, route = '/profile?tab=billing') {
  return renderApp(<AppRoutes />, { route, api: billingApi(api) });
}

const HISTORY = [
  makeBillingItem({ id: 3, description: 'Paydown Annual', amount: '49.99', date: '2026-11-20T15:04:00.000Z' }),
  makeBillingItem({
    id: 2,
    description: 'Paydown Monthly',
    status: 'failed',
    amount: '4.99',
    date: '2026-10-20T15:04:00.000Z',
    invoiceUrl: null,
  }),
  makeBillingItem({ id: 1, description: 'Paydown Monthly', status: 'payment_failed', date: '2026-09-20T15:04:00.000Z' }),
];

describe('Billing history', () => {
  it('lists each invoice: description, date, status badge, $ amount and an invoice link in a new tab', async () => {
    renderBilling({ 'billing.history': () => ok(HISTORY) });
    const list = await screen.findByRole('list', { name: 'Billing history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);

    const [annual, failed, failedToo] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(annual).toHaveTextContent('Paydown Annual');
    expect(annual).toHaveTextContent('Nov 20, 2026');
    expect(annual).toHaveTextContent('$49.99');
    const link = within(annual).getByRole('link', { name: /Invoice for Paydown Annual/ });
    expect(link).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_1/test_inv_1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName(/opens in a new tab/);

    expect(failed).toHaveTextContent('Oct 20, 2026');
    expect(failed).toHaveTextContent('$4.99');
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
    expect(within(failedToo).getByText('Payment failed')).toBeInTheDocument();

    // Paid looks normal (a light badge in the brand colour); anything else is a solid red badge.
    const paidBadge = within(annual).getByText('Paid').closest('.mantine-Badge-root');
    const failedBadge = within(failed).getByText('Failed').closest('.mantine-Badge-root');
    expect(paidBadge).toHaveAttribute('data-variant', 'light');
    expect(paidBadge?.getAttribute('style')).not.toContain('red');
    expect(failedBadge).toHaveAttribute('data-variant', 'filled');
    expect(failedBadge?.getAttribute('style')).toContain('--mantine-color-red');
  });

  it("shows 'Loading billing history...' while it loads", async () => {
    renderBilling({ 'billing.history': () => new Promise(() => {}) });
    expect(await screen.findByText('Loading billing history...')).toBeInTheDocument();
  });

  it('explains an empty history during the trial: it appears after upgrading', async () => {
    renderBilling();
    expect(await screen.findByText('No billing history yet')).toBeInTheDocument();
    expect(await screen.findByText('Your billing history will appear here after you upgrade to a paid plan.')).toBeInTheDocument();
  });

  it.each(['active', 'expired', 'cancelled', 'pending_confirmation'])(
    'explains an empty history with status %s: it appears after the first payment',
    async (status) => {
      renderBilling({ 'account.trialStatus': () => ok(billingTrialStatus(status)) });
      expect(await screen.findByText('Your billing history will appear here after your first payment.')).toBeInTheDocument();
    },
  );

  it('says when the history cannot be loaded, and tries again', async () => {
    const { user, api } = renderBilling({ 'billing.history': () => networkError() });
    expect(await screen.findByText('Billing history could not be loaded')).toBeInTheDocument();
    api.on({ 'billing.history': () => ok(HISTORY.slice(0, 1)) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Billing history' })).toHaveTextContent('Paydown Annual');
  });

  it("shows the server's message when the history fails on the server", async () => {
    renderBilling({ 'billing.history': () => fail('INTERNAL_SERVER_ERROR', 'Something went wrong on our side.') });
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
  });
});

describe('Billing plan card', () => {
  it("'Upgrade to Pro' goes to pricing with a 'Redirecting to pricing' toast", async () => {
    const { user, location } = renderBilling();
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText('Redirecting to pricing')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/pricing'));
  });

  it('offers no upgrade with an active plan or lifetime access', async () => {
    renderBilling({ 'account.trialStatus': () => ok(billingTrialStatus('trial', { hasLifetimeAccess: true })) });
    expect(await screen.findByText('Lifetime')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });

  it('thanks the user back from checkout while the payment is being confirmed', async () => {
    renderBilling({}, '/profile?tab=billing&checkout=success');
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(screen.getByText(/Your payment is being confirmed/)).toBeInTheDocument();
  });
});

describe('billing labels', () => {
  it('formats amounts with a $ prefix, and other currencies with their own symbol', () => {
    expect(formatBillingAmount('4.99', 'usd')).toBe('$4.99');
    expect(formatBillingAmount('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatBillingAmount('4.99', 'eur')).toBe('€4.99');
  });

  it('makes statuses readable', () => {
    expect(billingStatusLabel('paid')).toBe('Paid');
    expect(billingStatusLabel('payment_failed')).toBe('Payment failed');
    expect(billingStatusLabel('')).toBe('Unknown');
  });
});
