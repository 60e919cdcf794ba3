import type { DB } from '@paydown/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../secret-box.ts';
import type { Plaid } from './plaid.ts';
import { sealedLoginsOf } from './queries.ts';

/** What a sealed access token is bound to: its owner and its login, so a copy in another row fails to open. */
export const tokenContext = (userId: number, itemId: string) => `plaid:${userId}:${itemId}`;

/**
 * Removes every Plaid login of a user at Plaid, before their account (and with it the tokens) is
 * deleted: otherwise the logins would stay open at Plaid, read and billed, with nobody to use
 * them. Best effort: a failure is logged and never keeps the user from deleting their account.
 */
export async function removeLoginsAtPlaid(
  deps: { plaid: Plaid | undefined; db: Kysely<DB>; secretBox: SecretBox; log: FastifyBaseLogger },
  userId: number,
): Promise<void> {
  const plaid = deps.plaid;
  if (!plaid) return;
  for (const login of await sealedLoginsOf(deps.db, { userId })) {
    try {
      await plaid.api.itemRemove({ access_token: deps.secretBox.open(login.accessToken, tokenContext(userId, login.itemId)) });
    } catch {
      deps.log.warn({ itemId: login.itemId }, 'removing a Plaid login of a deleted account failed');
    }
  }
}
