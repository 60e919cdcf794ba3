import { daysRemaining } from './trial.ts';

/**
 * Stripe subscription status -> Paydown's subscriptionStatus. A paying or Stripe-trialing
 * subscription is 'active'; unpaid ones lose access ('expired'); a cancelled one is 'cancelled'.
 * Statuses that say nothing final yet (incomplete, paused…) change nothing: null.
 */
export function subscriptionStatusFromStripe(status: string): 'active' | 'expired' | 'cancelled' | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'incomplete_expired':
      return 'expired';
    case 'canceled':
      return 'cancelled';
    default:
      return null;
  }
}

/** Trial reminder emails, in the order they are sent: 7, 3 and 1 day(s) before the end, then on expiry. */
export const TRIAL_REMINDER_STAGES = ['7d', '3d', '1d', 'expired'] as const;
export type TrialReminderStage = (typeof TRIAL_REMINDER_STAGES)[number];

/** The reminder due now for a trial ending at `trialEnd`, or null when none is due yet. */
export function trialReminderStage(trialEnd: Date, now: Date): TrialReminderStage | null {
  if (trialEnd.getTime() <= now.getTime()) return 'expired';
  const days = daysRemaining(trialEnd, now);
  if (days <= 1) return '1d';
  if (days <= 3) return '3d';
  if (days <= 7) return '7d';
  return null;
}

/**
 * Whether `stage` should be sent when `last` was the last one sent: each at most once, never going
 * back (a user who gets the 1-day reminder is not sent the 3-day one afterwards).
 */
export function shouldSendReminder(stage: TrialReminderStage, last: string | null): boolean {
  const order = (s: string | null) => (s === null ? -1 : TRIAL_REMINDER_STAGES.indexOf(s as TrialReminderStage));
  return order(stage) > order(last);
}
