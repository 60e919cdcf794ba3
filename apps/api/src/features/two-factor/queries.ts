import type { DB, UserRow } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

export async function setPendingSecret(db: Kysely<DB>, userId: number, sealed: string): Promise<void> {
  await db.updateTable('users').set({ totpPendingSecret: sealed }).where('id', '=', userId).execute();
}

/**
 * Records that the code for `step` was used, only if no code of this or a later step was: of two
 * requests with one code, exactly one gets a row back (no replay inside the code's window).
 */
export async function claimStep(db: Kysely<DB>, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns 2FA on with the pending secret and replaces the recovery codes, in one transaction. */
export async function enableTwoFactor(
  db: Kysely<DB>,
  params: { userId: number; sealed: string; codeHashes: string[]; now: Date },
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ totpSecret: params.sealed, totpPendingSecret: null, totpEnabledAt: params.now, updatedAt: sql<Date>`now()` })
      .where('id', '=', params.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceCodes(trx, params.userId, params.codeHashes);
    return user;
  });
}

export async function replaceRecoveryCodes(db: Kysely<DB>, userId: number, codeHashes: string[]): Promise<void> {
  await db.transaction().execute((trx) => replaceCodes(trx, userId, codeHashes));
}

async function replaceCodes(trx: Kysely<DB>, userId: number, codeHashes: string[]): Promise<void> {
  await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  if (codeHashes.length > 0)
    await trx
      .insertInto('recoveryCodes')
      .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
      .execute();
}

export async function disableTwoFactor(db: Kysely<DB>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql<Date>`now()` })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  });
}

/** Marks an unused recovery code used; false if there is none (wrong, or used already). */
export async function useRecoveryCode(db: Kysely<DB>, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
