import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { accountApi, NOTIFICATION_DEFAULTS } from './test-fixtures.ts';

function renderAccount(api: Handlers = {}, emailConfirmed = true) {
  return renderApp(<AppRoutes />, {
    route: '/profile?tab=account',
    api: accountApi({ 'notifications.saveSettings': (input) => ok(input), ...api }, makeUser({ emailConfirmed })),
  });
}

// The first render of the whole app in a test file can take seconds on a busy machine. (A switch's
// accessible name includes its description: the label wraps both.)
const card = async () => {
  const region = within(await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 }));
  await region.findByText('Trial emails', {}, { timeout: 10_000 });
  return region;
};

describe('Notifications card', () => {
  it('shows the saved settings: reminders on, 3 days before due, trial emails on', async () => {
    renderAccount();
    const notifications = await card();
    expect(await notifications.findByRole('switch', { name: /^Payment reminders/ })).toBeChecked();
    expect(notifications.getByRole('switch', { name: /^Trial emails/ })).toBeChecked();
    expect(notifications.getByRole('combobox', { name: /^Days before due/ })).toHaveValue('3 days');
    expect(notifications.getByText(/link to unsubscribe/)).toBeInTheDocument();
  });

  it('saves a switched-off reminder at once, with all three settings, and says so', async () => {
    const { user, api } = renderAccount();
    const notifications = await card();
    await user.click(await notifications.findByRole('switch', { name: /^Payment reminders/ }));
    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    expect(api.callsTo('notifications.saveSettings')[0]?.input).toEqual({ ...NOTIFICATION_DEFAULTS, paymentReminders: false });
    expect(notifications.getByRole('switch', { name: /^Payment reminders/ })).not.toBeChecked();
    // Days before due only matters with reminders on.
    expect(notifications.getByRole('combobox', { name: /^Days before due/ })).toBeDisabled();
  });

  it('saves the days before due chosen from 1 to 7', async () => {
    const { user, api } = renderAccount();
    const notifications = await card();
    await user.click(await notifications.findByRole('combobox', { name: /^Days before due/ }));
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    expect(api.callsTo('notifications.saveSettings')[0]?.input).toEqual({ ...NOTIFICATION_DEFAULTS, reminderDaysBefore: 7 });
  });

  it('keeps the saved value and reports a failed save', async () => {
    const { user } = renderAccount({ 'notifications.saveSettings': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    const notifications = await card();
    await user.click(await notifications.findByRole('switch', { name: /^Trial emails/ }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(notifications.getByRole('switch', { name: /^Trial emails/ })).toBeChecked();
  });

  it('tells an unconfirmed user that reminders need a confirmed email', async () => {
    renderAccount({}, false);
    const notifications = within(await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 }));
    expect(await notifications.findByText('Confirm your email address to receive payment reminders.')).toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    renderAccount({ 'notifications.settings': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    const notifications = within(await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 }));
    expect(await notifications.findByText('Could not load notification settings')).toBeInTheDocument();
    expect(notifications.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
