import { describe, expect, it } from 'vitest';
import { namesACard, suggestDebtType } from '../src/index.ts';

describe('suggestDebtType: common card names read as credit cards', () => {
  it('knows the issuers, networks and card products, whatever the case', () => {
    for (const name of [
      'Visa',
      'my visa',
      'MasterCard',
      'Master Card',
      'Amex Gold',
      'American Express',
      'Discover It',
      'Discover Card',
      'CHASE',
      'Citi',
      'Citibank',
      'Capital One',
      'CapitalOne Quicksilver',
      'Sapphire Preferred',
      'Double Cash',
      'CareCredit',
      'Care Credit',
      'Synchrony Amazon',
    ]) {
      expect(suggestDebtType(name), name).toBe('credit_card');
    }
  });

  it('matches whole words only', () => {
    for (const name of ['Visalia dentist', 'Purchased sofa', 'Citizens bank overdraft', 'Amexica', 'Undiscovered bill']) {
      expect(namesACard(name), name).toBe(false);
      expect(suggestDebtType(name), name).toBe('other');
    }
  });

  it('lets the words that say what the debt is win over the bank', () => {
    expect(suggestDebtType('Chase Auto Loan')).toBe('auto_loan');
    expect(suggestDebtType('Citi personal loan')).toBe('personal_loan');
    expect(suggestDebtType('Chase Mortgage')).toBe('mortgage');
    expect(suggestDebtType('Discover Student Loan')).toBe('student_loan');
  });

  it('keeps the other rules as they are', () => {
    expect(suggestDebtType('SoFi Loan')).toBe('personal_loan');
    expect(suggestDebtType('Dentist')).toBe('other');
    expect(suggestDebtType('')).toBe('other');
  });
});
