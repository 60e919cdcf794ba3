import { accountRouter } from './features/account/router.ts';
import { adminRouter } from './features/admin/router.ts';
import { aiRouter } from './features/ai/router.ts';
import { authRouter } from './features/auth/router.ts';
import { billingRouter } from './features/billing/router.ts';
import { dataRouter } from './features/data/router.ts';
import { passwordRouter } from './features/password/router.ts';
import { twoFactorRouter } from './features/two-factor/router.ts';
import { devicesRouter } from './features/devices/router.ts';
import { dashboardRouter } from './features/dashboard/router.ts';
import { debtsRouter } from './features/debts/router.ts';
import { healthRouter } from './features/health/router.ts';
import { incomeRouter } from './features/income/router.ts';
import { notificationsRouter } from './features/notifications/router.ts';
import { paymentsRouter } from './features/payments/router.ts';
import { planRouter } from './features/plan/router.ts';
import { progressRouter } from './features/progress/router.ts';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './kernel/trpc.ts';
// The web app imports only `type AppRouter`; this pulls in the session type augmentation with it.
import type {} from './kernel/session.ts';

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  account: accountRouter,
  debts: debtsRouter,
  income: incomeRouter,
  payments: paymentsRouter,
  progress: progressRouter,
  dashboard: dashboardRouter,
  plan: planRouter,
  ai: aiRouter,
  billing: billingRouter,
  admin: adminRouter,
  data: dataRouter,
  notifications: notificationsRouter,
  password: passwordRouter,
  twoFactor: twoFactorRouter,
  devices: devicesRouter,
});

export type AppRouter = typeof appRouter;

/** What each procedure answers as JSON on the wire (the web's test fake API is typed from it). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
