import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysRemaining, effectiveSubscriptionStatus, TRIAL_DAYS, trialEndFrom } from '../src/account/trial.ts';

const DAY = 24 * 3600_000;
const start = new Date('2026-11-22T10:00:00Z');

describe('trial', () => {
  it('lasts 30 days from the moment the email is confirmed', () => {
    expect(TRIAL_DAYS).toBe(30);
    expect(trialEndFrom(start).toISOString()).toBe('2026-12-22T10:00:00.000Z');
  });

  it('counts whole days left rounded up, and never below zero', () => {
    const end = trialEndFrom(start);
    expect(daysRemaining(end, start)).toBe(30);
    expect(daysRemaining(end, new Date(end.getTime() - 1))).toBe(1);
    expect(daysRemaining(end, new Date(end.getTime() - 3 * DAY))).toBe(3);
    expect(daysRemaining(end, new Date(end.getTime() - 3 * DAY - 1))).toBe(4);
    expect(daysRemaining(end, end)).toBe(0);
    expect(daysRemaining(end, new Date(end.getTime() + 5 * DAY))).toBe(0);
    expect(daysRemaining(null, start)).toBe(0);
  });

  it('never counts more days as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * DAY }), fc.integer({ min: 0, max: 40 * DAY }), (a, b) => {
        const end = trialEndFrom(start);
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        return daysRemaining(end, new Date(start.getTime() + later)) <= daysRemaining(end, new Date(start.getTime() + earlier));
      }),
    );
  });

  it('reads a trial whose end has passed as expired at once', () => {
    const end = trialEndFrom(start);
    expect(effectiveSubscriptionStatus('trial', end, new Date(end.getTime() - 1))).toBe('trial');
    expect(effectiveSubscriptionStatus('trial', end, end)).toBe('expired');
    expect(effectiveSubscriptionStatus('active', end, new Date(end.getTime() + DAY))).toBe('active');
    expect(effectiveSubscriptionStatus('pending_confirmation', null, start)).toBe('pending_confirmation');
  });
});
