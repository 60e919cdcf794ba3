import type { DashboardResponse } from '@paydown/domain';
import { createElement } from 'react';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { makeDashboard, makeProgress, makeProgression, makeUser, verificationStatus } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { CurrentUserProvider } from '../auth/current-user.tsx';
import { makePlan } from '../plan/test-fixtures.ts';
import { DashboardPage } from './DashboardPage.tsx';

export const USER = makeUser({ emailConfirmed: true, subscriptionStatus: 'trial' });

const PROGRESS = makeProgress({
  startedOn: '2026-10-01',
  startingDebt: '1234.56',
  paidPrincipal: '234.56',
  currentDebt: '1000.00',
  paidSharePercent: 19,
});

/** The dashboard's reads answered (and the session's, for the whole app). */
export function dashboardApi(dashboard: Partial<DashboardResponse> | null = {}, api: Handlers = {}): Handlers {
  return {
    'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: true, verificationPending: false })),
    'dashboard.get': () => ok(makeDashboard(dashboard ?? {})),
    'dashboard.payday': () => ok({ hasIncome: true, paydays: [], beforeFirstPayday: [] }),
    'dashboard.progression': (input) => ok(makeProgression((input as { months: number }).months)),
    'progress.get': () => ok(PROGRESS),
    'auth.me': () => ok({ user: USER }),
    'ai.suggestions': () => ok([]),
    'plan.get': () => ok(makePlan()),
    ...api,
  };
}

export function renderDashboard(dashboard: Partial<DashboardResponse> | null = {}, api: Handlers = {}) {
  return renderApp(createElement(CurrentUserProvider, { user: USER, children: createElement(DashboardPage) }), {
    api: dashboardApi(dashboard, api),
  });
}
