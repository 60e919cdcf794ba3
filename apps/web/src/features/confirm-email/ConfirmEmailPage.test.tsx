import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail, networkError, ok } from '../../test/fake-api.ts';
import { makeUser, verificationStatus } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { ConfirmEmailPage } from './ConfirmEmailPage.tsx';

describe('ConfirmEmailPage', () => {
  it('without a token goes straight to the error, with Back to Login', async () => {
    const { api, user, location } = renderApp(<ConfirmEmailPage />, { route: '/confirm-email' });
    expect(screen.getByText('Invalid confirmation link. Please check your email for the correct link.')).toBeInTheDocument();
    expect(api.callsTo('auth.confirmEmail')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toBe('/auth');
  });

  it('shows a loading state while confirming', () => {
    renderApp(<ConfirmEmailPage />, {
      route: '/confirm-email?token=abc',
      api: { 'auth.confirmEmail': () => new Promise(() => {}) },
    });
    expect(screen.getByText('Confirming your email...')).toBeInTheDocument();
  });

  it("shows the server's message for a bad token", async () => {
    renderApp(<ConfirmEmailPage />, {
      route: '/confirm-email?token=used',
      api: {
        'auth.confirmEmail': () => fail('BAD_REQUEST', 'This confirmation link has already been used.'),
      },
    });
    expect(await screen.findByText('This confirmation link has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('falls back to the default when the server gives no message', async () => {
    renderApp(<ConfirmEmailPage />, {
      route: '/confirm-email?token=x',
      api: { 'auth.confirmEmail': () => fail('INTERNAL_SERVER_ERROR', '') },
    });
    expect(await screen.findByText('Failed to confirm email. Please try again.')).toBeInTheDocument();
  });

  it('says so when the network fails', async () => {
    renderApp(<ConfirmEmailPage />, {
      route: '/confirm-email?token=x',
      api: { 'auth.confirmEmail': () => networkError() },
    });
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });

  it('confirms, welcomes, and sends the token once', async () => {
    const { api, user, location } = renderApp(<ConfirmEmailPage />, {
      route: '/confirm-email?token=tok123',
      api: { 'auth.confirmEmail': () => ok({ message: '' }) },
    });
    expect(await screen.findByText('Email confirmed successfully! Your 30-day free trial has started.')).toBeInTheDocument();
    const list = screen.getByRole('list');
    for (const item of [/30-day free trial has started/, /Full access/, /AI debt optimization/, /Smart payment recommendations/]) {
      expect(within(list).getByText(item)).toBeInTheDocument();
    }
    expect(api.callsTo('auth.confirmEmail')).toEqual([{ path: 'auth.confirmEmail', input: { token: 'tok123' } }]);
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(location()).toBe('/dashboard');
  });

  it('redirects a signed-in user to the dashboard after 3 seconds and refreshes their status', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let confirmed = false;
    const { location, api } = renderApp(<AppRoutes />, {
      route: '/confirm-email?token=tok123',
      api: {
        'auth.me': () => ok({ user: makeUser({ emailConfirmed: confirmed }) }),
        'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: confirmed })),
        'auth.confirmEmail': () => {
          confirmed = true;
          return ok({ message: 'Email confirmed successfully! Your 30-day free trial has started.' });
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/confirm-email?token=tok123');
    await act(async () => vi.advanceTimersByTime(2900));
    expect(location()).toBe('/confirm-email?token=tok123');
    await act(async () => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(api.callsTo('auth.me').length).toBeGreaterThanOrEqual(2);
  });
});
