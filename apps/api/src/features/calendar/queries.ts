import type { DB } from '@paydown/db';
import type { IsoDate } from '@paydown/domain';
import { sql, type Kysely, type Selectable } from 'kysely';

export type FeedRow = Selectable<DB['calendarFeeds']>;
export type FeedEventState = Pick<Selectable<DB['calendarFeedEvents']>, 'uid' | 'startsOn' | 'contentHash' | 'sequence' | 'modifiedAt'>;

export function feedOfUser(db: Kysely<DB>, params: { userId: number }): Promise<FeedRow | undefined> {
  return db.selectFrom('calendarFeeds').selectAll().where('userId', '=', params.userId).executeTakeFirst();
}

export function feedByTokenHash(db: Kysely<DB>, params: { tokenHash: string }): Promise<FeedRow | undefined> {
  return db.selectFrom('calendarFeeds').selectAll().where('tokenHash', '=', params.tokenHash).executeTakeFirst();
}

/** Stores a new link's hash in place of the old one (which then finds nothing), keeping what the feed shows. */
export function replaceFeedToken(db: Kysely<DB>, params: { userId: number; tokenHash: string; timeZone: string }): Promise<FeedRow> {
  return db
    .insertInto('calendarFeeds')
    .values({ userId: params.userId, tokenHash: params.tokenHash, timeZone: params.timeZone })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ tokenHash: params.tokenHash, timeZone: params.timeZone, createdAt: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the feed shows; undefined when the user has no link. */
export function updateFeedSettings(
  db: Kysely<DB>,
  params: { userId: number; includeAmounts: boolean; timeZone: string },
): Promise<FeedRow | undefined> {
  return db
    .updateTable('calendarFeeds')
    .set({ includeAmounts: params.includeAmounts, timeZone: params.timeZone })
    .where('userId', '=', params.userId)
    .returningAll()
    .executeTakeFirst();
}

export function feedEventStates(db: Kysely<DB>, params: { userId: number }): Promise<FeedEventState[]> {
  return db
    .selectFrom('calendarFeedEvents')
    .select(['uid', 'startsOn', 'contentHash', 'sequence', 'modifiedAt'])
    .where('userId', '=', params.userId)
    .execute();
}

/**
 * Records events that are new or changed. An event whose date moved gets the next sequence number;
 * the update's condition is checked again on the row a concurrent feed request may have just
 * changed, so one move is counted once however many requests see it.
 */
export async function saveFeedEventStates(
  db: Kysely<DB>,
  params: { userId: number; events: readonly { uid: string; startsOn: IsoDate; contentHash: string }[]; now: Date },
): Promise<void> {
  if (params.events.length === 0) return;
  await db
    .insertInto('calendarFeedEvents')
    .values(params.events.map((e) => ({ userId: params.userId, ...e, modifiedAt: params.now })))
    .onConflict((oc) =>
      oc
        .columns(['userId', 'uid'])
        .doUpdateSet({
          sequence: sql<number>`calendar_feed_events.sequence + (case when calendar_feed_events.starts_on <> excluded.starts_on then 1 else 0 end)`,
          startsOn: sql<string>`excluded.starts_on`,
          contentHash: sql<string>`excluded.content_hash`,
          modifiedAt: sql<Date>`excluded.modified_at`,
        })
        .where(
          sql<boolean>`calendar_feed_events.starts_on <> excluded.starts_on or calendar_feed_events.content_hash <> excluded.content_hash`,
        ),
    )
    .execute();
}

/** Forgets events dated before `before`: they have left the feed for good. */
export async function pruneFeedEventStates(db: Kysely<DB>, params: { userId: number; before: IsoDate }): Promise<void> {
  await db.deleteFrom('calendarFeedEvents').where('userId', '=', params.userId).where('startsOn', '<', params.before).execute();
}
