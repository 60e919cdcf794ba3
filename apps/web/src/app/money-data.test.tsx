import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api.ts';
import {
  makeDashboard,
  makeDebt,
  makeInsights,
  makeLearning,
  makeSchedule,
  makeSuggestionList,
  makeUser,
  verificationStatus,
} from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { makePlan } from '../features/plan/test-fixtures.ts';
import { AppRoutes } from './routes.tsx';

/**
 * Every screen derived from money data is read again after a change, wherever the
 * change was made. Here: a debt edited on Debts, then Insights opened from the navigation.
 */
// Two lazy screens and a dialog in one test: on a busy machine a screen can take longer than the
// default wait to appear after a navigation.
const SLOW = { timeout: 20_000 };

describe('one invalidation for everything derived from money data', () => {
  it('shows the new figures on Insights after a debt was edited on Debts', { timeout: 90_000 }, async () => {
    let insights = makeInsights({ optimizationScore: 94 });
    const { user, api } = renderApp(<AppRoutes />, {
      route: '/insights',
      api: {
        'auth.me': () => ok({ user: makeUser({ emailConfirmed: true, subscriptionStatus: 'trial' }) }),
        'account.verificationStatus': () => ok(verificationStatus({ isEmailConfirmed: true })),
        'ai.insights': () => ok(insights),
        'ai.potentialScore': () => ok({ score: 100 }),
        'ai.paymentSchedule': () => ok(makeSchedule()),
        'ai.learningProgress': () => ok(makeLearning()),
        'ai.suggestions': () => ok(makeSuggestionList()),
        'dashboard.get': () => ok(makeDashboard()),
        'plan.get': () => ok(makePlan()),
        'debts.list': () => ok([makeDebt()]),
        'debts.paid': () => ok([]),
        'payments.planned': () => ok([]),
        'debts.update': () => {
          // The server's figures move with the debt.
          insights = makeInsights({ optimizationScore: 71 });
          return ok(makeDebt({ balance: '3000.00' }));
        },
      },
    });
    expect(await screen.findByRole('img', { name: 'Optimization Score: 94 out of 100' }, SLOW)).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Debts' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Chase Credit Card' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Debt' }));
    const balance = dialog.getByLabelText(/^Balance/);
    await user.clear(balance);
    await user.type(balance, '3000');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Debt updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(nav).getByRole('link', { name: 'AI Insights' }));
    expect(await screen.findByRole('img', { name: 'Optimization Score: 71 out of 100' }, SLOW)).toBeInTheDocument();
    expect(api.callsTo('ai.insights')).toHaveLength(2);
  });
});
