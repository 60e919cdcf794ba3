import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebtsPage } from '../features/debts/DebtsPage.tsx';
import { makePlan } from '../features/plan/test-fixtures.ts';
import { keepOfflineData, OFFLINE_DATA_PREFIX, restoreOfflineData } from '../lib/offline-data.ts';
import { OFFLINE_WRITE_MESSAGE } from '../lib/offline-writes.ts';
import { fakeApi, networkError, ok, type Handlers } from '../test/fake-api.ts';
import { makeDashboard, makeDebt, makeProgress, makeProgression, makeUser, verificationStatus } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRoutes, OFFLINE_START_LABEL } from './routes.tsx';

const signedIn: Handlers = {
  'auth.me': () => ok({ user: makeUser({ id: 7, emailConfirmed: true }) }),
  'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: true, verificationPending: false })),
  'dashboard.get': () => ok(makeDashboard()),
  'dashboard.progression': (input: { months?: number }) => ok(makeProgression(input.months ?? 12)),
  'dashboard.payday': () => ok({ hasIncome: true, paydays: [], beforeFirstPayday: [] }),
  'progress.get': () => ok(makeProgress()),
  'ai.suggestions': () => ok([]),
  'plan.get': () => ok(makePlan()),
};

const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));
const totalDebt = async () => within(await screen.findByRole('group', { name: 'Total Debt Balance' })).getByText('$11,200');

describe('offline', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('a page opened offline shows the last figures seen, with the banner and their time, and asks the server nothing', async () => {
    // 9:05 AM in Los Angeles, where the tests run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T17:05:00Z'));
    const first = createQueryClient();
    const stop = keepOfflineData(first);
    const online = renderApp(<AppRoutes />, { api: signedIn, queryClient: first });
    expect(await totalDebt()).toBeInTheDocument();
    expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(`${OFFLINE_DATA_PREFIX}7`)).not.toBeNull(), { timeout: 3000 });
    stop();
    online.unmount();

    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    onlineManager.setOnline(false);
    const restored = createQueryClient();
    expect(restoreOfflineData(restored, onlineManager.isOnline())).toBe(true);
    const api = fakeApi(Object.fromEntries(Object.keys(signedIn).map((path) => [path, () => networkError()])));
    renderApp(<AppRoutes />, { api, queryClient: restored });
    expect(await totalDebt()).toBeInTheDocument();
    expect(screen.getByText('Offline — figures from Nov 27, 2026, 9:05 AM')).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_WRITE_MESSAGE)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('the banner comes and goes with the connection', async () => {
    renderApp(<AppRoutes />, { api: signedIn });
    expect(await totalDebt()).toBeInTheDocument();
    goOffline();
    expect(await screen.findByText(/^Offline — figures from /)).toBeInTheDocument();
    goOnline();
    await waitFor(() => expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument());
  });

  it('a write made offline is refused with the offline message and never sent, not even once back online', async () => {
    const { user, api } = renderApp(<DebtsPage />, {
      route: '/debts',
      api: {
        'debts.list': () => ok([makeDebt()]),
        'debts.paid': () => ok([]),
        'payments.planned': () => ok([]),
        'dashboard.get': () => ok(makeDashboard()),
        'debts.create': () => ok(makeDebt({ id: 9 })),
      },
    });
    await screen.findByRole('article', { name: 'Chase Credit Card' });
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Add Debt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Debt' }));
    await user.type(dialog.getByLabelText(/^Debt Name/), 'Store card');
    await user.type(dialog.getByLabelText(/^Balance/), '100');
    await user.type(dialog.getByLabelText(/^Interest Rate/), '10');
    await user.type(dialog.getByLabelText(/^Minimum Payment/), '10');
    fireEvent.change(dialog.getByLabelText(/^Due Date/), { target: { value: '2026-12-15' } });
    await user.click(dialog.getByRole('button', { name: 'Add Debt' }));

    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getAllByText(OFFLINE_WRITE_MESSAGE).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Add Debt' })).toBeInTheDocument();
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('debts.create')).toHaveLength(0);
  });
});

describe('offline with nothing kept', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says the app opens when the connection returns, and opens then', async () => {
    window.localStorage.clear();
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    expect(restoreOfflineData(queryClient, false)).toBe(false);
    renderApp(<AppRoutes />, { api: signedIn, queryClient });
    expect(await screen.findByText(OFFLINE_START_LABEL)).toBeInTheDocument();
    goOnline();
    // The screen's own reads fill it in once the connection is back.
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Total Debt Balance' })).getByText('$11,200')).toBeInTheDocument());
  });
});
