import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';

const signedOut = { 'auth.me': () => fail('UNAUTHORIZED', 'You are not signed in.') };

describe('PricingPage (placeholder)', () => {
  it('shows both plans, and Most Popular only when Annual is selected', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/pricing', api: signedOut });
    const monthly = await screen.findByRole('region', { name: 'Monthly plan' });
    const annual = screen.getByRole('region', { name: 'Annual plan' });
    expect(monthly).toHaveTextContent('$4.99/month');
    expect(annual).toHaveTextContent('$49.99/year');
    expect(screen.getByText('Save $10')).toBeInTheDocument();
    expect(within(annual).queryByText('Most Popular')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(within(annual).getByText('Most Popular')).toBeInTheDocument();
  });

  it('asks a visitor to log in before starting a subscription', async () => {
    const { user, location } = renderApp(<AppRoutes />, { route: '/pricing', api: signedOut });
    const monthly = await screen.findByRole('region', { name: 'Monthly plan' });
    await user.click(within(monthly).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to start your subscription')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth?tab=login'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });
});
