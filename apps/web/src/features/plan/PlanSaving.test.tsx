import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, ok } from '../../test/fake-api.ts';
import { makePlan, planHeadlineHeading, renderPlan } from './test-fixtures.ts';
import type { PlanOut } from '@paydown/domain';

const headline = planHeadlineHeading;

describe('Plan settings that save on their own', () => {
  it('sends the extra per month typed just before the user leaves the screen', async () => {
    const { api, unmount } = renderPlan({ 'plan.save': (input) => ok(makePlan({ extraMonthly: String(input.extraMonthly) })) });
    await headline();
    fireEvent.change(screen.getByRole('textbox', { name: 'Extra per month amount' }), { target: { value: '250' } });
    // Straight away, well before the slider's pause: the screen goes (another route, a closed tab).
    unmount();
    await waitFor(() => expect(api.callsTo('plan.save')).toHaveLength(1));
    expect(api.callsTo('plan.save')[0]?.input).toEqual({ strategy: 'avalanche', extraMonthly: '250.00' });
  });

  it('says "Saving…" then "Saved" beside the extra per month', async () => {
    const answer = deferred<PlanOut>();
    const { api } = renderPlan({ 'plan.save': () => answer.promise });
    await headline();
    const status = screen.getByRole('status', { name: 'Extra per month save status' });
    expect(status).toHaveTextContent('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Extra per month amount' }), { target: { value: '300' } });
    expect(status).toHaveTextContent('Saving…');
    await waitFor(() => expect(api.callsTo('plan.save')).toHaveLength(1), { timeout: 3000 });
    expect(status).toHaveTextContent('Saving…');
    answer.resolve(ok(makePlan({ extraMonthly: '300.00' })));
    await waitFor(() => expect(status).toHaveTextContent('Saved'));
  });

  it('saves a strategy at once and says so beside the strategies; a waiting extra goes with it', async () => {
    const { api } = renderPlan({
      'plan.save': (input) => ok(makePlan({ strategy: input.strategy, extraMonthly: String(input.extraMonthly) })),
    });
    await headline();
    const strategies = screen.getByRole('group', { name: 'Strategies' });
    const snowball = within(strategies).getByRole('button', { name: /^Snowball/ });
    // Typed, then clicked at once: the extra's own save is still waiting when the strategy is chosen.
    fireEvent.change(screen.getByRole('textbox', { name: 'Extra per month amount' }), { target: { value: '100' } });
    fireEvent.click(snowball);
    // The strategy's save carries the extra typed before it (whether or not the extra's own save,
    // on a slow machine, already went out before the click).
    const saves = () => api.callsTo('plan.save').map((c) => c.input);
    await waitFor(() => expect(saves()).toContainEqual({ strategy: 'snowball', extraMonthly: '100.00' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Strategy save status' })).toHaveTextContent('Saved'));
    // The extra's own save, still waiting, would have put the old strategy back: nothing after the
    // strategy's save sends avalanche again.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(saves().at(-1)).toEqual({ strategy: 'snowball', extraMonthly: '100.00' });
  });

  it('says "Saved" beside a custom order once it is saved', async () => {
    const custom = makePlan({ strategy: 'custom', customOrder: [1, 2] });
    const { user } = renderPlan({
      'plan.get': () => ok(custom),
      'plan.save': (input) => ok({ ...custom, customOrder: input.customOrder ?? null }),
    });
    const order = await screen.findByRole('list', { name: 'Custom payoff order' });
    await user.click(within(order).getByRole('button', { name: 'Move Car Loan up' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Your order save status' })).toHaveTextContent('Saved'));
  });

  it('applies a strategy clicked while a save is on its way, after it: the last click wins', async () => {
    const first = deferred<PlanOut>();
    let calls = 0;
    const { api } = renderPlan({
      'plan.save': (input) => {
        calls += 1;
        return calls === 1 ? first.promise : ok(makePlan({ strategy: input.strategy, customOrder: input.customOrder ?? null }));
      },
    });
    await headline();
    const strategies = screen.getByRole('group', { name: 'Strategies' });
    fireEvent.click(within(strategies).getByRole('button', { name: /^Snowball/ }));
    await waitFor(() => expect(api.callsTo('plan.save')).toHaveLength(1));
    // Snowball's save has not answered: two more clicks, each shown at once, none of them ignored.
    fireEvent.click(within(strategies).getByRole('button', { name: /^Custom/ }));
    expect(within(strategies).getByRole('button', { name: /^Custom order \(chosen\)/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(strategies).getByRole('button', { name: /^Avalanche/ }));
    expect(within(strategies).getByRole('button', { name: /^Avalanche \(chosen\)/ })).toHaveAttribute('aria-pressed', 'true');
    // Nothing goes out beside the save in flight; once it answers, the last choice follows it.
    expect(api.callsTo('plan.save')).toHaveLength(1);
    first.resolve(ok(makePlan({ strategy: 'snowball' })));
    await waitFor(() => expect(api.callsTo('plan.save')).toHaveLength(2));
    expect(api.callsTo('plan.save')[1]?.input).toMatchObject({ strategy: 'avalanche' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Strategy save status' })).toHaveTextContent('Saved'));
    expect(within(strategies).getByRole('button', { name: /^Avalanche \(chosen\)/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('plan.save')).toHaveLength(2);
  });

  it('sends a strategy and a custom order chosen just before the user leaves the screen', async () => {
    const { api, unmount } = renderPlan({ 'plan.save': (input) => ok(makePlan({ strategy: input.strategy })) });
    await headline();
    fireEvent.click(within(screen.getByRole('group', { name: 'Strategies' })).getByRole('button', { name: /^Custom/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move Car Loan up' }));
    // The order is changed while the strategy's save is on its way, and the screen goes at once.
    unmount();
    await waitFor(() => expect(api.callsTo('plan.save')).toHaveLength(2));
    expect(api.callsTo('plan.save').map((c) => c.input)).toEqual([
      { strategy: 'custom', extraMonthly: '0.00', customOrder: [1, 2] },
      { strategy: 'custom', extraMonthly: '0.00', customOrder: [2, 1] },
    ]);
  });
});
