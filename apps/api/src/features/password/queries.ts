import type { DB, UserRow } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

export function findUserByResetHash(db: Kysely<DB>, tokenHash: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('passwordResetTokenHash', '=', tokenHash).executeTakeFirst();
}

/**
 * Sets a new password hash and clears any reset token (a change invalidates an emailed link).
 * With `requireResetHash`, only while that token is still the stored one: of two uses of one link,
 * exactly one wins.
 */
export function setPassword(
  db: Kysely<DB>,
  params: { userId: number; passwordHash: string; now: Date; requireResetHash?: string },
): Promise<UserRow | undefined> {
  let query = db
    .updateTable('users')
    .set({
      passwordHash: params.passwordHash,
      passwordChangedAt: params.now,
      passwordResetTokenHash: null,
      passwordResetExpiresAt: null,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', params.userId);
  if (params.requireResetHash) query = query.where('passwordResetTokenHash', '=', params.requireResetHash);
  return query.returningAll().executeTakeFirst();
}

/** Stores a new reset token's hash: any earlier link of this user stops working. */
export async function storeResetToken(db: Kysely<DB>, params: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordResetTokenHash: params.tokenHash, passwordResetExpiresAt: params.expiresAt })
    .where('id', '=', params.userId)
    .execute();
}
