import type { StatementLineKind } from '../schemas/statement.ts';

// What a line is, from the lender's transaction type and its text. OFX types are generic (a card
// payment is often CREDIT, interest often DEBIT), so the text decides where it is plain.

/** `owedChange`: positive adds to the debt. `type`: the OFX TRNTYPE or a CSV "Type" cell ('' if none). */
export function classifyLine(type: string, description: string, owedChange: number): StatementLineKind {
  const t = type.trim().toUpperCase();
  const text = description.toUpperCase();
  if (t === 'INT' || /\bINTEREST CHARGE|\bPURCHASE INTEREST|\bINTEREST CHARGED|^INTEREST\b/.test(text)) return 'interest';
  if (t === 'FEE' || t === 'SRVCHG' || /\bFEE\b/.test(text)) return owedChange > 0 ? 'fee' : 'credit';
  if (owedChange < 0) {
    return t === 'PAYMENT' || t === 'DIRECTDEBIT' || /PAYMENT|THANK YOU|AUTOPAY|AUTOMATIC PAYMENT/.test(text) ? 'payment' : 'credit';
  }
  if (t === 'CASH' || t === 'ATM' || /CASH ADVANCE/.test(text)) return 'cash_advance';
  return 'purchase';
}
