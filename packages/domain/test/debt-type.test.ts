import { describe, expect, it } from 'vitest';
import { DEBT_TYPES, debtTypeLabel, inferDebtType, isDebtType, specCardLabel, toDebtType } from '../src/debt/type.ts';

describe('debt types', () => {
  it('are the spec six, with their labels (mortgage reads Mortgage/Rent)', () => {
    expect(DEBT_TYPES).toEqual(['credit_card', 'personal_loan', 'auto_loan', 'mortgage', 'student_loan', 'other']);
    expect(DEBT_TYPES.map(debtTypeLabel)).toEqual(['Credit Card', 'Personal Loan', 'Auto Loan', 'Mortgage/Rent', 'Student Loan', 'Other']);
    expect(isDebtType('mortgage')).toBe(true);
    expect(isDebtType('Mortgage')).toBe(false);
    expect(toDebtType('payday')).toBe('other');
    expect(toDebtType(null)).toBe('other');
    expect(toDebtType('auto_loan')).toBe('auto_loan');
  });
});

describe('inferDebtType keywords', () => {
  it('maps each keyword, case-insensitively', () => {
    expect(inferDebtType('Chase CREDIT card')).toBe('credit_card');
    expect(inferDebtType('Sallie Mae Student')).toBe('student_loan');
    expect(inferDebtType('Toyota Auto')).toBe('auto_loan');
    expect(inferDebtType('Honda car payment')).toBe('auto_loan');
    expect(inferDebtType('Cars financing')).toBe('auto_loan');
    expect(inferDebtType('Automobile financing')).toBe('auto_loan');
    expect(inferDebtType('Home MORTGAGE')).toBe('mortgage');
    expect(inferDebtType('Apartment rent')).toBe('mortgage');
    expect(inferDebtType('SoFi Loan')).toBe('personal_loan');
    expect(inferDebtType('Dentist')).toBe('other');
    expect(inferDebtType('')).toBe('other');
  });

  it('checks purpose words before product words (the documented precedence)', () => {
    // student > auto/car > mortgage/rent > credit > loan > other
    expect(inferDebtType('Student Loan')).toBe('student_loan');
    expect(inferDebtType('Car loan')).toBe('auto_loan');
    expect(inferDebtType('Credit Union Auto Loan')).toBe('auto_loan');
    expect(inferDebtType('Mortgage loan')).toBe('mortgage');
    expect(inferDebtType('Rent credit line')).toBe('mortgage');
    expect(inferDebtType('Credit union loan')).toBe('credit_card');
    expect(inferDebtType('Student credit card')).toBe('student_loan'); // documented limitation
  });

  it("matches 'car' and 'rent' as whole words only, 'auto' at the start of a word", () => {
    expect(inferDebtType('Discover Card')).toBe('other'); // 'car' inside 'Card'
    expect(inferDebtType('Parent PLUS loan')).toBe('personal_loan'); // 'rent' inside 'Parent'
    expect(inferDebtType('Current account overdraft')).toBe('other');
    expect(inferDebtType('Oscar health bill')).toBe('other');
    expect(inferDebtType('Tautology Inc')).toBe('other');
  });
});

describe("specCardLabel (the spec's rule, for reference)", () => {
  it("Credit Card if the name contains 'credit', Personal Loan if 'loan', otherwise Debt", () => {
    expect(specCardLabel('Visa Credit')).toBe('Credit Card');
    expect(specCardLabel('credit union loan')).toBe('Credit Card');
    expect(specCardLabel('Car Loan')).toBe('Personal Loan');
    expect(specCardLabel('Mortgage')).toBe('Debt');
  });
});
