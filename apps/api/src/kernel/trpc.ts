import { NUL_CHARACTER_MESSAGE, effectiveSubscriptionStatus, findNulCharacter } from '@paydown/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Deps } from './deps.ts';
import {
  AppError,
  BusyError,
  INTERNAL_MESSAGE,
  RateLimitedError,
  UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  type AppErrorCode,
} from '../errors.ts';
import { PLAN_COMPUTING_PROCEDURES } from './batch-cost.ts';
import { ledgerReader } from '../ledger/index.ts';
import { requestLedgerReader } from './request-ledger.ts';
import { loadSessionUser } from './session.ts';
import { requestToday } from './today.ts';

export interface Context {
  req: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
}

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
}

/** Field path -> first message, e.g. { username: 'Username must be at least 3 characters' }. */
function fieldsOf(issues: ZodLikeIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'input';
    fields[key] ??= issue.message;
  }
  return fields;
}

function zodIssuesOf(error: TRPCError): ZodLikeIssue[] | undefined {
  const cause = error.cause as { name?: string; issues?: ZodLikeIssue[] } | undefined;
  return error.code === 'BAD_REQUEST' && cause?.name === 'ZodError' ? cause.issues : undefined;
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // Never put stack traces into responses (REST bodies reuse this shape).
    isDev: false,
    errorFormatter({ shape, error }) {
      const issues = zodIssuesOf(error);
      const fields = issues ? fieldsOf(issues) : error.cause instanceof AppError ? error.cause.fields : undefined;
      const message =
        error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_MESSAGE : fields ? (Object.values(fields)[0] ?? shape.message) : shape.message;
      return {
        message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, fields },
      };
    },
  });

const STATUS_OF: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  INVALID: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  BAD_GATEWAY: 'BAD_GATEWAY',
};

// The one place where service errors become HTTP statuses, for /trpc and /api alike.
const mapErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      if (cause.code === 'RATE_LIMITED' || cause instanceof BusyError) {
        const seconds = cause instanceof RateLimitedError || cause instanceof BusyError ? cause.retryAfterSeconds : 60;
        void ctx.reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
      }
      throw new TRPCError({ code: STATUS_OF[cause.code], message: cause.message, cause });
    }
    if (isDatabaseUnavailable(cause)) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause });
    }
  }
  return result;
});

/**
 * Text with a NUL character is refused (400) for every procedure, on /trpc and /api alike, before
 * its schema or any query runs: PostgreSQL cannot store NUL in text and would fail with a 500.
 */
const refuseNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  const field = findNulCharacter(await getRawInput());
  if (field !== null) throw new AppError('INVALID', NUL_CHARACTER_MESSAGE, { [field]: NUL_CHARACTER_MESSAGE });
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapErrors).use(refuseNulCharacters);

/**
 * Signed-in procedures: the context gains the user, the call's instant (`now`) and the user's
 * calendar day at that instant (`today`, from X-Timezone), read once here for the whole call, so
 * every figure it answers uses the same day and a trial status read beside it cannot straddle
 * midnight; and `ledger`, how the call reads the user's money snapshot (one read for all the
 * queries of a request, request-ledger.ts).
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, next, path, type }) => {
  const user = await loadSessionUser(ctx.req, ctx.deps);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You are not signed in.' });
  const signedIn = () => {
    const now = ctx.deps.now();
    const today = requestToday(ctx.req, now);
    // The user's ledger as of that day: shared by the reads of one request, afresh for a write.
    const ledger =
      type === 'query' ? requestLedgerReader(ctx.req, ctx.deps.db, user.id, today) : ledgerReader(ctx.deps.db, user.id, today, false);
    return next({ ctx: { ...ctx, user, now, today, ledger } });
  };
  // An account's plan-computing calls take turns, so one account cannot hold the event loop for
  // many large answers at once (PlanPool.inTurn); their day is read when their turn comes.
  if (PLAN_COMPUTING_PROCEDURES.has(path)) return ctx.deps.planPool.inTurn(user.id, signedIn);
  return signedIn();
});

/**
 * Writes that need a plan: once a trial has ended or a subscription is
 * expired/cancelled, the user can still read, delete and export, but not add or change (402).
 * Lifetime access overrides everything. pending_confirmation may record debts and income.
 */
export const writableProcedure = authedProcedure.use(async ({ ctx, next }) => {
  const status = effectiveSubscriptionStatus(ctx.user.subscriptionStatus, ctx.user.trialEndDate, ctx.now);
  if (!ctx.user.hasLifetimeAccess && (status === 'expired' || status === 'cancelled')) {
    throw new TRPCError({
      code: 'PAYMENT_REQUIRED',
      message: 'Your free trial has ended. Upgrade to a plan to add or change your data; you can still view and delete it.',
    });
  }
  return next();
});

export const adminProcedure = authedProcedure.use(async ({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access required.' });
  return next();
});
