import { describe, expect, it } from 'vitest';
import { ACTIVE_DEBTS_CAP_MESSAGE, debtCapProblem, MAX_ACTIVE_DEBTS, MAX_DEBTS, TOTAL_DEBTS_CAP_MESSAGE } from '../src/debt/limits.ts';

describe('debtCapProblem', () => {
  it('lets an account fill each cap exactly, and not one more', () => {
    expect(debtCapProblem({ active: MAX_ACTIVE_DEBTS - 1, total: 300 }, { active: 1, total: 1 })).toBeNull();
    expect(debtCapProblem({ active: MAX_ACTIVE_DEBTS, total: 300 }, { active: 1, total: 1 })).toBe(ACTIVE_DEBTS_CAP_MESSAGE);
    expect(debtCapProblem({ active: 10, total: MAX_DEBTS - 1 }, { active: 1, total: 1 })).toBeNull();
    expect(debtCapProblem({ active: 10, total: MAX_DEBTS }, { active: 1, total: 1 })).toBe(TOTAL_DEBTS_CAP_MESSAGE);
  });

  it('names the active cap first when both would be passed', () => {
    expect(debtCapProblem({ active: MAX_ACTIVE_DEBTS, total: MAX_DEBTS }, { active: 1, total: 1 })).toBe(ACTIVE_DEBTS_CAP_MESSAGE);
  });

  it('lets paid-off debts in while the active debts are at their cap (they add no active debt)', () => {
    expect(debtCapProblem({ active: MAX_ACTIVE_DEBTS, total: 250 }, { active: 0, total: 5 }, 'import')).toBeNull();
  });

  it('for an import, names the rows, the cap and what the account has', () => {
    expect(debtCapProblem({ active: 199, total: 199 }, { active: 2, total: 2 }, 'import')).toBe(
      'Nothing was imported: the file has 2 active debts and you already track 199; you can track at most 200 active debts. ' +
        'Mark some paid, delete some or import fewer rows.',
    );
    expect(debtCapProblem({ active: 0, total: 500 }, { active: 0, total: 1 }, 'import')).toBe(
      'Nothing was imported: the file has 1 debt and you already have 500; you can keep at most 500 debts, paid-off ones included. ' +
        'Delete some or import fewer rows.',
    );
  });
});
