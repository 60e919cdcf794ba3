import type { DB } from '@paydown/db';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';

type Db = Kysely<DB> | Transaction<DB>;

export type SubscriptionRow = Selectable<DB['pushSubscriptions']>;

/**
 * Stores a device for the user. An endpoint already stored (the same browser, signed in to another
 * account before) moves to this user only when the keys match too: the browser that holds the
 * subscription has both, someone who only learnt the endpoint does not. Undefined when refused.
 */
export async function saveSubscription(
  db: Db,
  params: { userId: number; endpoint: string; p256dh: string; auth: string },
): Promise<{ id: number } | undefined> {
  return db
    .insertInto('pushSubscriptions')
    .values(params)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ userId: params.userId, createdAt: sql<Date>`now()` })
        .where(sql<boolean>`push_subscriptions.p256dh = excluded.p256dh and push_subscriptions.auth = excluded.auth`),
    )
    .returning('id')
    .executeTakeFirst();
}

/** Keeps the user's `keep` newest devices and forgets the rest. */
export async function trimSubscriptions(db: Db, params: { userId: number; keep: number }): Promise<void> {
  await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', params.userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('pushSubscriptions')
        .select('id')
        .where('userId', '=', params.userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(params.keep),
    )
    .execute();
}

export function subscriptionOfUser(db: Db, params: { userId: number; endpoint: string }): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('pushSubscriptions')
    .selectAll()
    .where('userId', '=', params.userId)
    .where('endpoint', '=', params.endpoint)
    .executeTakeFirst();
}

export function subscriptionsOfUser(db: Db, params: { userId: number }): Promise<SubscriptionRow[]> {
  return db.selectFrom('pushSubscriptions').selectAll().where('userId', '=', params.userId).orderBy('id').execute();
}

/** Only the user's own device: another user's endpoint is left alone. */
export async function deleteSubscription(db: Db, params: { userId: number; endpoint: string }): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('userId', '=', params.userId).where('endpoint', '=', params.endpoint).execute();
}

/** Users who may get a push reminder on `day`: reminders on, at least one device, none pushed that day yet. */
export function pushReminderRecipients(db: Db, params: { day: string }) {
  return db
    .selectFrom('users')
    .select(['id', 'reminderDaysBefore'])
    .where('paymentReminders', '=', true)
    .where((eb) => eb.exists(eb.selectFrom('pushSubscriptions').select('userId').whereRef('pushSubscriptions.userId', '=', 'users.id')))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('pushRemindersSent')
            .select('userId')
            .whereRef('pushRemindersSent.userId', '=', 'users.id')
            .where('pushRemindersSent.day', '=', params.day),
        ),
      ),
    )
    .orderBy('id')
    .execute();
}

/**
 * Claims the day's push reminder of a user: only one caller (of any instance) gets true. The setting
 * is read again in the same statement, so turning reminders off after the list was made still stops it.
 */
export async function claimPushReminderDay(db: Db, params: { userId: number; day: string }): Promise<boolean> {
  const rows = await db
    .insertInto('pushRemindersSent')
    .columns(['userId', 'day'])
    .expression(
      db
        .selectFrom('users')
        .select(['users.id as userId', sql<string>`cast(${params.day} as date)`.as('day')])
        .where('users.id', '=', params.userId)
        .where('users.paymentReminders', '=', true),
    )
    .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
    .returning('userId')
    .execute();
  return rows.length > 0;
}
