import type { DB } from '@paydown/db';
import { effectiveSubscriptionStatus, type AdminUser } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors.ts';
import { updateUser } from '../auth/index.ts';
import { listAdminUsers, promoteConfirmedUsers } from './queries.ts';

/** Every user, newest first, without any secret (no password or token hashes, no Stripe ids). */
export async function listUsers(db: Kysely<DB>, now: Date): Promise<AdminUser[]> {
  const rows = await listAdminUsers(db);
  return rows.map((u) => ({
    ...u,
    subscriptionStatus: effectiveSubscriptionStatus(u.subscriptionStatus, u.trialEndDate, now),
    trialEndDate: u.trialEndDate?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  }));
}

export async function setLifetimeAccess(db: Kysely<DB>, userId: number, hasAccess: boolean): Promise<string> {
  const row = await updateUser(db, userId, { hasLifetimeAccess: hasAccess });
  if (!row) throw notFound('User not found');
  return hasAccess ? `Lifetime access granted to ${row.username}` : `Lifetime access removed from ${row.username}`;
}

/**
 * Makes the named users admins (ADMIN_USERNAMES at start, or the admin:grant command). Only
 * existing accounts with a confirmed email: a listed name nobody holds yet, or an unconfirmed
 * sign-up that grabbed it, gets nothing. Returns the usernames promoted (or already admins).
 */
export async function grantAdmin(db: Kysely<DB>, usernames: readonly string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  return promoteConfirmedUsers(db, { usernames });
}
