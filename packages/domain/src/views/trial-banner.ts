// The dashboard's trialStatus: days remaining rounded up; expired (<= 0), urgent (<= 3), warning (<= 7), info otherwise.

import { daysRemaining, effectiveSubscriptionStatus } from '../account/trial.ts';
import type { TrialNotificationType } from '../schemas/dashboard.ts';

export interface DashboardTrialStatus {
  shouldShowNotification: boolean;
  daysRemaining: number;
  notificationType: TrialNotificationType;
  notificationMessage: string;
}

/** expired (<= 0 days), urgent (<= 3), warning (<= 7), info otherwise. */
export function trialNotificationType(days: number): TrialNotificationType {
  if (days <= 0) return 'expired';
  if (days <= 3) return 'urgent';
  if (days <= 7) return 'warning';
  return 'info';
}

/** The banner's title for a type, as the spec words it. */
export function trialBannerTitle(type: string): string {
  if (type === 'expired') return 'Free Trial Expired';
  if (type === 'urgent') return 'Trial Ending Soon';
  return 'Free Trial Active';
}

const dayWord = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export function trialNotificationMessage(type: TrialNotificationType, days: number): string {
  switch (type) {
    case 'expired':
      return 'Your free trial has ended. Upgrade to keep tracking your debts and getting AI recommendations.';
    case 'urgent':
      return `Your free trial ends in ${dayWord(days)}. Upgrade now to keep your payment plan and AI recommendations.`;
    case 'warning':
      return `Your free trial ends in ${dayWord(days)}. Upgrade to keep full access after it ends.`;
    case 'info':
      return `You have ${dayWord(days)} left in your free trial.`;
  }
}

export interface TrialBannerUser {
  subscriptionStatus: string;
  hasLifetimeAccess: boolean;
  trialEndDate: Date | null;
}

/**
 * trialStatus of GET /api/dashboard. The banner is for trial users: a running trial (info, warning,
 * urgent) or one that has ended (expired: stored 'expired', or 'trial' with its end passed).
 * Never for lifetime access, active subscribers, cancelled subscriptions or accounts whose trial
 * has not started (pending_confirmation: the verification card speaks to them); for those the
 * answer is { shouldShowNotification: false, notificationType: 'info', notificationMessage: '' }.
 */
export function dashboardTrialStatus(user: TrialBannerUser, now: Date): DashboardTrialStatus {
  const status = effectiveSubscriptionStatus(user.subscriptionStatus, user.trialEndDate, now);
  const shouldShowNotification = !user.hasLifetimeAccess && (status === 'trial' || status === 'expired');
  const days = status === 'expired' ? 0 : daysRemaining(user.trialEndDate, now);
  if (!shouldShowNotification) {
    // Nothing to show: an informational status with no message, so no client renders a stale banner.
    return { shouldShowNotification, daysRemaining: days, notificationType: 'info', notificationMessage: '' };
  }
  const notificationType = trialNotificationType(days);
  return {
    shouldShowNotification,
    daysRemaining: days,
    notificationType,
    notificationMessage: trialNotificationMessage(notificationType, days),
  };
}
