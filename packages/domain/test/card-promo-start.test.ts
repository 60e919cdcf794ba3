import { describe, expect, it } from 'vitest';
import { splitCardPayment } from '../src/card/payment-split.ts';
import { type CardPart, promoStartOf } from '../src/card/types.ts';
import { computePlan } from '../src/plan/index.ts';
import {
  PART_PROMO_START_AFTER_END_MESSAGE,
  PART_PROMO_START_FUTURE_MESSAGE,
  PART_PROMO_START_NEEDS_PROMO_MESSAGE,
  cardPartPromoProblems,
} from '../src/schemas/card.ts';
import { debtCreateInputSchema } from '../src/schemas/debt.ts';
import { balancesCell, parseDebtCsv } from '../src/data/debt-csv.ts';
import { planDebt as d, planInput } from './plan-fixtures.ts';
import { firstMessages } from './schema-messages.ts';

// When a card balance's promotion began (docs/money-math.md, "Cards in the plan" and "Payment
// allocation"): the back-dated charge of a deferred-interest balance counts from it, and a logged
// payment is split at the rates of its own date.

const part = (over: Partial<CardPart> & Pick<CardPart, 'id' | 'kind' | 'balance' | 'apr'>): CardPart => ({
  promoApr: null,
  promoEndDate: null,
  deferredInterest: false,
  ...over,
});

describe('a deferred-interest balance whose promotion began before the plan', () => {
  // A store card's $1,200 balance at 0 % deferred, 26.99 % after, from 2026-01-15 to 2027-01-15;
  // the plan starts 2026-11-15 (ten months in) and pays only the $30 minimum.
  const storeCard = (promoStartDate: string | null) =>
    computePlan(
      planInput(
        [
          d({
            debtName: 'Store card',
            balance: 120_000,
            apr: 2_699,
            minPayment: 3_000,
            payment: 3_000,
            parts: [
              part({
                id: 1,
                kind: 'promo_purchase',
                balance: 120_000,
                apr: 2_699,
                promoApr: 0,
                promoEndDate: '2027-01-15',
                deferredInterest: true,
                promoStartDate,
              }),
            ],
          }),
        ],
        { today: '2026-11-15' },
      ),
    );

  /** The month containing the end (Jan 15 → Feb 15, 31 days on the $1,140 left): its interest less that month's 26.99 %. */
  const deferredCharge = (p: ReturnType<typeof storeCard>) => {
    const january = p.schedule[2]!.payments[0]!.parts![0]!;
    expect(january.balance - january.interest + january.payment).toBe(114_000);
    return january.interest - Math.round((114_000 * 2_699 * 31) / 3_650_000);
  };

  it('is charged, at the end, the regular APR since the promotion began: $323.19 (the worked example)', () => {
    const p = storeCard('2026-01-15');
    // 2026-01-15 → 2026-11-15, 304 days on today's $1,200: 120,000 × 2699 × 304 / 3,650,000 = 26,975.21 → $269.75
    const before = Math.round((120_000 * 2_699 * 304) / 3_650_000);
    // Nov 15 → Dec 15, 30 days on $1,200: 2,662.03 → $26.62; Dec 15 → Jan 15, 31 days on $1,170: 2,681.99 → $26.82
    const november = Math.round((120_000 * 2_699 * 30) / 3_650_000);
    const december = Math.round((117_000 * 2_699 * 31) / 3_650_000);
    expect([before, november, december]).toEqual([26_975, 2_662, 2_682]);
    // The month containing the end (Jan 15 → Feb 15, 31 days on $1,140): the charge plus that month's 26.99 %
    expect(deferredCharge(p)).toBe(26_975 + 2_662 + 2_682);
    expect(deferredCharge(p)).toBe(32_319);
    const warning = p.warnings.find((w) => w.code === 'DEFERRED_INTEREST')!;
    expect(warning.message).toContain('$323.19 of back-dated interest (the regular APR since the promotion began)');
  });

  it('without a start date it counts from the plan’s today: the two plan months only ($53.44)', () => {
    expect(deferredCharge(storeCard(null))).toBe(2_662 + 2_682);
    expect(storeCard(null).warnings.find((w) => w.code === 'DEFERRED_INTEREST')!.message).toContain('$53.44 of back-dated interest');
    // a start on or after today counts from today too
    expect(deferredCharge(storeCard('2026-11-15'))).toBe(2_662 + 2_682);
  });
});

describe('the promotion start on the wire', () => {
  const card = {
    debtName: 'Store card',
    debtType: 'credit_card',
    balance: '1200',
    interestRate: '26.99',
    minPayment: 30,
    dueDate: '2026-12-10',
  };
  const deferred = {
    kind: 'promo_purchase',
    amount: '1200',
    apr: '26.99',
    promoApr: '0',
    promoEndDate: '2027-01-15',
    deferredInterest: true,
  };

  it('is taken with a promotion and kept as sent', () => {
    const parsed = debtCreateInputSchema.parse({ ...card, balances: [{ ...deferred, promoStartDate: '2026-01-15' }] });
    expect(parsed.balances![0]!.promoStartDate).toBe('2026-01-15');
  });

  it('400s name the field: only with a promotion, before its end', () => {
    const without = { kind: 'purchase', amount: '1200', apr: '26.99', promoStartDate: '2026-01-15' };
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...card, balances: [without] }))).toEqual({
      'balances.0.promoStartDate': PART_PROMO_START_NEEDS_PROMO_MESSAGE,
    });
    for (const start of ['2027-01-15', '2027-02-01']) {
      expect(firstMessages(debtCreateInputSchema.safeParse({ ...card, balances: [{ ...deferred, promoStartDate: start }] }))).toEqual({
        'balances.0.promoStartDate': PART_PROMO_START_AFTER_END_MESSAGE,
      });
    }
  });

  it('may not be after today, unless it is the start already reported for that balance', () => {
    const today = '2026-11-15';
    const check = (promoStartDate: string, id?: number) =>
      cardPartPromoProblems([{ ...(id ? { id } : {}), promoEndDate: '2027-01-15', promoStartDate }], {
        today,
        previousEndDates: new Map([[7, '2027-01-15']]),
        previousStartDates: new Map([[7, '2026-11-16']]),
      });
    expect(check('2026-11-15')).toEqual({});
    expect(check('2026-11-16')).toEqual({ 'balances.0.promoStartDate': PART_PROMO_START_FUTURE_MESSAGE });
    // the day the balance was added, in UTC, may be the user's tomorrow: sent back as reported, it stays
    expect(check('2026-11-16', 7)).toEqual({});
    expect(check('2026-11-17', 7)).toEqual({ 'balances.0.promoStartDate': PART_PROMO_START_FUTURE_MESSAGE });
  });

  it('defaults to the day the balance was added, with a promotion only, and not on or after its end', () => {
    const promo = { promoApr: 0, promoEndDate: '2027-01-15', promoStartDate: null };
    expect(promoStartOf(promo, '2026-11-15')).toBe('2026-11-15');
    expect(promoStartOf({ ...promo, promoStartDate: '2026-01-15' }, '2026-11-15')).toBe('2026-01-15');
    expect(promoStartOf({ ...promo, promoApr: null, promoEndDate: null }, '2026-11-15')).toBeNull();
    expect(promoStartOf({ ...promo, promoEndDate: '2026-11-10' }, '2026-11-15')).toBeNull();
  });
});

describe('a back-dated payment on a card with balances', () => {
  // A 0 % transfer (27.49 % after) whose promotion ended 2026-11-20, and purchases at 21.99 %.
  const card = [
    part({
      id: 1,
      kind: 'balance_transfer',
      balance: 300_000,
      apr: 2_749,
      promoApr: 0,
      promoEndDate: '2026-11-20',
      promoStartDate: '2026-05-20',
    }),
    part({ id: 2, kind: 'purchase', balance: 200_000, apr: 2_199 }),
  ];

  it('is split at the rates of its date: before the end the transfer is at 0 %, after it at 27.49 %', () => {
    // $35 still due of the minimum, $500 paid
    expect(splitCardPayment(card, 50_000, 3_500, '2026-11-18')).toEqual([
      { partId: 1, kind: 'balance_transfer', amount: 3_500 },
      { partId: 2, kind: 'purchase', amount: 46_500 },
    ]);
    expect(splitCardPayment(card, 50_000, 3_500, '2026-11-20')).toEqual([
      { partId: 1, kind: 'balance_transfer', amount: 46_500 },
      { partId: 2, kind: 'purchase', amount: 3_500 },
    ]);
  });

  it('before the promotion began, the balance was at its regular APR', () => {
    expect(splitCardPayment(card, 50_000, 0, '2026-05-19')).toEqual([{ partId: 1, kind: 'balance_transfer', amount: 50_000 }]);
    expect(splitCardPayment(card, 50_000, 0, '2026-05-20')).toEqual([{ partId: 2, kind: 'purchase', amount: 50_000 }]);
  });

  it('a deferred-interest balance takes the excess first within two cycles of its end, counted from the payment’s date', () => {
    const deferred = [
      part({ id: 1, kind: 'cash_advance', balance: 50_000, apr: 2_999 }),
      part({ id: 2, kind: 'promo_purchase', balance: 50_000, apr: 2_699, promoApr: 0, promoEndDate: '2027-01-20', deferredInterest: true }),
    ];
    expect(splitCardPayment(deferred, 10_000, 0, '2026-11-21')).toEqual([{ partId: 2, kind: 'promo_purchase', amount: 10_000 }]);
    expect(splitCardPayment(deferred, 10_000, 0, '2026-11-20')).toEqual([{ partId: 1, kind: 'cash_advance', amount: 10_000 }]);
  });
});

describe('the promotion start in the debts CSV', () => {
  it('is written in the balances cell and read back as it was; a start on or after the end is a row error naming it', () => {
    const cell = balancesCell([
      {
        kind: 'promo_purchase',
        amount: '1200.00',
        apr: '26.99',
        promoApr: '0.00',
        promoEndDate: '2026-11-30',
        deferredInterest: true,
        promoStartDate: '2026-01-15',
      },
      {
        kind: 'purchase',
        amount: '50.00',
        apr: '29.99',
        promoApr: null,
        promoEndDate: null,
        deferredInterest: false,
        promoStartDate: null,
      },
    ]);
    expect(cell).toBe(
      '[{"kind":"promo_purchase","amount":"1200.00","apr":"26.99","promoApr":"0.00","promoEndDate":"2026-11-30","deferredInterest":true,"promoStartDate":"2026-01-15"},' +
        '{"kind":"purchase","amount":"50.00","apr":"29.99"}]',
    );
    const row = (balances: string) =>
      `debtName,debtType,balance,interestRate,minPayment,dueDate,balances\nStore,credit_card,1250,26.99,30,2026-12-20,"${balances.replaceAll('"', '""')}"\n`;
    // An ended promotion is a record of the card: it imports with its start.
    const parsed = parseDebtCsv(row(cell!));
    expect(parsed.ok && parsed.rows[0]).toMatchObject({ ok: true, debt: { balances: [{ promoStartDate: '2026-01-15' }, {}] } });
    const late = parseDebtCsv(row(cell!.replace('2026-01-15', '2026-11-30')));
    expect(late.ok && late.rows[0]).toMatchObject({
      ok: false,
      field: 'balances.0.promoStartDate',
      error: PART_PROMO_START_AFTER_END_MESSAGE,
    });
  });
});
