import { z } from 'zod';
import { idParam } from './payment.ts';
import { jsonBoolean, moneyString, timestampString } from './fields.ts';

export const priceIdsSchema = z
  .object({
    monthly: z.string().meta({ description: 'Stripe price id of the monthly plan ($4.99/month)' }),
    annual: z.string().meta({ description: 'Stripe price id of the annual plan ($49.99/year)' }),
    monthlyPaymentLink: z
      .string()
      .nullable()
      .meta({ description: 'Stripe Payment Link for the monthly plan; the app appends client_reference_id and prefilled_email' }),
  })
  .meta({ id: 'PriceIds' });

export const checkoutInputSchema = z.object({
  priceId: z.string({ error: 'Choose a plan' }).trim().min(1, 'Choose a plan').max(200, 'Choose a plan'),
  mode: z.literal('subscription', { error: "mode must be 'subscription'" }).default('subscription'),
});

export const checkoutSessionSchema = z.object({ url: z.string().meta({ description: 'Stripe Checkout page to send the browser to' }) });

export const billingItemSchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    date: timestampString,
    status: z.string().meta({ description: "'paid', or another Stripe invoice outcome such as 'failed'" }),
    amount: moneyString,
    currency: z.string(),
    invoiceUrl: z.string().nullable(),
  })
  .meta({ id: 'BillingItem' });
export const billingHistorySchema = z.array(billingItemSchema);
export type BillingItem = z.infer<typeof billingItemSchema>;

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    subscriptionStatus: z.string(),
    trialEndDate: timestampString.nullable(),
    emailConfirmed: z.boolean(),
    hasLifetimeAccess: z.boolean(),
    createdAt: timestampString,
  })
  .meta({ id: 'AdminUser' });
export const adminUserListSchema = z.array(adminUserSchema);
export type AdminUser = z.infer<typeof adminUserSchema>;

export const setLifetimeAccessInputSchema = z.object({
  userId: idParam,
  hasAccess: jsonBoolean('hasAccess must be true or false'),
});
