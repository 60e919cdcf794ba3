// The browser's side of Web Push: the app's service worker (it shows the notifications) and the
// PushManager subscription of this device. Everything that talks to the browser's push service is here.

import { SERVICE_WORKER_OPTIONS, SERVICE_WORKER_URL } from '../../lib/service-worker.ts';

export type PushSupport = 'supported' | 'unsupported' | 'blocked';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** The subscription JSON the API takes (PushSubscription.toJSON()). */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

function toDevice(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The service worker's registration, if this browser registered it before (nothing is registered just to look). */
async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** This device's current subscription, if any. */
export async function currentSubscription(): Promise<DeviceSubscription | null> {
  const registration = await existingRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? toDevice(subscription) : null;
}

export class PushPermissionError extends Error {
  override readonly name = 'PushPermissionError';
}

/**
 * Asks for permission, registers the service worker and subscribes this device with the server's
 * key. A subscription made with another key (the server's keys changed) is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError('Notifications were not allowed.');
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, SERVICE_WORKER_OPTIONS);
  // Subscribing needs an active worker: ready resolves once it is.
  const ready = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await ready.pushManager.getSubscription();
  if (existing) {
    const existingKey = existing.options.applicationServerKey;
    const same = existingKey !== null && new Uint8Array(existingKey).every((b, i) => b === key[i]) && existingKey.byteLength === key.length;
    if (same) return toDevice(existing);
    await existing.unsubscribe();
  }
  return toDevice(await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
}

/** Ends this device's subscription at its push service. */
export async function unsubscribeDevice(): Promise<void> {
  const registration = await existingRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
