import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render.tsx';
import { accountApi } from '../profile/test-fixtures.ts';

const token = 'k'.repeat(43);
const link = (t: string) => ({
  url: `https://app.test/api/calendar/${t}.ics`,
  webcalUrl: `webcal://app.test/api/calendar/${t}.ics`,
  googleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(`webcal://app.test/api/calendar/${t}.ics`)}`,
});
const none = { enabled: false, includeAmounts: true, createdAt: null };
const made = { enabled: true, includeAmounts: true, createdAt: '2026-11-28T01:00:00.000Z' };

function renderAccount(api: Handlers = {}) {
  return renderApp(<AppRoutes />, {
    route: '/profile?tab=account',
    api: accountApi(api),
  });
}

// The first render of the whole app in a test file can take seconds on a busy machine.
const card = async () => within(await screen.findByRole('region', { name: 'Calendar' }, { timeout: 10_000 }));

describe('Calendar card', () => {
  it('makes a link and shows it once, with Copy link and the Google and Apple calendar buttons', async () => {
    let settings: typeof none | typeof made = none;
    const { user, api } = renderAccount({
      'calendar.settings': () => ok(settings),
      'calendar.resetLink': () => {
        settings = made;
        return ok(link(token));
      },
    });
    const calendar = await card();
    await user.click(await calendar.findByRole('button', { name: 'Create calendar link' }));
    expect(await calendar.findByRole('textbox', { name: 'Calendar link' })).toHaveValue(`https://app.test/api/calendar/${token}.ics`);
    expect(api.callsTo('calendar.resetLink')).toHaveLength(1);
    expect(calendar.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute(
      'href',
      `webcal://app.test/api/calendar/${token}.ics`,
    );
    expect(calendar.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toContain(
      encodeURIComponent(`webcal://app.test/api/calendar/${token}.ics`),
    );
    expect(calendar.getByText(/shown only once/)).toBeInTheDocument();

    await user.click(calendar.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`https://app.test/api/calendar/${token}.ics`);
    expect(await calendar.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('resets the link after a confirmation, and shows the new one', async () => {
    const { user, api } = renderAccount({
      'calendar.settings': () => ok(made),
      'calendar.resetLink': () => ok(link('n'.repeat(43))),
    });
    const calendar = await card();
    expect(await calendar.findByText(/not shown again/)).toBeInTheDocument();
    expect(calendar.queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
    await user.click(calendar.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset calendar link' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await calendar.findByRole('textbox', { name: 'Calendar link' })).toHaveValue(
      `https://app.test/api/calendar/${'n'.repeat(43)}.ics`,
    );
    expect(api.callsTo('calendar.resetLink')).toHaveLength(1);
  });

  it('saves "Show amounts" switched off at once', async () => {
    const { user, api } = renderAccount({
      'calendar.settings': () => ok(made),
      'calendar.saveSettings': (input) => ok({ ...made, ...input }),
    });
    const calendar = await card();
    const amounts = await calendar.findByRole('switch', { name: /^Show amounts/ });
    expect(amounts).toBeChecked();
    await user.click(amounts);
    expect(await screen.findByText('Calendar saved')).toBeInTheDocument();
    expect(api.callsTo('calendar.saveSettings')[0]?.input).toEqual({ includeAmounts: false });
    expect(calendar.getByRole('switch', { name: /^Show amounts/ })).not.toBeChecked();
  });
});
