import { safeStorage } from '../../lib/storage.ts';

/**
 * The trial banner's dismissal, remembered for the calendar day it happened on (hidden for that day only),
 * per user, so another account on the same browser still sees its own banner.
 */
export const trialDismissalKey = (userId: number) => `paydown:trial-banner-dismissed:${userId}`;

/** The day ('YYYY-MM-DD') the user last dismissed the banner, or null. */
export function trialBannerDismissedOn(userId: number): string | null {
  return safeStorage.get(trialDismissalKey(userId));
}

export function rememberTrialBannerDismissed(userId: number, today: string): void {
  safeStorage.set(trialDismissalKey(userId), today);
}

export interface TrialBannerStatus {
  shouldShowNotification: boolean;
  daysRemaining: number;
  notificationType: string;
}

/** Days left at or below which the banner always shows, dismissed or not. */
export const ALWAYS_SHOW_DAYS = 3;

/**
 * Whether the banner shows: never when the server says there is nothing to show; always once the
 * trial has expired or with 3 days or fewer left; otherwise unless it was dismissed today.
 */
export function isTrialBannerVisible(status: TrialBannerStatus, dismissedOn: string | null, today: string): boolean {
  if (!status.shouldShowNotification) return false;
  if (status.notificationType === 'expired' || status.daysRemaining <= ALWAYS_SHOW_DAYS) return true;
  return dismissedOn !== today;
}

/** The close icon is offered for every type except expired. */
export const canDismissTrialBanner = (type: string) => type !== 'expired';

/** 'Remind Me Later' only for a warning with more than 3 days left. */
export const offersRemindLater = (status: TrialBannerStatus) =>
  status.notificationType === 'warning' && status.daysRemaining > ALWAYS_SHOW_DAYS;
