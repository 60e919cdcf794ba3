import type { DB } from '@paydown/db';
import { sql, type Kysely, type Transaction } from 'kysely';

type Db = Kysely<DB> | Transaction<DB>;

export interface InvoiceRowInput {
  userId: number;
  stripeInvoiceId: string;
  description: string;
  amount: string;
  currency: string;
  status: 'paid' | 'failed';
  invoiceUrl: string | null;
  date: Date;
}

/**
 * Records an invoice's state, one row per Stripe invoice. Paid is final: a payment_failed event
 * delivered after invoice.paid (Stripe does not order deliveries) never turns a paid invoice back
 * into a failed one; a failed invoice that is paid later becomes paid.
 */
export async function upsertInvoice(db: Kysely<DB> | Transaction<DB>, row: InvoiceRowInput): Promise<void> {
  await db
    .insertInto('billingHistory')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('stripeInvoiceId')
        .doUpdateSet({ status: row.status, amount: row.amount, invoiceUrl: row.invoiceUrl })
        .where((eb) => eb.or([eb('billingHistory.status', '<>', 'paid'), eb('excluded.status', '=', 'paid')])),
    )
    .execute();
}

/** A user's invoices, newest first. */
export function listBillingHistory(db: Db, params: { userId: number }) {
  return db
    .selectFrom('billingHistory')
    .selectAll()
    .where('userId', '=', params.userId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Records a Stripe event id; true for the first delivery, false when it was already recorded (a
 * repeat). Call it inside the transaction that applies the event's effects.
 */
export async function recordStripeEvent(db: Db, params: { id: string; type: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('stripeEvents')
    .values({ id: params.id, type: params.type })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function userIdById(db: Db, params: { userId: number }): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('id', '=', params.userId).executeTakeFirst();
  return row?.id;
}

export async function userIdByStripeCustomer(db: Db, params: { customerId: string }): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('stripeCustomerId', '=', params.customerId).executeTakeFirst();
  return row?.id;
}

export async function setStripeIds(
  db: Db,
  params: { userId: number; stripeCustomerId: string | null; stripeSubscriptionId: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ stripeCustomerId: params.stripeCustomerId, stripeSubscriptionId: params.stripeSubscriptionId })
    .where('id', '=', params.userId)
    .execute();
}

/** Sets a status only if nothing newer is already recorded: events may arrive out of order. */
export async function setSubscriptionStatusIfNewer(
  db: Db,
  params: { userId: number; status: string; at: Date; extra?: Record<string, string | null> },
): Promise<void> {
  const { userId, status, at, extra = {} } = params;
  await db
    .updateTable('users')
    .set({ subscriptionStatus: status, stripeStatusAt: at, updatedAt: sql<Date>`now()`, ...extra })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('stripeStatusAt', 'is', null), eb('stripeStatusAt', '<=', at)]))
    .execute();
}
