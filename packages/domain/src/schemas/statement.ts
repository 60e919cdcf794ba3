import { z } from 'zod';
import { aprString, dateInput, dateString, jsonBoolean, moneyInput, moneyString, signedMoneyString } from './fields.ts';
import { idParam } from './payment.ts';
import { CARD_PART_KINDS } from '../debt/card-shape.ts';
import { STATEMENT_LINE_KINDS } from '../card/types.ts';

export { STATEMENT_LINE_KINDS, type StatementLineKind } from '../card/types.ts';

// Statements in: a lender's statement file (OFX/QFX or a card CSV) previewed and imported, the
// three figures of a paper statement typed, and each stored period's interest check.

const header = z.string().trim().min(1).max(100);

/** Which header names each column of a card CSV (detected, or chosen by the user). */
export const csvStatementMappingSchema = z.object({
  date: header,
  description: header,
  amount: header.nullable().meta({ description: 'One signed amount column; null when the file has Debit and Credit' }),
  chargesPositive: z.boolean().meta({ description: 'In the amount column, a charge is positive (Amex) or negative (Chase)' }),
  debit: header.nullable(),
  credit: header.nullable(),
  type: header.nullable(),
  account: header.nullable(),
});

export const statementImportInputSchema = z.object({
  content: z.string({ error: 'Send the file\'s text in "content"' }).meta({
    description: 'The statement file as text (OFX/QFX 1.x or 2.x, or a card CSV export); at most 90 KB (413 beyond).',
  }),
  filename: z.string().max(255).nullish(),
  debtId: idParam.optional().meta({ description: 'The debt the file is for; without it, the debt remembered for the account' }),
  mapping: csvStatementMappingSchema
    .nullish()
    .meta({ description: 'A CSV: the column mapping to use (remembered for files with the same header)' }),
  dryRun: jsonBoolean('dryRun must be true or false').default(false).meta({ description: 'true: only preview, write nothing' }),
});
export type StatementImportInput = z.infer<typeof statementImportInputSchema>;

/** What the import does (or did) with one line. */
export const STATEMENT_LINE_FATES = ['log', 'matched', 'imported', 'record'] as const;

export const statementLineOutSchema = z.object({
  fitid: z.string(),
  postedOn: dateString,
  kind: z.enum(STATEMENT_LINE_KINDS),
  amount: signedMoneyString.meta({
    description: 'Positive adds to the debt (a purchase, a fee, interest); negative lowers it (a payment, a refund)',
  }),
  description: z.string(),
  fate: z.enum(STATEMENT_LINE_FATES).meta({
    description:
      'log: a payment logged by the import; matched: a payment already logged (same debt, amount, within 3 days); imported: in an earlier import; record: kept with the statement',
  }),
  matchedPaymentId: z.number().int().nullable(),
});

export const statementAccountPreviewSchema = z.object({
  account: z.string().meta({ description: 'The account number, its last 4 only' }),
  lender: z.string().nullable(),
  debtId: z.number().int().nullable().meta({ description: 'The debt it maps to (null: choose one)' }),
  debtName: z.string().nullable(),
  periodStart: dateString,
  periodEnd: dateString,
  closingBalance: moneyString.nullable(),
  payments: moneyString,
  purchases: moneyString,
  fees: moneyString,
  interestCharged: moneyString,
  alreadyImported: z.boolean().meta({ description: 'This period of this debt is stored already: importing again changes nothing' }),
  newBalance: moneyString
    .nullable()
    .meta({ description: "The debt's balance after the import (the closing balance less payments logged since); null: unchanged" }),
  lines: z.array(statementLineOutSchema),
});

export const statementImportResultSchema = z.object({
  dryRun: z.boolean(),
  format: z.enum(['ofx', 'csv']),
  mapping: csvStatementMappingSchema.nullable(),
  accounts: z.array(statementAccountPreviewSchema),
  paymentsLogged: z.number().int(),
  statementsStored: z.number().int(),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;
export type StatementAccountPreview = z.infer<typeof statementAccountPreviewSchema>;
export type StatementLineOut = z.infer<typeof statementLineOutSchema>;

export const typedStatementInputSchema = z.object({
  id: idParam,
  periodStart: dateInput('Enter the first day of the period'),
  periodEnd: dateInput('Enter the last day of the period'),
  interestCharged: moneyInput('Interest charged'),
  closingBalance: moneyInput('Closing balance'),
});
export type TypedStatementInput = z.infer<typeof typedStatementInputSchema>;

/** One balance of a card over a statement period, as the interest check computed it. */
export const statementCheckPartSchema = z.object({
  partId: z.number().int().nullable().meta({ description: "The balance's id; null for a card of one balance" }),
  kind: z.enum(CARD_PART_KINDS),
  averageDailyBalance: moneyString.meta({ description: 'The sum of its daily balances over the period ÷ the days' }),
  interestComputed: moneyString.meta({ description: 'Its interest for the period: its daily balances × its own daily rate, rounded once' }),
  inGrace: z.boolean().meta({ description: 'The purchase balance in its grace period: no interest this period' }),
});

export const statementCheckSchema = z.object({
  id: z.number().int(),
  source: z.enum(['file', 'typed', 'plaid']),
  lender: z.string().nullable(),
  periodStart: dateString,
  periodEnd: dateString,
  closingBalance: moneyString.nullable(),
  interestCharged: moneyString,
  interestComputed: moneyString
    .nullable()
    .meta({ description: "Paydown's figure from its model of the card; null when it cannot check (no closing balance)" }),
  difference: signedMoneyString.nullable().meta({ description: 'Charged − computed' }),
  verdict: z.enum(['match', 'charged_more', 'charged_less', 'unchecked']),
  cause: z.string().nullable().meta({ description: 'The likely cause of a difference, in words' }),
  causeKind: z.enum(['apr', 'no_grace', 'fee', 'balance_not_entered', 'unknown']).nullable(),
  impliedApr: aprString.nullable().meta({ description: "For causeKind 'apr': the APR that gives the lender's figure" }),
  impliedPartId: z.number().int().nullable().meta({
    description: "For causeKind 'apr' on a card with several balances: the id of the balance whose APR it is (null: the debt's own APR)",
  }),
  graceApplied: z.boolean(),
  parts: z.array(statementCheckPartSchema).meta({
    description: 'Each balance of the card over the period (one for a card of one balance); their interest adds up to interestComputed',
  }),
  summary: z.string().meta({ description: 'The check in one sentence, as the screen shows it' }),
});
export const statementCheckListSchema = z.array(statementCheckSchema);
export type StatementCheckOut = z.infer<typeof statementCheckSchema>;
