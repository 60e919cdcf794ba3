import webpush from 'web-push';
import type { Config } from '../../env.ts';

/** A device's push subscription as stored: the endpoint and the keys its messages are encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said: delivered (accepted), gone (404/410: the subscription no longer exists) or failed. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** How long a reminder waits at the push service for a device that is off (a day: tomorrow brings a new one). */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time counts as failed (the job moves on to the next device). */
const TIMEOUT_MS = 10_000;

/**
 * Sends one message with the web-push library: the payload encrypted to the device (aes128gcm,
 * RFC 8291) and the request signed with the server's VAPID key (RFC 8292).
 */
export async function sendPush(vapid: NonNullable<Config['vapid']>, target: PushTarget, payload: string): Promise<PushOutcome> {
  try {
    await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      timeout: TIMEOUT_MS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    return 'delivered';
  } catch (error) {
    if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    return 'failed';
  }
}
