import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../test/fake-api.ts';
import {
  makeDashboard,
  makeDebt,
  makeIncome,
  makeInsights,
  makeLearning,
  makeProgress,
  makeProgression,
  makeSchedule,
  makeUser,
  verificationStatus,
} from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { makePlan } from '../features/plan/test-fixtures.ts';
import { AppRoutes } from './routes.tsx';

const signedIn = {
  'auth.me': () => ok({ user: makeUser({ emailConfirmed: true }) }),
  'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: true, verificationPending: false })),
  'dashboard.get': () => ok(makeDashboard()),
  'dashboard.progression': (input: { months?: number }) => ok(makeProgression(input.months ?? 12)),
  'dashboard.payday': () => ok({ hasIncome: true, paydays: [], beforeFirstPayday: [] }),
  'progress.get': () => ok(makeProgress()),
  'ai.suggestions': () => ok([]),
  'plan.get': () => ok(makePlan()),
};

/** Every read of the screens with opening reads, answered. */
const everyRead = {
  ...signedIn,
  'debts.list': () => ok([makeDebt()]),
  'debts.paid': () => ok([]),
  'payments.planned': () => ok([]),
  'connections.config': () => ok({ configured: false }),
  'income.list': () => ok([makeIncome()]),
  'income.summary': () => ok({ totalMonthly: '4333.33', nextPayment: '2026-11-25', thisMonthReceived: '3250.00', remaining: '1083.33' }),
  'ai.insights': () => ok(makeInsights()),
  'ai.potentialScore': () => ok({ score: 100 }),
  'ai.paymentSchedule': () => ok(makeSchedule()),
  'ai.learningProgress': () => ok(makeLearning()),
};

const UNAUTHORIZED = () => fail('UNAUTHORIZED', 'You are not signed in.');

describe("the routes' loaders", () => {
  it('ask for the session and the dashboard figures in one request, and the dashboard asks for none of them again', async () => {
    const api = fakeApi(signedIn);
    renderApp(<AppRoutes />, { route: '/', api });
    expect(within(await screen.findByRole('group', { name: 'Total Debt Balance' })).getByText('$11,200')).toBeInTheDocument();
    expect(api.requests[0]?.paths).toEqual(
      expect.arrayContaining([
        'auth.me',
        'dashboard.get',
        'dashboard.payday',
        'plan.get',
        'progress.get',
        'dashboard.progression',
        'ai.suggestions',
      ]),
    );
    expect(api.requests).toHaveLength(1);
    for (const path of ['auth.me', 'dashboard.get', 'dashboard.payday', 'plan.get', 'progress.get', 'dashboard.progression'] as const) {
      expect(api.callsTo(path), path).toHaveLength(1);
    }
  });

  it("leaves no failure in the cache for a visitor, so signing in later reads the screen's figures afresh", async () => {
    const api = fakeApi({ 'auth.me': UNAUTHORIZED, 'dashboard.get': UNAUTHORIZED, 'plan.get': UNAUTHORIZED });
    const { queryClient } = renderApp(<AppRoutes />, { route: '/', api });
    expect(await screen.findByText('Pay off debt faster and smarter')).toBeInTheDocument();

    expect(api.callsTo('dashboard.get')).toHaveLength(1);
    const left = queryClient.getQueryCache().getAll();
    expect(left.map((q) => q.queryKey[0])).toEqual([['auth', 'me']]);
  });

  it('ask only for the session on a screen without reads of its own (the sign-in page)', async () => {
    const api = fakeApi({ 'auth.me': UNAUTHORIZED });
    renderApp(<AppRoutes />, { route: '/auth', api });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.requests.map((r) => r.paths)).toEqual([['auth.me']]);
  });

  it.each([
    ['/', 'Dashboard'],
    ['/plan', 'Your Payoff Plan'],
    ['/debts', 'Your Debts'],
    ['/income', 'Income Sources'],
    ['/insights', 'AI-Powered Insights'],
  ])('opens %s with everything it reads already asked for: no second request', async (path, heading) => {
    const api = fakeApi(everyRead);
    renderApp(<AppRoutes />, { route: path, api });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // Give the screen's lazy parts time to ask for anything the opening request left out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(api.requests.map((r) => r.paths)).toHaveLength(1));
  });

  it.each([
    ['/', 'group', 'Total Debt Balance', 'Financial Progression'],
    ['/insights', 'region', 'Optimization Score', 'Smart Payment Dates'],
    ['/plan', 'group', 'Strategies', 'Month by month'],
  ] as const)('paint the top of %s first and draw the sections below its first view right after', async (path, role, top, below) => {
    renderApp(<AppRoutes />, { route: path, api: fakeApi(everyRead) });
    expect(await screen.findByRole(role, { name: top })).toBeInTheDocument();
    // The screen's first render, with its figures: what lies below the first view is not drawn yet.
    expect(screen.queryByRole('region', { name: below })).toBeNull();
    expect(await screen.findByRole('region', { name: below })).toBeInTheDocument();
  });

  it('warm the screen a link leads to before it shows: its reads leave in one request and the screen asks for none again', async () => {
    const api = fakeApi(everyRead);
    const { user } = renderApp(<AppRoutes />, { route: '/income', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Income Sources' })).toBeInTheDocument();
    const before = api.requests.length;

    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Debts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Debts' })).toBeInTheDocument();
    // The screen shows its debts at once: the loader waited for them, so no skeleton came first.
    expect(screen.getByRole('button', { name: 'Edit Chase Credit Card' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests.slice(before).map((r) => [...r.paths].sort())).toEqual([
      ['connections.config', 'debts.list', 'debts.paid', 'payments.planned'],
    ]);
  });
});
