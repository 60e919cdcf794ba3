import type { BankAccountsTable, DB } from '@paydown/db';
import {
  bankAccountFactsSchema,
  formatMoney,
  parseMoney,
  type BankAccountFacts,
  type BankSyncResult,
  type IsoDate,
  type StatementLine,
} from '@paydown/domain';
import type { Kysely, Selectable } from 'kysely';
import type { AccountBase, LiabilitiesObject, PlaidApi, RemovedTransaction, Transaction } from 'plaid';
import type { Deps } from '../../kernel/deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { plaidErrorCode, requirePlaid } from '../../adapters/plaid/plaid.ts';
import { lockDebtIn, setLenderFigures, setStatementBalance } from '../debts/index.ts';
import { logBankPayments, storeBankStatement } from '../statements/index.ts';
import { factsOf, lineOf, lenderFiguresOf, periodEndingOn } from './plaid-figures.ts';
import {
  accountTransactions,
  claimedPayments,
  deleteTransactions,
  finishSync,
  findConnection,
  listAccounts,
  lockConnection,
  setConnectionStatus,
  setTransactionPayment,
  upsertAccount,
  upsertTransactions,
} from './queries.ts';
import { CONNECTION_NOT_FOUND, connectionOf, tokenContext } from './connection-out.ts';

// A sync: Plaid's liabilities and the transactions since the stored cursor are read first (no
// database lock is held while Plaid answers), then written in one transaction with the
// connection's row locked, so two syncs of one login take turns and the second finds the first's
// writes. What is written goes the statement import's way: a closed statement period with its
// payments, interest and fees (the interest check reads them), the payments since logged once by
// the lender's transaction id, the card's balances and APRs, the minimum, the due date, and the
// balance the lender reports.

/** At most this many pages of 500 transactions per sync; the cursor carries the rest to the next. */
const MAX_PAGES = 20;

export const LOGIN_REQUIRED = 'ITEM_LOGIN_REQUIRED';

interface Fetched {
  institutionName: string | null;
  accounts: AccountBase[];
  liabilities: LiabilitiesObject;
  changed: Transaction[];
  removed: RemovedTransaction[];
  cursor: string;
}

async function fetchTransactions(api: PlaidApi, accessToken: string, from: string | null) {
  const changed: Transaction[] = [];
  const removed: RemovedTransaction[] = [];
  let cursor = from ?? undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const res = (await api.transactionsSync({ access_token: accessToken, count: 500, ...(cursor ? { cursor } : {}) })).data;
    changed.push(...res.added, ...res.modified);
    removed.push(...res.removed);
    cursor = res.next_cursor;
    if (!res.has_more) break;
  }
  return { changed, removed, cursor: cursor ?? '' };
}

async function fetchFromPlaid(api: PlaidApi, accessToken: string, cursor: string | null): Promise<Fetched> {
  const liabilities = (await api.liabilitiesGet({ access_token: accessToken })).data;
  let transactions;
  try {
    transactions = await fetchTransactions(api, accessToken, cursor);
  } catch (error) {
    // The lender changed transactions while the pages were read: Plaid asks to start over once.
    if (plaidErrorCode(error) !== 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION') throw error;
    transactions = await fetchTransactions(api, accessToken, cursor);
  }
  return {
    institutionName: liabilities.item.institution_name ?? null,
    accounts: liabilities.accounts,
    liabilities: liabilities.liabilities,
    ...transactions,
  };
}

/** Syncs one of the user's connections (404 when not theirs); a login the lender wants renewed is marked and answers 409. */
export async function syncConnection(deps: Deps, userId: number, id: number, today: IsoDate): Promise<BankSyncResult> {
  const plaid = requirePlaid(deps.plaid);
  const connection = await findConnection(deps.db, { userId, id });
  if (!connection) throw notFound(CONNECTION_NOT_FOUND);
  const accessToken = deps.secretBox.open(connection.accessToken, tokenContext(userId, connection.itemId));
  let fetched: Fetched;
  try {
    fetched = await fetchFromPlaid(plaid.api, accessToken, connection.transactionsCursor);
  } catch (error) {
    const code = plaidErrorCode(error);
    await setConnectionStatus(deps.db, { id, status: code === LOGIN_REQUIRED ? 'login_required' : 'error', errorCode: code });
    if (code === LOGIN_REQUIRED) throw new AppError('CONFLICT', 'The bank wants you to sign in again: choose "Sign in again".');
    deps.log.error({ plaidError: code }, 'Plaid sync failed');
    throw new AppError('BAD_GATEWAY', 'The bank connection could not be synced. Please try again later.');
  }
  const counts = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockConnection(trx, { userId, id });
    if (!locked) throw notFound(CONNECTION_NOT_FOUND);
    await storeFetched(trx, { userId, connectionId: id }, fetched);
    const applied = await applyLinked(trx, { userId, connectionId: id, lender: fetched.institutionName ?? locked.institutionName }, today);
    await finishSync(trx, { id, cursor: fetched.cursor, institutionName: fetched.institutionName, at: deps.now() });
    return applied;
  });
  return { connection: await connectionOf(deps, userId, id), ...counts };
}

async function storeFetched(trx: Kysely<DB>, ids: { userId: number; connectionId: number }, fetched: Fetched): Promise<void> {
  for (const account of fetched.accounts) {
    const facts = factsOf(account, fetched.liabilities);
    await upsertAccount(trx, {
      ...ids,
      accountId: account.account_id,
      name: account.name,
      mask: account.mask,
      type: account.type,
      subtype: account.subtype,
      facts: facts ? JSON.stringify(facts) : null,
    });
  }
  // A pending transaction is not the lender's yet: it comes again, posted, under its own id.
  const posted = fetched.changed.filter((t) => !t.pending);
  await upsertTransactions(
    trx,
    posted.map((t) => {
      const line = lineOf(t);
      return {
        ...ids,
        accountId: t.account_id,
        transactionId: t.transaction_id,
        kind: line.kind,
        postedOn: line.postedOn,
        amount: signed(line.amount),
        description: line.description.slice(0, 500),
      };
    }),
  );
  await deleteTransactions(trx, { connectionId: ids.connectionId, transactionIds: fetched.removed.map((r) => r.transaction_id) });
}

const signed = (cents: number): string => (cents < 0 ? `-${formatMoney(-cents)}` : formatMoney(cents));

type Counts = Pick<BankSyncResult, 'paymentsLogged' | 'statementsStored' | 'debtsUpdated'>;

/**
 * Writes what is stored of each linked account on its debt. Run after a sync, and when an account
 * is linked (its transactions read before then count too).
 */
export async function applyLinked(
  trx: Kysely<DB>,
  params: { userId: number; connectionId: number; lender: string | null; accountId?: number },
  today: IsoDate,
): Promise<Counts> {
  const counts: Counts = { paymentsLogged: 0, statementsStored: 0, debtsUpdated: 0 };
  const accounts = await listAccounts(trx, { connectionId: params.connectionId });
  // The debts locked in id order: a sync and an import of the same debts never wait on each other in a cycle.
  const linked = accounts
    .filter((a) => a.debtId !== null && (params.accountId === undefined || a.id === params.accountId))
    .sort((a, b) => (a.debtId ?? 0) - (b.debtId ?? 0));
  for (const account of linked) {
    const facts = bankAccountFactsSchema.safeParse(account.facts);
    if (!facts.success) continue;
    const written = await applyAccount(trx, { ...params, account, facts: facts.data }, today);
    counts.paymentsLogged += written.payments;
    counts.statementsStored += written.stored ? 1 : 0;
    counts.debtsUpdated += written.updated ? 1 : 0;
  }
  return counts;
}

async function applyAccount(
  trx: Kysely<DB>,
  params: { userId: number; connectionId: number; lender: string | null; account: Selectable<BankAccountsTable>; facts: BankAccountFacts },
  today: IsoDate,
): Promise<{ payments: number; stored: boolean; updated: boolean }> {
  const { userId, connectionId, account, facts } = params;
  if (account.debtId === null) return { payments: 0, stored: false, updated: false };
  const before = await lockDebtIn(trx, { userId, debtId: account.debtId });
  // A debt paid off stays as the user closed it.
  if (before.isPaid) return { payments: 0, stored: false, updated: false };
  let debt = await setLenderFigures(trx, before, lenderFiguresOf(facts), today);
  const rows = await accountTransactions(trx, { connectionId, accountId: account.accountId });
  const lines: StatementLine[] = rows.map((r) => ({
    fitid: r.transactionId,
    kind: r.kind,
    postedOn: r.postedOn,
    amount: r.amount.startsWith('-') ? -parseMoney(r.amount.slice(1)) : parseMoney(r.amount),
    description: r.description,
    line: 0,
  }));
  const paymentIds = new Map<string, number>();
  let payments = 0;
  let stored = false;
  let periodEnd: IsoDate | null = null;
  if (facts.lastStatementDate !== null && facts.lastStatementBalance !== null) {
    const period = periodEndingOn(facts.lastStatementDate);
    const written = await storeBankStatement(trx, debt, {
      account: {
        format: 'plaid',
        accountId: account.accountId,
        lender: params.lender,
        ...period,
        closingBalance: facts.lastStatementBalance,
        lines: lines.filter((l) => l.postedOn >= period.periodStart && l.postedOn <= period.periodEnd),
      },
      today,
    });
    debt = written.debt;
    payments += written.payments;
    stored = written.stored;
    for (const [fitid, paymentId] of written.paymentIds) paymentIds.set(fitid, paymentId);
    periodEnd = period.periodEnd;
  }
  const loggedAlready = new Set(rows.flatMap((r) => (r.paymentId === null ? [] : [r.transactionId])));
  const open = lines.filter((l) => l.kind === 'payment' && (periodEnd === null || l.postedOn > periodEnd) && !loggedAlready.has(l.fitid));
  const claimed = await claimedPayments(trx, { connectionId });
  const logged = await logBankPayments(trx, debt, { lines: open, claimed, balanceAfter: facts.current, today });
  debt = logged.debt;
  payments += logged.logged;
  for (const [fitid, paymentId] of logged.paymentIds) paymentIds.set(fitid, paymentId);
  for (const [transactionId, paymentId] of paymentIds) {
    if (!loggedAlready.has(transactionId)) await setTransactionPayment(trx, { connectionId, transactionId, paymentId });
  }
  // Last, what the lender says is owed now: it already counts every payment above.
  if (facts.current !== null) debt = await setStatementBalance(trx, debt, { balance: facts.current, today });
  const updated =
    debt.balance !== before.balance ||
    debt.interestRate !== before.interestRate ||
    debt.minPayment !== before.minPayment ||
    debt.dueDate !== before.dueDate ||
    payments > 0 ||
    stored;
  return { payments, stored, updated };
}
