import { z } from 'zod';
import { dateString, moneyString, optionalDateInput, positiveMoneyInput, timestampString } from './fields.ts';
import { cardPartKindSchema } from './card.ts';
import { debtSchema } from './debt.ts';

// Payments: 'Pay on Suggested Date' plans one; logging a payment lowers the debt's balance and
// writes payment_history.

/** The largest id a row can have (the columns are PostgreSQL `integer`, i.e. int4). */
export const MAX_ID = 2_147_483_647;

export const PAYMENT_AMOUNT_NOT_POSITIVE = 'The payment amount must be more than zero.';
const paymentAmount = () => positiveMoneyInput('Amount', PAYMENT_AMOUNT_NOT_POSITIVE);
export const ID_MESSAGE = `The id must be a whole number from 1 to ${MAX_ID}`;

/** A row id in a path or body: bounded to int4, so 2^31 is a 400, not a database error (500). */
export const idParam = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/** POST /api/debts/{id}/planned-payments: both fields default to the debt's suggested date and monthly payment. */
export const planPaymentInputSchema = z.object({
  id: idParam,
  plannedDate: optionalDateInput(),
  amount: paymentAmount().optional(),
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

export const PAYMENT_NOTE_MAX = 500;

const paymentNote = z
  .union([z.string(), z.null()], { error: 'The note must be text' })
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .pipe(z.string().max(PAYMENT_NOTE_MAX, `The note must be at most ${PAYMENT_NOTE_MAX} characters`).nullable())
  .optional();

/** POST /api/debts/{id}/payments: a payment made; the date defaults to today (never in the future). */
export const logPaymentInputSchema = z.object({
  id: idParam,
  amount: paymentAmount(),
  paymentDate: optionalDateInput(),
  note: paymentNote,
});

/** PUT /api/debts/{id}/payments/{paymentId}: change a logged payment's amount, date or note. */
export const editPaymentInputSchema = z.object({
  id: idParam,
  paymentId: idParam,
  amount: paymentAmount().optional(),
  paymentDate: optionalDateInput(),
  note: paymentNote,
});

export const paymentRefSchema = z.object({ id: idParam, paymentId: idParam });

export const PAYMENT_KINDS = ['logged', 'planned', 'marked_paid'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

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
    kind: z.enum(PAYMENT_KINDS).meta({ description: 'How it was made: logged by hand, a planned payment logged, or Mark as Paid' }),
    note: z.string().nullable(),
    parts: z
      .array(z.object({ partId: z.number().int(), kind: cardPartKindSchema, amount: moneyString }))
      .optional()
      .meta({
        description:
          'On a card with several balances: how the payment was split among them (the minimum to the lowest rate first, the rest to the highest rate first); absent otherwise',
      }),
    createdAt: timestampString,
  })
  .meta({ id: 'Payment' });
export type PaymentOut = z.infer<typeof paymentSchema>;

export const paymentResultSchema = z.object({ payment: paymentSchema, debt: debtSchema });
