import { describe, expect, it } from 'vitest';
import { shouldSendReminder, subscriptionStatusFromStripe, trialReminderStage } from '../src/account/subscription.ts';

const DAY = 24 * 3600_000;
const end = new Date('2026-12-31T10:00:00Z');
const before = (ms: number) => new Date(end.getTime() - ms);

describe('Stripe subscription status', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'expired'],
    ['unpaid', 'expired'],
    ['canceled', 'cancelled'],
    ['incomplete', null],
    ['paused', null],
  ])('%s -> %s', (stripe, ours) => {
    expect(subscriptionStatusFromStripe(stripe)).toBe(ours);
  });
});

describe('trial reminders', () => {
  it('is due 7, 3 and 1 day(s) before the end and on expiry', () => {
    expect(trialReminderStage(end, before(8 * DAY))).toBeNull();
    expect(trialReminderStage(end, before(7 * DAY))).toBe('7d');
    expect(trialReminderStage(end, before(4 * DAY))).toBe('7d');
    expect(trialReminderStage(end, before(3 * DAY))).toBe('3d');
    expect(trialReminderStage(end, before(DAY + 1))).toBe('3d');
    expect(trialReminderStage(end, before(DAY))).toBe('1d');
    expect(trialReminderStage(end, before(1))).toBe('1d');
    expect(trialReminderStage(end, end)).toBe('expired');
  });

  it('sends each stage at most once and never goes back', () => {
    expect(shouldSendReminder('7d', null)).toBe(true);
    expect(shouldSendReminder('7d', '7d')).toBe(false);
    expect(shouldSendReminder('3d', '7d')).toBe(true);
    expect(shouldSendReminder('3d', '1d')).toBe(false);
    expect(shouldSendReminder('expired', '1d')).toBe(true);
    expect(shouldSendReminder('1d', 'expired')).toBe(false);
  });
});
