import type { AccountBase, LiabilitiesObject } from 'plaid';
import { describe, expect, it } from 'vitest';
import { centsOf, factsOf, lineOf, periodEndingOn, proposalOf } from '../src/features/connections/plaid-figures.ts';

// What Plaid reports, read into Paydown's terms: decimal dollars to exact cents, a transaction's
// sign and kind, a card's APRs as its balances, and the statement period a date closes.

const category = (primary: string, detailed: string) => ({ primary, detailed, confidence_level: 'HIGH' });

describe('Plaid figures', () => {
  it('reads decimal dollars as the exact cents they stand for, binary fractions notwithstanding', () => {
    // 0.29 * 100 is 28.999999999999996 and 1234.57 * 100 is 123456.99999999999 in binary floating point.
    expect([0.29, 1234.57, 19.99, 0.07, -150, -0.01, 99_999_999.99].map(centsOf)).toEqual([
      29, 123_457, 1999, 7, -15_000, -1, 9_999_999_999,
    ]);
  });

  it("keeps a transaction's sign from the borrower's side and names its kind", () => {
    const line = (amount: number, name: string, pfc: [string, string]) =>
      lineOf({ transaction_id: 't', amount, date: '2026-12-01', name, personal_finance_category: category(...pfc) });
    expect(line(-150, 'Payment Thank You', ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'])).toMatchObject({
      kind: 'payment',
      amount: -15_000,
    });
    expect(line(25.5, 'INTEREST CHARGE ON PURCHASES', ['BANK_FEES', 'BANK_FEES_INTEREST_CHARGE'])).toMatchObject({
      kind: 'interest',
      amount: 2550,
    });
    expect(line(39, 'LATE FEE', ['BANK_FEES', 'BANK_FEES_LATE_FEE'])).toMatchObject({ kind: 'fee', amount: 3900 });
    expect(line(-20, 'RETURN AMAZON', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_OTHER'])).toMatchObject({
      kind: 'credit',
      amount: -2000,
    });
    expect(line(200, 'AMAZON MKTPLACE', ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_OTHER'])).toMatchObject({
      kind: 'purchase',
      amount: 20_000,
    });
  });

  it("makes a card's APRs its balances (the penalty APR is none) and proposes the debt", () => {
    const account = {
      account_id: 'card-1',
      balances: { available: null, current: 1700.01, limit: 5000, iso_currency_code: 'USD', unofficial_currency_code: null },
      mask: '3333',
      name: 'Freedom',
      official_name: null,
      type: 'credit',
      subtype: 'credit card',
    } as AccountBase;
    const liabilities = {
      credit: [
        {
          account_id: 'card-1',
          aprs: [
            { apr_type: 'balance_transfer_apr', apr_percentage: 3.99, balance_subject_to_apr: 500.01, interest_charge_amount: null },
            { apr_type: 'purchase_apr', apr_percentage: 24.99, balance_subject_to_apr: 1200, interest_charge_amount: null },
            { apr_type: 'penalty_apr', apr_percentage: 29.99, balance_subject_to_apr: null, interest_charge_amount: null },
          ],
          is_overdue: false,
          last_payment_amount: null,
          last_payment_date: null,
          last_statement_issue_date: '2026-12-10',
          last_statement_balance: 1800.4,
          minimum_payment_amount: 55,
          next_payment_due_date: '2027-01-05',
        },
      ],
      mortgage: null,
      student: null,
    } as LiabilitiesObject;
    const facts = factsOf(account, liabilities);
    expect(facts).toEqual({
      liability: 'credit',
      current: 170_001,
      parts: [
        { kind: 'balance_transfer', amount: 50_001, apr: '3.99' },
        { kind: 'purchase', amount: 120_000, apr: '24.99' },
      ],
      // The card's rate is its purchase APR, as for a card typed by hand.
      interestRate: '24.99',
      minPayment: 5500,
      dueDate: '2027-01-05',
      lastStatementDate: '2026-12-10',
      lastStatementBalance: 180_040,
    });
    expect(facts && proposalOf({ name: 'Freedom', mask: '3333' }, 'Chase', facts)).toMatchObject({
      debtName: 'Chase Freedom …3333',
      debtType: 'credit_card',
      balance: '1700.01',
      interestRate: '24.99',
      minPayment: '55.00',
      balances: [
        { kind: 'balance_transfer', amount: '500.01', apr: '3.99' },
        { kind: 'purchase', amount: '1200.00', apr: '24.99' },
      ],
    });
    expect(factsOf({ ...account, account_id: 'checking' }, liabilities)).toBeNull();
  });

  it('takes the month that ends on the statement date as its period, the same one every time', () => {
    expect(periodEndingOn('2026-12-10')).toEqual({ periodStart: '2026-11-11', periodEnd: '2026-12-10' });
    expect(periodEndingOn('2026-03-31')).toEqual({ periodStart: '2026-03-01', periodEnd: '2026-03-31' });
    expect(periodEndingOn('2026-01-05')).toEqual({ periodStart: '2025-12-06', periodEnd: '2026-01-05' });
  });
});
