import { accountRouter } from './features/account/index.ts';
import { adminRouter } from './features/admin/index.ts';
import { aiRouter } from './features/ai/index.ts';
import { authRouter } from './features/auth/index.ts';
import { billingRouter } from './features/billing/index.ts';
import { calendarRouter } from './features/calendar/index.ts';
import { dataRouter } from './features/data/index.ts';
import { passwordRouter } from './features/password/index.ts';
import { twoFactorRouter } from './features/two-factor/index.ts';
import { devicesRouter } from './features/devices/index.ts';
import { dashboardRouter } from './features/dashboard/index.ts';
import { debtsRouter } from './features/debts/index.ts';
import { healthRouter } from './features/health/index.ts';
import { incomeRouter } from './features/income/index.ts';
import { notificationsRouter } from './features/notifications/index.ts';
import { paymentsRouter } from './features/payments/index.ts';
import { planRouter } from './features/plan/index.ts';
import { progressRouter } from './features/progress/index.ts';
import { statementsRouter } from './features/statements/index.ts';
import { connectionsRouter } from './features/connections/index.ts';
import { pushRouter } from './features/push/index.ts';
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
  calendar: calendarRouter,
  statements: statementsRouter,
  connections: connectionsRouter,
  push: pushRouter,
});

export type AppRouter = typeof appRouter;

/** What each procedure answers as JSON on the wire (the web's test fake API is typed from it). */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
