import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './mutation-feedback.ts';
import { OFFLINE_WRITE_MESSAGE, OfflineWriteRefused } from './offline-writes.ts';

describe('failureMessage', () => {
  it('says a write made offline was not saved, whatever the screen’s own words', () => {
    const refused = TRPCClientError.from(new OfflineWriteRefused());
    expect(failureMessage(refused, 'Failed to update debt')).toBe(OFFLINE_WRITE_MESSAGE);
  });

  it('keeps the screen’s words for other failures', () => {
    expect(failureMessage(TRPCClientError.from(new TypeError('Failed to fetch')), 'Failed to update debt')).toBe('Failed to update debt');
  });
});
