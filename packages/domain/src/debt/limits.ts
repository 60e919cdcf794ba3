// What one account may store. A real household tracks well under 50 debts; the caps are far above
// that and only stop a script (or a runaway import) from growing one account without bound, since
// every list, the dashboard and the plan read all of a user's debts on each request.

/** At most this many debts not yet paid off: the ones every screen and every plan run reads. */
export const MAX_ACTIVE_DEBTS = 200;
/** At most this many debts in all, paid-off ones included (their history is kept and exported). */
export const MAX_DEBTS = 500;

/** How many debts an account has, or how many a write would add. */
export interface DebtCounts {
  active: number;
  total: number;
}

export const ACTIVE_DEBTS_CAP_MESSAGE = `You can track at most ${MAX_ACTIVE_DEBTS} active debts; mark one paid or delete one first.`;
export const TOTAL_DEBTS_CAP_MESSAGE = `You can keep at most ${MAX_DEBTS} debts, paid-off ones included; delete one first.`;

/**
 * Why adding `adding` debts to an account that has `have` would pass a cap, or null when it fits.
 * One debt added by hand (or one reopened) gets the short message; an import names its rows, the
 * cap and what the account already has, since nothing of it is written.
 */
export function debtCapProblem(have: DebtCounts, adding: DebtCounts, source: 'one' | 'import' = 'one'): string | null {
  const overActive = adding.active > 0 && have.active + adding.active > MAX_ACTIVE_DEBTS;
  const overTotal = adding.total > 0 && have.total + adding.total > MAX_DEBTS;
  if (source === 'one') {
    if (overActive) return ACTIVE_DEBTS_CAP_MESSAGE;
    if (overTotal) return TOTAL_DEBTS_CAP_MESSAGE;
    return null;
  }
  if (overActive) {
    return (
      `Nothing was imported: the file has ${countOf(adding.active, 'active debt')} and you already track ${have.active}; ` +
      `you can track at most ${MAX_ACTIVE_DEBTS} active debts. Mark some paid, delete some or import fewer rows.`
    );
  }
  if (overTotal) {
    return (
      `Nothing was imported: the file has ${countOf(adding.total, 'debt')} and you already have ${have.total}; ` +
      `you can keep at most ${MAX_DEBTS} debts, paid-off ones included. Delete some or import fewer rows.`
    );
  }
  return null;
}

const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
