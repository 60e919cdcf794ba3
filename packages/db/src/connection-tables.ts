import type { ColumnType, Generated } from 'kysely';
import type { CalendarDate, Money } from './columns.ts';
import type { StatementLineKindValue } from './statement-tables.ts';

// Bank connections (Plaid): a linked login at a lender, its accounts, and the transactions read.

export type BankConnectionStatus = 'ok' | 'login_required' | 'error';

export interface BankConnectionsTable {
  id: Generated<number>;
  userId: number;
  itemId: string;
  /** Sealed (AES-256-GCM, bound to the user): never the token in the clear. */
  accessToken: string;
  institutionName: string | null;
  status: Generated<BankConnectionStatus>;
  errorCode: string | null;
  transactionsCursor: string | null;
  lastSyncAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Generated<Date>;
}

export interface BankAccountsTable {
  id: Generated<number>;
  connectionId: number;
  userId: number;
  accountId: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  debtId: number | null;
  /** jsonb: written as JSON text, read back as an object. */
  facts: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface BankTransactionsTable {
  connectionId: number;
  userId: number;
  accountId: string;
  transactionId: string;
  kind: StatementLineKindValue;
  postedOn: CalendarDate;
  /** Signed: positive adds to the debt. */
  amount: Money;
  description: Generated<string>;
  paymentId: number | null;
}
