import { describe, expect, it } from 'vitest';
import { dashboardTrialStatus, trialBannerTitle, trialNotificationMessage, trialNotificationType } from '../src/views/trial-banner.ts';

const DAY = 24 * 3600_000;
const now = new Date('2026-11-22T12:00:00Z');
const endIn = (ms: number) => new Date(now.getTime() + ms);

describe('trial notification type', () => {
  it('expired <= 0, urgent <= 3, warning <= 7, info otherwise', () => {
    expect([-2, 0, 1, 3, 4, 7, 8, 30].map(trialNotificationType)).toEqual([
      'expired',
      'expired',
      'urgent',
      'urgent',
      'warning',
      'warning',
      'info',
      'info',
    ]);
  });

  it('titles as the spec words them', () => {
    expect(trialBannerTitle('expired')).toBe('Free Trial Expired');
    expect(trialBannerTitle('urgent')).toBe('Trial Ending Soon');
    expect(trialBannerTitle('warning')).toBe('Free Trial Active');
    expect(trialBannerTitle('info')).toBe('Free Trial Active');
  });

  it('messages count days in words', () => {
    expect(trialNotificationMessage('urgent', 1)).toContain('ends in 1 day.');
    expect(trialNotificationMessage('warning', 5)).toContain('ends in 5 days.');
    expect(trialNotificationMessage('info', 20)).toBe('You have 20 days left in your free trial.');
    expect(trialNotificationMessage('expired', 0)).toMatch(/^Your free trial has ended\./);
  });
});

describe('dashboardTrialStatus', () => {
  const trial = (ms: number) => ({ subscriptionStatus: 'trial', hasLifetimeAccess: false, trialEndDate: endIn(ms) });

  it('counts whole days, rounded up, for a running trial', () => {
    expect(dashboardTrialStatus(trial(20 * DAY), now)).toEqual({
      shouldShowNotification: true,
      daysRemaining: 20,
      notificationType: 'info',
      notificationMessage: 'You have 20 days left in your free trial.',
    });
    expect(dashboardTrialStatus(trial(6 * DAY + 1), now)).toMatchObject({ daysRemaining: 7, notificationType: 'warning' });
    expect(dashboardTrialStatus(trial(3 * DAY), now)).toMatchObject({ daysRemaining: 3, notificationType: 'urgent' });
    expect(dashboardTrialStatus(trial(1), now)).toMatchObject({ daysRemaining: 1, notificationType: 'urgent' });
  });

  it('a trial whose end has passed, or a stored expired status, is expired at once', () => {
    expect(dashboardTrialStatus(trial(0), now)).toMatchObject({
      shouldShowNotification: true,
      daysRemaining: 0,
      notificationType: 'expired',
    });
    expect(dashboardTrialStatus(trial(-5 * DAY), now)).toMatchObject({ notificationType: 'expired' });
    expect(
      dashboardTrialStatus({ subscriptionStatus: 'expired', hasLifetimeAccess: false, trialEndDate: endIn(5 * DAY) }, now),
    ).toMatchObject({
      shouldShowNotification: true,
      daysRemaining: 0,
      notificationType: 'expired',
    });
  });

  it('never shows for lifetime access, subscribers, cancelled or unconfirmed accounts', () => {
    const hidden = { shouldShowNotification: false, notificationType: 'info', notificationMessage: '' };
    expect(dashboardTrialStatus({ ...trial(2 * DAY), hasLifetimeAccess: true }, now)).toMatchObject(hidden);
    expect(dashboardTrialStatus({ subscriptionStatus: 'active', hasLifetimeAccess: false, trialEndDate: endIn(-DAY) }, now)).toMatchObject(
      hidden,
    );
    expect(dashboardTrialStatus({ subscriptionStatus: 'cancelled', hasLifetimeAccess: false, trialEndDate: null }, now)).toMatchObject(
      hidden,
    );
    expect(
      dashboardTrialStatus({ subscriptionStatus: 'pending_confirmation', hasLifetimeAccess: false, trialEndDate: null }, now),
    ).toMatchObject({
      ...hidden,
      daysRemaining: 0,
    });
  });
});
