import { accountRouter } from './features/account/router.ts';
import { authRouter } from './features/auth/router.ts';
import { healthRouter } from './features/health/router.ts';
import { router } from './trpc.ts';
// The web app imports only `type AppRouter`; this pulls in the session type augmentation with it.
import type {} from './http/session.ts';

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
