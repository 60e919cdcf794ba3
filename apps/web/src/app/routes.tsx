import type { PublicUser } from '@paydown/domain';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CenteredLoader } from '../components/CenteredLoader.tsx';
import { AuthPage } from '../features/auth/AuthPage.tsx';
import { CurrentUserProvider } from '../features/auth/current-user.tsx';
import { useSession } from '../features/auth/session.ts';
import {
  loadAdminPage,
  loadAppLayout,
  loadDashboardPage,
  loadDebtsPage,
  loadIncomePage,
  loadInsightsPage,
  loadPlanPage,
  loadProfilePage,
  loadScreen,
  preloadRoute,
} from './route-chunks.ts';

/**
 * Route tables (spec section 2). The sign-in page is in the entry chunk; every other screen is
 * loaded on demand so the first paint for a visitor stays small.
 *
 * Decisions where the spec is silent or awkward:
 * - '/dashboard' is an alias that redirects to '/' (the confirmation page sends users there).
 * - A signed-in user who opens '/auth' (e.g. an old bookmark or after login) is sent to '/'.
 * - '/confirm-email' works both signed out (standalone page) and signed in (inside the shell).
 * - '/forgot-password' and '/reset-password' are visitor pages; a signed-in user following a reset
 *   link gets the reset page too (outside the shell): the link is for whoever holds the email.
 */

function page<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await loadScreen(load))[name] }));
}

const AppLayout = lazy(async () => ({ default: (await loadAppLayout()).AppLayout }));
const DashboardPage = page(loadDashboardPage, 'DashboardPage');
const PlanPage = page(loadPlanPage, 'PlanPage');
const DebtsPage = page(loadDebtsPage, 'DebtsPage');
const IncomePage = page(loadIncomePage, 'IncomePage');
const InsightsPage = page(loadInsightsPage, 'InsightsPage');
const ProfilePage = page(loadProfilePage, 'ProfilePage');
const PricingPage = page(() => import('../features/pricing/PricingPage.tsx'), 'PricingPage');
const AdminPage = page(loadAdminPage, 'AdminPage');
const ConfirmEmailPage = page(() => import('../features/confirm-email/ConfirmEmailPage.tsx'), 'ConfirmEmailPage');
const ForgotPasswordPage = page(() => import('../features/password/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/password/ResetPasswordPage.tsx'), 'ResetPasswordPage');
const NotFoundPage = page(() => import('../features/not-found/NotFoundPage.tsx'), 'NotFoundPage');

/** The only thing on screen while the auth check runs (spec section 2). */
function FullPageLoader() {
  return <CenteredLoader label="Loading..." loaderSize="lg" mih="100dvh" />;
}

/** Once the sign-in page has settled, fetch the signed-in shell so the first dashboard is quick. */
function usePrefetchSignedInShell() {
  useEffect(() => {
    const id = setTimeout(() => {
      void loadAppLayout();
      void loadDashboardPage();
    }, 2000);
    return () => clearTimeout(id);
  }, []);
}

function VisitorRoutes() {
  usePrefetchSignedInShell();
  return (
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<AuthPage />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  // Signed in: the screen's chart too, while its data is on its way (see route-chunks.ts).
  useEffect(() => preloadRoute(pathname, { withCharts: true }), [pathname]);
  return (
    <CurrentUserProvider user={user}>
      <Routes>
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route element={<AppLayout user={user} />}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<Navigate to="/" replace />} />
          <Route path="auth" element={<Navigate to="/" replace />} />
          <Route path="plan" element={<PlanPage />} />
          <Route path="debts" element={<DebtsPage />} />
          <Route path="income" element={<IncomePage />} />
          <Route path="insights" element={<InsightsPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="admin" element={<AdminPage />} />
          <Route path="confirm-email" element={<ConfirmEmailPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </CurrentUserProvider>
  );
}

export function AppRoutes() {
  // Re-render with every navigation, so the table is chosen from the session as it is when the
  // new address renders. Sign-in/out update the session cache first and navigate second; without
  // this, the old table could render the new address (e.g. '/auth' while still signed in, which
  // redirects to '/').
  useLocation();
  const session = useSession();
  return (
    <Suspense fallback={<FullPageLoader />}>
      {session.status === 'loading' ? (
        <FullPageLoader />
      ) : session.status === 'signed-in' ? (
        <SignedInRoutes user={session.user} />
      ) : (
        <VisitorRoutes />
      )}
    </Suspense>
  );
}
