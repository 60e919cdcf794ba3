import {
  dataExportSchema,
  debtImportInputSchema,
  debtImportResultSchema,
  MAX_IMPORT_ROWS,
  MAX_INPUT_DATE,
  MIN_INPUT_DATE,
  OPTIONAL_DEBT_CSV_COLUMNS,
  REQUIRED_DEBT_CSV_COLUMNS,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router, writableProcedure } from '../../kernel/trpc.ts';
import { buildExport, exportFileName, importDebts } from './service.ts';

const tags = ['data'];

export const dataRouter = router({
  // Export is allowed in every access tier, even after a trial ends: authedProcedure, not writableProcedure.
  exportJson: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/export.json',
        tags,
        protect: true,
        summary:
          'Everything stored about you as one JSON file (profile without secrets, debts, income, payments, planned payments, plan settings, lump sums, suggestions, billing history)',
        description:
          'Sent as a download (Content-Disposition: attachment; filename="paydown-export-YYYY-MM-DD.json"). Works in every plan state, including expired and cancelled.',
      },
    })
    .input(z.void())
    .output(dataExportSchema)
    .query(async ({ ctx }) => {
      void ctx.reply.header('content-disposition', `attachment; filename="${exportFileName('export', 'json', ctx.deps.now())}"`);
      void ctx.reply.header('cache-control', 'no-store');
      return buildExport(ctx.deps, ctx.user);
    }),

  importDebts: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/import/debts',
        tags,
        protect: true,
        summary: 'Import debts from CSV: preview with dryRun, then write all rows in one transaction (all or nothing)',
        description: `Columns (header row, any order, names matched ignoring case, spaces and underscores): ${REQUIRED_DEBT_CSV_COLUMNS.join(', ')} (required); ${OPTIONAL_DEBT_CSV_COLUMNS.join(', ')} (optional). At most ${MAX_IMPORT_ROWS} rows and 64 KB (413 beyond). Dates between ${MIN_INPUT_DATE} and ${MAX_INPUT_DATE}. A row marked isPaid needs a paidDate and a balance of 0. A file with an unknown or missing column is 400; without dryRun, any invalid row is 400 and nothing is written. Template: GET /api/import/debts/template.csv; GET /api/export/debts.csv re-imports as is (text cells may carry the export's formula-guard apostrophes, which the import removes).`,
      },
    })
    .input(debtImportInputSchema)
    .output(debtImportResultSchema)
    .mutation(({ ctx, input }) => importDebts(ctx.deps, ctx.user.id, input)),
});
