import { z } from 'zod';

// Web Push (RFC 8030, keys per RFC 8291, VAPID per RFC 8292): what a browser's PushSubscription
// sends when it subscribes, and the public key it subscribes with.

const base64url = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .min(min, message)
    .max(max, message);

/** A push service endpoint: an https URL the browser's push service made (a secret capability). */
const endpointField = z
  .string({ error: 'The push endpoint must be an https URL' })
  .max(2000, 'The push endpoint is too long')
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'The push endpoint must be an https URL');

/** GET /api/push/key: the server's VAPID public key (null: push is not configured on this server). */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() }).strict().meta({ id: 'PushPublicKey' });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** POST /api/push/subscriptions: a browser's PushSubscription.toJSON() (expirationTime is ignored). */
export const pushSubscribeInputSchema = z
  .object({
    endpoint: endpointField,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        // An uncompressed P-256 point: 65 bytes, 87 characters in base64url.
        p256dh: base64url('The push key p256dh is not a P-256 public key', 86, 90),
        // 16 bytes: 22 characters.
        auth: base64url('The push key auth is not a 16-byte secret', 22, 24),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'PushSubscribeInput' });
export type PushSubscribeInput = z.infer<typeof pushSubscribeInputSchema>;

/** POST /api/push/unsubscribe and POST /api/push/test: which of the user's devices. */
export const pushEndpointInputSchema = z.object({ endpoint: endpointField }).strict().meta({ id: 'PushEndpointInput' });
export type PushEndpointInput = z.infer<typeof pushEndpointInputSchema>;

/** Whether this device (endpoint) is subscribed for the signed-in user. */
export const pushDeviceStatusSchema = z.object({ subscribed: z.boolean() }).strict().meta({ id: 'PushDeviceStatus' });
export type PushDeviceStatus = z.infer<typeof pushDeviceStatusSchema>;

/** What the service worker receives in a push and shows as a notification. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Opened when the notification is clicked (a path of the app). */
  url: z.string(),
  /** Notifications with the same tag replace each other (one reminder a day). */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
