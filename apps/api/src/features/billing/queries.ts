import type { DB } from '@paydown/db';
import type { Kysely, Transaction } from 'kysely';

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
