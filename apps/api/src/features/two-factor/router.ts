import {
  loginResultSchema,
  messageSchema,
  recoveryCodesSchema,
  twoFactorCodeInputSchema,
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  twoFactorLoginInputSchema,
  twoFactorSetupSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { startSession } from '../../kernel/session.ts';
import { authedProcedure, publicProcedure, router } from '../../kernel/trpc.ts';
import { limitLogin, toPublicUser } from '../auth/index.ts';
import { findUserById } from '../../kernel/queries.ts';
import { checkSecondFactor, disable, enable, regenerateRecoveryCodes, setupTwoFactor } from './service.ts';

const PENDING_EXPIRED = 'Your sign-in has expired. Please enter your username and password again.';

const tags = ['auth'];

export const twoFactorRouter = router({
  setup: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/2fa/setup',
        errorResponses: [409],
        tags,
        protect: true,
        summary: 'Start turning on two-factor sign-in: a new TOTP secret (not active until enabled)',
      },
    })
    .input(z.void())
    .output(twoFactorSetupSchema)
    .mutation(({ ctx }) => setupTwoFactor(ctx.deps, ctx.user)),

  enable: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/2fa/enable',
        errorResponses: [409, 429],
        tags,
        protect: true,
        summary: 'Turn two-factor sign-in on (password and a code from the new secret); answers 10 single-use recovery codes, shown once',
        description:
          'A wrong password is 400 with data.fields.password and counts toward the login limits, like turning it off; nothing changes.',
      },
    })
    .input(twoFactorEnableInputSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => enable(ctx.deps, ctx.user, input, ctx.req.ip)),

  disable: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/2fa/disable',
        errorResponses: [429],
        tags,
        protect: true,
        summary: 'Turn two-factor sign-in off (password and a code or a recovery code)',
      },
    })
    .input(twoFactorDisableInputSchema)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      await disable(ctx.deps, ctx.user, input, ctx.req.ip);
      return { message: 'Two-factor sign-in is off.' };
    }),

  recoveryCodes: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/2fa/recovery-codes',
        errorResponses: [429],
        tags,
        protect: true,
        summary: 'New recovery codes (the old ones stop working), confirmed by a current code',
      },
    })
    .input(twoFactorCodeInputSchema)
    .output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx.deps, ctx.user, input.code, ctx.req.ip)),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login/2fa',
        errorResponses: [401, 429],
        tags,
        summary: 'Second step of a sign-in with two-factor on: a 6-digit code or a recovery code',
        description:
          'Within 5 minutes of the password step, with its cookie. Each code works once; wrong codes count toward the login limits.',
      },
    })
    .input(twoFactorLoginInputSchema)
    .output(loginResultSchema)
    .mutation(async ({ ctx, input }) => {
      const pending = ctx.req.session.pendingTwoFactor;
      if (!pending || pending.until <= ctx.deps.now().getTime()) throw new AppError('UNAUTHORIZED', PENDING_EXPIRED);
      const user = await findUserById(ctx.deps.db, pending.userId);
      if (!user?.totpSecret) throw new AppError('UNAUTHORIZED', PENDING_EXPIRED);
      const counters = await limitLogin(ctx.deps, user.username, ctx.req.ip);
      if (!(await checkSecondFactor(ctx.deps, user, input.code, { allowRecovery: true }))) {
        throw new AppError('INVALID', 'That code is not right. Check the time on your device and try again.', {
          code: 'That code is not right. Check the time on your device and try again.',
        });
      }
      await counters.reset();
      await startSession(ctx.req, user.id);
      return { user: toPublicUser(user, ctx.deps.now()) };
    }),
});
