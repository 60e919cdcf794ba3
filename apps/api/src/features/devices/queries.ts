import type { DB } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

export function listUserSessions(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['sid', 'sess'])
    .where('userId', '=', userId)
    .where('expire', '>', sql<Date>`now()`)
    .execute();
}

export async function deleteSession(db: Kysely<DB>, userId: number, sid: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('sid', '=', sid).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteOtherSessions(db: Kysely<DB>, userId: number, keepSid: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('sid', '!=', keepSid).executeTakeFirst();
  return Number(result.numDeletedRows);
}
