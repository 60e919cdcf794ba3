import type { DB } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

/** Every user, newest first, with only the columns the admin list shows (no secrets). */
export function listAdminUsers(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'firstName',
      'lastName',
      'role',
      'subscriptionStatus',
      'trialEndDate',
      'emailConfirmed',
      'hasLifetimeAccess',
      'createdAt',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Makes the named users (case-insensitive) with a confirmed email admins; returns their usernames. */
export async function promoteConfirmedUsers(db: Kysely<DB>, params: { usernames: readonly string[] }): Promise<string[]> {
  const rows = await db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('emailConfirmed', '=', true)
    .where(
      sql<string>`lower(username)`,
      'in',
      params.usernames.map((u) => u.toLowerCase()),
    )
    .returning('username')
    .execute();
  return rows.map((r) => r.username);
}
