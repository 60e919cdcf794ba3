import { z } from 'zod';
import { dateString, jsonBoolean, moneyString } from './fields.ts';

// Export and import of a user's data: export is allowed in every access tier; a CSV import of debts writes all rows or none.

/** At most this many debts per import (one request, one transaction). */
export const MAX_IMPORT_ROWS = 500;

/** POST /api/import/debts. Size is checked by the service (413), so the schema takes any string. */
export const debtImportInputSchema = z.object({
  csv: z.string({ error: 'Send the CSV text in "csv"' }).meta({
    description: `The debts CSV (header row + at most ${MAX_IMPORT_ROWS} rows; columns as in GET /api/import/debts/template.csv).`,
  }),
  dryRun: jsonBoolean('dryRun must be true or false').default(false).meta({
    description: 'true: only check and preview, write nothing',
  }),
});
export type DebtImportInput = z.infer<typeof debtImportInputSchema>;

export const debtImportRowResultSchema = z.object({
  line: z.number().int().meta({ description: 'Line in the file (the header is line 1)' }),
  valid: z.boolean(),
  debtName: z.string(),
  balance: moneyString.nullable(),
  interestRate: z.string().nullable(),
  minPayment: moneyString.nullable(),
  dueDate: dateString.nullable(),
  isPaid: z.boolean(),
  error: z.string().nullable(),
  field: z.string().nullable().meta({ description: 'The column the error is about' }),
});
export type DebtImportRowResult = z.infer<typeof debtImportRowResultSchema>;

export const debtImportResultSchema = z.object({
  dryRun: z.boolean(),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  imported: z.number().int().meta({ description: 'Debts written (0 on a dry run)' }),
  rows: z.array(debtImportRowResultSchema),
});
export type DebtImportResult = z.infer<typeof debtImportResultSchema>;

const row = z.record(z.string(), z.unknown());

/** GET /api/export.json: everything stored about the user, without secrets. */
export const dataExportSchema = z
  .object({
    exportedAt: z.string().meta({ format: 'date-time' }),
    profile: z.object({
      username: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      emailConfirmed: z.boolean(),
      subscriptionStatus: z.string(),
      trialStartDate: z.string().nullable(),
      trialEndDate: z.string().nullable(),
      hasLifetimeAccess: z.boolean(),
      createdAt: z.string(),
      passwordChangedAt: z.string().nullable(),
      twoFactorEnabled: z.boolean(),
    }),
    debts: z.array(row),
    incomeSources: z.array(row),
    paymentHistory: z.array(row),
    plannedPayments: z.array(row),
    suggestions: z.array(row),
    billingHistory: z.array(row),
    balanceEdits: z.array(row).meta({ description: 'Balances changed by hand, dated: debtName, day, balanceBefore, balance' }),
    statements: z
      .array(row)
      .meta({ description: "Lenders' statements imported or typed: debtName, period, closing balance, interest charged, lines" }),
  })
  .catchall(z.unknown())
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;
