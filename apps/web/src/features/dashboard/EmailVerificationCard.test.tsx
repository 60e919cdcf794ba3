import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/fake-api.ts';
import { makeUser, verificationStatus } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { useSession } from '../auth/session.ts';
import { EmailVerificationCard, resendWaitMs, verificationState } from './EmailVerificationCard.tsx';

function progressValue() {
  return screen.getByRole('progressbar', { name: 'Verification progress' }).getAttribute('aria-valuenow');
}

describe('verification state', () => {
  it('is not-sent, pending or confirmed', () => {
    expect(verificationState({ isEmailConfirmed: false, verificationPending: false })).toBe('not-sent');
    expect(verificationState({ isEmailConfirmed: false, verificationPending: true })).toBe('pending');
    expect(verificationState({ isEmailConfirmed: true, verificationPending: false })).toBe('confirmed');
  });

  it('waits until nextResendAllowed', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(resendWaitMs('2026-11-22T10:01:30Z', now)).toBe(90_000);
    expect(resendWaitMs('2026-11-22T09:59:00Z', now)).toBe(0);
    expect(resendWaitMs(null, now)).toBe(0);
  });
});

describe('EmailVerificationCard', () => {
  it("not sent: 0% and 'Send Verification Email'", async () => {
    renderApp(<EmailVerificationCard />, {
      api: { 'account.verificationStatus': () => ok(verificationStatus({ verificationPending: false })) },
    });
    expect(await screen.findByRole('button', { name: 'Send Verification Email' })).toBeEnabled();
    expect(progressValue()).toBe('0');
    expect(screen.getByText('Not sent')).toBeInTheDocument();
  });

  it("pending: 50% and 'Resend Email' disabled while the m:ss countdown runs", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    renderApp(<EmailVerificationCard />, {
      api: {
        'account.verificationStatus': () =>
          ok(verificationStatus({ canResendVerification: true, nextResendAllowed: '2026-11-22T10:01:05Z' })),
      },
    });
    const button = await screen.findByRole('button', { name: 'Resend Email' });
    expect(progressValue()).toBe('50');
    expect(button).toBeDisabled();
    expect(screen.getByText('You can send another email in 1:05')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('You can send another email in 1:04')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(56_000);
    });
    expect(screen.getByText('You can send another email in 0:08')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(screen.queryByText(/You can send another email/)).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('stays disabled when the server does not allow a resend yet', async () => {
    renderApp(<EmailVerificationCard />, {
      api: {
        'account.verificationStatus': () => ok(verificationStatus({ canResendVerification: false, nextResendAllowed: null })),
      },
    });
    expect(await screen.findByRole('button', { name: 'Resend Email' })).toBeDisabled();
  });

  it("confirmed: a green 'Verified' card", async () => {
    renderApp(<EmailVerificationCard />, {
      api: {
        'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: true, verificationPending: false })),
        'auth.me': () => fail('UNAUTHORIZED', 'x'),
      },
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/email address is confirmed and your free trial is active/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('resends, says so, and reads the status again', async () => {
    let sent = false;
    const { user, api } = renderApp(<EmailVerificationCard />, {
      api: {
        'account.verificationStatus': () =>
          ok(
            sent
              ? verificationStatus({ canResendVerification: false, nextResendAllowed: new Date(Date.now() + 60_000).toISOString() })
              : verificationStatus(),
          ),
        'account.resendVerification': () => {
          sent = true;
          return ok({ message: 'Verification email sent' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(screen.getByText('Please check your email inbox and spam folder.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('account.verificationStatus')).toHaveLength(2));
    expect(await screen.findByText(/You can send another email in (1:00|0:59)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeDisabled();
  });

  it('shows the server message when sending fails, or the default', async () => {
    const { user, api } = renderApp(<EmailVerificationCard />, {
      api: {
        'account.verificationStatus': () => ok(verificationStatus()),
        'account.resendVerification': () => fail('TOO_MANY_REQUESTS', 'Please wait a minute before requesting another email.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Failed to send email')).toBeInTheDocument();
    expect(screen.getByText('Please wait a minute before requesting another email.')).toBeInTheDocument();

    api.on({ 'account.resendVerification': () => fail('INTERNAL_SERVER_ERROR', '') });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend Email' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
  });

  it('polls every 5 seconds while unconfirmed and stops once confirmed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let confirmed = false;
    const { api } = renderApp(<EmailVerificationCard />, {
      api: {
        'account.verificationStatus': () => ok(confirmed ? verificationStatus({ isEmailConfirmed: true }) : verificationStatus()),
        'auth.me': () => fail('UNAUTHORIZED', 'x'),
      },
    });
    await screen.findByRole('button', { name: 'Resend Email' });
    expect(api.callsTo('account.verificationStatus')).toHaveLength(1);

    confirmed = true;
    await act(async () => vi.advanceTimersByTime(5000));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(api.callsTo('account.verificationStatus')).toHaveLength(2);

    await act(async () => vi.advanceTimersByTime(15_000));
    expect(api.callsTo('account.verificationStatus')).toHaveLength(2);
  });

  it('asks for the user again once the email is confirmed elsewhere, and not when the session already says confirmed', async () => {
    const meAnswer = () => ok({ user: makeUser({ emailConfirmed: true }) });
    const confirmed = () => ok(verificationStatus({ isEmailConfirmed: true, verificationPending: false }));
    // The signed-in layout holds the session query; the probe stands in for it.
    function WithSession({ unconfirmed }: { unconfirmed: boolean }) {
      useSession();
      return <EmailVerificationCard unconfirmed={unconfirmed} />;
    }
    const first = renderApp(<WithSession unconfirmed />, { api: { 'account.verificationStatus': confirmed, 'auth.me': meAnswer } });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await waitFor(() => expect(first.api.callsTo('auth.me')).toHaveLength(2));
    first.unmount();

    const second = renderApp(<WithSession unconfirmed={false} />, {
      api: { 'account.verificationStatus': confirmed, 'auth.me': meAnswer },
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(second.api.callsTo('auth.me')).toHaveLength(1);
  });
});
