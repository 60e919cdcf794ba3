import type { StatementLineKind } from '@paydown/domain/schemas';
import type { ColumnType, Generated } from 'kysely';
import type { CalendarDate, Money } from './columns.ts';

// Lenders' statements: the periods imported or typed, their lines, which debt an account maps to,
// and the column mapping remembered for a CSV layout.

export type StatementSource = 'file' | 'typed' | 'plaid';
/** What a line is, as packages/domain defines it (STATEMENT_LINE_KINDS); the column's check constraint lists the same. */
export type StatementLineKindValue = StatementLineKind;

/** One statement period of a debt: from a file, typed from paper, or a bank sync. */
export interface StatementsTable {
  id: Generated<number>;
  userId: number;
  debtId: number;
  source: StatementSource;
  /** A hash of the lender's account number (never the number). */
  accountKey: string | null;
  lender: string | null;
  externalId: string | null;
  periodStart: CalendarDate;
  periodEnd: CalendarDate;
  closingBalance: Money | null;
  interestCharged: Generated<Money>;
  createdAt: Generated<Date>;
}

/** A line a statement listed, once per debt by the lender's id for it (fitid). */
export interface StatementLinesTable {
  id: Generated<number>;
  statementId: number;
  userId: number;
  debtId: number;
  fitid: string;
  kind: StatementLineKindValue;
  postedOn: CalendarDate;
  /** Signed: positive adds to the debt. */
  amount: Money;
  description: Generated<string>;
  /** The payment it is (logged by the import, or matched). */
  paymentId: number | null;
}

export interface StatementAccountsTable {
  userId: number;
  accountKey: string;
  debtId: number;
  updatedAt: Generated<Date>;
}

export interface StatementCsvMappingsTable {
  userId: number;
  headerKey: string;
  /** jsonb: written as JSON text, read back as an object. */
  mapping: ColumnType<unknown, string, string>;
  updatedAt: Generated<Date>;
}
