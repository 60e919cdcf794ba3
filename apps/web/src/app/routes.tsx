import { Box } from '@mantine/core';
import type { PublicUser } from '@paydown/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider, useMatches, useNavigation, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/CenteredLoader.tsx';
import { AuthPage } from '../features/auth/AuthPage.tsx';
import { CurrentUserProvider } from '../features/auth/current-user.tsx';
import { useSession } from '../features/auth/session.ts';
import { dashboardScreenReads } from '../features/dashboard/queries.ts';
import { debtsScreenReads } from '../features/debts/queries.ts';
import { incomeScreenReads } from '../features/income/queries.ts';
import { insightsScreenReads } from '../features/insights/queries.ts';
import { planScreenReads } from '../features/plan/queries.ts';
import { onFirstInteraction } from '../lib/first-interaction.ts';
import { useOnline } from '../lib/online.ts';
import { trpc } from '../lib/trpc.ts';
import { onPathChange, screenLoader, sessionLoader, type RouteContext, type ScreenReads } from './route-loaders.ts';

/**
 * The route table (docs/product.md section 2), as react-router data routes: each route names its code
 * (`lazy`) and, for the signed-in screens, the reads it draws first (`loader`, from the feature's
 * queries.ts, which its components use too). The router starts a route's code and data together,
 * so neither waits for the other, and renders the screen once both are there. The sign-in page
 * is in the entry chunk.
 *
 * Decisions where the spec is silent or awkward:
 * - '/dashboard' is an alias that redirects to '/' (the confirmation page sends users there).
 * - A signed-in user who opens '/auth' (e.g. an old bookmark or after login) is sent to '/'.
 * - '/pricing' and '/confirm-email' work both signed out (standalone page) and signed in (inside
 *   the shell); any other path shows a visitor the sign-in page.
 * - '/forgot-password' is a visitor page (a signed-in user gets 'Page Not Found');
 *   '/reset-password' is for anyone, outside the shell: the link is for whoever holds the email.
 */

const loadAppLayout = () => import('./layout/AppLayout.tsx');
const loadDashboardPage = () => import('../features/dashboard/DashboardPage.tsx');
const loadNotFoundPage = () => import('../features/not-found/NotFoundPage.tsx');

/** A route's `lazy`: the module's named component. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** Who may see a route without signing in; the shell shows the sign-in page instead otherwise. */
interface RouteHandle {
  visitors?: boolean;
}

/** What the spinner says while the session check waits for a connection that is not there. */
export const OFFLINE_START_LABEL = 'You are offline. Paydown opens when the connection returns.';

/**
 * The only thing on screen while the session check runs: a spinner reading 'Loading...'. Offline
 * with nothing kept from an earlier visit (no one signed in here), the check waits for the
 * connection, and the line says so.
 */
function FullPageLoader() {
  const online = useOnline();
  return <CenteredLoader label={online ? 'Loading...' : OFFLINE_START_LABEL} loaderSize="lg" mih="100dvh" />;
}

/**
 * While a followed link waits for its screen's code and reads, the current screen stays and a
 * thin bar says something is on its way (fixed, so nothing moves when it appears).
 */
function NavigationBar() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      h={3}
      bg="paydown.6"
      style={{ zIndex: 1000 }}
    />
  );
}

/**
 * Once a visitor starts using the page (a key or a tap; not a focus, which the form takes by
 * itself), fetch the signed-in shell and the dashboard, so the first dashboard after signing in is
 * quick. Not on a timer: a visitor who only looks downloads nothing meant for signed-in users.
 */
function usePrefetchSignedInShell(visitor: boolean) {
  useEffect(() => {
    if (!visitor) return;
    return onFirstInteraction(() => {
      // A failed prefetch is not an error: the route's lazy() loads (and reports) it again.
      void loadAppLayout().catch(() => undefined);
      void loadDashboardPage().catch(() => undefined);
    });
  }, [visitor]);
}

/**
 * Every route below reads the session itself, from the one cached check (useSession), rather than
 * from a value the root passed down: the cache is read as the route renders, so a route opened
 * right after the session changed (signing out sets the cache and opens '/auth' at once) sees the
 * new session, not the one the root drew last.
 */
function Root() {
  const session = useSession();
  usePrefetchSignedInShell(session.status === 'signed-out');
  if (session.status === 'loading') return <FullPageLoader />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <NavigationBar />
      <Outlet />
    </Suspense>
  );
}

function AuthRoute() {
  return useSession().status === 'signed-in' ? <Navigate to="/" replace /> : <AuthPage />;
}

/** The signed-in shell around the screens; for a visitor, the page itself or the sign-in page. */
function Shell({ Layout }: { Layout: ComponentType<{ user: PublicUser }> }) {
  const session = useSession();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  if (session.status === 'signed-in')
    return (
      <CurrentUserProvider user={session.user}>
        <Layout user={session.user} />
      </CurrentUserProvider>
    );
  return handle?.visitors ? <Outlet /> : <AuthPage />;
}

/** A visitors' page that a signed-in user does not get ('Page Not Found' inside the shell). */
function visitorsOnly<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => {
    const [module, { NotFoundPage }] = await Promise.all([load(), loadNotFoundPage()]);
    const Page: ComponentType = module[name];
    return { Component: () => (useSession().status === 'signed-in' ? <NotFoundPage /> : <Page />) };
  };
}

/** The whole route table, its loaders reading through `ctx`. */
export function createAppRoutes(ctx: RouteContext): RouteObject[] {
  const screen = (reads: ScreenReads) => ({
    loader: screenLoader(ctx, reads),
    shouldRevalidate: onPathChange,
  });
  const visitors: RouteHandle = { visitors: true };
  return [
    {
      id: 'root',
      loader: sessionLoader(ctx),
      shouldRevalidate: onPathChange,
      HydrateFallback: FullPageLoader,
      Component: Root,
      children: [
        { path: 'auth', Component: AuthRoute },
        { path: 'reset-password', lazy: page(() => import('../features/password/ResetPasswordPage.tsx'), 'ResetPasswordPage') },
        {
          lazy: async () => {
            const { AppLayout } = await loadAppLayout();
            return { Component: () => <Shell Layout={AppLayout} /> };
          },
          children: [
            {
              index: true,
              ...screen(dashboardScreenReads),
              lazy: page(loadDashboardPage, 'DashboardPage'),
            },
            { path: 'dashboard', element: <Navigate to="/" replace /> },
            {
              path: 'plan',
              ...screen(planScreenReads),
              lazy: page(() => import('../features/plan/PlanPage.tsx'), 'PlanPage'),
            },
            {
              path: 'debts',
              ...screen(debtsScreenReads),
              lazy: page(() => import('../features/debts/DebtsPage.tsx'), 'DebtsPage'),
            },
            {
              path: 'income',
              ...screen(incomeScreenReads),
              lazy: page(() => import('../features/income/IncomePage.tsx'), 'IncomePage'),
            },
            {
              path: 'insights',
              ...screen(insightsScreenReads),
              lazy: page(() => import('../features/insights/InsightsPage.tsx'), 'InsightsPage'),
            },
            { path: 'profile', lazy: page(() => import('../features/profile/ProfilePage.tsx'), 'ProfilePage') },
            { path: 'admin', lazy: page(() => import('../features/admin/AdminPage.tsx'), 'AdminPage') },
            {
              path: 'pricing',
              handle: visitors,
              lazy: page(() => import('../features/pricing/PricingPage.tsx'), 'PricingPage'),
            },
            {
              path: 'confirm-email',
              handle: visitors,
              lazy: page(() => import('../features/confirm-email/ConfirmEmailPage.tsx'), 'ConfirmEmailPage'),
            },
            {
              path: 'forgot-password',
              handle: visitors,
              lazy: visitorsOnly(() => import('../features/password/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
            },
            { path: '*', lazy: page(loadNotFoundPage, 'NotFoundPage') },
          ],
        },
      ],
    },
  ];
}

export interface AppRoutesProps {
  /** Where the app opens, e.g. ['/auth?tab=signup']. */
  initialEntries?: string[];
  /** Told the path and search after every navigation. */
  onLocationChange?: (location: string) => void;
}

/**
 * The whole app in a memory router, under the providers around it (component tests; the browser's
 * router is created in main.tsx, before React's first render).
 */
export function AppRoutes({ initialEntries = ['/'], onLocationChange }: AppRoutesProps) {
  const queryClient = useQueryClient();
  const trpcClient = trpc.useUtils().client;
  const [router] = useState(() => createMemoryRouter(createAppRoutes({ queryClient, trpcClient }), { initialEntries }));
  useEffect(() => {
    const report = () => onLocationChange?.(`${router.state.location.pathname}${router.state.location.search}`);
    report();
    return router.subscribe(report);
  }, [router, onLocationChange]);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
