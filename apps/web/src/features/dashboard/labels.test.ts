import * as domain from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { cashFlowLabel, trialBannerTitle } from './labels.ts';

describe('dashboard labels', () => {
  it('match the domain’s trial banner titles', () => {
    for (const type of [...domain.TRIAL_NOTIFICATION_TYPES, 'something-else']) {
      expect(trialBannerTitle(type)).toBe(domain.trialBannerTitle(type));
    }
  });

  it('match the domain’s cash-flow labels', () => {
    for (const status of [...domain.CASH_FLOW_STATUSES, 'unknown', null, undefined]) {
      expect(cashFlowLabel(status)).toBe(domain.cashFlowLabel(status));
    }
  });
});
