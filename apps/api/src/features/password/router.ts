import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginResultSchema,
  messageSchema,
  resetPasswordInputSchema,
  userWrapperSchema,
} from '@paydown/domain';
import { PENDING_TWO_FACTOR_MS, startPendingTwoFactor, startSession } from '../../kernel/session.ts';
import { authedProcedure, publicProcedure, router } from '../../kernel/trpc.ts';
import { toPublicUser } from '../auth/index.ts';
import { changePassword, forgotPassword, resetPassword } from './service.ts';

const tags = ['auth'];

export const passwordRouter = router({
  change: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/change-password',
        errorResponses: [429],
        tags,
        protect: true,
        summary: 'Change the password (the current one is required); signs out every other device',
        description:
          'A wrong current password is 400 with data.fields.currentPassword and counts toward the login limits. On success every other session of the user ends, this one continues on a new session id, and an email tells the user.',
      },
    })
    .input(changePasswordInputSchema)
    .output(userWrapperSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await changePassword(ctx.deps, ctx.user, input, ctx.req.ip);
      await ctx.deps.sessions.destroyAllForUser(user.id);
      await startSession(ctx.req, user.id);
      return { user: toPublicUser(user, ctx.deps.now()) };
    }),

  forgot: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/forgot-password',
        errorResponses: [429],
        tags,
        summary: 'Email a password reset link (the same answer whether or not the address has an account)',
        description: 'Rate limited per client address and per email address (429). The link is valid for 1 hour, once.',
      },
    })
    .input(forgotPasswordInputSchema)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => ({
      message: await forgotPassword(ctx.deps, input, ctx.req.ip, (task) =>
        ctx.deps.background.afterResponse(ctx.reply, 'password reset email', task),
      ),
    })),

  reset: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/reset-password',
        tags,
        summary: 'Set a new password with the emailed token; ends every session and signs in',
        description:
          'An unknown or used token and an expired one are 400 with different messages under data.fields.token. With two-factor sign-in on, the answer is { twoFactorRequired: true } and the sign-in continues at POST /api/auth/login/2fa: an emailed link alone never passes the second factor.',
      },
    })
    .input(resetPasswordInputSchema)
    .output(loginResultSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await resetPassword(ctx.deps, input);
      await ctx.deps.sessions.destroyAllForUser(user.id);
      if (user.totpSecret) {
        await startPendingTwoFactor(ctx.req, user.id, new Date(ctx.deps.now().getTime() + PENDING_TWO_FACTOR_MS));
        return { twoFactorRequired: true };
      }
      await startSession(ctx.req, user.id);
      return { user: toPublicUser(user, ctx.deps.now()) };
    }),
});
