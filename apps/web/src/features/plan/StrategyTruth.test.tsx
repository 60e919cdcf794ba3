import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { carLoan, makePlan, renderPlan } from './test-fixtures.ts';
const transfer = makeDebt({ promoRate: '0.00', promoEndDate: '2027-06-30' });

/** Snowball $12,408 of interest, avalanche $14,478: the answer names snowball the cheapest. */
const snowballCheaper = makePlan({
  totalInterest: '14478.00',
  strategies: {
    avalanche: { debtFreeDate: '2029-03-22', months: 28, totalInterest: '14478.00', firstPayoffMonth: 7 },
    snowball: { debtFreeDate: '2029-03-22', months: 28, totalInterest: '12408.00', firstPayoffMonth: 5 },
  },
  cheapestStrategy: 'snowball',
});

async function strategies(plan = makePlan(), debts = [makeDebt(), carLoan]) {
  renderPlan({ 'plan.get': () => ok(plan), 'debts.list': () => ok(debts) });
  const group = within(await screen.findByRole('group', { name: 'Strategies' }));
  return {
    avalanche: group.getByRole('button', { name: /^Avalanche/ }),
    snowball: group.getByRole('button', { name: /^Snowball/ }),
    custom: group.getByRole('button', { name: /^Custom order/ }),
  };
}

describe('Strategy cards claim "the least interest" only for the cheapest in the user’s figures', { timeout: 30_000 }, () => {
  it('says it of avalanche when avalanche costs the least', async () => {
    const { avalanche, snowball } = await strategies();
    expect(avalanche).toHaveTextContent('Highest interest rate first.The least interest for your debts.');
    expect(snowball).not.toHaveTextContent(/least interest/);
  });

  it('says it of snowball when a promotion makes snowball cheaper, and avalanche says why it is not', async () => {
    const { avalanche, snowball } = await strategies(snowballCheaper, [transfer, carLoan]);
    expect(snowball).toHaveTextContent('The least interest for your debts.');
    expect(avalanche).toHaveTextContent(
      'Not the least interest here: Snowball costs $2,070 less: a promotional rate changes when it ends, so today’s highest rate is not always the dearest debt.',
    );
    expect(avalanche).not.toHaveTextContent('The least interest for your debts.');
  });

  it('gives the rollover as the reason when no promotion runs', async () => {
    const { avalanche } = await strategies(snowballCheaper);
    expect(avalanche).toHaveTextContent(
      'Snowball costs $2,070 less: clearing small balances first frees their payments to roll on sooner.',
    );
  });

  it('says it of custom when the answer names custom', async () => {
    const customCheaper = makePlan({
      strategy: 'custom',
      customOrder: [2, 1],
      strategies: {
        ...makePlan().strategies,
        custom: { debtFreeDate: '2029-03-22', months: 28, totalInterest: '2300.00', firstPayoffMonth: 9 },
      },
      cheapestStrategy: 'custom',
    });
    const custom = await strategies(customCheaper);
    expect(custom.custom).toHaveTextContent('The least interest for your debts.');
    expect(custom.avalanche).toHaveTextContent('Not the least interest here: Custom order costs $111 less.');
    expect(custom.snowball).not.toHaveTextContent(/least interest/);
  });

  it('claims it of none when no strategy ends (the answer names none)', async () => {
    const never = { debtFreeDate: null, months: null, totalInterest: null, firstPayoffMonth: null };
    const { avalanche, snowball } = await strategies(
      makePlan({ strategies: { avalanche: never, snowball: never }, cheapestStrategy: null }),
    );
    expect(avalanche).not.toHaveTextContent(/least interest/);
    expect(snowball).not.toHaveTextContent(/least interest/);
  });
});
