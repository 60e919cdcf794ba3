import { describe, expect, it } from 'vitest';
import type { CardPart } from '../src/card/types.ts';
import { checkStatementInterest, type CheckLine, type InterestCheckInput } from '../src/statements/index.ts';

// The interest check of a card with several balances, balance by balance and day by day
// (docs/money-math.md, "The interest check", example 5 and the causes on such a card).

const transfer = (balance: number): CardPart => ({
  id: 1,
  kind: 'balance_transfer',
  balance,
  apr: 2_749,
  promoApr: 0,
  promoEndDate: '2027-03-01',
  promoStartDate: '2026-03-01',
  deferredInterest: false,
});
const purchases = (balance: number, apr = 2_499): CardPart => ({
  id: 2,
  kind: 'purchase',
  balance,
  apr,
  promoApr: null,
  promoEndDate: null,
  deferredInterest: false,
});

/** Example 5: 2026-10-08 to 11-07, $3,000.00 transferred at 0 % and $2,000.00 of purchases at 24.99 % carried in. */
const lines: CheckLine[] = [
  { postedOn: '2026-10-15', kind: 'purchase', amount: 15_000 },
  { postedOn: '2026-10-20', kind: 'payment', amount: -60_000 },
  { postedOn: '2026-11-07', kind: 'interest', amount: 3_815 },
];
/** The card as Paydown stores it once the statement is imported: $80.00 of the payment on the transfer, $520.00 on the purchases. */
const example5 = (purchaseApr = 2_499): InterestCheckInput => ({
  periodStart: '2026-10-08',
  periodEnd: '2026-11-07',
  closingBalance: 458_815,
  interestCharged: 3_815,
  lines,
  parts: [transfer(292_000), purchases(166_815, purchaseApr)],
  minimumDue: 8_000,
  dueDay: 2,
});

describe('the interest check of a card with several balances', () => {
  it('example 5: each balance on its own days at its own rate: $0.00 on the 0 % transfer, $38.15 on the purchases', () => {
    const check = checkStatementInterest(example5(), 'Citi');
    expect(check).toMatchObject({ openingBalance: 500_000, interestComputed: 3_815, verdict: 'match', graceApplied: false });
    // Transfer: 12 × 3,000.00 + 19 × 2,920.00; purchases: 7 × 2,000.00 + 5 × 2,150.00 + 19 × 1,630.00.
    expect(check.parts).toMatchObject([
      { partId: 1, kind: 'balance_transfer', balanceDays: 9_148_000, regularDays: 0, interest: 0, closing: 292_000 },
      { partId: 2, kind: 'purchase', balanceDays: 5_572_000, regularDays: 5_572_000, interest: 3_815, closing: 163_000 },
    ]);
    expect(check.balanceDays).toBe(14_720_000);
  });

  it("a promotion start after the period (the day the balance was added, none entered) leaves the period's promotion running", () => {
    const input = example5();
    const added = { ...input, parts: [{ ...transfer(292_000), promoStartDate: '2026-12-20' }, purchases(166_815)] };
    expect(checkStatementInterest(added)).toMatchObject({ interestComputed: 3_815, verdict: 'match' });
  });

  it('example 5 at 21.99 % entered on the purchases: $33.57, $4.58 less; the cause names the purchases balance and 24.99 %', () => {
    const check = checkStatementInterest(example5(2_199), 'Citi');
    expect(check).toMatchObject({ interestComputed: 3_357, difference: 458, verdict: 'charged_more' });
    expect(check.cause).toMatchObject({ kind: 'apr', impliedApr: '24.99', partId: 2, partKind: 'purchase' });
    expect(check.cause?.text).toBe(
      'a different APR than the one entered on the purchases balance: 24.99 % there (21.99 % entered), with the other balances as entered, gives the $38.15 charged.',
    );
  });

  it('a different APR on the transfer: the balance that carried interest at its APR is named, with the APR that explains it', () => {
    // $3,000.00 transferred at 27.49 % (its promotion over) and no purchases carried: the import put
    // the interest charge on the purchase balance, as it puts every balance change.
    const check = checkStatementInterest({
      periodStart: '2026-10-08',
      periodEnd: '2026-11-07',
      closingBalance: 300_000 + 6_985,
      interestCharged: 6_985,
      lines: [{ postedOn: '2026-11-07', kind: 'interest', amount: 6_985 }],
      parts: [{ ...transfer(300_000), promoApr: null, promoEndDate: null, promoStartDate: null }, purchases(6_985)],
      dueDay: 2,
    });
    // 31 × 3,000.00 = 9,300,000 cent-days × 27.49 % / 365 = $70.04; the lender's $69.85 is 27.41 % on the transfer.
    expect(check).toMatchObject({ interestComputed: 7_004, difference: -19, verdict: 'charged_less' });
    expect(check.cause).toMatchObject({ kind: 'apr', partId: 1, partKind: 'balance_transfer', impliedApr: '27.41' });
  });

  it('the grace period covers the purchase balance only: the cash advance paid off on 10-25 carries interest to that day', () => {
    // $500.00 of purchases and $100.00 of cash advance at 27.99 % carried in; $600.00 paid on 10-25
    // (by the 11-02 due date): $25.00 of it was the minimum (to the purchases, the lower rate), the
    // rest cleared the cash advance first. Stored split: what the payment took from each balance.
    const cash: CardPart = {
      id: 3,
      kind: 'cash_advance',
      balance: 0,
      apr: 2_799,
      promoApr: null,
      promoEndDate: null,
      deferredInterest: false,
    };
    const input: InterestCheckInput = {
      periodStart: '2026-10-08',
      periodEnd: '2026-11-07',
      closingBalance: 20_130,
      interestCharged: 130,
      lines: [
        { postedOn: '2026-10-15', kind: 'purchase', amount: 20_000 },
        {
          postedOn: '2026-10-25',
          kind: 'payment',
          amount: -60_000,
          split: [
            { partId: 2, amount: 50_000 },
            { partId: 3, amount: 10_000 },
          ],
        },
        { postedOn: '2026-11-07', kind: 'interest', amount: 130 },
      ],
      parts: [purchases(20_130), cash],
      minimumDue: 2_500,
      dueDay: 2,
    };
    const check = checkStatementInterest(input);
    // Cash advance: 17 days × $100.00 = 170,000 cent-days × 27.99 % / 365 = $1.30; purchases: none (grace).
    expect(check).toMatchObject({ graceApplied: true, interestComputed: 130, verdict: 'match', balanceDays: 170_000 });
    expect(check.parts).toMatchObject([
      { kind: 'purchase', interest: 0, inGrace: true },
      { kind: 'cash_advance', balanceDays: 170_000, interest: 130, inGrace: false },
    ]);
    // A lender that charged the purchases too (7 × 500.00 + 10 × 700.00 + 14 × 200.00 = 1,330,000
    // cent-days, $9.11): purchases carried without a grace period.
    const lost = checkStatementInterest({ ...input, interestCharged: 130 + 911 });
    expect(lost).toMatchObject({ interestComputed: 130, difference: 911, verdict: 'charged_more' });
    expect(lost.cause?.kind).toBe('no_grace');
  });

  it('a deferred-interest purchase: accrues while the promotion runs, not charged; charged back to its start when it ends unpaid', () => {
    const store = (promoEndDate: string): CardPart => ({
      id: 4,
      kind: 'promo_purchase',
      balance: 60_000,
      apr: 2_699,
      promoApr: 0,
      promoEndDate,
      promoStartDate: '2026-04-08',
      deferredInterest: true,
    });
    // The import put the period's interest on the purchase balance; the store card's $600.00 stays.
    const period = (promoEndDate: string, interestCharged: number): InterestCheckInput => ({
      periodStart: '2026-10-08',
      periodEnd: '2026-11-07',
      closingBalance: 60_000 + interestCharged,
      interestCharged,
      lines: [{ postedOn: '2026-11-07', kind: 'interest', amount: interestCharged }],
      parts: [purchases(interestCharged), store(promoEndDate)],
      dueDay: 2,
    });
    // Running all period: 183 days from 04-08 to 10-08 on $600.00 ($81.19) and the period's 31 days
    // ($13.75) accrue at 26.99 %, not charged.
    const running = checkStatementInterest(period('2027-04-08', 0));
    expect(running).toMatchObject({ interestComputed: 0, verdict: 'match' });
    expect(running.parts[1]).toMatchObject({ interest: 0, deferredAccrued: 8_119 + 1_375 });
    // Ends on 10-28 with $600.00 owed: the 183 days before ($81.19) and 10-08 to 10-27 (20 days,
    // $8.87) are charged back, and 10-28 to 11-07 (11 days, $4.88) at 26.99 % as a regular balance.
    const ended = checkStatementInterest(period('2026-10-28', 9_494));
    expect(ended.parts[1]).toMatchObject({ regularDays: 660_000, interest: 8_119 + 887 + 488, deferredAccrued: 0 });
    expect(ended).toMatchObject({ interestComputed: 9_494, verdict: 'match' });
    // Paid off before it ended: nothing charged back.
    const paid = checkStatementInterest({
      ...period('2026-10-28', 0),
      closingBalance: 0,
      lines: [{ postedOn: '2026-10-20', kind: 'payment', amount: -60_000 }],
      parts: [purchases(0), { ...store('2026-10-28'), balance: 0 }],
    });
    expect(paid).toMatchObject({ interestComputed: 0, verdict: 'match' });
  });
});
