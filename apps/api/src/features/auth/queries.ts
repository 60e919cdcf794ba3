import type { DB, NewUser, UserRow, UserUpdate } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

export function findUserByUsername(db: Kysely<DB>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserByConfirmationHash(db: Kysely<DB>, tokenHash: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('emailConfirmationTokenHash', '=', tokenHash).executeTakeFirst();
}

export function insertUser(db: Kysely<DB>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export interface UpdateUserCondition {
  /** Update only if no confirmation email went out at or after this instant (the resend cooldown). */
  sentBefore?: Date;
}

export function updateUser(
  db: Kysely<DB>,
  id: number,
  patch: UserUpdate,
  condition: UpdateUserCondition = {},
): Promise<UserRow | undefined> {
  const { sentBefore } = condition;
  return db
    .updateTable('users')
    .set({ ...patch, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .$if(sentBefore !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('lastVerificationSent', 'is', null), eb('lastVerificationSent', '<=', sentBefore ?? new Date(0))])),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUser(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Applies a confirmation (the patch) only while the user still holds this token hash, so a link is
 * single use even under a double click. True when this call consumed it.
 */
export async function consumeConfirmationToken(
  db: Kysely<DB>,
  params: { userId: number; tokenHash: string; patch: UserUpdate },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(params.patch)
    .where('id', '=', params.userId)
    .where('emailConfirmationTokenHash', '=', params.tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
