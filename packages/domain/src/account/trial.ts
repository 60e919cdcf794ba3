export const TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

/** Whole days left, rounded up: 1 ms left still reads "1 day". Never negative. */
export function daysRemaining(trialEnd: Date | null, now: Date): number {
  if (!trialEnd) return 0;
  return Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The status a client should see. A trial whose end has passed reads as expired at once,
 * without waiting for a background job to rewrite the row.
 */
export function effectiveSubscriptionStatus(stored: string, trialEnd: Date | null, now: Date): string {
  if (stored === 'trial' && trialEnd && trialEnd.getTime() <= now.getTime()) return 'expired';
  return stored;
}
