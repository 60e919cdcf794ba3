import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from '../debts/DebtsPage.tsx';

// A QFX header and one line, "CAFÉ" written in Windows-1252 (É is the byte 0xC9).
const qfxBytes = new Uint8Array([
  ...new TextEncoder().encode('OFXHEADER:100\r\nCHARSET:1252\r\n\r\n<OFX><NAME>CAF'),
  0xc9,
  ...new TextEncoder().encode('</OFX>'),
]);

const line = (fitid: string, kind: string, amount: string, fate: string) => ({
  fitid,
  postedOn: '2026-10-20',
  kind,
  amount,
  description: kind === 'payment' ? 'Payment Thank You' : 'CAFÉ DU MONDE',
  fate,
  matchedPaymentId: null,
});

const preview = (dryRun: boolean) => ({
  dryRun,
  format: 'ofx' as const,
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
            graceApplied: false,
            summary: 'Chase charged $59.48; Paydown computes $59.48 ✓',
          },
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Statements of Chase Credit Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statements of Chase Credit Card' });
    expect(await within(dialog).findByText('Chase charged $59.48; Paydown computes $59.48 ✓')).toBeInTheDocument();
    expect(within(dialog).getByText('Matches')).toBeInTheDocument();
  });
});
