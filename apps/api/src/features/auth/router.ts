import {
  confirmEmailInputSchema,
  loginInputSchema,
  loginResultSchema,
  messageSchema,
  profileInputSchema,
  signupInputSchema,
  userWrapperSchema,
} from '@paydown/domain';
import { z } from 'zod';
import { endSession, loadSessionUser, PENDING_TWO_FACTOR_MS, startPendingTwoFactor, startSession } from '../../kernel/session.ts';
import { authedProcedure, publicProcedure, router } from '../../kernel/trpc.ts';
import { toPublicUser } from './public-user.ts';
import { confirmEmail, deleteAccount, login, signup, updateProfile } from './service.ts';
import { TRPCError } from '@trpc/server';

const tags = ['auth'];

export const authRouter = router({
  signup: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/signup',
        errorResponses: [409, 429],
        tags,
        summary: 'Create an account, sign in, and email a confirmation link',
        successDescription: 'The new user, signed in (session cookie set)',
      },
    })
    .input(signupInputSchema)
    .output(userWrapperSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await signup(ctx.deps, input, ctx.req.ip);
      await startSession(ctx.req, user.id);
      return { user: toPublicUser(user, ctx.deps.now()) };
    }),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        errorResponses: [401, 429],
        tags,
        summary: 'Sign in with username and password',
        description:
          'With two-factor sign-in on, the right password answers { twoFactorRequired: true } and no session: send POST /api/auth/login/2fa { code } within 5 minutes with the cookie this answer sets.',
      },
    })
    .input(loginInputSchema)
    .output(loginResultSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await login(ctx.deps, input, ctx.req.ip);
      if (user.totpSecret) {
        await startPendingTwoFactor(ctx.req, user.id, new Date(ctx.deps.now().getTime() + PENDING_TWO_FACTOR_MS));
        return { twoFactorRequired: true };
      }
      await startSession(ctx.req, user.id);
      return { user: toPublicUser(user, ctx.deps.now()) };
    }),

  me: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/user',
        tags,
        protect: true,
        summary: 'The signed-in user; 401 means signed out',
      },
    })
    .input(z.void())
    .output(userWrapperSchema)
    .query(async ({ ctx }) => {
      const user = await loadSessionUser(ctx.req, ctx.deps);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You are not signed in.' });
      return { user: toPublicUser(user, ctx.deps.now()) };
    }),

  updateProfile: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/auth/user',
        errorResponses: [409, 429],
        tags,
        protect: true,
        summary: 'Update first name, last name and email (a new email must be confirmed again)',
      },
    })
    .input(profileInputSchema)
    .output(userWrapperSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await updateProfile(ctx.deps, ctx.user, input);
      return { user: toPublicUser(user, ctx.deps.now()) };
    }),

  logout: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/logout', tags, summary: 'Sign out (destroys the session)' } })
    .input(z.void())
    .output(messageSchema)
    .mutation(async ({ ctx }) => {
      await endSession(ctx.req, ctx.reply, ctx.deps.config.sessionCookieName);
      return { message: 'Logged out' };
    }),

  deleteAccount: authedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/auth/user',
        tags,
        protect: true,
        summary: 'Delete the account and everything in it, and end every session of it',
      },
    })
    .input(z.void())
    .output(messageSchema)
    .mutation(async ({ ctx }) => {
      await deleteAccount(ctx.deps, ctx.user.id);
      await endSession(ctx.req, ctx.reply, ctx.deps.config.sessionCookieName);
      return { message: 'Your account has been permanently deleted.' };
    }),

  confirmEmail: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/auth/confirm-email',
        tags,
        summary: 'Confirm an email address with the emailed token; starts the 30-day trial',
        description:
          'A GET because the spec and emailed links use it; the single-use, 256-bit token is what authorises it, not the cookie.',
      },
    })
    .input(confirmEmailInputSchema)
    .output(messageSchema)
    .query(async ({ ctx, input }) => ({ message: await confirmEmail(ctx.deps, input.token) })),
});
