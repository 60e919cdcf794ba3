/**
 * The lazily loaded code of each signed-in screen, so a screen's chunks load side by side rather
 * than one after another (issue 10: the dashboard's summary cards came 0.9–1.6 s late on localhost
 * because the shell, then the page, then its chart were each fetched once the one before had run).
 *
 * - `preloadRoute(path)` starts, at once and in parallel, the shell and the screen; main.tsx calls
 *   it for the address the app opens on, before the session check has answered (its answer no
 *   longer holds the chunks back). Once the user is known to be signed in, the signed-in routes
 *   call it again `withCharts`, so the chart loads while the screen's data is on its way (a
 *   visitor who opens '/' and gets the sign-in page does not download the chart library).
 * - The route table's lazy screens load through `loadScreen`, which also starts the screen's chart,
 *   so navigating inside the app does not wait for the page before asking for its chart.
 *
 * Each import() names the same module as the lazy() that renders it, so the browser fetches each
 * chunk once (Vite keeps one chunk per module and adds modulepreloads for its dependencies).
 */

type Loader = () => Promise<unknown>;

export const loadAppLayout = () => import('./layout/AppLayout.tsx');
export const loadDashboardPage = () => import('../features/dashboard/DashboardPage.tsx');
export const loadPlanPage = () => import('../features/plan/PlanPage.tsx');
export const loadDebtsPage = () => import('../features/debts/DebtsPage.tsx');
export const loadIncomePage = () => import('../features/income/IncomePage.tsx');
export const loadInsightsPage = () => import('../features/insights/InsightsPage.tsx');
export const loadProfilePage = () => import('../features/profile/ProfilePage.tsx');
export const loadAdminPage = () => import('../features/admin/AdminPage.tsx');

const loadProgressionChart = () => import('../features/dashboard/ProgressionChart.tsx');
const loadBalanceChart = () => import('../features/plan/BalanceChart.tsx');

/** The chunks a screen needs besides its own, by the screen's loader. */
const ALONGSIDE = new Map<Loader, Loader[]>([
  [loadDashboardPage, [loadProgressionChart]],
  [loadPlanPage, [loadBalanceChart]],
]);

/** Signed-in screens by path ('/dashboard' redirects to '/'). */
const SCREENS: Record<string, Loader> = {
  '/': loadDashboardPage,
  '/dashboard': loadDashboardPage,
  '/plan': loadPlanPage,
  '/debts': loadDebtsPage,
  '/income': loadIncomePage,
  '/insights': loadInsightsPage,
  '/profile': loadProfilePage,
  '/admin': loadAdminPage,
};

const ignore = () => undefined;

/**
 * Loads a screen and starts, in parallel, what it draws lazily (its chart). Resolves with the
 * screen's module as soon as it is there: the screen renders (and asks for its data) without
 * waiting for the chart, whose own lazy() then finds it loaded or on its way.
 */
export function loadScreen<M>(load: () => Promise<M>): Promise<M> {
  // A failed preload is not an error: the chart's lazy() loads (and reports) it again when rendered.
  for (const extra of ALONGSIDE.get(load) ?? []) void extra().catch(ignore);
  return load();
}

/**
 * Starts loading what the signed-in screen at `pathname` needs: the shell and the screen, and with
 * `withCharts` the chart it draws, all at once. Visitor pages (sign-in, pricing, password reset)
 * start nothing: the sign-in page is in the entry chunk.
 */
export function preloadRoute(pathname: string, { withCharts }: { withCharts: boolean }): void {
  const screen = SCREENS[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  if (!screen) return;
  // A failed preload is not an error: the route's lazy() loads (and reports) it again when rendered.
  void loadAppLayout().catch(ignore);
  void (withCharts ? loadScreen(screen) : screen()).catch(ignore);
}
