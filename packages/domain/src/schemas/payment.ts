import { z } from 'zod';
import { dateString, moneyInput, moneyString, optionalDateInput, timestampString } from './fields.ts';
import { debtSchema } from './debt.ts';

// Payments: 'Pay on Suggested Date' plans one; logging a payment lowers the debt's balance and
// writes payment_history.

/** The largest id a row can have (the columns are PostgreSQL `integer`, i.e. int4). */
export const MAX_ID = 2_147_483_647;
export const ID_MESSAGE = `The id must be a whole number from 1 to ${MAX_ID}`;

/** A row id in a path or body: bounded to int4, so 2^31 is a 400, not a database error (500). */
export const idParam = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/** POST /api/debts/{id}/planned-payments: both fields default to the debt's suggested date and monthly payment. */
export const planPaymentInputSchema = z.object({
  id: idParam,
  plannedDate: optionalDateInput(),
  amount: moneyInput('Amount').optional(),
});

export const plannedPaymentSchema = z
  .object({
    id: z.number().int(),
    debtId: z.number().int(),
    debtName: z.string(),
    plannedDate: dateString,
    amount: moneyString,
    status: z.enum(['planned', 'paid', 'cancelled']),
    createdAt: timestampString,
  })
  .meta({ id: 'PlannedPayment' });
export type PlannedPaymentOut = z.infer<typeof plannedPaymentSchema>;

/** POST /api/debts/{id}/payments: a payment made; the date defaults to today. */
export const logPaymentInputSchema = z.object({
  id: idParam,
  amount: moneyInput('Amount'),
  paymentDate: optionalDateInput(),
});

/** POST /api/planned-payments/{id}/log: the planned payment was made (on paymentDate, default today). */
export const logPlannedPaymentInputSchema = z.object({
  id: idParam,
  paymentDate: optionalDateInput(),
});

export const paymentSchema = z
  .object({
    id: z.number().int(),
    debtId: z.number().int(),
    amount: moneyString,
    paymentDate: dateString,
    balanceAfter: moneyString,
    suggestedDate: dateString.nullable(),
    createdAt: timestampString,
  })
  .meta({ id: 'Payment' });
export type PaymentOut = z.infer<typeof paymentSchema>;

export const paymentResultSchema = z.object({ payment: paymentSchema, debt: debtSchema });
