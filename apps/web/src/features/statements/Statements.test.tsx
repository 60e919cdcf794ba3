import { screen, waitFor, within } from '@testing-library/react';
import type { StatementCheckOut, StatementImportResult, StatementLineOut } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeCitiCard, makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from '../debts/DebtsPage.tsx';

// A QFX header and one line, "CAFÉ" written in Windows-1252 (É is the byte 0xC9).
const qfxBytes = new Uint8Array([
  ...new TextEncoder().encode('OFXHEADER:100\r\nCHARSET:1252\r\n\r\n<OFX><NAME>CAF'),
  0xc9,
  ...new TextEncoder().encode('</OFX>'),
]);

const line = (fitid: string, kind: StatementLineOut['kind'], amount: string, fate: StatementLineOut['fate']): StatementLineOut => ({
  fitid,
  postedOn: '2026-10-20',
  kind,
  amount,
  description: kind === 'payment' ? 'Payment Thank You' : 'CAFÉ DU MONDE',
  fate,
  matchedPaymentId: null,
});

const preview = (dryRun: boolean): StatementImportResult => ({
  dryRun,
  format: 'ofx',
  mapping: null,
  paymentsLogged: dryRun ? 0 : 1,
  statementsStored: dryRun ? 0 : 1,
  accounts: [
    {
      account: '•••• 5678',
      lender: 'Chase',
      debtId: 1,
      debtName: 'Chase Credit Card',
      periodStart: '2026-10-08',
      periodEnd: '2026-11-07',
      closingBalance: '2725.15',
      payments: '500.00',
      purchases: '45.67',
      fees: '0.00',
      interestCharged: '59.48',
      alreadyImported: false,
      newBalance: '2725.15',
      lines: [line('a', 'payment', '-500.00', 'log'), line('b', 'purchase', '45.67', 'record')],
    },
  ],
});

function renderDebts(api: Handlers) {
  return renderApp(<DebtsPage />, {
    route: '/debts',
    api: { 'debts.list': () => ok([makeDebt()]), 'debts.paid': () => ok([]), 'payments.planned': () => ok([]), ...api },
  });
}

describe('Import a statement', () => {
  it('decodes a Windows-1252 file, previews each line with its fate, then imports it', async () => {
    const { user, api } = renderDebts({ 'statements.import': (input) => ok(preview((input as { dryRun: boolean }).dryRun)) });
    await user.click(await screen.findByRole('button', { name: 'Import a statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a statement' });
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([qfxBytes], 'Chase5678.qfx'));
    const table = await within(dialog).findByRole('table', { name: 'Statement preview' });
    expect((api.callsTo('statements.import')[0]?.input as { content: string }).content).toContain('<NAME>CAFÉ');
    expect(within(table).getByText('Will be logged')).toBeInTheDocument();
    expect(within(table).getByText('Kept with the statement')).toBeInTheDocument();
    expect(within(dialog).getByText(/•••• 5678/)).toHaveTextContent('closing balance $2,725.15');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(api.callsTo('statements.import').map((c) => (c.input as { dryRun: boolean }).dryRun)).toEqual([true, false]),
    );
    expect(api.callsTo('statements.import')[1]?.input).toMatchObject({ debtId: 1, filename: 'Chase5678.qfx' });
  });

  it('a CSV whose columns are not recognised: the columns are chosen, and the preview asked again with them', async () => {
    const { user, api } = renderDebts({
      'statements.import': (input) =>
        (input as { mapping?: unknown }).mapping
          ? ok({ ...preview(true), format: 'csv' })
          : fail(
              'BAD_REQUEST',
              'Nothing was imported: line 1: The CSV header names no date, description and amount (or debit and credit) columns. Choose them in the column mapping.',
            ),
    });
    await user.click(await screen.findByRole('button', { name: 'Import a statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a statement' });
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['When,What,How much\n11/02/2026,COFFEE,-4.50\n'], 'activity.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(/Choose them in the column mapping/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Date' }));
    await user.click(await screen.findByRole('option', { name: 'When' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Description' }));
    await user.click(await screen.findByRole('option', { name: 'What' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Amount' }));
    await user.click(await screen.findByRole('option', { name: 'How much' }));
    await within(dialog).findByRole('table', { name: 'Statement preview' });
    expect(api.callsTo('statements.import').at(-1)?.input).toMatchObject({
      dryRun: true,
      mapping: { date: 'When', description: 'What', amount: 'How much', chargesPositive: false },
    });
  });

  it("lists a debt's statements with the check's verdict", async () => {
    const { user } = renderDebts({
      'statements.list': () =>
        ok([
          {
            id: 7,
            source: 'file',
            lender: 'Chase',
            periodStart: '2026-10-08',
            periodEnd: '2026-11-07',
            closingBalance: '2725.15',
            interestCharged: '59.48',
            interestComputed: '59.48',
            difference: '0.00',
            verdict: 'match',
            cause: null,
            causeKind: null,
            impliedApr: null,
            impliedPartId: null,
            graceApplied: false,
            parts: [{ partId: null, kind: 'purchase', averageDailyBalance: '2802.66', interestComputed: '59.48', inGrace: false }],
            summary: 'Chase charged $59.48; Paydown computes $59.48 ✓',
          },
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Statements and interest check of Chase Credit Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statements of Chase Credit Card' });
    expect(await within(dialog).findByText('Chase charged $59.48; Paydown computes $59.48 ✓')).toBeInTheDocument();
    expect(within(dialog).getByText('Matches')).toBeInTheDocument();
  });

  it('offers the APR the lender used, and sets it on the debt', async () => {
    const { user, api } = renderDebts({
      'statements.list': () =>
        ok([
          {
            id: 8,
            source: 'file',
            lender: 'Chase',
            periodStart: '2026-10-08',
            periodEnd: '2026-11-07',
            closingBalance: '2725.15',
            interestCharged: '59.48',
            interestComputed: '52.34',
            difference: '7.14',
            verdict: 'charged_more',
            cause: 'a different APR than the one entered: 24.99 % on the same balances gives the $59.48 charged.',
            causeKind: 'apr',
            impliedApr: '24.99',
            impliedPartId: null,
            graceApplied: false,
            parts: [{ partId: null, kind: 'purchase', averageDailyBalance: '2802.66', interestComputed: '52.34', inGrace: false }],
            summary:
              'Chase charged $59.48; Paydown computes $52.34 — $7.14 more. Likely cause: a different APR than the one entered: 24.99 % on the same balances gives the $59.48 charged.',
          },
        ]),
      'debts.update': () => ok(makeDebt({ interestRate: '24.99' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Statements and interest check of Chase Credit Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statements of Chase Credit Card' });
    expect(await within(dialog).findByText('Charged more')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use 24.99 % as the APR' }));
    await waitFor(() => expect(api.callsTo('debts.update')[0]?.input).toEqual({ id: 1, interestRate: '24.99' }));
  });

  it('on a card with balances, offers the APR on the balance the check names; the check then shows ✓', async () => {
    // The card's $650.00 of purchases entered at 27.49 %; the lender charged them 24.99 %.
    const card = makeCitiCard('2027-03-01');
    const check = (matched: boolean): StatementCheckOut => ({
      id: 9,
      source: 'file',
      lender: 'Citi',
      periodStart: '2026-10-08',
      periodEnd: '2026-11-07',
      closingBalance: '1850.00',
      interestCharged: '13.80',
      interestComputed: matched ? '13.80' : '15.18',
      difference: matched ? '0.00' : '-1.38',
      verdict: matched ? 'match' : 'charged_less',
      cause: matched ? null : 'a different APR than the one entered on the purchases balance: 24.99 % there (27.49 % entered), …',
      causeKind: matched ? null : 'apr',
      impliedApr: matched ? null : '24.99',
      impliedPartId: matched ? null : 12,
      graceApplied: false,
      parts: [
        { partId: 11, kind: 'balance_transfer', averageDailyBalance: '1200.00', interestComputed: '0.00', inGrace: false },
        { partId: 12, kind: 'purchase', averageDailyBalance: '650.00', interestComputed: matched ? '13.80' : '15.18', inGrace: false },
      ],
      summary: matched ? 'Citi charged $13.80; Paydown computes $13.80 ✓' : 'Citi charged $13.80; Paydown computes $15.18 — $1.38 less.',
    });
    const { user, api } = renderDebts({
      'debts.list': () => ok([card]),
      'statements.list': () => ok([check(api.callsTo('debts.update').length > 0)]),
      'debts.update': () => ok(card),
    });
    await user.click(await screen.findByRole('button', { name: 'Statements and interest check of Citi Credit Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statements of Citi Credit Card' });
    expect(await within(dialog).findByText(/Balance transfer \$0\.00 · Purchases \$15\.18/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Use 24.99 % as the purchases APR' }));
    await waitFor(() =>
      expect(api.callsTo('debts.update')[0]?.input).toEqual({
        id: 4,
        balances: [
          {
            id: 11,
            kind: 'balance_transfer',
            amount: '1200.00',
            apr: '27.49',
            promoApr: '0.00',
            promoEndDate: '2027-03-01',
            promoStartDate: '2026-11-01',
            deferredInterest: false,
          },
          {
            id: 12,
            kind: 'purchase',
            amount: '650.00',
            apr: '24.99',
            promoApr: null,
            promoEndDate: null,
            promoStartDate: null,
            deferredInterest: false,
          },
        ],
      }),
    );
    expect(await within(dialog).findByText('Citi charged $13.80; Paydown computes $13.80 ✓')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });
});
