import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { DevicesCard } from './DevicesCard.tsx';

const session = (id: string, browser: string, os: string, current: boolean) => ({
  id,
  browser,
  os,
  ip: '203.0.113.7',
  signedInAt: '2026-11-23T10:00:00.000Z',
  lastActiveAt: '2026-11-23T11:00:00.000Z',
  current,
});

describe("Where you're signed in", () => {
  it('marks this device and signs out another one, or every other one', async () => {
    const { user, api } = renderApp(<DevicesCard />, {
      api: {
        'devices.list': () => ok([session('a1', 'Chrome', 'Windows', true), session('b2', 'Safari', 'iOS', false)]),
        'devices.revoke': () => ok({ message: 'Signed out' }),
        'devices.revokeOthers': () => ok({ message: 'Signed out 1 other session' }),
      },
    });
    const mine = await screen.findByRole('group', { name: 'Chrome on Windows' });
    expect(within(mine).getByText('This device')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const phone = screen.getByRole('group', { name: 'Safari on iOS' });
    expect(within(phone).getByText(/203\.0\.113\.7/)).toBeInTheDocument();
    // On a 390 px phone the long session line squeezed the button down to "Sign" (seen in the
    // Chromium journey, which measures it; jsdom does not lay out, so here: the button never shrinks).
    expect(within(phone).getByRole('button', { name: 'Sign out' })).toHaveStyle({ flexShrink: '0' });
    await user.click(within(phone).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out that device')).toBeInTheDocument();
    expect(api.callsTo('devices.revoke')[0]?.input).toEqual({ id: 'b2' });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out 1 other session')).toBeInTheDocument();
  });
});
