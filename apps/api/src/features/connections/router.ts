import {
  bankAccountLinkInputSchema,
  bankConnectionListSchema,
  bankConnectionSchema,
  bankSyncResultSchema,
  connectionCreateInputSchema,
  connectionsConfigSchema,
  idParam,
  linkTokenInputSchema,
  linkTokenSchema,
  messageSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { requirePlaid } from '../../adapters/plaid/plaid.ts';
import { authedProcedure, router, writableProcedure } from '../../kernel/trpc.ts';
import { connectionsOf } from './connection-out.ts';
import { connect, createLinkToken, disconnect, limitPlaidCalls, linkAccountToDebt } from './service.ts';
import { syncConnection } from './sync.ts';

const tags = ['connections'];
const byId = z.object({ id: idParam });
const NOT_CONFIGURED = ' 503 when bank connections are not configured on this server.';

export const connectionsRouter = router({
  config: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/connections/config',
        tags,
        protect: true,
        summary: 'Whether this server can connect bank accounts (Plaid configured): the Debts screen shows "Connect an account" then',
      },
    })
    .input(z.void())
    .output(connectionsConfigSchema)
    .query(({ ctx }) => ({ configured: ctx.deps.plaid !== undefined })),

  linkToken: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/connections/link-token',
        tags,
        protect: true,
        summary:
          "A Link token to open Plaid's window (products liabilities and transactions; update mode for a connection's renewed login)",
        description: `At most 10 per user and hour (429).${NOT_CONFIGURED} 404 for a connection that is not yours.`,
        errorResponses: [404, 429, 502, 503],
      },
    })
    .input(linkTokenInputSchema)
    .output(linkTokenSchema)
    .mutation(({ ctx, input }) => createLinkToken(ctx.deps, ctx.user.id, input.connectionId)),

  create: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/connections',
        tags,
        protect: true,
        summary: "Exchange Link's public token: the connection is stored (its access token encrypted at rest) and synced once",
        description: `Answers the connection with its accounts: a liability not linked yet carries the debt it would become (proposal).${NOT_CONFIGURED}`,
        errorResponses: [400, 409, 502, 503],
      },
    })
    .input(connectionCreateInputSchema)
    .output(bankConnectionSchema)
    .mutation(({ ctx, input }) => connect(ctx.deps, ctx.user.id, input.publicToken, ctx.today)),

  list: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/connections',
        tags,
        protect: true,
        summary: 'Your bank connections: institution, accounts (masked to the last 4), last sync, status',
        description: `status login_required: the bank wants you to sign in again (a Link token with connectionId opens update mode).${NOT_CONFIGURED}`,
        errorResponses: [503],
      },
    })
    .input(z.void())
    .output(bankConnectionListSchema)
    .query(({ ctx }) => {
      requirePlaid(ctx.deps.plaid);
      return connectionsOf(ctx.deps, ctx.user.id);
    }),

  sync: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/connections/{id}/sync',
        tags,
        protect: true,
        summary:
          "Sync a connection now: liabilities (a card's APRs as its balances, minimum, due date, last statement) and new transactions",
        description:
          'Written in one transaction per sync: the last statement period with its payments, interest and fees (the interest check reads them), payments since then logged once by transaction id (a payment logged by hand is matched, not logged twice), and the balance the bank reports. ' +
          `At most 30 per user and hour (429). 409 when the bank wants you to sign in again. 404 for a connection that is not yours.${NOT_CONFIGURED}`,
        errorResponses: [404, 409, 429, 502, 503],
      },
    })
    .input(byId)
    .output(bankSyncResultSchema)
    .mutation(async ({ ctx, input }) => {
      requirePlaid(ctx.deps.plaid);
      await limitPlaidCalls(ctx.deps, 'sync', ctx.user.id);
      return syncConnection(ctx.deps, ctx.user.id, input.id, ctx.today);
    }),

  link: writableProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/connections/{id}/link',
        tags,
        protect: true,
        summary: "Link an account to a debt: one of yours, or (debtId null) a new debt made from the account's proposal",
        description: `What the connection read of the account is written on the debt at once; each sync updates it from then on. 404 for a connection, account or debt that is not yours.${NOT_CONFIGURED}`,
        errorResponses: [400, 404, 503],
      },
    })
    .input(bankAccountLinkInputSchema)
    .output(bankConnectionSchema)
    .mutation(({ ctx, input }) => linkAccountToDebt(ctx.deps, ctx.user.id, input, ctx.today)),

  remove: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/connections/{id}',
        tags,
        protect: true,
        summary:
          'Disconnect: the login is removed at Plaid and its stored token deleted; the debts, payments and statements it brought stay',
        description: `404 for a connection that is not yours.${NOT_CONFIGURED}`,
        errorResponses: [404, 502, 503],
      },
    })
    .input(byId)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      await disconnect(ctx.deps, ctx.user.id, input.id);
      return { message: 'Connection removed' };
    }),
});
