import type { DB } from '@paydown/db';
import type { Kysely } from 'kysely';

/** Records a message in email_outbox before any delivery is tried; returns its row id. */
export async function insertOutboxEmail(
  db: Kysely<DB>,
  params: { to: string; template: string; subject: string; textBody: string; htmlBody: string },
): Promise<number> {
  const row = await db.insertInto('emailOutbox').values(params).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The provider accepted the message. */
export async function markOutboxEmailSent(db: Kysely<DB>, params: { id: number; sentAt: Date }): Promise<void> {
  await db.updateTable('emailOutbox').set({ sentAt: params.sentAt }).where('id', '=', params.id).execute();
}

/** The provider refused the message (or could not be reached). */
export async function markOutboxEmailFailed(db: Kysely<DB>, params: { id: number; error: string }): Promise<void> {
  await db.updateTable('emailOutbox').set({ error: params.error }).where('id', '=', params.id).execute();
}
