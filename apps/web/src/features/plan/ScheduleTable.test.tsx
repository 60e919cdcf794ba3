import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { ScheduleTable } from './ScheduleTable.tsx';
import { makePlan } from './test-fixtures.ts';

// Mantine hides a `visibleFrom` cell on narrow screens with a class (its stylesheet is not loaded
// in tests): a cell without one shows at every width, a 390 px phone included.
const hiddenOnPhones = (element: HTMLElement) => /visible-from|hidden-from/.test(element.className);

describe('the month-by-month schedule on a phone', () => {
  it('keeps the interest column', () => {
    const plan = makePlan();
    renderApp(<ScheduleTable plan={plan} />);
    const table = screen.getByRole('table', { name: 'Month-by-month schedule' });
    const header = within(table).getByRole('columnheader', { name: 'Interest' });
    expect(hiddenOnPhones(header)).toBe(false);
    const firstRow = within(table).getAllByRole('row')[1]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    expect(cells[2]).toHaveTextContent(`$${plan.schedule[0]!.totalInterest}`);
    expect(cells.some(hiddenOnPhones)).toBe(false);
  });
});
