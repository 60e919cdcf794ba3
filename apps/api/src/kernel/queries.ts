import type { DB, UserRow } from '@paydown/db';
import type { Kysely } from 'kysely';

/** A user's row by id: the signed-in user of a session (when its store did not read it already). */
export function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
