import type { DB } from '@paydown/db';
import type { NotificationSettings } from '@paydown/domain';
import { sql, type Kysely, type Transaction } from 'kysely';

type Db = Kysely<DB> | Transaction<DB>;

const SETTINGS = ['paymentReminders', 'reminderDaysBefore', 'trialEmails'] as const;

export function findSettings(db: Db, params: { userId: number }): Promise<NotificationSettings | undefined> {
  return db.selectFrom('users').select(SETTINGS).where('id', '=', params.userId).executeTakeFirst();
}

export function updateSettings(
  db: Db,
  params: { userId: number; settings: NotificationSettings },
): Promise<NotificationSettings | undefined> {
  return db.updateTable('users').set(params.settings).where('id', '=', params.userId).returning(SETTINGS).executeTakeFirst();
}

/** Whether payment reminders are on (what the unsubscribe page shows); undefined when there is no such account. */
export async function paymentRemindersOn(db: Db, params: { userId: number }): Promise<boolean | undefined> {
  const row = await db.selectFrom('users').select('paymentReminders').where('id', '=', params.userId).executeTakeFirst();
  return row?.paymentReminders;
}

/** The unsubscribe link: payment reminders off. True when the account exists. */
export async function turnOffPaymentReminders(db: Db, params: { userId: number }): Promise<boolean> {
  const result = await db.updateTable('users').set({ paymentReminders: false }).where('id', '=', params.userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Users who may get a payment reminder on `day`: confirmed email, reminders on, none sent that day yet. */
export function reminderRecipients(db: Db, params: { day: string }) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'reminderDaysBefore'])
    .where('emailConfirmed', '=', true)
    .where('paymentReminders', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('paymentRemindersSent')
            .select('userId')
            .whereRef('paymentRemindersSent.userId', '=', 'users.id')
            .where('paymentRemindersSent.day', '=', params.day),
        ),
      ),
    )
    .orderBy('id')
    .execute();
}

/**
 * Claims the day's reminder email of a user: only one caller (of any instance) gets true. The
 * settings are checked again in the same statement, so an unsubscribe that lands after the
 * recipients were listed still stops the email.
 */
export async function claimReminderDay(db: Db, params: { userId: number; day: string }): Promise<boolean> {
  const rows = await db
    .insertInto('paymentRemindersSent')
    .columns(['userId', 'day'])
    .expression(
      db
        .selectFrom('users')
        .select(['users.id as userId', sql<string>`cast(${params.day} as date)`.as('day')])
        .where('users.id', '=', params.userId)
        .where('users.paymentReminders', '=', true)
        .where('users.emailConfirmed', '=', true),
    )
    .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
    .returning('userId')
    .execute();
  return rows.length > 0;
}
