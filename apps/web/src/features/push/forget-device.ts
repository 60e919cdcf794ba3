import { useCallback } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { currentSubscription, pushSupport, unsubscribeDevice } from './browser-push.ts';

/**
 * Before signing out: push off on this device, at the API (while the session still exists) and in
 * the browser, so the next person at this browser does not see the last user's reminders. A
 * failure here never stops the sign-out.
 */
export function useForgetPushDevice(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(async () => {
    if (pushSupport() === 'unsupported') return;
    try {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await utils.client.push.unsubscribe.mutate({ endpoint: subscription.endpoint });
      await unsubscribeDevice();
    } catch {
      // Signing out matters more; the device is forgotten when its push service next answers 410.
    }
  }, [utils]);
}
