// The six debt types of the debt form. Paydown stores the type
// (debts.debt_type) and infers it from the debt's name when a client omits it.

export const DEBT_TYPES = ['credit_card', 'personal_loan', 'auto_loan', 'mortgage', 'student_loan', 'other'] as const;
export type DebtType = (typeof DEBT_TYPES)[number];

export const DEBT_TYPE_LABELS: Readonly<Record<DebtType, string>> = {
  credit_card: 'Credit Card',
  personal_loan: 'Personal Loan',
  auto_loan: 'Auto Loan',
  mortgage: 'Mortgage/Rent',
  student_loan: 'Student Loan',
  other: 'Other',
};

export function isDebtType(value: unknown): value is DebtType {
  return typeof value === 'string' && (DEBT_TYPES as readonly string[]).includes(value);
}

/** The label a debt card shows: the stored type's label. debtTypeLabel('mortgage') = 'Mortgage/Rent'. */
export function debtTypeLabel(type: DebtType): string {
  return DEBT_TYPE_LABELS[type];
}

/** A stored debt_type text -> a DebtType; anything unknown reads as 'other'. */
export function toDebtType(value: string | null | undefined): DebtType {
  return isDebtType(value) ? value : 'other';
}

/**
 * Keyword rules, checked in this order (first match wins), case-insensitively.
 * The purpose words (student, auto/car, mortgage/rent) come before the product words (credit, loan),
 * so 'Student Loan' is a student loan and 'Credit Union Auto Loan' an auto loan, not a credit card.
 * 'car' and 'rent' must be whole words ('Discover Card', 'Parent PLUS', 'Current' do not match them);
 * 'auto' must start a word ('Automobile' matches, 'Tautology' does not).
 */
const INFERENCE_RULES: ReadonlyArray<readonly [RegExp, DebtType]> = [
  [/student/i, 'student_loan'],
  [/\bauto|\bcars?\b/i, 'auto_loan'],
  [/mortgage|\brent\b/i, 'mortgage'],
  [/credit/i, 'credit_card'],
  [/loan/i, 'personal_loan'],
];

/**
 * The type of a debt from its name, when the client did not send one (so older clients still get a type):
 * 'Chase Credit Card' -> credit_card, 'Sallie Mae student loan' -> student_loan, 'Honda car payment'
 * -> auto_loan, 'Apartment rent' -> mortgage, 'SoFi loan' -> personal_loan, 'Dentist' -> other.
 */
export function inferDebtType(debtName: string): DebtType {
  for (const [re, type] of INFERENCE_RULES) if (re.test(debtName)) return type;
  return 'other';
}

/**
 * The spec's own card-label rule (Debts screen), kept for reference: 'Credit Card' if the name
 * contains 'credit', 'Personal Loan' if it contains 'loan', otherwise 'Debt' (case-insensitive).
 * Paydown's cards show debtTypeLabel(stored type) instead: a stored type is right even when the name says nothing.
 */
export function specCardLabel(debtName: string): 'Credit Card' | 'Personal Loan' | 'Debt' {
  const name = debtName.toLowerCase();
  if (name.includes('credit')) return 'Credit Card';
  if (name.includes('loan')) return 'Personal Loan';
  return 'Debt';
}
