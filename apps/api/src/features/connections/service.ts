import { addMonths, debtCreateInputSchema, type BankConnection, type IsoDate } from '@paydown/domain';
import { CountryCode, Products } from 'plaid';
import type { Deps } from '../../kernel/deps.ts';
import { AppError, RateLimitedError, notFound } from '../../errors.ts';
import { plaidErrorCode, requirePlaid } from '../../adapters/plaid/plaid.ts';
import { createDebt, findDebt } from '../debts/index.ts';
import { CONNECTION_NOT_FOUND, connectionOf, tokenContext } from './connection-out.ts';
import { deleteConnection, findAccount, findConnection, insertConnection, linkAccount, lockConnection } from './queries.ts';
import { applyLinked, syncConnection } from './sync.ts';

// POST /api/connections/link-token, POST /api/connections (the exchange), GET /api/connections,
// DELETE /api/connections/{id}, and an account linked to a debt. The access token Plaid gives for
// a login is sealed at rest like a two-factor secret, bound to its owner and item.

const PLAID_FAILED = 'The bank connection service did not answer as expected. Please try again.';

/** Per user and hour: opening Link and syncing reach Plaid, which bills per call. */
export const LINK_TOKENS_PER_HOUR = 10;
export const SYNCS_PER_HOUR = 30;
const HOUR_MS = 3600_000;

export async function limitPlaidCalls(deps: Pick<Deps, 'rateLimiter'>, what: 'link' | 'sync', userId: number): Promise<void> {
  const limit = what === 'link' ? LINK_TOKENS_PER_HOUR : SYNCS_PER_HOUR;
  const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(`plaid-${what}:${userId}`, limit, HOUR_MS);
  if (!allowed) throw new RateLimitedError('Too many bank requests. Please try again later.', retryAfterSeconds);
}

/** Plaid failed: its message is not the user's to read, and the call's details go to the log. */
function plaidFailure(deps: Pick<Deps, 'log'>, error: unknown, what: string): AppError {
  if (error instanceof AppError) return error;
  deps.log.error({ plaidError: plaidErrorCode(error) }, `Plaid ${what} failed`);
  return new AppError('BAD_GATEWAY', PLAID_FAILED);
}

export async function createLinkToken(deps: Deps, userId: number, connectionId: number | undefined) {
  const plaid = requirePlaid(deps.plaid);
  let accessToken: string | undefined;
  if (connectionId !== undefined) {
    const connection = await findConnection(deps.db, { userId, id: connectionId });
    if (!connection) throw notFound(CONNECTION_NOT_FOUND);
    accessToken = deps.secretBox.open(connection.accessToken, tokenContext(userId, connection.itemId));
  }
  await limitPlaidCalls(deps, 'link', userId);
  try {
    const res = await plaid.api.linkTokenCreate({
      user: { client_user_id: String(userId) },
      client_name: 'Paydown',
      country_codes: [CountryCode.Us],
      language: 'en',
      // Update mode (a login to renew) names the item and no products.
      ...(accessToken ? { access_token: accessToken } : { products: [Products.Liabilities, Products.Transactions] }),
      ...(plaid.webhookUrl ? { webhook: plaid.webhookUrl } : {}),
    });
    return { linkToken: res.data.link_token, expiration: res.data.expiration };
  } catch (error) {
    throw plaidFailure(deps, error, 'link token');
  }
}

/** Exchanges Link's public token, stores the sealed access token, and runs the first sync. */
export async function connect(deps: Deps, userId: number, publicToken: string, today: IsoDate): Promise<BankConnection> {
  const plaid = requirePlaid(deps.plaid);
  let exchanged;
  try {
    exchanged = (await plaid.api.itemPublicTokenExchange({ public_token: publicToken })).data;
  } catch (error) {
    if (plaidErrorCode(error) === 'INVALID_PUBLIC_TOKEN')
      throw new AppError('INVALID', 'The bank connection expired. Please connect again.');
    throw plaidFailure(deps, error, 'token exchange');
  }
  const id = await insertConnection(deps.db, {
    userId,
    itemId: exchanged.item_id,
    accessToken: deps.secretBox.seal(exchanged.access_token, tokenContext(userId, exchanged.item_id)),
    institutionName: null,
  });
  if (id === null) throw new AppError('CONFLICT', 'This bank login is connected to another account.');
  const synced = await syncConnection(deps, userId, id, today);
  return synced.connection;
}

/** Removes the login at Plaid, then the connection and its stored token; the debts, payments and statements stay. */
export async function disconnect(deps: Deps, userId: number, id: number): Promise<void> {
  const plaid = requirePlaid(deps.plaid);
  const connection = await findConnection(deps.db, { userId, id });
  if (!connection) throw notFound(CONNECTION_NOT_FOUND);
  try {
    await plaid.api.itemRemove({ access_token: deps.secretBox.open(connection.accessToken, tokenContext(userId, connection.itemId)) });
  } catch (error) {
    // A login Plaid no longer knows is removed already: the local copy goes all the same.
    if (plaidErrorCode(error) !== 'ITEM_NOT_FOUND') throw plaidFailure(deps, error, 'item removal');
  }
  await deleteConnection(deps.db, { userId, id });
}

/**
 * An account linked to a debt: one of the user's (404 otherwise), or a new debt made from the
 * account's proposal (the user confirmed it); each sync updates it from then on.
 */
export async function linkAccountToDebt(
  deps: Deps,
  userId: number,
  input: { id: number; accountId: number; debtId: number | null },
  today: IsoDate,
): Promise<BankConnection> {
  requirePlaid(deps.plaid);
  const connection = await connectionOf(deps, userId, input.id);
  const account = connection.accounts.find((a) => a.id === input.accountId);
  const stored = await findAccount(deps.db, { userId, connectionId: input.id, id: input.accountId });
  if (!account || !stored) throw notFound('Account not found');
  let debtId = input.debtId;
  if (debtId === null) {
    if (!account.proposal) throw new AppError('INVALID', 'This account is not a debt Paydown can track.');
    const { balances, dueDate, statementDate, ...fields } = account.proposal;
    const parsed = debtCreateInputSchema.safeParse({
      ...fields,
      dueDate: dueDate ?? addMonths(today, 1),
      ...(statementDate ? { statementDate } : {}),
      ...(balances ? { balances } : {}),
    });
    if (!parsed.success) throw new AppError('INVALID', parsed.error.issues[0]?.message ?? 'The account cannot be added as a debt.');
    debtId = (await createDebt(deps.db, userId, parsed.data, today)).id;
  } else if (!(await findDebt(deps.db, userId, debtId))) {
    throw notFound('Debt not found');
  }
  // Linked, and what the connection read of the account so far written on the debt at once, in
  // one transaction with the connection locked as a sync holds it.
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockConnection(trx, { userId, id: input.id }))) throw notFound(CONNECTION_NOT_FOUND);
    await linkAccount(trx, { id: stored.id, debtId });
    await applyLinked(trx, { userId, connectionId: input.id, lender: connection.institution, accountId: stored.id }, today);
  });
  return connectionOf(deps, userId, input.id);
}
