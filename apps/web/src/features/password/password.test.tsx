import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeDashboard, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { accountApi } from '../profile/test-fixtures.ts';
import { passwordAgeText } from './password-age.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('passwordAgeText', () => {
  it.each([
    [null, 'Set when you signed up'],
    ['2026-11-23T08:00:00Z', 'Last updated today'],
    ['2026-11-22T08:00:00Z', 'Last updated 1 day ago'],
    ['2026-11-20T11:00:00Z', 'Last updated 3 days ago'],
  ])('%s -> %s', (changedAt, text) => expect(passwordAgeText(changedAt, NOW)).toBe(text));
});

function renderAccount(api: Handlers = {}, user = makeUser()) {
  return renderApp(<AppRoutes />, {
    route: '/profile?tab=account',
    api: accountApi(api, user),
  });
}

describe('Change Password', () => {
  it('shows when the password was set, and changes it after checking both copies match', async () => {
    const { user, api } = renderAccount({
      'password.change': () => ok({ user: makeUser({ passwordChangedAt: new Date().toISOString() }) }),
    });
    expect(await screen.findByText('Set when you signed up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    // Like every form dialog: the first field has the focus, not the close button.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Current password/)).toHaveFocus());
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old-secret-1');
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-secret-22');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-secret-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('password.change')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Confirm new password/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(api.callsTo('password.change')[0]?.input).toEqual({ currentPassword: 'old-secret-1', newPassword: 'new-secret-22' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Last updated today')).toBeInTheDocument();
  });

  it('shows a wrong current password under its field', async () => {
    const { user } = renderAccount({
      'password.change': () => fail('BAD_REQUEST', 'Current password is incorrect', { currentPassword: 'Current password is incorrect' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'wrong-one');
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-secret-22');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-secret-22');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findAllByText('Current password is incorrect')).not.toHaveLength(0);
  });
});

const visitor = { 'auth.me': () => fail('UNAUTHORIZED', 'You are not signed in.') };

describe('Forgot and reset password', () => {
  it('links from Sign In to the email form, which shows the same answer for any address', async () => {
    const { user, api } = renderApp(<AppRoutes />, {
      route: '/auth',
      api: { ...visitor, 'password.forgot': () => ok({ message: 'If an account uses that email address, we have sent it a link.' }) },
    });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText(/^Email/), 'Someone@Example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByText('If an account uses that email address, we have sent it a link.')).toBeInTheDocument();
    expect(api.callsTo('password.forgot')[0]?.input).toEqual({ email: 'Someone@Example.com' });
  });

  it('sets a new password from the link and signs in', async () => {
    const { user, api, location } = renderApp(<AppRoutes />, {
      route: '/reset-password?token=abc123',
      api: { ...visitor, 'password.reset': () => ok({ user: makeUser() }), 'dashboard.get': () => ok(makeDashboard()) },
    });
    // Opened from the email to type a new password: the field is ready for it.
    await waitFor(async () => expect(await screen.findByLabelText(/^New password/)).toHaveFocus());
    await user.type(await screen.findByLabelText(/^New password/), 'new-secret-22');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-22');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('password.reset')[0]?.input).toEqual({ token: 'abc123', newPassword: 'new-secret-22' });
  });

  it('says clearly when the link has expired or was used, and offers a new one', async () => {
    const { user } = renderApp(<AppRoutes />, {
      route: '/reset-password?token=old',
      api: {
        ...visitor,
        'password.reset': () =>
          fail('BAD_REQUEST', 'This reset link has expired. Request a new one.', {
            token: 'This reset link has expired. Request a new one.',
          }),
      },
    });
    await user.type(await screen.findByLabelText(/^New password/), 'new-secret-22');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-secret-22');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert', { name: 'This link cannot be used' });
    expect(alert).toHaveTextContent('This reset link has expired. Request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
