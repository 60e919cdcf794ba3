import { notificationsStore } from '@mantine/notifications';
import type { AiSuggestionOut } from '@paydown/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fail, ok, type Handlers, type OutputOf } from '../../test/fake-api.ts';
import { makeDashboard, makeSuggestion, makeSuggestionList, makeUser, NO_CHANGE_PREVIEW } from '../../test/fixtures.ts';
import { confirmApply } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { CurrentUserProvider } from '../auth/current-user.tsx';
import { dismissNotification, getNotifications } from '../notifications/store.ts';
import { AiRecommendationsCard } from './AiRecommendationsCard.tsx';

const USER = makeUser({ emailConfirmed: true, subscriptionStatus: 'trial' });

function renderCard(api: Handlers = {}, hasDebts: boolean | undefined = true) {
  return renderApp(
    <CurrentUserProvider user={USER}>
      <AiRecommendationsCard hasDebts={hasDebts} />
    </CurrentUserProvider>,
    { api: { 'ai.suggestions': () => ok(makeSuggestionList()), ...api } },
  );
}

const card = () => within(screen.getByRole('region', { name: 'AI Recommendations' }));

const generated = (suggestions: AiSuggestionOut[]) => ok({ generated: suggestions.length, suggestions, wording: 'local' as const });

describe('AI Recommendations card', () => {
  it('shows at most 3 unapplied suggestions, highest impact first', async () => {
    renderCard();
    await card().findAllByRole('article');
    const articles = card().getAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(articles.map((a) => a.getAttribute('data-suggestion-type'))).toEqual(['extra_payment', 'debt_consolidation', 'payment_timing']);
    expect(card().getByRole('article', { name: 'Put an extra $1,650.00 a month toward Chase Credit Card' })).toBeInTheDocument();
    // The applied one and the fourth open one are not on the dashboard.
    expect(card().queryByText('Pay Citi Credit Card on Nov 25 instead of Dec 4')).not.toBeInTheDocument();
    expect(card().queryByText('Your cash flow is tight')).not.toBeInTheDocument();
    expect(card().queryByText('✓ Applied Successfully')).not.toBeInTheDocument();
    expect(card().getAllByRole('button', { name: 'Apply This Suggestion' })).toHaveLength(3);
    expect(card().getByRole('link', { name: /See all 4 recommendations/ })).toHaveAttribute('href', '/insights');
  });

  it('shows each suggestion with its kind, impact, description and savings', async () => {
    renderCard();
    const timing = within(await card().findByRole('article', { name: 'Pay Chase Credit Card on Nov 25 instead of Dec 2' }));
    expect(timing.getByText('Payment timing')).toBeInTheDocument();
    expect(timing.getByText(/arrives 7 days before Chase Credit Card is due/)).toBeInTheDocument();
    expect(timing.getByText('Potential savings: $2.40')).toBeInTheDocument();
    expect(timing.getByRole('img', { name: 'Low impact: 13 out of 100' })).toBeInTheDocument();
    const extra = within(card().getByRole('article', { name: 'Put an extra $1,650.00 a month toward Chase Credit Card' }));
    expect(extra.getByRole('img', { name: 'High impact: 63 out of 100' })).toBeInTheDocument();
    expect(extra.getByText('Potential savings: $322.70')).toBeInTheDocument();
  });

  it('shows the savings line only when the savings are present and not zero', async () => {
    renderCard({
      'ai.suggestions': () =>
        ok([
          makeSuggestion({ id: 1, title: 'With savings', potentialSavings: '12.34' }),
          makeSuggestion({ id: 2, title: 'Zero savings', potentialSavings: '0.00' }),
          makeSuggestion({ id: 3, title: 'No savings figure', potentialSavings: null, action: null }),
        ]),
    });
    expect(within(await card().findByRole('article', { name: 'With savings' })).getByText('Potential savings: $12.34')).toBeInTheDocument();
    expect(within(card().getByRole('article', { name: 'Zero savings' })).queryByText(/Potential savings/)).not.toBeInTheDocument();
    expect(within(card().getByRole('article', { name: 'No savings figure' })).queryByText(/Potential savings/)).not.toBeInTheDocument();
  });

  it("says 'No AI suggestions available at this time.' when every suggestion is applied", async () => {
    renderCard({ 'ai.suggestions': () => ok([makeSuggestion({ isApplied: true })]) });
    expect(await card().findByText('No AI suggestions available at this time.')).toBeInTheDocument();
    expect(card().queryByRole('article')).not.toBeInTheDocument();
    expect(card().getByText(/Click Get Recommendations/)).toBeInTheDocument();
  });

  it('points a user without debts to the Debts page', async () => {
    const { user, location } = renderCard({ 'ai.suggestions': () => ok([]) }, false);
    expect(await card().findByText('No AI suggestions available at this time.')).toBeInTheDocument();
    await user.click(card().getByRole('link', { name: 'Go to Debts' }));
    expect(location()).toBe('/debts');
  });

  it('generates recommendations: success toast, suggestions read again', async () => {
    const { user, api } = renderCard({
      'ai.suggestions': () => ok([]),
      'ai.generateRecommendations': () => generated([makeSuggestion()]),
    });
    await card().findByText('No AI suggestions available at this time.');
    api.on({ 'ai.suggestions': () => ok([makeSuggestion()]) });
    await user.click(card().getByRole('button', { name: 'Get Recommendations' }));
    expect(await screen.findByText('New AI recommendations generated successfully!')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(await card().findByRole('article', { name: 'Pay Chase Credit Card on Nov 25 instead of Dec 2' })).toBeInTheDocument();
    expect(api.callsTo('ai.generateRecommendations')).toHaveLength(1);
    expect(api.callsTo('ai.suggestions')).toHaveLength(2);
  });

  it('generates insights: success toast', async () => {
    const { user, api } = renderCard({ 'ai.generateInsights': () => generated(makeSuggestionList().slice(0, 4)) });
    await card().findAllByRole('article');
    await user.click(card().getByRole('button', { name: 'Generate Insights' }));
    expect(await screen.findByText('New AI insights generated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('ai.suggestions')).toHaveLength(2));
  });

  it.each([
    ['Generate Insights', 'ai.generateInsights', 'Failed to generate AI insights. Please try again.'],
    ['Get Recommendations', 'ai.generateRecommendations', 'Failed to generate AI recommendations. Please try again.'],
  ])("'%s' failing says '%s'", async (button, path, text) => {
    const { user } = renderCard({ [path]: () => fail('INTERNAL_SERVER_ERROR', 'boom') });
    await card().findAllByRole('article');
    await user.click(card().getByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it.each([
    ['FORBIDDEN', 'Please confirm your email address to use AI recommendations.'],
    ['PAYMENT_REQUIRED', 'Your free trial has ended. Upgrade to keep using Paydown.'],
    ['TOO_MANY_REQUESTS', 'You have generated many recommendations in the last hour. Please try again later.'],
  ] as const)('a %s refusal shows the server message under the failure text', async (code, message) => {
    const { user } = renderCard({ 'ai.generateRecommendations': () => fail(code, message) });
    await card().findAllByRole('article');
    await user.click(card().getByRole('button', { name: 'Get Recommendations' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Failed to generate AI recommendations. Please try again.')).toBeInTheDocument();
  });

  it('disables both buttons while either generation runs', async () => {
    const pending = deferred<OutputOf<'ai.generateInsights'>>();
    const { user } = renderCard({ 'ai.generateInsights': () => pending.promise });
    await card().findAllByRole('article');
    const insights = card().getByRole('button', { name: 'Generate Insights' });
    const recommendations = card().getByRole('button', { name: 'Get Recommendations' });
    await user.click(insights);
    await waitFor(() => expect(insights).toBeDisabled());
    expect(recommendations).toBeDisabled();
    expect(insights).toHaveAttribute('data-loading', 'true');
    pending.resolve(generated([]));
    await waitFor(() => expect(recommendations).toBeEnabled());
    expect(insights).toBeEnabled();
  });

  it("applies a suggestion: 'Suggestion Applied Successfully!' for 4 seconds, and the card moves on", async () => {
    const list = makeSuggestionList();
    const { user, api } = renderCard({
      'ai.previewSuggestion': () => ok(NO_CHANGE_PREVIEW),
      'ai.applySuggestion': (input) => ok({ ...(list.find((s) => s.id === input.id) ?? makeSuggestion()), isApplied: true }),
    });
    const article = await card().findByRole('article', { name: 'Pay Chase Credit Card on Nov 25 instead of Dec 2' });
    api.on({ 'ai.suggestions': () => ok(list.map((s) => (s.id === 203 ? { ...s, isApplied: true } : s))) });
    await user.click(within(article).getByRole('button', { name: 'Apply This Suggestion' }));
    await confirmApply(user);

    expect(await screen.findByText('Suggestion Applied Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your debt details have been updated with the AI recommendation.')).toBeInTheDocument();
    const toast = notificationsStore.getState().notifications.find((n) => n.title === 'Suggestion Applied Successfully!');
    expect(toast?.autoClose).toBe(4000);
    expect(api.callsTo('ai.applySuggestion')[0]?.input).toEqual({ id: 203 });
    // The applied one leaves the dashboard; the next open one takes its place.
    expect(await card().findByRole('article', { name: 'Your cash flow is tight' })).toBeInTheDocument();
    expect(card().queryByRole('article', { name: 'Pay Chase Credit Card on Nov 25 instead of Dec 2' })).not.toBeInTheDocument();
  });

  it("says 'Failed to apply AI suggestion. Please try again.' when applying fails", async () => {
    const { user } = renderCard({
      'ai.previewSuggestion': () => ok(NO_CHANGE_PREVIEW),
      'ai.applySuggestion': () => fail('INTERNAL_SERVER_ERROR', 'boom'),
    });
    const article = await card().findByRole('article', { name: 'Pay Chase Credit Card on Nov 25 instead of Dec 2' });
    await user.click(within(article).getByRole('button', { name: 'Apply This Suggestion' }));
    await confirmApply(user);
    expect(await screen.findByText('Failed to apply AI suggestion. Please try again.')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Apply This Suggestion' })).toBeEnabled();
  });

  it('sums up a generation in ONE bell item, and announces the same advice only once', async () => {
    const [extra, consolidation, timing] = makeSuggestionList();
    const first = [extra!, consolidation!];
    // Generating again makes new rows (new ids) for the same advice, plus one new suggestion.
    const second = [
      { ...extra!, id: 301 },
      { ...consolidation!, id: 302 },
      { ...timing!, id: 303 },
    ];
    const { user, api } = renderCard({ 'ai.suggestions': () => ok([]), 'ai.generateRecommendations': () => generated(first) });
    await card().findByText('No AI suggestions available at this time.');

    await user.click(card().getByRole('button', { name: 'Get Recommendations' }));
    await screen.findByText('New AI recommendations generated successfully!');
    await waitFor(() => expect(getNotifications(USER.id)).toHaveLength(1));
    const [summary] = getNotifications(USER.id);
    expect(summary).toMatchObject({ type: 'recommendation', title: '2 new suggestions', read: false });
    expect(summary?.message).toBe(`Top suggestion: ${extra!.title}. Potential savings: $322.70.`);

    // The same advice generated again, plus one new suggestion: one more item, about the new one only.
    dismissNotification(USER.id, summary!.id);
    api.on({ 'ai.generateRecommendations': () => generated(second) });
    await user.click(card().getByRole('button', { name: 'Get Recommendations' }));
    await waitFor(() => expect(api.callsTo('ai.generateRecommendations')).toHaveLength(2));
    await waitFor(() => expect(getNotifications(USER.id)).toHaveLength(1));
    expect(getNotifications(USER.id)[0]).toMatchObject({ title: '1 new suggestion' });
    expect(getNotifications(USER.id)[0]?.message).toMatch(new RegExp(`^${timing!.title.replace(/[$.]/g, '\\$&')}\\.`));

    // Nothing new: nothing added.
    await user.click(card().getByRole('button', { name: 'Get Recommendations' }));
    await waitFor(() => expect(api.callsTo('ai.generateRecommendations')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getNotifications(USER.id)).toHaveLength(1);
  });

  it("includes the next 7 days' payments in that one item (not one item per payment or suggestion)", async () => {
    const upcoming = [
      {
        debtId: 1,
        debtName: 'Chase Credit Card',
        dueDate: '2026-12-05',
        suggestedDate: '2026-11-30',
        amount: '205.00',
        interestSavings: '0.70',
      },
      { debtId: 2, debtName: 'Car Loan', dueDate: '2026-12-02', suggestedDate: '2026-12-02', amount: '350.00', interestSavings: '0.00' },
    ];
    const { user } = renderCard({
      'ai.suggestions': () => ok([]),
      'dashboard.get': () => ok(makeDashboard({ upcomingPayments: upcoming })),
      'ai.generateRecommendations': () => generated(makeSuggestionList().slice(0, 3)),
    });
    await card().findByText('No AI suggestions available at this time.');
    await user.click(card().getByRole('button', { name: 'Get Recommendations' }));
    await waitFor(() => expect(getNotifications(USER.id)).toHaveLength(1));
    const [summary] = getNotifications(USER.id);
    expect(summary).toMatchObject({ type: 'alert', title: '2 payments in the next 7 days · 3 new suggestions' });
    expect(summary?.message).toMatch(
      /^Chase Credit Card \$205\.00 on Nov 30 \(saves \$0\.70\); Car Loan \$350\.00 on Dec 2\. Top suggestion: /,
    );
  });

  it('tells a user with an unconfirmed email why AI is not available yet', async () => {
    renderApp(
      <CurrentUserProvider user={makeUser({ emailConfirmed: false })}>
        <AiRecommendationsCard hasDebts />
      </CurrentUserProvider>,
      { api: { 'ai.suggestions': () => ok([]) } },
    );
    expect(await screen.findByText('Confirm your email address to use AI recommendations.')).toBeInTheDocument();
  });
});
