import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, networkError, ok } from '../test/fake-api.ts';
import { makeUser, verificationStatus } from '../test/fixtures.ts';
import { trialStatus } from '../features/pricing/test-fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { isNavActive } from './layout/nav.ts';
import { AppRoutes } from './routes.tsx';

const signedOut = { 'auth.me': () => fail('UNAUTHORIZED', 'You are not signed in.') };
const signedIn = {
  'auth.me': () => ok({ user: makeUser() }),
  'account.verificationStatus': () => ok(verificationStatus()),
};

/** Resizes happy-dom's window, so Mantine's visibleFrom/hiddenFrom media queries apply. */
function setViewport(width: number, height: number) {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height,
  });
}

describe('nav active-entry rule', () => {
  it("matches '/' only exactly", () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/', '/debts')).toBe(false);
  });

  it('matches other entries by path prefix', () => {
    expect(isNavActive('/debts', '/debts')).toBe(true);
    expect(isNavActive('/debts', '/debts/12')).toBe(true);
    expect(isNavActive('/debts', '/income')).toBe(false);
    expect(isNavActive('/profile', '/')).toBe(false);
  });
});

describe('while the auth check runs', () => {
  it("shows only a spinner with 'Loading...'", () => {
    renderApp(<AppRoutes />, { api: { 'auth.me': () => new Promise(() => {}) } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('visitor routes', () => {
  it('shows the sign-in page for any other path (a 401 means signed out, not an error)', async () => {
    renderApp(<AppRoutes />, { route: '/debts', api: signedOut });
    expect(await screen.findByText('Pay off debt faster and smarter')).toBeInTheDocument();
    expect(screen.getByText('FREE 30-DAY TRIAL - NO CREDIT CARD REQUIRED')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the sign-in page at /auth after logout', async () => {
    renderApp(<AppRoutes />, { route: '/auth', api: signedOut });
    expect(await screen.findByRole('tab', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('treats a failing auth check like a visitor', async () => {
    renderApp(<AppRoutes />, { api: { 'auth.me': () => fail('INTERNAL_SERVER_ERROR', 'boom') } });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('treats an unreachable server like a visitor', async () => {
    renderApp(<AppRoutes />, { api: { 'auth.me': () => networkError() } });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('lets visitors see pricing', async () => {
    renderApp(<AppRoutes />, { route: '/pricing', api: signedOut });
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/auth');
  });

  it('lets visitors open the email confirmation page', async () => {
    renderApp(<AppRoutes />, { route: '/confirm-email', api: signedOut });
    expect(await screen.findByText('Invalid confirmation link. Please check your email for the correct link.')).toBeInTheDocument();
  });
});

describe('signed-in routes', () => {
  it('shows the dashboard at / inside the shell', async () => {
    renderApp(<AppRoutes />, { api: signedIn });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Paydown')).toBeInTheDocument();
    expect(screen.getByText('Welcome, janedoe')).toBeInTheDocument();
    const profileLinks = screen.getAllByRole('link', { name: 'Profile' });
    const headerButton = profileLinks.find((link) => !link.closest('nav'));
    expect(headerButton).toHaveAttribute('href', '/profile');
  });

  it('has a seven-entry top navigation (Plan after Dashboard) and a six-entry bottom bar without Pricing', async () => {
    renderApp(<AppRoutes />, { route: '/debts', api: signedIn });
    const top = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The test window is 1024 px wide: from the md breakpoint up the bottom bar is hidden.
    const bottom = document.querySelector<HTMLElement>('nav[aria-label="Bottom navigation"]');
    if (!bottom) throw new Error('no bottom bar');
    expect(top).toBeVisible();
    expect(bottom).not.toBeVisible();

    const topLinks = within(top).getAllByRole('link');
    expect(topLinks.map((a) => a.textContent)).toEqual(['Dashboard', 'Plan', 'Debts', 'Income', 'AI Insights', 'Pricing', 'Profile']);
    expect([...bottom.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Plan',
      'Debts',
      'Income',
      'AI Insights',
      'Profile',
    ]);

    expect(within(top).getByRole('link', { name: 'Debts' })).toHaveAttribute('aria-current', 'page');
    expect(within(top).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { name: 'Your Debts' })).toBeInTheDocument();
  });

  it('shows the bottom bar instead of the top navigation on a 375 px phone', async () => {
    setViewport(375, 812);
    try {
      renderApp(<AppRoutes />, { route: '/profile', api: { ...signedIn, 'account.trialStatus': () => ok(trialStatus()) } });
      const bottom = await screen.findByRole('navigation', { name: 'Bottom navigation' });
      expect(bottom).toBeVisible();
      expect(document.querySelector('nav[aria-label="Main navigation"]')).not.toBeVisible();
      expect(within(bottom).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    } finally {
      setViewport(1024, 768);
    }
  });

  it.each([
    ['/income', 'Income Sources'],
    ['/insights', 'AI-Powered Insights'],
    ['/profile', 'Profile & Settings'],
    ['/pricing', 'Choose your plan'],
    ['/admin', 'Admin dashboard'],
  ])('shows %s', async (route, heading) => {
    renderApp(<AppRoutes />, { route, api: { ...signedIn, 'account.trialStatus': () => ok(trialStatus()) } });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it("shows 'Page Not Found' with a link home for unknown paths", async () => {
    renderApp(<AppRoutes />, { route: '/no-such-page', api: signedIn });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to dashboard/i })).toHaveAttribute('href', '/');
  });

  it.each(['/auth', '/auth?tab=signup', '/dashboard'])('redirects %s to /', async (route) => {
    const { location } = renderApp(<AppRoutes />, { route, api: signedIn });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
