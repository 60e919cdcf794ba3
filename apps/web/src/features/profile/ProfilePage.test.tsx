import { screen, waitFor, within } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeUser, verificationStatus } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionQueryKey } from '../auth/session.ts';
import { OFFLINE_DATA_PREFIX } from '../../lib/offline-data.ts';
import { WELCOME_NOTICE_KEY } from '../../lib/welcome-flag.ts';
import { billingTrialStatus } from './test-fixtures.ts';

function renderProfile(route = '/profile', api: Handlers = {}) {
  return renderApp(<AppRoutes />, {
    route,
    api: {
      'auth.me': () => ok({ user: makeUser() }),
      'account.verificationStatus': () => ok(verificationStatus()),
      'account.trialStatus': () => ok(billingTrialStatus()),
      'billing.history': () => ok([]),
      'notifications.settings': () => ok({ paymentReminders: true, reminderDaysBefore: 3, trialEmails: true }),
      ...api,
    },
  });
}

describe('Profile tab', () => {
  it('shows the username read-only', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile & Settings' })).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('janedoe');
    expect(username).toHaveAttribute('readonly');
    expect(screen.getByText('Username cannot be changed')).toBeInTheDocument();
  });

  it('saves, replaces the cached user with the returned one, and says so', async () => {
    let resolveUpdate: (() => void) | undefined;
    const { user, queryClient, api } = renderProfile('/profile', {
      'auth.updateProfile': (input) =>
        new Promise((resolve) => {
          resolveUpdate = () => resolve(ok({ user: makeUser({ ...(input as object), updatedAt: '2026-11-23T10:00:00.000Z' }) }));
        }),
    });
    const firstName = await screen.findByLabelText(/^First Name/);
    expect(firstName).toHaveValue('Jane');
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    resolveUpdate?.();

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile information has been successfully updated.')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionQueryKey)?.user).toMatchObject({
      firstName: 'Janet',
      updatedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(api.callsTo('auth.updateProfile')[0]?.input).toEqual({
      firstName: 'Janet',
      lastName: 'Doe',
      email: 'jane@example.com',
    });
    // No second read of the user was needed.
    expect(api.callsTo('auth.me')).toHaveLength(1);
  });

  it('validates before sending', async () => {
    const { user, api } = renderProfile();
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'nope');
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(errorUnder(email)).toBe('Please enter a valid email address');
    expect(errorUnder(screen.getByLabelText(/^Last Name/))).toBe('Last name is required');
    expect(api.callsTo('auth.updateProfile')).toHaveLength(0);
  });

  it("shows an email already in use under the email field and an 'Update failed' toast", async () => {
    const { user } = renderProfile('/profile', {
      'auth.updateProfile': () =>
        fail('CONFLICT', 'An account with this email already exists', {
          email: 'An account with this email already exists',
        }),
    });
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(errorUnder(email)).toBe('An account with this email already exists'));
  });
});

describe('Billing tab', () => {
  it('explains the empty history during the trial and sends upgrades to pricing', async () => {
    const { user, location } = renderProfile('/profile?tab=billing');
    expect(await screen.findByText('No billing history yet')).toBeInTheDocument();
    expect(await screen.findByText('Your billing history will appear here after you upgrade to a paid plan.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText('Redirecting to pricing')).toBeInTheDocument();
    // The address changes once the pricing screen's code has loaded (the router waits for it).
    await waitFor(() => expect(location()).toBe('/pricing'));
  });

  it('mentions the first payment when not on a trial', async () => {
    renderProfile('/profile?tab=billing', { 'account.trialStatus': () => ok(billingTrialStatus('expired')) });
    expect(await screen.findByText('Your billing history will appear here after your first payment.')).toBeInTheDocument();
  });
});

describe('Account tab', () => {
  it('shows the password and 2FA cards: the real password age, and both buttons', async () => {
    renderProfile('/profile?tab=account');
    // No change yet: the card says so instead of a fixed "30 days ago" (it shows the real date of the last change).
    expect(await screen.findByText('Set when you signed up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable 2FA' })).toBeInTheDocument();
  });

  it('signs out: clears the cache, the welcome flag and the figures kept for offline reading, and shows the sign-in page at /auth', async () => {
    window.localStorage.setItem(WELCOME_NOTICE_KEY, 'true');
    window.localStorage.setItem(`${OFFLINE_DATA_PREFIX}7`, '{}');
    const { user, location, queryClient, api } = renderProfile('/profile?tab=account', {
      'auth.logout': () => ok({ message: 'Logged out' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(window.localStorage.getItem(WELCOME_NOTICE_KEY)).toBeNull();
    expect(window.localStorage.getItem(`${OFFLINE_DATA_PREFIX}7`)).toBeNull();
    expect(queryClient.getQueryData(['account', 'trialStatus'])).toBeUndefined();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([sessionQueryKey]);
    // Signed out without asking the server again.
    expect(api.callsTo('auth.me')).toHaveLength(1);
  });

  describe('when the screens hear of the cache late (a busy main thread)', () => {
    // The query cache tells its observers on a later task, the router renders the next route on its
    // own. On a loaded machine '/auth' can render before anything that observes the session has
    // been told of the sign-out: here the cache's news are held until the page has been looked at.
    let held: (() => void)[] = [];
    const release = () => {
      notifyManager.setScheduler((callback) => setTimeout(callback, 0));
      for (const callback of held.splice(0)) callback();
    };
    afterEach(release);

    it.each([
      ['signing out', 'Sign Out', null, { 'auth.logout': () => ok({ message: 'Logged out' }) }],
      [
        'deleting the account',
        'Delete Account',
        'Yes, Delete Account',
        { 'auth.deleteAccount': () => ok({ message: 'Your account has been permanently deleted.' }) },
      ],
    ] as const)("stays at '/auth' right after %s", async (_, button, confirm, api) => {
      const { user, location } = renderProfile('/profile?tab=account', api);
      let last = await screen.findByRole('button', { name: button });
      if (confirm) {
        await user.click(last);
        last = within(await screen.findByRole('dialog')).getByRole('button', { name: confirm });
      }
      held = [];
      notifyManager.setScheduler((callback) => held.push(callback));
      await user.click(last);
      expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
      expect(location()).toBe('/auth');
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
      expect(location()).toBe('/auth');
    });
  });

  it('keeps the user signed in when logout fails', async () => {
    const { user } = renderProfile('/profile?tab=account', {
      'auth.logout': () => fail('INTERNAL_SERVER_ERROR', 'boom'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to log out. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile & Settings' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and returns to sign-in', async () => {
    window.localStorage.setItem(WELCOME_NOTICE_KEY, 'true');
    const { user, location, api } = renderProfile('/profile?tab=account', {
      'auth.deleteAccount': () => ok({ message: 'Your account has been permanently deleted.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account Permanently' });
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(dialog).toHaveTextContent('debts, income sources, payment history and AI suggestions');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('auth.deleteAccount')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete Account' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.getByText('Your account has been permanently deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(window.localStorage.getItem(WELCOME_NOTICE_KEY)).toBeNull();
    expect(window.localStorage.getItem('paydown:notifications:7')).toBeNull();
  });

  it("names the dialog's close button for screen readers, and it closes the dialog", async () => {
    const { user } = renderProfile('/profile?tab=account', {});
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account Permanently' });
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a failed deletion', async () => {
    const { user } = renderProfile('/profile?tab=account', {
      'auth.deleteAccount': () => fail('INTERNAL_SERVER_ERROR', 'boom'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete Account' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete account. Please try again.')).toBeInTheDocument();
  });
});

describe('Download your data', () => {
  it('offers the JSON export and both CSV files as downloads', async () => {
    renderProfile();
    const region = await screen.findByRole('region', { name: 'Download your data' });
    expect(within(region).getByRole('link', { name: 'Everything (JSON)' })).toHaveAttribute('href', '/api/export.json');
    expect(within(region).getByRole('link', { name: 'Debts (CSV)' })).toHaveAttribute('href', '/api/export/debts.csv');
    const payments = within(region).getByRole('link', { name: 'Payments (CSV)' });
    expect(payments).toHaveAttribute('href', '/api/export/payments.csv');
    expect(payments).toHaveAttribute('download');
  });
});
