import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/fake-api.ts';
import { makeProgress } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { ProgressVsPlan } from './ProgressVsPlan.tsx';
import { progressPoints } from './progress-chart.ts';

const section = async () => within(await screen.findByRole('region', { name: 'Progress against your plan' }));

describe('Progress against your plan', () => {
  it('says where the user stands, draws both lines and lists them as a table', async () => {
    renderApp(<ProgressVsPlan />, { api: { 'progress.get': () => ok(makeProgress()) } });
    const s = await section();
    expect(await s.findByText('1 month ahead of your plan')).toBeInTheDocument();
    expect(s.getByText(/\$800 owed today; the plan expected \$900/)).toBeInTheDocument();
    expect(
      s.getByRole('img', { name: /\$1,200 on Sep 1, \$800 today\. Your plan expected \$900 by now\. 1 month ahead/ }),
    ).toBeInTheDocument();
    fireEvent.click(s.getByText('Show as a table'));
    const table = s.getByRole('table', { name: "Actual balance and the plan's projection" });
    const rows = within(table).getAllByRole('row');
    // Header + every date of either line: Sep 1, 25, 30, Oct 31, Nov 25, 30, Dec 15, 31.
    expect(rows).toHaveLength(9);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,200', '$1,200']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,100', '—']);
    expect(
      within(rows[8]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '$800']);
  });

  it('shows a behind sentence as the engine wrote it', async () => {
    renderApp(<ProgressVsPlan />, {
      api: {
        'progress.get': () =>
          ok(makeProgress({ currentDebt: '1240.00', aheadByMonths: -3, behindBy: '340.00', sentence: '$340 behind this month' })),
      },
    });
    expect(await (await section()).findByTestId('progress-sentence')).toHaveTextContent('$340 behind this month');
  });

  it('with no debt in the plan, says what will show', async () => {
    renderApp(<ProgressVsPlan />, {
      api: { 'progress.get': () => ok(makeProgress({ planDebtNow: null, aheadByMonths: null, sentence: null, planLine: [] })) },
    });
    expect(await (await section()).findByText(/Once a debt is in your plan/)).toBeInTheDocument();
  });

  it('a failed read offers a retry', async () => {
    renderApp(<ProgressVsPlan />, { api: { 'progress.get': () => fail('INTERNAL_SERVER_ERROR', 'Something went wrong on our side.') } });
    const s = await section();
    expect(await s.findByText('Failed to load your progress')).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('merges the two lines on one date axis, oldest first', () => {
    const points = progressPoints({
      history: [
        { date: '2026-09-01', balance: '1200.00' },
        { date: '2026-10-05', balance: '1000.00' },
      ],
      planLine: [
        { date: '2026-09-01', balance: '1200.00' },
        { date: '2026-09-30', balance: '1100.00' },
      ],
    });
    expect(points.map((p) => [p.date, p.actual, p.plan])).toEqual([
      ['2026-09-01', 1200, 1200],
      ['2026-09-30', undefined, 1100],
      ['2026-10-05', 1000, undefined],
    ]);
  });
});
