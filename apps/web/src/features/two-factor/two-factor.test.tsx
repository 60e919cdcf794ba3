import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail, ok } from '../../test/fake-api.ts';
import { makeDashboard, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { accountApi } from '../profile/test-fixtures.ts';

const CODES = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`);

describe('two-factor sign-in in the sign-in form', () => {
  it('asks for a code after the password, then signs in', async () => {
    const { user, api, location } = renderApp(<AppRoutes />, {
      route: '/auth',
      api: {
        'auth.me': () => fail('UNAUTHORIZED', 'You are not signed in.'),
        'auth.login': () => ok({ twoFactorRequired: true }),
        'twoFactor.login': (input) =>
          input.code === '123456'
            ? ok({ user: makeUser() })
            : fail('BAD_REQUEST', 'That code is not right. Check the time on your device and try again.'),
        'dashboard.get': () => ok(makeDashboard()),
      },
    });
    await user.type(await screen.findByLabelText(/^Username/), 'janedoe');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText(/^Authentication code/);
    // The form swapped under the user's hands: the code can be typed right away.
    expect(code).toHaveFocus();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('twoFactor.login').map((c) => c.input)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });
});

function renderAccount(enabled: boolean, api: Record<string, () => ReturnType<typeof ok>> = {}) {
  return renderApp(<AppRoutes />, {
    route: '/profile?tab=account',
    api: accountApi(api, makeUser({ twoFactorEnabled: enabled })),
  });
}

describe('Two-Factor Authentication card', () => {
  it('enables 2FA: QR code and secret, the password and a code, then the recovery codes once; the card then says it is on', async () => {
    const { user, api } = renderAccount(false, {
      'twoFactor.setup': () =>
        ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Paydown:janedoe?secret=JBSWY3DPEHPK3PXP&issuer=Paydown' }),
      'twoFactor.enable': () => ok({ recoveryCodes: CODES }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable 2FA' });
    // Like every form dialog: the field to fill has the focus, not the close button.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus());
    expect(await within(dialog).findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-pass-1');
    await user.type(within(dialog).getByLabelText(/^6-digit code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(api.callsTo('twoFactor.enable')[0]?.input).toEqual({ password: 'secret-pass-1', code: '123456' });
    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    // The card says so (the success toast says the same words for 5 s, so look in the card).
    const card = await screen.findByRole('region', { name: 'Two-Factor Authentication' });
    expect(await within(card).findByText('Two-factor sign-in is on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
  });

  it('refuses to enable with a wrong password: the message shows and no recovery codes appear', async () => {
    const { user } = renderAccount(false, {
      'twoFactor.setup': () =>
        ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Paydown:janedoe?secret=JBSWY3DPEHPK3PXP&issuer=Paydown' }),
      'twoFactor.enable': () => fail('BAD_REQUEST', 'Password is incorrect', { password: 'Password is incorrect' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable 2FA' });
    expect(await within(dialog).findByTestId('totp-secret')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'not-my-password');
    await user.type(within(dialog).getByLabelText(/^6-digit code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('disables with the password and a code', async () => {
    const { user, api } = renderAccount(true, { 'twoFactor.disable': () => ok({ message: 'Two-factor sign-in is off.' }) });
    expect(await screen.findByText('Two-factor sign-in is on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor sign-in' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus());
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret-pass-1');
    await user.type(within(dialog).getByLabelText(/^Code or recovery code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable 2FA' })).toBeInTheDocument();
    expect(api.callsTo('twoFactor.disable')[0]?.input).toEqual({ password: 'secret-pass-1', code: '654321' });
  });
});
