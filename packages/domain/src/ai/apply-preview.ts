// What applying a suggestion will change, shown before the user confirms: the debt's field before
// and after, and the plan figures it moves (debt-free date, total interest). Both plans are the
// AI analysis's plan (the Plan screen's: same facts, settings and lump sums), before and after the
// action, so the preview states exactly what the Plan screen will show once it is applied.

import type { IsoDate } from '../dates/calendar.ts';
import { type Cents, formatMoney } from '../money/cents.ts';
import { type SuggestionAction, applyActions } from './engine.ts';
import { type AiFacts, type AiOptions, analyzeAiFacts } from './facts.ts';

export interface PlanFigures {
  /** null: the plan never ends. */
  debtFreeDate: IsoDate | null;
  /** null: the plan never ends. */
  totalInterest: Cents | null;
}

export interface ApplyChange {
  debtId: number;
  debtName: string;
  field: 'extraPayment' | 'suggestedPaymentDate';
  /** Money in cents for extraPayment; a date (or null: none chosen) for suggestedPaymentDate. */
  before: Cents | IsoDate | null;
  after: Cents | IsoDate;
}

export interface ApplyPreview {
  /** Empty for a suggestion that changes nothing (it is only marked applied). */
  changes: ApplyChange[];
  plan: { before: PlanFigures; after: PlanFigures };
}

function figuresOf(facts: AiFacts, options: AiOptions): PlanFigures {
  const { plan } = analyzeAiFacts(facts, options);
  return { debtFreeDate: plan.debtFreeDate, totalInterest: plan.totalInterest };
}

/** The preview of applying `action` (null: an informational suggestion) to these facts. */
export function applyPreview(facts: AiFacts, action: SuggestionAction | null, options: AiOptions = {}): ApplyPreview {
  const before = figuresOf(facts, options);
  const debt = action ? facts.debts.find((d) => d.id === action.debtId) : undefined;
  if (!action || !debt) return { changes: [], plan: { before, after: before } };
  const after = figuresOf(applyActions(facts, [action]), options);
  const applied = applyActions({ ...facts, debts: [debt] }, [action]).debts[0]!;
  const change: ApplyChange =
    action.kind === 'set_extra_payment'
      ? { debtId: debt.id, debtName: debt.debtName, field: 'extraPayment', before: debt.extraPayment, after: applied.extraPayment }
      : {
          debtId: debt.id,
          debtName: debt.debtName,
          field: 'suggestedPaymentDate',
          before: debt.suggestedPaymentDate ?? null,
          after: action.date,
        };
  return { changes: [change], plan: { before, after } };
}

const money = (c: Cents | null) => (c === null ? null : formatMoney(c));
const figuresWire = (f: PlanFigures) => ({ debtFreeDate: f.debtFreeDate, totalInterest: money(f.totalInterest) });

/** The preview in wire form (money as two-decimal strings), as applyPreviewSchema describes. */
export function applyPreviewResponse(p: ApplyPreview) {
  return {
    changes: p.changes.map((c) => ({
      debtId: c.debtId,
      debtName: c.debtName,
      field: c.field,
      before: c.field === 'extraPayment' && typeof c.before === 'number' ? formatMoney(c.before) : (c.before as string | null),
      after: c.field === 'extraPayment' && typeof c.after === 'number' ? formatMoney(c.after) : (c.after as string),
    })),
    plan: { before: figuresWire(p.plan.before), after: figuresWire(p.plan.after) },
  };
}
