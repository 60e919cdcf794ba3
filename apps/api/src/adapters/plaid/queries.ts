import type { DB } from '@paydown/db';
import type { Kysely } from 'kysely';

/** The user's Plaid logins with their sealed access tokens (what deleting the account removes at Plaid). */
export function sealedLoginsOf(db: Kysely<DB>, params: { userId: number }) {
  return db.selectFrom('bankConnections').select(['itemId', 'accessToken']).where('userId', '=', params.userId).execute();
}
