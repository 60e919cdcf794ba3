import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { deferred, fail, networkError, ok, type OutputOf } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { FEATURES, paymentLinkUrl } from './plans.ts';
import { paymentsNotConfigured, PRICE_IDS, signedInApi, signedOutApi, trialStatus } from './test-fixtures.ts';

let assign: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
});

const plan = (name: 'Monthly' | 'Annual') => screen.findByRole('region', { name: `${name} plan` });

describe('Pricing: plans, toggle and content', () => {
  it("shows both plans; 'Save $10' on Annual and 'Most Popular' only when Annual is selected", async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/pricing', api: signedOutApi });
    const monthly = await plan('Monthly');
    const annual = await plan('Annual');
    expect(monthly).toHaveTextContent('$4.99/month');
    expect(annual).toHaveTextContent('$49.99/year');

    const monthlyRadio = screen.getByRole('radio', { name: 'Monthly' });
    const annualRadio = screen.getByRole('radio', { name: /^Annual/ });
    expect(monthlyRadio).toBeChecked();
    expect(annualRadio).toHaveAccessibleName('Annual Save $10');
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();

    await user.click(annualRadio);
    expect(annualRadio).toBeChecked();
    expect(within(annual).getByText('Most Popular')).toBeInTheDocument();
    expect(within(monthly).queryByText('Most Popular')).not.toBeInTheDocument();

    await user.click(monthlyRadio);
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('lists the ten trial features, the FAQ and a sign-in link for visitors', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/pricing', api: signedOutApi });
    const features = await screen.findByRole('list', { name: 'Everything included in your trial' });
    const listed = within(features)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // The spec's ten, in the order plans.ts keeps them.
    expect(listed).toEqual([...FEATURES]);
    expect(listed).toHaveLength(10);
    for (const topic of [/free trial work/i, /cancel at any time/i, /payment methods/i, /data secure/i]) {
      expect(screen.getByRole('button', { name: topic })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: /free trial work/i }));
    expect(await screen.findByText(/No credit card is required to start/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/auth');
  });

  it("shows 'Loading pricing options...' while the price ids load", async () => {
    renderApp(<AppRoutes />, {
      route: '/pricing',
      api: { ...signedOutApi, 'billing.priceIds': () => new Promise(() => {}) },
    });
    expect(await screen.findByText('Loading pricing options...')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Monthly plan' })).not.toBeInTheDocument();
  });
});

describe('Pricing: visitors', () => {
  it("asks a visitor to log in: 'Authentication Required' and the login tab", async () => {
    const { user, location, api } = renderApp(<AppRoutes />, { route: '/pricing', api: signedOutApi });
    await user.click(within(await plan('Annual')).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to start your subscription')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth?tab=login'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('billing.createCheckoutSession')).toHaveLength(0);
  });

  it('says payments are not set up (503) and still shows the plans; the buttons still lead to sign-in', async () => {
    const { user, location } = renderApp(<AppRoutes />, {
      route: '/pricing',
      api: { ...signedOutApi, 'billing.priceIds': paymentsNotConfigured },
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Online payments are unavailable');
    expect(notice).toHaveTextContent('Payments are not set up on this server.');
    expect(notice).toHaveTextContent('You can still create an account and start your free trial.');
    const monthly = await plan('Monthly');
    expect(screen.getByText('Everything included in your trial')).toBeInTheDocument();

    await user.click(within(monthly).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth?tab=login'));
  });
});

describe('Pricing: signed in', () => {
  it('disables the buttons and explains why when payments are not set up', async () => {
    renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi({}, { 'billing.priceIds': paymentsNotConfigured }),
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Payments are not set up on this server.');
    expect(notice).toHaveTextContent('your account and free trial keep working');
    for (const name of ['Monthly', 'Annual'] as const) {
      const button = within(await plan(name)).getByRole('button', { name: 'Start Free Trial' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Payments are not set up on this server/);
    }
  });

  it('offers to try again when the price ids fail for another reason', async () => {
    const { user, api } = renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi({}, { 'billing.priceIds': () => networkError() }),
    });
    expect(await screen.findByText('Could not load pricing options')).toBeInTheDocument();
    api.on({ 'billing.priceIds': () => ok(PRICE_IDS) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Could not load pricing options')).not.toBeInTheDocument());
    expect(within(await plan('Annual')).getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  });

  it("annual: shows 'Starting...', ignores further clicks, then goes to the checkout url", async () => {
    const call = deferred<OutputOf<'billing.createCheckoutSession'>>();
    const { api } = renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi({}, { 'billing.createCheckoutSession': () => call.promise }),
    });
    const annual = await plan('Annual');
    const button = within(annual).getByRole('button', { name: 'Start Free Trial' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await within(annual).findByRole('button', { name: 'Starting...' })).toBeInTheDocument();
    fireEvent.click(within(annual).getByRole('button', { name: 'Starting...' }));
    // The other plan cannot be started meanwhile.
    const other = within(await plan('Monthly')).getByRole('button', { name: 'Start Free Trial' });
    expect(other).toBeDisabled();
    fireEvent.click(other);

    await waitFor(() => expect(api.callsTo('billing.createCheckoutSession')).toHaveLength(1));
    expect(api.callsTo('billing.createCheckoutSession')[0]?.input).toEqual({
      priceId: 'price_annual_test',
      mode: 'subscription',
    });
    call.resolve(ok({ url: 'https://checkout.stripe.com/c/pay/cs_test_123' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_123'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(api.callsTo('billing.createCheckoutSession')).toHaveLength(1);
  });

  it('monthly: opens the payment link after 1 s with the user id and email attached, without a call', async () => {
    const { user, api } = renderApp(<AppRoutes />, { route: '/pricing', api: signedInApi() });
    const monthly = await plan('Monthly');
    const clickedAt = Date.now();
    await user.click(within(monthly).getByRole('button', { name: 'Start Free Trial' }));
    expect(within(monthly).getByRole('button', { name: 'Starting...' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe('https://buy.stripe.com/test_monthly');
    expect(target.searchParams.get('client_reference_id')).toBe('7');
    expect(target.searchParams.get('prefilled_email')).toBe('jane@example.com');
    expect(api.callsTo('billing.createCheckoutSession')).toHaveLength(0);
  });

  it('monthly without a payment link: falls back to checkout with the monthly price', async () => {
    const { user, api } = renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi(
        {},
        {
          'billing.priceIds': () => ok({ ...PRICE_IDS, monthlyPaymentLink: null }),
          'billing.createCheckoutSession': () => ok({ url: 'https://checkout.stripe.com/c/pay/cs_monthly' }),
        },
      ),
    });
    await user.click(within(await plan('Monthly')).getByRole('button', { name: 'Start Free Trial' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_monthly'));
    expect(api.callsTo('billing.createCheckoutSession')[0]?.input).toEqual({
      priceId: 'price_monthly_test',
      mode: 'subscription',
    });
  });

  it("shows 'Payment Error' with the default text when there is no server message, and allows another try", async () => {
    const { user } = renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi({}, { 'billing.createCheckoutSession': () => networkError() }),
    });
    const annual = await plan('Annual');
    await user.click(within(annual).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to start subscription process. Please try again.')).toBeInTheDocument();
    expect(within(annual).getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's message in 'Payment Error' (e.g. no checkout url from the provider)", async () => {
    const { user } = renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi(
        {},
        {
          'billing.createCheckoutSession': () => fail('INTERNAL_SERVER_ERROR', 'No checkout URL was received from the payment provider.'),
        },
      ),
    });
    await user.click(within(await plan('Annual')).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('No checkout URL was received from the payment provider.')).toBeInTheDocument();
  });

  it('asks an unconfirmed user to confirm their email before opening the payment link', async () => {
    const { user } = renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi({ emailConfirmed: false, subscriptionStatus: 'pending_confirmation' }),
    });
    await user.click(within(await plan('Monthly')).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your email address before subscribing.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1200));
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the days left of a running trial', async () => {
    renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi({}, { 'account.trialStatus': () => ok(trialStatus({ daysRemaining: 12 })) }),
    });
    expect(await screen.findByText('12 days left in your free trial')).toBeInTheDocument();
  });

  it('shows an active subscription instead of the buttons', async () => {
    renderApp(<AppRoutes />, { route: '/pricing', api: signedInApi({ subscriptionStatus: 'active' }) });
    expect(await screen.findByText('Your subscription is active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    expect(within(await plan('Annual')).getByText('You are already subscribed')).toBeInTheDocument();
  });

  it('shows lifetime access instead of the buttons (from the fresh trial status)', async () => {
    renderApp(<AppRoutes />, {
      route: '/pricing',
      api: signedInApi({}, { 'account.trialStatus': () => ok(trialStatus({ hasLifetimeAccess: true })) }),
    });
    expect(await screen.findByText('You have lifetime access')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    expect(within(await plan('Monthly')).getByText('Included with your lifetime access')).toBeInTheDocument();
  });

  it('says nothing was charged after a cancelled checkout', async () => {
    renderApp(<AppRoutes />, { route: '/pricing?checkout=cancelled', api: signedInApi() });
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
  });
});

describe('paymentLinkUrl', () => {
  it('appends the reference and email, keeping existing parameters and encoding the email', () => {
    const url = new URL(paymentLinkUrl('https://buy.stripe.com/abc?locale=en', { id: 42, email: 'a+b@example.com' }));
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('client_reference_id')).toBe('42');
    expect(url.searchParams.get('prefilled_email')).toBe('a+b@example.com');
    expect(url.search).toContain('prefilled_email=a%2Bb%40example.com');
  });
});
