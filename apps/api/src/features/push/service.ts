import type { PushDeviceStatus, PushEndpointInput, PushMessage, PushPublicKey, PushSubscribeInput } from '@paydown/domain';
import { AppError, RateLimitedError } from '../../errors.ts';
import type { Deps } from '../../kernel/deps.ts';
import { sendPush } from '../../adapters/push/web-push.ts';
import { deleteSubscription, saveSubscription, subscriptionOfUser, subscriptionsOfUser, trimSubscriptions } from './queries.ts';
import { TEST_PUSH_MESSAGE } from './message.ts';

/** Devices per user: a new one past this replaces the oldest (phones get replaced; lost ones never unsubscribe). */
export const MAX_PUSH_DEVICES = 10;
/** Test notifications per user in the rate-limit window. */
export const PUSH_TESTS_PER_WINDOW = 5;

const NOT_CONFIGURED = 'Push notifications are not set up on this server.';

export function pushPublicKey(deps: Pick<Deps, 'config'>): PushPublicKey {
  return { publicKey: deps.config.vapid?.publicKey ?? null };
}

export async function deviceStatus(deps: Pick<Deps, 'db'>, userId: number, input: PushEndpointInput): Promise<PushDeviceStatus> {
  return { subscribed: (await subscriptionOfUser(deps.db, { userId, endpoint: input.endpoint })) !== undefined };
}

export async function subscribe(deps: Pick<Deps, 'db' | 'config'>, userId: number, input: PushSubscribeInput): Promise<PushDeviceStatus> {
  if (!deps.config.vapid) throw new AppError('UNAVAILABLE', NOT_CONFIGURED);
  const saved = await saveSubscription(deps.db, { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
  if (!saved)
    throw new AppError('CONFLICT', 'This push subscription belongs to another browser. Turn push notifications off and on again.');
  await trimSubscriptions(deps.db, { userId, keep: MAX_PUSH_DEVICES });
  return { subscribed: true };
}

export async function unsubscribe(deps: Pick<Deps, 'db'>, userId: number, input: PushEndpointInput): Promise<PushDeviceStatus> {
  await deleteSubscription(deps.db, { userId, endpoint: input.endpoint });
  return { subscribed: false };
}

/** "Send a test notification" to this device: rate limited per user; a device its push service no longer knows is forgotten. */
export async function sendTestPush(
  deps: Pick<Deps, 'db' | 'config' | 'rateLimiter'>,
  userId: number,
  input: PushEndpointInput,
): Promise<{ message: string }> {
  const vapid = deps.config.vapid;
  if (!vapid) throw new AppError('UNAVAILABLE', NOT_CONFIGURED);
  const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(
    `push:test:user:${userId}`,
    PUSH_TESTS_PER_WINDOW,
    deps.config.rateLimits.windowMs,
  );
  if (!allowed) throw new RateLimitedError('You have sent several test notifications. Please try again later.', retryAfterSeconds);
  const device = await subscriptionOfUser(deps.db, { userId, endpoint: input.endpoint });
  if (!device) throw new AppError('NOT_FOUND', 'Push notifications are off on this device.');
  const outcome = await sendPush(vapid, device, JSON.stringify(TEST_PUSH_MESSAGE));
  if (outcome === 'gone') {
    await deleteSubscription(deps.db, { userId, endpoint: device.endpoint });
    throw new AppError('NOT_FOUND', 'This device is no longer subscribed. Turn push notifications on again.');
  }
  if (outcome === 'failed') throw new AppError('BAD_GATEWAY', 'The push service did not take the notification. Please try again later.');
  return { message: 'Test notification sent' };
}

/**
 * Sends a message to every device of the user; devices whose push service answers 404 or 410 (the
 * browser unsubscribed or was reset) are forgotten. Returns how many devices took it.
 */
export async function pushToUser(deps: Pick<Deps, 'db' | 'config'>, userId: number, message: PushMessage): Promise<number> {
  const vapid = deps.config.vapid;
  if (!vapid) return 0;
  const payload = JSON.stringify(message);
  let delivered = 0;
  for (const device of await subscriptionsOfUser(deps.db, { userId })) {
    const outcome = await sendPush(vapid, device, payload);
    if (outcome === 'delivered') delivered += 1;
    if (outcome === 'gone') await deleteSubscription(deps.db, { userId, endpoint: device.endpoint });
  }
  return delivered;
}
