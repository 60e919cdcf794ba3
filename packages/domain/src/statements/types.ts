// A lender's statement as Paydown reads it from a file (OFX/QFX or a CSV export): per account, its
// period, closing balance and the lines it lists, in cents. Amounts are signed from the borrower's
// side: positive adds to what is owed (a purchase, a fee, interest), negative lowers it (a payment,
// a refund), whatever sign the file used.

import type { IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import type { StatementLineKind } from '../schemas/statement.ts';

export interface StatementLine {
  /** The lender's id for the line (OFX FITID); a CSV line gets one made from its date, amount and text. */
  fitid: string;
  kind: StatementLineKind;
  postedOn: IsoDate;
  /** Positive adds to the debt, negative lowers it. */
  amount: Cents;
  description: string;
  /** The line of the file it was read from (1-based). */
  line: number;
}

/** Where the lines came from: a file (OFX, CSV) or a bank connection's sync (Plaid). */
export type StatementFormat = 'ofx' | 'csv' | 'plaid';

export interface StatementAccount {
  format: StatementFormat;
  /** The account number as the file gives it (never shown: only its last 4 are). */
  accountId: string;
  /** The lender's name when the file says it (OFX FI/ORG), else null. */
  lender: string | null;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** What was owed at the end of the period; null when the file does not say (a CSV export). */
  closingBalance: Cents | null;
  lines: StatementLine[];
}

export interface StatementFile {
  accounts: StatementAccount[];
}

/** A file that cannot be read: the message names the line. */
export interface StatementFileError {
  line: number;
  message: string;
}

export type StatementParseResult = { ok: true; file: StatementFile } | { ok: false; error: StatementFileError };

/** The most lines one file may list (a year of a busy card is well under). */
export const MAX_STATEMENT_LINES = 2_000;

/** The largest file accepted, in characters (the request body limit is a little above). */
export const MAX_STATEMENT_CHARS = 90 * 1024;

/** "•••• 1234": the last 4 characters of an account number, the rest hidden. */
export function maskAccount(accountId: string): string {
  const clean = accountId.replace(/\s+/g, '');
  return `•••• ${clean.slice(-4)}`;
}
