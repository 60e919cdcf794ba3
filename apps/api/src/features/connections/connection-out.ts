import type { DB } from '@paydown/db';
import { bankAccountFactsSchema, maskAccount, type BankConnection } from '@paydown/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../errors.ts';
export { tokenContext } from '../../adapters/plaid/logins.ts';
import { proposalOf } from './plaid-figures.ts';
import { listConnections } from './queries.ts';

// A connection as the API answers it: its accounts masked to the last 4, each either linked to a
// debt or with the debt it would become.

export const CONNECTION_NOT_FOUND = 'Connection not found';

/** The user's connections; `id`: just that one (404 when it is not the user's). */
export async function connectionsOf(deps: { db: Kysely<DB> }, userId: number): Promise<BankConnection[]> {
  const rows = await listConnections(deps.db, { userId });
  return rows.map(connectionOut);
}

export async function connectionOf(deps: { db: Kysely<DB> }, userId: number, id: number): Promise<BankConnection> {
  const [row] = await listConnections(deps.db, { userId, id });
  if (!row) throw notFound(CONNECTION_NOT_FOUND);
  return connectionOut(row);
}

type ConnectionRow = Awaited<ReturnType<typeof listConnections>>[number];

function connectionOut(row: ConnectionRow): BankConnection {
  return {
    id: row.id,
    institution: row.institutionName,
    status: row.status,
    lastSyncAt: row.lastSyncAt ? new Date(row.lastSyncAt).toISOString() : null,
    accounts: row.accounts.map((a) => {
      const facts = bankAccountFactsSchema.safeParse(a.facts);
      return {
        id: a.id,
        name: a.name,
        mask: maskAccount(a.mask ?? '····'),
        type: a.type,
        subtype: a.subtype,
        debtId: a.debtId,
        debtName: a.debtName,
        proposal: a.debtId === null && facts.success ? proposalOf(a, row.institutionName, facts.data) : null,
      };
    }),
  };
}
