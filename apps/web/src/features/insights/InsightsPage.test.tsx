import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import {
  makeDashboard,
  makeInsights,
  makeLearning,
  makeSchedule,
  makeSuggestion,
  makeSuggestionList,
  makeUser,
} from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { CurrentUserProvider } from '../auth/current-user.tsx';
import { makePlan } from '../plan/test-fixtures.ts';
import { InsightsPage } from './InsightsPage.tsx';

const USER = makeUser({ emailConfirmed: true, subscriptionStatus: 'trial' });

const READS = [
  'ai.insights',
  'ai.learningProgress',
  'ai.paymentSchedule',
  'ai.potentialScore',
  'ai.suggestions',
  'dashboard.get',
  'plan.get',
];

function renderInsights(api: Handlers = {}) {
  return renderApp(
    <CurrentUserProvider user={USER}>
      <InsightsPage />
    </CurrentUserProvider>,
    {
      route: '/insights',
      api: {
        'ai.insights': () => ok(makeInsights()),
        'ai.potentialScore': () => ok({ score: 100 }),
        'ai.paymentSchedule': () => ok(makeSchedule()),
        'ai.learningProgress': () => ok(makeLearning()),
        'ai.suggestions': () => ok(makeSuggestionList()),
        'dashboard.get': () => ok(makeDashboard()),
        'plan.get': () => ok(makePlan()),
        ...api,
      },
    },
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** A section below the first view: it is drawn once the screen has painted. */
const laterSection = async (name: string) => within(await screen.findByRole('region', { name }));
const never = () => new Promise<never>(() => {});

const EXTRA_PREVIEW = {
  changes: [{ debtId: 1, debtName: 'Chase Credit Card', field: 'extraPayment' as const, before: '100.00', after: '1750.00' }],
  plan: {
    before: { debtFreeDate: '2029-12-31', totalInterest: '4981.03' },
    after: { debtFreeDate: '2028-09-30', totalInterest: '2795.55' },
  },
};
const TIMING_PREVIEW = {
  changes: [{ debtId: 1, debtName: 'Chase Credit Card', field: 'suggestedPaymentDate' as const, before: null, after: '2026-11-25' }],
  plan: {
    before: { debtFreeDate: '2029-12-31', totalInterest: '4981.03' },
    after: { debtFreeDate: '2029-12-31', totalInterest: '4981.03' },
  },
};

describe('AI Insights page', () => {
  it('reads everything in one batched request', async () => {
    const { api } = renderInsights();
    await screen.findByRole('img', { name: 'Optimization Score: 94 out of 100' });
    await screen.findByText('Dec 2, 2026', { exact: false });
    await screen.findAllByRole('article');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.paths.sort()).toEqual(READS);
  });

  it("has the heading 'AI-Powered Insights' and every section", async () => {
    renderInsights();
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Powered Insights' })).toBeInTheDocument();
    for (const name of [
      'Optimization Score',
      'Potential Score',
      'Payment Timing Optimization',
      'Debt Priority Ranking',
      'Smart Payment Dates',
      'AI Learning Progress',
      'All AI Recommendations',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Generate Insights' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Get Recommendations' })).toBeEnabled();
  });

  it("explains every figure with a 'how is this calculated' help", async () => {
    renderInsights();
    await screen.findByRole('img', { name: 'Optimization Score: 94 out of 100' });
    await screen.findByText('Dec 2, 2026', { exact: false });
    await screen.findAllByRole('article');
    await screen.findByText('Data points analyzed');
    for (const figure of [
      'optimization score',
      'potential score',
      'current interest',
      'optimized interest',
      'monthly savings',
      'the debt-free date',
      'the interest saved by a pay date',
      'data points analyzed',
      'total savings identified',
      'prediction accuracy',
    ]) {
      expect(screen.getByRole('button', { name: `How is ${figure} calculated?` })).toBeInTheDocument();
    }
  });

  it('shows both scores out of 100 with what they mean', async () => {
    renderInsights();
    expect(await screen.findByRole('img', { name: 'Optimization Score: 94 out of 100' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Potential Score: 100 out of 100' })).toBeInTheDocument();
    expect(section('Optimization Score').getByText('Excellent')).toBeInTheDocument();
    expect(section('Optimization Score').getByText(/interest of paying only the minimums your plan avoids/)).toBeInTheDocument();
    expect(section('Potential Score').getByText('Applying your recommendations adds 6 points.')).toBeInTheDocument();
  });

  it('shows 0 for both scores while they load', () => {
    renderInsights({ 'ai.insights': never, 'ai.potentialScore': never });
    expect(screen.getByRole('img', { name: 'Optimization Score: 0 out of 100' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Potential Score: 0 out of 100' })).toBeInTheDocument();
  });

  it('shows its own failure message for each AI read that fails, and 0 for the scores', async () => {
    renderInsights({
      'ai.insights': () => fail('INTERNAL_SERVER_ERROR', 'boom'),
      'ai.potentialScore': () => fail('INTERNAL_SERVER_ERROR', 'boom'),
      'ai.paymentSchedule': () => fail('INTERNAL_SERVER_ERROR', 'boom'),
      'ai.learningProgress': () => fail('INTERNAL_SERVER_ERROR', 'boom'),
    });
    expect(await (await laterSection('Smart Payment Dates')).findByText('Failed to fetch AI payment schedule')).toBeInTheDocument();
    expect(section('Optimization Score').getByText('Failed to fetch insights')).toBeInTheDocument();
    expect(section('Payment Timing Optimization').getByText('Failed to fetch insights')).toBeInTheDocument();
    expect(section('Potential Score').getByText('Failed to fetch potential score')).toBeInTheDocument();
    expect(section('AI Learning Progress').getByText('Failed to fetch AI learning progress')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Optimization Score: 0 out of 100' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Potential Score: 0 out of 100' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    // The rest of the page still works.
    expect(await section('Debt Priority Ranking').findByText('Chase Credit Card')).toBeInTheDocument();
  });

  it('retries a failed read', async () => {
    const { user, api } = renderInsights({ 'ai.learningProgress': () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    const learning = section('AI Learning Progress');
    await learning.findByText('Failed to fetch AI learning progress');
    api.on({ 'ai.learningProgress': () => ok(makeLearning()) });
    await user.click(learning.getByRole('button', { name: 'Try again' }));
    expect(await learning.findByText('67%')).toBeInTheDocument();
  });

  it('shows current and optimized interest and the monthly savings', async () => {
    renderInsights();
    const timing = section('Payment Timing Optimization');
    expect(within(await timing.findByRole('group', { name: 'Current interest' })).getByText('$531.97')).toBeInTheDocument();
    expect(within(timing.getByRole('group', { name: 'Optimized interest' })).getByText('$502.23')).toBeInTheDocument();
    expect(within(timing.getByRole('group', { name: 'Monthly savings' })).getByText('$3.30')).toBeInTheDocument();
  });

  it("ranks the debts in the payoff plan's order, numbered, and names the plan's strategy", async () => {
    const plan = makePlan();
    renderInsights({
      'plan.get': () =>
        ok(
          makePlan({
            strategy: 'snowball',
            debts: [
              { ...plan.debts[0]!, order: 2 },
              { ...plan.debts[1]!, order: 3 },
              { ...plan.debts[0]!, debtId: 5, debtName: 'Store Card', order: 1 },
            ],
          }),
        ),
    });
    const ranking = section('Debt Priority Ranking');
    const items = within(await ranking.findByRole('list', { name: 'Debts in payoff order' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['1Store CardPay extra here first', '2Chase Credit Card', '3Car Loan']);
    expect(ranking.getByText('Snowball')).toBeInTheDocument();
    expect(ranking.getByRole('group', { name: 'Debt-free date' })).toHaveTextContent('Mar 22, 2029');
    expect(ranking.getByRole('link', { name: 'See your plan' })).toHaveAttribute('href', '/plan');
  });

  it('lists smart payment dates per debt: due date, pay dates with amounts, interest impact', async () => {
    renderInsights();
    const dates = await laterSection('Smart Payment Dates');
    const chase = within(await dates.findByRole('listitem', { name: 'Chase Credit Card' }));
    expect(chase.getByText('Due Dec 2, 2026')).toBeInTheDocument();
    expect(chase.getByText('Saves $2.40')).toBeInTheDocument();
    expect(chase.getByText('Pay on Nov 25')).toBeInTheDocument();
    expect(chase.getByText('$500.00')).toBeInTheDocument();

    const loan = within(dates.getByRole('listitem', { name: 'Personal Loan' }));
    expect(loan.getByText('No interest saved')).toBeInTheDocument();
    const parts = within(loan.getByRole('list', { name: 'Pay dates for Personal Loan' })).getAllByRole('listitem');
    expect(parts.map((p) => p.textContent)).toEqual(['Pay on Nov 25$125.00', 'Pay on Dec 9$125.00']);
  });

  it('shows the learning progress', async () => {
    renderInsights();
    const learning = section('AI Learning Progress');
    expect(within(await learning.findByRole('group', { name: 'Data points analyzed' })).getByText('8')).toBeInTheDocument();
    expect(learning.getByText('67%')).toBeInTheDocument();
    expect(within(learning.getByRole('group', { name: 'Total savings identified' })).getByText('$14.34')).toBeInTheDocument();
  });

  it("lists every suggestion with 'Apply This Suggestion' or '✓ Applied Successfully'", async () => {
    renderInsights();
    const all = await laterSection('All AI Recommendations');
    await all.findAllByRole('article');
    expect(all.getAllByRole('article')).toHaveLength(5);
    expect(all.getAllByRole('button', { name: 'Apply This Suggestion' })).toHaveLength(4);
    const applied = within(all.getByRole('article', { name: 'Pay Citi Credit Card on Nov 25 instead of Dec 4' }));
    expect(applied.getByText('✓ Applied Successfully')).toBeInTheDocument();
    expect(applied.queryByRole('button')).not.toBeInTheDocument();
    expect(all.getByText('4 open · 1 applied')).toBeInTheDocument();
  });

  it('applies a suggestion once confirmed: marked applied at once, then every AI read and the ranking come again in one request', async () => {
    const list = makeSuggestionList();
    const { user, api } = renderInsights({
      'ai.previewSuggestion': () => ok(TIMING_PREVIEW),
      'ai.applySuggestion': (input) => ok({ ...(list.find((s) => s.id === input.id) ?? makeSuggestion()), isApplied: true }),
    });
    const all = await laterSection('All AI Recommendations');
    const article = await all.findByRole('article', { name: 'Pay Chase Credit Card on Nov 25 instead of Dec 2' });
    await user.click(within(article).getByRole('button', { name: 'Apply This Suggestion' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply this suggestion?' }));
    await dialog.findByRole('table', { name: 'What applying changes' });
    const before = api.requests.length;
    api.on({ 'ai.suggestions': () => ok(list.map((s) => (s.id === 203 ? { ...s, isApplied: true } : s))) });
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await within(article).findByText('✓ Applied Successfully')).toBeInTheDocument();
    expect(await screen.findByText('Suggestion Applied Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(api.requests.length).toBe(before + 2));
    expect(api.requests.at(-1)?.paths.sort()).toEqual(READS);
  });

  it('Apply shows what it will change first: the extra payment and the plan figures, before → after; Cancel writes nothing', async () => {
    const { user, api } = renderInsights({ 'ai.previewSuggestion': () => ok(EXTRA_PREVIEW) });
    const all = await laterSection('All AI Recommendations');
    const article = await all.findByRole('article', { name: 'Put an extra $1,650.00 a month toward Chase Credit Card' });
    await user.click(within(article).getByRole('button', { name: 'Apply This Suggestion' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply this suggestion?' }));
    const table = within(await dialog.findByRole('table', { name: 'What applying changes' }));
    const row = (name: string) =>
      within(table.getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Each row: now, after applying (the arrow between is drawn, not read out).
    expect(row('Chase Credit Card: extra payment a month')).toEqual(['$100.00', '$1,750.00']);
    expect(row('Debt-free date')).toEqual(['Dec 31, 2029', 'Sep 30, 2028']);
    expect(row('Total interest')).toEqual(['$4,981.03', '$2,795.55']);
    expect(dialog.getByText('You can undo this for 15 minutes after applying.')).toBeInTheDocument();
    expect(
      dialog.getByText('The extra ends when Chase Credit Card is paid off: only its minimum payment rolls on to your next debt.'),
    ).toBeInTheDocument();
    expect(api.callsTo('ai.previewSuggestion').map((c) => c.input)).toEqual([{ id: 201 }]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('ai.applySuggestion')).toHaveLength(0);
  });

  it("the toast's Undo takes the change back: the server restores the debt and the suggestion is open again", async () => {
    // The server's list follows what was applied and undone.
    let list = makeSuggestionList();
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    const set = (id: number, change: Partial<(typeof list)[number]>) => {
      list = list.map((s) => (s.id === id ? { ...s, ...change } : s));
      return ok(list.find((s) => s.id === id)!);
    };
    const { user, api } = renderInsights({
      'ai.suggestions': () => ok(list),
      'ai.previewSuggestion': () => ok(EXTRA_PREVIEW),
      'ai.applySuggestion': (input) => set(input.id, { isApplied: true, undoableUntil: until }),
      'ai.undoSuggestion': (input) => set(input.id, { isApplied: false, undoableUntil: null }),
    });
    const all = await laterSection('All AI Recommendations');
    const article = await all.findByRole('article', { name: 'Put an extra $1,650.00 a month toward Chase Credit Card' });
    await user.click(within(article).getByRole('button', { name: 'Apply This Suggestion' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply this suggestion?' }));
    await dialog.findByRole('table', { name: 'What applying changes' });
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await within(article).findByText('✓ Applied Successfully')).toBeInTheDocument();
    const toast = (await screen.findByText('Suggestion Applied Successfully!')).closest('.mantine-Notification-root') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Suggestion undone: your debt is back as it was.')).toBeInTheDocument();
    expect(api.callsTo('ai.undoSuggestion').map((c) => c.input)).toEqual([{ id: 201 }]);
    expect(await within(article).findByRole('button', { name: 'Apply This Suggestion' })).toBeInTheDocument();
  });

  it('an applied suggestion keeps an Undo button while the server allows it; a refusal says why', async () => {
    const list = makeSuggestionList().map((s) =>
      s.id === 201 ? { ...s, isApplied: true, undoableUntil: new Date(Date.now() + 10 * 60_000).toISOString() } : s,
    );
    const { user } = renderInsights({
      'ai.suggestions': () => ok(list),
      'ai.undoSuggestion': () => fail('CONFLICT', 'The debt has been changed since this suggestion was applied, so it was left as it is.'),
    });
    const all = await laterSection('All AI Recommendations');
    const article = await all.findByRole('article', { name: 'Put an extra $1,650.00 a month toward Chase Credit Card' });
    await user.click(within(article).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Failed to undo the suggestion. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('The debt has been changed since this suggestion was applied, so it was left as it is.')).toBeInTheDocument();
    // The one applied before undo existed (no undoableUntil) offers no Undo.
    const older = within(all.getByRole('article', { name: 'Pay Citi Credit Card on Nov 25 instead of Dec 4' }));
    expect(older.queryByRole('button')).not.toBeInTheDocument();
  });

  it('generating refreshes the AI reads', async () => {
    const { user, api } = renderInsights({
      'ai.generateInsights': () => ok({ generated: 1, suggestions: [makeSuggestion()], insights: makeInsights(), wording: 'local' }),
    });
    await screen.findByRole('img', { name: 'Optimization Score: 94 out of 100' });
    await user.click(screen.getByRole('button', { name: 'Generate Insights' }));
    expect(await screen.findByText('New AI insights generated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('ai.insights')).toHaveLength(2));
    expect(api.callsTo('ai.potentialScore')).toHaveLength(2);
    expect(api.callsTo('ai.paymentSchedule')).toHaveLength(2);
    expect(api.callsTo('ai.learningProgress')).toHaveLength(2);
    expect(api.callsTo('ai.suggestions')).toHaveLength(2);
  });

  it('helps a new user without debts get started', async () => {
    const { user, location } = renderInsights({
      'dashboard.get': () => ok(makeDashboard({ debtPriority: [], totalMonthlyIncome: '0.00' })),
      'plan.get': () => ok(makePlan({ debts: [], schedule: [] })),
      'ai.insights': () =>
        ok(
          makeInsights({
            optimizationScore: 0,
            potentialScore: 0,
            currentInterest: '0.00',
            optimizedInterest: '0.00',
            monthlySavings: '0.00',
          }),
        ),
      'ai.potentialScore': () => ok({ score: 0 }),
      'ai.paymentSchedule': () => ok([]),
      'ai.learningProgress': () => ok(makeLearning({ dataPointsAnalyzed: 0, predictionAccuracy: 0, totalSavingsIdentified: '0.00' })),
      'ai.suggestions': () => ok([]),
    });
    expect(await screen.findByText('Add your debts to unlock your insights')).toBeInTheDocument();
    expect(await section('Debt Priority Ranking').findByText('No debts to rank yet.')).toBeInTheDocument();
    expect(await (await laterSection('Smart Payment Dates')).findByText(/No payment dates to suggest yet/)).toBeInTheDocument();
    expect(
      await (await laterSection('All AI Recommendations')).findByText('No AI suggestions available at this time.'),
    ).toBeInTheDocument();
    expect(section('Optimization Score').getByText('Add debts to get a score')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Go to Debts' })[0]!);
    expect(location()).toBe('/debts');
  });
});
