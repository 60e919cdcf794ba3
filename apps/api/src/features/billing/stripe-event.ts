import { MAX_ID } from '@paydown/domain';
import { z } from 'zod';

// The shape of the Stripe events the webhook applies. A signed event proves who sent it, not that it
// has the fields we read: one without them (or with values no column can hold) is refused with a 400
// instead of failing halfway with a 500 (which Stripe would retry forever).

const id = z.string().min(1).max(255);
const reference = z.union([id, z.looseObject({ id })]).nullish();
const metadata = z.record(z.string(), z.string()).nullish();
/** numeric(10,2): at most 99,999,999.99. */
const cents = z.number().int().min(0).max(9_999_999_999);
/** Seconds since the epoch, up to the year 9999. */
const unixSeconds = z.number().int().min(0).max(253_402_300_799);

const invoice = z.looseObject({
  id,
  customer: reference,
  metadata,
  amount_paid: cents,
  amount_due: cents,
  currency: z.string().min(1).max(10).nullish(),
  created: unixSeconds,
  hosted_invoice_url: z.string().max(2000).nullish(),
  lines: z.looseObject({ data: z.array(z.looseObject({ description: z.string().max(500).nullish() })) }).nullish(),
});

const subscription = z.looseObject({
  id,
  customer: reference,
  status: z.string().min(1).max(50),
  metadata,
  items: z.looseObject({ data: z.array(z.looseObject({ price: z.looseObject({ id }).nullish() })) }).nullish(),
});

const checkoutSession = z.looseObject({
  customer: reference,
  subscription: reference,
  client_reference_id: z.string().max(255).nullish(),
  payment_status: z.string().max(50).nullish(),
  metadata,
});

const OBJECT_OF_TYPE: Record<string, z.ZodType> = {
  'checkout.session.completed': checkoutSession,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
};

const envelope = z.looseObject({
  id,
  type: z.string().min(1).max(255),
  created: unixSeconds,
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** True when the event has every field its type is applied with (other types: only the envelope). */
export function isWellFormedStripeEvent(event: unknown): boolean {
  const parsed = envelope.safeParse(event);
  if (!parsed.success) return false;
  const objectSchema = OBJECT_OF_TYPE[parsed.data.type];
  return objectSchema === undefined || objectSchema.safeParse(parsed.data.data.object).success;
}

/** A user id from Stripe metadata, or undefined when it is not one of ours (not digits, or beyond int4). */
export function metadataUserId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= MAX_ID ? n : undefined;
}
