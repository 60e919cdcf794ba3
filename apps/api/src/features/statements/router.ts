import {
  idParam,
  MAX_STATEMENT_LINES,
  statementCheckListSchema,
  statementImportInputSchema,
  statementImportResultSchema,
  typedStatementInputSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { authedProcedure, router, writableProcedure } from '../../kernel/trpc.ts';
import { addTypedStatement, listStatementChecks } from './check.ts';
import { importStatements } from './service.ts';

const tags = ['statements'];

export const statementsRouter = router({
  import: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/import/statements',
        tags,
        protect: true,
        summary:
          'Import a statement file (OFX/QFX 1.x or 2.x, or a card CSV): preview with dryRun, then write all accounts in one transaction',
        description:
          `Per account in the file (its number masked to the last 4): the debt it maps to (debtId, else the one remembered for the account), the period, closing balance, payments (each with its fitid and whether it matches a payment already logged: same debt, same amount, within 3 days), purchases, fees and interest charged. ` +
          `The write logs the payments not yet logged (never twice: importing the same file again changes nothing), sets the balance to the closing balance (less payments logged after the period) as a balance change dated today, and stores the period. ` +
          `A CSV's columns are detected from its header (Chase, Citi, Capital One, Amex layouts) or given in mapping, and remembered for files with the same header. ` +
          `At most 90 KB (413) and ${MAX_STATEMENT_LINES} transactions; a malformed file is 400 naming the line, and nothing is written. Another user's debt: 404.`,
        errorResponses: [400, 404, 413],
      },
    })
    .input(statementImportInputSchema)
    .output(statementImportResultSchema)
    .mutation(({ ctx, input }) => importStatements(ctx.deps.db, ctx.user.id, input, ctx.today)),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/debts/{id}/statements',
        tags,
        protect: true,
        summary:
          "A debt's statement periods, latest first, each with the interest check: what the lender charged beside what Paydown computes",
        description:
          'Average daily balance over the period with each payment and purchase on its date, at the APRs entered; a card with several balances balance by balance (each payment split among them by Reg Z §1026.53, each at its own rate, promotional while it runs), their interest adding up to interestComputed; no interest on purchases when the previous balance was paid in full by its due date (grace period, Reg Z §1026.54). A difference names its likely cause: a different APR (with the APR that explains it and, on a card with balances, impliedPartId), a balance not entered, purchases carried without grace, a fee. docs/money-math.md, "The interest check". 404 for a debt that is not yours.',
        errorResponses: [404],
      },
    })
    .input(z.object({ id: idParam }))
    .output(statementCheckListSchema)
    .query(({ ctx, input }) => listStatementChecks(ctx.deps.db, ctx.user.id, input.id, ctx.today)),

  addTyped: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/debts/{id}/statements',
        tags,
        protect: true,
        summary: "A paper statement's three figures typed (period, interest charged, closing balance): stored and checked",
        description:
          "The payments logged in the period count on their dates. Answers the debt's statements with their checks. 409 when the period is stored already; 404 for a debt that is not yours.",
        errorResponses: [404, 409],
      },
    })
    .input(typedStatementInputSchema)
    .output(statementCheckListSchema)
    .mutation(({ ctx, input }) => addTypedStatement(ctx.deps.db, ctx.user.id, input, ctx.today)),
});
